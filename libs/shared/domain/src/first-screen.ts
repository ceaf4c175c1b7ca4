/**
 * What the first screen of a page asks the API for (issue 21). The shell starts these requests as
 * soon as its first script runs, instead of after the remote's code and the page's render have
 * arrived one after the other; the request layer then takes the answer instead of asking again.
 * So each URL here must be exactly the one the page's query asks for.
 */
import { DEFAULT_SEARCH_FILTERS, jobTypeFromUrl, searchQueryString } from './search-filters';
import { parsePlacePagePath, placePageRequest } from './seo/place-pages';

/** The location the visitor searches in, as kept in localStorage (spec 01 "session data kept locally"). */
export interface StoredLocation {
  city: string | null;
  /** Two-letter US state code. */
  state: string;
}

/** The localStorage key of the visitor's location. */
export const STORED_LOCATION_KEY = 'selectedLocation';

/** The stored `selectedLocation` value, or null when absent or not a location. */
export function parseStoredLocation(raw: string | null): StoredLocation | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<StoredLocation> | null;
    if (!value || typeof value.state !== 'string' || !/^[A-Z]{2}$/.test(value.state)) return null;
    return { city: typeof value.city === 'string' && value.city ? value.city : null, state: value.state };
  } catch {
    return null;
  }
}

/** Spec 01 section 4: on arrival at home, a stored VA becomes TX and no stored location becomes TX. */
export function homeArrivalLocation(stored: StoredLocation | null): StoredLocation {
  return !stored || stored.state === 'VA' ? { state: 'TX', city: null } : stored;
}

/**
 * Cookies mirroring what localStorage keeps and the first screen depends on, so the API can name
 * that screen's requests in the page's HTML (issue 21): the searched location (the home list's
 * URL) and the language (its catalogue's chunk).
 */
export const FIRST_SCREEN_COOKIES = { location: STORED_LOCATION_KEY, lang: 'language' } as const;

/**
 * Keeps `value` (null: forgets it) in a first-party cookie for a year, for the API's next page.
 * Only a hint for preloading: the page itself reads localStorage, so a refused cookie costs speed only.
 */
export function rememberForFirstScreen(name: string, value: string | null): void {
  try {
    // This lib is built for Node too (no DOM types), where this throws and nothing is kept.
    (globalThis as unknown as { document: { cookie: string } }).document.cookie =
      `${name}=${value === null ? '; Max-Age=0' : `${encodeURIComponent(value)}; Max-Age=31536000`}; Path=/; SameSite=Lax`;
  } catch {
    // Cookies can be refused (sandboxed frames, policy).
  }
}

/** The key under which the shell leaves its early answers for the request layer (one realm, one page). */
export const EARLY_RESPONSES = Symbol.for('chonail.earlyResponses');

/**
 * The answer the shell already asked for at `url`, handed out once (a Response body reads once);
 * undefined when there is none, so the caller asks itself.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = (globalThis as Record<symbol, Map<string, Promise<Response>> | undefined>)[EARLY_RESPONSES];
  const pending = early?.get(url);
  early?.delete(url);
  return pending;
}

/** The answers the shell asked for early that nobody has taken yet, by URL, left in place (read a clone). */
export function pendingEarlyResponses(): [url: string, response: Promise<Response>][] {
  const early = (globalThis as Record<symbol, Map<string, Promise<Response>> | undefined>)[EARLY_RESPONSES];
  return early ? [...early.entries()] : [];
}

/** The post id of the job page's `:id` segment, or null when it is not one (the page then shows not found). */
export function postIdParam(id: string | undefined): number | null {
  return /^\d{1,15}$/.test(id ?? '') ? Number(id) : null;
}

/** The job page's post id from its path, read as the page reads its `:id`, or null. */
export function jobPageId(pathname: string): number | null {
  const match = /^\/job\/([^/]+)$/.exec(pathname);
  return match ? postIdParam(match[1]) : null;
}

/**
 * The GET paths the page at `pathname` + `search` asks for first, for a visitor arriving with
 * `storedLocation` (the raw localStorage value in the browser, its cookie mirror on the API): the
 * home list, a job's detail, the map's points.
 */
export function firstScreenRequests(pathname: string, search: string, storedLocation: string | null): string[] {
  if (pathname === '/') {
    const filters = { ...DEFAULT_SEARCH_FILTERS, jobType: jobTypeFromUrl(new URLSearchParams(search)) };
    return [`/api/job-posts?${searchQueryString(homeArrivalLocation(parseStoredLocation(storedLocation)), filters)}`];
  }
  const id = jobPageId(pathname);
  if (id !== null) return [`/api/job-posts/${id}`];
  if (pathname === '/map') return ['/api/job-posts/map', '/api/site-config'];
  return [];
}

/**
 * What the server asks our API for to render a page's first screen (issue 37): the browser's
 * early requests, and those of the pages only the server renders ahead (a city page's list, the
 * forum's), which the browser takes from the page's HTML. Kept out of the browser's first script.
 */
export function serverRenderRequests(pathname: string, search: string, storedLocation: string | null): string[] {
  const place = parsePlacePagePath(pathname);
  if (place) return [placePageRequest(place, search)];
  return [...firstScreenRequests(pathname, search, storedLocation), ...forumRequests(pathname, new URLSearchParams(search))];
}

/** A forum page's `?page=` as the forum reads it: 1 unless a page number. */
export function forumPageParam(value: string | null): number {
  return /^[1-9]\d{0,4}$/.test(value ?? '') ? Number(value) : 1;
}

/**
 * The forum's list of threads, as its query asks for it (`threadsUrl` in the web data library
 * builds the same string from the page's arguments: page, then category, then words).
 */
export function forumThreadsPath({ page, category, q }: { page: number; category?: string; q?: string }): string {
  const params = new URLSearchParams({ page: String(page) });
  if (category) params.set('category', category);
  if (q?.trim()) params.set('q', q.trim());
  return `/api/forum/threads?${params.toString()}`;
}

/** The forum pages' first requests (issue 37: the server renders them): the thread list, a thread's page of replies, a reply. */
function forumRequests(pathname: string, params: URLSearchParams): string[] {
  if (pathname === '/forum') {
    return [forumThreadsPath({ page: forumPageParam(params.get('page')), category: params.get('category') ?? undefined, q: params.get('q') ?? undefined })];
  }
  const [, kind, id] = /^\/forum\/(thread|post)\/([^/]+)$/.exec(pathname) ?? [];
  const postId = postIdParam(id);
  if (postId === null) return [];
  return [kind === 'thread' ? `/api/forum/threads/${postId}?page=${forumPageParam(params.get('page'))}` : `/api/forum/posts/${postId}`];
}
