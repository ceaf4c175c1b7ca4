import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff area: an append-only audit log, and deleted accounts. A deleted account keeps its row,
 * so its payments stay on record (payments reference users) and its phone cannot quietly return.
 */
export class Admin1764500000000 implements MigrationInterface {
  name = 'Admin1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users ADD COLUMN deleted_at timestamptz');
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        actor_id integer NOT NULL REFERENCES users (id),
        action varchar(40) NOT NULL,
        target_type varchar(20) NOT NULL,
        target_id varchar(50),
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX audit_log_created ON audit_log (created_at DESC, id DESC)');
    await q.query('CREATE INDEX audit_log_action ON audit_log (action, created_at DESC, id DESC)');
    // The API never rewrites history; the database refuses it too, so a bug cannot either.
    await q.query(`
      CREATE FUNCTION chonail_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log rows are never updated or deleted';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION chonail_audit_log_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE audit_log');
    await q.query('DROP FUNCTION chonail_audit_log_append_only()');
    await q.query('ALTER TABLE users DROP COLUMN deleted_at');
  }
}
