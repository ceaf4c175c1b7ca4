import type { User } from './auth';
import type { JobPost } from './listings';

/**
 * What the post remote's wizard sends for a free Basic hiring post with a new store in Houston (spec
 * 02 section 7), for API tests; `overrides` change or add fields (a store, add-ons, a payment).
 */
export function newPostRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    duration: 6,
    title: 'Cần thợ bột gấp',
    description: 'Tiệm vùng Bellaire cần thợ bột, lương $1,200/tuần.',
    jobType: 'hiring',
    storeId: null,
    storeName: 'Lotus Nails & Spa',
    location: 'Houston, TX',
    streetAddress: '9889 Bellaire Blvd',
    city: 'Houston',
    state: 'TX',
    zipcode: '77036',
    hideAddress: false,
    photoVideoMonths: 0,
    urgentDays: 0,
    stateMonths: 0,
    selectedStates: [],
    priorityAddon: 'none',
    priorityMonths: 0,
    hasPhotoVideoAddon: false,
    isNationwide: false,
    ...overrides,
  };
}

/** A signed-in member, for component tests that need one. */
export const SAMPLE_USER: User = {
  id: 7,
  firstName: 'Lan',
  lastName: 'Nguyen',
  email: 'lan@example.com',
  phone: '+17135550123',
  role: 'user',
  profileImageUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** A live Basic hiring post in Houston as the API answers it, posted 2 days before `now` and expiring 60 days after. */
export function sampleJobPost(overrides: Partial<JobPost> = {}, now = new Date()): JobPost {
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();
  return {
    id: 7, title: 'Cần thợ bột gấp', description: 'Lương $1,200/tuần. Gọi 713-555-0142 hoặc (832) 555 0199.', jobType: 'hiring',
    storeId: 1, storeName: 'Lotus Nails', city: 'Houston', state: 'TX', zipcode: '77036', streetAddress: '9889 Bellaire Blvd',
    hideAddress: false, location: 'Houston, TX', fullAddress: '9889 Bellaire Blvd, Houston, TX 77036', storeAddress: '9889 Bellaire Blvd',
    storeAddressOptional: null, storeCity: 'Houston', storeState: 'TX', storeZipcode: '77036', store_sq_ft: 1200, area: 1200, salonArea: 1200, experienceLevel: null, hiring: null, weeklyPay: null, salon: null,
    phone: '+17135550142', salonPhone: null, businessPhone: null, cellPhone: '+17135550142', lat: 29.7, lng: -95.5, isNationwide: false,
    selected_states: [], priorityAddon: 'none', priorityEndsAt: null, photo_video_addon: false, photoVideoEndsAt: null, stateAddonEndsAt: null,
    isVip: false, vipDuration: null, duration: 6, urgentDays: 0, createdAt: days(-2), bumpedAt: days(-2), expiresAt: days(60), isExpired: false,
    isActive: true, isPaused: false, hiddenByStaff: false, saveCount: 0, viewCount: 3, likesCount: 0, images: [], imageUrl: null, galleryImages: [],
    ...overrides,
  };
}
