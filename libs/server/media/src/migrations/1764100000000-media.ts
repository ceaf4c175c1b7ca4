import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded media. Runs after the listings migration: a file may belong to a job post. */
export class Media1764100000000 implements MigrationInterface {
  name = 'Media1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE media (
        id serial PRIMARY KEY,
        owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        session_id varchar(100) NOT NULL,
        job_post_id integer REFERENCES job_posts(id) ON DELETE SET NULL,
        kind varchar(10) NOT NULL CHECK (kind IN ('image', 'video')),
        mime_type varchar(100) NOT NULL,
        original_name varchar(255) NOT NULL,
        file_name varchar(64) NOT NULL UNIQUE,
        original_key varchar(200) NOT NULL,
        size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
        upload_order integer NOT NULL CHECK (upload_order >= 0),
        is_main boolean NOT NULL DEFAULT false,
        status varchar(12) NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'ready', 'rejected', 'failed')),
        reason varchar(40),
        width integer,
        height integer,
        duration_seconds real,
        display_key varchar(200),
        thumb_key varchar(200),
        poster_key varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX media_session ON media (session_id, upload_order);
      CREATE INDEX media_owner ON media (owner_id);
      CREATE INDEX media_post ON media (job_post_id) WHERE job_post_id IS NOT NULL;
      -- The sweep of sessions never attached to a post.
      CREATE INDEX media_unattached ON media (created_at) WHERE job_post_id IS NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE media');
  }
}
