import fc from 'fast-check';
import { compareForListing, isListedInState, type PriorityAddon } from '@chonail/shared/domain';
import { milesBetween } from '@chonail/shared/geo';
import { cityCoordinates } from '@chonail/shared/geo/server';
import { newClient } from '@chonail/server/auth/testing';
import { JobPostRepository } from './job-post.repository';
import { ids, marker, sorted, useListingsApp } from '../listings-test-app';

const app = useListingsApp('search');
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const daysAhead = (n: number) => new Date(Date.now() + n * DAY);

const search = app.search;

let owner: number;
beforeAll(async () => {
  owner = (await app.register()).user.id;
});

describe('text search', () => {
  it('finds Vietnamese text typed without accents, in any case and word order', async () => {
    const m = marker();
    const hit = await app.insertPost(owner, { title: `Cần thợ nail gấp ${m}`, description: 'Lương cao, bao ăn ở.' });
    const other = await app.insertPost(owner, { title: `Bán tiệm ${m}`, description: 'Tiệm đẹp.' });
    expect(ids(await search(`search=can%20tho%20nail%20${m}`))).toEqual([hit]);
    expect(ids(await search(`search=${encodeURIComponent(`CẦN THỢ ${m}`)}`))).toEqual([hit]);
    expect(ids(await search(`search=nail%20can%20${m}`))).toEqual([hit]);
    expect(ids(await search(`search=${encodeURIComponent(`luong cao ${m}`)}`))).toEqual([hit]);
    expect(sorted(ids(await search(`search=${m}`)))).toEqual(sorted([hit, other]));
  });

  it('treats SQL and LIKE characters as plain text and changes nothing', async () => {
    const m = marker();
    const percent = await app.insertPost(owner, { title: `Giảm 50% phí ${m}` });
    await app.insertPost(owner, { title: `Tiệm 500 sqft ${m}` });
    const underscore = await app.insertPost(owner, { title: `code a_b ${m}` });
    await app.insertPost(owner, { title: `code axb ${m}` });
    expect(ids(await search(`search=${encodeURIComponent(`50% ${m}`)}`))).toEqual([percent]);
    expect(ids(await search(`search=${encodeURIComponent(`a_b ${m}`)}`))).toEqual([underscore]);
    const before = await app.data.query('SELECT count(*)::int AS n FROM job_posts');
    for (const attack of [`'; DROP TABLE job_posts; --`, `' OR '1'='1`, `\\'; DELETE FROM users; --`, `%' OR 1=1 --`]) {
      expect(await search(`search=${encodeURIComponent(`${attack} ${m}`)}`)).toEqual([]);
    }
    expect(await app.data.query('SELECT count(*)::int AS n FROM job_posts')).toEqual(before);
  });
});

