import { BillingErrorCode, type PaymentMode } from '@chonail/shared/contracts';
import { grantedAddons, type GrantedAddons, type PackageSelection, type PackageType } from '@chonail/shared/domain';
import { DomainError, JsonLogger } from '@chonail/server/core/base';
import type { PaymentEntity, PricingEntity } from './entities/payment.entity';
import type { CreateIntentInput, PaymentProvider, ProviderEvent, ProviderIntent, ProviderPayment } from './payment-provider';
import type { NewPayment, PaymentRepository, PaymentTransaction } from './payments.repository';
import type { PricingRepository } from './pricing.repository';
import { PaymentsService } from './payments.service';
import { DIAMOND3_PHOTOS_2_MONTHS as PACKAGE } from './testing/billing-fixtures';

/**
 * The payments service's rules over in-memory fakes of its repositories and of the payment provider
 * (Stripe or the test provider, faked at the PaymentProvider interface). The SQL itself (the row
 * locks, ON CONFLICT on event ids, the "only pending or failed moves" WHERE) and the real Stripe SDK
 * are covered by payments.int.spec.ts, stripe.int.spec.ts, credits.int.spec.ts and renew.int.spec.ts.
 */

const NOW = new Date('2025-06-01T12:00:00Z');
const OWNER = 1;
const OTHER = 2;
const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

/** The payments and billing_events tables over arrays; a transaction that throws leaves them as they were. */
class InMemoryPayments implements Pick<PaymentRepository, keyof PaymentRepository> {
  rows: PaymentEntity[] = [];
  events: Array<{ id: string; type: string; paymentIntentId: string | null }> = [];
  readonly tx = { name: 'payments-tx' } as unknown as PaymentTransaction;

  async inTransaction<T>(work: (tx: PaymentTransaction) => Promise<T>): Promise<T> {
    const saved = { rows: structuredClone(this.rows), events: structuredClone(this.events) };
    try {
      return await work(this.tx);
    } catch (error) {
      this.rows = saved.rows;
      this.events = saved.events;
      throw error;
    }
  }

