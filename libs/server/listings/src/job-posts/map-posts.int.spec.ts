import type { MapPost, MapPostsResponse } from '@chonail/shared/contracts';
import { JobPostEntity } from '../entities/job-post.entity';
import { useListingsApp } from '../listings-test-app';

const app = useListingsApp('map');
const DAY = 86_400_000;

async function map(query = ''): Promise<MapPostsResponse> {
  const res = await app.call('GET', `/api/job-posts/map${query}`);
  if (res.statusCode !== 200) throw new Error(`map answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** What the map must show: the listed posts with coordinates, counted in SQL apart from the code under test. */
async function listedCounts(state?: string) {
  const [row] = await app.data.query(
    `SELECT count(*)::int AS all, count(*) FILTER (WHERE job_type = 'hiring')::int AS hiring, count(*) FILTER (WHERE job_type <> 'hiring')::int AS selling
     FROM job_posts WHERE deleted_at IS NULL AND hidden_at IS NULL AND is_active AND NOT is_paused AND (duration = 0 OR expires_at IS NULL OR expires_at > now())
       AND lat IS NOT NULL AND lng IS NOT NULL AND ($1::text IS NULL OR state = $1)`,
    [state ?? null],
  );
  return row as { all: number; hiring: number; selling: number };
}

let owner: number;
const mine = { hiring: [] as number[], selling: [] as number[], transfer: [] as number[] };
const hidden = { paused: 0, expired: 0, deleted: 0, inactive: 0, unplaced: 0, byStaff: 0 };

beforeAll(async () => {
  owner = (await app.register()).user.id;
  // More than the 200 the map used to load: 150 hiring, 80 selling and 30 transfers, spread over North Dakota
  // (a state no other test file posts in: the browser tests share this database and post in Wyoming).
  const rows: Array<Partial<JobPostEntity>> = [];
  const now = new Date();
  const kinds = [...Array(150).fill('hiring'), ...Array(80).fill('selling'), ...Array(30).fill('transfer')] as Array<'hiring' | 'selling' | 'transfer'>;
  kinds.forEach((jobType, i) =>
    rows.push({
      ownerId: owner,
      jobType,
      title: `Bản đồ ${jobType} ${i}`,
      description: 'Tin bản đồ',
      city: 'Fargo',
      state: 'ND',
      lat: 46.85 + (i % 20) * 0.01,
      lng: -96.78 - Math.floor(i / 20) * 0.01,
      duration: 6,
      createdAt: now,
      bumpedAt: now,
      expiresAt: new Date(now.getTime() + 30 * DAY),
    }),
  );
  const inserted = await app.data.getRepository(JobPostEntity).insert(rows);
  inserted.identifiers.forEach((id, i) => mine[kinds[i] as keyof typeof mine].push((id as { id: number }).id));

  const nd = { city: 'Bismarck', state: 'ND', lat: 46.81, lng: -100.78 };
  hidden.paused = await app.insertPost(owner, { ...nd, isPaused: true });
  hidden.expired = await app.insertPost(owner, { ...nd, expiresAt: new Date(Date.now() - DAY) });
  hidden.deleted = await app.insertPost(owner, { ...nd, deletedAt: new Date() });
  hidden.inactive = await app.insertPost(owner, { ...nd, isActive: false });
  hidden.unplaced = await app.insertPost(owner, { ...nd, lat: null, lng: null });
  hidden.byStaff = await app.insertPost(owner, { ...nd, hiddenAt: new Date() });
}, 60_000);

describe('GET /api/job-posts/map', () => {
  it('answers every listed post with a place (more than 200) and the true count of each kind', async () => {
    const all = await map();
    const expected = await listedCounts();
    expect(expected.all).toBeGreaterThan(200);
    expect(all.counts).toEqual(expected);
    expect(all.posts).toHaveLength(expected.all);
    const ids = new Set(all.posts.map((p) => p.id));
    for (const id of [...mine.hiring, ...mine.selling, ...mine.transfer]) expect(ids.has(id)).toBe(true);

    const dakota = await map('?state=ND');
    expect(dakota.counts).toEqual({ all: 260, hiring: 150, selling: 110 });
    expect(dakota.posts.map((p) => p.id).sort((a, b) => a - b)).toEqual([...mine.hiring, ...mine.selling, ...mine.transfer].sort((a, b) => a - b));
  });

  it('leaves out paused, expired, deleted, inactive and unplaced posts', async () => {
    const ids = new Set((await map()).posts.map((p) => p.id));
    for (const id of Object.values(hidden)) expect(ids.has(id)).toBe(false);
  });

  it('answers a lean marker: place, kind, title, priority in force and the contact phone, masked (issue 38, finding 4)', async () => {
    const paid = await app.insertPost(owner, {
      title: 'Bán tiệm có điện thoại tiệm',
      jobType: 'selling',
      storePhone: '+13035550199',
      priorityAddon: 'diamond3',
      priorityEndsAt: new Date(Date.now() + 10 * DAY),
    });
    const lapsed = await app.insertPost(owner, { priorityAddon: 'diamond2', priorityEndsAt: new Date(Date.now() - DAY), hideAddress: true, lat: 29.705712, lng: -95.546634 });
    const posts = (await map('?state=TX')).posts;
    const byId = (id: number) => posts.find((p) => p.id === id) as MapPost;
    expect(byId(paid)).toEqual({
      id: paid,
      lat: 29.7057,
      lng: -95.5466,
      jobType: 'selling',
      title: 'Bán tiệm có điện thoại tiệm',
      storeName: 'Lotus Nails',
      city: 'Houston',
      state: 'TX',
      priority: 'diamond3',
      phone: '(***) ***-0199',
    });
    // A hidden address is blurred to about a mile, as on every public read; an ended add-on is no priority.
    expect(byId(lapsed)).toMatchObject({ lat: 29.71, lng: -95.55, priority: 'none' });
    expect(byId(lapsed).phone).toMatch(/^\(\*\*\*\) \*\*\*-\d{4}$/);
    // No marker carries a full number: the map once answered 180 of them at once.
    expect(JSON.stringify(posts)).not.toMatch(/\+1\d{10}/);
  });

  it('filters by type (either label) and answers 400 with a code for a bad query, changing nothing', async () => {
    expect((await map('?state=ND&jobType=transfer')).counts).toEqual({ all: 30, hiring: 0, selling: 30 });
    expect((await map(`?state=ND&jobType=${encodeURIComponent('Cần thợ')}`)).counts.all).toBe(150);
    expect((await map('?state=ND&jobType=all')).counts.all).toBe(260);
    expect((await map('?state=&jobType=')).counts).toEqual(await listedCounts());
    for (const bad of ['?state=ZZ', '?jobType=plumber', '?state=ND&state=TX']) {
      const res = await app.call('GET', `/api/job-posts/map${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
  });
});
