import type { MyPostsStatsSummary, PostStats } from '@chonail/shared/contracts';
import { shiftDay, statsKeptFrom, utcDay } from '@chonail/shared/domain';
import type { JsonLogger } from '@chonail/server/core/base';
import { newClient } from '@chonail/server/auth/testing';
import { useListingsApp } from '../listings-test-app';
import { POST_EVENT_LIMITS } from '../ip-limits';
import { PostStatsRepository } from '../job-posts/post-stats.repository';
import { PostStatsNightlyHandler } from './post-stats-nightly.handler';

/**
 * Issue 39, "what the ad earned": the counting rules of a poster's statistics over the real
 * database and Redis (a view once a viewer a day, never the owner's, staff's or a robot's, with the
 * state searched in; a save; Directions and Share taps once a viewer a day), who may read them, and
 * the nightly job's 13 months.
 */
const app = useListingsApp('post-stats');

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S921U) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Member = Awaited<ReturnType<typeof app.register>>;
interface Visitor {
  ip?: string;
  userAgent?: string;
  token?: string;
}

const headersOf = (who: Visitor) => ({ 'user-agent': who.userAgent ?? IPHONE });

async function listedPost(fields: Record<string, unknown> = {}): Promise<{ id: number; owner: Member }> {
  const owner = await app.register();
  return { id: await app.insertPost(owner.user.id, fields), owner };
}

async function makeStaff(): Promise<Member> {
  const staff = await app.register();
  await app.data.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [staff.user.id]);
  return staff;
}

async function open(id: number, who: Visitor, from?: string): Promise<void> {
  const res = await app.call('GET', `/api/job-posts/${id}${from === undefined ? '' : `?from=${from}`}`, { ip: who.ip ?? newClient().ip, token: who.token, headers: headersOf(who) });
  if (res.statusCode !== 200) throw new Error(`open answered ${res.statusCode}: ${res.body}`);
}

const tap = (id: number, kind: unknown, who: Visitor = {}) =>
  app.call('POST', `/api/job-posts/${id}/events`, { ip: who.ip ?? newClient().ip, token: who.token, headers: headersOf(who), payload: { kind } });

async function tapped(id: number, kind: 'direction' | 'share', who: Visitor = {}): Promise<boolean> {
  const res = await tap(id, kind, who);
  if (res.statusCode !== 200) throw new Error(`events answered ${res.statusCode}: ${res.body}`);
  return res.json().counted;
}

