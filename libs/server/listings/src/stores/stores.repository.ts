import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { StoreEntity } from '../entities/store.entity';
import type { PostTransaction } from '../job-posts/job-post.repository';

/** The fields a post's store is matched on (and a new store is made with). */
export interface StoreMatch {
  name: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
}

/** A store as a new post creates it; the database fills id and timestamps. */
export type NewStore = StoreMatch & Pick<StoreEntity, 'ownerId' | 'addressOptional' | 'area' | 'hideAddress' | 'phone'>;

/** stores as their owner lists and deletes them, and as a new post picks or makes one. */
@Injectable()
export class StoresRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  private get stores(): Repository<StoreEntity> {
    return this.data.getRepository(StoreEntity);
  }

  /** An owner's stores, newest first. */
  listForOwner(ownerId: number): Promise<StoreEntity[]> {
    return this.stores.find({ where: { ownerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** True when the store existed and was this owner's. */
  async deleteOwned(ownerId: number, id: number): Promise<boolean> {
    const result = await this.stores.delete({ id, ownerId });
    return Boolean(result.affected);
  }

  findOwned(tx: PostTransaction, ownerId: number, id: number): Promise<StoreEntity | null> {
    return tx.getRepository(StoreEntity).findOneBy({ id, ownerId });
  }

  /**
   * The owner's oldest store with this name, address and place, ignoring case (and a missing
   * address or ZIP counting as empty), so posts typed again by hand reuse one store.
   */
  findSame(tx: PostTransaction, ownerId: number, fields: StoreMatch): Promise<StoreEntity | null> {
    return tx
      .getRepository(StoreEntity)
      .createQueryBuilder('s')
      .where('s.owner_id = :ownerId', { ownerId })
      .andWhere('lower(s.name) = lower(:name) AND lower(coalesce(s.address, \'\')) = lower(:address)', fields)
      .andWhere('lower(s.city) = lower(:city) AND s.state = :state AND coalesce(s.zipcode, \'\') = :zipcode', fields)
      .orderBy('s.id', 'ASC')
      .getOne();
  }

  /** The new store as saved, with its id and timestamps. */
  create(tx: PostTransaction, store: NewStore): Promise<StoreEntity> {
    const repo = tx.getRepository(StoreEntity);
    return repo.save(repo.create(store));
  }

  async setPhone(tx: PostTransaction, id: number, phone: string): Promise<void> {
    await tx.getRepository(StoreEntity).update({ id }, { phone });
  }
}