  async create(payment: NewPayment): Promise<number> {
    const id = this.rows.length + 1;
    this.rows.push({
      ...structuredClone(payment),
      id,
      status: 'pending',
      failureMessage: null,
      paidAt: null,
      jobPostId: null,
      usedAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return id;
  }

  async attachIntent(id: number, intent: { id: string; clientSecret: string }): Promise<void> {
    Object.assign(this.byId(id), { providerPaymentId: intent.id, clientSecret: intent.clientSecret });
  }

  async markIntentFailed(id: number, message: string): Promise<void> {
    Object.assign(this.byId(id), { status: 'failed', failureMessage: message.slice(0, 300) });
  }

  async findByIntent(paymentIntentId: string): Promise<PaymentEntity | null> {
    const row = this.rows.find((r) => r.providerPaymentId === paymentIntentId);
    return row ? structuredClone(row) : null;
  }

  async lockByIntent(_tx: PaymentTransaction, paymentIntentId: string): Promise<PaymentEntity | null> {
    return this.findByIntent(paymentIntentId);
  }

  async recordEvent(_tx: PaymentTransaction, event: { id: string; type: string; paymentIntentId: string | null }): Promise<boolean> {
    if (this.events.some((e) => e.id === event.id)) return false;
    this.events.push({ ...event });
    return true;
  }

  async markPaid(_tx: PaymentTransaction, id: number, paidAt: Date): Promise<void> {
    Object.assign(this.byId(id), { status: 'paid', paidAt, failureMessage: null });
  }

  async markUnpaidIfOpen(_tx: PaymentTransaction, paymentIntentId: string, status: 'failed' | 'canceled', failureMessage: string | null): Promise<void> {
    const row = this.rows.find((r) => r.providerPaymentId === paymentIntentId);
    if (row && (row.status === 'pending' || row.status === 'failed')) Object.assign(row, { status, failureMessage: failureMessage?.slice(0, 300) ?? null });
  }

  async markUsed(_tx: PaymentTransaction, id: number, jobPostId: number): Promise<void> {
    Object.assign(this.byId(id), { jobPostId, usedAt: new Date() });
  }

  async unusedPaid(ownerId: number): Promise<PaymentEntity[]> {
    return this.rows
      .filter((r) => r.ownerId === ownerId && r.status === 'paid' && r.jobPostId === null && r.usedAt === null && r.paidAt !== null)
      .sort((a, b) => (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0) || b.id - a.id)
      .map((r) => structuredClone(r));
  }

  async forPost(jobPostId: number, ownerId?: number): Promise<PaymentEntity | null> {
    const rows = this.rows.filter((r) => r.jobPostId === jobPostId && (ownerId === undefined || r.ownerId === ownerId));
    const latest = rows.sort((a, b) => (b.usedAt?.getTime() ?? 0) - (a.usedAt?.getTime() ?? 0) || b.id - a.id)[0];
    return latest ? structuredClone(latest) : null;
  }

  private byId(id: number): PaymentEntity {
    const row = this.rows.find((r) => r.id === id);
    if (!row) throw new Error(`no payment ${id}`);
    return row;
  }
}

/** The pricing table as the migration seeds it (spec 02 section 9), in cents per month. */
class InMemoryPricing implements Pick<PricingRepository, 'all'> {
  rows: PricingEntity[] = (
    [
      ['photo_video', 1500],
      ['state', 500],
      ['diamond1', 500],
      ['diamond2', 1000],
      ['diamond3', 3000],
    ] as Array<[PackageType, number]>
  ).map(([packageType, pricePerMonthCents]) => ({ packageType, pricePerMonthCents, updatedAt: NOW }));

  async all(): Promise<PricingEntity[]> {
    return this.rows.map((r) => ({ ...r }));
  }
}

/** Stripe, or the built-in test provider, at the PaymentProvider interface. */
class FakeProvider implements PaymentProvider {
  readonly publishableKey: string | null;
  readonly intents: CreateIntentInput[] = [];
  /** What `retrieve` answers: the provider's own record of each intent. */
  readonly remote = new Map<string, ProviderPayment>();
  readonly retrieved: string[] = [];
  failWith: Error | null = null;

  constructor(readonly mode: PaymentMode) {
    this.publishableKey = mode === 'stripe' ? 'pk_test_unit' : null;
  }

  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    this.intents.push(input);
    if (this.failWith) throw this.failWith;
    const id = `pi_${this.mode}_${this.intents.length}`;
    return { id, clientSecret: `${id}_secret_xyz` };
  }

  async retrieve(id: string): Promise<ProviderPayment | null> {
    this.retrieved.push(id);
    return this.remote.get(id) ?? null;
  }

  /** A body is the event as JSON; only the signature 'valid' holds. */
  verifyEvent(rawBody: Buffer, signature: string): ProviderEvent {
    if (signature !== 'valid') throw new DomainError(BillingErrorCode.WebhookSignatureInvalid, 'Invalid signature', 400);
    return JSON.parse(rawBody.toString('utf8')) as ProviderEvent;
  }
}

function setup(mode: PaymentMode = 'test') {
  const payments = new InMemoryPayments();
  const pricing = new InMemoryPricing();
  const provider = new FakeProvider(mode);
  const logged: Array<Record<string, unknown>> = [];
  const logger = new JsonLogger({ service: 'billing-unit', level: 'debug', write: (line) => logged.push(JSON.parse(line) as Record<string, unknown>) });
  // The fakes lack the real classes' private fields (the DataSource), hence the casts.
  const service = new PaymentsService(provider, logger, payments as unknown as PaymentRepository, pricing as unknown as PricingRepository);
  return { service, payments, pricing, provider, logged };
}

type Setup = ReturnType<typeof setup>;

async function rejectsWith(attempt: Promise<unknown>, code: string, status: number, message?: string | RegExp): Promise<DomainError> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code, status });
  if (message !== undefined) expect((error as DomainError).message).toMatch(message);
  return error as DomainError;
}

const order = (selection: PackageSelection, amount: number) => ({ amount, currency: 'usd' as const, packageData: selection });

/** An intent for `owner`, created through the service at the server's total. */
async function intentFor({ service }: Setup, owner = OWNER, selection = PACKAGE, amount = 9000) {
  return service.createIntent(owner, order(selection, amount));
}

