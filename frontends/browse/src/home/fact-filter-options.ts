import { type BrowseFilters, type FactFilters, factFilterKeys, NO_FACT_FILTERS } from './fact-filters';

// The filter dialog's part of the facts' filters (issue 24): loaded with the dialog, not with the home page.

export const WEEKLY_PAY_OPTIONS = [600, 800, 1_000, 1_200, 1_500] as const;
export const PRICE_OPTIONS = [50_000, 100_000, 200_000, 300_000, 500_000] as const;
export const REVENUE_OPTIONS = [20_000, 30_000, 50_000, 80_000] as const;
export const STATIONS_OPTIONS = [4, 6, 8, 10, 15] as const;

type Sort = BrowseFilters['sortBy'];

/** The sorts a job type offers: by pay for hiring posts, by price for salons for sale (issue 24). */
export function sortsFor(jobType: BrowseFilters['jobType']): readonly Sort[] {
  return jobType === 'hiring' ? ['none', 'distance', 'date', 'pay'] : jobType === 'selling' ? ['none', 'distance', 'date', 'price'] : ['none', 'distance', 'date'];
}

/** The sort kept when the job type changes: a sort by pay or price belongs to its type, another falls back to the default order. */
export const keptSort = (jobType: BrowseFilters['jobType'], sort: Sort): Sort => (sortsFor(jobType).includes(sort) ? sort : 'none');

/** The filters as applied: the filters and sort the job type does not offer are dropped, and a price range never runs backwards. */
export function appliedFilters(filters: BrowseFilters): BrowseFilters {
  const offered = factFilterKeys(filters.jobType);
  const next = { ...filters, sortBy: keptSort(filters.jobType, filters.sortBy) };
  for (const key of Object.keys(NO_FACT_FILTERS) as Array<keyof FactFilters>) if (!offered.includes(key)) next[key] = null;
  if (next.priceFrom !== null && next.priceTo !== null && next.priceFrom > next.priceTo) next.priceTo = null;
  return next;
}
