/**
 * What the first screen of a page asks the API for (issue 21). The shell starts these requests as
 * soon as its first script runs, instead of after the remote's code and the page's render have
 * arrived one after the other; the request layer then takes the answer instead of asking again.
 * So each URL here must be exactly the one the page's query asks for.
 */
import { DEFAULT_SEARCH_FILTERS, jobTypeFromUrl, searchQueryString } from './search-filters';

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
  return pageRequests(pathname);
}

/** The first-screen requests that depend on the path alone (a job's post, the map's points). */
export function pageRequests(pathname: string): string[] {
  const id = jobPageId(pathname);
  if (id !== null) return [`/api/job-posts/${id}`];
  if (pathname === '/map') return ['/api/job-posts/map', '/api/site-config'];
  return [];
}
