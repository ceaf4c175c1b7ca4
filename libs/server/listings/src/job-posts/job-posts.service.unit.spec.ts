import {
  createJobPostRequestSchema,
  ErrorCode,
  jobPostSearchQuerySchema,
  ListingErrorCode,
  renewJobPostRequestSchema,
  updateJobPostRequestSchema,
  type PostMediaItem,
} from '@chonail/shared/contracts';
import { newPostRequest } from '@chonail/shared/contracts/testing';
import { addMonths, EMPTY_HIRING_FACTS, EMPTY_SALON_FACTS, type GrantedAddons } from '@chonail/shared/domain';
import { DomainError } from '@chonail/server/core/base';
import { type ClientInfo, UserEntity } from '@chonail/server/auth';
import { rejectsWithDomainError as rejectsWith } from '@chonail/server/core/testing';
import type { JobPostEntity } from '../entities/job-post.entity';
import type { StoreEntity } from '../entities/store.entity';
import { StoresService } from '../stores/stores.service';
import type { NewStore, StoreMatch, StoresRepository } from '../stores/stores.repository';
import type { JobPostRepository, PostTransaction } from './job-post.repository';
import type { PostRow } from './job-post.mapper';
import { JobPostsService, originOf } from './job-posts.service';
import { samplePostRow } from './post-row.sample';
import type { ViewCounter } from './view-counter';
import type { PostMediaAttacher } from './post-media';
import type { PostPaymentVerifier } from './post-payment';

/**
 * The job-post service's rules (creation, the owner's edits, renewal, pause/resume/delete, reading
 * one post) over in-memory fakes of its repositories and of the POST_MEDIA / POST_PAYMENTS ports.
 * The store is chosen by the real StoresService over a fake StoresRepository. The SQL (search,
 * the store match in the database, the view counter) is covered by job-posts.int.spec.ts and the
 * other *.int.spec.ts files next to it.
 */

const NOW = new Date('2025-06-01T12:00:00Z');
const DAY = 86_400_000;
const OWNER = 1;
const OTHER = 2;
const ADMIN = 3;

/** Every table the service writes, so a transaction that throws can put them back as they were. */
interface Tables {
  posts: Map<number, PostRow>;
  stores: StoreEntity[];
  /** Upload-session files attached to posts, as the media module records them. */
  attached: Array<{ postId: number; sessionId: string }>;
  /** Payments used up by posts, as billing records them. */
  consumed: Array<{ ownerId: number; paymentIntentId: string; addons: GrantedAddons; postId: number }>;
}

class Database {
  tables: Tables = { posts: new Map(), stores: [], attached: [], consumed: [] };
  readonly tx = { name: 'post-transaction' } as unknown as PostTransaction;
  /** The transactions each write ran in (undefined: none). */
  readonly writes: Array<{ what: string; tx: PostTransaction | undefined }> = [];

  async inTransaction<T>(work: (tx: PostTransaction) => Promise<T>): Promise<T> {
    const saved = structuredClone(this.tables);
    try {
      return await work(this.tx);
    } catch (error) {
      this.tables = saved;
      throw error;
    }
  }
}

const ownerPhones: Record<number, string> = { [OWNER]: '+17135550100', [OTHER]: '+17135550200', [ADMIN]: '+17135550300' };

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** job_posts as the service reads and writes it (entity fields in, PostRow out). */
class InMemoryPosts implements Pick<JobPostRepository, 'inTransaction' | 'findRow' | 'findByOwner' | 'insert' | 'update' | 'addViews'> {
  private nextId = 100;
  constructor(private readonly db: Database) {}

  inTransaction<T>(work: (tx: PostTransaction) => Promise<T>): Promise<T> {
    return this.db.inTransaction(work);
  }

  async findRow(id: number): Promise<PostRow | null> {
    const row = this.db.tables.posts.get(id);
    return row && !row.deleted_at ? structuredClone(row) : null;
  }

  async findByOwner(ownerId: number): Promise<PostRow[]> {
    return [...this.db.tables.posts.values()]
      .filter((r) => r.owner_id === ownerId && !r.deleted_at)
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id)
      .map((r) => structuredClone(r));
  }

  async insert(post: Partial<JobPostEntity>, tx?: PostTransaction): Promise<number> {
    this.db.writes.push({ what: 'insert post', tx });
    const id = this.nextId++;
    const row = { ...postRow(id, {}), ...this.toRow(post), id, owner_phone: ownerPhones[post.ownerId ?? 0] ?? '' };
    row.rank_bump = row.bumped_at;
    this.db.tables.posts.set(id, row);
    return id;
  }

  async update(id: number, changes: Partial<JobPostEntity>, tx?: PostTransaction): Promise<void> {
    this.db.writes.push({ what: 'update post', tx });
    const row = this.db.tables.posts.get(id);
    if (row) Object.assign(row, this.toRow(changes), { updated_at: new Date(NOW) });
  }

  views = 0;
  async addViews(id: number, count = 1): Promise<void> {
    const row = this.db.tables.posts.get(id);
    if (row) row.view_count += count;
    this.views += count;
  }

  private toRow(fields: Partial<JobPostEntity>): Partial<PostRow> {
    return Object.fromEntries(Object.entries(fields).map(([key, value]) => [snake(key), value])) as Partial<PostRow>;
  }
}

/** stores, matching a typed-again salon as the SQL does (ignoring case; a missing address or ZIP as empty). */
class InMemoryStores implements Pick<StoresRepository, 'listForOwner' | 'deleteOwned' | 'findOwned' | 'findSame' | 'create' | 'setPhone'> {
  constructor(private readonly db: Database) {}

  async listForOwner(ownerId: number): Promise<StoreEntity[]> {
    return this.db.tables.stores.filter((s) => s.ownerId === ownerId).sort((a, b) => b.id - a.id);
  }

  async deleteOwned(ownerId: number, id: number): Promise<boolean> {
    const before = this.db.tables.stores.length;
    this.db.tables.stores = this.db.tables.stores.filter((s) => !(s.id === id && s.ownerId === ownerId));
    return this.db.tables.stores.length < before;
  }

  async findOwned(_tx: PostTransaction, ownerId: number, id: number): Promise<StoreEntity | null> {
    return this.db.tables.stores.find((s) => s.id === id && s.ownerId === ownerId) ?? null;
  }

