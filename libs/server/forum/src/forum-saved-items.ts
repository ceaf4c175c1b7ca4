import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SavedItemSources } from '@chonail/server/listings';
import { ForumRepository } from './forum.repository';
import { postNotFound, threadNotFound } from './forum.service';

/**
 * Threads and replies in members' saved lists. Anything a reader can open can be saved, one's own
 * included (following a thread one started is what people do); a deleted one leaves the list.
 */
@Injectable()
export class ForumSavedItems implements OnModuleInit {
  constructor(
    private readonly sources: SavedItemSources,
    private readonly forum: ForumRepository,
  ) {}

  onModuleInit(): void {
    const threadExists = async (id: number) => {
      if (!(await this.forum.findThread(id))) throw threadNotFound();
    };
    const postExists = async (id: number) => {
      if (!(await this.forum.findPost(id))) throw postNotFound();
    };
    this.sources.register('thread', {
      assertSavable: (_userId, id) => threadExists(id),
      assertExists: threadExists,
      entries: async (_viewerId, ids) =>
        new Map(
          (await this.forum.threadsByIds(ids)).map((row) => [
            row.id,
            { type: 'thread', id: row.id, itemId: row.id, itemType: 'thread', isSaved: true, title: row.title, description: row.body, createdAt: row.created_at.toISOString() },
          ]),
        ),
    });
    this.sources.register('post', {
      assertSavable: (_userId, id) => postExists(id),
      assertExists: postExists,
      entries: async (_viewerId, ids) =>
        new Map(
          (await this.forum.postsByIds(ids)).map((row) => [
            row.id,
            {
              type: 'post',
              id: row.id,
              itemId: row.id,
              itemType: 'post',
              isSaved: true,
              title: row.thread_title,
              description: row.body,
              createdAt: row.created_at.toISOString(),
              threadId: row.thread_id,
            },
          ]),
        ),
    });
  }
}
