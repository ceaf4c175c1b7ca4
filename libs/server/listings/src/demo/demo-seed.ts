import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import type { PostMediaItem } from '@chonail/shared/contracts';
import { addMonths, composeFullAddress, demoPhotoPlans, type DemoPhoto } from '@chonail/shared/domain';
import { geocode } from '@chonail/shared/geo/server';
import { demoOwners, generateDemoPosts, type DemoPost } from './demo-posts';
import { factColumns } from '../job-posts/listing-facts';

/** Any number; only processes that seed take it, so two API replicas never both fill an empty database. */
const SEED_LOCK_KEY = 4_207_331_906;
const CHUNK = 2_000;
const DAY_MS = 86_400_000;

export interface SeedOptions {
  posts: number;
  /** Same seed, same posts: demos and benchmarks are repeatable. */
  seed?: number;
  now?: Date;
  /** Only when the table has no posts (what `npm start` does); the CLI may add to a filled one. */
  onlyIfEmpty?: boolean;
  /** Stores the drawn demo photos (the media library provides it); without it demo posts have none. */
  photos?: DemoPhotoStore;
}

/** Stores these pictures, owned by ownerId, and answers each key's post image. */
export type DemoPhotoStore = (photos: DemoPhoto[], ownerId: number) => Promise<Map<string, Exclude<PostMediaItem, string>>>;

/**
 * Writes demo owners and posts (realistic bilingual hiring and salon-sale ads in real US cities).
 * Owners get an unknowable PIN, so nobody can sign in as them. Rows go in by chunks through
 * json_populate_recordset, which keeps 100,000 posts to seconds.
 */
export async function seedDemoPosts(data: DataSource, { posts, seed = 2026, now = new Date(), onlyIfEmpty = false, photos }: SeedOptions): Promise<number> {
  const runner = data.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_KEY]);
    if (onlyIfEmpty) {
      const [{ any }] = await runner.query('SELECT EXISTS (SELECT 1 FROM job_posts) AS any');
      if (any) return 0;
    }
    const ownerCount = Math.max(1, Math.min(2_000, Math.ceil(posts / 8)));
    const pinHash = await argon2.hash(randomBytes(32));
    const owners = demoOwners(ownerCount, seed);
    const ownerIds = new Map<number, number>();
    for (let i = 0; i < owners.length; i += CHUNK) {
      const chunk = owners.slice(i, i + CHUNK).map((o) => ({
        phone: o.phone,
        first_name: o.firstName,
        last_name: o.lastName,
        email: o.email,
        pin_hash: pinHash,
        created_at: new Date(now.getTime() - 400 * DAY_MS).toISOString(),
      }));
      // A demo owner already present (a second seeding run) is reused, not duplicated.
      const rows: Array<{ id: number; phone: string }> = await runner.query(
        `INSERT INTO users (phone, first_name, last_name, email, pin_hash, created_at)
         SELECT phone, first_name, last_name, email, pin_hash, created_at FROM json_populate_recordset(null::users, $1)
         ON CONFLICT (phone) DO UPDATE SET phone = EXCLUDED.phone RETURNING id, phone`,
        [JSON.stringify(chunk)],
      );
      const byPhone = new Map(rows.map((r) => [r.phone, r.id]));
      owners.slice(i, i + CHUNK).forEach((o) => ownerIds.set(o.key, byPhone.get(o.phone) as number));
    }

    const generated = generateDemoPosts(posts, { seed, owners: ownerCount });
    const images = await postImages(generated, photos, ownerIds.get(0) as number);
    for (let i = 0; i < generated.length; i += CHUNK) {
      const chunk = generated.slice(i, i + CHUNK).map((p, j) => toRow(p, ownerIds.get(p.ownerKey) as number, now, images[i + j]));
      await runner.query(
        `INSERT INTO job_posts (${COLUMNS.join(', ')})
         SELECT ${COLUMNS.join(', ')} FROM json_populate_recordset(null::job_posts, $1)`,
        [JSON.stringify(chunk)],
      );
    }
    return generated.length;
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}