describe('filters', () => {
  it('filters by job type, by either parameter name and by the Vietnamese labels', async () => {
    const m = marker();
    const hiring = await app.insertPost(owner, { title: m, jobType: 'hiring' });
    const selling = await app.insertPost(owner, { title: m, jobType: 'selling' });
    const transfer = await app.insertPost(owner, { title: m, jobType: 'transfer' });
    expect(ids(await search(`search=${m}&jobType=hiring`))).toEqual([hiring]);
    expect(ids(await search(`search=${m}&filter=selling`))).toEqual([selling]);
    expect(ids(await search(`search=${m}&jobType=transfer`))).toEqual([transfer]);
    expect(ids(await search(`search=${m}&jobType=${encodeURIComponent('Cần thợ')}`))).toEqual([hiring]);
    expect(ids(await search(`search=${m}&filter=${encodeURIComponent('Bán tiệm')}`))).toEqual([selling]);
    expect(await search(`search=${m}&filter=all`)).toHaveLength(3);
  });

  it('filters by state and by city, accent- and case-insensitively', async () => {
    const m = marker();
    const houston = await app.insertPost(owner, { title: m, city: 'Houston', state: 'TX' });
    const dallas = await app.insertPost(owner, { title: m, city: 'Dallas', state: 'TX', lat: 32.7767, lng: -96.797 });
    const sanJose = await app.insertPost(owner, { title: m, city: 'San Jose', state: 'CA', lat: 37.3382, lng: -121.8863 });
    expect(sorted(ids(await search(`search=${m}&state=TX`)))).toEqual(sorted([houston, dallas]));
    expect(ids(await search(`search=${m}&state=tx`))).toHaveLength(2);
    expect(ids(await search(`search=${m}&state=TX&city=houston`))).toEqual([houston]);
    expect(ids(await search(`search=${m}&state=CA&city=${encodeURIComponent('Sàn José')}`))).toEqual([sanJose]);
    expect(ids(await search(`search=${m}&city=Dallas`))).toEqual([dallas]);
  });

  it('lists multi-state posts in their paid states, nationwide ones everywhere, and neither once the add-on ends', async () => {
    const m = marker();
    const base = { title: m, city: 'San Jose', state: 'CA', lat: 37.3382, lng: -121.8863 };
    const multi = await app.insertPost(owner, { ...base, isNationwide: true, selectedStates: ['TX', 'GA'], stateAddonEndsAt: daysAhead(30) });
    const nationwide = await app.insertPost(owner, { ...base, isNationwide: true, selectedStates: [], stateAddonEndsAt: daysAhead(30) });
    const ended = await app.insertPost(owner, { ...base, isNationwide: true, selectedStates: ['TX'], stateAddonEndsAt: daysAgo(1) });
    expect(sorted(ids(await search(`search=${m}&state=TX`)))).toEqual(sorted([multi, nationwide]));
    expect(sorted(ids(await search(`search=${m}&state=GA`)))).toEqual(sorted([multi, nationwide]));
    expect(ids(await search(`search=${m}&state=WA`))).toEqual([nationwide]);
    expect(sorted(ids(await search(`search=${m}&state=CA`)))).toEqual(sorted([multi, nationwide, ended]));
    // A city search in a paid state shows the multi-state posts too: that is what the owner paid for.
    expect(sorted(ids(await search(`search=${m}&state=TX&city=Houston`)))).toEqual(sorted([multi, nationwide]));
    // The SQL agrees with the domain rule for every post and state.
    const now = new Date();
    const rows: Array<{ id: number; state: string; is_nationwide: boolean; selected_states: string[]; state_addon_ends_at: Date | null }> =
      await app.data.query('SELECT id, state, is_nationwide, selected_states, state_addon_ends_at FROM job_posts WHERE id = ANY($1)', [[multi, nationwide, ended]]);
    for (const state of ['TX', 'GA', 'WA', 'CA']) {
      const expected = rows
        .filter((r) =>
          isListedInState({ state: r.state, isNationwide: r.is_nationwide, selectedStates: r.selected_states, stateAddonEndsAt: r.state_addon_ends_at }, state, now),
        )
        .map((r) => r.id);
      expect(sorted(ids(await search(`search=${m}&state=${state}`)))).toEqual(sorted(expected));
    }
  });

  it('keeps posts within the chosen distance of the searched city and sorts them by distance', async () => {
    const m = marker();
    const center = cityCoordinates('Houston', 'TX');
    if (!center) throw new Error('Houston is in the built-in data');
    const places = {
      downtown: { lat: center.lat + 0.01, lng: center.lng, city: 'Houston' },
      sugarLand: { lat: 29.6197, lng: -95.6349, city: 'Sugar Land' },
      katy: { lat: 29.7858, lng: -95.8245, city: 'Katy' },
      dallas: { lat: 32.7767, lng: -96.797, city: 'Dallas' },
    };
    const posted: Record<string, number> = {};
    for (const [name, place] of Object.entries(places)) posted[name] = await app.insertPost(owner, { title: m, state: 'TX', ...place });
    const miles = Object.fromEntries(Object.entries(places).map(([name, place]) => [name, milesBetween(center, place)]));
    expect(miles['sugarLand']).toBeLessThan(20);
    expect(miles['katy']).toBeGreaterThan(20);
    expect(miles['katy']).toBeLessThan(50);

    const within20 = await search(`search=${m}&state=TX&city=Houston&maxDistance=20&sortBy=distance`);
    expect(ids(within20)).toEqual([posted['downtown'], posted['sugarLand']]);
    const within50 = await search(`search=${m}&state=TX&city=Houston&maxDistance=50&sortBy=distance`);
    expect(ids(within50)).toEqual([posted['downtown'], posted['sugarLand'], posted['katy']]);
    expect(within50[1]?.distance).toBeCloseTo(miles['sugarLand'] ?? NaN, 0);
    const all = await search(`search=${m}&state=TX&city=Houston&maxDistance=500&sortBy=distance`);
    expect(ids(all)).toEqual([posted['downtown'], posted['sugarLand'], posted['katy'], posted['dallas']]);
    // Without a distance the city means the city and its surroundings (issue 17: 25 miles), in the default order.
    expect(sorted(ids(await search(`search=${m}&state=TX&city=Houston`)))).toEqual(sorted([posted['downtown'], posted['sugarLand'], posted['katy']].map(Number)));
  });

  it('filters by salon area ranges, several at once', async () => {
    const m = marker();
    const small = await app.insertPost(owner, { title: m, areaSqFt: 1000 });
    const mid = await app.insertPost(owner, { title: m, areaSqFt: 1500 });
    const big = await app.insertPost(owner, { title: m, areaSqFt: 3000 });
    await app.insertPost(owner, { title: m, areaSqFt: null });
    expect(ids(await search(`search=${m}&salonAreaFrom_0=800&salonAreaTo_0=1200`))).toEqual([small]);
    expect(sorted(ids(await search(`search=${m}&salonAreaFrom_0=800&salonAreaTo_0=1200&salonAreaFrom_1=2500&salonAreaTo_1=5000`)))).toEqual(
      sorted([small, big]),
    );
    expect(sorted(ids(await search(`search=${m}&salonAreaFrom_0=1200`)))).toEqual(sorted([mid, big]));
    expect(await search(`search=${m}`)).toHaveLength(4);
  });
});

