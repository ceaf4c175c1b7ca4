
/**
 * Rules for job posts (listings): what kind of post it is, when it stops being shown, which
 * package tier it belongs to, where it ranks and in which states it appears. Everything that depends
 * on the time takes `now` as a parameter, so the server, the browser and the tests all judge a post
 * at the same instant they choose.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const ms = (date: Date): number => date.getTime();

/**
 * What one post may hold (spec 01 section 9 / spec 02 section 9): the API's schemas and the forms
 * take these figures from here, so a form never lets through what the server refuses.
 */
export const POST_LIMITS = {
  titleMax: 200,
  descriptionMax: 10_000,
  /** A paid add-on is bought for at most this many months at once. */
  maxAddonMonths: 24,
} as const;

/** A US ZIP code: five digits, or ZIP+4. */
export const US_ZIP = /^\d{5}(-\d{4})?$/;

// ---------------------------------------------------------------------------------------------
// Job types
// ---------------------------------------------------------------------------------------------

export const JOB_TYPES = ['hiring', 'selling', 'transfer'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/**
 * The Vietnamese labels are accepted too, so a label shown on screen can be passed straight back.
 * Both the accented and the plain-ASCII spelling are in the table; a label with only some of its
 * accents is not, so a mistyped word does not silently pick a category.
 *
 * A Map, not an object literal: the key is what a visitor typed, and an object would answer
 * `__proto__` or `constructor` with what every object inherits (issue 38, finding 10: a 500).
 */
const JOB_TYPE_ALIASES: ReadonlyMap<string, JobType> = new Map<string, JobType>([
  ['hiring', 'hiring'],
  ['selling', 'selling'],
  ['transfer', 'transfer'],
  ['cần thợ', 'hiring'],
  ['can tho', 'hiring'],
  ['bán tiệm', 'selling'],
  ['ban tiem', 'selling'],
]);

/**
 * Browsers, databases and keyboards hand over Vietnamese text in either Unicode form (NFC from most
 * keyboards, NFD from macOS file names and some IMEs), so both are folded to NFC before the lookup.
 */
const foldLabel = (input: string): string => input.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase().normalize('NFC');

/** The job type a query parameter or label names, or null (including for 'all', which is a filter, not a type). */
export function parseJobType(input: string): JobType | null {
  if (typeof input !== 'string') return null;
  return JOB_TYPE_ALIASES.get(foldLabel(input)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Dates and expiry
// ---------------------------------------------------------------------------------------------

/**
 * Calendar months in UTC. The day is clamped to the target month's length (Jan 31 + 1 month is the
 * last day of February) instead of rolling over into the next month as `setUTCMonth` would.
 * The time of day is kept.
 */
export function addMonths(date: Date, months: number): Date {
  if (!Number.isInteger(months)) throw new RangeError(`addMonths expects a whole number of months, got ${months}`);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

export interface ExpiringPost {
  /** Months the post was bought for; 0 means it never expires. */
  duration: number;
  expiresAt: Date | null;
}

/** A post with a duration is expired from the instant `expiresAt` is reached; one without a date is not. */
export function isExpired(post: ExpiringPost, now: Date): boolean {
  return post.duration > 0 && post.expiresAt !== null && ms(post.expiresAt) <= ms(now);
}

export type ExpiryClass = 'safe' | 'warning' | 'urgent' | 'critical' | 'expired' | 'unknown';

/** How close a post is to expiring, by days left counted fractionally, for the colour of its badge. */
export function expiryClass(expiresAt: Date | null, now: Date): ExpiryClass {
  if (expiresAt === null) return 'unknown';
  const daysLeft = (ms(expiresAt) - ms(now)) / DAY_MS;
  // An invalid Date would otherwise fall through every comparison and read as 'safe'.
  if (Number.isNaN(daysLeft)) return 'unknown';
  if (daysLeft <= 0) return 'expired';
  if (daysLeft < 1) return 'critical';
  if (daysLeft < 3) return 'urgent';
  if (daysLeft < 7) return 'warning';
  return 'safe';
}

export interface ListablePost extends ExpiringPost {
  isActive: boolean;
  isPaused: boolean;
  deletedAt: Date | null;
}

/** Whether the public list and search show the post at all. */
export function isPubliclyListed(post: ListablePost, now: Date): boolean {
  return post.isActive && !post.isPaused && post.deletedAt === null && !isExpired(post, now);
}

// ---------------------------------------------------------------------------------------------
// Basic posts
// ---------------------------------------------------------------------------------------------

export const BASIC_LONG_MONTHS = 6;
export const BASIC_SHORT_MONTHS = 1;

/**
 * A new owner's Basic posts run 6 months during their first 6 calendar months on the site, as a
 * welcome; after that a Basic post runs 1 month.
 */
export function basicDurationMonths(ownerCreatedAt: Date, postCreatedAt: Date): typeof BASIC_LONG_MONTHS | typeof BASIC_SHORT_MONTHS {
  return ms(postCreatedAt) < ms(addMonths(ownerCreatedAt, BASIC_LONG_MONTHS)) ? BASIC_LONG_MONTHS : BASIC_SHORT_MONTHS;
}

// ---------------------------------------------------------------------------------------------
// Package tiers
// ---------------------------------------------------------------------------------------------

export type PackageTier = 'free' | 'vip' | 'vvip' | 'super_vip';

export interface VipFields {
  isVip: boolean;
  /** Months of the VIP package bought: 3, 6 or 12. */
  vipDuration?: number | null;
}

/** The tier is named by the VIP package's length; a VIP post with an unknown length still shows as VIP. */
export function packageTier(post: VipFields): PackageTier {
  if (!post.isVip) return 'free';
  switch (post.vipDuration) {
    case 6:
      return 'vvip';
    case 12:
      return 'super_vip';
    default:
      return 'vip';
  }
}

/** An expired VIP post loses its badge even before a job flips its flags. */
export function showsVipBadge(post: VipFields & ExpiringPost, now: Date): boolean {
  return packageTier(post) !== 'free' && !isExpired(post, now);
}

/** Media shows only while the photo/video add-on runs (Basic is text only); no end date means it has not been limited. */
export function showsPaidMedia(post: { photoVideoAddon: boolean; photoVideoEndsAt: Date | null }, now: Date): boolean {
  return post.photoVideoAddon && (post.photoVideoEndsAt === null || post.photoVideoEndsAt.getTime() > now.getTime());
}

// ---------------------------------------------------------------------------------------------
// Priority add-ons and ranking
// ---------------------------------------------------------------------------------------------

export const PRIORITY_ADDONS = ['none', 'diamond1', 'diamond2', 'diamond3'] as const;
export type PriorityAddon = (typeof PRIORITY_ADDONS)[number];

/** Days between the automatic re-bumps that diamond1 and diamond2 include. */
export const BUMP_INTERVAL_DAYS = 15;
const BUMP_INTERVAL_MS = BUMP_INTERVAL_DAYS * DAY_MS;

const PRIORITY_RANK: Readonly<Record<PriorityAddon, 0 | 1 | 2 | 3>> = { none: 0, diamond1: 1, diamond2: 2, diamond3: 3 };

/** Higher ranks list first. Anything that is not a known add-on ranks as none. */
export function priorityRank(addon: PriorityAddon): 0 | 1 | 2 | 3 {
  return Object.prototype.hasOwnProperty.call(PRIORITY_RANK, addon) ? PRIORITY_RANK[addon] : 0;
}

export interface PriorityFields {
  priorityAddon: PriorityAddon;
  /** End of the paid add-on period; null when it was never paid. */
  priorityEndsAt: Date | null;
}

/** The add-on only counts while it is paid for; the column keeps its old value after that. */
export function effectivePriority(post: PriorityFields, now: Date): PriorityAddon {
  if (post.priorityEndsAt === null || ms(post.priorityEndsAt) <= ms(now)) return 'none';
  return priorityRank(post.priorityAddon) === 0 ? 'none' : post.priorityAddon;
}

export interface BumpFields extends PriorityFields {
  /** The last real bump; the creation time for a post never bumped. */
  bumpedAt: Date;
  /** Not used by the rule (bumpedAt already starts at it); accepted so a whole post can be passed. */
  createdAt?: Date;
}

/**
 * diamond1 and diamond2 re-bump the post every 15 days while paid. The re-bumps are computed, not
 * stored: the post counts as bumped on the last 15-day mark after its real bump that is reached by
 * now or by the end of the paid period, whichever is earlier. After the add-on ends the post keeps
 * that last bump instead of dropping back to its real one. Days here are exact 24-hour spans. The listing query computes the same expression in SQL; this
 * function is the reference it is tested against.
 */
export function effectiveBumpAt(post: BumpFields, now: Date): Date {
  const bumped = ms(post.bumpedAt);
  if ((post.priorityAddon !== 'diamond1' && post.priorityAddon !== 'diamond2') || post.priorityEndsAt === null) {
    return post.bumpedAt;
  }
  const end = Math.min(ms(now), ms(post.priorityEndsAt));
  if (!(end > bumped)) return post.bumpedAt;
  return new Date(bumped + Math.floor((end - bumped) / BUMP_INTERVAL_MS) * BUMP_INTERVAL_MS);
}

export interface RankedPost extends BumpFields {
  id: number;
}

/**
 * Sort comparator for the public list: paid priority first (diamond3 down to none), then the most
 * recently (effectively) bumped, then the newest id so the order is total and pages do not shuffle.
 * Use as `posts.sort((a, b) => compareForListing(a, b, now))`.
 */
export function compareForListing(a: RankedPost, b: RankedPost, now: Date): number {
  const byPriority = priorityRank(effectivePriority(b, now)) - priorityRank(effectivePriority(a, now));
  if (byPriority !== 0) return byPriority;
  const byBump = ms(effectiveBumpAt(b, now)) - ms(effectiveBumpAt(a, now));
  if (byBump !== 0) return byBump;
  return b.id - a.id;
}

// ---------------------------------------------------------------------------------------------
// Multi-state add-on
// ---------------------------------------------------------------------------------------------

export interface StateListingFields {
  /** The post's own state code, e.g. 'TX'. */
  state: string;
  isNationwide: boolean;
  selectedStates: readonly string[];
  /** End of the paid multi-state add-on; null when it was never paid. */
  stateAddonEndsAt: Date | null;
}

const stateCode = (value: string): string => value.trim().toUpperCase();

/**
 * Whether a search in `searchedState` shows the post. Nationwide with no states picked means every
 * state; with states picked it means those states (the picker narrows the nationwide package).
 * A blank search state matches nothing: "all states" searches do not filter by state at all.
 */
export function isListedInState(post: StateListingFields, searchedState: string, now: Date): boolean {
  const searched = stateCode(searchedState);
  if (searched === '') return false;
  if (stateCode(post.state) === searched) return true;
  const addonPaid = post.stateAddonEndsAt !== null && ms(post.stateAddonEndsAt) > ms(now);
  if (!addonPaid) return false;
  const selected = post.selectedStates.map(stateCode).filter((state) => state !== '');
  if (post.isNationwide && selected.length === 0) return true;
  return selected.includes(searched);
}