/** An intent paid with the test card form. */
async function paidFor(ctx: Setup, owner = OWNER, selection = PACKAGE, amount = 9000) {
  const intent = await intentFor(ctx, owner, selection, amount);
  await ctx.service.testConfirm(owner, intent.paymentIntentId, intent.clientSecret, GOOD_CARD);
  return intent;
}

const rowOf = (ctx: Setup, paymentIntentId: string) => ctx.payments.rows.find((r) => r.providerPaymentId === paymentIntentId);

const succeeded = (id: string, amount = 9000, currency = 'usd'): ProviderPayment => ({ id, status: 'succeeded', amount, currency, failureMessage: null });
const eventBody = (event: ProviderEvent) => Buffer.from(JSON.stringify(event));

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('PaymentsService, the price table', () => {
  it('answers each package type per month in dollars, in the spec order', async () => {
    const ctx = setup();
    ctx.pricing.rows.reverse();
    await expect(ctx.service.pricing()).resolves.toEqual([
      { packageType: 'photo_video', pricePerMonth: 15 },
      { packageType: 'state', pricePerMonth: 5 },
      { packageType: 'diamond1', pricePerMonth: 5 },
      { packageType: 'diamond2', pricePerMonth: 10 },
      { packageType: 'diamond3', pricePerMonth: 30 },
    ]);
  });

  it('prices add-ons from the table, and a price staff set to $0 costs nothing', async () => {
    const ctx = setup();
    await expect(ctx.service.costCents(grantedAddons(PACKAGE))).resolves.toBe(9000);
    for (const row of ctx.pricing.rows) row.pricePerMonthCents = 0;
    await expect(ctx.service.costCents(grantedAddons(PACKAGE))).resolves.toBe(0);
  });

  it('refuses to price anything when a row of the table is missing, rather than make that add-on free', async () => {
    const ctx = setup();
    ctx.pricing.rows = ctx.pricing.rows.filter((r) => r.packageType !== 'diamond3');
    await expect(ctx.service.costCents(grantedAddons(PACKAGE))).rejects.toThrow('pricing table is incomplete');
    await expect(intentFor(ctx)).rejects.toThrow('pricing table is incomplete');
    expect(ctx.payments.rows).toEqual([]);
    expect(ctx.provider.intents).toEqual([]);
  });
});

describe('PaymentsService.createIntent', () => {
  it('charges the server total in cents, keyed by the payment row, and answers the client secret', async () => {
    const ctx = setup();
    const intent = await intentFor(ctx);
    expect(intent).toEqual({ clientSecret: 'pi_test_1_secret_xyz', paymentIntentId: 'pi_test_1', amount: 9000, currency: 'usd', mode: 'test' });
    expect(ctx.provider.intents).toEqual([
      {
        amountCents: 9000,
        currency: 'usd',
        idempotencyKey: 'chonail-payment-1',
        metadata: { paymentId: '1', ownerId: String(OWNER), package: 'photo_video x2mo; diamond3 x2mo' },
      },
    ]);
    expect(ctx.payments.rows).toEqual([
      expect.objectContaining({
        ownerId: OWNER,
        provider: 'test',
        providerPaymentId: 'pi_test_1',
        clientSecret: 'pi_test_1_secret_xyz',
        amountCents: 9000,
        status: 'pending',
        package: PACKAGE,
        jobPostId: null,
        costLines: [
          { packageType: 'photo_video', months: 2, quantity: 1, pricePerMonth: 15, cents: 3000 },
          { packageType: 'diamond3', months: 2, quantity: 1, pricePerMonth: 30, cents: 6000 },
        ],
      }),
    ]);
  });

  it('prices states per state per month: CA, TX and WA for 3 months is $45', async () => {
    const ctx = setup();
    const states: PackageSelection = { ...PACKAGE, photoVideoAddon: false, priorityAddon: 'none', stateAddon: true, selectedStates: ['CA', 'TX', 'WA'], stateMonths: 3 };
    await expect(ctx.service.createIntent(OWNER, order(states, 4500))).resolves.toMatchObject({ amount: 4500 });
    await rejectsWith(ctx.service.createIntent(OWNER, order(states, 1500)), BillingErrorCode.AmountMismatch, 400);
  });

  it('refuses a tampered client total with 400 AMOUNT_MISMATCH naming the real one, recording nothing and asking no provider', async () => {
    const ctx = setup();
    for (const amount of [100, 8999, 9001, 0]) {
      await rejectsWith(ctx.service.createIntent(OWNER, order(PACKAGE, amount)), BillingErrorCode.AmountMismatch, 400, '$90.00');
    }
    expect(ctx.payments.rows).toEqual([]);
    expect(ctx.provider.intents).toEqual([]);
  });

  it('refuses the free package with 400 NOTHING_TO_PAY and records nothing', async () => {
    const ctx = setup();
    const free: PackageSelection = { ...PACKAGE, photoVideoAddon: false, priorityAddon: 'none' };
    await rejectsWith(ctx.service.createIntent(OWNER, order(free, 0)), BillingErrorCode.NothingToPay, 400);
    expect(ctx.payments.rows).toEqual([]);
    expect(ctx.provider.intents).toEqual([]);
  });

  it('marks the payment failed with the provider’s message (cut to 300 characters) when the provider refuses, and passes the error on', async () => {
    const ctx = setup('stripe');
    ctx.provider.failWith = new Error(`card network down ${'x'.repeat(400)}`);
    await expect(intentFor(ctx)).rejects.toBe(ctx.provider.failWith);
    expect(ctx.payments.rows).toHaveLength(1);
    expect(ctx.payments.rows[0]).toMatchObject({ status: 'failed', failureMessage: expect.stringMatching(/^card network down x+$/) });
    expect(ctx.payments.rows[0]?.failureMessage).toHaveLength(300);
  });
});

