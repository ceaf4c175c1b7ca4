import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 39: saved searches and the texts they send.
 * - saved_searches: a person's search (the listing search's filters, as JSON), how often to text.
 * - alert_matches: a post that matched one of a person's searches. Its key is (person, post), so
 *   however often matching runs, a post is told to a person at most once; `message_id` is the text
 *   that told it, set in the same transaction that makes the text; `seen` once the person looked
 *   (the text's link opened, or the search opened from the portal).
 * - alert_messages: each text, with its link code; made `sending` before the provider is called
 *   and never sent again after, so a worker killed mid-send loses at most that text, never doubles it.
 * - sms_opt_outs: phones that replied STOP (or tapped the link's stop): no alert or reminder texts.
 * - job_posts.alerts_matched_at: the version (updated_at) of the post last matched; a post whose
 *   updated_at moved on (created, resumed, renewed, shown again, edited) is matched again.
 */
export class SavedSearchAlerts1765700000000 implements MigrationInterface {
  name = 'SavedSearchAlerts1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_searches (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        filters jsonb NOT NULL,
        filters_key text NOT NULL,
        state varchar(2),
        time_zone varchar(64) NOT NULL,
        language varchar(2) NOT NULL DEFAULT 'vi' CHECK (language IN ('vi', 'en')),
        frequency varchar(10) NOT NULL DEFAULT 'instant' CHECK (frequency IN ('instant', 'daily')),
        paused boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, filters_key)
      )`);
    await q.query(`CREATE INDEX saved_searches_live ON saved_searches (state) WHERE NOT paused`);
    await q.query(`
      CREATE TABLE alert_messages (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code varchar(32) NOT NULL UNIQUE,
        frequency varchar(10) NOT NULL CHECK (frequency IN ('instant', 'daily')),
        status varchar(10) NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'sent', 'failed')),
        local_date date NOT NULL,
        post_ids integer[] NOT NULL,
        text text NOT NULL,
        parts smallint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX alert_messages_user_day ON alert_messages (user_id, local_date)`);
    await q.query(`CREATE INDEX alert_messages_day ON alert_messages (created_at)`);
    await q.query(`
      CREATE TABLE alert_matches (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        post_id integer NOT NULL REFERENCES job_posts(id) ON DELETE CASCADE,
        saved_search_id integer NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
        matched_at timestamptz NOT NULL,
        message_id integer REFERENCES alert_messages(id) ON DELETE CASCADE,
        seen boolean NOT NULL DEFAULT false,
        PRIMARY KEY (user_id, post_id)
      )`);
    await q.query(`CREATE INDEX alert_matches_waiting ON alert_matches (user_id) WHERE message_id IS NULL`);
    await q.query(`CREATE INDEX alert_matches_search ON alert_matches (saved_search_id, matched_at DESC)`);
    await q.query(`
      CREATE TABLE sms_opt_outs (
        phone varchar(20) PRIMARY KEY,
        source varchar(10) NOT NULL CHECK (source IN ('reply', 'link')),
        stopped_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE job_posts ADD COLUMN alerts_matched_at timestamptz`);
    // The posts already there are not news: only what is listed from now on alerts anyone.
    await q.query(`UPDATE job_posts SET alerts_matched_at = updated_at`);
    await q.query(`CREATE INDEX job_posts_alerts_due ON job_posts (updated_at) WHERE alerts_matched_at IS DISTINCT FROM updated_at`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS job_posts_alerts_due');
    await q.query('ALTER TABLE job_posts DROP COLUMN IF EXISTS alerts_matched_at');
    await q.query('DROP TABLE IF EXISTS sms_opt_outs');
    await q.query('DROP TABLE IF EXISTS alert_matches');
    await q.query('DROP TABLE IF EXISTS alert_messages');
    await q.query('DROP TABLE IF EXISTS saved_searches');
  }
}
