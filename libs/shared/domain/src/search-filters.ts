/**
 * The home page's filter dialog (spec 01): its state, and how that state becomes the query
 * parameters of GET /api/job-posts.
 */
import { parseJobType } from './listing-rules';

export type SearchJobType = 'all' | 'hiring' | 'selling';
export type SearchDistance = 20 | 25 | 50 | 75 | 100;

/**
 * A city search means the city and its surroundings (issue 17): Sugar Land, Katy and Pearland are
 * "Houston" to a nail technician. The API applies this radius when a city is searched without a
 * `maxDistance`, and then still lists the paid multi-state posts of the state, after the near ones.
 * A distance the visitor chose (`maxDistance`) is a strict filter: nothing outside it is listed.
 */
export const CITY_SEARCH_RADIUS_MILES = 25;
export type PostsPerPage = 50 | 100;

export interface AreaRange {
  from: number;
  to: number;
}

export interface SearchFilters {
  jobType: SearchJobType;
  salonAreaRanges: AreaRange[];
  /** `pay` and `price` (issue 24) rank the posts that state the figure: offered for hiring and for sale. */
  sortBy: 'none' | 'distance' | 'date' | 'pay' | 'price';
  dateOrder: 'newest' | 'oldest';
  /**
   * Miles around the searched city (or sort origin). Sent as `maxDistance` when sorting by
   * distance, or when a city is searched with another radius than the default one.
   */
  distance: SearchDistance;
  postsPerPage: PostsPerPage;
}

export const DEFAULT_SEARCH_FILTERS: SearchFilters = {
  jobType: 'all',
  salonAreaRanges: [],
  sortBy: 'none',
  dateOrder: 'newest',
  distance: CITY_SEARCH_RADIUS_MILES,
  postsPerPage: 50,
};

/** Spec 01's 20/50/75/100, with the city search's default radius among them. */
export const DISTANCE_OPTIONS: readonly SearchDistance[] = [20, 25, 50, 75, 100];
export const POSTS_PER_PAGE_OPTIONS: readonly PostsPerPage[] = [50, 100];

/**
 * The query for GET /api/job-posts. Keys are added in one fixed order, because RTK Query uses the
 * object as its cache key and the same search must not be cached twice. Defaults ('all', 'none')
 * are left out rather than sent, for the same reason and to keep URLs short.
 */
export function searchQuery(
  location: { city: string | null; state: string } | null,
  filters: SearchFilters,
  search?: string,
): Record<string, string> {
  const query: Record<string, string> = {};
  if (location) {
    query['state'] = location.state;
    if (location.city) query['city'] = location.city;
  }
  const text = search?.trim() ?? '';
  if (text !== '') query['search'] = text;
  if (filters.jobType !== 'all') query['jobType'] = filters.jobType;
  filters.salonAreaRanges.forEach((range, i) => {
    query[`salonAreaFrom_${i}`] = String(range.from);
    query[`salonAreaTo_${i}`] = String(range.to);
  });
  if (filters.sortBy !== 'none') query['sortBy'] = filters.sortBy;
  if (filters.sortBy === 'distance' || (location?.city && filters.distance !== CITY_SEARCH_RADIUS_MILES)) {
    query['maxDistance'] = String(filters.distance);
  }
  if (filters.sortBy === 'date') query['dateOrder'] = filters.dateOrder;
  query['limit'] = String(filters.postsPerPage);
  return query;
}

export function searchQueryString(
  location: { city: string | null; state: string } | null,
  filters: SearchFilters,
  search?: string,
): string {
  return new URLSearchParams(searchQuery(location, filters, search)).toString();
}

/**
 * The radius a search covers around its place, for the line above the results; null when the
 * search has no place to measure from (a whole state, or no location).
 */
export function searchRadius(location: { city: string | null; state: string } | null, filters: SearchFilters): number | null {
  return location?.city ? filters.distance : null;
}

/**
 * The job type a home-page link asks for. The spec accepts the parameter as `jobType` or `filter`,
 * so both are read, `jobType` first; 'transfer' is a real type but not a choice on the home page, so it
 * and anything unknown mean 'all'.
 */
export function jobTypeFromUrl(params: URLSearchParams): SearchJobType {
  for (const name of ['jobType', 'filter']) {
    const type = parseJobType(params.get(name) ?? '');
    if (type === 'hiring' || type === 'selling') return type;
  }
  return 'all';
}

/**
 * Ticks or unticks one area range. Only from and to are kept (not a label the caller's range may
 * carry), and the result is sorted, so the same ticks in any order give the same query.
 */
export function toggleAreaRange(ranges: readonly AreaRange[], range: AreaRange): AreaRange[] {
  const same = (r: AreaRange) => r.from === range.from && r.to === range.to;
  const next = ranges.some(same) ? ranges.filter((r) => !same(r)) : [...ranges, range];
  return next.map(({ from, to }) => ({ from, to })).sort((a, b) => a.from - b.from || a.to - b.to);
}
