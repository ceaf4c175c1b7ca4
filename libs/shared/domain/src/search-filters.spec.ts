import { SALON_AREA_FILTER_RANGES } from './listing-area';
import {
  CITY_SEARCH_RADIUS_MILES,
  DEFAULT_SEARCH_FILTERS,
  DISTANCE_OPTIONS,
  jobTypeFromUrl,
  POSTS_PER_PAGE_OPTIONS,
  type SearchFilters,
  searchQuery,
  searchQueryString,
  searchRadius,
  toggleAreaRange,
} from './search-filters';

const filters = (overrides: Partial<SearchFilters> = {}): SearchFilters => ({ ...DEFAULT_SEARCH_FILTERS, ...overrides });
const houston = { city: 'Houston', state: 'TX' };

describe('filter defaults and choices', () => {
  it('start with everything, no area, no sorting, newest, the 25-mile city radius and 50 a page', () => {
    expect(DEFAULT_SEARCH_FILTERS).toEqual({
      jobType: 'all',
      salonAreaRanges: [],
      sortBy: 'none',
      dateOrder: 'newest',
      distance: 25,
      postsPerPage: 50,
    });
    expect(CITY_SEARCH_RADIUS_MILES).toBe(25);
    expect(DISTANCE_OPTIONS).toEqual([20, 25, 50, 75, 100]);
    expect(POSTS_PER_PAGE_OPTIONS).toEqual([50, 100]);
  });
});

describe('searchQuery', () => {
  it('sends only the location and the page size for the defaults', () => {
    expect(searchQuery(houston, DEFAULT_SEARCH_FILTERS)).toEqual({ state: 'TX', city: 'Houston', limit: '50' });
    expect(searchQuery({ city: null, state: 'CA' }, DEFAULT_SEARCH_FILTERS)).toEqual({ state: 'CA', limit: '50' });
    expect(searchQuery(null, DEFAULT_SEARCH_FILTERS)).toEqual({ limit: '50' });
  });

  it('trims the search text and leaves out blank text', () => {
    expect(searchQuery(null, DEFAULT_SEARCH_FILTERS, '  gel x  ')).toEqual({ search: 'gel x', limit: '50' });
    expect(searchQuery(null, DEFAULT_SEARCH_FILTERS, '   ')).toEqual({ limit: '50' });
  });

  it('sends the job type unless it is all', () => {
    expect(searchQuery(null, filters({ jobType: 'hiring' }))['jobType']).toBe('hiring');
    expect(searchQuery(null, filters({ jobType: 'selling' }))['jobType']).toBe('selling');
    expect(searchQuery(null, filters({ jobType: 'all' }))).not.toHaveProperty('jobType');
  });

  it('numbers the area ranges from 0, in the order given', () => {
    const query = searchQuery(null, filters({ salonAreaRanges: [{ from: 1200, to: 1600 }, { from: 2500, to: 5000 }] }));
    expect(query).toEqual({
      salonAreaFrom_0: '1200',
      salonAreaTo_0: '1600',
      salonAreaFrom_1: '2500',
      salonAreaTo_1: '5000',
      limit: '50',
    });
  });

  it('sends the distance when sorting by distance, and for a city when it is not the default radius', () => {
    expect(searchQuery(null, filters({ sortBy: 'distance', distance: 75 }))).toEqual({ sortBy: 'distance', maxDistance: '75', limit: '50' });
    expect(searchQuery(null, filters({ sortBy: 'date', distance: 75 }))).not.toHaveProperty('maxDistance');
    expect(searchQuery(null, filters({ sortBy: 'none', distance: 75 }))).not.toHaveProperty('maxDistance');
    expect(searchQuery({ city: null, state: 'TX' }, filters({ distance: 75 }))).not.toHaveProperty('maxDistance');
    // A city search covers the default radius on the server's side; another radius is a filter.
    expect(searchQuery(houston, filters({ distance: 20 }))).toEqual({ state: 'TX', city: 'Houston', maxDistance: '20', limit: '50' });
    expect(searchQuery(houston, filters({ distance: 25 }))).not.toHaveProperty('maxDistance');
    expect(searchQuery(houston, filters({ sortBy: 'distance', distance: 25 }))['maxDistance']).toBe('25');
  });

  it('tells the radius a search covers around its place', () => {
    expect(searchRadius(houston, DEFAULT_SEARCH_FILTERS)).toBe(25);
    expect(searchRadius(houston, filters({ distance: 50 }))).toBe(50);
    expect(searchRadius({ city: null, state: 'TX' }, DEFAULT_SEARCH_FILTERS)).toBeNull();
    expect(searchRadius(null, DEFAULT_SEARCH_FILTERS)).toBeNull();
  });

  it('sends the date order only when sorting by date', () => {
    expect(searchQuery(null, filters({ sortBy: 'date', dateOrder: 'oldest' }))).toEqual({ sortBy: 'date', dateOrder: 'oldest', limit: '50' });
    expect(searchQuery(null, filters({ sortBy: 'distance', dateOrder: 'oldest' }))).not.toHaveProperty('dateOrder');
    expect(searchQuery(null, filters({ sortBy: 'none', dateOrder: 'oldest' }))).not.toHaveProperty('sortBy');
  });

  it('sends the page size as the limit', () => {
    expect(searchQuery(null, filters({ postsPerPage: 100 }))['limit']).toBe('100');
  });

  it('emits every key in one fixed order, whatever order the filters were built in', () => {
    const everything = filters({
      postsPerPage: 100,
      sortBy: 'distance',
      distance: 50,
      salonAreaRanges: [{ from: 800, to: 1200 }],
      jobType: 'selling',
    });
    expect(Object.keys(searchQuery(houston, everything, 'nails'))).toEqual([
      'state',
      'city',
      'search',
      'jobType',
      'salonAreaFrom_0',
      'salonAreaTo_0',
      'sortBy',
      'maxDistance',
      'limit',
    ]);
  });
});

