import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { SavedItemType } from '@chonail/shared/contracts';
import { SavedItemEntity } from '../entities/saved-item.entity';

/**
 * An open transaction, as the service sees it: handed back to this repository and to the item's
 * SavedItemSource (the forum's source queries with it, so it stays an EntityManager).
 */
export type SavedItemTransaction = EntityManager;

/** Every query on saved_items. */
@Injectable()
export class SavedItemRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /** One save or unsave and the item's count, committed together. */
  inTransaction<T>(work: (tx: SavedItemTransaction) => Promise<T>): Promise<T> {
    return this.data.transaction(work);
  }

  /** True when this call saved it, false when it was already saved. */
  async insert(userId: number, itemType: SavedItemType, itemId: number, manager: SavedItemTransaction): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO saved_items (user_id, item_type, item_id) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, item_type, item_id) DO NOTHING RETURNING id`,
      [userId, itemType, itemId],
    );
    return inserted.length > 0;
  }

  /** True when this call removed a save. */
  async remove(userId: number, itemType: SavedItemType, itemId: number, manager: SavedItemTransaction): Promise<boolean> {
    // TypeORM answers a raw DELETE with [rows, rowCount] (always 2 long), so the count comes from DeleteResult.
    const { affected } = await manager.getRepository(SavedItemEntity).delete({ userId, itemType, itemId });
    return Boolean(affected);
  }

  exists(userId: number, itemType: SavedItemType, itemId: number): Promise<boolean> {
    return this.data.getRepository(SavedItemEntity).existsBy({ userId, itemType, itemId });
  }

  count(itemType: SavedItemType, itemId: number, manager: SavedItemTransaction = this.data.manager): Promise<number> {
    return manager.getRepository(SavedItemEntity).countBy({ itemType, itemId });
  }

  /** A member's saves, most recent first. */
  listFor(userId: number): Promise<SavedItemEntity[]> {
    return this.data.getRepository(SavedItemEntity).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }
}
