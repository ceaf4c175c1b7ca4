import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The forum (issue 22): threads and their replies. `last_activity_at` and `reply_count` move with
 * each reply in the same transaction, so the list sorts by activity with one index. Search is the
 * listings' kind: words without accents (`chonail_unaccent`, from the listings migration) in a
 * generated column with a trigram index, so "can tho" finds "Cần thợ" in a title, body or reply.
 * A member's account going away takes their threads and replies with it.
 */
export class Forum1764600000000 implements MigrationInterface {
  name = 'Forum1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE forum_threads (
        id serial PRIMARY KEY,
        author_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        category varchar(20) NOT NULL,
        title varchar(150) NOT NULL,
        body text NOT NULL,
        reply_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_activity_at timestamptz NOT NULL DEFAULT now(),
        search_text text GENERATED ALWAYS AS (chonail_unaccent(title || ' ' || body)) STORED
      )`);
    await q.query('CREATE INDEX forum_threads_activity ON forum_threads (last_activity_at DESC, id DESC)');
    await q.query('CREATE INDEX forum_threads_category_activity ON forum_threads (category, last_activity_at DESC, id DESC)');
    await q.query('CREATE INDEX forum_threads_search ON forum_threads USING gin (search_text gin_trgm_ops)');
    await q.query('CREATE INDEX forum_threads_author ON forum_threads (author_id)');
    await q.query(`
      CREATE TABLE forum_posts (
        id serial PRIMARY KEY,
        thread_id integer NOT NULL REFERENCES forum_threads(id) ON DELETE CASCADE,
        author_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_text text GENERATED ALWAYS AS (chonail_unaccent(body)) STORED
      )`);
    await q.query('CREATE INDEX forum_posts_thread ON forum_posts (thread_id, created_at, id)');
    await q.query('CREATE INDEX forum_posts_search ON forum_posts USING gin (search_text gin_trgm_ops)');
    await q.query('CREATE INDEX forum_posts_author ON forum_posts (author_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE forum_posts');
    await q.query('DROP TABLE forum_threads');
  }
}
