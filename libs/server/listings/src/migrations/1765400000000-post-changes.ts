import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37: the API keeps server-rendered pages for a short while, and drops them when what they
 * show changes. Every replica hears of a change on the `public_pages_changed` channel
 * (LISTEN/NOTIFY), whoever made it: the API, the worker (expiry, media), staff, a payment. A post's
 * counters (views, saves) change on every visit and are not a change of what a list shows, so
 * they notify nothing. The forum's tables notify on the same channel (the forum's migration).
 */
export class PostChanges1765400000000 implements MigrationInterface {
  name = 'PostChanges1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION chonail_public_page_changed() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('public_pages_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER job_posts_changed_insert_delete AFTER INSERT OR DELETE ON job_posts
      FOR EACH STATEMENT EXECUTE FUNCTION chonail_public_page_changed()`);
    await q.query(`
      CREATE TRIGGER job_posts_changed_update AFTER UPDATE ON job_posts
      FOR EACH ROW
      WHEN ((to_jsonb(OLD) - 'view_count' - 'save_count' - 'likes_count') IS DISTINCT FROM (to_jsonb(NEW) - 'view_count' - 'save_count' - 'likes_count'))
      EXECUTE FUNCTION chonail_public_page_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER IF EXISTS job_posts_changed_update ON job_posts');
    await q.query('DROP TRIGGER IF EXISTS job_posts_changed_insert_delete ON job_posts');
    await q.query('DROP FUNCTION IF EXISTS chonail_public_page_changed()');
  }
}
