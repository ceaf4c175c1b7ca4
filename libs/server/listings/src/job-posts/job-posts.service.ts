import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  ErrorCode,
  type CreateJobPostInput,
  type ExperienceLevel,
  type JobPost,
  type JobPostSearchQuery,
  LISTING_LIMITS,
  type PackageInput,
  type RenewJobPostInput,
  ListingErrorCode,
  type PostMediaItem,
  type UpdateJobPostInput,
} from '@chonail/shared/contracts';
import {
  addMonths,
  basicDurationMonths,
  composeFullAddress,
  type GrantedAddons,
  grantedAddons,
  hasPaidAddons,
  isExpired,
  normalizeMedia,
  showsPaidMedia,
} from '@chonail/shared/domain';
import { stateByCode } from '@chonail/shared/geo';
import { cityCoordinates, geocode, zipLookup } from '@chonail/shared/geo/server';
import { DomainError } from '@chonail/server/core/base';
import { assertRealPhone, type ClientInfo, type UserEntity } from '@chonail/server/auth';
import { JobPostRepository } from './job-post.repository';
import { factColumns, hiringColumns, type HiringColumns, salonColumns, type SalonColumns } from './listing-facts';
import { type PostRow, toJobPost, type Viewer } from './job-post.mapper';
import { OgImageQueue } from './og-image-queue';
import { AlertsQueue } from '../alerts/alerts-queue';
import { POST_MEDIA, POST_MEDIA_URLS, type PostMediaAttacher, type PostMediaUrls, unsignedMediaUrl } from './post-media';
import { POST_PAYMENTS, type PostPaymentVerifier } from './post-payment';
import { decodeCursor, encodeCursor, MAX_CURSOR_OFFSET, type SearchOrigin } from './search-query';
import { StoresService } from '../stores/stores.service';
import { ViewCounter } from './view-counter';

/** Spec 02 section 9: a post with paid add-ons runs 6 months ("duration 6"). */
const PAID_POST_MONTHS = 6;

export const postNotFound = () => new DomainError(ListingErrorCode.PostNotFound, 'Job post not found', 404);
/** The detail says what kind of post expired, so its page can name it ("tin bán tiệm" or "tin tuyển dụng"). */
export const postExpired = (jobType?: string) =>
  new DomainError(ListingErrorCode.PostExpired, 'This job post has expired.', 410, jobType ? [{ path: 'jobType', message: jobType }] : undefined);
const notOwner = () => new DomainError(ListingErrorCode.NotPostOwner, 'Only the owner can change this job post', 403);

export interface SearchResult {
  posts: JobPost[];
  nextCursor: string | null;
}

@Injectable()
export class JobPostsService {
  constructor(
    private readonly posts: JobPostRepository,
    private readonly stores: StoresService,
    private readonly views: ViewCounter,
    @Optional() @Inject(POST_MEDIA) private readonly media: PostMediaAttacher | null = null,
    @Optional() @Inject(POST_PAYMENTS) private readonly payments: PostPaymentVerifier | null = null,
    /** Queues the preview image (og:image) of each new version of a post. */
    @Optional() @Inject(OgImageQueue) private readonly ogImages: OgImageQueue | null = null,
    /** Signs the owner's and staff's URLs of files visitors may not load (issue 38). */
    @Optional() @Inject(POST_MEDIA_URLS) private readonly mediaUrls: PostMediaUrls | null = null,
    /** Tells the worker a post was listed, for the saved searches' alerts (issue 39). */
    @Optional() @Inject(AlertsQueue) private readonly alertsQueue: AlertsQueue | null = null,
  ) {}

