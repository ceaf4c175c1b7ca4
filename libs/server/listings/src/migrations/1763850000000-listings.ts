import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Listings: stores, job posts, saved items, contact messages, site settings, translation cache.
 *
 * Search is PostgreSQL only: `search_text` is the post's words without accents ("Cần thợ" -> "can tho"),
 * kept by the database itself (a generated column) and indexed with trigrams, so any substring of
 * any word is found fast. `chonail_unaccent` wraps unaccent as IMMUTABLE, which a generated column
 * and an index need; it names its dictionary explicitly so search_path cannot change its answer.
 */
/**
 * The listing order (spec: diamond3, diamond2, diamond1 while paid, then newest; diamond1/2 rise
 * again every 15 days while paid). `effectivePriority` and `effectiveBumpAt` in shared/domain are
 * the reference. Their values at a given instant are stored in rank_priority / rank_bump, so the
 * default order is an index walk; the trigger sets them on every write, and
 * JobPostRepository.refreshRanks() moves the few rows whose rank changed since (a priority that
 * ended, a bump that fell due). The interval is in seconds: '15 days' on a timestamptz would follow
 * the session's daylight-saving changes.
 */
const RANK_FUNCTIONS = `
  CREATE FUNCTION chonail_listing_rank(addon text, ends timestamptz, at timestamptz) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT (CASE WHEN ends > at THEN CASE addon WHEN 'diamond3' THEN 3 WHEN 'diamond2' THEN 2 WHEN 'diamond1' THEN 1 ELSE 0 END
            ELSE 0 END)::smallint $$;
  CREATE FUNCTION chonail_listing_bump(addon text, ends timestamptz, bumped timestamptz, at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN addon IN ('diamond1', 'diamond2') AND ends IS NOT NULL AND LEAST(at, ends) > bumped
      THEN bumped + floor(extract(epoch FROM LEAST(at, ends) - bumped) / 1296000)::int * interval '1296000 seconds'
      ELSE bumped END $$;`;

export class Listings1763850000000 implements MigrationInterface {
  name = 'Listings1763850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION chonail_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`);

