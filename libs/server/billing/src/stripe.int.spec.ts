import Stripe from 'stripe';
import type { CreatePaymentIntentResponse, PaymentState } from '@chonail/shared/contracts';
import { useAuthApp } from '@chonail/server/auth/testing';
import { ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { BillingModule } from './billing.module';
import { BillingEventEntity } from './entities/payment.entity';
import { billingMigrations } from './migrations';
import { DIAMOND3_PHOTOS_2_MONTHS as PACKAGE, intentRequest, postFor } from './testing';
import { type FakeStripe, startFakeStripe } from './testing';

const WEBHOOK_SECRET = 'whsec_test_chonail_billing_spec';
const env: Record<string, string> = {
  STRIPE_SECRET_KEY: 'sk_test_chonail',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_chonail',
};
let stripe: FakeStripe;
// Registered before the app's own beforeAll, so the app boots pointing at the fake.
beforeAll(async () => {
  stripe = await startFakeStripe();
  env['STRIPE_API_URL'] = stripe.url;
});
afterAll(() => stripe.close());

const app = useAuthApp('billing-stripe', { env, modules: [ListingsModule, BillingModule], migrations: [...listingsMigrations, ...billingMigrations] });
const signer = new Stripe('sk_test_signer');

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  app.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

let eventSeq = 0;
/** A Stripe event for an intent, as Stripe would send it. */
function event(type: string, intent: object, id = `evt_${Date.now()}_${(eventSeq += 1)}`) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object: intent } });
}

