import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { CreatePaymentIntentResponse, JobPost, MediaItem, Store } from '@chonail/shared/contracts';
import { newPostRequest } from '@chonail/shared/contracts/testing';
import { newClient } from '@chonail/server/auth/testing';
import { DIAMOND3_PHOTOS_2_MONTHS as PACKAGE, intentRequest, postFor } from '@chonail/server/billing/testing';
import { multipartForm } from '@chonail/server/testing';
import { startApi, type ApiUnderTest, type Caller } from './api-under-test';

/**
 * IDOR: member B, signed in, calls every route that takes an id of something of member A's (post,
 * store, upload session and file, payment, saved item, session) with A's ids. Every call is refused
 * with { message, code }, and A's rows are byte for byte what they were.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const dataDir = mkdtempSync(join(tmpdir(), 'chonail-idor-'));
let api: ApiUnderTest;
let a: Caller;
let b: Caller;
const owned = { postId: 0, storeId: 0, sessionId: '', mediaId: 0, fileName: '', paymentIntentId: '', savedPostId: 0, refreshToken: '' };

const call = (method: Method, url: string, caller: Caller | undefined, payload?: object | Buffer, headers: Record<string, string> = {}) =>
  api.app.inject({
    method,
    url,
    remoteAddress: newClient().ip,
    headers: { ...headers, ...(caller ? { authorization: `Bearer ${caller.token}` } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });

function expectOk(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
}

/** Everything of A's, as rows, so any change by B shows. */
async function rowsOf(owner: Caller): Promise<unknown[]> {
  const q = (sql: string) => api.data.query(sql, [owner.id]);
  return Promise.all([
    q(`SELECT * FROM job_posts WHERE owner_id = $1 ORDER BY id`),
    q(`SELECT * FROM stores WHERE owner_id = $1 ORDER BY id`),
    q(`SELECT * FROM media WHERE owner_id = $1 ORDER BY id`),
    q(`SELECT * FROM payments WHERE owner_id = $1 ORDER BY id`),
    q(`SELECT * FROM saved_items WHERE user_id = $1 ORDER BY item_id`),
    q(`SELECT id, revoked_at FROM sessions WHERE user_id = $1 ORDER BY id`),
  ]);
}

