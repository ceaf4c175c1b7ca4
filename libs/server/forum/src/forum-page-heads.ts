import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PublicPagesService } from '@chonail/server/listings';
import { ForumRepository } from './forum.repository';

/**
 * Issue 37: what the server's first HTML of a thread or reply page says in its head (the thread's
 * title, the first lines), and 404 for one that does not exist. Registered with the listings lib's
 * page heads, so listings never imports the forum.
 */
@Injectable()
export class ForumPageHeads implements OnModuleInit {
  constructor(
    private readonly pages: PublicPagesService,
    private readonly forum: ForumRepository,
  ) {}

  onModuleInit(): void {
    this.pages.registerForum({
      thread: async (id) => {
        const row = await this.forum.findThread(id);
        return row ? { title: row.title, body: row.body } : null;
      },
      post: async (id) => {
        const post = await this.forum.findPost(id);
        const thread = post && (await this.forum.findThread(post.thread_id));
        return post && thread ? { title: thread.title, body: post.body } : null;
      },
    });
  }
}