describe('searchQueryString', () => {
  it('encodes the same query for a URL', () => {
    expect(searchQueryString({ city: 'Garden Grove', state: 'CA' }, filters({ sortBy: 'date' }), 'Cần thợ')).toBe(
      'state=CA&city=Garden+Grove&search=C%E1%BA%A7n+th%E1%BB%A3&sortBy=date&dateOrder=newest&limit=50',
    );
  });
});

describe('jobTypeFromUrl', () => {
  const from = (query: string) => jobTypeFromUrl(new URLSearchParams(query));

  it('reads jobType or filter', () => {
    expect(from('jobType=hiring')).toBe('hiring');
    expect(from('filter=selling')).toBe('selling');
  });

  it('accepts the Vietnamese labels', () => {
    expect(from(`jobType=${encodeURIComponent('Cần thợ')}`)).toBe('hiring');
    expect(from(`filter=${encodeURIComponent('Bán tiệm')}`)).toBe('selling');
    expect(from('filter=ban+tiem')).toBe('selling');
  });

  it('prefers jobType, and falls back to filter when jobType is not a choice', () => {
    expect(from('jobType=hiring&filter=selling')).toBe('hiring');
    expect(from('jobType=bogus&filter=selling')).toBe('selling');
  });

  it('means all for anything else, including transfer', () => {
    expect(from('')).toBe('all');
    expect(from('jobType=all')).toBe('all');
    expect(from('jobType=transfer')).toBe('all');
    expect(from('filter=x')).toBe('all');
  });
});

describe('toggleAreaRange', () => {
  const [small, medium, , , largest] = SALON_AREA_FILTER_RANGES;

  it('adds a range as from/to only, kept sorted by from', () => {
    const once = toggleAreaRange([], largest);
    expect(once).toEqual([{ from: 2500, to: 5000 }]);
    expect(toggleAreaRange(once, small)).toEqual([
      { from: 800, to: 1200 },
      { from: 2500, to: 5000 },
    ]);
  });

  it('removes a range that is already ticked', () => {
    const ticked = toggleAreaRange(toggleAreaRange([], small), medium);
    expect(toggleAreaRange(ticked, small)).toEqual([{ from: 1200, to: 1600 }]);
    expect(toggleAreaRange(toggleAreaRange(ticked, small), medium)).toEqual([]);
  });

  it('gives the same list whatever the ticking order', () => {
    const a = SALON_AREA_FILTER_RANGES.reduce((acc, r) => toggleAreaRange(acc, r), [] as { from: number; to: number }[]);
    const b = [...SALON_AREA_FILTER_RANGES].reverse().reduce((acc, r) => toggleAreaRange(acc, r), [] as { from: number; to: number }[]);
    expect(a).toEqual(b);
    expect(a.map((r) => r.from)).toEqual([800, 1200, 1600, 2000, 2500]);
  });

  it('does not change the list it is given', () => {
    const ranges = [{ from: 800, to: 1200 }];
    toggleAreaRange(ranges, medium);
    toggleAreaRange(ranges, small);
    expect(ranges).toEqual([{ from: 800, to: 1200 }]);
  });
});