beforeAll(async () => {
  api = await startApi('other-user', { DATA_DIR: dataDir });
  [a, b] = [await api.signIn('member'), await api.signIn('member')];

  // A pays for photos and diamond, uploads a photo, posts with both, and saves B's post.
  const intent = await call('POST', '/api/create-payment-intent', a, intentRequest(PACKAGE, 9000));
  expectOk(intent, 'create-payment-intent');
  const { paymentIntentId, clientSecret } = intent.json() as CreatePaymentIntentResponse;
  expectOk(await call('POST', '/api/billing/test-confirm', a, { paymentIntentId, clientSecret, cardNumber: '4242 4242 4242 4242' }), 'test-confirm');
  owned.paymentIntentId = paymentIntentId;

  owned.sessionId = `upload_${Date.now()}_${randomBytes(6).toString('hex')}`;
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
  const form = multipartForm({ sessionId: owned.sessionId }, [{ name: 'salon.jpg', type: 'image/jpeg', body: photo }]);
  const uploaded = await call('POST', '/api/upload-media', a, form.payload, form.headers);
  expectOk(uploaded, 'upload-media');
  const [file] = (uploaded.json() as { files: MediaItem[] }).files;
  owned.mediaId = file?.id ?? 0;
  owned.fileName = file?.fileName ?? '';

  const created = await call('POST', '/api/job-posts', a, postFor(PACKAGE, paymentIntentId, { sessionId: owned.sessionId }));
  expectOk(created, 'create post');
  owned.postId = (created.json() as JobPost).id;
  owned.storeId = ((await call('GET', '/api/stores', a)).json() as Store[])[0]?.id ?? 0;

  const theirs = await call('POST', '/api/job-posts', b, newPostRequest({ title: 'Cần thợ gấp', sessionId: `upload_${Date.now()}_b` }));
  expectOk(theirs, 'B create post');
  owned.savedPostId = (theirs.json() as JobPost).id;
  expectOk(await call('POST', '/api/saved-items', a, { itemId: owned.savedPostId, itemType: 'job' }), 'save');

  const login = await call('POST', '/api/auth/login', undefined, { phone: a.phone, password: '4829' });
  owned.refreshToken = (login.json() as { refreshToken: string }).refreshToken;
}, 120_000);
afterAll(async () => {
  await api?.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('has the fixtures it attacks', () => {
  expect(owned).toEqual({
    postId: expect.any(Number),
    storeId: expect.any(Number),
    sessionId: expect.stringMatching(/^upload_/),
    mediaId: expect.any(Number),
    fileName: expect.stringMatching(/\w/),
    paymentIntentId: expect.stringMatching(/^pi_/),
    savedPostId: expect.any(Number),
    refreshToken: expect.any(String),
  });
  expect(owned.storeId).toBeGreaterThan(0);
});

it("refuses member B every act on member A's things, and A's rows do not change", async () => {
  const before = await rowsOf(a);
  const o = owned;
  const attempts: Array<[Method, string, object?]> = [
    ['PUT', `/api/job-posts/${o.postId}`, postFor(PACKAGE, null, { title: 'Chiếm bài' })],
    ['PATCH', `/api/job-posts/${o.postId}/pause`],
    ['PATCH', `/api/job-posts/${o.postId}/resume`],
    ['DELETE', `/api/job-posts/${o.postId}`],
    ['GET', `/api/job-posts/${o.postId}/payment`],
    ['GET', `/api/billing/payments/${o.paymentIntentId}`],
    ['POST', '/api/billing/test-confirm', { paymentIntentId: o.paymentIntentId, clientSecret: `${o.paymentIntentId}_secret_x`, cardNumber: '4242 4242 4242 4242' }],
    // A's payment for B's own post.
    ['POST', '/api/job-posts', postFor(PACKAGE, o.paymentIntentId, { sessionId: `upload_${Date.now()}_b2` })],
    // B's post at A's store.
    ['POST', '/api/job-posts', newPostRequest({ storeId: o.storeId, sessionId: `upload_${Date.now()}_b3` })],
    ['DELETE', `/api/stores/${o.storeId}`],
    ['DELETE', `/api/media/${o.mediaId}`],
    ['PUT', '/api/media/order', { sessionId: o.sessionId, ids: [o.mediaId] }],
    ['DELETE', `/api/media/clear?sessionId=${o.sessionId}`],
    ['POST', `/api/upload-media?jobPostId=${o.postId}&sessionId=${o.sessionId}`],
  ];
  const answers: string[] = [];
  for (const [method, url, payload] of attempts) {
    const res = await call(method, url, b, payload);
    const json = (res.body ? res.json() : null) as { code?: string; removed?: number } | null;
    const body = json ?? {};
    // A 2xx is allowed only where B learns and changes nothing of A's: clearing an upload session B
    // does not own removes nothing, and a post's payment reads null, as for a free post.
    const refused = res.statusCode >= 400 && typeof body.code === 'string';
    const harmless = res.statusCode < 300 && (body.removed === 0 || (json === null && method === 'GET'));
    answers.push(`${method} ${url.replace(/\d+|pi_\w+|upload_\w+/g, '…')}: ${refused ? 'refused' : harmless ? 'nothing' : `${res.statusCode} ${res.body.slice(0, 120)}`}`);
  }
  expect(answers.filter((line) => !/: (refused|nothing)$/.test(line))).toEqual([]);

  // Reads answer only B's own things.
  expect((await call('GET', `/api/media/uploads?sessionId=${o.sessionId}`, b)).json()).toMatchObject({ code: 'UPLOAD_SESSION_FORBIDDEN' });
  expect(((await call('GET', '/api/stores', b)).json() as Store[]).map((s) => s.id)).not.toContain(o.storeId);
  expect(((await call('GET', '/api/my-job-posts', b)).json() as JobPost[]).map((p) => p.id)).not.toContain(o.postId);
  expect((await call('GET', '/api/billing/credits', b)).json()).not.toEqual(expect.arrayContaining([expect.objectContaining({ paymentIntentId: o.paymentIntentId })]));
  // B's refresh and logout calls cannot touch A's session.
  expect((await call('POST', '/api/auth/logout', b, { refreshToken: `${o.refreshToken.slice(0, -2)}xx` })).statusCode).toBeLessThan(500);
  expect((await call('DELETE', '/api/saved-items', b, { itemId: o.savedPostId, itemType: 'job' })).statusCode).toBeLessThan(500);

  expect(await rowsOf(a)).toEqual(before);
  // A still has all of it.
  expect(((await call('GET', '/api/saved-items', a)).json() as Array<{ id: number }>).map((p) => p.id)).toContain(o.savedPostId);
  expect((await call('GET', `/api/job-posts/${o.postId}/payment`, a)).statusCode).toBe(200);
  expect((await call('POST', '/api/auth/refresh-token', undefined, { refreshToken: o.refreshToken })).statusCode).toBe(200);
});
