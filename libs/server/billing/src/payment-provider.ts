import type { PaymentMode } from '@chonail/shared/contracts';

export interface ProviderIntent {
  id: string;
  clientSecret: string;
}

/** A payment as the provider reports it (Stripe's PaymentIntent fields we rely on). */
export interface ProviderPayment {
  id: string;
  /** Stripe's PaymentIntent status: 'succeeded', 'processing', 'requires_payment_method', 'canceled', ... */
  status: string;
  /** Cents. */
  amount: number;
  currency: string;
  failureMessage: string | null;
}

/** A verified provider event: only the kinds that move a payment carry one. */
export interface ProviderEvent {
  id: string;
  type: string;
  payment: ProviderPayment | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: 'usd';
  metadata: Record<string, string>;
  idempotencyKey: string;
}

/** Stripe, or the built-in test provider; the payments service does not know which. */
export interface PaymentProvider {
  readonly mode: PaymentMode;
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieve(id: string): Promise<ProviderPayment | null>;
  /** The event in a webhook body, or throws when the signature does not hold (or there are no webhooks). */
  verifyEvent(rawBody: Buffer, signature: string): ProviderEvent;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
