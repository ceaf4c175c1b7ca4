import { randomBytes } from 'node:crypto';
import { BillingErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import type { PaymentProvider, ProviderEvent, ProviderIntent, ProviderPayment } from './payment-provider';

/**
 * The built-in provider of test mode (no STRIPE_ keys): intents are ids and secrets made here, and
 * the card form's confirmation (POST /api/billing/test-confirm) stands in for Stripe's webhook.
 */
export class TestProvider implements PaymentProvider {
  readonly mode = 'test' as const;
  readonly publishableKey = null;

  async createIntent(): Promise<ProviderIntent> {
    const id = `pi_test_${randomBytes(12).toString('hex')}`;
    return { id, clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}` };
  }

  /** The payments table is this provider's only record, so there is nothing else to ask. */
  async retrieve(): Promise<ProviderPayment | null> {
    return null;
  }

  verifyEvent(): ProviderEvent {
    throw new DomainError(BillingErrorCode.WrongPaymentMode, 'Webhooks are not used in test mode', 400);
  }
}

/** Stripe's test cards: this one is declined, every other well-formed number pays. */
export const DECLINED_TEST_CARD = '4000000000000002';

/** Luhn check, so a typo in the test card is refused as it would be by a real card form. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
