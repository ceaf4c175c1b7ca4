import { milesBetween } from '@chonail/shared/geo';
import { cityCoordinates } from '@chonail/shared/geo/server';
import type { JobPostEntity } from '../entities/job-post.entity';
import { ids, marker, useListingsApp } from '../listings-test-app';
import { JobPostRepository } from './job-post.repository';
import { RankRefresher } from './rank-refresher';

/**
 * The walks GET /api/job-posts takes to stay fast at a million posts (migration 1765100000000), held
 * to the answers of the plain definitions: the distance order read position by position, the date
 * order over the posts not yet marked expired, the multi-state posts walked in the listing order.
 * This file's posts stand around Albuquerque, where no other test file posts.
 */
const app = useListingsApp('search-at-scale');
const DAY = 86_400_000;
const origin = cityCoordinates('Albuquerque', 'NM');
if (!origin) throw new Error('Albuquerque is in the built-in data');
const at = (north: number, east: number) => ({ city: 'Albuquerque', state: 'NM', zipcode: '87102', lat: origin.lat + north, lng: origin.lng + east });

let owner: number;
beforeAll(async () => {
  owner = (await app.register()).user.id;
});

describe('the distance order, read position by position', () => {
  const m = marker();
  const p: Record<string, number> = {};
  const post = async (key: string, fields: Partial<JobPostEntity>) => (p[key] = await app.insertPost(owner, { title: `Cần thợ ${m} ${key}`, ...fields }));

  beforeAll(async () => {
    // Three posts at the city's own position; the diamond one leads them in the listing order.
    await post('centreOld', at(0, 0));
    await post('centreDiamond', { ...at(0, 0), priorityAddon: 'diamond3', priorityEndsAt: new Date(Date.now() + 30 * DAY) });
    await post('centreNew', at(0, 0));
    await post('north7', at(0.1, 0)); // about 7 miles
    await post('east14', at(0, 0.25)); // about 14 miles
    await post('corner40', at(0.4, 0.5)); // inside a 30-mile box, 39.5 miles away
    await post('north41', at(0.6, 0)); // 41 miles
    // Same latitudes as posts inside the box, far east and west of it: the walk must step past them.
    await post('westSameLatitude', at(0.1, -3));
    await post('eastSameLatitude', at(0, 2));
    // At a position the walk reads, but not shown.
    await post('paused', { ...at(0, 0), isPaused: true });
    await post('expired', { ...at(0.1, 0), expiresAt: new Date(Date.now() - DAY) });
    // A post of the state whose place could not be found: no distance.
    await post('unplaced', { ...at(0, 0), lat: null, lng: null });
  });

  const keysOf = (found: number[]) => found.map((id) => Object.keys(p).find((key) => p[key] === id));

  it('lists nearest position first, the listing order within one, nothing outside the distance', async () => {
    const within30 = await app.search(`search=${m}&state=NM&city=Albuquerque&maxDistance=30&sortBy=distance`);
    expect(keysOf(ids(within30))).toEqual(['centreDiamond', 'centreNew', 'centreOld', 'north7', 'east14']);
    for (const found of within30) {
      expect(found.distance).toBeCloseTo(milesBetween(origin, { lat: found.lat as number, lng: found.lng as number }), 0);
    }
    const within50 = await app.search(`search=${m}&state=NM&city=Albuquerque&maxDistance=50&sortBy=distance`);
    expect(keysOf(ids(within50))).toEqual(['centreDiamond', 'centreNew', 'centreOld', 'north7', 'east14', 'corner40', 'north41']);
  });

  it('sorts a whole state by distance from its centre, the posts without a position last', async () => {
    const query = `search=${m}&state=NM&sortBy=distance`;
    const found = await app.search(query);
    expect(new Set(keysOf(ids(found)))).toEqual(new Set(Object.keys(p).filter((key) => key !== 'paused' && key !== 'expired')));
    expect(keysOf(ids(found)).at(-1)).toBe('unplaced');
    const distances = found.slice(0, -1).map((post) => post.distance as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const centre = keysOf(ids(found)).filter((key) => key?.startsWith('centre'));
    expect(centre).toEqual(['centreDiamond', 'centreNew', 'centreOld']);
    expect(await app.paged(query, { limit: 3 })).toEqual(ids(found));
  });

  it('pages the same list with its cursors, and keeps the filters', async () => {
    const query = `search=${m}&state=NM&city=Albuquerque&maxDistance=50&sortBy=distance`;
    expect(await app.paged(query, { limit: 2 })).toEqual(ids(await app.search(query)));
    await app.data.query(`UPDATE job_posts SET job_type = 'selling' WHERE id = ANY($1)`, [[p['centreNew'], p['east14']]]);
    expect(keysOf(ids(await app.search(`${query}&jobType=selling`)))).toEqual(['centreNew', 'east14']);
    expect(keysOf(ids(await app.search(`${query}&jobType=hiring`)))).toEqual(['centreDiamond', 'centreOld', 'north7', 'corner40', 'north41']);
  });
});

describe('the date order and the expired mark', () => {
  const expiredOf = async (id: number) => ((await app.data.query('SELECT expired FROM job_posts WHERE id = $1', [id])) as Array<{ expired: boolean }>)[0]?.expired;

  it('is set by the database when a post is written past its time, and cleared when it is renewed', async () => {
    const m = marker();
    const gone = await app.insertPost(owner, { title: `Cần thợ ${m}`, ...at(0, 0), expiresAt: new Date(Date.now() - DAY) });
    const forever = await app.insertPost(owner, { title: `Cần thợ ${m}`, ...at(0, 0), duration: 0, expiresAt: new Date(Date.now() - DAY) });
    const live = await app.insertPost(owner, { title: `Cần thợ ${m}`, ...at(0, 0) });
    expect([await expiredOf(gone), await expiredOf(forever), await expiredOf(live)]).toEqual([true, false, false]);
    for (const order of ['newest', 'oldest']) {
      expect(ids(await app.search(`search=${m}&sortBy=date&dateOrder=${order}`))).toEqual(order === 'newest' ? [live, forever] : [forever, live]);
    }
    await app.data.query('UPDATE job_posts SET expires_at = $2 WHERE id = $1', [gone, new Date(Date.now() + 30 * DAY)]);
    expect(await expiredOf(gone)).toBe(false);
    expect(ids(await app.search(`search=${m}&sortBy=date&dateOrder=oldest`))).toEqual([gone, forever, live]);
  });

  it('is set by the refresher’s sweep once the time runs out, and the search never shows a post late', async () => {
    const m = marker();
    const soon = await app.insertPost(owner, { title: `Cần thợ ${m}`, ...at(0, 0), expiresAt: new Date(Date.now() + 1_500) });
    expect(await expiredOf(soon)).toBe(false);
    expect(ids(await app.search(`search=${m}&sortBy=date`))).toEqual([soon]);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // Not swept yet: the time itself is checked.
    expect(await expiredOf(soon)).toBe(false);
    expect(ids(await app.search(`search=${m}&sortBy=date`))).toEqual([]);
    await app.app.get(RankRefresher).refresh();
    expect(await expiredOf(soon)).toBe(true);
    // The sweep marks only what is due, and nothing twice.
    expect(await app.app.get(JobPostRepository).markExpired(new Date())).toBe(0);
  });
});

describe('a state’s multi-state posts, walked in the listing order', () => {
  it('lists the multi-state posts that chose the state after its own, page by page, and not those that chose another', async () => {
    const m = marker();
    const addon = (states: string[]): Partial<JobPostEntity> => ({ isNationwide: true, selectedStates: states, stateAddonEndsAt: new Date(Date.now() + 30 * DAY) });
    const fromTexas = { city: 'Houston', state: 'TX', zipcode: '77036', lat: 29.7057, lng: -95.5466 };
    const own = await app.insertPost(owner, { title: `Cần thợ ${m}`, ...at(0, 0) });
    const chose = await app.insertPost(owner, { title: `Cần thợ ${m}`, ...fromTexas, ...addon(['AZ', 'NM', 'CO']) });
    const choseDiamond = await app.insertPost(owner, {
      title: `Cần thợ ${m}`,
      ...fromTexas,
      ...addon(['NM']),
      priorityAddon: 'diamond1',
      priorityEndsAt: new Date(Date.now() + 30 * DAY),
    });
    await app.insertPost(owner, { title: `Cần thợ ${m}`, ...fromTexas, ...addon(['AZ', 'CO']) });
    await app.insertPost(owner, { title: `Cần thợ ${m}`, ...fromTexas, ...addon(['NM']), stateAddonEndsAt: new Date(Date.now() - DAY) });
    // Without searched words, as the walk is taken; other files' posts listed in every state may come between.
    const mine = (found: number[]) => found.filter((id) => [own, chose, choseDiamond].includes(id));
    const whole = ids(await app.search('state=NM&limit=100'));
    expect(whole.length).toBeLessThan(100);
    expect(mine(whole)).toEqual([choseDiamond, chose, own]);
    expect(await app.paged('state=NM', { limit: 5 })).toEqual(whole);
    expect(ids(await app.search(`search=${m}&state=NM`))).toEqual([choseDiamond, chose, own]);
    // Near-first in a city search: the city's own post before the far multi-state post of the same priority.
    expect(ids(await app.search(`search=${m}&state=NM&city=Albuquerque`))).toEqual([choseDiamond, own, chose]);
    expect(await app.paged(`search=${m}&state=NM&city=Albuquerque`)).toEqual([choseDiamond, own, chose]);
  });
});