async function stats(id: number, owner: Member, days?: number): Promise<PostStats> {
  const res = await app.call('GET', `/api/my-posts/${id}/stats${days === undefined ? '' : `?days=${days}`}`, { token: owner.token });
  if (res.statusCode !== 200) throw new Error(`stats answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

const today = () => utcDay(new Date());

describe('views in the poster statistics', () => {
  it('counts a viewer once a day, and records the state the list they came from searched', async () => {
    const { id, owner } = await listedPost();
    const guest = { ip: newClient().ip, userAgent: IPHONE };
    await open(id, guest, 'CA');
    await open(id, guest, 'CA');
    await open(id, guest);
    const member = await app.register();
    await open(id, { token: member.token, userAgent: ANDROID }, 'tx');
    await open(id, { token: member.token, userAgent: IPHONE }, 'TX');
    await open(id, { userAgent: ANDROID });
    await open(id, { userAgent: IPHONE }, 'CA');

    const answer = await stats(id, owner);
    expect(answer.totals.views).toBe(4);
    expect(answer.daily.at(-1)).toMatchObject({ day: today(), views: 4 });
    // Most views first: two Californians, one Texan; the viewer who came by link has no state.
    expect(answer.topStates).toEqual([
      { state: 'CA', views: 2 },
      { state: 'TX', views: 1 },
    ]);
  });

  it('refuses a searched state that is not a US state (400), and counts nothing for it', async () => {
    const { id, owner } = await listedPost();
    const res = await app.call('GET', `/api/job-posts/${id}?from=ZZ`, { ip: newClient().ip, headers: { 'user-agent': IPHONE } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect((await stats(id, owner)).totals.views).toBe(0);
  });

  it("counts no view for the signed-in owner, staff or a robot", async () => {
    const { id, owner } = await listedPost();
    await open(id, { token: owner.token }, 'TX');
    await open(id, { token: (await makeStaff()).token }, 'TX');
    await open(id, { userAgent: GOOGLEBOT }, 'TX');
    await open(id, { userAgent: 'facebookexternalhit/1.1' });
    const answer = await stats(id, owner);
    expect(answer.totals.views).toBe(0);
    expect(answer.topStates).toEqual([]);
  });

  it('shows the phone reveals of the contact call on the same days', async () => {
    const { id, owner } = await listedPost();
    const guest = { ip: newClient().ip };
    const reveal = () => app.call('GET', `/api/job-posts/${id}/contact`, { ip: guest.ip, headers: { 'user-agent': IPHONE } });
    expect((await reveal()).statusCode).toBe(200);
    expect((await reveal()).statusCode).toBe(200);
    expect((await stats(id, owner)).totals.phoneReveals).toBe(1);
  });
});

describe('saves, Directions and shares in the poster statistics', () => {
  it('counts a save when it is made, once a member a day: not the unsave, not saving again', async () => {
    const { id, owner } = await listedPost();
    const member = await app.register();
    const save = () => app.call('POST', '/api/saved-items', { token: member.token, payload: { itemType: 'job', itemId: id } });
    expect((await save()).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);
    expect((await app.call('DELETE', `/api/saved-items?itemType=job&itemId=${id}`, { token: member.token })).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);
    expect((await stats(id, owner)).totals.saves).toBe(1);

    const other = await app.register();
    expect((await app.call('POST', '/api/saved-items', { token: other.token, payload: { itemType: 'job', itemId: id } })).statusCode).toBe(200);
    expect((await stats(id, owner)).totals.saves).toBe(2);
  });

  it('counts a Directions tap and a share once a viewer a day each, never the owner, staff or a robot', async () => {
    const { id, owner } = await listedPost();
    const guest = { ip: newClient().ip, userAgent: IPHONE };
    expect(await tapped(id, 'direction', guest)).toBe(true);
    expect(await tapped(id, 'direction', guest)).toBe(false);
    expect(await tapped(id, 'share', guest)).toBe(true);
    expect(await tapped(id, 'share', guest)).toBe(false);
    const member = await app.register();
    // A member is one viewer wherever they tap from.
    expect(await tapped(id, 'share', { token: member.token })).toBe(true);
    expect(await tapped(id, 'share', { token: member.token, userAgent: ANDROID })).toBe(false);

    expect(await tapped(id, 'direction', { token: owner.token })).toBe(false);
    expect(await tapped(id, 'share', { token: (await makeStaff()).token })).toBe(false);
    expect(await tapped(id, 'share', { userAgent: GOOGLEBOT })).toBe(false);

    const { totals, daily } = await stats(id, owner);
    expect(totals).toMatchObject({ directionTaps: 1, shares: 2 });
    expect(daily.at(-1)).toMatchObject({ day: today(), directionTaps: 1, shares: 2 });
  });

  it('answers 400 with its code for a kind it does not know, 404 for a post visitors cannot open', async () => {
    const { id } = await listedPost();
    for (const kind of ['call', '', 42, undefined]) {
      const res = await tap(id, kind);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const extra = await app.call('POST', `/api/job-posts/${id}/events`, { ip: newClient().ip, headers: { 'user-agent': IPHONE }, payload: { kind: 'share', count: 100 } });
    expect(extra.statusCode).toBe(400);

    const owner = await app.register();
    const paused = await app.insertPost(owner.user.id, { isPaused: true });
    const expired = await app.insertPost(owner.user.id, { expiresAt: new Date(Date.now() - 86_400_000) });
    for (const postId of [2_000_000_000, paused, expired]) {
      const res = await tap(postId, 'share');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('POST_NOT_FOUND');
    }
  });

  it(`limits one address to ${POST_EVENT_LIMITS[0]?.limit} taps a minute, whichever posts and browsers (429 with Retry-After)`, async () => {
    const { id } = await listedPost();
    const ip = newClient().ip;
    const limit = POST_EVENT_LIMITS[0]?.limit ?? 0;
    for (let i = 0; i < limit; i++) expect((await tap(id, i % 2 ? 'share' : 'direction', { ip, userAgent: `${IPHONE} ${i}` })).statusCode).toBe(200);
    const refused = await tap(id, 'share', { ip, userAgent: ANDROID });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('POST_EVENTS_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('who reads a post statistics', () => {
  it('the owner (any state of the post), staff for any post; a guest 401, another member and staff on the owner route 404', async () => {
    const { id, owner } = await listedPost({ isPaused: true });
    const member = await app.register();
    const staff = await makeStaff();

    expect((await app.call('GET', `/api/my-posts/${id}/stats`)).statusCode).toBe(401);
    expect((await app.call('GET', `/api/my-posts/stats`)).statusCode).toBe(401);
    expect((await app.call('GET', `/api/admin/job-posts/${id}/stats`)).statusCode).toBe(401);
    const others = await app.call('GET', `/api/my-posts/${id}/stats`, { token: member.token });
    expect(others.statusCode).toBe(404);
    expect(others.json().code).toBe('POST_NOT_FOUND');
    expect((await app.call('GET', `/api/my-posts/${id}/stats`, { token: staff.token })).statusCode).toBe(404);
    expect((await app.call('GET', `/api/admin/job-posts/${id}/stats`, { token: member.token })).statusCode).toBe(403);
    expect((await app.call('GET', `/api/my-posts/2000000000/stats`, { token: owner.token })).statusCode).toBe(404);
    expect((await app.call('GET', `/api/admin/job-posts/2000000000/stats`, { token: staff.token })).statusCode).toBe(404);

    const mine = await stats(id, owner);
    expect(mine).toMatchObject({ postId: id, days: 30, to: today(), from: shiftDay(today(), -29) });
    expect(mine.daily).toHaveLength(30);
    expect(mine.daily[0]).toEqual({ day: shiftDay(today(), -29), views: 0, phoneReveals: 0, saves: 0, directionTaps: 0, shares: 0 });

    const staffs = await app.call('GET', `/api/admin/job-posts/${id}/stats?days=7`, { token: staff.token });
    expect(staffs.statusCode).toBe(200);
    expect((staffs.json() as PostStats).daily.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => shiftDay(today(), i - 6)));
  });

  it('answers 1 to 395 days, else 400', async () => {
    const { id, owner } = await listedPost();
    expect((await stats(id, owner, 395)).daily).toHaveLength(395);
    expect((await stats(id, owner, 1)).daily).toHaveLength(1);
    for (const days of ['0', '396', 'abc', '-3', '7.5']) {
      const res = await app.call('GET', `/api/my-posts/${id}/stats?days=${days}`, { token: owner.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it("sums the owner's posts over the last 30 days for the portal, not another owner's, not a deleted post", async () => {
    const { id: first, owner } = await listedPost();
    const second = await app.insertPost(owner.user.id);
    const gone = await app.insertPost(owner.user.id);
    const { id: elsewhere } = await listedPost();
    await open(first, {});
    await open(second, {});
    await open(elsewhere, {});
    await open(gone, {});
    await tapped(second, 'share');
    await app.data.query('UPDATE job_posts SET deleted_at = now() WHERE id = $1', [gone]);
    // A day before the 30: not in the summary.
    await app.data.query('INSERT INTO post_daily_stats (post_id, day, views) VALUES ($1, $2::date, 50)', [first, shiftDay(today(), -30)]);

    const res = await app.call('GET', '/api/my-posts/stats', { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json() as MyPostsStatsSummary).toEqual({
      days: 30,
      from: shiftDay(today(), -29),
      to: today(),
      totals: { views: 2, phoneReveals: 0, saves: 0, directionTaps: 0, shares: 1 },
    });
  });
});

describe('the nightly job', () => {
  it('deletes the days past 13 months from both tables and keeps the rest', async () => {
    const { id, owner } = await listedPost();
    const now = new Date();
    const firstKept = statsKeptFrom(now, 13);
    const old = shiftDay(firstKept, -1);
    for (const day of [old, shiftDay(old, -40), firstKept, today()]) {
      await app.data.query('INSERT INTO post_daily_stats (post_id, day, views) VALUES ($1, $2::date, 3)', [id, day]);
      await app.data.query(`INSERT INTO post_daily_view_states (post_id, day, state, views) VALUES ($1, $2::date, 'WA', 3)`, [id, day]);
    }
    const logger = { info: () => undefined } as unknown as JsonLogger;
    const handler = new PostStatsNightlyHandler(app.app.get(PostStatsRepository), logger);
    const result = await handler.prune(now);
    expect(result.keptFrom).toBe(firstKept);
    expect(result.days).toBeGreaterThanOrEqual(2);

    const days = async (table: string) =>
      (await app.data.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM ${table} WHERE post_id = $1 ORDER BY day`, [id])).map((r: { day: string }) => r.day);
    expect(await days('post_daily_stats')).toEqual([firstKept, today()]);
    expect(await days('post_daily_view_states')).toEqual([firstKept, today()]);
    expect((await stats(id, owner, 1)).totals.views).toBe(3);

    // A second run the same night finds nothing more to delete.
    expect(await handler.prune(now)).toMatchObject({ days: 0, viewStates: 0 });
  });
});
