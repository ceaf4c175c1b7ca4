import { Injectable } from '@nestjs/common';
import {
  FORUM_EDIT_WINDOW_HOURS,
  FORUM_PAGE_SIZE,
  ForumErrorCode,
  type CreateForumThread,
  type ForumAuthor,
  type ForumPage,
  type ForumPost,
  type ForumPostInThread,
  type ForumThread,
  type ForumThreadPage,
  type ForumThreadSummary,
  type ForumThreadsQuery,
  type UpdateForumThread,
} from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import { ForumRepository, type PostRow, type ThreadRow } from './forum.repository';

const HOUR_MS = 3_600_000;

export const threadNotFound = () => new DomainError(ForumErrorCode.ThreadNotFound, 'Thread not found', 404);
export const postNotFound = () => new DomainError(ForumErrorCode.ForumPostNotFound, 'Forum post not found', 404);
const notYours = () => new DomainError(ForumErrorCode.NotYourForumEntry, 'Only the author may change this', 403);

/** "Mai T.": the first name and an initial, so a member is recognisable without being findable. */
function authorOf(row: { author_id: number; first_name: string | null; last_name: string | null }): ForumAuthor {
  const first = row.first_name?.trim() ?? '';
  const initial = row.last_name?.trim().charAt(0) ?? '';
  const displayName = [first, initial && `${initial.toUpperCase()}.`].filter(Boolean).join(' ');
  return { id: row.author_id, displayName: displayName || null };
}

function summaryOf(row: ThreadRow): ForumThreadSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    author: authorOf(row),
    createdAt: row.created_at.toISOString(),
    replyCount: row.reply_count,
    lastActivityAt: row.last_activity_at.toISOString(),
  };
}

const threadOf = (row: ThreadRow): ForumThread => ({ ...summaryOf(row), body: row.body, updatedAt: row.updated_at.toISOString() });

const postOf = (row: PostRow): ForumPost => ({
  id: row.id,
  threadId: row.thread_id,
  body: row.body,
  author: authorOf(row),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** A staff member acts on anything; a member on what they wrote. */
export interface ForumActor {
  id: number;
  staff: boolean;
}

/**
 * The forum's rules (issue 22). Anyone reads. A signed-in member writes threads and replies
 * (rate-limited by the controller), edits what they wrote for FORUM_EDIT_WINDOW_HOURS after writing,
 * deletes their own replies at any time, and their own thread while nobody else has answered it
 * (a question others took time to answer stays; its author can still edit it in the window). Staff
 * delete anything. Bodies are stored as typed: plain text, never rendered as markup.
 */
@Injectable()
export class ForumService {
  constructor(private readonly forum: ForumRepository) {}

  async listThreads(query: ForumThreadsQuery): Promise<ForumPage<ForumThreadSummary>> {
    const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
    const { rows, total } = await this.forum.listThreads({ category: query.category, words }, FORUM_PAGE_SIZE, (query.page - 1) * FORUM_PAGE_SIZE);
    return { items: rows.map(summaryOf), page: query.page, pageSize: FORUM_PAGE_SIZE, total };
  }

  async thread(id: number, page: number): Promise<ForumThreadPage> {
    const row = await this.forum.findThread(id);
    if (!row) throw threadNotFound();
    const replies = await this.forum.replies(id, FORUM_PAGE_SIZE, (page - 1) * FORUM_PAGE_SIZE);
    return { thread: threadOf(row), replies: { items: replies.map(postOf), page, pageSize: FORUM_PAGE_SIZE, total: row.reply_count } };
  }

  async post(id: number): Promise<ForumPostInThread> {
    const row = await this.forum.findPost(id);
    if (!row) throw postNotFound();
    const [thread, before] = await Promise.all([this.forum.findThread(row.thread_id), this.forum.repliesBefore(row)]);
    if (!thread) throw postNotFound();
    return { post: postOf(row), thread: summaryOf(thread), page: Math.floor(before / FORUM_PAGE_SIZE) + 1 };
  }

  async createThread(authorId: number, thread: CreateForumThread): Promise<ForumThread> {
    const id = await this.forum.insertThread(authorId, thread);
    return threadOf((await this.forum.findThread(id)) as ThreadRow);
  }

  async reply(threadId: number, authorId: number, body: string): Promise<ForumPost> {
    const id = await this.forum.insertReply(threadId, authorId, body);
    if (id === null) throw threadNotFound();
    return postOf((await this.forum.findPost(id)) as PostRow);
  }

  async editThread(id: number, actor: ForumActor, change: UpdateForumThread, now = new Date()): Promise<ForumThread> {
    const row = await this.forum.findThread(id);
    if (!row) throw threadNotFound();
    this.assertMayEdit(row, actor, now);
    await this.forum.updateThread(id, change);
    return threadOf((await this.forum.findThread(id)) as ThreadRow);
  }

  async editReply(id: number, actor: ForumActor, body: string, now = new Date()): Promise<ForumPost> {
    const row = await this.forum.findPost(id);
    if (!row) throw postNotFound();
    this.assertMayEdit(row, actor, now);
    await this.forum.updateReply(id, body);
    return postOf((await this.forum.findPost(id)) as PostRow);
  }

  async deleteThread(id: number, actor: ForumActor): Promise<void> {
    const row = await this.forum.findThread(id);
    if (!row) throw threadNotFound();
    if (!actor.staff) {
      if (row.author_id !== actor.id) throw notYours();
      if (await this.forum.hasRepliesFromOthers(row)) {
        throw new DomainError(ForumErrorCode.ThreadHasReplies, 'Others have replied to this thread', 409);
      }
    }
    if (!(await this.forum.deleteThread(id))) throw threadNotFound();
  }

  async deleteReply(id: number, actor: ForumActor): Promise<void> {
    const row = await this.forum.findPost(id);
    if (!row) throw postNotFound();
    if (!actor.staff && row.author_id !== actor.id) throw notYours();
    if (!(await this.forum.deleteReply(id))) throw postNotFound();
  }

  /** Editing is the author's, within the window; staff remove, they do not rewrite people's words. */
  private assertMayEdit(row: { author_id: number; created_at: Date }, actor: ForumActor, now: Date): void {
    if (row.author_id !== actor.id) throw notYours();
    if (now.getTime() - row.created_at.getTime() > FORUM_EDIT_WINDOW_HOURS * HOUR_MS) {
      throw new DomainError(ForumErrorCode.ForumEditWindowClosed, `Editable for ${FORUM_EDIT_WINDOW_HOURS} hours after writing`, 403);
    }
  }
}
