import { newPostRequest } from '@chonail/shared/contracts/testing';
import { newClient } from '@chonail/server/auth/testing';
import { startApi, type ApiUnderTest, type Caller } from './api-under-test';

/**
 * Issue 38, finding 10 (the parts outside sign-in), through the whole API: names of Object.prototype
 * where a lookup table is read (`"jobType": "__proto__"`), and text that is not well-formed UTF-16 (a
 * lone surrogate, which JSON.parse makes of `"\ud800"` and PostgreSQL cannot store), each answered
 * 500 before. Both are plain 400s now, and nothing is stored.
 */

let api: ApiUnderTest;
let member: Caller;
let admin: Caller;

beforeAll(async () => {
  api = await startApi('finding-10');
  [member, admin] = await Promise.all([api.signIn('member'), api.signIn('admin')]);
});
afterAll(() => api?.app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/**
 * A JSON body sent as the exact bytes given, so `\ud800` travels as the six-character escape a
 * client writes, not as whatever a serializer makes of it.
 */
const send = (method: Method, url: string, { token, body }: { token?: string; body?: string } = {}) =>
  api.app.inject({
    method,
    url,
    remoteAddress: newClient().ip,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { payload: body }),
  });

/** A JSON text with `"\uD800"`-style escapes standing where `@LONE@` stands in `value`'s serialization. */
const withLone = (value: object, escape = '\\ud800') => JSON.stringify(value).replaceAll('@LONE@', escape);

const count = async (sql: string, params: unknown[]): Promise<number> => ((await api.data.query(sql, params)) as Array<{ n: number }>)[0]?.n ?? -1;
const postsOf = (ownerId: number) => count('SELECT count(*)::int AS n FROM job_posts WHERE owner_id = $1', [ownerId]);

describe('a job type named like a property of every object', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'])(
    'POST /api/job-posts with jobType %j is a 400 VALIDATION_ERROR on jobType, and no post is made',
    async (jobType) => {
      const before = await postsOf(member.id);
      const res = await send('POST', '/api/job-posts', { token: member.token, body: JSON.stringify(newPostRequest({ jobType })) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
      expect(JSON.stringify(res.json())).toContain('jobType');
      expect(await postsOf(member.id)).toBe(before);
    },
  );

  it.each(['__proto__', 'constructor', 'toString'])('GET /api/job-posts?jobType=%s (and filter=) is a 400, like any unknown type', async (jobType) => {
    for (const name of ['jobType', 'filter']) {
      const res = await send('GET', `/api/job-posts?${name}=${jobType}`);
      expect([name, res.statusCode, res.json().code]).toEqual([name, 400, 'VALIDATION_ERROR']);
    }
  });

  it('GET /api/job-posts with a query key named __proto__ ignores it, like any unknown parameter', async () => {
    // Written into a plain object, the repeated key made an array its prototype, and Array.prototype.filter then read as `filter=`.
    for (const query of ['__proto__=a', '__proto__=a&__proto__=b', 'constructor=a&constructor=b', '__proto__=a&__proto__=b&state=TX']) {
      const res = await send('GET', `/api/job-posts?${query}`);
      expect([query, res.statusCode]).toEqual([query, 200]);
    }
  });

  it('still takes the real types and labels', async () => {
    const res = await send('POST', '/api/job-posts', { token: member.token, body: JSON.stringify(newPostRequest({ jobType: 'Cần thợ' })) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ jobType: 'hiring' });
  });
});