  async findSame(_tx: PostTransaction, ownerId: number, f: StoreMatch): Promise<StoreEntity | null> {
    const low = (v: string | null) => (v ?? '').toLowerCase();
    return (
      this.db.tables.stores.find(
        (s) =>
          s.ownerId === ownerId &&
          low(s.name) === low(f.name) &&
          low(s.address) === low(f.address) &&
          low(s.city) === low(f.city) &&
          s.state === f.state &&
          (s.zipcode ?? '') === f.zipcode,
      ) ?? null
    );
  }

  async create(tx: PostTransaction, store: NewStore): Promise<StoreEntity> {
    this.db.writes.push({ what: 'create store', tx });
    const saved: StoreEntity = { ...store, id: this.db.tables.stores.length + 1, createdAt: new Date(NOW), updatedAt: new Date(NOW) };
    this.db.tables.stores.push(saved);
    return { ...saved };
  }

  async setPhone(tx: PostTransaction, id: number, phone: string): Promise<void> {
    this.db.writes.push({ what: 'set store phone', tx });
    const store = this.db.tables.stores.find((s) => s.id === id);
    if (store) store.phone = phone;
  }
}

/** The media module at the POST_MEDIA port: upload sessions of files, attached to a post in its transaction. */
class FakeMedia implements PostMediaAttacher {
  readonly sessions = new Map<string, { ownerId: number; items: PostMediaItem[] }>();
  readonly released: Array<{ postId: number; keep: string[] }> = [];
  constructor(private readonly db: Database) {}

  async attachSession(manager: PostTransaction, ownerId: number, postId: number, sessionId: string): Promise<PostMediaItem[]> {
    this.db.writes.push({ what: 'attach media', tx: manager });
    const session = this.sessions.get(sessionId);
    if (!session || session.ownerId !== ownerId) return [];
    this.db.tables.attached.push({ postId, sessionId });
    return structuredClone(session.items);
  }

  async releaseExcept(_manager: PostTransaction, postId: number, keepFileNames: string[]): Promise<void> {
    this.released.push({ postId, keep: keepFileNames });
  }
}

/** Billing at the POST_PAYMENTS port: `refusal` stands for any of its refusals (not paid, used, other package...). */
class FakePayments implements PostPaymentVerifier {
  cost = 9000;
  refusal: DomainError | null = null;
  constructor(private readonly db: Database) {}

  async costCents(): Promise<number> {
    return this.cost;
  }

  async consumeForPost(manager: PostTransaction, ownerId: number, paymentIntentId: string, addons: GrantedAddons, postId: number): Promise<void> {
    this.db.writes.push({ what: 'consume payment', tx: manager });
    if (this.refusal) throw this.refusal;
    this.db.tables.consumed.push({ ownerId, paymentIntentId, addons, postId });
  }
}

/** The view counter, recording the opens handed to it (who counts once is its own, tested over Redis in site.int.spec.ts). */
class FakeViews implements Pick<ViewCounter, 'count'> {
  readonly opens: Array<{ postId: number; accountId: number | null; client: ClientInfo }> = [];
  async count(postId: number, accountId: number | null, client: ClientInfo): Promise<boolean> {
    this.opens.push({ postId, accountId, client });
    return true;
  }
}

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const client = (ip: string): ClientInfo => ({ ip, userAgent: BROWSER });

const user = (id: number, fields: Partial<UserEntity> = {}): UserEntity =>
  Object.assign(new UserEntity(), { id, phone: ownerPhones[id], role: id === ADMIN ? 'admin' : 'user', createdAt: new Date(NOW.getTime() - 30 * DAY), ...fields });

const postRow = (id: number, fields: Partial<PostRow> = {}): PostRow => samplePostRow(id, { owner_id: OWNER, owner_phone: ownerPhones[OWNER] ?? '', ...fields });

function setup(options: { media?: boolean; payments?: boolean } = {}) {
  const db = new Database();
  const posts = new InMemoryPosts(db);
  const stores = new InMemoryStores(db);
  const media = new FakeMedia(db);
  const payments = new FakePayments(db);
  const views = new FakeViews();
  // The fakes lack the real classes' private fields (the DataSource, ioredis' internals), hence the casts.
  const service = new JobPostsService(
    posts as unknown as JobPostRepository,
    new StoresService(stores as unknown as StoresRepository),
    views as unknown as ViewCounter,
    options.media === false ? null : media,
    options.payments === false ? null : payments,
  );
  const seed = (...rows: PostRow[]) => rows.forEach((row) => db.tables.posts.set(row.id, row));
  const stored = (id: number) => db.tables.posts.get(id);
  const allPosts = () => [...db.tables.posts.values()];
  return { db, service, posts, stores, media, payments, views, seed, stored, allPosts };
}

/** The wizard's request as the controller hands it over (parsed by the contract's schema). */
const createInput = (overrides: Record<string, unknown> = {}) => createJobPostRequestSchema.parse(newPostRequest(overrides));
const updateInput = (body: Record<string, unknown>) => updateJobPostRequestSchema.parse(body);

/** $160 a day for 6 days ($960) or 60% (6 x $250 x 60% = $900): the weekly pay is the higher, $960. */
const HIRING = { guaranteeAmount: 160, guaranteePer: 'day', commissionPercent: 60, tips: true, skills: ['gel', 'acrylic'], daysPerWeek: 6 } as const;
const SALON = { askingPrice: 120_000, monthlyRevenue: 45_000, monthlyRent: 4_500, stations: 8, pedicureSpas: 6, reasonForSelling: 'Về hưu', financing: true } as const;

const PAID = { hasPhotoVideoAddon: true, photoVideoMonths: 2, priorityAddon: 'diamond3', priorityMonths: 2 };

const image = (i: number) => ({ filePath: `/uploads/${i}.jpg`, fileType: 'image', fileName: `${i}.jpg`, uploadOrder: i });

