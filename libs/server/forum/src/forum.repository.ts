import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CreateForumThread, ForumCategory, UpdateForumThread } from '@chonail/shared/contracts';
import { escapeLike } from '@chonail/server/listings';

/** A thread row with its author's name, as the mapper reads it. */
export interface ThreadRow {
  id: number;
  author_id: number;
  first_name: string | null;
  last_name: string | null;
  category: ForumCategory;
  title: string;
  body: string;
  reply_count: number;
  created_at: Date;
  updated_at: Date;
  last_activity_at: Date;
}

export interface PostRow {
  id: number;
  thread_id: number;
  author_id: number;
  first_name: string | null;
  last_name: string | null;
  body: string;
  created_at: Date;
  updated_at: Date;
}

const THREAD_COLUMNS = `t.id, t.author_id, u.first_name, u.last_name, t.category, t.title, t.body, t.reply_count, t.created_at, t.updated_at, t.last_activity_at`;
const POST_COLUMNS = `p.id, p.thread_id, p.author_id, u.first_name, u.last_name, p.body, p.created_at, p.updated_at`;

/** Every forum query lives here. */
@Injectable()
export class ForumRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /** One page of threads, latest activity first; `words` must all appear (accents ignored) in the thread or one of its replies. */
  async listThreads(filter: { category?: ForumCategory; words: string[] }, limit: number, offset: number): Promise<{ rows: ThreadRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filter.category) {
      params.push(filter.category);
      where.push(`t.category = $${params.length}`);
    }
    for (const word of filter.words) {
      params.push(escapeLike(word));
      const like = `LIKE '%' || chonail_unaccent($${params.length}) || '%'`;
      where.push(`(t.search_text ${like} OR EXISTS (SELECT 1 FROM forum_posts r WHERE r.thread_id = t.id AND r.search_text ${like}))`);
    }
    const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, counted] = await Promise.all([
      this.data.query(
        `SELECT ${THREAD_COLUMNS} FROM forum_threads t JOIN users u ON u.id = t.author_id ${condition}
         ORDER BY t.last_activity_at DESC, t.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      ) as Promise<ThreadRow[]>,
      this.data.query(`SELECT count(*)::int AS total FROM forum_threads t ${condition}`, params) as Promise<{ total: number }[]>,
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  }

  async findThread(id: number): Promise<ThreadRow | null> {
    const rows: ThreadRow[] = await this.data.query(`SELECT ${THREAD_COLUMNS} FROM forum_threads t JOIN users u ON u.id = t.author_id WHERE t.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** A thread's replies, oldest first. */
  replies(threadId: number, limit: number, offset: number): Promise<PostRow[]> {
    return this.data.query(
      `SELECT ${POST_COLUMNS} FROM forum_posts p JOIN users u ON u.id = p.author_id WHERE p.thread_id = $1 ORDER BY p.created_at, p.id LIMIT $2 OFFSET $3`,
      [threadId, limit, offset],
    );
  }

  async findPost(id: number): Promise<PostRow | null> {
    const rows: PostRow[] = await this.data.query(`SELECT ${POST_COLUMNS} FROM forum_posts p JOIN users u ON u.id = p.author_id WHERE p.id = $1`, [id]);
    return rows[0] ?? null;
  }

  threadsByIds(ids: number[]): Promise<ThreadRow[]> {
    return this.data.query(`SELECT ${THREAD_COLUMNS} FROM forum_threads t JOIN users u ON u.id = t.author_id WHERE t.id = ANY($1::int[])`, [ids]);
  }

  /** Replies with their thread's title, for the saved list. */
  postsByIds(ids: number[]): Promise<Array<PostRow & { thread_title: string }>> {
    return this.data.query(
      `SELECT ${POST_COLUMNS}, t.title AS thread_title FROM forum_posts p JOIN users u ON u.id = p.author_id JOIN forum_threads t ON t.id = p.thread_id
       WHERE p.id = ANY($1::int[])`,
      [ids],
    );
  }

  /** How many replies come before this one in its thread (its place, for the page it is on). */
  async repliesBefore(post: Pick<PostRow, 'id' | 'thread_id' | 'created_at'>): Promise<number> {
    const rows: { before: number }[] = await this.data.query(
      'SELECT count(*)::int AS before FROM forum_posts WHERE thread_id = $1 AND (created_at, id) < ($2::timestamptz, $3)',
      [post.thread_id, post.created_at, post.id],
    );
    return rows[0]?.before ?? 0;
  }

  async insertThread(authorId: number, thread: CreateForumThread): Promise<number> {
    const rows: { id: number }[] = await this.data.query('INSERT INTO forum_threads (author_id, category, title, body) VALUES ($1, $2, $3, $4) RETURNING id', [
      authorId,
      thread.category,
      thread.title,
      thread.body,
    ]);
    return (rows[0] as { id: number }).id;
  }

  async updateThread(id: number, change: UpdateForumThread): Promise<void> {
    await this.data.query(
      `UPDATE forum_threads SET title = coalesce($2, title), body = coalesce($3, body), category = coalesce($4, category), updated_at = now() WHERE id = $1`,
      [id, change.title ?? null, change.body ?? null, change.category ?? null],
    );
  }

  /** A reply, and its thread's count and last activity moved in the same transaction. Null when the thread is gone. */
  insertReply(threadId: number, authorId: number, body: string): Promise<number | null> {
    return this.data.transaction(async (manager) => {
      // TypeORM answers UPDATE and DELETE with [rows, rowCount].
      const [touched]: [unknown[], number] = await manager.query(
        'UPDATE forum_threads SET reply_count = reply_count + 1, last_activity_at = now() WHERE id = $1 RETURNING id',
        [threadId],
      );
      if (!touched.length) return null;
      const rows: { id: number }[] = await manager.query('INSERT INTO forum_posts (thread_id, author_id, body) VALUES ($1, $2, $3) RETURNING id', [
        threadId,
        authorId,
        body,
      ]);
      return (rows[0] as { id: number }).id;
    });
  }

  async updateReply(id: number, body: string): Promise<void> {
    await this.data.query('UPDATE forum_posts SET body = $2, updated_at = now() WHERE id = $1', [id, body]);
  }

  /** Whether anyone but the author has replied. */
  async hasRepliesFromOthers(thread: Pick<ThreadRow, 'id' | 'author_id'>): Promise<boolean> {
    const rows: unknown[] = await this.data.query('SELECT 1 FROM forum_posts WHERE thread_id = $1 AND author_id <> $2 LIMIT 1', [thread.id, thread.author_id]);
    return rows.length > 0;
  }

  /** The thread and its replies. False when it was already gone. */
  async deleteThread(id: number): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.data.query('DELETE FROM forum_threads WHERE id = $1 RETURNING id', [id]);
    return rows.length > 0;
  }

  /** A reply, its thread's count moving with it. False when it was already gone. */
  deleteReply(id: number): Promise<boolean> {
    return this.data.transaction(async (manager) => {
      const [rows]: [{ thread_id: number }[], number] = await manager.query('DELETE FROM forum_posts WHERE id = $1 RETURNING thread_id', [id]);
      const removed = rows[0];
      if (!removed) return false;
      await manager.query('UPDATE forum_threads SET reply_count = reply_count - 1 WHERE id = $1', [removed.thread_id]);
      return true;
    });
  }
}
