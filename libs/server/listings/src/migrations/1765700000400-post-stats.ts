import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 39, "what the ad earned": the rest of a post's counters a day beside its phone reveals
 * (views, saves, Directions taps, shares), and the states its viewers searched in, a row a post,
 * day and state. Each event adds one to its day's row (PostStatsRepository), so a day's row is
 * that day's sum; the nightly job (PostStatsNightlyHandler) deletes the days past 13 months, by
 * the day indexes.
 */
export class PostStats1765700000400 implements MigrationInterface {
  name = 'PostStats1765700000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE post_daily_stats
        ADD COLUMN views integer NOT NULL DEFAULT 0,
        ADD COLUMN saves integer NOT NULL DEFAULT 0,
        ADD COLUMN direction_taps integer NOT NULL DEFAULT 0,
        ADD COLUMN shares integer NOT NULL DEFAULT 0`);
    await q.query('CREATE INDEX post_daily_stats_day ON post_daily_stats (day)');
    await q.query(`
      CREATE TABLE post_daily_view_states (
        post_id integer NOT NULL REFERENCES job_posts(id) ON DELETE CASCADE,
        day date NOT NULL,
        state varchar(2) NOT NULL,
        views integer NOT NULL DEFAULT 0,
        PRIMARY KEY (post_id, day, state)
      )`);
    await q.query('CREATE INDEX post_daily_view_states_day ON post_daily_view_states (day)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS post_daily_view_states');
    await q.query('DROP INDEX IF EXISTS post_daily_stats_day');
    await q.query('ALTER TABLE post_daily_stats DROP COLUMN views, DROP COLUMN saves, DROP COLUMN direction_taps, DROP COLUMN shares');
  }
}