describe('text with a lone UTF-16 surrogate', () => {
  const refused = { code: 'VALIDATION_ERROR', message: 'Text must not contain unpaired UTF-16 surrogates' };

  it.each([
    ['a high surrogate alone', '\\ud800'],
    ['a low surrogate alone', '\\udc00'],
    ['two high surrogates', '\\ud800\\ud800'],
    ['a low before a high', '\\udc00\\ud800'],
  ])('in a new job post (title, description, store, salon facts): %s is a 400 and no post is made', async (_name, escape) => {
    const before = await postsOf(member.id);
    const bodies = [
      withLone(newPostRequest({ title: 'Cần thợ @LONE@' }), escape),
      withLone(newPostRequest({ description: 'Lương cao @LONE@' }), escape),
      withLone(newPostRequest({ storeName: '@LONE@ Nails' }), escape),
      withLone(newPostRequest({ jobType: 'selling', salon: { reasonForSelling: 'về hưu @LONE@' } }), escape),
    ];
    for (const body of bodies) {
      const res = await send('POST', '/api/job-posts', { token: member.token, body });
      expect([res.statusCode, res.json()]).toEqual([400, refused]);
    }
    expect(await postsOf(member.id)).toBe(before);
  });

  it('in a key of the body as well', async () => {
    const res = await send('POST', '/api/job-posts', { token: member.token, body: withLone({ ...newPostRequest(), '@LONE@': 1 }) });
    expect([res.statusCode, res.json()]).toEqual([400, refused]);
  });

  it('in an edit of a post: a 400 and the post unchanged', async () => {
    const created = await send('POST', '/api/job-posts', { token: member.token, body: JSON.stringify(newPostRequest({ title: 'Cần thợ chân tay nước' })) });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const res = await send('PUT', `/api/job-posts/${id}`, { token: member.token, body: withLone(newPostRequest({ title: 'Sửa @LONE@' })) });
    expect([res.statusCode, res.json()]).toEqual([400, refused]);
    const [row] = (await api.data.query('SELECT title FROM job_posts WHERE id = $1', [id])) as Array<{ title: string }>;
    expect(row?.title).toBe('Cần thợ chân tay nước');
  });

  it('in the contact form: a 400 and no message kept', async () => {
    const tag = `lone${Date.now()}`;
    for (const field of ['name', 'subject', 'message'] as const) {
      const message = { name: 'Nguyễn Thị Lan', email: `${tag}@example.com`, phone: '(713) 555-0199', subject: `Hỏi ${tag}`, message: `Xin chào ${tag}`, [field]: `Lan @LONE@` };
      const res = await send('POST', '/api/contact', { body: withLone(message) });
      expect([field, res.statusCode, res.json()]).toEqual([field, 400, refused]);
    }
    expect(await count('SELECT count(*)::int AS n FROM contact_messages WHERE email = $1', [`${tag}@example.com`])).toBe(0);
  });

  it('in the site contact info staff set: a 400 and the info unchanged', async () => {
    const before = (await send('GET', '/api/admin/contact-info')).json();
    const res = await send('PUT', '/api/admin/contact-info', {
      token: admin.token,
      body: withLone({ address: '9889 Bellaire Blvd @LONE@', phone: '(713) 555-0100', email: 'hello@example.com' }),
    });
    expect([res.statusCode, res.json()]).toEqual([400, refused]);
    expect((await send('GET', '/api/admin/contact-info')).json()).toEqual(before);
  });

  it('in the names of a new account: a 400 and no account made', async () => {
    const { phone, ip } = newClient();
    await api.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { phone, password: '4829' }, remoteAddress: ip });
    const sms = (await api.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })).json() as Array<{ code: string }>;
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/complete-registration',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: withLone({ phone, password: '4829', otp: sms[0]?.code, firstName: 'Lan @LONE@', lastName: 'Nguyễn' }),
    });
    expect([res.statusCode, res.json()]).toEqual([400, refused]);
    expect(await count('SELECT count(*)::int AS n FROM users WHERE phone = $1', [phone])).toBe(0);
  });

  it('in the forum (a thread, a reply, an edit): a 400 and nothing written', async () => {
    const threads = () => count('SELECT count(*)::int AS n FROM forum_threads WHERE author_id = $1', [member.id]);
    const before = await threads();
    const thread = await send('POST', '/api/forum/threads', { token: member.token, body: withLone({ title: 'Lương thợ @LONE@', body: 'Hỏi lương', category: 'pay' }) });
    expect([thread.statusCode, thread.json()]).toEqual([400, refused]);
    expect(await threads()).toBe(before);

    const real = await send('POST', '/api/forum/threads', { token: member.token, body: JSON.stringify({ title: 'Lương thợ bột Houston', body: 'Hỏi lương', category: 'pay' }) });
    expect(real.statusCode).toBe(201);
    const id = real.json().id as number;
    const replyRes = await send('POST', `/api/forum/threads/${id}/posts`, { token: member.token, body: withLone({ body: 'Khoảng 1000 @LONE@' }) });
    expect([replyRes.statusCode, replyRes.json()]).toEqual([400, refused]);
    expect(await count('SELECT count(*)::int AS n FROM forum_posts WHERE thread_id = $1', [id])).toBe(0);
    const edit = await send('PATCH', `/api/forum/threads/${id}`, { token: member.token, body: withLone({ body: 'Sửa @LONE@' }) });
    expect([edit.statusCode, edit.json()]).toEqual([400, refused]);
    const [row] = (await api.data.query('SELECT body FROM forum_threads WHERE id = $1', [id])) as Array<{ body: string }>;
    expect(row?.body).toBe('Hỏi lương');
  });

  it('cannot come through a query string, whose bytes decode as UTF-8 or not at all', async () => {
    // CESU-8 bytes of U+D800 and a cut 4-byte sequence: no lone surrogate reaches a search, and neither is a 500.
    for (const query of ['search=%ED%A0%80', 'city=%ED%A0%80', 'search=%F0%90%80']) {
      const res = await send('GET', `/api/job-posts?${query}`);
      expect([query, res.statusCode]).toEqual([query, 200]);
    }
  });

  it('lets well-formed text through, astral characters (a surrogate pair) included', async () => {
    const res = await send('POST', '/api/job-posts', { token: member.token, body: JSON.stringify(newPostRequest({ title: 'Cần thợ 💅 \ud83d\udc85 gấp', description: '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🤖🏽‍♀️' })) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Cần thợ 💅 💅 gấp' });
    // And as escapes, a pair is one character, not two lone halves.
    const escaped = await send('POST', '/api/job-posts', { token: member.token, body: withLone(newPostRequest({ title: 'Cần thợ @LONE@' }), '\\ud83d\\udc85') });
    expect(escaped.statusCode).toBe(201);
    expect(escaped.json()).toMatchObject({ title: 'Cần thợ 💅' });
  });
});
