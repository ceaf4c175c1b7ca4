import { CITY_SEARCH_RADIUS_MILES } from '@chonail/shared/domain';
import { milesBetween } from '@chonail/shared/geo';
import { cityCoordinates, zipLookup } from '@chonail/shared/geo/server';
import type { JobPostEntity } from '../entities/job-post.entity';
import { ids, marker, sorted, useListingsApp } from '../listings-test-app';

/**
 * Issue 17 item 4: a technician searching "Houston" means Houston and its surroundings, and paid
 * multi-state posts from other states come after the near ones, never inside a chosen distance.
 */
const app = useListingsApp('near-search');
const DAY = 86_400_000;
const daysAhead = (n: number) => new Date(Date.now() + n * DAY);

const search = app.search;

// Street addresses of real salons' neighbourhoods, as the post form geocodes them.
const PLACES = {
  houston: { city: 'Houston', state: 'TX', zipcode: '77036', lat: 29.7057, lng: -95.5466 },
  sugarLand: { city: 'Sugar Land', state: 'TX', zipcode: '77479', lat: 29.5785, lng: -95.6066 },
  katy: { city: 'Katy', state: 'TX', zipcode: '77494', lat: 29.7858, lng: -95.8245 },
  pearland: { city: 'Pearland', state: 'TX', zipcode: '77581', lat: 29.5638, lng: -95.2864 },
  dallas: { city: 'Dallas', state: 'TX', zipcode: '75201', lat: 32.7876, lng: -96.7994 },
  orlando: { city: 'Orlando', state: 'FL', zipcode: '32801', lat: 28.5399, lng: -81.3727 },
  wichita: { city: 'Wichita', state: 'KS', zipcode: '67202', lat: 37.6872, lng: -97.3301 },
} as const;

const multiState = (states: string[]): Partial<JobPostEntity> => ({ isNationwide: true, selectedStates: states, stateAddonEndsAt: daysAhead(60) });
const diamond = (level: 'diamond1' | 'diamond3'): Partial<JobPostEntity> => ({ priorityAddon: level, priorityEndsAt: daysAhead(30) });

let owner: number;
beforeAll(async () => {
  owner = (await app.register()).user.id;
});

describe('a city search covers the city and its surroundings', () => {
  it('finds Sugar Land, Katy and Pearland from Houston within the default 25 miles, with their distance, and not Dallas', async () => {
    const m = marker();
    const posted: Record<string, number> = {};
    for (const [name, place] of Object.entries(PLACES)) {
      if (name === 'orlando' || name === 'wichita') continue;
      posted[name] = await app.insertPost(owner, { title: `${m} ${name}`, ...place });
    }
    const found = await search(`search=${m}&city=Houston&state=TX`);
    expect(sorted(ids(found))).toEqual(sorted([posted['houston'], posted['sugarLand'], posted['katy'], posted['pearland']].map(Number)));
    const centre = cityCoordinates('Houston', 'TX');
    if (!centre) throw new Error('Houston is in the built-in data');
    for (const post of found) {
      const place = Object.values(PLACES).find((p) => p.city === post.city);
      if (!place) throw new Error(`unexpected ${post.city}`);
      expect(post.distance).toBeCloseTo(milesBetween(centre, place), 0);
      expect(post.distance).toBeLessThanOrEqual(CITY_SEARCH_RADIUS_MILES);
    }
    // A chosen distance narrows it: Katy is 23 miles out.
    const within20 = await search(`search=${m}&city=Houston&state=TX&maxDistance=20`);
    expect(sorted(ids(within20))).toEqual(sorted([posted['houston'], posted['sugarLand'], posted['pearland']].map(Number)));
  });

  it('keeps a Houston post without a map position in a Houston search', async () => {
    const m = marker();
    const unplaced = await app.insertPost(owner, { title: m, lat: null, lng: null });
    const found = await search(`search=${m}&city=Houston&state=TX`);
    expect(ids(found)).toEqual([unplaced]);
    expect(found[0]?.distance).toBeNull();
  });
});