describe('JobPostsService.create', () => {
  it('creates a free Basic post from a new store: copied fields, composed address, coordinates, 6 months for a new owner', async () => {
    const ctx = setup();
    const post = await ctx.service.create(createInput({ address2: ' Suite 110 ', store_sq_ft: 1400 }), user(OWNER), NOW);
    expect(post).toMatchObject({
      storeName: 'Lotus Nails & Spa',
      city: 'Houston',
      state: 'TX',
      zipcode: '77036',
      fullAddress: '9889 Bellaire Blvd, Suite 110, Houston, TX 77036',
      store_sq_ft: 1400,
      duration: 6,
      urgentDays: 0,
      priorityAddon: 'none',
      photo_video_addon: false,
      isNationwide: false,
      isActive: true,
      isPaused: false,
      isOwner: true,
      expiresAt: addMonths(NOW, 6).toISOString(),
      createdAt: NOW.toISOString(),
    });
    expect(post.lat).toBeCloseTo(29.7, 0);
    expect(post.lng).toBeCloseTo(-95.5, 0);
    expect(ctx.db.tables.stores).toEqual([
      expect.objectContaining({ ownerId: OWNER, name: 'Lotus Nails & Spa', address: '9889 Bellaire Blvd', addressOptional: 'Suite 110', zipcode: '77036', area: 1400 }),
    ]);
    expect(post.storeId).toBe(ctx.db.tables.stores[0]?.id);
  });

  it('gives a Basic post 1 month when the owner signed up more than 6 months ago', async () => {
    const ctx = setup();
    const post = await ctx.service.create(createInput(), user(OWNER, { createdAt: addMonths(NOW, -7) }), NOW);
    expect(post).toMatchObject({ duration: 1, expiresAt: addMonths(NOW, 1).toISOString() });
  });

  it('reuses the owner’s store for the same salon typed again, and copies a store chosen by id', async () => {
    const ctx = setup();
    const first = await ctx.service.create(createInput(), user(OWNER), NOW);
    const again = await ctx.service.create(createInput({ storeName: ' lotus nails & spa ' }), user(OWNER), NOW);
    expect(ctx.db.tables.stores).toHaveLength(1);
    expect(again.storeId).toBe(first.storeId);

    const chosen = await ctx.service.create(
      createInput({ storeId: first.storeId, storeName: '', streetAddress: '', city: '', state: null, zipcode: null, jobType: 'selling' }),
      user(OWNER),
      NOW,
    );
    expect(chosen).toMatchObject({ storeId: first.storeId, storeName: 'Lotus Nails & Spa', jobType: 'selling', city: 'Houston', zipcode: '77036' });
    expect(ctx.db.tables.stores).toHaveLength(1);
  });

  it('refuses another owner’s store with 404 STORE_NOT_FOUND and creates nothing', async () => {
    const ctx = setup();
    const theirs = await ctx.service.create(createInput(), user(OTHER), NOW);
    await rejectsWith(ctx.service.create(createInput({ storeId: theirs.storeId }), user(OWNER), NOW), ListingErrorCode.StoreNotFound, 404);
    expect(ctx.allPosts().map((p) => p.owner_id)).toEqual([OTHER]);
  });

  it('makes the phone given with the post the store’s, and a chosen store’s phone the post’s', async () => {
    const ctx = setup();
    const post = await ctx.service.create(createInput({ salonPhone: '(713) 555-0299' }), user(OWNER), NOW);
    expect(post).toMatchObject({ phone: '+17135550299', salonPhone: '+17135550299', cellPhone: ownerPhones[OWNER] });
    expect(ctx.db.tables.stores[0]?.phone).toBe('+17135550299');

    const reused = await ctx.service.create(createInput({ storeId: post.storeId, storeName: null, streetAddress: null, city: null, state: null, zipcode: null }), user(OWNER), NOW);
    expect(reused).toMatchObject({ phone: '+17135550299', salonPhone: '+17135550299' });

    const none = await ctx.service.create(createInput({ storeName: 'Tiệm khác' }), user(OWNER), NOW);
    expect(none).toMatchObject({ phone: ownerPhones[OWNER], salonPhone: null });
  });

  it('refuses a foreign phone that is no real number of its country with 400 on salonPhone, creating neither post nor store', async () => {
    const ctx = setup();
    const error = await rejectsWith(ctx.service.create(createInput({ salonPhone: '+8491234567' }), user(OWNER), NOW), ErrorCode.ValidationError, 400);
    expect(error.details).toEqual([{ path: 'salonPhone', message: 'Invalid phone number' }]);
    expect(ctx.allPosts()).toEqual([]);
    expect(ctx.db.tables.stores).toEqual([]);
    await expect(ctx.service.create(createInput({ salonPhone: '+84 912 345 678' }), user(OWNER), NOW)).resolves.toMatchObject({ salonPhone: '+84912345678' });
  });

  it('keeps the experience level on a hiring post only', async () => {
    const ctx = setup();
    await expect(ctx.service.create(createInput({ experienceLevel: 'beginner' }), user(OWNER), NOW)).resolves.toMatchObject({ experienceLevel: 'beginner' });
    await expect(ctx.service.create(createInput({ jobType: 'selling', experienceLevel: 'expert' }), user(OWNER), NOW)).resolves.toMatchObject({ experienceLevel: null });
    await expect(ctx.service.create(createInput(), user(OWNER), NOW)).resolves.toMatchObject({ experienceLevel: null });
  });

  it('keeps hiring facts on a hiring post and salon facts on a selling post only, with the weekly pay computed by the server', async () => {
    const ctx = setup();
    const hiringPost = await ctx.service.create(createInput({ hiring: HIRING, salon: SALON, weeklyPay: 99_999 }), user(OWNER), NOW);
    expect(hiringPost).toMatchObject({ hiring: { ...EMPTY_HIRING_FACTS, ...HIRING, skills: ['acrylic', 'gel'] }, weeklyPay: 960, salon: null });
    expect(ctx.stored(hiringPost.id)).toMatchObject({ weekly_pay: 960, salon: null, asking_price: null, monthly_revenue: null, stations: null });

    const sale = await ctx.service.create(createInput({ jobType: 'selling', hiring: HIRING, salon: SALON }), user(OWNER), NOW);
    expect(sale).toMatchObject({ hiring: null, weeklyPay: null, salon: { ...EMPTY_SALON_FACTS, ...SALON } });
    expect(ctx.stored(sale.id)).toMatchObject({ weekly_pay: null, asking_price: 120_000, monthly_revenue: 45_000, stations: 8 });

    const transfer = await ctx.service.create(createInput({ jobType: 'transfer', hiring: HIRING, salon: SALON }), user(OWNER), NOW);
    expect(transfer).toMatchObject({ hiring: null, weeklyPay: null, salon: null });
    expect(ctx.stored(transfer.id)).toMatchObject({ asking_price: null, monthly_revenue: null, stations: null });
  });

  it('never stores a weekly pay a client sent: not at the top, not inside the facts', async () => {
    const ctx = setup();
    const post = await ctx.service.create(createInput({ hiring: { commissionPercent: 60, weeklyPay: 5_000 }, weeklyPay: 5_000, weekly_pay: 5_000 }), user(OWNER), NOW);
    // 6 days (full time by default) x $250 typical sales x 60%.
    expect(post.weeklyPay).toBe(900);
    expect(post.hiring).not.toHaveProperty('weeklyPay');
    expect(ctx.stored(post.id)?.weekly_pay).toBe(900);
  });

  it('stores facts that say nothing as none, and no facts at all as none', async () => {
    const ctx = setup();
    const empty = await ctx.service.create(createInput({ hiring: { skills: [] } }), user(OWNER), NOW);
    expect(empty).toMatchObject({ hiring: null, weeklyPay: null });
    const emptySale = await ctx.service.create(createInput({ jobType: 'selling', salon: { reasonForSelling: '  ' } }), user(OWNER), NOW);
    expect(emptySale.salon).toBeNull();
    expect(ctx.stored(emptySale.id)).toMatchObject({ salon: null, asking_price: null });
    const noPay = await ctx.service.create(createInput({ hiring: { housing: true } }), user(OWNER), NOW);
    expect(noPay).toMatchObject({ hiring: { ...EMPTY_HIRING_FACTS, housing: true }, weeklyPay: null });
    await expect(ctx.service.create(createInput({ hiring: null, salon: null }), user(OWNER), NOW)).resolves.toMatchObject({ hiring: null, salon: null, weeklyPay: null });
  });

  it('hides the address when the form or the chosen store says so', async () => {
    const ctx = setup();
    const hidden = await ctx.service.create(createInput({ hideAddress: true }), user(OWNER), NOW);
    expect(hidden.hideAddress).toBe(true);
    const viaStore = await ctx.service.create(createInput({ storeId: hidden.storeId, hideAddress: false }), user(OWNER), NOW);
    expect(viaStore.hideAddress).toBe(true);
  });

  describe('paid add-ons', () => {
    it.each([
      ['photo/video', { hasPhotoVideoAddon: true, photoVideoMonths: 2 }],
      ['states', { stateMonths: 1, selectedStates: ['CA'], isNationwide: true }],
      ['priority', { priorityAddon: 'diamond3', priorityMonths: 1 }],
    ])('refuses %s without a payment with 402 PAYMENT_REQUIRED, creating neither post nor store', async (_name, addons) => {
      const ctx = setup();
      await rejectsWith(ctx.service.create(createInput(addons), user(OWNER), NOW), ListingErrorCode.PaymentRequired, 402);
      expect(ctx.allPosts()).toEqual([]);
      expect(ctx.db.tables.stores).toEqual([]);
      expect(ctx.db.writes.filter((w) => w.what === 'consume payment')).toEqual([]);
    });

    it('refuses paid add-ons with 402 on a server without billing, even with a payment id', async () => {
      const ctx = setup({ payments: false });
      await rejectsWith(ctx.service.create(createInput({ ...PAID, paymentIntentId: 'pi_1' }), user(OWNER), NOW), ListingErrorCode.PaymentRequired, 402);
      expect(ctx.allPosts()).toEqual([]);
    });

    it('grants add-ons staff priced at $0 without any payment', async () => {
      const ctx = setup();
      ctx.payments.cost = 0;
      const post = await ctx.service.create(createInput(PAID), user(OWNER), NOW);
      expect(post).toMatchObject({ priorityAddon: 'diamond3', photo_video_addon: true, duration: 6 });
      expect(ctx.db.tables.consumed).toEqual([]);
    });

    it('uses the payment up in the post’s own transaction and grants its add-ons for their months, the post running 6 months', async () => {
      const ctx = setup();
      const owner = user(OWNER, { createdAt: addMonths(NOW, -12) });
      const post = await ctx.service.create(createInput({ ...PAID, paymentIntentId: 'pi_paid' }), owner, NOW);
      expect(post).toMatchObject({
        priorityAddon: 'diamond3',
        photo_video_addon: true,
        isNationwide: false,
        duration: 6,
        priorityEndsAt: addMonths(NOW, 2).toISOString(),
        photoVideoEndsAt: addMonths(NOW, 2).toISOString(),
        expiresAt: addMonths(NOW, 6).toISOString(),
      });
      expect(ctx.db.tables.consumed).toEqual([
        { ownerId: OWNER, paymentIntentId: 'pi_paid', postId: post.id, addons: { photoVideoMonths: 2, stateMonths: 0, selectedStates: [], priorityAddon: 'diamond3', priorityMonths: 2 } },
      ]);
      expect(ctx.db.writes.find((w) => w.what === 'consume payment')?.tx).toBe(ctx.db.tx);
      expect(ctx.db.writes.find((w) => w.what === 'insert post')?.tx).toBe(ctx.db.tx);
    });

    it('makes a state add-on post nationwide in its chosen states (sorted, upper case) until the add-on ends', async () => {
      const ctx = setup();
      const post = await ctx.service.create(createInput({ stateMonths: 1, selectedStates: ['WA', 'CA'], isNationwide: true, paymentIntentId: 'pi_states' }), user(OWNER), NOW);
      expect(post).toMatchObject({ isNationwide: true, selected_states: ['CA', 'WA'], stateAddonEndsAt: addMonths(NOW, 1).toISOString(), priorityAddon: 'none' });
    });

    it('creates nothing when billing refuses the payment (used, unpaid, another package...)', async () => {
      const ctx = setup();
      ctx.payments.refusal = new DomainError('PAYMENT_USED', 'This payment was already used for another post', 409);
      await expect(ctx.service.create(createInput({ ...PAID, paymentIntentId: 'pi_used' }), user(OWNER), NOW)).rejects.toBe(ctx.payments.refusal);
      expect(ctx.allPosts()).toEqual([]);
      expect(ctx.db.tables.stores).toEqual([]);
    });
  });

  describe('media of a new post', () => {
    it('attaches the upload session’s files in upload order, the first being the main image', async () => {
      const ctx = setup();
      ctx.media.sessions.set('upload_1', { ownerId: OWNER, items: [image(5), image(3)] });
      const post = await ctx.service.create(createInput({ ...PAID, paymentIntentId: 'pi_paid', sessionId: 'upload_1' }), user(OWNER), NOW);
      expect(post.images).toEqual([{ ...image(5), uploadOrder: 0 }, { ...image(3), uploadOrder: 1 }]);
      expect(post.imageUrl).toBe('/uploads/5.jpg');
      expect(ctx.db.writes.find((w) => w.what === 'attach media')?.tx).toBe(ctx.db.tx);
    });

    it('refuses photos on a post without the photo/video add-on with 402 PAYMENT_REQUIRED, and creates nothing', async () => {
      const ctx = setup();
      ctx.media.sessions.set('upload_1', { ownerId: OWNER, items: [image(0)] });
      await rejectsWith(ctx.service.create(createInput({ sessionId: 'upload_1' }), user(OWNER), NOW), ListingErrorCode.PaymentRequired, 402);
      expect(ctx.allPosts()).toEqual([]);
      expect(ctx.db.tables.stores).toEqual([]);
      expect(ctx.db.tables.attached).toEqual([]);
    });

    it('refuses more than 10 files on a new post with 400 TOO_MANY_MEDIA, and creates nothing; 10 are taken', async () => {
      const ctx = setup();
      ctx.media.sessions.set('eleven', { ownerId: OWNER, items: Array.from({ length: 11 }, (_, i) => image(i)) });
      ctx.media.sessions.set('ten', { ownerId: OWNER, items: Array.from({ length: 10 }, (_, i) => image(i)) });
      await rejectsWith(ctx.service.create(createInput({ ...PAID, paymentIntentId: 'pi_1', sessionId: 'eleven' }), user(OWNER), NOW), ListingErrorCode.TooManyMedia, 400);
      expect(ctx.allPosts()).toEqual([]);
      expect(ctx.db.tables.consumed).toEqual([]);
      await expect(ctx.service.create(createInput({ ...PAID, paymentIntentId: 'pi_1', sessionId: 'ten' }), user(OWNER), NOW)).resolves.toMatchObject({ galleryImages: expect.any(Array) });
      expect(ctx.allPosts()[0]?.images).toHaveLength(10);
    });

    it('takes an empty session on a free post, and ignores the session on a server without media', async () => {
      const ctx = setup();
      await expect(ctx.service.create(createInput({ sessionId: 'upload_empty' }), user(OWNER), NOW)).resolves.toMatchObject({ images: [] });
      const bare = setup({ media: false });
      await expect(bare.service.create(createInput({ sessionId: 'upload_1' }), user(OWNER), NOW)).resolves.toMatchObject({ images: [] });
    });
  });
});

