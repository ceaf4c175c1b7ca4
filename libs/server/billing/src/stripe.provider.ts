import Stripe from 'stripe';
import { BillingErrorCode } from '@chonail/shared/contracts';
import { type AppConfig, DomainError } from '@chonail/server/core/base';
import type { CreateIntentInput, PaymentProvider, ProviderEvent, ProviderIntent, ProviderPayment } from './payment-provider';

/** Stripe's default: a signed webhook older than this, or dated further ahead, is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The `t=` of a Stripe-Signature header read as the SDK reads it (the last `t`, by parseInt), so the
 * time checked here is the one its signature covered; NaN when there is none.
 */
function signedAt(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

const providerError = (error: unknown) =>
  new DomainError(BillingErrorCode.ProviderError, `The payment provider failed: ${(error as Error).message}`, 502);

/** The only file that imports the Stripe SDK. */
export class StripeProvider implements PaymentProvider {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_API_URL'>) {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET || !config.STRIPE_PUBLISHABLE_KEY) {
      throw new Error('StripeProvider needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY');
    }
    const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY, {
      telemetry: false,
      // A payment call is retried by the owner pressing pay again, with the same idempotency key.
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
    });
    this.webhookSecret = config.STRIPE_WEBHOOK_SECRET;
    this.publishableKey = config.STRIPE_PUBLISHABLE_KEY;
  }

  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        { amount: input.amountCents, currency: input.currency, metadata: input.metadata, automatic_payment_methods: { enabled: true } },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('no client secret in the answer');
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      throw providerError(error);
    }
  }

  async retrieve(id: string): Promise<ProviderPayment | null> {
    try {
      return toPayment(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw providerError(error);
    }
  }

  verifyEvent(rawBody: Buffer, signature: string): ProviderEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new DomainError(BillingErrorCode.WebhookSignatureInvalid, `Webhook signature check failed: ${(error as Error).message}`, 400);
    }
    // The SDK refuses only a timestamp too far in the past, so a delivery dated a year ahead could be
    // replayed for a year, which is what the tolerance exists to prevent (issue 38, finding 10).
    // Stripe signs as it sends: a real delivery is never ahead by more than clock skew.
    const ageSeconds = Math.floor(Date.now() / 1000) - signedAt(signature);
    if (!(Math.abs(ageSeconds) <= WEBHOOK_TOLERANCE_SECONDS)) {
      throw new DomainError(BillingErrorCode.WebhookSignatureInvalid, 'Webhook signature check failed: Timestamp outside the tolerance zone', 400);
    }
    const object = event.data.object as { object?: string };
    const payment = object.object === 'payment_intent' ? toPayment(object as Stripe.PaymentIntent) : null;
    return { id: event.id, type: event.type, payment };
  }
}

function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount_received > 0 ? intent.amount_received : intent.amount,
    currency: intent.currency,
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}
