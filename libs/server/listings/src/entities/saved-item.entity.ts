import type { SavedItemType } from '@chonail/shared/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('saved_items')
export class SavedItemEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'item_type', type: 'varchar', length: 10, default: 'job' })
  itemType!: SavedItemType;

  @Column({ name: 'item_id', type: 'integer' })
  itemId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
