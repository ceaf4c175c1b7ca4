import { DEFAULT_SEARCH_FILTERS, type SearchFilters, type SearchJobType } from '@chonail/shared/domain';

/**
 * Issue 24's filters on a post's facts (GET /api/job-posts `weeklyPayFrom`, `priceFrom`, `priceTo`,
 * `revenueFrom`, `stationsFrom`): null is "any", and is not sent.
 */
export interface FactFilters {
  weeklyPayFrom: number | null;
  priceFrom: number | null;
  priceTo: number | null;
  revenueFrom: number | null;
  stationsFrom: number | null;
}

/** The home page's filters: the dialog's spec 01 choices and the facts. */
export type BrowseFilters = SearchFilters & FactFilters;

export const NO_FACT_FILTERS: FactFilters = { weeklyPayFrom: null, priceFrom: null, priceTo: null, revenueFrom: null, stationsFrom: null };
export const DEFAULT_BROWSE_FILTERS: BrowseFilters = { ...DEFAULT_SEARCH_FILTERS, ...NO_FACT_FILTERS };

const HIRING_KEYS = ['weeklyPayFrom'] as const;
const SALON_KEYS = ['priceFrom', 'priceTo', 'revenueFrom', 'stationsFrom'] as const;

/** Which fact filters a job type offers: the pay for hiring, the salon's figures for selling, all for "all". */
export function factFilterKeys(jobType: SearchJobType): ReadonlyArray<keyof FactFilters> {
  return jobType === 'hiring' ? HIRING_KEYS : jobType === 'selling' ? SALON_KEYS : [...HIRING_KEYS, ...SALON_KEYS];
}

/** The query parameters of the fact filters that are set, in one fixed order (the list's cache key). */
export function factQuery(filters: BrowseFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of factFilterKeys(filters.jobType)) {
    const value = filters[key];
    if (value !== null) query[key] = String(value);
  }
  return query;
}
