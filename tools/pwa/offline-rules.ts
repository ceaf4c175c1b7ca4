/**
 * What the service worker (tools/pwa/sw.ts) may keep on the phone, as pure rules: it reads them in
 * the browser and the unit tests read them in Node. The worker stores by allow-list (a listing's
 * public detail, its photos, the public pages' HTML, the build's hashed files); PERSONAL_API is
 * checked on top, so a route added by mistake still cannot store an answer about one person.
 */

/**
 * API paths whose answers are about the person asking (their account, saved items, posts, stores,
 * payments, uploads) or that act for them, and the staff API (routes of libs/server/*: auth, users,
 * saved-items, my-job-posts, stores, billing, admin, media uploads, the post's payment).
 */
export const PERSONAL_API: readonly RegExp[] = [
  /^\/api\/(auth|users?|me|saved[\w-]*|my-[\w-]+|stores|billing|create-payment-intent|admin|tuongadmin|customer[\w-]*|upload-media|dev)(\/|$)/i,
  /^\/api\/(login|logout|refresh-token|send-otp|complete-registration|change-password|forgot-password)/i,
  /^\/api\/media\/(?!files\/)/i,
  /^\/api\/job-posts\/\d+\/payment/i,
];

/** Pages that show one person's things (the portal, their posts, saved lists, paying, a text's link /s/{code}) or staff's. */
export const PERSONAL_PAGE = /^\/(customerportal|my-posts|saved|saved-items|new-package|package|payment-success|admin|tuongadmin|s)(\/|$)/i;

/** The listing detail the job page and the detail dialog read (spec 01: GET /api/job-posts/{id}). */
export const LISTING_DETAIL = /^\/api\/job-posts\/\d{1,10}$/;
/** A processed photo, video poster or thumbnail, by its generated name (libs/server/media). */
export const MEDIA_FILE = /^\/api\/media\/files\/[\w-]+$/;
/** The build's content-hashed files (as serve-web.ts names them): their content never changes. */
export const HASHED_ASSET = /^\/(remotes\/(browse|post|admin)\/)?[\w-]+\.[0-9a-f]{8}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;

/** The worker's runtime caches (its precache is Workbox's own, `workbox-precache-v2-<scope>`). */
export const CACHES = {
  pages: 'chonail-pages',
  listings: 'chonail-listings',
  photos: 'chonail-photos',
  assets: 'chonail-assets',
  manifest: 'chonail-remotes',
} as const;

/** The app's files whose name stays the same from build to build. */
export const UNHASHED_APP_FILE = /^\/(remotes\.json|remotes\/(browse|post|admin)\/remoteEntry\.js)$/;

/** How many opened listings stay readable offline, and how many of their photos. */
export const LISTINGS_KEPT = 20;
export const PHOTOS_KEPT = 120;
export const PAGES_KEPT = 30;
export const ASSETS_KEPT = 200;

export const isPersonalApiPath = (pathname: string): boolean => PERSONAL_API.some((pattern) => pattern.test(pathname));

/** What the worker sees of a request. */
export interface RequestFacts {
  method: string;
  /** Absolute URL. */
  url: string;
  /** The worker's own origin. */
  origin: string;
  /** Whether the request carries an Authorization header (a signed-in person's call). */
  authorized: boolean;
}

function sameOriginPath(facts: RequestFacts): string | null {
  if (facts.method !== 'GET') return null;
  const url = new URL(facts.url);
  return url.origin === facts.origin ? url.pathname : null;
}

/** A listing's public detail, asked without a token: kept for the last LISTINGS_KEPT opened. */
export function isStorableListingRequest(facts: RequestFacts): boolean {
  const path = sameOriginPath(facts);
  return path !== null && !facts.authorized && LISTING_DETAIL.test(path) && !isPersonalApiPath(path);
}

/** A media file asked without a token (an <img>): a candidate for the photo cache. */
export function isPhotoRequest(facts: RequestFacts): boolean {
  const path = sameOriginPath(facts);
  return path !== null && !facts.authorized && MEDIA_FILE.test(path);
}

/**
 * Whether a photo was asked for by a page showing one listing: the job page (/job/12) or any page
 * with the detail dialog open (?post=12). Only those are kept, so browsing a long list of cards does
 * not push an opened listing's pictures out of the cache.
 */
export function isListingPage(referrer: string): boolean {
  if (!referrer) return false;
  try {
    const url = new URL(referrer);
    return /^\/job\/\d+\/?$/.test(url.pathname) || /^\d+$/.test(url.searchParams.get('post') ?? '');
  } catch {
    return false;
  }
}

/**
 * A file the server gave a request without a token: only public files answer those (a hidden post's
 * photos answer only their owner's token, `private, no-store`). Its Cache-Control cannot tell more:
 * the API marks every answer to a request with cookies `no-store` (the language and location
 * cookies included), so `private` is the one mark looked for.
 */
export function isPublicAnswer(status: number, cacheControl: string | null): boolean {
  return status === 200 && !/\bprivate\b/i.test(cacheControl ?? '');
}

/** A page whose HTML may be kept for offline reading: any page but the personal ones. */
export function isStorablePage(pathname: string): boolean {
  return !PERSONAL_PAGE.test(pathname) && !pathname.startsWith('/api/');
}

export function isHashedAsset(facts: Omit<RequestFacts, 'authorized'>): boolean {
  const path = sameOriginPath({ ...facts, authorized: false });
  return path !== null && HASHED_ASSET.test(path);
}
