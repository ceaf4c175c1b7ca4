import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 38, finding 2: staff sign in with a password and an authenticator app's code (TOTP). Each
 * staff account keeps its TOTP secret, sealed with the pin pepper (staff-totp.ts), and the last
 * time step it signed in with, so a code seen over a shoulder cannot be used again.
 */
export class StaffTotp1765600000000 implements MigrationInterface {
  name = 'StaffTotp1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN totp_secret text');
    await queryRunner.query('ALTER TABLE users ADD COLUMN totp_last_step bigint');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN totp_last_step');
    await queryRunner.query('ALTER TABLE users DROP COLUMN totp_secret');
  }
}