describe('what is listed and in which order', () => {
  it('never lists expired, paused, deactivated or deleted posts', async () => {
    const m = marker();
    const live = await app.insertPost(owner, { title: m });
    const noExpiry = await app.insertPost(owner, { title: m, duration: 0, expiresAt: null });
    await app.insertPost(owner, { title: m, duration: 1, expiresAt: daysAgo(1) });
    await app.insertPost(owner, { title: m, isPaused: true, isActive: false });
    await app.insertPost(owner, { title: m, isActive: false });
    await app.insertPost(owner, { title: m, deletedAt: new Date() });
    expect(sorted(ids(await search(`search=${m}`)))).toEqual(sorted([live, noExpiry]));
  });

  it('ranks diamond3, diamond2, diamond1 first while paid, then newest, re-bumping diamond1/2 every 15 days', async () => {
    const m = marker();
    const make = (priorityAddon: PriorityAddon, created: number, endsInDays: number | null) =>
      app.insertPost(owner, {
        title: m,
        priorityAddon,
        priorityEndsAt: endsInDays === null ? null : daysAhead(endsInDays),
        createdAt: daysAgo(created),
        bumpedAt: daysAgo(created),
      });
    const plainNew = await make('none', 1, null);
    const plainOld = await make('none', 10, null);
    const d1Rebumped = await make('diamond1', 31, 30); // bumped at day 30 of 31: 1 day ago in effect
    const d2 = await make('diamond2', 20, 30);
    const d3 = await make('diamond3', 40, 30);
    const d3Ended = await make('diamond3', 2, -1);
    const d2Ended = await make('diamond2', 40, -20); // paid 20 days, bumped once at day 15, then ended
    const found = ids(await search(`search=${m}`));
    expect(found.slice(0, 3)).toEqual([d3, d2, d1Rebumped]);
    expect(found.slice(3)).toEqual([plainNew, d3Ended, plainOld, d2Ended]);

    const rows: Array<{ id: number; priority_addon: PriorityAddon; priority_ends_at: Date | null; created_at: Date; bumped_at: Date }> =
      await app.data.query('SELECT id, priority_addon, priority_ends_at, created_at, bumped_at FROM job_posts WHERE id = ANY($1)', [found]);
    const now = new Date();
    const reference = rows
      .map((r) => ({ id: r.id, priorityAddon: r.priority_addon, priorityEndsAt: r.priority_ends_at, createdAt: r.created_at, bumpedAt: r.bumped_at }))
      .sort((a, b) => compareForListing(a, b, now))
      .map((p) => p.id);
    expect(found).toEqual(reference);
  });

  it('moves a post when its paid priority ends or its 15-day bump falls due, once ranks are refreshed', async () => {
    const m = marker();
    const plain = await app.insertPost(owner, { title: m, createdAt: daysAgo(1), bumpedAt: daysAgo(1) });
    const d3 = await app.insertPost(owner, { title: m, priorityAddon: 'diamond3', priorityEndsAt: daysAhead(3), createdAt: daysAgo(5), bumpedAt: daysAgo(5) });
    const d1 = await app.insertPost(owner, { title: m, priorityAddon: 'diamond1', priorityEndsAt: daysAhead(30), createdAt: daysAgo(14), bumpedAt: daysAgo(14) });
    expect(ids(await search(`search=${m}`))).toEqual([d3, d1, plain]);
    const repository = app.app.get(JobPostRepository);
    try {
      // Four days on: diamond3 has ended (its rank is gone, it keeps its old date); diamond1 was bumped on day 15.
      expect(await repository.refreshRanks(daysAhead(4))).toBeGreaterThanOrEqual(2);
      const later = await search(`search=${m}`);
      expect(ids(later)).toEqual([d1, plain, d3]);
      expect(new Date(later[0]?.bumpedAt ?? 0).getTime()).toBeCloseTo(daysAhead(1).getTime(), -5);
    } finally {
      await repository.refreshRanks(new Date());
    }
    expect(ids(await search(`search=${m}`))).toEqual([d3, d1, plain]);
  });

  it('sorts by date newest or oldest', async () => {
    const m = marker();
    const a = await app.insertPost(owner, { title: m, createdAt: daysAgo(3), priorityAddon: 'diamond3', priorityEndsAt: daysAhead(9) });
    const b = await app.insertPost(owner, { title: m, createdAt: daysAgo(2) });
    const c = await app.insertPost(owner, { title: m, createdAt: daysAgo(1) });
    expect(ids(await search(`search=${m}&sortBy=date`))).toEqual([c, b, a]);
    expect(ids(await search(`search=${m}&sortBy=date&dateOrder=oldest`))).toEqual([a, b, c]);
  });

  it('pages with a cursor, without gaps or repeats, in every order', async () => {
    const m = marker();
    const made: number[] = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await app.insertPost(owner, {
          title: m,
          createdAt: daysAgo(i % 3),
          bumpedAt: daysAgo(i % 3),
          priorityAddon: i === 4 ? 'diamond2' : 'none',
          priorityEndsAt: i === 4 ? daysAhead(5) : null,
          lat: 29.7 + i / 100,
          lng: -95.4,
        }),
      );
    }
    for (const order of ['', '&sortBy=date', '&sortBy=date&dateOrder=oldest', '&state=TX&city=Houston&sortBy=distance&maxDistance=100']) {
      const whole = ids(await search(`search=${m}${order}`));
      expect(sorted(whole)).toEqual(sorted(made));
      const pages: number[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 5; page++) {
        const res = await app.call('GET', `/api/job-posts?search=${m}${order}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        pages.push(...ids(res.json()));
        cursor = res.headers['x-next-cursor'] as string | undefined;
        if (!cursor) break;
      }
      expect(pages).toEqual(whole);
    }
  });

  it('shows media only with the paid photo/video add-on and hides a hidden street address', async () => {
    const m = marker();
    // Both shapes of the spec: media objects (in upload order, whatever their stored order) and URL strings.
    const images = [
      { filePath: '/uploads/b.mp4', fileType: 'video', uploadOrder: 1 },
      { filePath: '/uploads/a.jpg', fileType: 'image', uploadOrder: 0 },
    ];
    const basic = await app.insertPost(owner, { title: m, images });
    const paid = await app.insertPost(owner, { title: m, images, photoVideoAddon: true, photoVideoEndsAt: daysAhead(10) });
    const strings = await app.insertPost(owner, { title: m, images: ['/uploads/x.jpg', '/uploads/y.jpg'], photoVideoAddon: true, photoVideoEndsAt: daysAhead(10) });
    const lapsed = await app.insertPost(owner, { title: m, images, photoVideoAddon: true, photoVideoEndsAt: daysAgo(1) });
    const hidden = await app.insertPost(owner, { title: m, hideAddress: true });
    const byId = new Map((await search(`search=${m}`)).map((p) => [p.id, p]));
    expect(byId.get(basic)?.images).toEqual([]);
    expect(byId.get(lapsed)?.images).toEqual([]);
    expect(byId.get(paid)?.images).toEqual(images);
    expect(byId.get(paid)?.galleryImages).toEqual(['/uploads/a.jpg', '/uploads/b.mp4']);
    expect(byId.get(paid)?.imageUrl).toBe('/uploads/a.jpg');
    expect(byId.get(strings)?.galleryImages).toEqual(['/uploads/x.jpg', '/uploads/y.jpg']);
    expect(byId.get(hidden)?.streetAddress).toBeNull();
    expect(byId.get(hidden)?.fullAddress).toBe('Houston, TX');
    expect(byId.get(basic)?.streetAddress).toBe('9889 Bellaire Blvd');
  });

  it('answers 50 posts by default and at most 200', async () => {
    const m = marker();
    await app.data.query(
      `INSERT INTO job_posts (owner_id, job_type, title, description, city, state, duration, expires_at)
       SELECT $1, 'hiring', $2 || ' ' || g, 'x', 'Houston', 'TX', 6, now() + interval '30 days' FROM generate_series(1, 210) g`,
      [owner, m],
    );
    expect(await search(`search=${m}`)).toHaveLength(50);
    expect(await search(`search=${m}&limit=200`)).toHaveLength(200);
    expect(await search(`search=${m}&limit=7`)).toHaveLength(7);
  });
});

describe('bad input', () => {
  it.each([
    ['unknown job type', 'jobType=boss'],
    ['unknown filter', 'filter=everything'],
    ['negative limit', 'limit=-1'],
    ['zero limit', 'limit=0'],
    ['huge limit', 'limit=10000'],
    ['non-numeric limit', 'limit=abc'],
    ['area range upside down', 'salonAreaFrom_0=2000&salonAreaTo_0=1000'],
    ['negative area', 'salonAreaFrom_0=-5'],
    ['non-numeric area', 'salonAreaTo_0=big'],
    ['unknown state', 'state=ZZ'],
    ['state name instead of code', 'state=Texas'],
    ['unknown sort', 'sortBy=salary'],
    ['unknown date order', 'dateOrder=random'],
    ['distance out of range', 'maxDistance=100000'],
    ['search too long', `search=${'a'.repeat(101)}`],
    ['control characters', 'search=%00abc'],
    ['cursor too long', `cursor=${'a'.repeat(201)}`],
  ])('%s -> 400 with a code', async (_name, query) => {
    const res = await app.call('GET', `/api/job-posts?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});

// ---------------------------------------------------------------------------------------------
// Cursors come back from the client: anything this API did not give is 400 INVALID_CURSOR, never a 500
// ---------------------------------------------------------------------------------------------

describe('forged cursors', () => {
  /** A query of each order, so each order's cursor is the one checked. */
  const ORDERS = {
    rank: '',
    nearRank: '&state=TX&city=Houston',
    newest: '&sortBy=date',
    oldest: '&sortBy=date&dateOrder=oldest',
    distance: '&state=TX&city=Houston&sortBy=distance',
  } as const;
  type Order = keyof typeof ORDERS;
  const ORDER_NAMES = Object.keys(ORDERS) as Order[];
  const ISO = '2024-05-01T10:00:00.000Z';
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  let m: string;
  beforeAll(async () => {
    m = marker();
    for (let i = 0; i < 3; i++) await app.insertPost(owner, { title: m, createdAt: daysAgo(i), bumpedAt: daysAgo(i) });
  });

  // A new address per call: the property tests make more calls than the per-address search limit allows.
  const page = (order: Order, cursor: string) =>
    app.call('GET', `/api/job-posts?search=${m}${ORDERS[order]}&limit=2&cursor=${encodeURIComponent(cursor)}`, { ip: newClient().ip });

  const refused = { status: 400, body: { message: expect.any(String), code: 'INVALID_CURSOR' } };
  async function outcome(order: Order, cursor: string) {
    const res = await page(order, cursor);
    return { order, cursor, status: res.statusCode, body: res.json() as unknown };
  }

  it('is still served when it is one a page gave (the paging tests walk every order)', async () => {
    for (const order of ORDER_NAMES) {
      const first = await page(order, '');
      const next = first.headers['x-next-cursor'] as string;
      expect([order, first.statusCode, typeof next]).toEqual([order, 200, 'string']);
      expect([order, (await page(order, next)).statusCode]).toEqual([order, 200]);
    }
  });

  const notOurs = [
    "';--",
    'abc$',
    'a b',
    'YWJj+/==',
    'ợ',
    'bm90LWpzb24', // base64url of "not-json"
    Buffer.from([0xff, 0xfe, 0x00, 0x7b]).toString('base64url'),
    b64(null),
    b64(42),
    b64('text'),
    b64(true),
    b64([]),
    b64([0, ISO, 1]),
  ];
  it.each(ORDER_NAMES.flatMap((order) => notOurs.map((text) => [order, text])))(
    'refuses text that is not base64url JSON of an object (%s order: %s)',
    async (order, text) => {
      expect(await outcome(order as Order, text as string)).toEqual({ order, cursor: text, ...refused });
    },
  );

  const forged: Record<Order, unknown[]> = {
    rank: [
      { k: [1, '1', 1] }, // Date.parse takes '1', PostgreSQL does not
      { k: [0, 'May 5', 1] },
      { k: [0, '0000-01-01T00:00:00.000Z', 1] },
      { k: [0, '-000001-01-01T00:00:00.000Z', 1] },
      { k: [0, '2024-02-30T00:00:00.000Z', 1] },
      { k: [0, 'infinity', 1] },
      { k: [40_000, ISO, 1] }, // beyond smallint
      { k: [1e21, ISO, 1] },
      { k: [0.5, ISO, 1] },
      { k: [true, ISO, 1] },
      { k: [0, ISO, 0] },
      { k: [0, ISO, 2 ** 31] },
      { k: [0, ISO, '1'] },
      { k: [0, ISO, 1, 1] },
      { k: [0, ISO, 1], o: 0 },
      { k: [0, ISO, 1], x: 1 },
      { k: [ISO, 1] }, // the date order's
      { o: 2 }, // the distance order's
    ],
    nearRank: [
      { k: [0, 'yes', ISO, 1] },
      { k: [0, 1, ISO, 1] },
      { k: [0, true, '1', 1] },
      { k: [40_000, true, ISO, 1] },
      { k: [0, true, ISO, 2 ** 31] },
      { k: [0, ISO, 1] }, // the plain rank order's
    ],
    newest: [{ k: ['1', 1] }, { k: ['0', 1] }, { k: ['2024-05-01', 1] }, { k: [ISO, -1] }, { k: [ISO, 2 ** 31] }, { k: [ISO, null] }, { k: [0, ISO, 1] }],
    oldest: [{ k: ['May 5', 1] }, { k: ['+275760-09-13T00:00:00.000Z', 1] }, { k: [ISO, 1.5] }, { k: [ISO] }],
    distance: [{ o: -1 }, { o: 1.5 }, { o: '5' }, { o: 1e300 }, { o: 100_001 }, { o: null }, {}, { o: 2, k: [] }, { k: [0, ISO, 1] }],
  };

  const wrongShape = ORDER_NAMES.flatMap((order) =>
    [{}, { k: null }, { k: [] }, { k: 'x' }, ...forged[order]].map((value) => [order, JSON.stringify(value), b64(value)]),
  );
  it.each(wrongShape)('refuses a cursor of the wrong shape, types or range (%s order: %s)', async (order, _json, text) => {
    expect(await outcome(order as Order, text as string)).toEqual({ order, cursor: text, ...refused });
  });

  it('serves a well-typed cursor it did not give as the position it names', async () => {
    const served = [
      ['rank', { k: [32_767, ISO, 2_147_483_647] }],
      ['nearRank', { k: [0, false, ISO, 1] }],
      ['newest', { k: ['9999-12-31T23:59:59.999Z', 1] }],
      ['distance', { o: 100_000 }],
    ] as const;
    for (const [order, value] of served) expect([order, (await page(order, b64(value))).statusCode]).toEqual([order, 200]);
    expect(ids((await page('newest', b64({ k: [new Date().toISOString(), 2_147_483_647] }))).json())).toHaveLength(2);
  });

  // Random cursors: whatever comes, the answer is a page or INVALID_CURSOR. Longer than 200
  // characters is the query's VALIDATION_ERROR (tested above), so longer ones are not sent.
  const answered = async (order: Order, text: string) => {
    if (text.length > 200) return;
    const { status, body } = await outcome(order, text);
    if (status !== 200) expect({ order, text, status, body }).toEqual({ order, text, ...refused });
  };
  const number = fc.oneof(
    fc.integer({ min: -3, max: 4 }),
    fc.integer(),
    fc.constantFrom(32_767, 32_768, -32_769, 2 ** 31 - 1, 2 ** 31, 1e21, Number.MAX_SAFE_INTEGER, -0),
    fc.double(),
  );
  const instantLike = fc.oneof(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
    fc.constantFrom('1', '0', '99', 'May 5', 'now', 'infinity', '2024-05-01', '2024-02-30T00:00:00.000Z', '0000-01-01T00:00:00.000Z', '2024-05-01T10:00:00Z'),
    fc.string({ maxLength: 30 }),
  );
  const anyValue = fc.oneof(number, instantLike, fc.boolean(), fc.constant(null));
  const keysetLike = fc.oneof(
    fc.record({ k: fc.array(anyValue, { maxLength: 5 }) }),
    fc.record({ k: fc.tuple(number, instantLike, number) }),
    fc.record({ k: fc.tuple(number, fc.oneof(fc.boolean(), anyValue), instantLike, number) }),
    fc.record({ k: fc.tuple(instantLike, number) }),
    fc.record({ o: number }),
  );
  const orderArb = fc.constantFrom(...ORDER_NAMES);

  it('answers a page or INVALID_CURSOR for any keyset-like cursor', async () => {
    await fc.assert(fc.asyncProperty(orderArb, keysetLike, (order, value) => answered(order, b64(value))), { numRuns: 400 });
  });

  it('answers a page or INVALID_CURSOR for any JSON or any text', async () => {
    await fc.assert(fc.asyncProperty(orderArb, fc.jsonValue(), (order, value) => answered(order, b64(value))), { numRuns: 150 });
    const text = fc.oneof(fc.string({ maxLength: 200 }), fc.base64String({ maxLength: 200 }), fc.stringMatching(/^[A-Za-z0-9_-]{1,200}$/));
    await fc.assert(fc.asyncProperty(orderArb, text, answered), { numRuns: 150 });
  });
});

// ---------------------------------------------------------------------------------------------
// Per-address limit of the public reads that query many posts
// ---------------------------------------------------------------------------------------------

describe('search limit per address', () => {
  it('answers 429 SEARCH_RATE_LIMITED past 600 searches, map and salon reads a minute, and serves other addresses', async () => {
    const ip = newClient().ip;
    const m = marker();
    const list = `/api/job-posts?search=${m}&limit=1`;
    const mapUrl = '/api/job-posts/map?state=VT&jobType=transfer';
    const salons = `/api/nail-salons?city=${m}&state=VT`;
    const calls = [...Array<string>(400).fill(list), ...Array<string>(100).fill(mapUrl), ...Array<string>(100).fill(salons)];
    // In parallel batches: the window is one minute, which 600 calls one after another would take a good part of.
    for (let i = 0; i < calls.length; i += 50) {
      const statuses = await Promise.all(calls.slice(i, i + 50).map((url) => app.call('GET', url, { ip }).then((res) => res.statusCode)));
      expect(new Set(statuses)).toEqual(new Set([200]));
    }
    for (const url of [list, mapUrl, salons, '/api/job-posts?limit=oops']) {
      const res = await app.call('GET', url, { ip });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 429, body: { message: expect.any(String), code: 'SEARCH_RATE_LIMITED' } });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    for (const url of [list, mapUrl, salons]) expect([url, (await app.call('GET', url, { ip: newClient().ip })).statusCode]).toEqual([url, 200]);
  });
});
