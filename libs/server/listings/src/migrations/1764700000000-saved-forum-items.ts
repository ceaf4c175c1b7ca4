import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Members also save forum threads and replies (spec 02 "Saved entry": job, thread, post). */
export class SavedForumItems1764700000000 implements MigrationInterface {
  name = 'SavedForumItems1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE saved_items DROP CONSTRAINT saved_items_item_type_check');
    await q.query(`ALTER TABLE saved_items ADD CONSTRAINT saved_items_item_type_check CHECK (item_type IN ('job', 'thread', 'post'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM saved_items WHERE item_type <> 'job'`);
    await q.query('ALTER TABLE saved_items DROP CONSTRAINT saved_items_item_type_check');
    await q.query(`ALTER TABLE saved_items ADD CONSTRAINT saved_items_item_type_check CHECK (item_type IN ('job'))`);
  }
}
