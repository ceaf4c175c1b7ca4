import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AlertFrequency } from '@chonail/shared/contracts';
import { PUBLICLY_LISTED } from '../job-posts/search-query';

/** A match waiting for its text, with what the text needs to say. */
export interface WaitingMatch {
  post_id: number;
  saved_search_id: number;
  matched_at: Date;
  time_zone: string;
  language: 'vi' | 'en';
  phone: string;
  title: string;
  city: string;
  state: string;
  weekly_pay: number | null;
  asking_price: number | null;
}

export interface AlertMessageRow {
  id: number;
  user_id: number;
  code: string;
  post_ids: number[];
  created_at: Date;
  expires_at: Date;
  phone: string;
}

/**
 * Every alert_matches and alert_messages query: the two are written together (a text and the
 * matches it tells are one transaction), so one repository owns both.
 */
@Injectable()
export class AlertsRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /** Records matches made at `now`; a post already matched for the person (by any search) is left as it was. */
  async addMatches(matches: Array<{ userId: number; postId: number; savedSearchId: number }>, now: Date): Promise<number> {
    if (!matches.length) return 0;
    const rows: unknown[] = await this.data.query(
      `INSERT INTO alert_matches (user_id, post_id, saved_search_id, matched_at)
       SELECT u.user_id, u.post_id, u.saved_search_id, $4::timestamptz FROM unnest($1::int[], $2::int[], $3::int[]) AS u(user_id, post_id, saved_search_id)
       ON CONFLICT (user_id, post_id) DO NOTHING RETURNING post_id`,
      [matches.map((m) => m.userId), matches.map((m) => m.postId), matches.map((m) => m.savedSearchId), now.toISOString()],
    );
    return rows.length;
  }

  /** People with matches not yet texted, a batch at a time. */
  async usersWaiting(limit: number): Promise<number[]> {
    const rows: Array<{ user_id: number }> = await this.data.query(
      `SELECT DISTINCT user_id FROM alert_matches WHERE message_id IS NULL ORDER BY user_id LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.user_id);
  }

  /**
   * Runs `work` holding the person's alert lock, in one transaction: of dispatchers running at
   * once (two workers, `npm run alerts:run` beside the schedule) one counts the day's texts and
   * claims the matches at a time, so caps and once-only hold.
   */
  withPersonLock<T>(userId: number, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.data.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(39, $1)`, [userId]);
      return work(tx);
    });
  }

  /** The person's waiting matches of live searches of `frequency` whose posts are still listed, the best post first. */
  waiting(tx: EntityManager, userId: number, frequency: AlertFrequency, now: Date): Promise<WaitingMatch[]> {
    return tx.query(
      `SELECT m.post_id, m.saved_search_id, m.matched_at, s.time_zone, s.language, u.phone, p.title, p.city, p.state, p.weekly_pay, p.asking_price
         FROM alert_matches m
         JOIN saved_searches s ON s.id = m.saved_search_id
         JOIN users u ON u.id = m.user_id
         JOIN job_posts p ON p.id = m.post_id
        WHERE m.user_id = $1 AND m.message_id IS NULL AND s.frequency = $2 AND NOT s.paused AND ${PUBLICLY_LISTED('$3::timestamptz')}
        ORDER BY p.rank_priority DESC, p.rank_bump DESC, p.id DESC`,
      [userId, frequency, now.toISOString()],
    );
  }

  /** The texts of each frequency the person was sent (or is being sent) on `localDate`. */
  async countOn(tx: EntityManager, userId: number, localDate: string): Promise<Record<AlertFrequency, number>> {
    const [row] = (await tx.query(
      `SELECT count(*) FILTER (WHERE frequency = 'instant')::int AS instant, count(*) FILTER (WHERE frequency = 'daily')::int AS daily
         FROM alert_messages WHERE user_id = $1 AND local_date = $2::date`,
      [userId, localDate],
    )) as Array<Record<AlertFrequency, number>>;
    return row ?? { instant: 0, daily: 0 };
  }

  /**
   * A text in `sending` state, and its matches attached to it: from here on they are told, and a
   * crash before or after the provider call never sends them again.
   */
  async claim(
    tx: EntityManager,
    message: { userId: number; code: string; frequency: AlertFrequency; localDate: string; postIds: number[]; text: string; parts: number; expiresAt: Date },
  ): Promise<number> {
    const [row] = (await tx.query(
      `INSERT INTO alert_messages (user_id, code, frequency, local_date, post_ids, text, parts, expires_at)
       VALUES ($1, $2, $3, $4::date, $5::int[], $6, $7, $8) RETURNING id`,
      [message.userId, message.code, message.frequency, message.localDate, message.postIds, message.text, message.parts, message.expiresAt.toISOString()],
    )) as Array<{ id: number }>;
    const id = (row as { id: number }).id;
    await tx.query(`UPDATE alert_matches SET message_id = $1 WHERE user_id = $2 AND post_id = ANY($3::int[]) AND message_id IS NULL`, [
      id,
      message.userId,
      message.postIds,
    ]);
    return id;
  }

  async markSent(id: number, now: Date): Promise<void> {
    await this.data.query(`UPDATE alert_messages SET status = 'sent', sent_at = $2 WHERE id = $1`, [id, now.toISOString()]);
  }

  async markFailed(id: number): Promise<void> {
    await this.data.query(`UPDATE alert_messages SET status = 'failed' WHERE id = $1`, [id]);
  }

  /** A text by its link's code, with the phone it went to. */
  async findByCode(code: string): Promise<AlertMessageRow | null> {
    const rows: AlertMessageRow[] = await this.data.query(
      `SELECT a.id, a.user_id, a.code, a.post_ids, a.created_at, a.expires_at, u.phone
         FROM alert_messages a JOIN users u ON u.id = a.user_id WHERE a.code = $1`,
      [code],
    );
    return rows[0] ?? null;
  }

  /** The posts a text told about are looked at (its link was opened). */
  async markSeen(messageId: number): Promise<void> {
    await this.data.query(`UPDATE alert_matches SET seen = true WHERE message_id = $1 AND NOT seen`, [messageId]);
  }

  /** Texts handed to the provider per UTC day from `fromDay` on, and their SMS parts, for the admin dashboard. */
  async sentPerDay(fromDay: string): Promise<Map<string, { texts: number; parts: number }>> {
    const rows: Array<{ day: string; texts: number; parts: number }> = await this.data.query(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS texts, sum(parts)::int AS parts
         FROM alert_messages WHERE status <> 'failed' AND created_at >= $1::date
        GROUP BY 1`,
      [fromDay],
    );
    return new Map(rows.map((row) => [row.day, { texts: row.texts, parts: row.parts }]));
  }
}
