import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 38: PIN hashes keyed with a pepper (which one, per user), the count of failed sign-ins that
 * ends in "reset your PIN", the devices an account signed in on, and codes texted to sign in.
 */
export class SignInSafety1765500000000 implements MigrationInterface {
  name = 'SignInSafety1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // NULL: hashed before peppers, checked unkeyed once and rehashed at the next sign-in.
    await queryRunner.query('ALTER TABLE users ADD COLUMN pin_pepper_id varchar(16)');
    await queryRunner.query('ALTER TABLE users ADD COLUMN failed_logins integer NOT NULL DEFAULT 0');
    await queryRunner.query(`
      CREATE TABLE known_devices (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        failures integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, token_hash)
      )`);
    await queryRunner.query('ALTER TABLE otp_codes DROP CONSTRAINT IF EXISTS otp_codes_purpose_check');
    await queryRunner.query(`ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check CHECK (purpose IN ('registration', 'reset', 'login'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM otp_codes WHERE purpose = 'login'`);
    await queryRunner.query('ALTER TABLE otp_codes DROP CONSTRAINT IF EXISTS otp_codes_purpose_check');
    await queryRunner.query(`ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check CHECK (purpose IN ('registration', 'reset'))`);
    await queryRunner.query('DROP TABLE known_devices');
    await queryRunner.query('ALTER TABLE users DROP COLUMN failed_logins');
    await queryRunner.query('ALTER TABLE users DROP COLUMN pin_pepper_id');
  }
}
