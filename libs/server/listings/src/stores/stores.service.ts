import { Injectable } from '@nestjs/common';
import { type CreateJobPostInput, ListingErrorCode, type Store } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import { type StoreEntity, toStore } from '../entities/store.entity';
import type { PostTransaction } from '../job-posts/job-post.repository';
import { StoresRepository } from './stores.repository';

const storeNotFound = () => new DomainError(ListingErrorCode.StoreNotFound, 'Store not found', 404);

/** An owner's stores: listed, deleted, and chosen or made when a post is created. */
@Injectable()
export class StoresService {
  constructor(private readonly stores: StoresRepository) {}

  async list(ownerId: number): Promise<Store[]> {
    const rows = await this.stores.listForOwner(ownerId);
    return rows.map(toStore);
  }

  /** Someone else's store answers 404 like a missing one: ids of other owners' stores are not confirmed. */
  async remove(ownerId: number, id: number): Promise<void> {
    if (!(await this.stores.deleteOwned(ownerId, id))) throw storeNotFound();
  }

  /**
   * The store a new post belongs to: the chosen one (which must be the caller's), else the caller's
   * store with the same name and address, else a new one. Posts copy its fields, so deleting the
   * store later leaves them intact. A phone given with the post becomes the store's: it is the
   * number the owner wants called now, and the store cards show it for the next post.
   */
  async resolveForPost(input: CreateJobPostInput, ownerId: number, tx: PostTransaction): Promise<StoreEntity> {
    const store = await this.findOrCreate(input, ownerId, tx);
    const phone = input.salonPhone ?? null;
    if (phone === null || phone === store.phone) return store;
    await this.stores.setPhone(tx, store.id, phone);
    return { ...store, phone };
  }

  private async findOrCreate(input: CreateJobPostInput, ownerId: number, tx: PostTransaction): Promise<StoreEntity> {
    if (input.storeId) {
      const chosen = await this.stores.findOwned(tx, ownerId, input.storeId);
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
    const same = await this.stores.findSame(tx, ownerId, fields);
    if (same) return same;
    return this.stores.create(tx, {
      ownerId,
      ...fields,
      addressOptional: input.address2?.trim() || null,
      area: input.store_sq_ft ?? null,
      hideAddress: input.hideAddress,
      phone: input.salonPhone ?? null,
    });
  }
}
