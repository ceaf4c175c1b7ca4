import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A post may be paid for more than once: when created, and again each time it is renewed with
 * add-ons (issue 22). The post's payment shown to its owner is the latest.
 */
export class PaymentsPerPost1764800000000 implements MigrationInterface {
  name = 'PaymentsPerPost1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payments DROP CONSTRAINT payments_job_post_id_key');
    await q.query('CREATE INDEX payments_job_post ON payments (job_post_id, used_at DESC) WHERE job_post_id IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX payments_job_post');
    // Keeps each post's latest payment linked, so the old one-payment-per-post rule holds again.
    await q.query(`
      UPDATE payments p SET job_post_id = NULL
      WHERE job_post_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM payments later WHERE later.job_post_id = p.job_post_id AND (later.used_at, later.id) > (p.used_at, p.id))`);
    await q.query('ALTER TABLE payments ADD CONSTRAINT payments_job_post_id_key UNIQUE (job_post_id)');
  }
}