function sendWebhook(payload: string, { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined && { timestamp }) });
  return app.app.inject({ method: 'POST', url: '/api/billing/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

async function intentFor(token: string): Promise<CreatePaymentIntentResponse> {
  const res = await call('POST', '/api/create-payment-intent', token, intentRequest(PACKAGE, 9000));
  expect(res.statusCode).toBe(201);
  return res.json();
}
const stateOf = async (token: string, id: string): Promise<PaymentState> => (await call('GET', `/api/billing/payments/${id}`, token)).json();

describe('Stripe mode (the real SDK against a local fake)', () => {
  it('answers its publishable key and creates the PaymentIntent with the server total, an idempotency key and metadata', async () => {
    expect((await call('GET', '/api/billing/config')).json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_chonail' });
    const { token, user } = await app.register();
    const intent = await intentFor(token);
    expect(intent).toMatchObject({ mode: 'stripe', amount: 9000, currency: 'usd', paymentIntentId: expect.stringMatching(/^pi_/) });
    expect(intent.clientSecret).toBe(stripe.intent(intent.paymentIntentId)?.client_secret);
    const created = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents').pop();
    expect(created?.authorization).toBe('Bearer sk_test_chonail');
    expect(created?.idempotencyKey).toMatch(/^chonail-payment-\d+$/);
    expect(created?.form).toMatchObject({ amount: '9000', currency: 'usd', 'metadata[ownerId]': String(user.id), 'automatic_payment_methods[enabled]': 'true' });
    expect(created?.form['metadata[package]']).toBe('photo_video x2mo; diamond3 x2mo');
  });

  it('refuses test-mode confirmation when Stripe takes the cards', async () => {
    const { token } = await app.register();
    const intent = await intentFor(token);
    const res = await call('POST', '/api/billing/test-confirm', token, { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, cardNumber: '4242424242424242' });
    expect(res.json()).toMatchObject({ code: 'WRONG_PAYMENT_MODE' });
  });

  it('marks the payment paid on a signed payment_intent.succeeded, and the post may use it', async () => {
    const { token } = await app.register();
    const intent = await intentFor(token);
    const res = await sendWebhook(event('payment_intent.succeeded', stripe.succeed(intent.paymentIntentId)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    // Read from the database before any call that could ask Stripe (a pending payment's status read
    // does), so only the webhook can have marked it paid.
    const [row] = (await app.data.query('SELECT status FROM payments WHERE provider_payment_id = $1', [intent.paymentIntentId])) as Array<{ status: string }>;
    expect(row?.status).toBe('paid');
    expect(await stateOf(token, intent.paymentIntentId)).toMatchObject({ status: 'paid', mode: 'stripe' });
    expect((await call('POST', '/api/job-posts', token, postFor(PACKAGE, intent.paymentIntentId))).statusCode).toBe(201);
  });

  it('refuses a bad signature and a stale timestamp, changing nothing', async () => {
    const { token } = await app.register();
    const intent = await intentFor(token);
    const body = event('payment_intent.succeeded', stripe.succeed(intent.paymentIntentId));
    const cases = [
      await sendWebhook(body, { secret: 'whsec_someone_else' }),
      await sendWebhook(body, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await app.app.inject({ method: 'POST', url: '/api/billing/webhook', payload: body, headers: { 'content-type': 'application/json' } }),
      // Signed, then altered: the signature covers the exact bytes.
      await app.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        payload: body.replace('"amount":9000', '"amount":9001'),
        headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) },
      }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    const events = await app.data.getRepository(BillingEventEntity).countBy({ providerPaymentId: intent.paymentIntentId });
    expect(events).toBe(0);
    // The fake says succeeded, so only the server-side check may pay it; the webhooks above did not.
    const row = await app.data.query('SELECT status FROM payments WHERE provider_payment_id = $1', [intent.paymentIntentId]);
    expect(row[0].status).toBe('pending');
  });

  it('refuses a signature dated further ahead than the tolerance, changing nothing (issue 38, finding 10)', async () => {
    const { token } = await app.register();
    const intent = await intentFor(token);
    const body = event('payment_intent.succeeded', stripe.succeed(intent.paymentIntentId));
    const now = Math.floor(Date.now() / 1000);
    for (const ahead of [301, 3600, 365 * 86_400]) {
      const res = await sendWebhook(body, { timestamp: now + ahead });
      expect([ahead, res.statusCode, res.json()]).toEqual([ahead, 400, { code: 'WEBHOOK_SIGNATURE_INVALID', message: 'Webhook signature check failed: Timestamp outside the tolerance zone' }]);
    }
    // A second `t=` ahead of the signed one: the SDK verifies against the last, and so does the check.
    const signed = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: now + 3600 });
    const twoTimes = await app.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${now},${signed}` },
    });
    expect([twoTimes.statusCode, twoTimes.json().code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    expect(await app.data.getRepository(BillingEventEntity).countBy({ providerPaymentId: intent.paymentIntentId })).toBe(0);
    const [row] = (await app.data.query('SELECT status FROM payments WHERE provider_payment_id = $1', [intent.paymentIntentId])) as Array<{ status: string }>;
    expect(row?.status).toBe('pending');
    // Within the tolerance either way (clock skew between Stripe and us) it is taken.
    const skewed = await sendWebhook(body, { timestamp: now + 60 });
    expect([skewed.statusCode, skewed.json()]).toEqual([200, { received: true, duplicate: false }]);
  });

  it('processes the same event delivered twice at once only once', async () => {
    const { token } = await app.register();
    const intent = await intentFor(token);
    const body = event('payment_intent.succeeded', stripe.succeed(intent.paymentIntentId));
    const results = await Promise.all([sendWebhook(body), sendWebhook(body), sendWebhook(body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().duplicate).sort()).toEqual([false, true, true]);
    expect(await app.data.getRepository(BillingEventEntity).countBy({ providerPaymentId: intent.paymentIntentId })).toBe(1);
    expect(await stateOf(token, intent.paymentIntentId)).toMatchObject({ status: 'paid' });
  });

  it('keeps a payment paid when an older failure event arrives after the success', async () => {
    const { token } = await app.register();
    const intent = await intentFor(token);
    const succeeded = stripe.succeed(intent.paymentIntentId);
    await sendWebhook(event('payment_intent.succeeded', succeeded));
    const failed = { ...succeeded, status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } };
    expect((await sendWebhook(event('payment_intent.payment_failed', failed))).statusCode).toBe(200);
    expect((await sendWebhook(event('payment_intent.canceled', { ...succeeded, status: 'canceled' }))).statusCode).toBe(200);
    expect(await stateOf(token, intent.paymentIntentId)).toMatchObject({ status: 'paid' });
  });

  it('pays after a failure event when the success comes later (a second card)', async () => {
    const { token } = await app.register();
    const intent = await intentFor(token);
    const pending = stripe.intent(intent.paymentIntentId) ?? {};
    await sendWebhook(event('payment_intent.payment_failed', { ...pending, last_payment_error: { message: 'Your card was declined.' } }));
    expect(await stateOf(token, intent.paymentIntentId)).toMatchObject({ status: 'failed' });
    await sendWebhook(event('payment_intent.succeeded', stripe.succeed(intent.paymentIntentId)));
    expect(await stateOf(token, intent.paymentIntentId)).toMatchObject({ status: 'paid' });
  });

  it('does not grant a payment whose succeeded event carries another amount', async () => {
    const { token } = await app.register();
    const intent = await intentFor(token);
    const tampered = { ...stripe.intent(intent.paymentIntentId), status: 'succeeded', amount: 100, amount_received: 100 };
    expect((await sendWebhook(event('payment_intent.succeeded', tampered))).statusCode).toBe(200);
    const row = await app.data.query('SELECT status FROM payments WHERE provider_payment_id = $1', [intent.paymentIntentId]);
    expect(row[0].status).toBe('pending');
    const post = await call('POST', '/api/job-posts', token, postFor(PACKAGE, intent.paymentIntentId));
    expect([post.statusCode, post.json().code]).toEqual([402, 'PAYMENT_NOT_PAID']);
  });

  it('asks Stripe itself when the webhook is late: the status read and the post both see the payment', async () => {
    const a = await app.register();
    const first = await intentFor(a.token);
    expect(await stateOf(a.token, first.paymentIntentId)).toMatchObject({ status: 'pending' });
    stripe.succeed(first.paymentIntentId);
    expect(await stateOf(a.token, first.paymentIntentId)).toMatchObject({ status: 'paid' });

    const second = await intentFor(a.token);
    stripe.succeed(second.paymentIntentId);
    const res = await call('POST', '/api/job-posts', a.token, postFor(PACKAGE, second.paymentIntentId));
    expect(res.statusCode).toBe(201);
    // The webhook arriving afterwards changes nothing and is accepted.
    const late = await sendWebhook(event('payment_intent.succeeded', stripe.intent(second.paymentIntentId) ?? {}));
    expect(late.json()).toEqual({ received: true, duplicate: false });
    expect(await stateOf(a.token, second.paymentIntentId)).toMatchObject({ status: 'paid', jobPostId: res.json().id });
  });

  it('ignores events for payments it does not know and events of other kinds', async () => {
    const unknown = await sendWebhook(event('payment_intent.succeeded', { id: 'pi_unknown', object: 'payment_intent', amount: 500, amount_received: 500, currency: 'usd', status: 'succeeded' }));
    expect(unknown.statusCode).toBe(200);
    const other = await sendWebhook(event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(other.json()).toEqual({ received: true, duplicate: false });
  });
});
