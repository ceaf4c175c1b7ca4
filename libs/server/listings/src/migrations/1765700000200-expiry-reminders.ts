import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 39: the texts that told an owner their post expires in 7 days or 1 day. A row is claimed
 * (`sending`) before the provider is called, so a post's stage is texted once even when two runs
 * overlap or a worker dies mid-batch; the expiry is part of the key, so a renewed post (a new
 * expiry) is reminded again.
 */
export class ExpiryReminders1765700000200 implements MigrationInterface {
  name = 'ExpiryReminders1765700000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE post_expiry_reminders (
        post_id integer NOT NULL REFERENCES job_posts(id) ON DELETE CASCADE,
        stage varchar(2) NOT NULL CHECK (stage IN ('7d', '1d')),
        expires_at timestamptz NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'sent', 'failed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        PRIMARY KEY (post_id, stage, expires_at)
      )`);
    // The run looks for posts expiring within the week; without this it reads every post.
    await q.query(`CREATE INDEX job_posts_expiring ON job_posts (expires_at) WHERE deleted_at IS NULL AND duration <> 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS job_posts_expiring');
    await q.query('DROP TABLE IF EXISTS post_expiry_reminders');
  }
}
