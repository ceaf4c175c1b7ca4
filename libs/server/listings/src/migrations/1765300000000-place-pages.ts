import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37's city and state pages (place-pages/): a city's page is its slug ("garden-grove", domain
 * `citySlug`), computed here from the post's city_key (lower case, accents dropped) by
 * `chonail_city_slug`, so each of the pages' reads is an index range:
 *
 * - job_posts_place_pages (state, slug, listing order): a city's posts in the home list's order,
 *   walked off the index and stopped at the page; a city's count and a state's cities with their
 *   counts (a range of (state) or (state, slug)); nearby cities' counts (one probe per candidate);
 *   the sitemap's places and their newest change. Its predicate is "listed" but for the time itself
 *   (`expired` is swept each minute, the time is still checked), and the INCLUDE columns are what
 *   those reads test and show (city_key too: PostgreSQL reads an expression's column from the index
 *   only when the index holds it), so the counts can be index-only scans.
 *
 * A state page's posts are read off job_posts_rank_state (state, listing order), as the home
 * list's state search.
 */
export class PlacePages1765300000000 implements MigrationInterface {
  name = 'PlacePages1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION chonail_city_slug(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT btrim(regexp_replace($1, '[^a-z0-9]+', '-', 'g'), '-') $$`);
    await q.query(
      `CREATE INDEX job_posts_place_pages ON job_posts (state, chonail_city_slug(city_key), rank_priority DESC, rank_bump DESC, id DESC)
       INCLUDE (job_type, city, city_key, duration, expires_at, updated_at)
       WHERE deleted_at IS NULL AND hidden_at IS NULL AND is_active AND NOT is_paused AND NOT expired`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX job_posts_place_pages');
    await q.query('DROP FUNCTION chonail_city_slug(text)');
  }
}
