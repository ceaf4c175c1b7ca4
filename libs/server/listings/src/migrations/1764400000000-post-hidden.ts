import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff can hide a post without deleting it (admin area). Public reads add `hidden_at IS NULL` to
 * their predicates; hidden posts are few, so the partial search indexes stay as they are.
 */
export class PostHidden1764400000000 implements MigrationInterface {
  name = 'PostHidden1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE job_posts ADD COLUMN hidden_at timestamptz');
    await q.query('CREATE INDEX job_posts_hidden ON job_posts (hidden_at) WHERE hidden_at IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE job_posts DROP COLUMN hidden_at');
  }
}
