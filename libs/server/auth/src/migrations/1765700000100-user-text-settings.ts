import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 39: what the server needs to text a member by itself. `expiry_reminders`: the portal's
 * "text me before my ads expire" switch, on unless turned off. `language`: the site language the
 * member last used signed in (the shell's `language` cookie), so a reminder is in it; null until
 * known, read as Vietnamese.
 */
export class UserTextSettings1765700000100 implements MigrationInterface {
  name = 'UserTextSettings1765700000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users ADD COLUMN expiry_reminders boolean NOT NULL DEFAULT true');
    await q.query(`ALTER TABLE users ADD COLUMN language varchar(2) CHECK (language IN ('vi', 'en'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP COLUMN language');
    await q.query('ALTER TABLE users DROP COLUMN expiry_reminders');
  }
}