describe('PaymentsService.testConfirm (test mode’s card form)', () => {
  it('declines card 4000 0000 0000 0002 with 402 CARD_DECLINED and marks the payment failed, then pays with a valid card', async () => {
    const ctx = setup();
    const intent = await intentFor(ctx);
    await rejectsWith(ctx.service.testConfirm(OWNER, intent.paymentIntentId, intent.clientSecret, DECLINED_CARD), BillingErrorCode.CardDeclined, 402, 'Your card was declined.');
    expect(rowOf(ctx, intent.paymentIntentId)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });

    const paid = await ctx.service.testConfirm(OWNER, intent.paymentIntentId, intent.clientSecret, GOOD_CARD);
    expect(paid).toMatchObject({ paymentIntentId: intent.paymentIntentId, status: 'paid', amount: 9000, paidAt: NOW.toISOString(), jobPostId: null });
  });

  it('refuses a number that fails the Luhn check with 402 and leaves the payment pending', async () => {
    const ctx = setup();
    const intent = await intentFor(ctx);
    await rejectsWith(ctx.service.testConfirm(OWNER, intent.paymentIntentId, intent.clientSecret, '4242424242424241'), BillingErrorCode.CardDeclined, 402, 'Your card number is invalid.');
    expect(rowOf(ctx, intent.paymentIntentId)?.status).toBe('pending');
    expect(ctx.payments.events).toEqual([]);
  });

  it('answers a wrong client secret with 404 PAYMENT_NOT_FOUND and pays nothing', async () => {
    const ctx = setup();
    const intent = await intentFor(ctx);
    await rejectsWith(ctx.service.testConfirm(OWNER, intent.paymentIntentId, 'pi_wrong_secret', GOOD_CARD), BillingErrorCode.PaymentNotFound, 404);
    expect(rowOf(ctx, intent.paymentIntentId)?.status).toBe('pending');
  });

  it('confirms a double click once: the second answers paid and records no new event', async () => {
    const ctx = setup();
    const intent = await paidFor(ctx);
    expect(ctx.payments.events).toHaveLength(1);
    jest.setSystemTime(new Date(NOW.getTime() + 60_000));
    await expect(ctx.service.testConfirm(OWNER, intent.paymentIntentId, intent.clientSecret, GOOD_CARD)).resolves.toMatchObject({ status: 'paid', paidAt: NOW.toISOString() });
    expect(ctx.payments.events).toHaveLength(1);
  });

  it('refuses test-mode confirmation with 400 WRONG_PAYMENT_MODE when Stripe takes the cards', async () => {
    const ctx = setup('stripe');
    const intent = await intentFor(ctx);
    await rejectsWith(ctx.service.testConfirm(OWNER, intent.paymentIntentId, intent.clientSecret, GOOD_CARD), BillingErrorCode.WrongPaymentMode, 400);
    expect(rowOf(ctx, intent.paymentIntentId)?.status).toBe('pending');
  });

  it('answers someone else’s payment exactly like a missing one (state and confirmation)', async () => {
    const ctx = setup();
    const intent = await paidFor(ctx);
    const theirs = await rejectsWith(ctx.service.state(OTHER, intent.paymentIntentId), BillingErrorCode.PaymentNotFound, 404);
    const missing = await rejectsWith(ctx.service.state(OTHER, 'pi_test_missing'), BillingErrorCode.PaymentNotFound, 404);
    expect(theirs.message).toBe('Payment not found');
    expect(missing.message).toBe(theirs.message);
    await rejectsWith(ctx.service.testConfirm(OTHER, intent.paymentIntentId, intent.clientSecret, GOOD_CARD), BillingErrorCode.PaymentNotFound, 404);
  });
});

