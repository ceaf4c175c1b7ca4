import type { Redis } from 'ioredis';
import type { JobPost } from '@chonail/shared/contracts';
import { newPostRequest } from '@chonail/shared/contracts/testing';
import { REDIS, redisKey } from '@chonail/server/core/base';
import { newClient } from '@chonail/server/auth/testing';
import { marker, useListingsApp } from './listings-test-app';
import { WRITE_LIMITS } from './write-limits';

/**
 * Issue 38, finding 8: one account made 60 posts in 1.4 s. New posts and contact messages are held
 * to WRITE_LIMITS, per account and per address, counting only what was stored. (The forum's threads
 * and replies: libs/server/forum/src/forum-limits.int.spec.ts.)
 */
const app = useListingsApp('write-limits');

type Member = Awaited<ReturnType<typeof app.register>>;

const limitOf = (limits: ReadonlyArray<{ windowSeconds: number; limit: number }>, windowSeconds: number) =>
  limits.find((limit) => limit.windowSeconds === windowSeconds)?.limit ?? 0;
const POSTS_PER_ACCOUNT_HOUR = limitOf(WRITE_LIMITS.post.account, 3600);
const POSTS_PER_ACCOUNT_DAY = limitOf(WRITE_LIMITS.post.account, 86_400);
const POSTS_PER_ADDRESS_HOUR = limitOf(WRITE_LIMITS.post.address, 3600);
const CONTACTS_PER_ACCOUNT_HOUR = limitOf(WRITE_LIMITS.contact.account, 3600);
const CONTACTS_PER_ADDRESS_HOUR = limitOf(WRITE_LIMITS.contact.address, 3600);

const post = (member: Member, ip: string, overrides: Record<string, unknown> = {}) =>
  app.call('POST', '/api/job-posts', { token: member.token, ip, payload: newPostRequest({ title: `Cần thợ nail ${marker()}`, ...overrides }) });

async function postOk(member: Member, ip: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await post(member, ip);
    if (res.statusCode !== 201) throw new Error(`post ${i + 1} answered ${res.statusCode}: ${res.body}`);
  }
}

const myPosts = async (member: Member): Promise<JobPost[]> => (await app.call('GET', '/api/my-job-posts', { token: member.token })).json();

function expectRefused(res: Awaited<ReturnType<typeof app.call>>, code: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: expect.stringMatching(/try again in \d+ (minutes?|hours?)$/), code });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/** Ends the current hourly windows of a member's posts, as if an hour had passed (the daily window goes on). */
const endHour = async (member: Member, ip: string) => {
  const redis = app.app.get<Redis>(REDIS);
  await redis.del(redisKey(app.config, 'rate', 'post:user:hour', String(member.user.id)), redisKey(app.config, 'rate', 'post:ip:hour', ip));
};