describe('JobPostsService.detail and saveCount', () => {
  it('answers a listed post to anyone, 404 for a missing one and 410 POST_EXPIRED naming the kind of post for an expired one', async () => {
    const ctx = setup();
    ctx.seed(postRow(10), postRow(11, { job_type: 'selling', duration: 1, expires_at: new Date(NOW.getTime() - DAY) }));
    await expect(ctx.service.detail(10, null, client('ip-1'), NOW)).resolves.toMatchObject({ id: 10 });
    await rejectsWith(ctx.service.detail(99, null, client('ip-1'), NOW), ListingErrorCode.PostNotFound, 404);
    const expired = await rejectsWith(ctx.service.detail(11, null, client('ip-1'), NOW), ListingErrorCode.PostExpired, 410);
    expect(expired.message).toBe('This job post has expired.');
    expect(expired.details).toEqual([{ path: 'jobType', message: 'selling' }]);
  });

  it('hides paused, deactivated and staff-hidden posts from visitors (404) but not from the owner or staff', async () => {
    const ctx = setup();
    ctx.seed(postRow(10, { is_paused: true, is_active: false }), postRow(11, { is_active: false }), postRow(12, { hidden_at: new Date(NOW.getTime() - DAY) }));
    for (const id of [10, 11, 12]) {
      await rejectsWith(ctx.service.detail(id, null, client('ip-1'), NOW), ListingErrorCode.PostNotFound, 404);
      await rejectsWith(ctx.service.detail(id, { id: OTHER, role: 'user' }, client('ip-1'), NOW), ListingErrorCode.PostNotFound, 404);
      await expect(ctx.service.detail(id, { id: OWNER, role: 'user' }, client('ip-1'), NOW)).resolves.toMatchObject({ id, isOwner: true });
      await expect(ctx.service.detail(id, { id: ADMIN, role: 'admin' }, client('ip-1'), NOW)).resolves.toMatchObject({ id });
    }
    expect(ctx.views.opens).toEqual([]);
  });

  it('hands every open of a listed post to the view counter, with who opened it, but never the owner’s or staff’s', async () => {
    const ctx = setup();
    ctx.seed(postRow(10));
    await ctx.service.detail(10, null, client('ip-1'), NOW);
    await ctx.service.detail(10, { id: OTHER, role: 'user' }, client('ip-2'), NOW);
    await ctx.service.detail(10, { id: OWNER, role: 'user' }, client('ip-3'), NOW);
    await ctx.service.detail(10, { id: ADMIN, role: 'admin' }, client('ip-4'), NOW);
    expect(ctx.views.opens).toEqual([
      { postId: 10, accountId: null, client: client('ip-1') },
      { postId: 10, accountId: OTHER, client: client('ip-2') },
    ]);
  });

  it('answers the save count, and 404 for a missing post', async () => {
    const ctx = setup();
    ctx.seed(postRow(10, { save_count: 4 }), postRow(11, { deleted_at: NOW }));
    await expect(ctx.service.saveCount(10)).resolves.toEqual({ saveCount: 4 });
    await rejectsWith(ctx.service.saveCount(11), ListingErrorCode.PostNotFound, 404);
  });

  it('lists the owner’s own posts in every state, newest first', async () => {
    const ctx = setup();
    ctx.seed(
      postRow(10, { created_at: new Date(NOW.getTime() - 2 * DAY) }),
      postRow(11, { is_paused: true, is_active: false, created_at: new Date(NOW.getTime() - DAY) }),
      postRow(12, { duration: 1, expires_at: new Date(NOW.getTime() - DAY), created_at: NOW }),
      postRow(13, { owner_id: OTHER }),
    );
    const mine = await ctx.service.mine(user(OWNER), NOW);
    expect(mine.map((p) => [p.id, p.isExpired, p.isOwner])).toEqual([
      [12, true, true],
      [11, false, true],
      [10, false, true],
    ]);
  });
});

