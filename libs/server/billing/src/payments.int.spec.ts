import type { CreatePaymentIntentResponse, JobPost, PaymentState } from '@chonail/shared/contracts';
import { addMonths } from '@chonail/shared/domain';
import { createOrPromoteAdmin, newClient, useAuthApp } from '@chonail/server/auth/testing';
import { ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { BillingModule } from './billing.module';
import { PaymentEntity } from './entities/payment.entity';
import { billingMigrations } from './migrations';
import { DIAMOND3_PHOTOS_2_MONTHS as PACKAGE, intentRequest, postFor } from './testing';

// No STRIPE_ keys: the built-in test provider.
const app = useAuthApp('billing-test-mode', { modules: [ListingsModule, BillingModule], migrations: [...listingsMigrations, ...billingMigrations] });

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  app.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

const paymentsOf = (ownerId: number) => app.data.getRepository(PaymentEntity).findBy({ ownerId });
const myPosts = async (token: string): Promise<JobPost[]> => (await call('GET', '/api/my-job-posts', token)).json();

async function paidIntent(token: string, selection = PACKAGE, amount = 9000): Promise<CreatePaymentIntentResponse> {
  const res = await call('POST', '/api/create-payment-intent', token, intentRequest(selection, amount));
  expect(res.statusCode).toBe(201);
  const intent: CreatePaymentIntentResponse = res.json();
  const confirm = await call('POST', '/api/billing/test-confirm', token, {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
  });
  expect(confirm.statusCode).toBe(200);
  return intent;
}

describe('pricing and billing config', () => {
  it('answers the spec defaults per month, and test mode without Stripe keys', async () => {
    expect((await call('GET', '/api/pricing')).json()).toEqual([
      { packageType: 'photo_video', pricePerMonth: 15 },
      { packageType: 'state', pricePerMonth: 5 },
      { packageType: 'diamond1', pricePerMonth: 5 },
      { packageType: 'diamond2', pricePerMonth: 10 },
      { packageType: 'diamond3', pricePerMonth: 30 },
    ]);
    expect((await call('GET', '/api/billing/config')).json()).toEqual({ mode: 'test', publishableKey: null });
  });
});

describe('POST /api/create-payment-intent', () => {
  it('charges the server total in cents and answers a client secret', async () => {
    const { token, user } = await app.register();
    const res = await call('POST', '/api/create-payment-intent', token, intentRequest(PACKAGE, 9000));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: 9000, currency: 'usd', mode: 'test', paymentIntentId: expect.stringMatching(/^pi_test_/) });
    const [payment] = await paymentsOf(user.id);
    expect(payment).toMatchObject({ amountCents: 9000, status: 'pending', provider: 'test', jobPostId: null });
    expect(payment?.package).toMatchObject({ priorityAddon: 'diamond3', photoVideoMonths: 2 });
  });

  it('prices states per state per month: CA, TX and WA for 3 months is $45', async () => {
    const { token } = await app.register();
    const states = { ...PACKAGE, photoVideoAddon: false, priorityAddon: 'none' as const, stateAddon: true, selectedStates: ['CA', 'TX', 'WA'], stateMonths: 3 };
    const res = await call('POST', '/api/create-payment-intent', token, intentRequest(states, 4500));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: 4500 });
  });

  it('refuses a tampered client total and records nothing', async () => {
    const { token, user } = await app.register();
    for (const amount of [100, 8999, 9001, 0]) {
      const res = await call('POST', '/api/create-payment-intent', token, intentRequest(PACKAGE, amount));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'AMOUNT_MISMATCH', message: expect.stringContaining('$90.00') });
    }
    expect(await paymentsOf(user.id)).toEqual([]);
  });

  it('refuses hostile or incomplete packages with a clear answer and records nothing', async () => {
    const { token, user } = await app.register();
    const bad: Array<[string, object]> = [
      ['free package', intentRequest({ ...PACKAGE, photoVideoAddon: false, priorityAddon: 'none' }, 0)],
      ['state add-on without states', intentRequest({ ...PACKAGE, stateAddon: true, selectedStates: [] }, 9000)],
      ['unknown state', intentRequest({ ...PACKAGE, stateAddon: true, selectedStates: ['XX'] }, 9500)],
      ['zero months', intentRequest({ ...PACKAGE, priorityMonths: 0 }, 4500)],
      ['negative months', intentRequest({ ...PACKAGE, photoVideoMonths: -3 }, 9000)],
      ['fractional cents', { ...intentRequest(PACKAGE, 9000), amount: 90.5 }],
      ['another currency', { ...intentRequest(PACKAGE, 9000), currency: 'eur' }],
      ['unknown priority', intentRequest({ ...PACKAGE, priorityAddon: 'diamond9' as never }, 9000)],
      ['no package', { amount: 9000, currency: 'usd' }],
    ];
    for (const [name, payload] of bad) {
      const res = await call('POST', '/api/create-payment-intent', token, payload);
      expect([name, res.statusCode]).toEqual([name, 400]);
      expect(res.json()).toMatchObject({ code: expect.stringMatching(/^(VALIDATION_ERROR|NOTHING_TO_PAY)$/), message: expect.any(String) });
    }
    expect(await paymentsOf(user.id)).toEqual([]);
  });

  it('needs a signed-in owner', async () => {
    const res = await call('POST', '/api/create-payment-intent', undefined, intentRequest(PACKAGE, 9000));
    expect(res.statusCode).toBe(401);
  });
});

