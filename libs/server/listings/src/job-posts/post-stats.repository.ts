import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Every post_daily_stats query lives here: a post's counters a day, for its poster's statistics. */
@Injectable()
export class PostStatsRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /** One more phone reveal of the post on `now`'s UTC day; the day's row is made by its first. */
  async addPhoneReveal(postId: number, now: Date): Promise<void> {
    await this.data.query(
      `INSERT INTO post_daily_stats (post_id, day, phone_reveals) VALUES ($1, $2::date, 1)
       ON CONFLICT (post_id, day) DO UPDATE SET phone_reveals = post_daily_stats.phone_reveals + 1`,
      [postId, now.toISOString().slice(0, 10)],
    );
  }
}
