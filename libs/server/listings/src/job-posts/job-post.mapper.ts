import type { ExperienceLevel, JobPost, PostMediaItem } from '@chonail/shared/contracts';
import {
  contactPhone,
  EMPTY_HIRING_FACTS,
  EMPTY_SALON_FACTS,
  isExpired,
  isPubliclyListed,
  maskPhone,
  maskPhones,
  normalizeMedia,
  showsPaidMedia,
  type HiringFacts,
  type JobType,
  type PriorityAddon,
  type SalonFacts,
} from '@chonail/shared/domain';
import type { PostMediaUrls } from './post-media';

/** A job_posts row as the listing reads select it (POST_COLUMNS), plus the computed columns. */
export interface PostRow {
  id: number;
  owner_id: number;
  store_id: number | null;
  job_type: JobType;
  title: string;
  description: string;
  store_name: string | null;
  street_address: string | null;
  address_optional: string | null;
  city: string;
  state: string;
  zipcode: string | null;
  full_address: string | null;
  hide_address: boolean;
  area_sq_ft: number | null;
  experience_level: ExperienceLevel | null;
  /** Issue 24's facts (NULL on older posts and where nothing is said) and the weekly pay computed from `hiring`. */
  hiring: HiringFacts | null;
  weekly_pay: number | null;
  salon: SalonFacts | null;
  store_phone: string | null;
  lat: number | null;
  lng: number | null;
  is_nationwide: boolean;
  selected_states: string[];
  state_addon_ends_at: Date | null;
  priority_addon: PriorityAddon;
  priority_ends_at: Date | null;
  photo_video_addon: boolean;
  photo_video_ends_at: Date | null;
  is_vip: boolean;
  vip_duration: number | null;
  duration: number;
  urgent_days: number;
  is_active: boolean;
  is_paused: boolean;
  save_count: number;
  view_count: number;
  likes_count: number;
  images: PostMediaItem[];
  created_at: Date;
  updated_at: Date;
  bumped_at: Date;
  expires_at: Date | null;
  deleted_at: Date | null;
  /** Set while staff hide the post: it leaves every public read, its owner sees it marked. */
  hidden_at: Date | null;
  /** Staff's reason for hiding it (optional on rows built by hand). */
  hidden_reason?: string | null;
  owner_phone: string;
  /** The listing order's stored keys (see the migration): effective priority rank and last bump. */
  rank_priority: number;
  rank_bump: Date;
  distance?: number | null;
}

