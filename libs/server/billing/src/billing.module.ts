import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@chonail/server/core/base';
import { POST_PAYMENTS } from '@chonail/server/listings';
import { BillingController } from './billing.controller';
import { BillingEventEntity, PaymentEntity, PricingEntity } from './entities/payment.entity';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { PricingRepository } from './pricing.repository';
import { StripeProvider } from './stripe.provider';
import { TestProvider } from './test.provider';

/** Stripe when configured; the test provider (test cards pay) only outside production. */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) return new StripeProvider(config);
  // The config schema already refuses this; a config built another way must not reach test mode either.
  if (config.NODE_ENV === 'production') throw new Error('production takes payments through Stripe only: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY');
  return new TestProvider();
}

/**
 * Pricing, payments and webhooks. Global so that listings finds POST_PAYMENTS (a new post using its
 * payment) without importing billing.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([PaymentEntity, PricingEntity, BillingEventEntity])],
  controllers: [BillingController],
  providers: [
    { provide: PAYMENT_PROVIDER, inject: [APP_CONFIG], useFactory: createPaymentProvider },
    PaymentRepository,
    PricingRepository,
    PaymentsService,
    { provide: POST_PAYMENTS, useExisting: PaymentsService },
  ],
  exports: [PaymentsService, POST_PAYMENTS],
})
export class BillingModule {}
