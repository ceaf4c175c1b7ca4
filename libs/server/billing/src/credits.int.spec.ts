import { type CreatePaymentIntentResponse, type PaymentCredit, paymentCreditsSchema } from '@chonail/shared/contracts';
import type { PackageSelection } from '@chonail/shared/domain';
import { useAuthApp } from '@chonail/server/auth/testing';
import { ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { BillingModule } from './billing.module';
import { billingMigrations } from './migrations';
import { intentRequest, postFor } from './testing';

// No STRIPE_ keys: the built-in test provider.
const app = useAuthApp('billing-credits', { modules: [ListingsModule, BillingModule], migrations: [...listingsMigrations, ...billingMigrations] });

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  app.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The purchase: photos & video for 1 month, $15. */
const PHOTOS_1_MONTH: PackageSelection = {
  basicPackage: true,
  photoVideoAddon: true,
  photoVideoMonths: 1,
  stateAddon: false,
  selectedStates: [],
  stateMonths: 1,
  priorityAddon: 'none',
  priorityMonths: 1,
};
const DIAMOND1_2_MONTHS: PackageSelection = { ...PHOTOS_1_MONTH, photoVideoAddon: false, priorityAddon: 'diamond1', priorityMonths: 2 };

async function intent(token: string, selection: PackageSelection, amount: number): Promise<CreatePaymentIntentResponse> {
  const res = await call('POST', '/api/create-payment-intent', token, intentRequest(selection, amount));
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function pay(token: string, created: CreatePaymentIntentResponse, cardNumber = '4242 4242 4242 4242') {
  return call('POST', '/api/billing/test-confirm', token, { paymentIntentId: created.paymentIntentId, clientSecret: created.clientSecret, cardNumber });
}

async function credits(token: string): Promise<PaymentCredit[]> {
  const res = await call('GET', '/api/billing/credits', token);
  expect(res.statusCode).toBe(200);
  // The answer holds to the contract the web app reads it with.
  return paymentCreditsSchema.parse(res.json());
}

describe('GET /api/billing/credits', () => {
  it('lists a paid, unused payment for its owner with its package, amount and payment time', async () => {
    const { token } = await app.register();
    const before = Date.now();
    const paid = await intent(token, PHOTOS_1_MONTH, 1500);
    expect((await pay(token, paid)).statusCode).toBe(200);

    const list = await credits(token);
    expect(list).toEqual([
      {
        paymentIntentId: paid.paymentIntentId,
        amount: 1500,
        currency: 'usd',
        mode: 'test',
        packageData: PHOTOS_1_MONTH,
        lines: [{ packageType: 'photo_video', months: 1, quantity: 1, pricePerMonth: 15, cents: 1500 }],
        paidAt: expect.any(String),
      },
    ]);
    expect(Date.parse(list[0]?.paidAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('lists several credits newest first', async () => {
    const { token } = await app.register();
    const first = await intent(token, PHOTOS_1_MONTH, 1500);
    await pay(token, first);
    const second = await intent(token, DIAMOND1_2_MONTHS, 1000);
    await pay(token, second);
    expect((await credits(token)).map((c) => [c.paymentIntentId, c.amount])).toEqual([
      [second.paymentIntentId, 1000],
      [first.paymentIntentId, 1500],
    ]);
  });

  it('never lists another owner’s payment', async () => {
    const owner = await app.register();
    const other = await app.register();
    await pay(owner.token, await intent(owner.token, PHOTOS_1_MONTH, 1500));
    expect(await credits(other.token)).toEqual([]);
    expect(await credits(owner.token)).toHaveLength(1);
  });

  it('drops a payment once a post has used it', async () => {
    const { token } = await app.register();
    const paid = await intent(token, PHOTOS_1_MONTH, 1500);
    await pay(token, paid);
    expect(await credits(token)).toHaveLength(1);
    const post = await call('POST', '/api/job-posts', token, postFor(PHOTOS_1_MONTH, paid.paymentIntentId));
    expect(post.statusCode).toBe(201);
    expect(await credits(token)).toEqual([]);
  });

  it('does not list a payment while it is unpaid, nor after the card was declined', async () => {
    const { token } = await app.register();
    await intent(token, PHOTOS_1_MONTH, 1500);
    expect(await credits(token)).toEqual([]);
    const declined = await intent(token, PHOTOS_1_MONTH, 1500);
    expect((await pay(token, declined, '4000 0000 0000 0002')).statusCode).toBe(402);
    expect(await credits(token)).toEqual([]);
  });

  it('answers a guest 401 with a code', async () => {
    const res = await call('GET', '/api/billing/credits');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