export interface Viewer {
  id: number;
  role: 'user' | 'admin';
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The post's phones as `viewer` may see them (issue 38, finding 4; ARCHITECTURE.md section 7). The
 * owner and staff see them in full. Everyone else sees them masked ('(***) ***-0106', the contact
 * call gives them in full), and the owner's account phone, their sign-in phone, only when it is the
 * contact phone (no store phone): masked, never otherwise, not even its last four digits.
 */
export function postPhones(row: Pick<PostRow, 'store_phone' | 'owner_phone'>, privileged: boolean): Pick<JobPost, 'phone' | 'salonPhone' | 'businessPhone' | 'cellPhone'> {
  const store = row.store_phone?.trim() ? row.store_phone : null;
  const phone = contactPhone(store, row.owner_phone);
  if (privileged) return { phone, salonPhone: row.store_phone, businessPhone: row.store_phone, cellPhone: row.owner_phone };
  const salonPhone = store === null ? null : maskPhone(store);
  return { phone: maskPhone(phone), salonPhone, businessPhone: salonPhone, cellPhone: store === null ? maskPhone(row.owner_phone) : null };
}

/** Listed as the detail page reads it (assertListed), so visitors may load the post's files. */
const mediaIsPublic = (row: PostRow, now: Date) =>
  row.hidden_at === null && isPubliclyListed({ isActive: row.is_active, isPaused: row.is_paused, deletedAt: row.deleted_at, duration: row.duration, expiresAt: row.expires_at }, now);

/**
 * A row as the API answers it. The owner (and staff) see everything they entered; everyone else
 * sees no street address when it is hidden, no media unless the photo/video add-on is paid, and
 * phone numbers masked, in the text too (postPhones).
 */
export function toJobPost(row: PostRow, viewer: Viewer | null, now: Date, mediaUrls?: PostMediaUrls | null): JobPost {
  const privileged = viewer !== null && (viewer.id === row.owner_id || viewer.role === 'admin');
  const hideStreet = row.hide_address && !privileged;
  const paidMedia = showsPaidMedia({ photoVideoAddon: row.photo_video_addon, photoVideoEndsAt: row.photo_video_ends_at }, now);
  const shown = privileged || paidMedia ? row.images : [];
  // Visitors load a post's files only while the post shows them (MediaRowsRepository.servable): the
  // rest of the time its owner and staff get signed URLs, which a plain <img src> can load.
  const images = privileged && mediaUrls && !(paidMedia && mediaIsPublic(row, now)) ? mediaUrls.forOwner(shown) : shown;
  const urls = normalizeMedia(images).map((m) => m.url);
  const location = `${row.city}, ${row.state}`;
  const shownText = (text: string) => (privileged ? text : maskPhones(text));
  return {
    id: row.id,
    title: shownText(row.title),
    description: shownText(row.description),
    jobType: row.job_type,
    storeId: row.store_id,
    storeName: row.store_name,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    streetAddress: hideStreet ? null : row.street_address,
    hideAddress: row.hide_address,
    location,
    fullAddress: hideStreet ? location : row.full_address,
    storeAddress: hideStreet ? null : row.street_address,
    storeAddressOptional: hideStreet ? null : row.address_optional,
    storeCity: row.city,
    storeState: row.state,
    storeZipcode: row.zipcode,
    store_sq_ft: row.area_sq_ft,
    area: row.area_sq_ft,
    salonArea: row.area_sq_ft,
    experienceLevel: row.experience_level ?? null,
    // Every key present even if a stored object lacks one (a field added later reads as "not said").
    hiring: row.hiring ? { ...EMPTY_HIRING_FACTS, ...row.hiring } : null,
    weeklyPay: row.weekly_pay ?? null,
    salon: row.salon ? { ...EMPTY_SALON_FACTS, ...row.salon } : null,
    ...postPhones(row, privileged),
    // A hidden address must not leak through exact coordinates either: round to about a mile.
    lat: row.lat === null ? null : hideStreet ? Math.round(row.lat * 100) / 100 : row.lat,
    lng: row.lng === null ? null : hideStreet ? Math.round(row.lng * 100) / 100 : row.lng,
    ...(row.distance !== undefined ? { distance: row.distance === null ? null : Math.round(row.distance * 10) / 10 } : {}),
    isNationwide: row.is_nationwide,
    selected_states: row.selected_states,
    priorityAddon: row.priority_addon,
    priorityEndsAt: iso(row.priority_ends_at),
    photo_video_addon: row.photo_video_addon,
    photoVideoEndsAt: iso(row.photo_video_ends_at),
    stateAddonEndsAt: iso(row.state_addon_ends_at),
    isVip: row.is_vip,
    vipDuration: row.vip_duration,
    duration: row.duration,
    urgentDays: row.urgent_days,
    createdAt: row.created_at.toISOString(),
    bumpedAt: row.rank_bump.toISOString(),
    expiresAt: iso(row.expires_at),
    isExpired: isExpired({ duration: row.duration, expiresAt: row.expires_at }, now),
    isActive: row.is_active,
    isPaused: row.is_paused,
    hiddenByStaff: row.hidden_at !== null,
    // The reason is written to the owner; nobody else ever reads a hidden post.
    ...(privileged && row.hidden_at !== null ? { hiddenReason: row.hidden_reason ?? null } : {}),
    saveCount: row.save_count,
    viewCount: row.view_count,
    likesCount: row.likes_count,
    images,
    imageUrl: urls[0] ?? null,
    galleryImages: urls,
    ...(viewer !== null && viewer.id === row.owner_id ? { isOwner: true } : {}),
  };
}