describe('JobPostsService.update (the owner’s edit)', () => {
  it('refuses someone else with 403 NOT_POST_OWNER (staff too) and a missing post with 404, changing nothing', async () => {
    const ctx = setup();
    ctx.seed(postRow(10, { title: 'Cũ' }));
    await rejectsWith(ctx.service.update(10, updateInput({ title: 'Hacked' }), user(OTHER), NOW), ListingErrorCode.NotPostOwner, 403);
    await rejectsWith(ctx.service.update(10, updateInput({ title: 'Hacked' }), user(ADMIN), NOW), ListingErrorCode.NotPostOwner, 403);
    await rejectsWith(ctx.service.update(99, updateInput({ title: 'Hacked' }), user(OWNER), NOW), ListingErrorCode.PostNotFound, 404);
    expect(ctx.stored(10)?.title).toBe('Cũ');
  });

  it('saves the trimmed title and description; a description left out stays', async () => {
    const ctx = setup();
    ctx.seed(postRow(10, { title: 'Cũ', description: 'Mô tả cũ' }));
    await expect(ctx.service.update(10, updateInput({ title: ' Mới ', description: ' Mô tả mới ' }), user(OWNER), NOW)).resolves.toMatchObject({ title: 'Mới', description: 'Mô tả mới' });
    await expect(ctx.service.update(10, updateInput({ title: 'Mới hơn' }), user(OWNER), NOW)).resolves.toMatchObject({ title: 'Mới hơn', description: 'Mô tả mới' });
  });

  it('changes, keeps and clears the experience level of a hiring post, and ignores it on another post', async () => {
    const ctx = setup();
    ctx.seed(postRow(10, { experience_level: 'beginner' }), postRow(11, { job_type: 'selling' }));
    await expect(ctx.service.update(10, updateInput({ title: 't', experienceLevel: 'expert' }), user(OWNER), NOW)).resolves.toMatchObject({ experienceLevel: 'expert' });
    await expect(ctx.service.update(10, updateInput({ title: 't' }), user(OWNER), NOW)).resolves.toMatchObject({ experienceLevel: 'expert' });
    await expect(ctx.service.update(10, updateInput({ title: 't', experienceLevel: null }), user(OWNER), NOW)).resolves.toMatchObject({ experienceLevel: null });
    await expect(ctx.service.update(11, updateInput({ title: 't', experienceLevel: 'expert' }), user(OWNER), NOW)).resolves.toMatchObject({ experienceLevel: null });
  });

  it('replaces, keeps and clears the hiring facts of a hiring post with the weekly pay computed again, and ignores them on another post', async () => {
    const ctx = setup();
    ctx.seed(postRow(10), postRow(11, { job_type: 'selling' }));
    await expect(ctx.service.update(10, updateInput({ title: 't', hiring: HIRING }), user(OWNER), NOW)).resolves.toMatchObject({ weeklyPay: 960, hiring: { guaranteeAmount: 160 } });
    await expect(ctx.service.update(10, updateInput({ title: 't' }), user(OWNER), NOW)).resolves.toMatchObject({ weeklyPay: 960, hiring: { guaranteeAmount: 160 } });
    // A new object replaces the facts whole: what it leaves out is no longer said.
    const replaced = await ctx.service.update(10, updateInput({ title: 't', hiring: { hourlyRate: 20, schedule: 'part_time' } }), user(OWNER), NOW);
    expect(replaced).toMatchObject({ weeklyPay: 20 * 8 * 3, hiring: { ...EMPTY_HIRING_FACTS, hourlyRate: 20, schedule: 'part_time' } });
    await expect(ctx.service.update(10, updateInput({ title: 't', hiring: { skills: [] } }), user(OWNER), NOW)).resolves.toMatchObject({ hiring: null, weeklyPay: null });
    await ctx.service.update(10, updateInput({ title: 't', hiring: HIRING }), user(OWNER), NOW);
    await expect(ctx.service.update(10, updateInput({ title: 't', hiring: null }), user(OWNER), NOW)).resolves.toMatchObject({ hiring: null, weeklyPay: null });
    expect(ctx.stored(10)).toMatchObject({ hiring: null, weekly_pay: null });
    // Salon facts on a hiring post, hiring facts on a selling post: ignored.
    await expect(ctx.service.update(10, updateInput({ title: 't', salon: SALON }), user(OWNER), NOW)).resolves.toMatchObject({ salon: null });
    await expect(ctx.service.update(11, updateInput({ title: 't', hiring: HIRING }), user(OWNER), NOW)).resolves.toMatchObject({ hiring: null, weeklyPay: null });
    expect(ctx.stored(11)).toMatchObject({ hiring: null, weekly_pay: null });
  });

  it('replaces, keeps and clears the salon facts of a selling post with their figures, and ignores them on another post', async () => {
    const ctx = setup();
    ctx.seed(postRow(11, { job_type: 'selling' }), postRow(12, { job_type: 'transfer' }));
    await ctx.service.update(11, updateInput({ title: 't', salon: SALON }), user(OWNER), NOW);
    expect(ctx.stored(11)).toMatchObject({ asking_price: 120_000, monthly_revenue: 45_000, stations: 8 });
    await expect(ctx.service.update(11, updateInput({ title: 't' }), user(OWNER), NOW)).resolves.toMatchObject({ salon: { askingPrice: 120_000 } });
    await ctx.service.update(11, updateInput({ title: 't', salon: { askingPrice: 90_000 } }), user(OWNER), NOW);
    expect(ctx.stored(11)).toMatchObject({ salon: { ...EMPTY_SALON_FACTS, askingPrice: 90_000 }, asking_price: 90_000, monthly_revenue: null, stations: null });
    await ctx.service.update(11, updateInput({ title: 't', salon: null }), user(OWNER), NOW);
    expect(ctx.stored(11)).toMatchObject({ salon: null, asking_price: null, monthly_revenue: null, stations: null });
    await expect(ctx.service.update(12, updateInput({ title: 't', salon: SALON }), user(OWNER), NOW)).resolves.toMatchObject({ salon: null });
    expect(ctx.stored(12)?.salon).toBeNull();
  });

  it('changes the contact phone, leaves it when not sent, clears it with a blank one, and refuses a number that is not real', async () => {
    const ctx = setup();
    ctx.seed(postRow(10, { store_phone: '+17135550100' }));
    await expect(ctx.service.update(10, updateInput({ title: 't', salonPhone: '+1 (281) 555-0142' }), user(OWNER), NOW)).resolves.toMatchObject({ phone: '+12815550142' });
    await expect(ctx.service.update(10, updateInput({ title: 't' }), user(OWNER), NOW)).resolves.toMatchObject({ salonPhone: '+12815550142' });
    const error = await rejectsWith(ctx.service.update(10, updateInput({ title: 'Đổi tên', salonPhone: '+441234567' }), user(OWNER), NOW), ErrorCode.ValidationError, 400);
    expect(error.details).toEqual([{ path: 'salonPhone', message: 'Invalid phone number' }]);
    expect(ctx.stored(10)).toMatchObject({ title: 't', store_phone: '+12815550142' });
    await expect(ctx.service.update(10, updateInput({ title: 't', salonPhone: '' }), user(OWNER), NOW)).resolves.toMatchObject({ salonPhone: null, phone: ownerPhones[OWNER] });
  });

  it('reorders and removes the post’s own media, renumbering them and releasing the files no longer shown', async () => {
    const ctx = setup();
    const images = [0, 1, 2].map(image);
    ctx.seed(postRow(10, { images }));
    const post = await ctx.service.update(10, updateInput({ title: 't', images: [images[2], images[0]] }), user(OWNER), NOW);
    expect(post.galleryImages).toEqual(['/uploads/2.jpg', '/uploads/0.jpg']);
    expect(ctx.stored(10)?.images).toEqual([{ ...image(2), uploadOrder: 0 }, { ...image(0), uploadOrder: 1 }]);
    expect(ctx.media.released).toEqual([{ postId: 10, keep: ['2.jpg', '0.jpg'] }]);
  });

  it.each([
    ['13 media', { images: Array.from({ length: 13 }, (_, i) => `/uploads/${i}.jpg`) }, ListingErrorCode.TooManyMedia],
    ['an outside image', { images: ['https://tracker.example/pixel.gif'] }, ListingErrorCode.UnknownMedia],
    ['an own-looking path the post does not have', { images: ['/uploads/9.jpg'] }, ListingErrorCode.UnknownMedia],
  ])('refuses %s with 400 and a code, and changes nothing', async (_name, body, code) => {
    const ctx = setup();
    ctx.seed(postRow(10, { title: 'Giữ nguyên', images: ['/uploads/0.jpg'] }));
    await rejectsWith(ctx.service.update(10, updateInput({ title: 'ok', ...body }), user(OWNER), NOW), code, 400);
    expect(ctx.stored(10)).toMatchObject({ title: 'Giữ nguyên', images: ['/uploads/0.jpg'] });
  });

  it('adds new uploads after the kept media while the photo/video add-on runs', async () => {
    const ctx = setup();
    ctx.seed(postRow(10, { images: [image(0)], photo_video_addon: true, photo_video_ends_at: new Date(NOW.getTime() + DAY) }));
    ctx.media.sessions.set('upload_2', { ownerId: OWNER, items: [image(7), image(8)] });
    await ctx.service.update(10, updateInput({ title: 't', sessionId: 'upload_2' }), user(OWNER), NOW);
    expect(ctx.stored(10)?.images).toEqual([image(0), { ...image(7), uploadOrder: 1 }, { ...image(8), uploadOrder: 2 }]);
    expect(ctx.media.released).toEqual([{ postId: 10, keep: ['0.jpg', '7.jpg', '8.jpg'] }]);
  });

  it('refuses new uploads without an active photo/video add-on with 402 PHOTO_VIDEO_REQUIRED, writing nothing of the edit', async () => {
    const ctx = setup();
    ctx.seed(
      postRow(10, { title: 'Cũ', images: [image(0)] }),
      postRow(11, { title: 'Cũ', images: [image(0)], photo_video_addon: true, photo_video_ends_at: new Date(NOW.getTime() - DAY) }),
    );
    ctx.media.sessions.set('upload_2', { ownerId: OWNER, items: [image(7)] });
    for (const id of [10, 11]) {
      await rejectsWith(ctx.service.update(id, updateInput({ title: 'Mới', sessionId: 'upload_2' }), user(OWNER), NOW), ListingErrorCode.PhotoVideoRequired, 402);
      expect(ctx.stored(id)).toMatchObject({ title: 'Cũ', images: [image(0)] });
    }
    expect(ctx.db.tables.attached).toEqual([]);
  });

  it('refuses kept and new media above 12 with 400 TOO_MANY_MEDIA', async () => {
    const ctx = setup();
    ctx.seed(postRow(10, { images: Array.from({ length: 11 }, (_, i) => image(i)), photo_video_addon: true, photo_video_ends_at: null }));
    ctx.media.sessions.set('upload_2', { ownerId: OWNER, items: [image(20), image(21)] });
    await rejectsWith(ctx.service.update(10, updateInput({ title: 't', sessionId: 'upload_2' }), user(OWNER), NOW), ListingErrorCode.TooManyMedia, 400);
    expect(ctx.stored(10)?.images).toHaveLength(11);
  });

  it('refuses an upload session with 400 UNKNOWN_MEDIA on a server without media', async () => {
    const ctx = setup({ media: false });
    ctx.seed(postRow(10, { title: 'Cũ' }));
    await rejectsWith(ctx.service.update(10, updateInput({ title: 'Mới', sessionId: 'upload_2' }), user(OWNER), NOW), ListingErrorCode.UnknownMedia, 400);
    expect(ctx.stored(10)?.title).toBe('Cũ');
  });
});

