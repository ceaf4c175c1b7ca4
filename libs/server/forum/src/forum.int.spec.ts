import type { ForumPage, ForumPost, ForumPostInThread, ForumThread, ForumThreadPage, ForumThreadSummary } from '@chonail/shared/contracts';
import { createOrPromoteAdmin, newClient, useAuthApp } from '@chonail/server/auth/testing';
import { listingsMigrations } from '@chonail/server/listings';
import { ForumModule } from './forum.module';
import { forumMigrations } from './migrations';

// The listings migrations bring chonail_unaccent, which the forum's search columns use.
const app = useAuthApp('forum', { modules: [ForumModule], migrations: [...listingsMigrations, ...forumMigrations] });
const ADMIN_PASSWORD = 'correct horse battery';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Member = Awaited<ReturnType<typeof app.register>>;

const call = (method: Method, url: string, { token, payload }: { token?: string; payload?: object } = {}) =>
  app.app.inject({ method, url, payload, remoteAddress: newClient().ip, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function member(firstName: string | null = 'Mai', lastName: string | null = 'Tran'): Promise<Member> {
  const registered = await app.register();
  await app.data.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [registered.user.id, firstName, lastName]);
  return registered;
}

async function staff() {
  const { phone } = newClient();
  await createOrPromoteAdmin(app.data.manager, phone, ADMIN_PASSWORD);
  return app.login(phone, ADMIN_PASSWORD);
}

async function newThread(author: Member, fields: Partial<{ title: string; body: string; category: string }> = {}): Promise<ForumThread> {
  const res = await call('POST', '/api/forum/threads', {
    token: author.token,
    payload: { title: 'Lương thợ nail ở Houston?', body: 'Mọi người cho hỏi lương thợ bột bao nhiêu?', category: 'pay', ...fields },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function reply(author: Member, threadId: number, body = 'Khoảng 1000 một tuần.'): Promise<ForumPost> {
  const res = await call('POST', `/api/forum/threads/${threadId}/posts`, { token: author.token, payload: { body } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function threadPage(id: number, page = 1): Promise<ForumThreadPage> {
  const res = await call('GET', `/api/forum/threads/${id}?page=${page}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function list(query = ''): Promise<ForumPage<ForumThreadSummary>> {
  const res = await call('GET', `/api/forum/threads${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Moves a row's writing time back, as if it were written `hours` ago. */
const age = (table: 'forum_threads' | 'forum_posts', id: number, hours: number) =>
  app.data.query(`UPDATE ${table} SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [id, hours]);

describe('reading and writing threads', () => {
  it('lets a member start a thread and anyone read it, with the author shown by first name and initial only', async () => {
    const mai = await member('Mai', 'Trần');
    const thread = await newThread(mai, { category: 'license' });
    expect(thread).toMatchObject({ title: 'Lương thợ nail ở Houston?', category: 'license', replyCount: 0, author: { id: mai.user.id, displayName: 'Mai T.' } });
    const page = await threadPage(thread.id);
    expect(page.thread).toEqual(thread);
    expect(page.replies).toEqual({ items: [], page: 1, pageSize: 20, total: 0 });
    expect(JSON.stringify(page)).not.toContain(mai.phone.slice(-7));
    // No name given: the page says "Member" in the reader's language.
    expect((await newThread(await member(null, null))).author.displayName).toBeNull();
  });

  it('counts replies, moves the thread to the top of the list on each, and pages replies oldest first', async () => {
    const asker = await member();
    const older = await newThread(asker, { title: 'Chủ đề cũ hơn về tiệm', category: 'salon' });
    const newer = await newThread(asker, { title: 'Chủ đề mới hơn về tiệm', category: 'salon' });
    let salon = (await list('?category=salon')).items.map((t) => t.id);
    expect(salon.indexOf(newer.id)).toBeLessThan(salon.indexOf(older.id));

    const helper = await member('Lan', 'Vo');
    const replies: ForumPost[] = [];
    for (let i = 0; i < 22; i += 1) replies.push(await reply(i % 2 ? asker : helper, older.id, `Trả lời số ${i + 1}`));
    salon = (await list('?category=salon')).items.map((t) => t.id);
    expect(salon.indexOf(older.id)).toBeLessThan(salon.indexOf(newer.id));

    const first = await threadPage(older.id);
    expect(first.thread.replyCount).toBe(22);
    expect(first.replies.total).toBe(22);
    expect(first.replies.items.map((p) => p.body)).toEqual(replies.slice(0, 20).map((p) => p.body));
    expect((await threadPage(older.id, 2)).replies.items.map((p) => p.id)).toEqual([replies[20]?.id, replies[21]?.id]);

    // A reply on its own: its thread and the page it is on.
    const last = await call('GET', `/api/forum/posts/${replies[21]?.id}`);
    expect(last.statusCode).toBe(200);
    expect(last.json<ForumPostInThread>()).toMatchObject({ post: { id: replies[21]?.id, threadId: older.id }, thread: { id: older.id, replyCount: 22 }, page: 2 });
  });

  it('pages the thread list and filters it by category', async () => {
    const author = await member();
    for (let i = 0; i < 3; i += 1) await newThread(author, { title: `Hỏi về di trú số ${i}`, category: 'immigration' });
    const all = await list('?category=immigration');
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items.every((t) => t.category === 'immigration')).toBe(true);
    const far = await list(`?category=immigration&page=${Math.ceil(all.total / 20) + 1}`);
    expect(far).toMatchObject({ items: [], total: all.total });
  });

  it('finds threads by words of their title, body or replies, accents and case ignored', async () => {
    const author = await member();
    const byTitle = await newThread(author, { title: 'Cần thợ bột ở Quận Cam', body: 'Liên hệ chủ tiệm.' });
    const byBody = await newThread(author, { title: 'Hỏi về giấy phép', body: 'Thi bằng NAIL ở Texas có khó không?' });
    const byReply = await newThread(author, { title: 'Một câu hỏi khác', body: 'Không liên quan.' });
    await reply(await member(), byReply.id, 'Tôi biết một tiệm ở Quận Cam cần người.');

    const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).items.map((t) => t.id);
    expect(await ids('can tho bot')).toContain(byTitle.id);
    expect(await ids('thi bang nail texas')).toEqual([byBody.id]);
    const quanCam = await ids('QUAN CAM');
    expect(quanCam).toEqual(expect.arrayContaining([byTitle.id, byReply.id]));
    expect(quanCam).not.toContain(byBody.id);
    // LIKE's own characters are text: "%" matches only a percent sign.
    expect(await ids('%')).toEqual([]);
  });
});

describe('plain text only', () => {
  it('stores and answers hostile text exactly as typed, as JSON text (the pages show it as text)', async () => {
    const author = await member();
    const hostile = '<script>alert(1)</script> <img src=x onerror=alert(2)> [bấm](javascript:alert(3))';
    const thread = await newThread(author, { title: '<b>Tiêu đề</b> <script>x</script>', body: hostile });
    const answer = await reply(author, thread.id, hostile);
    const res = await call('GET', `/api/forum/threads/${thread.id}`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const page = res.json<ForumThreadPage>();
    expect(page.thread.title).toBe('<b>Tiêu đề</b> <script>x</script>');
    expect(page.thread.body).toBe(hostile);
    expect(page.replies.items[0]).toMatchObject({ id: answer.id, body: hostile });
  });
});

describe('refusals', () => {
  it('asks a guest to sign in before writing, and changes nothing', async () => {
    const thread = await newThread(await member());
    const before = await threadPage(thread.id);
    for (const res of [
      await call('POST', '/api/forum/threads', { payload: { title: 'Khách hỏi một câu', body: 'x', category: 'other' } }),
      await call('POST', `/api/forum/threads/${thread.id}/posts`, { payload: { body: 'x' } }),
      await call('PATCH', `/api/forum/threads/${thread.id}`, { payload: { body: 'x' } }),
      await call('DELETE', `/api/forum/threads/${thread.id}`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'SESSION_EXPIRED' });
    }
    expect(await threadPage(thread.id)).toEqual(before);
  });

  it('answers bad input with 400 and a code, and writes nothing', async () => {
    const author = await member();
    const before = (await list()).total;
    const bad = [
      { title: 'Ngắn', body: 'x', category: 'pay' },
      { title: 'Một tiêu đề đủ dài', body: '   ', category: 'pay' },
      { title: 'Một tiêu đề đủ dài', body: 'x', category: 'dating' },
      { title: 'Một tiêu đề đủ dài', body: 'x'.repeat(5001), category: 'pay' },
      { title: 'Một tiêu đề\u0000 đủ dài', body: 'x', category: 'pay' },
    ];
    for (const payload of bad) {
      const res = await call('POST', '/api/forum/threads', { token: author.token, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await call('GET', '/api/forum/threads/abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/forum/threads?page=0')).statusCode).toBe(400);
    expect((await list()).total).toBe(before);
  });

  it('answers 404 with a code for a thread or reply that is not there', async () => {
    const author = await member();
    for (const res of [
      await call('GET', '/api/forum/threads/2000000000'),
      await call('POST', '/api/forum/threads/2000000000/posts', { token: author.token, payload: { body: 'x' } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'THREAD_NOT_FOUND' });
    }
    expect((await call('GET', '/api/forum/posts/2000000000')).json()).toEqual({ message: expect.any(String), code: 'FORUM_POST_NOT_FOUND' });
  });

  it('refuses a member more than 5 new threads an hour, with Retry-After', async () => {
    const eager = await member();
    for (let i = 0; i < 5; i += 1) await newThread(eager, { title: `Câu hỏi thứ ${i + 1} của tôi` });
    const res = await call('POST', '/api/forum/threads', { token: eager.token, payload: { title: 'Câu hỏi thứ sáu của tôi', body: 'x', category: 'other' } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'FORUM_RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not held back by it.
    await newThread(await member());
  });
});

describe('editing and deleting', () => {
  it('lets the author edit for 24 hours and nobody else ever', async () => {
    const author = await member();
    const other = await member('Lan', 'Vo');
    const thread = await newThread(author);
    const answer = await reply(other, thread.id);

    const edited = await call('PATCH', `/api/forum/threads/${thread.id}`, { token: author.token, payload: { title: 'Lương thợ nail ở Dallas?' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ForumThread>()).toMatchObject({ title: 'Lương thợ nail ở Dallas?', body: thread.body, category: 'pay' });
    expect((await call('PATCH', `/api/forum/posts/${answer.id}`, { token: other.token, payload: { body: 'Khoảng 1200.' } })).json()).toMatchObject({ body: 'Khoảng 1200.' });

    for (const res of [
      await call('PATCH', `/api/forum/threads/${thread.id}`, { token: other.token, payload: { body: 'bị sửa' } }),
      await call('PATCH', `/api/forum/posts/${answer.id}`, { token: author.token, payload: { body: 'bị sửa' } }),
      await call('DELETE', `/api/forum/posts/${answer.id}`, { token: author.token }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'NOT_YOUR_FORUM_ENTRY' });
    }
    expect((await call('PATCH', `/api/forum/threads/${thread.id}`, { token: author.token, payload: {} })).statusCode).toBe(400);

    await age('forum_threads', thread.id, 25);
    const late = await call('PATCH', `/api/forum/threads/${thread.id}`, { token: author.token, payload: { body: 'sửa muộn' } });
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('FORUM_EDIT_WINDOW_CLOSED');
    expect((await threadPage(thread.id)).thread.body).toBe(thread.body);
  });

  it('lets an author delete their reply and their thread until someone else answers it', async () => {
    const author = await member();
    const other = await member('Lan', 'Vo');
    const alone = await newThread(author);
    await reply(author, alone.id, 'Tự bổ sung thêm.');
    expect((await call('DELETE', `/api/forum/threads/${alone.id}`, { token: author.token })).statusCode).toBe(204);
    expect((await call('GET', `/api/forum/threads/${alone.id}`)).statusCode).toBe(404);

    const answered = await newThread(author);
    const answer = await reply(other, answered.id);
    const refused = await call('DELETE', `/api/forum/threads/${answered.id}`, { token: author.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('THREAD_HAS_REPLIES');

    expect((await call('DELETE', `/api/forum/posts/${answer.id}`, { token: other.token })).statusCode).toBe(204);
    expect((await threadPage(answered.id)).thread.replyCount).toBe(0);
    expect((await call('DELETE', `/api/forum/threads/${answered.id}`, { token: author.token })).statusCode).toBe(204);
  });

  it('lets staff delete any thread or reply through the admin routes, and no member use them', async () => {
    const author = await member();
    const other = await member('Lan', 'Vo');
    const thread = await newThread(author);
    const answer = await reply(other, thread.id);
    await reply(other, thread.id, 'Một câu nữa.');

    const refused = await call('DELETE', `/api/admin/forum/posts/${answer.id}`, { token: author.token });
    expect(refused.statusCode).toBe(403);

    const admin = await staff();
    expect((await call('DELETE', `/api/admin/forum/posts/${answer.id}`, { token: admin.token })).statusCode).toBe(204);
    expect((await threadPage(thread.id)).thread.replyCount).toBe(1);
    expect((await call('DELETE', `/api/admin/forum/threads/${thread.id}`, { token: admin.token })).statusCode).toBe(204);
    expect((await call('GET', `/api/forum/threads/${thread.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/forum/threads/${thread.id}`, { token: admin.token })).json().code).toBe('THREAD_NOT_FOUND');
  });
});