  async search(query: JobPostSearchQuery, now = new Date()): Promise<SearchResult> {
    assertPriceRange(query);
    const { rows, order, offset } = await this.posts.search(query, originOf(query), now, decodeCursor(query.cursor));
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    let nextCursor: string | null = null;
    if (rows.length > query.limit && last) {
      // Past the deepest offset a cursor may carry, the list ends rather than hand out a cursor it would refuse.
      if (order === 'distance') nextCursor = offset + page.length <= MAX_CURSOR_OFFSET ? encodeCursor({ o: offset + page.length }) : null;
      else if (order === 'nearRank') nextCursor = encodeCursor({ k: [last.rank_priority, last.near === true, last.rank_bump.toISOString(), last.id] });
      else if (order === 'rank') nextCursor = encodeCursor({ k: [last.rank_priority, last.rank_bump.toISOString(), last.id] });
      else if (order === 'pay') nextCursor = encodeCursor({ w: [last.weekly_pay ?? 0, last.rank_priority, last.rank_bump.toISOString(), last.id] });
      else if (order === 'price') nextCursor = encodeCursor({ a: [last.salon?.askingPrice ?? 0, last.rank_priority, last.rank_bump.toISOString(), last.id] });
      else nextCursor = encodeCursor({ k: [last.created_at.toISOString(), last.id] });
    }
    return { posts: page.map((row) => toJobPost(row, null, now)), nextCursor };
  }

  /**
   * One post for its detail page. Owners and staff see their post in any state; others get 404 for
   * a missing, paused or deactivated post and 410 for an expired one (its page says so). Only
   * others' opens of a listed post are views (ViewCounter): the owner checking their post, or
   * staff reviewing it, is not the audience the count tells the owner about. `searchedState` is
   * the state the reader searched in when they opened it from a list (`?from=`; issue 39), kept
   * with a counted view for the poster's statistics.
   */
  async detail(id: number, viewer: Viewer | null, client: ClientInfo, now = new Date(), searchedState: string | null = null): Promise<JobPost> {
    const row = await this.posts.findRow(id);
    if (!row) throw postNotFound();
    const privileged = viewer !== null && (viewer.id === row.owner_id || viewer.role === 'admin');
    if (!privileged) {
      assertListed(row, now, true);
      await this.views.count(row.id, viewer?.id ?? null, client, searchedState, now);
    }
    return toJobPost(row, viewer, now, this.mediaUrls);
  }

  async saveCount(id: number): Promise<{ saveCount: number }> {
    const row = await this.posts.findRow(id);
    if (!row) throw postNotFound();
    return { saveCount: row.save_count };
  }

  async mine(user: UserEntity, now = new Date()): Promise<JobPost[]> {
    const rows = await this.posts.findByOwner(user.id);
    return rows.map((row) => toJobPost(row, { id: user.id, role: user.role }, now, this.mediaUrls));
  }