describe('paid multi-state posts in a near search', () => {
  async function fixtures() {
    const m = marker();
    const post = (name: keyof typeof PLACES, extra: Partial<JobPostEntity> = {}) =>
      app.insertPost(owner, { title: `${m} ${name}`, ...PLACES[name], ...extra });
    // Inserted far first, so that without the near-first rule the newer far posts would lead.
    const ids = {
      orlandoD3: await post('orlando', { ...multiState(['TX', 'FL']), ...diamond('diamond3') }),
      wichita: await post('wichita', multiState(['TX', 'KS', 'OK'])),
      orlando: await post('orlando', multiState(['TX'])),
      everywhere: await post('orlando', multiState([])),
      sugarLandD3: await post('sugarLand', diamond('diamond3')),
      katy: await post('katy'),
      pearland: await post('pearland'),
    };
    // The newest near post is the older far ones' natural competitor in the rank order.
    const fresh = await post('sugarLand', { createdAt: new Date(Date.now() - 5 * DAY), bumpedAt: new Date(Date.now() - 5 * DAY) });
    return { m, ids: { ...ids, fresh } };
  }

  it('lists them after the near posts of the same tier, marked with their own city and distance', async () => {
    const { m, ids: p } = await fixtures();
    const found = await search(`search=${m}&city=Houston&state=TX`);
    expect(ids(found)).toEqual([p.sugarLandD3, p.orlandoD3, p.pearland, p.katy, p.fresh, p.everywhere, p.orlando, p.wichita]);
    const byId = new Map(found.map((post) => [post.id, post]));
    expect(byId.get(p.orlando)).toMatchObject({ city: 'Orlando', state: 'FL' });
    expect(byId.get(p.orlando)?.distance).toBeGreaterThan(800);
    expect(byId.get(p.wichita)).toMatchObject({ city: 'Wichita', state: 'KS' });
    expect(byId.get(p.wichita)?.distance).toBeGreaterThan(500);
    expect(byId.get(p.wichita)?.distance).toBeLessThan(600);
  });

  it('pages the near-first order with a cursor, without gaps or repeats', async () => {
    const { m } = await fixtures();
    const whole = ids(await search(`search=${m}&city=Houston&state=TX`));
    expect(whole).toHaveLength(8);
    for (const limit of [1, 2, 3]) {
      const pages: number[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page++) {
        const res = await app.call('GET', `/api/job-posts?search=${m}&city=Houston&state=TX&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        pages.push(...ids(res.json()));
        cursor = res.headers['x-next-cursor'] as string | undefined;
        if (!cursor) break;
      }
      expect(pages).toEqual(whole);
    }
  });

  it('never lists them inside a chosen distance they fall outside, in any order', async () => {
    const { m, ids: p } = await fixtures();
    for (const order of ['', '&sortBy=date', '&sortBy=distance']) {
      const found = ids(await search(`search=${m}&city=Houston&state=TX&maxDistance=20${order}`));
      expect(sorted(found)).toEqual(sorted([p.sugarLandD3, p.pearland, p.fresh]));
    }
    const within100 = ids(await search(`search=${m}&city=Houston&state=TX&maxDistance=100`));
    expect(within100).not.toContain(p.orlando);
    expect(within100).not.toContain(p.wichita);
    // The whole state still shows what was paid for in it.
    expect(sorted(ids(await search(`search=${m}&state=TX`)))).toEqual(sorted(Object.values(p)));
  });
});

describe('a ZIP code is searched like a city', () => {
  it('zip=77002 finds downtown Houston’s surroundings in Texas, and 77479 finds Sugar Land', async () => {
    const m = marker();
    const posted: Record<string, number> = {};
    for (const name of ['houston', 'sugarLand', 'pearland', 'dallas'] as const) {
      posted[name] = await app.insertPost(owner, { title: m, ...PLACES[name] });
    }
    const orlando = await app.insertPost(owner, { title: m, ...PLACES.orlando, ...multiState(['TX']) });
    const downtown = zipLookup('77002');
    if (!downtown) throw new Error('77002 is in the built-in data');

    const found = await search(`search=${m}&zip=77002`);
    expect(ids(found)).toEqual([posted['pearland'], posted['sugarLand'], posted['houston'], orlando]);
    expect(found[1]?.distance).toBeCloseTo(milesBetween(downtown, PLACES.sugarLand), 0);
    expect(sorted(ids(await search(`search=${m}&zip=77002&state=TX&maxDistance=25`)))).toEqual(
      sorted([posted['houston'], posted['sugarLand'], posted['pearland']].map(Number)),
    );
    expect(ids(await search(`search=${m}&zip=77479&maxDistance=5`))).toEqual([posted['sugarLand']]);
  });

  it.each([
    ['unknown ZIP', 'zip=00000'],
    ['ZIP in another state', 'zip=77002&state=FL'],
    ['not a ZIP', 'zip=7700'],
    ['letters', 'zip=abcde'],
  ])('%s -> 400 with a code', async (_name, query) => {
    const res = await app.call('GET', `/api/job-posts?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});
