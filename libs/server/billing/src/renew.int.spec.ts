import type { CreatePaymentIntentResponse, JobPost, PostPayment } from '@chonail/shared/contracts';
import { addMonths, FREE_PACKAGE, type PackageSelection } from '@chonail/shared/domain';
import { createOrPromoteAdmin, newClient, useAuthApp } from '@chonail/server/auth/testing';
import { ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { BillingModule } from './billing.module';
import { billingMigrations } from './migrations';
import { DIAMOND3_PHOTOS_2_MONTHS, intentRequest, postFor } from './testing';

// POST /api/job-posts/{id}/renew (issue 22): an expired post runs again, free as Basic or with add-ons paid at today's prices.
const app = useAuthApp('billing-renew', { modules: [ListingsModule, BillingModule], migrations: [...listingsMigrations, ...billingMigrations] });

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  app.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

const PACKAGE_KEYS = ['photoVideoMonths', 'stateMonths', 'selectedStates', 'priorityAddon', 'priorityMonths', 'hasPhotoVideoAddon', 'isNationwide', 'paymentIntentId'] as const;
/** The package part of the wizard's request, which is what a renewal sends. */
const renewBody = (selection: PackageSelection, paymentIntentId: string | null) => {
  const full = postFor(selection, paymentIntentId) as Record<string, unknown>;
  return Object.fromEntries(PACKAGE_KEYS.map((key) => [key, full[key]]));
};
const renew = (token: string | undefined, id: number, payload: object = {}) => call('POST', `/api/job-posts/${id}/renew`, token, payload);

async function paidIntent(token: string, selection: PackageSelection, amount: number): Promise<CreatePaymentIntentResponse> {
  const res = await call('POST', '/api/create-payment-intent', token, intentRequest(selection, amount));
  expect(res.statusCode).toBe(201);
  const intent: CreatePaymentIntentResponse = res.json();
  const confirm = await call('POST', '/api/billing/test-confirm', token, { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' });
  expect(confirm.statusCode).toBe(200);
  return intent;
}

/** A post of `token`'s owner that expired yesterday, with the package it was created with. */
async function expiredPost(token: string, selection: PackageSelection = FREE_PACKAGE, amount = 0): Promise<JobPost> {
  const intent = amount > 0 ? await paidIntent(token, selection, amount) : null;
  const res = await call('POST', '/api/job-posts', token, postFor(selection, intent?.paymentIntentId ?? null));
  expect(res.statusCode).toBe(201);
  const post: JobPost = res.json();
  await app.data.query(`UPDATE job_posts SET expires_at = now() - interval '1 day', created_at = now() - interval '7 months', bumped_at = now() - interval '7 months' WHERE id = $1`, [post.id]);
  return post;
}

const stored = async (id: number) =>
  ((await app.data.query('SELECT expires_at, duration, priority_addon, bumped_at, updated_at FROM job_posts WHERE id = $1', [id])) as Array<Record<string, unknown>>)[0];

describe('renewing a post', () => {
  it('runs an expired free post again for the Basic duration from today, listed as new', async () => {
    const { token } = await app.register();
    const post = await expiredPost(token);
    expect((await call('GET', `/api/job-posts/${post.id}`)).statusCode).toBe(410);

    const before = new Date();
    const res = await renew(token, post.id);
    expect(res.statusCode).toBe(200);
    const renewed: JobPost = res.json();
    // A new owner's Basic post runs 6 months (their first 6 months on the site).
    expect(renewed).toMatchObject({ id: post.id, isExpired: false, duration: 6, priorityAddon: 'none', photo_video_addon: false });
    expect(Math.abs(Date.parse(renewed.expiresAt ?? '') - addMonths(before, 6).getTime())).toBeLessThan(60_000);
    expect((await call('GET', `/api/job-posts/${post.id}`)).statusCode).toBe(200);
    const row = await stored(post.id);
    expect(Math.abs((row?.['bumped_at'] as Date).getTime() - before.getTime())).toBeLessThan(60_000);
    // Renewed, it is not expired: a second renewal is refused.
    const again = await renew(token, post.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: expect.any(String), code: 'POST_NOT_EXPIRED' });
  });

  it('refuses a post that still runs with 409 POST_NOT_EXPIRED and changes nothing', async () => {
    const { token } = await app.register();
    const post: JobPost = (await call('POST', '/api/job-posts', token, postFor(FREE_PACKAGE, null))).json();
    const before = await stored(post.id);
    const res = await renew(token, post.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('POST_NOT_EXPIRED');
    expect(await stored(post.id)).toEqual(before);
  });

  it("answers a guest 401, someone else's post 403 (staff too) and a missing post 404, and renews nothing", async () => {
    const owner = await app.register();
    const post = await expiredPost(owner.token);
    const before = await stored(post.id);
    const stranger = await app.register();
    const guest = await renew(undefined, post.id);
    expect(guest.statusCode).toBe(401);
    const other = await renew(stranger.token, post.id);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: expect.any(String), code: 'NOT_POST_OWNER' });
    // Staff renew nobody's post: a renewal is the owner's (and pays with the owner's payment).
    const { phone } = newClient();
    await createOrPromoteAdmin(app.data.manager, phone, 'correct horse battery');
    const admin = await app.login(phone, 'correct horse battery');
    const staff = await renew(admin.token, post.id);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().code).toBe('NOT_POST_OWNER');
    const missing = await renew(owner.token, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('POST_NOT_FOUND');
    expect(await stored(post.id)).toEqual(before);
  });

  it('refuses paid add-ons without a payment with 402 PAYMENT_REQUIRED, and the post stays expired', async () => {
    const { token } = await app.register();
    const post = await expiredPost(token, DIAMOND3_PHOTOS_2_MONTHS, 9000);
    const before = await stored(post.id);
    const res = await renew(token, post.id, renewBody(DIAMOND3_PHOTOS_2_MONTHS, null));
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('PAYMENT_REQUIRED');
    expect(await stored(post.id)).toEqual(before);
  });

  it("renews with add-ons paid at today's prices: months from today, the new payment shown on the post, used once", async () => {
    const { token } = await app.register();
    const post = await expiredPost(token, DIAMOND3_PHOTOS_2_MONTHS, 9000);
    // Today's price of the same package.
    const intent = await paidIntent(token, DIAMOND3_PHOTOS_2_MONTHS, 9000);
    const before = new Date();
    const res = await renew(token, post.id, renewBody(DIAMOND3_PHOTOS_2_MONTHS, intent.paymentIntentId));
    expect(res.statusCode).toBe(200);
    const renewed: JobPost = res.json();
    expect(renewed).toMatchObject({ isExpired: false, duration: 6, priorityAddon: 'diamond3', photo_video_addon: true });
    expect(Math.abs(Date.parse(renewed.priorityEndsAt ?? '') - addMonths(before, 2).getTime())).toBeLessThan(60_000);
    const payment: PostPayment = (await call('GET', `/api/job-posts/${post.id}/payment`, token)).json();
    expect(payment).toMatchObject({ paymentIntentId: intent.paymentIntentId, jobPostId: post.id, amount: 9000 });

    // The same payment cannot renew another post.
    const other = await expiredPost(token);
    const reused = await renew(token, other.id, renewBody(DIAMOND3_PHOTOS_2_MONTHS, intent.paymentIntentId));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('PAYMENT_USED');
    expect((await call('GET', `/api/job-posts/${other.id}`)).statusCode).toBe(410);
  });

  describe('refuses a hostile package with 400 VALIDATION_ERROR and renews nothing', () => {
    it.each([
      ['an unknown priority', { priorityAddon: 'diamond9', priorityMonths: 1 }],
      ['negative months', { priorityAddon: 'diamond1', priorityMonths: -1 }],
      ['months without the add-on', { photoVideoMonths: 2 }],
      ['a state that does not exist', { stateMonths: 1, selectedStates: ['ZZ'], isNationwide: true }],
      ['a 300-character payment id', { priorityAddon: 'diamond1', priorityMonths: 1, paymentIntentId: 'x'.repeat(300) }],
      ['a string body', 'renew please'],
    ])('%s', async (_name, payload) => {
      const { token } = await app.register();
      const post = await expiredPost(token);
      const before = await stored(post.id);
      const res = await app.app.inject({
        method: 'POST',
        url: `/api/job-posts/${post.id}/renew`,
        payload,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.stringMatching(/VALIDATION_ERROR|BAD_REQUEST/) });
      expect(await stored(post.id)).toEqual(before);
    });
  });
});