/** Each post's images as stored media records, in the post's order. */
async function postImages(posts: DemoPost[], store: DemoPhotoStore | undefined, ownerId: number): Promise<PostMediaItem[][]> {
  if (!store) return posts.map(() => []);
  const plans = demoPhotoPlans(posts.map((p) => ({ storeName: p.storeName, featured: p.priorityAddon !== 'none' || p.isVip, poolNumbers: p.photos })));
  const stored = await store(plans.flat(), ownerId);
  return plans.map((plan) => plan.flatMap((photo) => stored.get(photo.key) ?? []).map((item, order) => ({ ...item, uploadOrder: order })));
}

const COLUMNS = [
  'owner_id', 'job_type', 'title', 'description', 'store_name', 'street_address', 'address_optional', 'city', 'state', 'zipcode',
  'full_address', 'hide_address', 'area_sq_ft', 'store_phone', 'lat', 'lng', 'is_nationwide', 'selected_states', 'state_addon_ends_at',
  'priority_addon', 'priority_ends_at', 'photo_video_addon', 'photo_video_ends_at', 'is_vip', 'vip_duration', 'duration', 'is_active',
  'is_paused', 'images', 'created_at', 'updated_at', 'bumped_at', 'expires_at', 'view_count',
  'hiring', 'weekly_pay', 'salon', 'asking_price', 'monthly_revenue', 'stations',
];

/** A demo post as it would be after its owner bought what it has, on the day it was posted. */
function toRow(p: DemoPost, ownerId: number, now: Date, images: PostMediaItem[]): Record<string, unknown> {
  const created = new Date(now.getTime() - p.createdDaysAgo * DAY_MS);
  const endsAfter = (months: number) => (months > 0 ? addMonths(created, months).toISOString() : null);
  const point = geocode({ zip: p.zipcode, city: p.city, state: p.state });
  const hasStates = p.selectedStates.length > 0;
  // Paid posts run 6 months (spec 02 section 9); Basic ones what the generator chose (6 or 1).
  const paid = p.priorityMonths > 0 || p.photoVideoMonths > 0 || hasStates;
  const duration = paid ? 6 : p.durationMonths;
  // The same columns the API writes, weekly pay computed by the same rule.
  const facts = factColumns(p.jobType, p.hiring, p.salon);
  return {
    owner_id: ownerId,
    job_type: p.jobType,
    title: p.title,
    description: p.description,
    store_name: p.storeName,
    street_address: p.streetAddress,
    address_optional: p.addressOptional,
    city: p.city,
    state: p.state,
    zipcode: p.zipcode,
    full_address: composeFullAddress({ address1: p.streetAddress, address2: p.addressOptional ?? undefined, city: p.city, state: p.state, zipcode: p.zipcode }),
    hide_address: p.hideAddress,
    area_sq_ft: p.areaSqFt,
    store_phone: p.storePhone,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    is_nationwide: hasStates,
    selected_states: p.selectedStates,
    state_addon_ends_at: endsAfter(p.stateMonths),
    priority_addon: p.priorityAddon,
    priority_ends_at: endsAfter(p.priorityMonths),
    photo_video_addon: p.photoVideoMonths > 0,
    photo_video_ends_at: endsAfter(p.photoVideoMonths),
    is_vip: p.isVip,
    vip_duration: p.vipDuration,
    duration,
    is_active: !p.isPaused,
    is_paused: p.isPaused,
    images,
    created_at: created.toISOString(),
    updated_at: created.toISOString(),
    bumped_at: created.toISOString(),
    expires_at: addMonths(created, duration).toISOString(),
    // Older posts have been seen more; a demo with every counter at zero looks abandoned.
    view_count: Math.round(p.createdDaysAgo * 7 + (p.title.length % 13) * 3),
    hiring: facts.hiring,
    weekly_pay: facts.weeklyPay,
    salon: facts.salon,
    asking_price: facts.askingPrice,
    monthly_revenue: facts.monthlyRevenue,
    stations: facts.stations,
  };
}
