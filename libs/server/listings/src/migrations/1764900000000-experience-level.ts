import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a hiring post asks of the technician (spec 01 section 3's experience levels); null when it does not say. */
export class ExperienceLevel1764900000000 implements MigrationInterface {
  name = 'ExperienceLevel1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE job_posts ADD COLUMN experience_level varchar(12) CHECK (experience_level IN ('none', 'beginner', 'experienced', 'expert'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE job_posts DROP COLUMN experience_level');
  }
}
