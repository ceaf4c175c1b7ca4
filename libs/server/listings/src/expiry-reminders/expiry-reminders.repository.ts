import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EXPIRY_REMINDER_WINDOW_DAYS, type ExpiryReminderStage } from '@chonail/shared/domain';

/** A post whose reminder is due and not yet claimed, with what its text needs. */
export interface DueReminder {
  post_id: number;
  stage: ExpiryReminderStage;
  expires_at: Date;
  title: string;
  state: string;
  phone: string;
  language: 'vi' | 'en';
}

/**
 * Every post_expiry_reminders query. A row is the claim on one text (post, stage, the expiry it
 * was about): written before the provider is called and never written again for that key, so a
 * text goes once however many runs overlap, and a renewed post (new expiry) has keys of its own.
 */
@Injectable()
export class ExpiryRemindersRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /**
   * Posts with a stage due at `now` (the 1-day one from a day before expiry, else the 7-day one
   * from a week before) and no claim for it: listed, expiring, owners who keep the texts on and are
   * not blocked. Paged by post id after `afterId`, so what a run skips (quiet hours, a stopped
   * phone) does not come back within the run.
   */
  due(now: Date, afterId: number, limit: number): Promise<DueReminder[]> {
    return this.data.query(
      `SELECT d.post_id, d.stage, d.expires_at, d.title, d.state, d.phone, d.language FROM (
         SELECT p.id AS post_id, p.expires_at, p.title, p.state, u.phone, COALESCE(u.language, 'vi') AS language,
                CASE WHEN p.expires_at <= $1::timestamptz + interval '1 day' THEN '1d' ELSE '7d' END AS stage
           FROM job_posts p JOIN users u ON u.id = p.owner_id
          WHERE p.deleted_at IS NULL AND p.duration <> 0 AND p.hidden_at IS NULL AND p.is_active AND NOT p.is_paused
            AND p.expires_at > $1::timestamptz AND p.expires_at <= $1::timestamptz + make_interval(days => ${EXPIRY_REMINDER_WINDOW_DAYS})
            AND u.expiry_reminders AND NOT u.blocked AND p.id > $2
       ) d
       WHERE NOT EXISTS (SELECT 1 FROM post_expiry_reminders r WHERE r.post_id = d.post_id AND r.stage = d.stage AND r.expires_at = d.expires_at)
       ORDER BY d.post_id LIMIT $3`,
      [now.toISOString(), afterId, limit],
    );
  }

  /** Claims the text (status `sending`, committed at once); false when another run claimed it first. */
  async claim(postId: number, stage: ExpiryReminderStage, expiresAt: Date): Promise<boolean> {
    const rows: unknown[] = await this.data.query(
      `INSERT INTO post_expiry_reminders (post_id, stage, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING post_id`,
      [postId, stage, expiresAt.toISOString()],
    );
    return rows.length === 1;
  }

  async markSent(postId: number, stage: ExpiryReminderStage, expiresAt: Date, now: Date): Promise<void> {
    await this.data.query(`UPDATE post_expiry_reminders SET status = 'sent', sent_at = $4 WHERE post_id = $1 AND stage = $2 AND expires_at = $3`, [
      postId,
      stage,
      expiresAt.toISOString(),
      now.toISOString(),
    ]);
  }

  async markFailed(postId: number, stage: ExpiryReminderStage, expiresAt: Date): Promise<void> {
    await this.data.query(`UPDATE post_expiry_reminders SET status = 'failed' WHERE post_id = $1 AND stage = $2 AND expires_at = $3`, [
      postId,
      stage,
      expiresAt.toISOString(),
    ]);
  }
}
