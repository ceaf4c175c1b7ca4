import type { AppConfig } from '@chonail/server/core/base';
import { createPaymentProvider } from './billing.module';
import { StripeProvider } from './stripe.provider';
import { TestProvider } from './test.provider';

const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_x1', STRIPE_WEBHOOK_SECRET: 'whsec_x1', STRIPE_PUBLISHABLE_KEY: 'pk_test_x1', STRIPE_API_URL: 'http://127.0.0.1:9' };
const config = (values: Partial<AppConfig>) => values as AppConfig;

describe('createPaymentProvider', () => {
  it('takes payments through Stripe when its keys are set, in production too', () => {
    expect(createPaymentProvider(config({ NODE_ENV: 'production', ...stripeKeys }))).toBeInstanceOf(StripeProvider);
  });

  it('has the test provider (test cards pay) outside production only (issue 38, finding 1)', () => {
    expect(createPaymentProvider(config({ NODE_ENV: 'development' }))).toBeInstanceOf(TestProvider);
    expect(() => createPaymentProvider(config({ NODE_ENV: 'production' }))).toThrow(/Stripe only: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY/);
  });
});
