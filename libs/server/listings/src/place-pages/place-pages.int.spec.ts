import type { JobPost, PlacePageResponse } from '@chonail/shared/contracts';
import { JobPostEntity } from '../entities/job-post.entity';
import { useListingsApp } from '../listings-test-app';
import { PlacePagesService } from './place-pages.service';

// Maine: a state no other test file posts in (the test files share one database).
const app = useListingsApp('place-pages');
const DAY = 86_400_000;

const portland = { city: 'Portland', state: 'ME', zipcode: '04101', lat: 43.67, lng: -70.26, fullAddress: 'Portland, ME 04101' };
const lewiston = { city: 'Lewiston', state: 'ME', zipcode: '04240', lat: 44.16, lng: -70.22, fullAddress: 'Lewiston, ME 04240' };
const bangor = { city: 'Bangor', state: 'ME', zipcode: '04401', lat: 44.81, lng: -68.78, fullAddress: 'Bangor, ME 04401' };
const augusta = { city: 'Augusta', state: 'ME', zipcode: '04330', lat: 44.33, lng: -69.78, fullAddress: 'Augusta, ME 04330' };

async function place(query: string): Promise<PlacePageResponse> {
  const res = await app.call('GET', `/api/place-pages?${query}`);
  if (res.statusCode !== 200) throw new Error(`place-pages answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

let owner: number;
const portlandHiring: number[] = [];
let diamond: number;
let bangorPost: number;

beforeAll(async () => {
  owner = (await app.register()).user.id;
  const now = Date.now();
  // 30 listed hiring posts in Portland (two pages of 24), one spelled in lower case, one with a paid top spot.
  for (let i = 0; i < 29; i++) {
    portlandHiring.push(await app.insertPost(owner, { ...portland, title: `Portland thợ ${i}`, createdAt: new Date(now - i * 60_000), bumpedAt: new Date(now - i * 60_000) }));
  }
  diamond = await app.insertPost(owner, {
    ...portland,
    city: 'portland',
    title: 'Portland kim cương',
    createdAt: new Date(now - DAY),
    bumpedAt: new Date(now - DAY),
    priorityAddon: 'diamond3',
    priorityEndsAt: new Date(now + 30 * DAY),
  });
  portlandHiring.push(diamond);
  // Not listed: none of these counts or shows.
  await app.insertPost(owner, { ...portland, isPaused: true });
  await app.insertPost(owner, { ...portland, expiresAt: new Date(now - DAY) });
  await app.insertPost(owner, { ...portland, deletedAt: new Date() });
  await app.insertPost(owner, { ...portland, hiddenAt: new Date() });
  await app.insertPost(owner, { ...portland, isActive: false });
  // Sales in Portland: a sale and a transfer are both "salons for sale".
  await app.insertPost(owner, { ...portland, jobType: 'selling', title: 'Bán tiệm Portland' });
  await app.insertPost(owner, { ...portland, jobType: 'transfer', title: 'Sang tiệm Portland' });
  for (let i = 0; i < 3; i++) await app.insertPost(owner, { ...lewiston, title: `Lewiston thợ ${i}` });
  bangorPost = await app.insertPost(owner, { ...bangor, title: 'Bangor thợ' });
  await app.insertPost(owner, { ...augusta, jobType: 'selling', title: 'Bán tiệm Augusta' });
});

describe('GET /api/place-pages', () => {
  it("answers a city's listed posts of the kind, counted, paged 24 at a time in the home list's order", async () => {
    const first = await place('kind=hiring&state=ME&city=portland');
    expect(first).toMatchObject({ kind: 'hiring', state: 'ME', city: 'portland', name: 'Portland, ME', stateName: 'Maine', total: 30, page: 1, pageCount: 2, pageSize: 24, cities: [] });
    expect(first.posts).toHaveLength(24);
    expect(first.posts[0]?.id).toBe(diamond);
    const second = await place('kind=hiring&state=ME&city=portland&page=2');
    expect(second.posts).toHaveLength(6);
    const shown = [...first.posts, ...second.posts].map((post) => post.id);
    expect([...shown].sort((a, b) => a - b)).toEqual([...portlandHiring].sort((a, b) => a - b));

    // The home search of the same city lists them in the same order and the same card shape.
    const home: JobPost[] = await app.search('city=Portland&state=ME&jobType=hiring&limit=200');
    const homePortland = home.filter((post) => portlandHiring.includes(post.id));
    expect(homePortland.map((post) => post.id)).toEqual(shown);
    // The home search adds each post's distance from the searched city; the card is otherwise the same.
    const card = (post: JobPost | undefined) => Object.fromEntries(Object.entries(post ?? {}).filter(([key]) => key !== 'distance'));
    expect(card(first.posts[0])).toEqual(card(homePortland[0]));
  });

  it('answers salons for sale (sales and transfers) apart from hiring posts', async () => {
    const sale = await place('kind=sale&state=ME&city=portland');
    expect(sale.total).toBe(2);
    expect(sale.posts.map((post) => post.title).sort()).toEqual(['Bán tiệm Portland', 'Sang tiệm Portland']);
  });

  it('links the nearest other cities with listed posts of the kind, nearest first', async () => {
    const { nearby } = await place('kind=hiring&state=ME&city=portland');
    const maine = nearby.filter((link) => link.state === 'ME');
    expect(maine).toEqual([
      { name: 'Lewiston', state: 'ME', slug: 'lewiston', count: 3 },
      { name: 'Bangor', state: 'ME', slug: 'bangor', count: 1 },
    ]);
    expect(nearby.length).toBeLessThanOrEqual(8);
    expect(nearby.some((link) => link.slug === 'portland' && link.state === 'ME')).toBe(false);
    // Augusta has a salon for sale but no hiring post: it is a nearby city of the sale pages only.
    expect(nearby.some((link) => link.slug === 'augusta')).toBe(false);
    expect((await place('kind=sale&state=ME&city=portland')).nearby).toContainEqual({ name: 'Augusta', state: 'ME', slug: 'augusta', count: 1 });
  });

  it("answers a state page with the state's cities, busiest first", async () => {
    const state = await place('kind=hiring&state=me');
    expect(state).toMatchObject({ city: null, name: 'Maine', total: 34, pageCount: 2, nearby: [] });
    expect(state.cities).toEqual([
      { name: 'Portland', state: 'ME', slug: 'portland', count: 30 },
      { name: 'Lewiston', state: 'ME', slug: 'lewiston', count: 3 },
      { name: 'Bangor', state: 'ME', slug: 'bangor', count: 1 },
    ]);
  });

  it('answers 404 { message, code } for a place without listed posts of the kind and a page past the last', async () => {
    for (const query of ['kind=hiring&state=ME&city=augusta', 'kind=hiring&state=ME&city=nowhere-town', 'kind=sale&state=MS', 'kind=hiring&state=ME&city=portland&page=3']) {
      const res = await app.call('GET', `/api/place-pages?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 404 });
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('answers 400 for hostile or malformed input, never echoing it', async () => {
    const hostile = [
      'kind=hiring&state=%3Cscript%3E',
      'kind=hiring&state=ME&city=..%2F..%2Fetc',
      `kind=hiring&state=ME&city=${'a'.repeat(5000)}`,
      'kind=hiring&state=ME&city=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'kind=hiring&state=ME&city=portland&page=0',
      'kind=hiring&state=ME&city=portland&page=abc',
      'kind=hiring&state=ME&city=portland&page=99999999999',
      'kind=jobs&state=ME',
      'state=ME',
      'kind=hiring&state=ME&city=portland&page=1&page=2',
    ];
    for (const query of hostile) {
      const res = await app.call('GET', `/api/place-pages?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      expect(res.body).not.toContain('<script');
    }
  });
});

describe('PlacePagesService.page (the HTML head)', () => {
  const service = () => app.app.get(PlacePagesService);

  it('says what and where, with the twin, the pages and the structured data', async () => {
    const answer = await service().page('/nail-jobs/me/portland?page=2', 'vi');
    expect(answer?.status).toBe(200);
    const head = answer?.head;
    const origin = app.config.PUBLIC_ORIGIN;
    expect(head).toMatchObject({
      lang: 'en',
      title: 'Nail jobs in Portland, ME — 30 openings — page 2',
      canonical: `${origin}/nail-jobs/me/portland?page=2`,
      alternates: { vi: `${origin}/viec-lam-nail/me/portland?page=2`, en: `${origin}/nail-jobs/me/portland?page=2`, xDefault: `${origin}/viec-lam-nail/me/portland?page=2` },
      prev: `${origin}/nail-jobs/me/portland`,
    });
    expect(head?.next).toBeUndefined();
    const list = head?.jsonLd?.[0] as { itemListElement: Array<{ url: string; position: number }> };
    expect(list.itemListElement).toHaveLength(6);
    expect(list.itemListElement[0]?.position).toBe(25);
    expect((await service().page('/viec-lam-nail/me', 'en'))?.head.title).toBe('Việc làm nail ở Maine — 34 tin cần thợ');
  });

  it('answers 404 noindex for a place without posts or a path naming none, 400 for a malformed page, null for other paths', async () => {
    expect(await service().page('/viec-lam-nail/me/augusta', 'vi')).toMatchObject({ status: 404, head: { noindex: true } });
    expect(await service().page('/viec-lam-nail/zz/houston', 'vi')).toMatchObject({ status: 404, head: { noindex: true } });
    expect(await service().page('/viec-lam-nail/me/portland?page=%3Cscript%3E', 'vi')).toMatchObject({ status: 400, head: { noindex: true } });
    expect(await service().page('/job/1', 'vi')).toBeNull();
    // Under a place prefix, a path that names no place is a missing place page, not another page.
    for (const path of ['/viec-lam-nail/me/..%2Fetc', '/nail-jobs/ME/Portland', `/nail-jobs/me/${'a'.repeat(300)}`, '/tiem-nail-ban/%3Cscript%3E']) {
      expect(await service().page(path, 'vi')).toMatchObject({ status: 404, head: { noindex: true } });
    }
  });
});

describe('GET /sitemaps/places.xml', () => {
  it('lists every city and state page in both languages with their newest change, and drops a city whose last post expires', async () => {
    const origin = app.config.PUBLIC_ORIGIN;
    const read = async () => {
      const res = await app.call('GET', '/sitemaps/places.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('xml');
      return res.body;
    };
    const xml = await read();
    for (const path of ['/viec-lam-nail/me/portland', '/nail-jobs/me/portland', '/viec-lam-nail/me', '/nail-jobs/me', '/tiem-nail-ban/me/augusta', '/nail-salons-for-sale/me/augusta', '/viec-lam-nail/me/bangor']) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    expect(xml).not.toContain(`${origin}/viec-lam-nail/me/augusta<`);
    const [newest] = await app.data.query(
      "SELECT max(updated_at) AS at FROM job_posts WHERE state = 'ME' AND city_key = 'portland' AND job_type = 'hiring' AND deleted_at IS NULL AND hidden_at IS NULL AND is_active AND NOT is_paused AND expires_at > now()",
    );
    expect(xml).toContain(`<loc>${origin}/nail-jobs/me/portland</loc><lastmod>${(newest.at as Date).toISOString()}</lastmod>`);

    await app.data.getRepository(JobPostEntity).update({ id: bangorPost }, { expiresAt: new Date(Date.now() - 1000) });
    const after = await read();
    expect(after).not.toContain('/me/bangor<');
    expect(after).toContain(`<loc>${origin}/viec-lam-nail/me/portland</loc>`);
    expect((await app.call('GET', '/api/place-pages?kind=hiring&state=ME&city=bangor')).statusCode).toBe(404);
  });
});

describe('the place pages read indexes', () => {
  it('walks job_posts_place_pages for a city page, its count and nearby counts, and the state index for a state page', async () => {
    // Every query the repository sends while the API answers a city and a state page.
    const sent: Array<{ sql: string; params: unknown[] }> = [];
    const query = app.data.query.bind(app.data);
    const spy = jest.spyOn(app.data, 'query').mockImplementation(((sql: string, params?: unknown[]) => {
      sent.push({ sql, params: params ?? [] });
      return query(sql, params);
    }) as never);
    try {
      await place('kind=hiring&state=ME&city=portland');
      await place('kind=hiring&state=ME');
    } finally {
      spy.mockRestore();
    }
    // Statistics and the visibility map as of now, whatever other files inserted and whenever
    // autovacuum last looked: the plans then follow the table, not the order the files ran in (an
    // index-only scan is only cheap on pages the map calls all-visible, as on a big, vacuumed table).
    await app.data.query('VACUUM (ANALYZE) job_posts');
    const plans = await app.data.transaction(async (tx) => {
      // The fixture is small: without this the planner reads the whole table, which says nothing about a big one.
      await tx.query('SET LOCAL enable_seqscan = off');
      await tx.query('SET LOCAL enable_bitmapscan = off');
      const out: string[] = [];
      for (const { sql, params } of sent) {
        const rows: Array<{ 'QUERY PLAN': string }> = await tx.query(`EXPLAIN ${sql}`, params);
        out.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      return out;
    });
    const [cityCount, cityPosts, nearby, stateCities, stateCount, statePosts] = plans as [string, string, string, string, string, string];
    expect(plans).toHaveLength(6);
    // A city's count, the state's cities and the state's count read a range of the place index, index only.
    for (const plan of [cityCount, stateCities, stateCount]) expect(plan).toMatch(/Index Only Scan using job_posts_place_pages on job_posts p[^\n]*\n\s+Index Cond: \(+state/);
    // A city's posts are walked in the listing order off the index, stopping at the page: no sort.
    expect(cityPosts).toMatch(/Index (Only )?Scan using job_posts_place_pages on job_posts p[^\n]*\n\s+Index Cond: \(+state\)?(::text)? = 'ME'(::text)?\) AND \(+btrim/);
    expect(cityPosts).not.toContain('Sort');
    // Nearby cities: one probe per candidate, never a pass over every listed post.
    expect(nearby).toMatch(/Nested Loop[\s\S]*Function Scan[\s\S]*job_posts_place_pages on job_posts p[^\n]*\n\s+Index Cond: \(+state\)?(::text)? = t\.state\) AND/);
    // A state's posts: an index walk in the listing order (which of the rank indexes depends on the data), no sort.
    expect(statePosts).toMatch(/Index Scan using job_posts_(rank_state|rank|place_pages) on job_posts p/);
    expect(statePosts).not.toContain('Sort');
  });
});
