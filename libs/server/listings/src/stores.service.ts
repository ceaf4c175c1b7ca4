import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { type CreateJobPostInput, ListingErrorCode, type Store } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core';
import { StoreEntity, toStore } from './entities/store.entity';

const storeNotFound = () => new DomainError(ListingErrorCode.StoreNotFound, 'Store not found', 404);

/** An owner's stores: listed, deleted, and chosen or made when a post is created. */
@Injectable()
export class StoresService {
  constructor(@InjectRepository(StoreEntity) private readonly stores: Repository<StoreEntity>) {}

  async list(ownerId: number): Promise<Store[]> {
    const rows = await this.stores.find({ where: { ownerId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toStore);
  }

  /** Someone else's store answers 404 like a missing one: ids of other owners' stores are not confirmed. */
  async remove(ownerId: number, id: number): Promise<void> {
    const result = await this.stores.delete({ id, ownerId });
    if (!result.affected) throw storeNotFound();
  }

  /**
   * The store a new post belongs to: the chosen one (which must be the caller's), else the caller's
   * store with the same name and address, else a new one. Posts copy its fields, so deleting the
   * store later leaves them intact. A phone given with the post becomes the store's: it is the
   * number the owner wants called now, and the store cards show it for the next post.
   */
  async resolveForPost(input: CreateJobPostInput, ownerId: number, manager: EntityManager): Promise<StoreEntity> {
    const store = await this.findOrCreate(input, ownerId, manager);
    const phone = input.salonPhone ?? null;
    if (phone === null || phone === store.phone) return store;
    await manager.getRepository(StoreEntity).update({ id: store.id }, { phone });
    return { ...store, phone };
  }

  private async findOrCreate(input: CreateJobPostInput, ownerId: number, manager: EntityManager): Promise<StoreEntity> {
    const repo = manager.getRepository(StoreEntity);
    if (input.storeId) {
      const chosen = await repo.findOneBy({ id: input.storeId, ownerId });
      if (!chosen) throw storeNotFound();
      return chosen;
    }
    const fields = {
      name: (input.storeName ?? '').trim(),
      address: (input.streetAddress ?? '').trim(),
      city: (input.city ?? '').trim(),
      state: input.state ?? '',
      zipcode: (input.zipcode ?? '').slice(0, 5),
    };
    const same = await repo
      .createQueryBuilder('s')
      .where('s.owner_id = :ownerId', { ownerId })
      .andWhere('lower(s.name) = lower(:name) AND lower(coalesce(s.address, \'\')) = lower(:address)', fields)
      .andWhere('lower(s.city) = lower(:city) AND s.state = :state AND coalesce(s.zipcode, \'\') = :zipcode', fields)
      .orderBy('s.id', 'ASC')
      .getOne();
    if (same) return same;
    return repo.save(
      repo.create({
        ownerId,
        ...fields,
        addressOptional: input.address2?.trim() || null,
        area: input.store_sq_ft ?? null,
        hideAddress: input.hideAddress,
        phone: input.salonPhone ?? null,
      }),
    );
  }
}
