import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accent-insensitive, typo-tolerant search over Vietnamese text (listings search) needs these two.
 * Both are "trusted" extensions, so a database owner without superuser rights can create them.
 */
export class SearchExtensions1763830000000 implements MigrationInterface {
  name = 'SearchExtensions1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS unaccent');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP EXTENSION IF EXISTS pg_trgm');
    await queryRunner.query('DROP EXTENSION IF EXISTS unaccent');
  }
}