    await queryRunner.query(`
      CREATE TABLE stores (
        id serial PRIMARY KEY,
        owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name varchar(200) NOT NULL,
        address varchar(200),
        address_optional varchar(200),
        city varchar(100) NOT NULL,
        state varchar(2) NOT NULL,
        zipcode varchar(10),
        area integer,
        hide_address boolean NOT NULL DEFAULT false,
        phone varchar(20),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX stores_owner ON stores (owner_id)');

    await queryRunner.query(`
      CREATE TABLE job_posts (
        id serial PRIMARY KEY,
        owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        store_id integer REFERENCES stores (id) ON DELETE SET NULL,
        job_type varchar(10) NOT NULL CHECK (job_type IN ('hiring', 'selling', 'transfer')),
        title varchar(200) NOT NULL,
        description text NOT NULL,
        store_name varchar(200),
        street_address varchar(200),
        address_optional varchar(200),
        city varchar(100) NOT NULL,
        state varchar(2) NOT NULL,
        zipcode varchar(10),
        full_address text,
        hide_address boolean NOT NULL DEFAULT false,
        area_sq_ft integer CHECK (area_sq_ft >= 0),
        store_phone varchar(20),
        lat double precision,
        lng double precision,
        is_nationwide boolean NOT NULL DEFAULT false,
        selected_states varchar(2)[] NOT NULL DEFAULT '{}',
        state_addon_ends_at timestamptz,
        priority_addon varchar(10) NOT NULL DEFAULT 'none' CHECK (priority_addon IN ('none', 'diamond1', 'diamond2', 'diamond3')),
        priority_ends_at timestamptz,
        photo_video_addon boolean NOT NULL DEFAULT false,
        photo_video_ends_at timestamptz,
        is_vip boolean NOT NULL DEFAULT false,
        vip_duration smallint,
        duration smallint NOT NULL DEFAULT 0,
        urgent_days smallint NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        is_paused boolean NOT NULL DEFAULT false,
        save_count integer NOT NULL DEFAULT 0,
        view_count integer NOT NULL DEFAULT 0,
        likes_count integer NOT NULL DEFAULT 0,
        images jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        bumped_at timestamptz NOT NULL DEFAULT now(),
        rank_priority smallint NOT NULL DEFAULT 0,
        rank_bump timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        deleted_at timestamptz,
        city_key text GENERATED ALWAYS AS (chonail_unaccent(city)) STORED,
        search_text text GENERATED ALWAYS AS (
          chonail_unaccent(title || ' ' || description || ' ' || coalesce(store_name, '') || ' ' || city)
        ) STORED
      )`);
    await queryRunner.query(RANK_FUNCTIONS);
    await queryRunner.query(`
      CREATE FUNCTION chonail_job_posts_rank() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.rank_priority := chonail_listing_rank(NEW.priority_addon, NEW.priority_ends_at, now());
        NEW.rank_bump := chonail_listing_bump(NEW.priority_addon, NEW.priority_ends_at, NEW.bumped_at, now());
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER job_posts_rank BEFORE INSERT OR UPDATE OF priority_addon, priority_ends_at, bumped_at ON job_posts
      FOR EACH ROW EXECUTE FUNCTION chonail_job_posts_rank()`);

    // Public reads only ever look at live rows, so every search index leaves deleted ones out.
    const live = 'WHERE deleted_at IS NULL';
    const shown = `${live} AND is_active AND NOT is_paused`;
    // The default order, walked straight off an index: per state, and across all states.
    await queryRunner.query(`CREATE INDEX job_posts_rank_state ON job_posts (state, rank_priority DESC, rank_bump DESC, id DESC) ${shown}`);
    await queryRunner.query(`CREATE INDEX job_posts_rank ON job_posts (rank_priority DESC, rank_bump DESC, id DESC) ${shown}`);
    await queryRunner.query(`CREATE INDEX job_posts_state ON job_posts (state, created_at DESC) ${live}`);
    await queryRunner.query(`CREATE INDEX job_posts_city ON job_posts (state, city_key, rank_priority DESC, rank_bump DESC, id DESC) ${shown}`);
    await queryRunner.query(
      `CREATE INDEX job_posts_everywhere ON job_posts (rank_priority DESC, rank_bump DESC, id DESC) ${shown} AND is_nationwide AND cardinality(selected_states) = 0`,
    );
    await queryRunner.query(`CREATE INDEX job_posts_selected_states ON job_posts USING gin (selected_states) ${live} AND is_nationwide`);
    await queryRunner.query(`CREATE INDEX job_posts_created ON job_posts (created_at, id) ${live}`);
    // A distance search computes the distance of every post in its box: covering, so it need not read the rows.
    await queryRunner.query(
      `CREATE INDEX job_posts_lat ON job_posts (lat, lng) INCLUDE (id, rank_priority, rank_bump, created_at, expires_at, duration, job_type, area_sq_ft) ${shown}`,
    );
    await queryRunner.query(`CREATE INDEX job_posts_search ON job_posts USING gin (search_text gin_trgm_ops) ${live}`);
    await queryRunner.query(`CREATE INDEX job_posts_priority ON job_posts (priority_addon) ${live} AND priority_addon <> 'none'`);
    await queryRunner.query('CREATE INDEX job_posts_owner ON job_posts (owner_id)');

    await queryRunner.query(`
      CREATE TABLE saved_items (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        item_type varchar(10) NOT NULL DEFAULT 'job' CHECK (item_type IN ('job')),
        item_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, item_type, item_id)
      )`);
    await queryRunner.query('CREATE INDEX saved_items_item ON saved_items (item_type, item_id)');

    await queryRunner.query(`
      CREATE TABLE contact_messages (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(30),
        subject varchar(200) NOT NULL,
        message text NOT NULL,
        ip text,
        handled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE site_settings (
        key varchar(50) PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE translations (
        source_hash char(64) NOT NULL,
        target_language varchar(5) NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (source_hash, target_language)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['translations', 'site_settings', 'contact_messages', 'saved_items', 'job_posts', 'stores']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
    await queryRunner.query('DROP FUNCTION chonail_job_posts_rank()');
    await queryRunner.query('DROP FUNCTION chonail_listing_bump(text, timestamptz, timestamptz, timestamptz)');
    await queryRunner.query('DROP FUNCTION chonail_listing_rank(text, timestamptz, timestamptz)');
    await queryRunner.query('DROP FUNCTION chonail_unaccent(text)');
  }
}