describe('JobPostsService.renew', () => {
  const expired = (id: number, fields: Partial<PostRow> = {}) =>
    postRow(id, { duration: 6, expires_at: new Date(NOW.getTime() - DAY), created_at: addMonths(NOW, -7), bumped_at: addMonths(NOW, -7), ...fields });

  it('runs an expired free post again for the owner’s Basic duration from today, listed as new', async () => {
    const ctx = setup();
    ctx.seed(expired(10, { priority_addon: 'diamond3', priority_ends_at: addMonths(NOW, -1) }));
    const post = await ctx.service.renew(10, renewJobPostRequestSchema.parse({}), user(OWNER), NOW);
    expect(post).toMatchObject({ isExpired: false, duration: 6, priorityAddon: 'none', priorityEndsAt: null, expiresAt: addMonths(NOW, 6).toISOString() });
    expect(ctx.stored(10)?.bumped_at).toEqual(NOW);
    const old = setup();
    old.seed(expired(10));
    await expect(old.service.renew(10, renewJobPostRequestSchema.parse({}), user(OWNER, { createdAt: addMonths(NOW, -8) }), NOW)).resolves.toMatchObject({ duration: 1 });
  });

  it('refuses a post that still runs with 409 POST_NOT_EXPIRED and changes nothing', async () => {
    const ctx = setup();
    const running = postRow(10, { expires_at: new Date(NOW.getTime() + 1000) });
    ctx.seed(running);
    const before = structuredClone(running);
    await rejectsWith(ctx.service.renew(10, renewJobPostRequestSchema.parse({}), user(OWNER), NOW), ListingErrorCode.PostNotExpired, 409);
    expect(ctx.stored(10)).toEqual(before);
  });

  it('refuses someone else’s post with 403 (staff too) and a missing one with 404', async () => {
    const ctx = setup();
    ctx.seed(expired(10));
    await rejectsWith(ctx.service.renew(10, renewJobPostRequestSchema.parse({}), user(OTHER), NOW), ListingErrorCode.NotPostOwner, 403);
    await rejectsWith(ctx.service.renew(10, renewJobPostRequestSchema.parse({}), user(ADMIN), NOW), ListingErrorCode.NotPostOwner, 403);
    await rejectsWith(ctx.service.renew(99, renewJobPostRequestSchema.parse({}), user(OWNER), NOW), ListingErrorCode.PostNotFound, 404);
    expect(ctx.stored(10)?.expires_at).toEqual(new Date(NOW.getTime() - DAY));
  });

  it('refuses paid add-ons without a payment with 402 PAYMENT_REQUIRED, and the post stays expired', async () => {
    const ctx = setup();
    ctx.seed(expired(10));
    await rejectsWith(ctx.service.renew(10, renewJobPostRequestSchema.parse(PAID), user(OWNER), NOW), ListingErrorCode.PaymentRequired, 402);
    expect(ctx.stored(10)?.expires_at).toEqual(new Date(NOW.getTime() - DAY));
  });

  it('renews with paid add-ons counted from today, using the payment up with this post; a refused payment renews nothing', async () => {
    const ctx = setup();
    ctx.seed(expired(10), expired(11));
    const post = await ctx.service.renew(10, renewJobPostRequestSchema.parse({ ...PAID, paymentIntentId: 'pi_new' }), user(OWNER), NOW);
    expect(post).toMatchObject({ duration: 6, priorityAddon: 'diamond3', priorityEndsAt: addMonths(NOW, 2).toISOString(), isExpired: false });
    expect(ctx.db.tables.consumed).toEqual([expect.objectContaining({ paymentIntentId: 'pi_new', postId: 10, ownerId: OWNER })]);

    ctx.payments.refusal = new DomainError('PAYMENT_USED', 'This payment was already used for another post', 409);
    await expect(ctx.service.renew(11, renewJobPostRequestSchema.parse({ ...PAID, paymentIntentId: 'pi_new' }), user(OWNER), NOW)).rejects.toBe(ctx.payments.refusal);
    expect(ctx.stored(11)?.expires_at).toEqual(new Date(NOW.getTime() - DAY));
  });
});

