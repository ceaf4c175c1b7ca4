import { createJobPostRequestSchema, ListingErrorCode } from '@chonail/shared/contracts';
import { newPostRequest } from '@chonail/shared/contracts/testing';
import { rejectsWithDomainError as rejectsWith } from '@chonail/server/core/testing';
import type { StoreEntity } from '../entities/store.entity';
import type { PostTransaction } from '../job-posts/job-post.repository';
import type { NewStore, StoreMatch, StoresRepository } from './stores.repository';
import { StoresService } from './stores.service';

/**
 * The stores service's rules over an in-memory StoresRepository. How the database matches a salon
 * typed again (lower(), coalesce()) is the repository's SQL, covered through HTTP by
 * job-posts.int.spec.ts; here the fake records what the service asked it to match on.
 */

const NOW = new Date('2025-06-01T12:00:00Z');
const OWNER = 1;
const OTHER = 2;
const TX = { name: 'post-transaction' } as unknown as PostTransaction;

class InMemoryStores implements Pick<StoresRepository, 'listForOwner' | 'deleteOwned' | 'findOwned' | 'findSame' | 'create' | 'setPhone'> {
  rows: StoreEntity[] = [];
  readonly matched: StoreMatch[] = [];
  readonly phonesSet: Array<{ tx: PostTransaction; id: number; phone: string }> = [];
  readonly transactions: PostTransaction[] = [];

  async listForOwner(ownerId: number): Promise<StoreEntity[]> {
    return this.rows.filter((s) => s.ownerId === ownerId).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }

  async deleteOwned(ownerId: number, id: number): Promise<boolean> {
    const index = this.rows.findIndex((s) => s.id === id && s.ownerId === ownerId);
    if (index < 0) return false;
    this.rows.splice(index, 1);
    return true;
  }

  async findOwned(tx: PostTransaction, ownerId: number, id: number): Promise<StoreEntity | null> {
    this.transactions.push(tx);
    const row = this.rows.find((s) => s.id === id && s.ownerId === ownerId);
    return row ? { ...row } : null;
  }

  async findSame(tx: PostTransaction, ownerId: number, fields: StoreMatch): Promise<StoreEntity | null> {
    this.transactions.push(tx);
    this.matched.push({ ...fields });
    const low = (v: string | null) => (v ?? '').toLowerCase();
    const row = this.rows.find(
      (s) =>
        s.ownerId === ownerId &&
        low(s.name) === low(fields.name) &&
        low(s.address) === low(fields.address) &&
        low(s.city) === low(fields.city) &&
        s.state === fields.state &&
        (s.zipcode ?? '') === fields.zipcode,
    );
    return row ? { ...row } : null;
  }

  async create(tx: PostTransaction, store: NewStore): Promise<StoreEntity> {
    this.transactions.push(tx);
    const saved: StoreEntity = { ...store, id: this.rows.length + 1, createdAt: new Date(NOW.getTime() + this.rows.length * 1000), updatedAt: NOW };
    this.rows.push(saved);
    return { ...saved };
  }

  async setPhone(tx: PostTransaction, id: number, phone: string): Promise<void> {
    this.phonesSet.push({ tx, id, phone });
    const row = this.rows.find((s) => s.id === id);
    if (row) row.phone = phone;
  }
}

function setup(...rows: StoreEntity[]) {
  const repo = new InMemoryStores();
  repo.rows.push(...rows);
  // The fake lacks the real class's private field (the DataSource), hence the cast.
  const service = new StoresService(repo as unknown as StoresRepository);
  return { repo, service };
}

function store(id: number, fields: Partial<StoreEntity> = {}): StoreEntity {
  return {
    id,
    ownerId: OWNER,
    name: 'Lotus Nails & Spa',
    address: '9889 Bellaire Blvd',
    addressOptional: null,
    city: 'Houston',
    state: 'TX',
    zipcode: '77036',
    area: 1200,
    hideAddress: false,
    phone: null,
    createdAt: new Date(NOW.getTime() + id * 1000),
    updatedAt: NOW,
    ...fields,
  };
}

const input = (overrides: Record<string, unknown> = {}) => createJobPostRequestSchema.parse(newPostRequest(overrides));