describe('PaymentsService.state', () => {
  it('asks Stripe about a pending Stripe payment whose webhook is late, and answers it paid', async () => {
    const ctx = setup('stripe');
    const intent = await intentFor(ctx);
    await expect(ctx.service.state(OWNER, intent.paymentIntentId)).resolves.toMatchObject({ status: 'pending' });
    ctx.provider.remote.set(intent.paymentIntentId, succeeded(intent.paymentIntentId));
    await expect(ctx.service.state(OWNER, intent.paymentIntentId)).resolves.toMatchObject({ status: 'paid', paidAt: NOW.toISOString() });
    expect(ctx.provider.retrieved).toEqual([intent.paymentIntentId, intent.paymentIntentId]);
  });

  it('answers a payment Stripe canceled as canceled', async () => {
    const ctx = setup('stripe');
    const intent = await intentFor(ctx);
    ctx.provider.remote.set(intent.paymentIntentId, { ...succeeded(intent.paymentIntentId), status: 'canceled', failureMessage: 'abandoned' });
    await expect(ctx.service.state(OWNER, intent.paymentIntentId)).resolves.toMatchObject({ status: 'canceled' });
  });

  it('does not grant a late-read Stripe payment whose amount differs from the order', async () => {
    const ctx = setup('stripe');
    const intent = await intentFor(ctx);
    ctx.provider.remote.set(intent.paymentIntentId, succeeded(intent.paymentIntentId, 100));
    await expect(ctx.service.state(OWNER, intent.paymentIntentId)).resolves.toMatchObject({ status: 'pending' });
  });

  it('asks no provider about a test-mode payment, nor about one that is already settled', async () => {
    const test = setup('test');
    const pending = await intentFor(test);
    await expect(test.service.state(OWNER, pending.paymentIntentId)).resolves.toMatchObject({ status: 'pending' });
    expect(test.provider.retrieved).toEqual([]);

    const stripe = setup('stripe');
    const intent = await intentFor(stripe);
    await stripe.service.applyEvent({ id: 'evt_1', type: 'payment_intent.succeeded', payment: succeeded(intent.paymentIntentId) });
    await expect(stripe.service.state(OWNER, intent.paymentIntentId)).resolves.toMatchObject({ status: 'paid' });
    expect(stripe.provider.retrieved).toEqual([]);
  });
});