describe('JobPostsService.setPaused and remove', () => {
  it('pauses (inactive) and resumes (active) the owner’s post', async () => {
    const ctx = setup();
    ctx.seed(postRow(10));
    await expect(ctx.service.setPaused(10, true, user(OWNER), NOW)).resolves.toMatchObject({ isPaused: true, isActive: false });
    await rejectsWith(ctx.service.detail(10, null, client('ip'), NOW), ListingErrorCode.PostNotFound, 404);
    await expect(ctx.service.setPaused(10, false, user(OWNER), NOW)).resolves.toMatchObject({ isPaused: false, isActive: true });
    await expect(ctx.service.detail(10, null, client('ip'), NOW)).resolves.toMatchObject({ id: 10 });
  });

  it('refuses to pause someone else’s post with 403 and a missing one with 404', async () => {
    const ctx = setup();
    ctx.seed(postRow(10));
    await rejectsWith(ctx.service.setPaused(10, true, user(OTHER), NOW), ListingErrorCode.NotPostOwner, 403);
    await rejectsWith(ctx.service.setPaused(99, true, user(OWNER), NOW), ListingErrorCode.PostNotFound, 404);
    expect(ctx.stored(10)).toMatchObject({ is_paused: false, is_active: true });
  });

  it('deletes only the owner’s post; then it is gone (404), also to a second delete', async () => {
    const ctx = setup();
    ctx.seed(postRow(10));
    await rejectsWith(ctx.service.remove(10, user(OTHER)), ListingErrorCode.NotPostOwner, 403);
    expect(ctx.stored(10)?.deleted_at).toBeNull();
    await ctx.service.remove(10, user(OWNER));
    expect(ctx.stored(10)?.deleted_at).toBeInstanceOf(Date);
    await rejectsWith(ctx.service.detail(10, { id: OWNER, role: 'user' }, client('ip'), NOW), ListingErrorCode.PostNotFound, 404);
    await expect(ctx.service.mine(user(OWNER), NOW)).resolves.toEqual([]);
    await rejectsWith(ctx.service.remove(10, user(OWNER)), ListingErrorCode.PostNotFound, 404);
  });
});

