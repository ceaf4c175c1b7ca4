import type { Redis } from 'ioredis';
import { REDIS, redisKey } from '@chonail/server/core/base';
import { newClient } from '@chonail/server/auth/testing';
import { useListingsApp } from '../listings-test-app';
import { VIEW_COUNTING } from '../write-limits';
import { viewerKey } from './view-counter';

/**
 * Issue 38, finding 9: 50 guest opens from 50 addresses added 50 views, and one address added one
 * an hour. A view now counts once per viewer per post a day (a signed-in account, else address and
 * browser), at most VIEW_COUNTING.viewersPerAddress viewers per address (an IPv6 one by its /64),
 * never a robot's, the owner's or staff's.
 */
const app = useListingsApp('view-counts');

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S921U) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Safari/537.36';

const open = (id: number, { ip, userAgent, token, headers = {} }: { ip: string; userAgent?: string; token?: string; headers?: Record<string, string> }) =>
  app.call('GET', `/api/job-posts/${id}`, { ip, token, headers: { ...headers, ...(userAgent === undefined ? {} : { 'user-agent': userAgent }) } });

async function openOk(id: number, viewer: Parameters<typeof open>[1]): Promise<void> {
  const res = await open(id, viewer);
  if (res.statusCode !== 200) throw new Error(`open answered ${res.statusCode}: ${res.body}`);
}

/** The stored count, read from the table (reading it through the API as the owner counts nothing either, but this is plainer). */
async function views(id: number): Promise<number> {
  const [row] = await app.data.query('SELECT view_count FROM job_posts WHERE id = $1', [id]);
  return row.view_count;
}

async function listedPost(): Promise<{ id: number; owner: Awaited<ReturnType<typeof app.register>> }> {
  const owner = await app.register();
  return { id: await app.insertPost(owner.user.id), owner };
}

describe('GET /api/job-posts/:id counts views once per viewer per day (finding 9)', () => {
  it('counts the same viewer twice as one: a guest opening again, a member from the salon and then from home', async () => {
    const { id } = await listedPost();
    const guest = { ip: newClient().ip, userAgent: IPHONE };
    await openOk(id, guest);
    await Promise.all(Array.from({ length: 5 }, () => openOk(id, guest)));
    expect(await views(id)).toBe(1);

    const member = await app.register();
    await openOk(id, { ip: newClient().ip, userAgent: ANDROID, token: member.token });
    await openOk(id, { ip: newClient().ip, userAgent: WINDOWS, token: member.token });
    expect(await views(id)).toBe(2);
  });

  it('keeps a viewer counted for a day, not an hour', async () => {
    const { id } = await listedPost();
    const guest = { ip: newClient().ip, userAgent: IPHONE };
    await openOk(id, guest);
    const redis = app.app.get<Redis>(REDIS);
    const mark = redisKey(app.config, 'post-view', String(id), viewerKey(null, guest));
    expect(await redis.ttl(mark)).toBeGreaterThan(VIEW_COUNTING.viewerWindowSeconds - 60);
    expect(VIEW_COUNTING.viewerWindowSeconds).toBe(86_400);
  });

  it('counts 3 different viewers as 3, also at one address: two browsers and a signed-in member', async () => {
    const { id } = await listedPost();
    const home = newClient().ip;
    await openOk(id, { ip: home, userAgent: IPHONE });
    await openOk(id, { ip: home, userAgent: WINDOWS });
    await openOk(id, { ip: home, userAgent: IPHONE, token: (await app.register()).token });
    expect(await views(id)).toBe(3);
  });

  it(`counts no more than ${VIEW_COUNTING.viewersPerAddress} viewers from one address, whatever browsers and X-Forwarded-For it claims, nor from one IPv6 /64`, async () => {
    const { id } = await listedPost();
    const pump = newClient().ip;
    for (let i = 0; i < 50; i++) {
      // The app trusts no proxy here (TRUST_PROXY unset), so the forged header is not the address.
      await openOk(id, { ip: pump, userAgent: `${WINDOWS} Build/${i}`, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
    }
    expect(await views(id)).toBe(VIEW_COUNTING.viewersPerAddress);

    const { id: other } = await listedPost();
    const prefix = `2001:db8:${((Math.random() * 0xffff) | 0).toString(16)}:1`;
    for (let i = 1; i <= 20; i++) await openOk(other, { ip: `${prefix}::${i.toString(16)}`, userAgent: IPHONE });
    expect(await views(other)).toBe(VIEW_COUNTING.viewersPerAddress);
    // Another /64 is another household.
    await openOk(other, { ip: `2001:db8:ffff:2::1`, userAgent: IPHONE });
    expect(await views(other)).toBe(VIEW_COUNTING.viewersPerAddress + 1);
  });

  it('counts 0 for robots (search engines, link previews, audits, scripts, no agent), the owner and staff', async () => {
    const { id, owner } = await listedPost();
    const robots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; Zalo/1.0; +https://zalo.me)',
      `${ANDROID} Chrome-Lighthouse`,
      'curl/8.5.0',
      '',
    ];
    for (const userAgent of robots) {
      const res = await open(id, { ip: newClient().ip, userAgent });
      expect(res.statusCode).toBe(200);
    }
    // The header left out altogether.
    expect((await app.app.inject({ method: 'GET', url: `/api/job-posts/${id}`, remoteAddress: newClient().ip, headers: { 'user-agent': undefined } })).statusCode).toBe(200);

    await openOk(id, { ip: newClient().ip, userAgent: IPHONE, token: owner.token });
    const staff = await app.register();
    await app.data.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [staff.user.id]);
    await openOk(id, { ip: newClient().ip, userAgent: WINDOWS, token: staff.token });
    expect(await views(id)).toBe(0);

    // A person in Zalo's in-app browser is a viewer.
    await openOk(id, { ip: newClient().ip, userAgent: `${IPHONE} Zalo iOS/475 ZaloTheme/light ZaloLanguage/vn` });
    expect(await views(id)).toBe(1);
  });
});
