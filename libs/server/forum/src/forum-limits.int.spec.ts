import { newClient, useAuthApp } from '@chonail/server/auth/testing';
import { listingsMigrations, WRITE_LIMITS } from '@chonail/server/listings';
import { ForumModule } from './forum.module';
import { forumMigrations } from './migrations';

/**
 * Issue 38, finding 8 in the forum: threads and replies are held to WRITE_LIMITS per member and per
 * address, and only what was stored counts.
 */
const app = useAuthApp('forum-limits', { modules: [ForumModule], migrations: [...listingsMigrations, ...forumMigrations] });

type Member = Awaited<ReturnType<typeof app.register>>;
type Kind = 'thread' | 'reply';

const hourly = (kind: Kind, scope: 'account' | 'address') => WRITE_LIMITS[kind][scope].find((limit) => limit.windowSeconds === 3600)?.limit ?? 0;

const write = (member: Member, ip: string, url: string, payload: object) =>
  app.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { authorization: `Bearer ${member.token}` } });

const newThread = (member: Member, ip: string, title = `Hỏi về lương thợ ${newClient().phone}`) =>
  write(member, ip, '/api/forum/threads', { title, body: 'Mọi người cho hỏi lương thợ bột bao nhiêu?', category: 'pay' });
const newReply = (member: Member, ip: string, threadId: number) => write(member, ip, `/api/forum/threads/${threadId}/posts`, { body: 'Khoảng 1000 một tuần.' });

async function writeOk(count: number, send: () => ReturnType<typeof write>): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await send();
    if (res.statusCode !== 201) throw new Error(`write ${i + 1} answered ${res.statusCode}: ${res.body}`);
  }
}

function expectRefused(res: Awaited<ReturnType<typeof write>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: expect.stringMatching(/try again in \d+ minutes?$/), code: 'FORUM_RATE_LIMITED' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const threadsBy = async (member: Member): Promise<number> => {
  const [row] = await app.data.query('SELECT count(*)::int AS n FROM forum_threads WHERE author_id = $1', [member.user.id]);
  return row.n;
};
const repliesIn = async (threadId: number): Promise<number> => {
  const [row] = await app.data.query('SELECT count(*)::int AS n FROM forum_posts WHERE thread_id = $1', [threadId]);
  return row.n;
};

describe('forum writes within the allowance (finding 8)', () => {
  it(`refuses a member thread number ${hourly('thread', 'account') + 1} of an hour; others at the address write until it has ${hourly('thread', 'address')}`, async () => {
    const ip = newClient().ip;
    const members = await Promise.all(Array.from({ length: hourly('thread', 'address') / hourly('thread', 'account') }, () => app.register()));
    const [first] = members as [Member];
    await writeOk(hourly('thread', 'account'), () => newThread(first, ip));
    expectRefused(await newThread(first, ip));
    expectRefused(await newThread(first, newClient().ip));
    expect(await threadsBy(first)).toBe(hourly('thread', 'account'));

    for (const member of members.slice(1)) await writeOk(hourly('thread', 'account'), () => newThread(member, ip));
    const late = await app.register();
    expectRefused(await newThread(late, ip));
    expect(await threadsBy(late)).toBe(0);
    expect((await newThread(late, newClient().ip)).statusCode).toBe(201);
  });

  it(`refuses a member reply number ${hourly('reply', 'account') + 1} of an hour; others at the address reply until it has ${hourly('reply', 'address')}; a reply to no thread does not count`, async () => {
    const asker = await app.register();
    const thread = (await newThread(asker, newClient().ip)).json() as { id: number };
    const ip = newClient().ip;
    const members = await Promise.all(Array.from({ length: hourly('reply', 'address') / hourly('reply', 'account') }, () => app.register()));
    const [first] = members as [Member];
    await writeOk(hourly('reply', 'account') - 1, () => newReply(first, ip, thread.id));
    const missing = await newReply(first, ip, 2_000_000_000);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'THREAD_NOT_FOUND']);
    await writeOk(1, () => newReply(first, ip, thread.id));
    expectRefused(await newReply(first, ip, thread.id));
    expectRefused(await newReply(first, newClient().ip, thread.id));
    expect(await repliesIn(thread.id)).toBe(hourly('reply', 'account'));

    for (const member of members.slice(1)) await writeOk(hourly('reply', 'account'), () => newReply(member, ip, thread.id));
    const late = await app.register();
    expectRefused(await newReply(late, ip, thread.id));
    expect(await repliesIn(thread.id)).toBe(hourly('reply', 'address'));
    expect((await newReply(late, newClient().ip, thread.id)).statusCode).toBe(201);
  });
});
