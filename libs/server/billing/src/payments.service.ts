import { Inject, Injectable } from '@nestjs/common';
import {
  BillingErrorCode,
  type CreatePaymentIntentResponse,
  type PaymentCredit,
  type PaymentState,
  type PricingRecord,
} from '@chonail/shared/contracts';
import {
  grantedAddons,
  type GrantedAddons,
  PACKAGE_TYPES,
  packageCost,
  type PackageSelection,
  type PriceTable,
  sameAddons,
} from '@chonail/shared/domain';
import { DomainError, JsonLogger } from '@chonail/server/core/base';
import type { PostPaymentVerifier } from '@chonail/server/listings';
import type { PaymentEntity } from './entities/payment.entity';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderEvent, type ProviderPayment } from './payment-provider';
import { PaymentRepository, type PaymentTransaction } from './payments.repository';
import { PricingRepository } from './pricing.repository';
import { DECLINED_TEST_CARD, luhnValid } from './test.provider';

const notFound = () => new DomainError(BillingErrorCode.PaymentNotFound, 'Payment not found', 404);

export interface CreateIntentCommand {
  amount: number;
  currency: 'usd';
  packageData: PackageSelection;
}

/** Pricing, payment intents, provider events and the one-time use of a payment by a post. */
@Injectable()
export class PaymentsService implements PostPaymentVerifier {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly logger: JsonLogger,
    private readonly payments: PaymentRepository,
    private readonly priceList: PricingRepository,
  ) {}

  get mode() {
    return this.provider.mode;
  }

  get publishableKey() {
    return this.provider.publishableKey;
  }

  async pricing(): Promise<PricingRecord[]> {
    const rows = await this.priceList.all();
    const byType = new Map(rows.map((row) => [row.packageType, row.pricePerMonthCents / 100]));
    return PACKAGE_TYPES.flatMap((packageType) => {
      const price = byType.get(packageType);
      return price === undefined ? [] : [{ packageType, pricePerMonth: price }];
    });
  }

  async costCents(addons: GrantedAddons): Promise<number> {
    const selection: PackageSelection = {
      basicPackage: true,
      photoVideoAddon: addons.photoVideoMonths > 0,
      photoVideoMonths: Math.max(addons.photoVideoMonths, 1),
      stateAddon: addons.stateMonths > 0,
      selectedStates: addons.selectedStates,
      stateMonths: Math.max(addons.stateMonths, 1),
      priorityAddon: addons.priorityAddon,
      priorityMonths: Math.max(addons.priorityMonths, 1),
    };
    return packageCost(selection, await this.prices()).totalCents;
  }

  private async prices(): Promise<PriceTable> {
    const records = await this.pricing();
    // The table is seeded by the migration; a missing row must not make an add-on free.
    if (records.length !== PACKAGE_TYPES.length) throw new Error('pricing table is incomplete');
    return Object.fromEntries(records.map((r) => [r.packageType, r.pricePerMonth])) as unknown as PriceTable;
  }

  /** The server's total is the only one charged; a client showing another figure is told so. */
  async createIntent(ownerId: number, command: CreateIntentCommand): Promise<CreatePaymentIntentResponse> {
    const selection = command.packageData;
    const { lines, totalCents } = packageCost(selection, await this.prices());
    if (totalCents === 0) throw new DomainError(BillingErrorCode.NothingToPay, 'The free package needs no payment', 400);
    if (command.amount !== totalCents) {
      throw new DomainError(
        BillingErrorCode.AmountMismatch,
        `The total is $${(totalCents / 100).toFixed(2)}, not $${(command.amount / 100).toFixed(2)}: prices may have changed, please review your package`,
        400,
      );
    }
    // The row exists before the provider call, so its id keys the call and a lost answer is retried safely.
    const id = await this.payments.create({
      ownerId,
      provider: this.provider.mode,
      providerPaymentId: `pending-${ownerId}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      clientSecret: '',
      amountCents: totalCents,
      currency: 'usd',
      package: selection,
      costLines: lines,
    });
    try {
      const intent = await this.provider.createIntent({
        amountCents: totalCents,
        currency: 'usd',
        idempotencyKey: `chonail-payment-${id}`,
        metadata: { paymentId: String(id), ownerId: String(ownerId), package: packageSummary(selection) },
      });
      await this.payments.attachIntent(id, intent);
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: totalCents, currency: 'usd', mode: this.provider.mode };
    } catch (error) {
      await this.payments.markIntentFailed(id, (error as Error).message);
      throw error;
    }
  }

  /** The owner's own payment; a pending Stripe payment is checked with Stripe, in case its webhook is late. */
  async state(ownerId: number, paymentIntentId: string): Promise<PaymentState> {
    let row = await this.ownRow(ownerId, paymentIntentId);
    if (row.status === 'pending' && row.provider === 'stripe') {
      await this.reconcile(row.providerPaymentId);
      row = await this.ownRow(ownerId, paymentIntentId);
    }
    return toState(row);
  }

  /** The owner's credit: what they paid for and have not used for a post yet, newest first. */
  async credits(ownerId: number): Promise<PaymentCredit[]> {
    const rows = await this.payments.unusedPaid(ownerId);
    return rows.map((row) => ({
      paymentIntentId: row.providerPaymentId,
      amount: row.amountCents,
      currency: 'usd',
      mode: row.provider,
      packageData: { ...row.package, basicPackage: true },
      lines: row.costLines,
      paidAt: (row.paidAt as Date).toISOString(),
    }));
  }

  /**
   * The payment that bought a post's add-ons, for its ad page: its owner's, or any post's for staff;
   * null for a free post or someone else's.
   */
  async forPost(viewer: { id: number; role: 'user' | 'admin' }, jobPostId: number): Promise<PaymentState | null> {
    const row = await this.payments.forPost(jobPostId, viewer.role === 'admin' ? undefined : viewer.id);
    return row ? toState(row) : null;
  }

  /** Test mode's card form: 4000 0000 0000 0002 is declined as on Stripe's test cards, other valid numbers pay. */
  async testConfirm(ownerId: number, paymentIntentId: string, clientSecret: string, cardNumber: string): Promise<PaymentState> {
    if (this.provider.mode !== 'test') throw new DomainError(BillingErrorCode.WrongPaymentMode, 'Card payments go through Stripe on this server', 400);
    const row = await this.ownRow(ownerId, paymentIntentId);
    if (row.clientSecret !== clientSecret) throw notFound();
    if (!luhnValid(cardNumber)) throw new DomainError(BillingErrorCode.CardDeclined, 'Your card number is invalid.', 402);
    const declined = cardNumber === DECLINED_TEST_CARD;
    const payment: ProviderPayment = {
      id: row.providerPaymentId,
      status: declined ? 'requires_payment_method' : 'succeeded',
      amount: row.amountCents,
      currency: row.currency,
      failureMessage: declined ? 'Your card was declined.' : null,
    };
    // The same path a Stripe webhook takes, keyed so a double click confirms once.
    await this.applyEvent({
      id: `evt_test_${row.providerPaymentId}_${declined ? 'failed' : 'succeeded'}`,
      type: declined ? 'payment_intent.payment_failed' : 'payment_intent.succeeded',
      payment,
    });
    if (declined) throw new DomainError(BillingErrorCode.CardDeclined, 'Your card was declined.', 402);
    return toState(await this.ownRow(ownerId, paymentIntentId));
  }

  /** A signed webhook body: verified, then applied once per event id. */
  async webhook(rawBody: Buffer, signature: string): Promise<{ received: true; duplicate: boolean }> {
    const event = this.provider.verifyEvent(rawBody, signature);
    const applied = await this.applyEvent(event);
    return { received: true, duplicate: !applied };
  }

  /**
   * Records the event id and moves the payment in one transaction. A concurrent duplicate waits on
   * the event row's key and then finds it taken; an event arriving late never undoes 'paid'.
   */
  async applyEvent(event: ProviderEvent): Promise<boolean> {
    return this.payments.inTransaction(async (tx) => {
      const recorded = await this.payments.recordEvent(tx, { id: event.id, type: event.type, paymentIntentId: event.payment?.id ?? null });
      if (!recorded) return false;
      if (!event.payment) return true;
      if (event.type === 'payment_intent.succeeded') await this.markPaid(tx, event.payment);
      else if (event.type === 'payment_intent.payment_failed') await this.payments.markUnpaidIfOpen(tx, event.payment.id, 'failed', event.payment.failureMessage);
      else if (event.type === 'payment_intent.canceled') await this.payments.markUnpaidIfOpen(tx, event.payment.id, 'canceled', event.payment.failureMessage);
      return true;
    });
  }

  /** `tx` is the post's transaction, opened by listings: the payment is used up only if the post is written. */
  async consumeForPost(tx: PaymentTransaction, ownerId: number, paymentIntentId: string, addons: GrantedAddons, postId: number): Promise<void> {
    let row = await this.payments.lockByIntent(tx, paymentIntentId);
    if (!row || row.ownerId !== ownerId) throw notFound();
    if (row.status === 'pending' && row.provider === 'stripe') {
      const payment = await this.provider.retrieve(row.providerPaymentId);
      if (payment?.status === 'succeeded') await this.markPaid(tx, payment);
      row = await this.payments.lockByIntent(tx, paymentIntentId);
    }
    if (!row || row.status !== 'paid') throw new DomainError(BillingErrorCode.PaymentNotPaid, 'This payment is not completed', 402);
    if (row.jobPostId !== null || row.usedAt !== null) {
      throw new DomainError(BillingErrorCode.PaymentUsed, 'This payment was already used for another post', 409);
    }
    if (!sameAddons(grantedAddons(row.package), addons)) {
      throw new DomainError(BillingErrorCode.PaymentPackageMismatch, 'The post’s add-ons differ from the package that was paid for', 400);
    }
    await this.payments.markUsed(tx, row.id, postId);
  }

  private async reconcile(providerPaymentId: string): Promise<void> {
    const payment = await this.provider.retrieve(providerPaymentId);
    if (!payment) return;
    await this.payments.inTransaction(async (tx) => {
      if (payment.status === 'succeeded') await this.markPaid(tx, payment);
      else if (payment.status === 'canceled') await this.payments.markUnpaidIfOpen(tx, payment.id, 'canceled', payment.failureMessage);
    });
  }

  private async markPaid(tx: PaymentTransaction, payment: ProviderPayment): Promise<void> {
    const row = await this.payments.lockByIntent(tx, payment.id);
    if (!row) {
      this.logger.entry('warn', 'payment event for an unknown payment', { paymentIntentId: payment.id });
      return;
    }
    if (row.status === 'paid') return;
    if (payment.amount !== row.amountCents || payment.currency !== row.currency) {
      // Someone changed the intent's amount outside our flow: the package is not granted.
      this.logger.entry('error', 'payment amount differs from the order', {
        paymentIntentId: payment.id,
        expectedCents: row.amountCents,
        receivedCents: payment.amount,
        currency: payment.currency,
      });
      return;
    }
    const now = new Date();
    await this.payments.markPaid(tx, row.id, now);
    this.logger.info('payment paid', { paymentId: row.id, amountCents: row.amountCents, mode: row.provider });
  }

  private async ownRow(ownerId: number, paymentIntentId: string): Promise<PaymentEntity> {
    const row = await this.payments.findByIntent(paymentIntentId);
    // Someone else's payment answers exactly like a missing one.
    if (!row || row.ownerId !== ownerId) throw notFound();
    return row;
  }
}

function toState(row: PaymentEntity): PaymentState {
  return {
    paymentIntentId: row.providerPaymentId,
    status: row.status,
    amount: row.amountCents,
    currency: 'usd',
    mode: row.provider,
    packageData: row.package,
    lines: row.costLines,
    paidAt: row.paidAt?.toISOString() ?? null,
    jobPostId: row.jobPostId,
  };
}

/** Shown in Stripe's dashboard beside the payment (metadata values are at most 500 characters). */
function packageSummary(selection: PackageSelection): string {
  const addons = grantedAddons(selection);
  const parts = [];
  if (addons.photoVideoMonths) parts.push(`photo_video x${addons.photoVideoMonths}mo`);
  if (addons.stateMonths) parts.push(`state ${addons.selectedStates.join(',')} x${addons.stateMonths}mo`);
  if (addons.priorityAddon !== 'none') parts.push(`${addons.priorityAddon} x${addons.priorityMonths}mo`);
  return parts.join('; ').slice(0, 500);
}
