import { compareForListing, isListedInState, type PriorityAddon } from '@chonail/shared/domain';
import { milesBetween } from '@chonail/shared/geo';
import { cityCoordinates } from '@chonail/shared/geo/server';
import { JobPostRepository } from './job-post.repository';
import { ids, marker, sorted, useListingsApp } from './listings-test-app';

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
    ['unknown sort', 'sortBy=price'],
    ['unknown date order', 'dateOrder=random'],
    ['distance out of range', 'maxDistance=100000'],
    ['search too long', `search=${'a'.repeat(101)}`],
    ['control characters', 'search=%00abc'],
    ['forged cursor', 'cursor=%27%3B--'],
  ])('%s -> 400 with a code', async (_name, query) => {
    const res = await app.call('GET', `/api/job-posts?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });

  it('ignores a cursor it cannot read and starts from the first page', async () => {
    const m = marker();
    const id = await app.insertPost(owner, { title: m });
    expect(ids(await search(`search=${m}&cursor=bm90LWpzb24`))).toEqual([id]);
  });
});