describe('JobPostsService.search (what the service checks before the query)', () => {
  it('answers 400 VALIDATION_ERROR on priceTo for a price range that can hold nothing, before any query', async () => {
    const ctx = setup();
    const query = (fields: Record<string, unknown>) => jobPostSearchQuerySchema.parse(fields);
    // The fake repository has no search: reaching it would fail with a TypeError, not this error.
    const error = await rejectsWith(ctx.service.search(query({ priceFrom: '200000', priceTo: '50000' }), NOW), ErrorCode.ValidationError, 400);
    expect(error.message).toBe('priceFrom must not be greater than priceTo');
    expect(error.details).toEqual([{ path: 'priceTo', message: 'must not be less than priceFrom' }]);
  });
});

describe('originOf (where search distances are measured from)', () => {
  const query = (fields: Record<string, unknown>) => ({ limit: 50, sortBy: 'newest', ...fields }) as unknown as Parameters<typeof originOf>[0];

  it('measures from a known ZIP, and refuses an unknown ZIP or one in another state with 400 on zip', () => {
    expect(originOf(query({ zip: '77036' }))).toMatchObject({ fromCity: true, state: 'TX' });
    for (const [zip, state, message] of [
      ['00000', undefined, 'is not a known US ZIP code'],
      ['77036', 'CA', 'is not in CA'],
    ]) {
      let error: unknown;
      try {
        originOf(query({ zip, state }));
      } catch (caught) {
        error = caught;
      }
      expect(error).toMatchObject({ code: ErrorCode.ValidationError, status: 400, details: [{ path: 'zip', message }] });
    }
  });

  it('measures from a known city, from the state’s centre only for a distance sort, else from nowhere', () => {
    expect(originOf(query({ city: 'Houston', state: 'TX' }))).toMatchObject({ fromCity: true });
    expect(originOf(query({ state: 'TX', sortBy: 'distance' }))).toMatchObject({ fromCity: false });
    expect(originOf(query({ state: 'TX' }))).toBeNull();
    expect(originOf(query({}))).toBeNull();
  });
});
