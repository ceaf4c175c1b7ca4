import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PostStatsDay, PostStatsState, PostStatTotals } from '@chonail/shared/contracts';
import { utcDay } from '@chonail/shared/domain';

/** The counters a person's tap adds to (views and reveals have their own calls). */
export type PostStatEvent = 'save' | 'direction' | 'share';

/** Each event's column: a fixed list, so no caller's word ever reaches the SQL. */
const EVENT_COLUMNS: Record<PostStatEvent, string> = { save: 'saves', direction: 'direction_taps', share: 'shares' };

/** The counters of some rows summed, as the API names them (SUM of nothing is NULL: 0 instead). */
const TOTALS = `
  COALESCE(SUM(s.views), 0)::int AS "views",
  COALESCE(SUM(s.phone_reveals), 0)::int AS "phoneReveals",
  COALESCE(SUM(s.saves), 0)::int AS "saves",
  COALESCE(SUM(s.direction_taps), 0)::int AS "directionTaps",
  COALESCE(SUM(s.shares), 0)::int AS "shares"`;

/** How many rows the nightly delete removes a statement: short locks, and the WAL of one batch at a time. */
const DELETE_BATCH = 5000;

/**
 * Every post_daily_stats and post_daily_view_states query lives here: a post's counters a day, for
 * its poster's statistics (issue 39). Each event is one upsert on its UTC day's row, so a row holds
 * the day's sum; who counts (once a person a day, no robots, not the owner) is the callers' rule.
 */
@Injectable()
export class PostStatsRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /** One more phone reveal of the post on `now`'s UTC day; the day's row is made by its first. */
  async addPhoneReveal(postId: number, now: Date): Promise<void> {
    await this.data.query(
      `INSERT INTO post_daily_stats (post_id, day, phone_reveals) VALUES ($1, $2::date, 1)
       ON CONFLICT (post_id, day) DO UPDATE SET phone_reveals = post_daily_stats.phone_reveals + 1`,
      [postId, utcDay(now)],
    );
  }

  /**
   * One more view on `now`'s UTC day, and one more for the state the viewer searched in when there
   * is one: one statement (its CTE writes the state's row, or none for a null state).
   */
  async addView(postId: number, now: Date, state: string | null): Promise<void> {
    await this.data.query(
      `WITH by_state AS (
         INSERT INTO post_daily_view_states (post_id, day, state, views)
         SELECT $1, $2::date, $3::varchar, 1 WHERE $3::varchar IS NOT NULL
         ON CONFLICT (post_id, day, state) DO UPDATE SET views = post_daily_view_states.views + 1
       )
       INSERT INTO post_daily_stats (post_id, day, views) VALUES ($1, $2::date, 1)
       ON CONFLICT (post_id, day) DO UPDATE SET views = post_daily_stats.views + 1`,
      [postId, utcDay(now), state],
    );
  }

  /** One more save, Directions tap or share of the post on `now`'s UTC day. */
  async addEvent(postId: number, event: PostStatEvent, now: Date): Promise<void> {
    const column = EVENT_COLUMNS[event];
    await this.data.query(
      `INSERT INTO post_daily_stats (post_id, day, ${column}) VALUES ($1, $2::date, 1)
       ON CONFLICT (post_id, day) DO UPDATE SET ${column} = post_daily_stats.${column} + 1`,
      [postId, utcDay(now)],
    );
  }

  /** Every day from `from` to `to` (YYYY-MM-DD, both included), oldest first, zeros for days without a row. */
  daily(postId: number, from: string, to: string): Promise<PostStatsDay[]> {
    return this.data.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS "day", ${TOTALS}
         FROM generate_series($2::date, $3::date, interval '1 day') AS d(day)
         LEFT JOIN post_daily_stats s ON s.post_id = $1 AND s.day = d.day::date
        GROUP BY d.day ORDER BY d.day`,
      [postId, from, to],
    );
  }

  /** The states the post's viewers searched in over the days, most views first (ties by code). */
  topStates(postId: number, from: string, to: string, limit: number): Promise<PostStatsState[]> {
    return this.data.query(
      `SELECT state, SUM(views)::int AS views FROM post_daily_view_states
        WHERE post_id = $1 AND day BETWEEN $2::date AND $3::date
        GROUP BY state ORDER BY views DESC, state LIMIT $4`,
      [postId, from, to, limit],
    );
  }

  /** An owner's posts (not deleted) together over the days: one query, for the portal's summary. */
  async ownerTotals(ownerId: number, from: string, to: string): Promise<PostStatTotals> {
    const [row]: PostStatTotals[] = await this.data.query(
      `SELECT ${TOTALS} FROM post_daily_stats s JOIN job_posts p ON p.id = s.post_id
        WHERE p.owner_id = $1 AND p.deleted_at IS NULL AND s.day BETWEEN $2::date AND $3::date`,
      [ownerId, from, to],
    );
    return row as PostStatTotals;
  }

  /**
   * Deletes the days before `firstKept` (YYYY-MM-DD) from both tables, in batches; answers how many
   * rows each lost. Safe to run twice or in parallel: a deleted row is not deleted again.
   */
  async deleteBefore(firstKept: string): Promise<{ days: number; viewStates: number }> {
    const days = await this.deleteBatches('post_daily_stats', firstKept);
    const viewStates = await this.deleteBatches('post_daily_view_states', firstKept);
    return { days, viewStates };
  }

  private async deleteBatches(table: 'post_daily_stats' | 'post_daily_view_states', firstKept: string): Promise<number> {
    let removed = 0;
    for (;;) {
      // A DELETE answers [rows, count] through TypeORM.
      const [, count]: [unknown[], number] = await this.data.query(
        `DELETE FROM ${table} WHERE ctid IN (SELECT ctid FROM ${table} WHERE day < $1::date LIMIT ${DELETE_BATCH})`,
        [firstKept],
      );
      removed += count;
      if (count < DELETE_BATCH) return removed;
    }
  }
}