describe('test-mode confirmation', () => {
  it('declines card 4000 0000 0000 0002, then pays with 4242 4242 4242 4242', async () => {
    const { token } = await app.register();
    const intent: CreatePaymentIntentResponse = (await call('POST', '/api/create-payment-intent', token, intentRequest(PACKAGE, 9000))).json();
    const confirm = (cardNumber: string, clientSecret = intent.clientSecret) =>
      call('POST', '/api/billing/test-confirm', token, { paymentIntentId: intent.paymentIntentId, clientSecret, cardNumber });

    const declined = await confirm('4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'CARD_DECLINED', message: 'Your card was declined.' });
    expect((await call('GET', `/api/billing/payments/${intent.paymentIntentId}`, token)).json()).toMatchObject({ status: 'failed' });

    expect((await confirm('4242 4242 4242 4241')).json()).toMatchObject({ code: 'CARD_DECLINED', message: 'Your card number is invalid.' });
    expect((await confirm('4242424242424242', 'pi_wrong_secret')).statusCode).toBe(404);

    const paid = await confirm('4242-4242-4242-4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', amount: 9000, jobPostId: null });
    // A second click confirms nothing new.
    expect((await confirm('4242424242424242')).json()).toMatchObject({ status: 'paid' });
  });

  it('answers someone else’s payment exactly like a missing one', async () => {
    const owner = await app.register();
    const other = await app.register();
    const intent = await paidIntent(owner.token);
    for (const url of [`/api/billing/payments/${intent.paymentIntentId}`, '/api/billing/payments/pi_test_missing']) {
      const res = await call('GET', url, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'PAYMENT_NOT_FOUND', message: 'Payment not found' });
    }
    const confirm = await call('POST', '/api/billing/test-confirm', other.token, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('has no webhook in test mode', async () => {
    const res = await app.app.inject({ method: 'POST', url: '/api/billing/webhook', payload: '{"id":"evt_1"}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WRONG_PAYMENT_MODE' });
  });
});

describe('POST /api/job-posts with paid add-ons', () => {
  it('grants the paid add-ons with their end dates, a 6-month duration, and marks the payment used', async () => {
    const { token, user } = await app.register();
    const intent = await paidIntent(token);
    const before = new Date();
    const res = await call('POST', '/api/job-posts', token, postFor(PACKAGE, intent.paymentIntentId));
    expect(res.statusCode).toBe(201);
    const post: JobPost = res.json();
    expect(post).toMatchObject({ priorityAddon: 'diamond3', photo_video_addon: true, isNationwide: false, duration: 6 });
    const twoMonths = addMonths(before, 2).getTime();
    expect(Math.abs(Date.parse(post.priorityEndsAt ?? '') - twoMonths)).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(post.photoVideoEndsAt ?? '') - twoMonths)).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(post.expiresAt ?? '') - addMonths(before, 6).getTime())).toBeLessThan(60_000);
    const state: PaymentState = (await call('GET', `/api/billing/payments/${intent.paymentIntentId}`, token)).json();
    expect(state).toMatchObject({ status: 'paid', jobPostId: post.id });
    const [payment] = await paymentsOf(user.id);
    expect(payment?.usedAt).toBeInstanceOf(Date);

    // The owner's ad page shows what was paid, line by line.
    const shown = await call('GET', `/api/job-posts/${post.id}/payment`, token);
    expect(shown.json()).toMatchObject({
      amount: 9000,
      paidAt: expect.any(String),
      lines: [
        { packageType: 'photo_video', months: 2, quantity: 1, pricePerMonth: 15, cents: 3000 },
        { packageType: 'diamond3', months: 2, quantity: 1, pricePerMonth: 30, cents: 6000 },
      ],
    });
    const stranger = await app.register();
    expect((await call('GET', `/api/job-posts/${post.id}/payment`, stranger.token)).json()).toBeNull();
    // Staff open any post's payment summary on its ad page.
    const { phone } = newClient();
    await createOrPromoteAdmin(app.data.manager, phone, 'correct horse battery');
    const admin = await app.login(phone, 'correct horse battery');
    expect((await call('GET', `/api/job-posts/${post.id}/payment`, admin.token)).json()).toMatchObject({ amount: 9000, jobPostId: post.id });
  });

  it('makes a state add-on post nationwide in its chosen states until the add-on ends', async () => {
    const { token } = await app.register();
    const states = { ...PACKAGE, photoVideoAddon: false, priorityAddon: 'none' as const, stateAddon: true, selectedStates: ['WA', 'CA'], stateMonths: 1 };
    const intent = await paidIntent(token, states, 1000);
    const res = await call('POST', '/api/job-posts', token, postFor(states, intent.paymentIntentId, { selectedStates: ['CA', 'WA'] }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isNationwide: true, selected_states: ['CA', 'WA'], stateAddonEndsAt: expect.any(String), priorityAddon: 'none' });
  });

  it('uses a payment once: a second post with it is refused and not created', async () => {
    const { token } = await app.register();
    const intent = await paidIntent(token);
    expect((await call('POST', '/api/job-posts', token, postFor(PACKAGE, intent.paymentIntentId))).statusCode).toBe(201);
    const again = await call('POST', '/api/job-posts', token, postFor(PACKAGE, intent.paymentIntentId, { title: 'Bài thứ hai' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_USED' });
    expect((await myPosts(token)).map((p) => p.title)).toEqual(['Cần thợ bột, lương cao']);
  });

  it('uses a payment once even when two posts race for it', async () => {
    const { token } = await app.register();
    const intent = await paidIntent(token);
    const results = await Promise.all([1, 2].map((n) => call('POST', '/api/job-posts', token, postFor(PACKAGE, intent.paymentIntentId, { title: `Race ${n}` }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await myPosts(token)).toHaveLength(1);
  });

  it('refuses someone else’s payment, an unpaid one, a missing one, and a different package, creating nothing', async () => {
    const owner = await app.register();
    const other = await app.register();
    const intent = await paidIntent(owner.token);
    const unpaid: CreatePaymentIntentResponse = (await call('POST', '/api/create-payment-intent', other.token, intentRequest(PACKAGE, 9000))).json();
    const cases: Array<[string, object, number, string]> = [
      ['someone else’s payment', postFor(PACKAGE, intent.paymentIntentId), 404, 'PAYMENT_NOT_FOUND'],
      ['an unpaid payment', postFor(PACKAGE, unpaid.paymentIntentId), 402, 'PAYMENT_NOT_PAID'],
      ['no such payment', postFor(PACKAGE, 'pi_test_000000000000'), 404, 'PAYMENT_NOT_FOUND'],
      ['no payment', postFor(PACKAGE, null), 402, 'PAYMENT_REQUIRED'],
      ['more months than paid', postFor({ ...PACKAGE, priorityMonths: 3 }, unpaid.paymentIntentId), 402, 'PAYMENT_NOT_PAID'],
    ];
    for (const [name, payload, status, code] of cases) {
      const res = await call('POST', '/api/job-posts', other.token, payload);
      expect([name, res.statusCode, res.json().code]).toEqual([name, status, code]);
    }
    const own = await paidIntent(other.token);
    for (const selection of [
      { ...PACKAGE, priorityMonths: 3 },
      { ...PACKAGE, priorityAddon: 'diamond1' as const },
      { ...PACKAGE, stateAddon: true, selectedStates: ['TX'] },
    ]) {
      const res = await call('POST', '/api/job-posts', other.token, postFor(selection, own.paymentIntentId));
      expect([res.statusCode, res.json().code]).toEqual([400, 'PAYMENT_PACKAGE_MISMATCH']);
    }
    expect(await myPosts(other.token)).toEqual([]);
    // The refused attempts left the payment usable for the package it bought.
    expect((await call('POST', '/api/job-posts', other.token, postFor(PACKAGE, own.paymentIntentId))).statusCode).toBe(201);
  });

  it('still creates a free Basic post without any payment', async () => {
    const { token } = await app.register();
    const free = { ...PACKAGE, photoVideoAddon: false, priorityAddon: 'none' as const };
    const res = await call('POST', '/api/job-posts', token, postFor(free, null));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ priorityAddon: 'none', photo_video_addon: false, isNationwide: false });
  });
});
