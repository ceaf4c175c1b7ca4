import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminPostsQuery } from '@chonail/shared/contracts';
import { escapeLike, POST_COLUMNS, PUBLICLY_LISTED, type PostRow } from '@chonail/server/listings';

export type AdminPostRow = PostRow & { owner_first_name: string | null; owner_last_name: string | null };

const FROM = 'FROM job_posts p JOIN users u ON u.id = p.owner_id';
const COLUMNS = `${POST_COLUMNS}, u.first_name AS owner_first_name, u.last_name AS owner_last_name`;
const EXPIRED = (now: string) => `(p.duration > 0 AND p.expires_at IS NOT NULL AND p.expires_at <= ${now})`;

/** The staff status of spec 02's lists, as SQL (the same order as postStaffStatus in shared/domain). */
const STATUS_SQL = {
  hidden: () => 'p.hidden_at IS NOT NULL',
  expired: (now: string) => `p.hidden_at IS NULL AND ${EXPIRED(now)}`,
  paused: (now: string) => `p.hidden_at IS NULL AND NOT ${EXPIRED(now)} AND p.is_paused`,
  active: (now: string) => `p.hidden_at IS NULL AND NOT ${EXPIRED(now)} AND NOT p.is_paused`,
} as const;

export interface PostCounts {
  totalPosts: number;
  activePosts: number;
  pausedPosts: number;
  expiredPosts: number;
  hiddenPosts: number;
  vipPosts: number;
}

/** job_posts as staff read and change them: every post that is not deleted, whatever its state. */
@Injectable()
export class AdminPostsRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  async list(query: AdminPostsQuery, now: Date): Promise<{ rows: AdminPostRow[]; total: number }> {
    const params: unknown[] = [];
    const where = ['p.deleted_at IS NULL'];
    const add = (sql: (ref: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (query.jobType) add((ref) => `p.job_type = ${ref}`, query.jobType);
    if (query.state) add((ref) => `p.state = ${ref}`, query.state);
    const status = query.status;
    if (status === 'hidden') where.push(STATUS_SQL.hidden());
    else if (status) add((ref) => STATUS_SQL[status](`${ref}::timestamptz`), now.toISOString());
    const digits = query.phone?.replace(/\D/g, '');
    if (digits) add((ref) => `u.phone LIKE ${ref}`, `%${digits}%`);
    if (query.q) add((ref) => `p.search_text LIKE '%' || chonail_unaccent(${ref}) || '%'`, escapeLike(query.q));
    const filter = `${FROM} WHERE ${where.join(' AND ')}`;
    const [{ total }] = await this.data.query(`SELECT count(*)::int AS total ${filter}`, params);
    const rows: AdminPostRow[] = await this.data.query(
      `SELECT ${COLUMNS} ${filter} ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, query.offset],
    );
    return { rows, total };
  }

  async find(id: number, manager: EntityManager = this.data.manager): Promise<AdminPostRow | null> {
    const rows: AdminPostRow[] = await manager.query(`SELECT ${COLUMNS} ${FROM} WHERE p.id = $1 AND p.deleted_at IS NULL`, [id]);
    return rows[0] ?? null;
  }

  /** Locks the post for the rest of the caller's transaction, so two staff changes never interleave. */
  async lock(id: number, manager: EntityManager): Promise<AdminPostRow | null> {
    await manager.query('SELECT id FROM job_posts WHERE id = $1 AND deleted_at IS NULL FOR UPDATE', [id]);
    return this.find(id, manager);
  }

  /** Hides (with staff's reason, or none) or restores (hiddenAt null, which clears the reason). */
  async setHidden(id: number, hiddenAt: Date | null, reason: string | null, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE job_posts SET hidden_at = $2, hidden_reason = $3, updated_at = now() WHERE id = $1', [id, hiddenAt, hiddenAt ? reason : null]);
  }

  async softDelete(id: number, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE job_posts SET deleted_at = now(), updated_at = now() WHERE id = $1 AND deleted_at IS NULL', [id]);
  }

  /** A deleted account's posts leave the site with it; returns their ids for the audit row. */
  async softDeleteByOwner(ownerId: number, manager: EntityManager): Promise<number[]> {
    const [rows] = await manager.query(
      'UPDATE job_posts SET deleted_at = now(), updated_at = now() WHERE owner_id = $1 AND deleted_at IS NULL RETURNING id',
      [ownerId],
    );
    return (rows as Array<{ id: number }>).map((r) => r.id);
  }

  async counts(now: Date): Promise<PostCounts> {
    const at = '$1::timestamptz';
    const [row] = await this.data.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE ${STATUS_SQL.active(at)})::int AS active,
              count(*) FILTER (WHERE ${STATUS_SQL.paused(at)})::int AS paused,
              count(*) FILTER (WHERE ${STATUS_SQL.expired(at)})::int AS expired,
              count(*) FILTER (WHERE ${STATUS_SQL.hidden()})::int AS hidden,
              count(*) FILTER (WHERE p.hidden_at IS NULL AND NOT ${EXPIRED(at)}
                AND (p.is_vip OR (p.priority_addon <> 'none' AND p.priority_ends_at > ${at})))::int AS vip
       FROM job_posts p WHERE p.deleted_at IS NULL`,
      [now.toISOString()],
    );
    return {
      totalPosts: row.total,
      activePosts: row.active,
      pausedPosts: row.paused,
      expiredPosts: row.expired,
      hiddenPosts: row.hidden,
      vipPosts: row.vip,
    };
  }

  /** The listed hiring posts that state a weekly pay: how many, and their pay summed in dollars. */
  async weeklyPayTotals(now: Date): Promise<{ posts: number; totalWeeklyPay: number }> {
    const [row] = await this.data.query(
      `SELECT count(*)::int AS posts, coalesce(sum(p.weekly_pay), 0)::bigint AS total
       FROM job_posts p WHERE ${PUBLICLY_LISTED('$1::timestamptz')} AND p.job_type = 'hiring' AND p.weekly_pay IS NOT NULL`,
      [now.toISOString()],
    );
    return { posts: row.posts, totalWeeklyPay: Number(row.total) };
  }

  /** Posts created per UTC day since `from` (a 'YYYY-MM-DD'), days without posts absent. */
  async perDay(from: string): Promise<Map<string, number>> {
    const rows: Array<{ day: string; count: number }> = await this.data.query(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
       FROM job_posts WHERE deleted_at IS NULL AND created_at >= $1::timestamptz GROUP BY 1`,
      [`${from}T00:00:00Z`],
    );
    return new Map(rows.map((r) => [r.day, r.count]));
  }
}
