import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 38, finding 4: a post's numbers a day, for its poster's statistics. Phone reveals first
 * (each person who asked for the post's full numbers, once a day); later counters (views, saves)
 * join as columns of the same row. A day is a UTC date; a row is written only on a day something
 * happened, so a post that nobody opened costs nothing.
 */
export class PostDailyStats1765600000200 implements MigrationInterface {
  name = 'PostDailyStats1765600000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE post_daily_stats (
        post_id integer NOT NULL REFERENCES job_posts(id) ON DELETE CASCADE,
        day date NOT NULL,
        phone_reveals integer NOT NULL DEFAULT 0,
        PRIMARY KEY (post_id, day)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS post_daily_stats');
  }
}