describe('POST /api/job-posts within the allowance (finding 8)', () => {
  it(`refuses an account its post number ${POSTS_PER_ACCOUNT_HOUR + 1} of an hour with 429 POST_RATE_LIMITED, from any address, storing nothing`, async () => {
    const owner = await app.register();
    const ip = newClient().ip;
    await postOk(owner, ip, POSTS_PER_ACCOUNT_HOUR);
    const refused = await post(owner, ip, { storeName: 'Tiệm Thừa' });
    expectRefused(refused, 'POST_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another address is the same account: the allowance is the account's.
    expectRefused(await post(owner, newClient().ip, { storeName: 'Tiệm Thừa' }), 'POST_RATE_LIMITED');
    expect(await myPosts(owner)).toHaveLength(POSTS_PER_ACCOUNT_HOUR);
    const stores: Array<{ name: string }> = (await app.call('GET', '/api/stores', { token: owner.token })).json();
    expect(stores.map((store) => store.name)).not.toContain('Tiệm Thừa');
  });

  it(`lets other accounts at that address post until the address made ${POSTS_PER_ADDRESS_HOUR} in the hour, then refuses anyone there and nobody elsewhere`, async () => {
    const salonWifi = newClient().ip;
    const owners = await Promise.all(Array.from({ length: POSTS_PER_ADDRESS_HOUR / POSTS_PER_ACCOUNT_HOUR }, () => app.register()));
    for (const owner of owners) await postOk(owner, salonWifi, POSTS_PER_ACCOUNT_HOUR);
    const late = await app.register();
    expectRefused(await post(late, salonWifi), 'POST_RATE_LIMITED');
    expect(await myPosts(late)).toEqual([]);
    // The same account at its own address posts: a busy address cannot lock a real owner out.
    expect((await post(late, newClient().ip)).statusCode).toBe(201);
  });

  it('counts only posts that were stored: refused ones (no payment, an unknown store, bad input) give their place back', async () => {
    const owner = await app.register();
    const ip = newClient().ip;
    await postOk(owner, ip, POSTS_PER_ACCOUNT_HOUR - 1);
    for (let i = 0; i < 3; i++) {
      const unpaid = await post(owner, ip, { priorityAddon: 'diamond3', priorityMonths: 1 });
      expect([unpaid.statusCode, unpaid.json().code]).toEqual([402, 'PAYMENT_REQUIRED']);
      const unknownStore = await post(owner, ip, { storeId: 2_000_000_000 });
      expect(unknownStore.json().code).toBe('STORE_NOT_FOUND');
      expect((await post(owner, ip, { title: '' })).statusCode).toBe(400);
    }
    expect((await post(owner, ip)).statusCode).toBe(201);
    expectRefused(await post(owner, ip), 'POST_RATE_LIMITED');
    expect(await myPosts(owner)).toHaveLength(POSTS_PER_ACCOUNT_HOUR);
  });

  it('lets a flood of parallel posts through only up to the allowance (the report: 60 in 1.4 s)', async () => {
    const spammer = await app.register();
    const ip = newClient().ip;
    const answers = await Promise.all(Array.from({ length: 60 }, () => post(spammer, ip)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(POSTS_PER_ACCOUNT_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - POSTS_PER_ACCOUNT_HOUR);
    expect(await myPosts(spammer)).toHaveLength(POSTS_PER_ACCOUNT_HOUR);
  });

  it(`refuses post number ${POSTS_PER_ACCOUNT_DAY + 1} of a day even after the hour has passed, saying when in hours`, async () => {
    const owner = await app.register();
    const ip = newClient().ip;
    for (let posted = 0; posted < POSTS_PER_ACCOUNT_DAY; posted += POSTS_PER_ACCOUNT_HOUR) {
      await postOk(owner, ip, POSTS_PER_ACCOUNT_HOUR);
      await endHour(owner, ip);
    }
    const refused = await post(owner, ip);
    expectRefused(refused, 'POST_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(refused.json().message).toMatch(/hours$/);
    expect(await myPosts(owner)).toHaveLength(POSTS_PER_ACCOUNT_DAY);
  });
});

describe('POST /api/contact within the allowance (finding 8)', () => {
  const message = (m: string) => ({ name: 'Nguyễn Thị Lan', email: `${m}@example.com`, subject: `Hỏi ${m}`, message: `Xin chào ${m}` });
  const send = (m: string, ip: string, member?: Member) => app.call('POST', '/api/contact', { ip, token: member?.token, payload: message(m) });
  const stored = async (m: string): Promise<number> => {
    const [row] = await app.data.query(`SELECT count(*)::int AS n FROM contact_messages WHERE subject LIKE $1`, [`%${m}%`]);
    return row.n;
  };

  it(`refuses a member message number ${CONTACTS_PER_ACCOUNT_HOUR + 1} of an hour from any address; others at the address write until it has ${CONTACTS_PER_ADDRESS_HOUR}`, async () => {
    const m = marker();
    const office = newClient().ip;
    const [lan, mai] = [await app.register(), await app.register()];
    for (let i = 0; i < CONTACTS_PER_ACCOUNT_HOUR; i++) expect((await send(m, office, lan)).statusCode).toBe(200);
    expectRefused(await send(m, office, lan), 'CONTACT_RATE_LIMITED');
    expectRefused(await send(m, newClient().ip, lan), 'CONTACT_RATE_LIMITED');
    expect(await stored(m)).toBe(CONTACTS_PER_ACCOUNT_HOUR);

    // A second member at the same address writes until the address reaches its own allowance.
    for (let i = CONTACTS_PER_ACCOUNT_HOUR; i < CONTACTS_PER_ADDRESS_HOUR; i++) expect((await send(m, office, mai)).statusCode).toBe(200);
    expectRefused(await send(m, office, mai), 'CONTACT_RATE_LIMITED');
    expectRefused(await send(m, office), 'CONTACT_RATE_LIMITED');
    expect(await stored(m)).toBe(CONTACTS_PER_ADDRESS_HOUR);
    // Elsewhere, a guest and the second member still write.
    expect((await send(m, newClient().ip)).statusCode).toBe(200);
    expect((await send(m, newClient().ip, mai)).statusCode).toBe(200);
    expect(await stored(m)).toBe(CONTACTS_PER_ADDRESS_HOUR + 2);
  });
});
