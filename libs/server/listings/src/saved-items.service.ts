import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ListingErrorCode, type SavedEntry, type SavedItemState } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core';
import { SavedItemEntity } from './entities/saved-item.entity';
import { JobPostRepository } from './job-post.repository';
import { toJobPost } from './job-post.mapper';
import { assertListed, postNotFound } from './job-posts.service';

/** Saved items (spec 01 section 4 "Saving"); save_count moves in the same transaction as the row. */
@Injectable()
export class SavedItemsService {
  constructor(
    @InjectDataSource() private readonly data: DataSource,
    private readonly posts: JobPostRepository,
  ) {}

  async check(userId: number, itemId: number): Promise<SavedItemState> {
    const row = await this.posts.findRow(itemId);
    if (!row) throw postNotFound();
    const isSaved = await this.data.getRepository(SavedItemEntity).existsBy({ userId, itemType: 'job', itemId });
    return { itemId, itemType: 'job', isSaved, saveCount: row.save_count };
  }

  async save(userId: number, itemId: number, now = new Date()): Promise<SavedItemState> {
    return this.data.transaction(async (manager) => {
      const row = assertListed(await this.posts.findRow(itemId, manager), now);
      if (row.owner_id === userId) {
        throw new DomainError(ListingErrorCode.OwnPost, 'Cannot save your own post', 403);
      }
      const inserted: unknown[] = await manager.query(
        `INSERT INTO saved_items (user_id, item_type, item_id) VALUES ($1, 'job', $2)
         ON CONFLICT (user_id, item_type, item_id) DO NOTHING RETURNING id`,
        [userId, itemId],
      );
      // Already saved: read the count again, since a concurrent save of the same item may have just
      // committed after `row` was read (the INSERT waited for it), and `row.save_count` would be stale.
      const saveCount = inserted.length ? await this.posts.addSaves(itemId, 1, manager) : ((await this.posts.findRow(itemId, manager))?.save_count ?? 0);
      return { itemId, itemType: 'job' as const, isSaved: true, saveCount };
    });
  }

  /** Unsaving is allowed whatever became of the post since (expired, paused, deleted). */
  async unsave(userId: number, itemId: number): Promise<SavedItemState> {
    return this.data.transaction(async (manager) => {
      // TypeORM answers a raw DELETE with [rows, rowCount] (always 2 long), so the count comes from DeleteResult.
      const { affected } = await manager.getRepository(SavedItemEntity).delete({ userId, itemType: 'job', itemId });
      const saveCount = affected ? await this.posts.addSaves(itemId, -1, manager) : ((await this.posts.findRow(itemId, manager))?.save_count ?? 0);
      return { itemId, itemType: 'job' as const, isSaved: false, saveCount };
    });
  }

  /** The caller's saved posts that visitors can still see, most recently saved first. */
  async list(userId: number, now = new Date()): Promise<SavedEntry[]> {
    const saved = await this.data.getRepository(SavedItemEntity).find({ where: { userId, itemType: 'job' }, order: { createdAt: 'DESC', id: 'DESC' } });
    const rows = new Map((await this.posts.findListed(saved.map((s) => s.itemId), now)).map((row) => [row.id, row]));
    return saved.flatMap((s): SavedEntry[] => {
      const row = rows.get(s.itemId);
      if (!row) return [];
      const jobPost = toJobPost(row, { id: userId, role: 'user' }, now);
      return [
        {
          type: 'job',
          id: row.id,
          itemId: row.id,
          itemType: 'job',
          isSaved: true,
          title: row.title,
          description: row.description,
          createdAt: jobPost.createdAt,
          savedAt: s.createdAt.toISOString(),
          jobPost,
        },
      ];
    });
  }
}
