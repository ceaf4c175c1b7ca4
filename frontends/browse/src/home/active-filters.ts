import { CITY_SEARCH_RADIUS_MILES, DEFAULT_SEARCH_FILTERS } from '@chonail/shared/domain';
import { type BrowseFilters, factFilterKeys, type FactFilters } from './fact-filters';

/** One filter that is on, as its chip shows it; `cleared` is the filters without it. */
export type ActiveFilter =
  | { kind: 'jobType'; key: string; jobType: 'hiring' | 'selling'; cleared: BrowseFilters }
  | { kind: 'area'; key: string; from: number; to: number; cleared: BrowseFilters }
  | { kind: 'distance'; key: string; miles: number; cleared: BrowseFilters }
  | { kind: 'sort'; key: string; sortBy: Exclude<BrowseFilters['sortBy'], 'none'>; dateOrder: BrowseFilters['dateOrder']; cleared: BrowseFilters }
  | { kind: 'fact'; key: keyof FactFilters; value: number; cleared: BrowseFilters };

/**
 * Issue 36: what the list applies beyond the defaults, one entry per thing to clear. The distance
 * counts where it narrows the list (around a city, or sorting by distance) and differs from the
 * city search's own radius; the posts per page is not a filter.
 */
export function activeFilters(filters: BrowseFilters, aroundCity: boolean): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  const { jobType } = filters;
  if (jobType !== 'all') {
    // Pay and price sorts belong to their type: clearing the type drops them too.
    const sortBy = filters.sortBy === 'pay' || filters.sortBy === 'price' ? 'none' : filters.sortBy;
    active.push({ kind: 'jobType', key: 'jobType', jobType, cleared: { ...filters, jobType: 'all', sortBy } });
  }
  for (const key of factFilterKeys(jobType)) {
    const value = filters[key];
    if (value !== null) active.push({ kind: 'fact', key, value, cleared: { ...filters, [key]: null } });
  }
  for (const range of filters.salonAreaRanges) {
    const rest = filters.salonAreaRanges.filter((r) => r !== range);
    active.push({ kind: 'area', key: `area-${range.from}-${range.to}`, from: range.from, to: range.to, cleared: { ...filters, salonAreaRanges: rest } });
  }
  if ((aroundCity || filters.sortBy === 'distance') && filters.distance !== CITY_SEARCH_RADIUS_MILES) {
    active.push({ kind: 'distance', key: 'distance', miles: filters.distance, cleared: { ...filters, distance: CITY_SEARCH_RADIUS_MILES } });
  }
  if (filters.sortBy !== 'none') {
    const { sortBy, dateOrder } = DEFAULT_SEARCH_FILTERS;
    active.push({ kind: 'sort', key: 'sort', sortBy: filters.sortBy, dateOrder: filters.dateOrder, cleared: { ...filters, sortBy, dateOrder } });
  }
  return active;
}