  async create(input: CreateJobPostInput, user: UserEntity, now = new Date()): Promise<JobPost> {
    if (input.salonPhone) assertRealPhone(input.salonPhone, 'salonPhone');
    const addons = addonsOf(input);
    const payment = await this.paymentFor(addons, input.paymentIntentId);
    const id = await this.posts.inTransaction(async (tx) => {
      const store = await this.stores.resolveForPost(input, user.id, tx);
      const address1 = store.address ?? '';
      const point = geocode({ zip: store.zipcode ?? undefined, city: store.city, state: store.state });
      const postId = await this.posts.insert(
        {
          ownerId: user.id,
          storeId: store.id,
          jobType: input.jobType,
          title: input.title,
          description: input.description,
          storeName: store.name,
          streetAddress: store.address,
          addressOptional: store.addressOptional,
          city: store.city,
          state: store.state,
          zipcode: store.zipcode,
          fullAddress: composeFullAddress({
            address1,
            address2: store.addressOptional ?? undefined,
            city: store.city,
            state: store.state,
            zipcode: store.zipcode ?? '',
          }),
          hideAddress: input.hideAddress || store.hideAddress,
          areaSqFt: input.store_sq_ft ?? store.area,
          experienceLevel: input.jobType === 'hiring' ? (input.experienceLevel ?? null) : null,
          ...factColumns(input.jobType, input.hiring, input.salon),
          storePhone: store.phone,
          lat: point?.lat ?? null,
          lng: point?.lng ?? null,
          ...runFromNow(addons, user, now),
          urgentDays: 0,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      if (payment && this.payments) await this.payments.consumeForPost(tx, user.id, payment, addons, postId);
      if (input.sessionId && this.media) {
        const images = await this.media.attachSession(tx, user.id, postId, input.sessionId);
        if (images.length > 0 && addons.photoVideoMonths === 0) {
          throw new DomainError(ListingErrorCode.PaymentRequired, 'Photos and videos need the photo/video add-on', 402);
        }
        if (images.length > LISTING_LIMITS.mediaOnCreate) {
          throw new DomainError(ListingErrorCode.TooManyMedia, `At most ${LISTING_LIMITS.mediaOnCreate} photos/videos per new post`, 400);
        }
        if (images.length > 0) await this.posts.update(postId, { images: numbered(images) }, tx);
      }
      return postId;
    });
    await this.ogImages?.refresh(id);
    await this.alertsQueue?.postListed(id);
    return this.ownedPost(id, user, now);
  }

  /**
   * The owner's edit. Kept media may be reordered or removed on any post, but new files are taken
   * only while the photo/video add-on is active: visitors would never see them otherwise, and the
   * owner would believe the post shows them.
   */
  async update(id: number, body: UpdateJobPostInput, user: UserEntity, now = new Date()): Promise<JobPost> {
    const row = await this.owned(id, user);
    if (body.salonPhone) assertRealPhone(body.salonPhone, 'salonPhone');
    const changes: {
      title: string;
      description?: string;
      images?: PostMediaItem[];
      storePhone?: string | null;
      experienceLevel?: ExperienceLevel | null;
    } & Partial<HiringColumns & SalonColumns> = {
      title: body.title.trim(),
    };
    // Only a hiring post asks for experience; on another post the field is ignored.
    if (body.experienceLevel !== undefined && row.job_type === 'hiring') changes.experienceLevel = body.experienceLevel;
    // The facts likewise: absent leaves them, null clears them, an object replaces them (with the weekly pay computed again).
    if (body.hiring !== undefined && row.job_type === 'hiring') Object.assign(changes, hiringColumns(body.hiring));
    if (body.salon !== undefined && row.job_type === 'selling') Object.assign(changes, salonColumns(body.salon));
    if (body.description !== undefined) changes.description = body.description.trim();
    if (body.images !== undefined) changes.images = reorderedMedia(row.images, body.images);
    if (body.salonPhone !== undefined) changes.storePhone = body.salonPhone;
    await this.posts.inTransaction(async (tx) => {
      if (body.sessionId) {
        if (!this.media) throw new DomainError(ListingErrorCode.UnknownMedia, 'Uploads are not available on this server', 400);
        // New uploads follow the kept media, in the order the owner arranged them in the uploader.
        const added = await this.media.attachSession(tx, user.id, id, body.sessionId);
        if (added.length > 0 && !showsPaidMedia({ photoVideoAddon: row.photo_video_addon, photoVideoEndsAt: row.photo_video_ends_at }, now)) {
          // Thrown inside the transaction, so the files stay unattached and nothing of the edit is written.
          throw new DomainError(ListingErrorCode.PhotoVideoRequired, 'Photos and videos are shown only with an active photo/video add-on', 402);
        }
        changes.images = numbered([...(changes.images ?? row.images), ...added]);
      }
      if (changes.images && this.media) await this.media.releaseExcept(tx, id, fileNamesOf(changes.images));
      await this.posts.update(id, changes, tx);
    });
    await this.ogImages?.refresh(id);
    return this.ownedPost(id, user, now);
  }

  /**
   * An expired post runs again from today (issue 22): as Basic for the owner's Basic duration of
   * today, or with the add-ons of a payment made at today's prices (its months counted from today).
   * Before it expires there is nothing to renew: the owner buys add-ons for the post as it runs.
   */
  async renew(id: number, input: RenewJobPostInput, user: UserEntity, now = new Date()): Promise<JobPost> {
    const row = await this.owned(id, user);
    if (!isExpired({ duration: row.duration, expiresAt: row.expires_at }, now)) {
      throw new DomainError(ListingErrorCode.PostNotExpired, 'Only an expired post can be renewed', 409);
    }
    const addons = addonsOf(input);
    const payment = await this.paymentFor(addons, input.paymentIntentId);
    await this.posts.inTransaction(async (tx) => {
      await this.posts.update(id, runFromNow(addons, user, now), tx);
      if (payment && this.payments) await this.payments.consumeForPost(tx, user.id, payment, addons, id);
    });
    await this.ogImages?.refresh(id);
    await this.alertsQueue?.postListed(id);
    return this.ownedPost(id, user, now);
  }

  async setPaused(id: number, paused: boolean, user: UserEntity, now = new Date()): Promise<JobPost> {
    await this.owned(id, user);
    await this.posts.update(id, { isPaused: paused, isActive: !paused });
    // A resumed post is a new version, shown again: its preview is drawn anew.
    if (!paused) {
      await this.ogImages?.refresh(id);
      await this.alertsQueue?.postListed(id);
    }
    return this.ownedPost(id, user, now);
  }

  async remove(id: number, user: UserEntity): Promise<void> {
    await this.owned(id, user);
    await this.posts.update(id, { deletedAt: new Date() });
  }

  /**
   * The payment that grants `addons`, to be used up with the post; null when nothing is to be paid
   * (no paid add-on, or staff priced them at $0). Paid add-ons are granted only from a verified,
   * unused payment of this owner (consumeForPost checks it).
   */
  private async paymentFor(addons: GrantedAddons, paymentIntentId: string | null | undefined): Promise<string | null> {
    if (!hasPaidAddons(addons)) return null;
    if (!paymentIntentId && this.payments && (await this.payments.costCents(addons)) === 0) return null;
    if (!this.payments || !paymentIntentId) throw new DomainError(ListingErrorCode.PaymentRequired, 'Paid add-ons need a completed payment', 402);
    return paymentIntentId;
  }

  private async owned(id: number, user: UserEntity): Promise<PostRow> {
    const row = await this.posts.findRow(id);
    if (!row) throw postNotFound();
    if (row.owner_id !== user.id) throw notOwner();
    return row;
  }

  private async ownedPost(id: number, user: UserEntity, now: Date): Promise<JobPost> {
    const row = await this.posts.findRow(id);
    if (!row) throw postNotFound();
    return toJobPost(row, { id: user.id, role: user.role }, now, this.mediaUrls);
  }
}

/** What visitors may see, the way the detail page answers it (saved items must not save anything else). */
export function assertListed(row: PostRow | null, now: Date, withType = false): PostRow {
  if (!row || !row.is_active || row.is_paused || row.hidden_at) throw postNotFound();
  if (isExpired({ duration: row.duration, expiresAt: row.expires_at }, now)) throw postExpired(withType ? row.job_type : undefined);
  return row;
}

/** A price range that can hold nothing is the visitor's slip, answered 400 rather than an empty page. */
export function assertPriceRange(query: Pick<JobPostSearchQuery, 'priceFrom' | 'priceTo'>): void {
  if (query.priceFrom !== undefined && query.priceTo !== undefined && query.priceFrom > query.priceTo) {
    throw new DomainError(ErrorCode.ValidationError, 'priceFrom must not be greater than priceTo', 400, [
      { path: 'priceTo', message: 'must not be less than priceFrom' },
    ]);
  }
}

/**
 * Distances are measured from the searched ZIP or city, or for a distance sort without either, from
 * the state's centre. A ZIP the built-in data does not know, or one in another state than the one
 * asked for, is refused (400) rather than searched as "everywhere".
 */
export function originOf(query: JobPostSearchQuery): SearchOrigin | null {
  if (query.zip) {
    const place = zipLookup(query.zip);
    if (!place || (query.state && place.state !== query.state)) {
      throw new DomainError(ErrorCode.ValidationError, 'Invalid input', 400, [
        { path: 'zip', message: place ? `is not in ${query.state}` : 'is not a known US ZIP code' },
      ]);
    }
    return { lat: place.lat, lng: place.lng, fromCity: true, state: place.state };
  }
  if (query.city && query.state) {
    const city = cityCoordinates(query.city, query.state);
    if (city) return { ...city, fromCity: true };
  }
  if (query.state && query.sortBy === 'distance') {
    const state = stateByCode(query.state);
    if (state) return { lat: state.lat, lng: state.lng, fromCity: false };
  }
  return null;
}

/** A post's package and run from `now`: its add-ons' ends, its duration and expiry, listed as new. */
function runFromNow(addons: GrantedAddons, owner: UserEntity, now: Date) {
  const duration = hasPaidAddons(addons) ? PAID_POST_MONTHS : basicDurationMonths(owner.createdAt, now);
  const endsAfter = (months: number) => (months > 0 ? addMonths(now, months) : null);
  return {
    photoVideoAddon: addons.photoVideoMonths > 0,
    photoVideoEndsAt: endsAfter(addons.photoVideoMonths),
    isNationwide: addons.stateMonths > 0,
    selectedStates: addons.selectedStates,
    stateAddonEndsAt: endsAfter(addons.stateMonths),
    priorityAddon: addons.priorityAddon,
    priorityEndsAt: endsAfter(addons.priorityMonths),
    duration,
    bumpedAt: now,
    expiresAt: addMonths(now, duration),
  };
}

/** The add-ons a post asks for, in the canonical form its payment recorded. */
function addonsOf(input: PackageInput): GrantedAddons {
  return grantedAddons({
    basicPackage: true,
    photoVideoAddon: input.hasPhotoVideoAddon,
    photoVideoMonths: input.photoVideoMonths,
    stateAddon: input.stateMonths > 0,
    selectedStates: input.selectedStates,
    stateMonths: input.stateMonths,
    priorityAddon: input.priorityAddon,
    priorityMonths: input.priorityMonths,
  });
}

function assertMediaCount(items: PostMediaItem[]): void {
  if (items.length > LISTING_LIMITS.mediaOnEdit) {
    throw new DomainError(ListingErrorCode.TooManyMedia, `At most ${LISTING_LIMITS.mediaOnEdit} photos/videos per post`, 400);
  }
}

/** The order shown is the order stored: uploadOrder = index, so the first is the main image. */
function numbered(items: PostMediaItem[]): PostMediaItem[] {
  assertMediaCount(items);
  return items.map((item, index) => (typeof item === 'string' ? item : { ...item, uploadOrder: index }));
}

const fileNamesOf = (items: PostMediaItem[]): string[] =>
  items.flatMap((item) => (typeof item !== 'string' && item.fileName ? [item.fileName] : []));

/**
 * An edit may reorder or remove the post's own media, and add files only through an upload
 * session: a client cannot point a listing at arbitrary outside URLs.
 */
function reorderedMedia(current: PostMediaItem[], wanted: PostMediaItem[]): PostMediaItem[] {
  assertMediaCount(wanted);
  const byUrl = new Map(current.map((item) => [normalizeMedia([item])[0]?.url, item]));
  return wanted.map((item, index) => {
    const shown = normalizeMedia([item])[0]?.url;
    const url = shown === undefined ? undefined : unsignedMediaUrl(shown);
    const known = url === undefined ? undefined : byUrl.get(url);
    if (!known) throw new DomainError(ListingErrorCode.UnknownMedia, 'Only this post’s own photos/videos can be kept or reordered', 400);
    return typeof known === 'string' ? known : { ...known, uploadOrder: index };
  });
}