describe('PaymentsService.credits and forPost', () => {
  it('lists the owner’s paid, unused payments newest first, with package, lines and payment time', async () => {
    const ctx = setup();
    const photos: PackageSelection = { ...PACKAGE, priorityAddon: 'none', photoVideoMonths: 1 };
    const first = await paidFor(ctx, OWNER, photos, 1500);
    jest.setSystemTime(new Date(NOW.getTime() + 60_000));
    const second = await paidFor(ctx, OWNER, { ...PACKAGE, photoVideoAddon: false, priorityAddon: 'diamond1' }, 1000);
    await intentFor(ctx); // unpaid
    const declined = await intentFor(ctx);
    await expect(ctx.service.testConfirm(OWNER, declined.paymentIntentId, declined.clientSecret, DECLINED_CARD)).rejects.toBeInstanceOf(DomainError);
    await paidFor(ctx, OTHER);

    const list = await ctx.service.credits(OWNER);
    expect(list.map((c) => [c.paymentIntentId, c.amount])).toEqual([
      [second.paymentIntentId, 1000],
      [first.paymentIntentId, 1500],
    ]);
    expect(list[1]).toEqual({
      paymentIntentId: first.paymentIntentId,
      amount: 1500,
      currency: 'usd',
      mode: 'test',
      packageData: photos,
      lines: [{ packageType: 'photo_video', months: 1, quantity: 1, pricePerMonth: 15, cents: 1500 }],
      paidAt: NOW.toISOString(),
    });
  });

  it('drops a payment from the credits once a post has used it', async () => {
    const ctx = setup();
    const intent = await paidFor(ctx);
    await ctx.service.consumeForPost(ctx.payments.tx, OWNER, intent.paymentIntentId, grantedAddons(PACKAGE), 77);
    await expect(ctx.service.credits(OWNER)).resolves.toEqual([]);
  });

  it('shows a post’s payment to its owner and to staff, and to nobody else', async () => {
    const ctx = setup();
    const intent = await paidFor(ctx);
    await ctx.service.consumeForPost(ctx.payments.tx, OWNER, intent.paymentIntentId, grantedAddons(PACKAGE), 77);
    await expect(ctx.service.forPost({ id: OWNER, role: 'user' }, 77)).resolves.toMatchObject({ amount: 9000, jobPostId: 77, status: 'paid' });
    await expect(ctx.service.forPost({ id: OTHER, role: 'user' }, 77)).resolves.toBeNull();
    await expect(ctx.service.forPost({ id: OTHER, role: 'admin' }, 77)).resolves.toMatchObject({ amount: 9000, jobPostId: 77 });
    await expect(ctx.service.forPost({ id: OWNER, role: 'user' }, 78)).resolves.toBeNull();
  });
});

