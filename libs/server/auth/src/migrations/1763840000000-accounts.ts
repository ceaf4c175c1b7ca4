import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763840000000 implements MigrationInterface {
  name = 'Accounts1763840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        phone varchar(20) NOT NULL UNIQUE,
        first_name varchar(50),
        last_name varchar(50),
        email varchar(254),
        role varchar(10) NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        pin_hash text NOT NULL,
        blocked boolean NOT NULL DEFAULT false,
        profile_image_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE otp_codes (
        id serial PRIMARY KEY,
        phone varchar(20) NOT NULL,
        purpose varchar(20) NOT NULL CHECK (purpose IN ('registration', 'reset')),
        code_hash text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX otp_codes_lookup ON otp_codes (phone, purpose, created_at)');
    await queryRunner.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        replaced_by uuid,
        user_agent text,
        ip text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX sessions_user ON sessions (user_id)');
    await queryRunner.query('CREATE INDEX sessions_family ON sessions (family_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sessions');
    await queryRunner.query('DROP TABLE otp_codes');
    await queryRunner.query('DROP TABLE users');
  }
}
