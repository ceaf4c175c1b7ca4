import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff may say why they hid a post; its owner reads the reason in the portal. Restoring the post
 * clears it. The length matches HIDE_REASON_MAX in shared/contracts.
 */
export class PostHiddenReason1765250000000 implements MigrationInterface {
  name = 'PostHiddenReason1765250000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE job_posts ADD COLUMN hidden_reason varchar(300)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE job_posts DROP COLUMN hidden_reason');
  }
}