describe('StoresService.list and remove', () => {
  it('lists only the owner’s stores, newest first, in the API’s shape', async () => {
    const { service } = setup(store(1), store(2, { name: 'Orchid Nails', phone: '+17135550299' }), store(3, { ownerId: OTHER }));
    const list = await service.list(OWNER);
    expect(list.map((s) => s.id)).toEqual([2, 1]);
    expect(list[0]).toEqual({
      id: 2,
      name: 'Orchid Nails',
      address: '9889 Bellaire Blvd',
      addressOptional: null,
      city: 'Houston',
      state: 'TX',
      zipcode: '77036',
      area: 1200,
      hideAddress: false,
      phone: '+17135550299',
    });
  });

  it('deletes the owner’s own store, and answers someone else’s or a missing one with 404 STORE_NOT_FOUND', async () => {
    const { service, repo } = setup(store(1), store(2, { ownerId: OTHER }));
    await rejectsWith(service.remove(OWNER, 2), ListingErrorCode.StoreNotFound, 404);
    await rejectsWith(service.remove(OWNER, 99), ListingErrorCode.StoreNotFound, 404);
    expect(repo.rows.map((s) => s.id)).toEqual([1, 2]);
    await service.remove(OWNER, 1);
    expect(repo.rows.map((s) => s.id)).toEqual([2]);
    await rejectsWith(service.remove(OWNER, 1), ListingErrorCode.StoreNotFound, 404);
  });
});

describe('StoresService.resolveForPost', () => {
  it('takes the store chosen by id when it is the caller’s, whatever address the form carries', async () => {
    const { service, repo } = setup(store(1));
    const chosen = await service.resolveForPost(input({ storeId: 1, storeName: 'Another', streetAddress: '1 Main St' }), OWNER, TX);
    expect(chosen).toMatchObject({ id: 1, name: 'Lotus Nails & Spa', address: '9889 Bellaire Blvd' });
    expect(repo.rows).toHaveLength(1);
    expect(repo.matched).toEqual([]);
  });

  it('refuses a chosen store of another owner, or a missing one, with 404 STORE_NOT_FOUND and makes none', async () => {
    const { service, repo } = setup(store(1, { ownerId: OTHER }));
    await rejectsWith(service.resolveForPost(input({ storeId: 1 }), OWNER, TX), ListingErrorCode.StoreNotFound, 404);
    await rejectsWith(service.resolveForPost(input({ storeId: 42 }), OWNER, TX), ListingErrorCode.StoreNotFound, 404);
    expect(repo.rows).toHaveLength(1);
  });

  it('reuses the owner’s store with the same name and place, matched on the trimmed fields and a 5-digit ZIP', async () => {
    const { service, repo } = setup(store(1));
    const same = await service.resolveForPost(input({ storeName: '  lotus nails & spa ', streetAddress: ' 9889 Bellaire Blvd ', city: ' Houston ', zipcode: '77036-1234' }), OWNER, TX);
    expect(same.id).toBe(1);
    expect(repo.matched).toEqual([{ name: 'lotus nails & spa', address: '9889 Bellaire Blvd', city: 'Houston', state: 'TX', zipcode: '77036' }]);
    expect(repo.rows).toHaveLength(1);
  });

  it('makes a new store otherwise, with the form’s suite, area, hidden address and phone, in the post’s transaction', async () => {
    const { service, repo } = setup(store(1, { ownerId: OTHER }));
    const made = await service.resolveForPost(
      input({ address2: '  Suite 110 ', store_sq_ft: 1400, hideAddress: true, salonPhone: '(713) 555-0299' }),
      OWNER,
      TX,
    );
    expect(made).toMatchObject({
      id: 2,
      ownerId: OWNER,
      name: 'Lotus Nails & Spa',
      address: '9889 Bellaire Blvd',
      addressOptional: 'Suite 110',
      city: 'Houston',
      state: 'TX',
      zipcode: '77036',
      area: 1400,
      hideAddress: true,
      phone: '+17135550299',
    });
    expect(repo.transactions.every((tx) => tx === TX)).toBe(true);
    expect(repo.phonesSet).toEqual([]);
    const bare = await service.resolveForPost(input({ storeName: 'Orchid Nails', address2: '   ' }), OWNER, TX);
    expect(bare).toMatchObject({ addressOptional: null, area: null, phone: null });
  });

  it('makes a phone given with the post the store’s new phone, in the post’s transaction; no phone or the same one changes nothing', async () => {
    const { service, repo } = setup(store(1, { phone: '+17135550100' }));
    await expect(service.resolveForPost(input({ storeId: 1 }), OWNER, TX)).resolves.toMatchObject({ phone: '+17135550100' });
    await expect(service.resolveForPost(input({ storeId: 1, salonPhone: '' }), OWNER, TX)).resolves.toMatchObject({ phone: '+17135550100' });
    await expect(service.resolveForPost(input({ storeId: 1, salonPhone: '713-555-0100' }), OWNER, TX)).resolves.toMatchObject({ phone: '+17135550100' });
    expect(repo.phonesSet).toEqual([]);

    await expect(service.resolveForPost(input({ storeId: 1, salonPhone: '832-555-0188' }), OWNER, TX)).resolves.toMatchObject({ id: 1, phone: '+18325550188' });
    expect(repo.phonesSet).toEqual([{ tx: TX, id: 1, phone: '+18325550188' }]);
    expect(repo.rows[0]?.phone).toBe('+18325550188');
  });
});