describe('PaymentsService, provider events', () => {
  it('marks the payment paid on a verified payment_intent.succeeded', async () => {
    const ctx = setup('stripe');
    const intent = await intentFor(ctx);
    const event: ProviderEvent = { id: 'evt_1', type: 'payment_intent.succeeded', payment: succeeded(intent.paymentIntentId) };
    await expect(ctx.service.webhook(eventBody(event), 'valid')).resolves.toEqual({ received: true, duplicate: false });
    expect(rowOf(ctx, intent.paymentIntentId)).toMatchObject({ status: 'paid', paidAt: NOW });
  });

  it('refuses a body whose signature does not hold, recording and changing nothing', async () => {
    const ctx = setup('stripe');
    const intent = await intentFor(ctx);
    const event: ProviderEvent = { id: 'evt_1', type: 'payment_intent.succeeded', payment: succeeded(intent.paymentIntentId) };
    await rejectsWith(ctx.service.webhook(eventBody(event), 'forged'), BillingErrorCode.WebhookSignatureInvalid, 400);
    expect(ctx.payments.events).toEqual([]);
    expect(rowOf(ctx, intent.paymentIntentId)?.status).toBe('pending');
  });

  it('applies the same event delivered twice once, answering the second as a duplicate', async () => {
    const ctx = setup('stripe');
    const intent = await intentFor(ctx);
    const failed: ProviderEvent = { id: 'evt_f', type: 'payment_intent.payment_failed', payment: { ...succeeded(intent.paymentIntentId), status: 'requires_payment_method', failureMessage: 'declined' } };
    await expect(ctx.service.webhook(eventBody(failed), 'valid')).resolves.toEqual({ received: true, duplicate: false });
    await ctx.service.applyEvent({ id: 'evt_s', type: 'payment_intent.succeeded', payment: succeeded(intent.paymentIntentId) });
    // The failure delivered again must not be applied again (it would find a paid row, but also must not be recorded twice).
    await expect(ctx.service.webhook(eventBody(failed), 'valid')).resolves.toEqual({ received: true, duplicate: true });
    expect(ctx.payments.events.map((e) => e.id)).toEqual(['evt_f', 'evt_s']);
    expect(rowOf(ctx, intent.paymentIntentId)?.status).toBe('paid');
  });

  it('pays after a failure when the success comes later (a second card), and keeps the first payment time on a second success', async () => {
    const ctx = setup('stripe');
    const intent = await intentFor(ctx);
    await ctx.service.applyEvent({ id: 'evt_1', type: 'payment_intent.payment_failed', payment: { ...succeeded(intent.paymentIntentId), status: 'requires_payment_method', failureMessage: 'Your card was declined.' } });
    expect(rowOf(ctx, intent.paymentIntentId)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    await ctx.service.applyEvent({ id: 'evt_2', type: 'payment_intent.succeeded', payment: succeeded(intent.paymentIntentId) });
    expect(rowOf(ctx, intent.paymentIntentId)).toMatchObject({ status: 'paid', paidAt: NOW, failureMessage: null });

    jest.setSystemTime(new Date(NOW.getTime() + 3_600_000));
    await ctx.service.applyEvent({ id: 'evt_3', type: 'payment_intent.succeeded', payment: succeeded(intent.paymentIntentId) });
    expect(rowOf(ctx, intent.paymentIntentId)?.paidAt).toEqual(NOW);
  });

  it('marks a canceled intent canceled', async () => {
    const ctx = setup('stripe');
    const intent = await intentFor(ctx);
    await ctx.service.applyEvent({ id: 'evt_c', type: 'payment_intent.canceled', payment: { ...succeeded(intent.paymentIntentId), status: 'canceled', failureMessage: null } });
    expect(rowOf(ctx, intent.paymentIntentId)?.status).toBe('canceled');
  });

  it('does not grant a payment whose succeeded event carries another amount or currency, and logs it as an error', async () => {
    const ctx = setup('stripe');
    const intent = await intentFor(ctx);
    await ctx.service.applyEvent({ id: 'evt_1', type: 'payment_intent.succeeded', payment: succeeded(intent.paymentIntentId, 100) });
    await ctx.service.applyEvent({ id: 'evt_2', type: 'payment_intent.succeeded', payment: succeeded(intent.paymentIntentId, 9000, 'eur') });
    expect(rowOf(ctx, intent.paymentIntentId)?.status).toBe('pending');
    expect(ctx.logged.filter((l) => l['level'] === 'error')).toEqual([
      expect.objectContaining({ msg: 'payment amount differs from the order', expectedCents: 9000, receivedCents: 100 }),
      expect.objectContaining({ msg: 'payment amount differs from the order', expectedCents: 9000, currency: 'eur' }),
    ]);
    await rejectsWith(ctx.service.consumeForPost(ctx.payments.tx, OWNER, intent.paymentIntentId, grantedAddons(PACKAGE), 1), BillingErrorCode.PaymentNotPaid, 402);
  });

  it('accepts events for unknown payments (logged) and events of other kinds, changing nothing', async () => {
    const ctx = setup('stripe');
    const intent = await intentFor(ctx);
    await expect(ctx.service.applyEvent({ id: 'evt_u', type: 'payment_intent.succeeded', payment: succeeded('pi_unknown', 500) })).resolves.toBe(true);
    expect(ctx.logged).toEqual([expect.objectContaining({ level: 'warn', msg: 'payment event for an unknown payment', paymentIntentId: 'pi_unknown' })]);
    await expect(ctx.service.webhook(eventBody({ id: 'evt_o', type: 'customer.created', payment: null }), 'valid')).resolves.toEqual({ received: true, duplicate: false });
    await ctx.service.applyEvent({ id: 'evt_p', type: 'payment_intent.processing', payment: { ...succeeded(intent.paymentIntentId), status: 'processing' } });
    expect(rowOf(ctx, intent.paymentIntentId)?.status).toBe('pending');
    expect(ctx.payments.events.map((e) => e.id)).toEqual(['evt_u', 'evt_o', 'evt_p']);
  });
});

describe('PaymentsService.consumeForPost (a post using its payment)', () => {
  const addons: GrantedAddons = grantedAddons(PACKAGE);

  it('binds a paid payment to the post once; a second post is refused with 409 PAYMENT_USED', async () => {
    const ctx = setup();
    const intent = await paidFor(ctx);
    await ctx.service.consumeForPost(ctx.payments.tx, OWNER, intent.paymentIntentId, addons, 10);
    expect(rowOf(ctx, intent.paymentIntentId)).toMatchObject({ jobPostId: 10, usedAt: NOW });
    await rejectsWith(ctx.service.consumeForPost(ctx.payments.tx, OWNER, intent.paymentIntentId, addons, 11), BillingErrorCode.PaymentUsed, 409);
    expect(rowOf(ctx, intent.paymentIntentId)?.jobPostId).toBe(10);
  });

  it('refuses someone else’s payment and a missing one with 404 PAYMENT_NOT_FOUND', async () => {
    const ctx = setup();
    const intent = await paidFor(ctx);
    await rejectsWith(ctx.service.consumeForPost(ctx.payments.tx, OTHER, intent.paymentIntentId, addons, 10), BillingErrorCode.PaymentNotFound, 404);
    await rejectsWith(ctx.service.consumeForPost(ctx.payments.tx, OWNER, 'pi_test_000000000000', addons, 10), BillingErrorCode.PaymentNotFound, 404);
    expect(rowOf(ctx, intent.paymentIntentId)?.jobPostId).toBeNull();
  });

  it('refuses an unpaid or declined payment with 402 PAYMENT_NOT_PAID', async () => {
    const ctx = setup();
    const unpaid = await intentFor(ctx);
    await rejectsWith(ctx.service.consumeForPost(ctx.payments.tx, OWNER, unpaid.paymentIntentId, addons, 10), BillingErrorCode.PaymentNotPaid, 402);
    const declined = await intentFor(ctx);
    await expect(ctx.service.testConfirm(OWNER, declined.paymentIntentId, declined.clientSecret, DECLINED_CARD)).rejects.toBeInstanceOf(DomainError);
    await rejectsWith(ctx.service.consumeForPost(ctx.payments.tx, OWNER, declined.paymentIntentId, addons, 10), BillingErrorCode.PaymentNotPaid, 402);
    expect(ctx.payments.rows.every((r) => r.jobPostId === null)).toBe(true);
  });

  it('refuses add-ons that differ from the package paid for with 400 PAYMENT_PACKAGE_MISMATCH, leaving the payment usable', async () => {
    const ctx = setup();
    const intent = await paidFor(ctx);
    for (const selection of [
      { ...PACKAGE, priorityMonths: 3 },
      { ...PACKAGE, priorityAddon: 'diamond1' as const },
      { ...PACKAGE, stateAddon: true, selectedStates: ['TX'] },
      { ...PACKAGE, photoVideoAddon: false },
    ]) {
      await rejectsWith(ctx.service.consumeForPost(ctx.payments.tx, OWNER, intent.paymentIntentId, grantedAddons(selection), 10), BillingErrorCode.PaymentPackageMismatch, 400);
    }
    expect(rowOf(ctx, intent.paymentIntentId)?.jobPostId).toBeNull();
    await ctx.service.consumeForPost(ctx.payments.tx, OWNER, intent.paymentIntentId, addons, 10);
    expect(rowOf(ctx, intent.paymentIntentId)?.jobPostId).toBe(10);
  });

  it('asks Stripe about a pending Stripe payment: paid there, the post may use it; still processing, 402', async () => {
    const ctx = setup('stripe');
    const processing = await intentFor(ctx);
    ctx.provider.remote.set(processing.paymentIntentId, { ...succeeded(processing.paymentIntentId), status: 'processing' });
    await rejectsWith(ctx.service.consumeForPost(ctx.payments.tx, OWNER, processing.paymentIntentId, addons, 10), BillingErrorCode.PaymentNotPaid, 402);

    const paid = await intentFor(ctx);
    ctx.provider.remote.set(paid.paymentIntentId, succeeded(paid.paymentIntentId));
    await ctx.service.consumeForPost(ctx.payments.tx, OWNER, paid.paymentIntentId, addons, 11);
    expect(rowOf(ctx, paid.paymentIntentId)).toMatchObject({ status: 'paid', paidAt: NOW, jobPostId: 11 });
  });
});
