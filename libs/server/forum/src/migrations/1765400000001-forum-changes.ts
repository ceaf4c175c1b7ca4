import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37: a kept server-rendered forum page is dropped when a thread or a reply is written,
 * changed or deleted, by the same notification as the posts' (chonail_public_page_changed, the
 * listings' migration 1765400000000, which runs first).
 */
export class ForumChanges1765400000001 implements MigrationInterface {
  name = 'ForumChanges1765400000001';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['forum_threads', 'forum_posts']) {
      await q.query(`CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION chonail_public_page_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['forum_threads', 'forum_posts']) await q.query(`DROP TRIGGER IF EXISTS ${table}_changed ON ${table}`);
  }
}
