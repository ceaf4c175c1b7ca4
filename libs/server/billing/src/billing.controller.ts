import { Body, Controller, Get, Headers, HttpCode, Param, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import type { z } from 'zod';
import {
  type BillingConfig,
  BillingErrorCode,
  createPaymentIntentRequestSchema,
  idParamsSchema,
  type CreatePaymentIntentResponse,
  paymentIntentParamsSchema,
  type PaymentCredit,
  type PaymentState,
  type PostPayment,
  type PricingRecord,
  testConfirmRequestSchema,
} from '@chonail/shared/contracts';
import type { PackageSelection } from '@chonail/shared/domain';
import { DomainError } from '@chonail/server/core/base';
import { CurrentUser, SignedIn, type UserEntity } from '@chonail/server/auth';
import { PaymentsService } from './payments.service';

class CreateIntentDto extends createZodDto(createPaymentIntentRequestSchema) {}
class TestConfirmDto extends createZodDto(testConfirmRequestSchema) {}
class IdParams extends createZodDto(idParamsSchema) {}
class PaymentParams extends createZodDto(paymentIntentParamsSchema) {}

/** Spec 02 section 7's payment calls, the test provider's confirmation and Stripe's webhook. */
@ApiTags('billing')
@Controller()
export class BillingController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('pricing')
  pricing(): Promise<PricingRecord[]> {
    return this.payments.pricing();
  }

  @Get('billing/config')
  config(): BillingConfig {
    return { mode: this.payments.mode, publishableKey: this.payments.publishableKey };
  }

  @Post('create-payment-intent')
  @SignedIn()
  createIntent(@Body() body: CreateIntentDto, @CurrentUser() user: UserEntity): Promise<CreatePaymentIntentResponse> {
    const parsed = body as z.output<typeof createPaymentIntentRequestSchema>;
    // The client's displayed total is not kept: the payment records what was bought and what the server charged.
    const packageData: PackageSelection & { totalCost?: number } = { ...parsed.packageData };
    delete packageData.totalCost;
    return this.payments.createIntent(user.id, { amount: parsed.amount, currency: parsed.currency, packageData });
  }

  @Post('billing/test-confirm')
  @SignedIn()
  @HttpCode(200)
  testConfirm(@Body() body: TestConfirmDto, @CurrentUser() user: UserEntity): Promise<PaymentState> {
    const parsed = body as z.output<typeof testConfirmRequestSchema>;
    return this.payments.testConfirm(user.id, parsed.paymentIntentId, parsed.clientSecret, parsed.cardNumber);
  }

  /** Paid, unused payments of the caller: the wizard resumes one after a reload, the portal lists them. */
  @Get('billing/credits')
  @SignedIn()
  credits(@CurrentUser() user: UserEntity): Promise<PaymentCredit[]> {
    return this.payments.credits(user.id);
  }

  @Get('billing/payments/:paymentIntentId')
  @SignedIn()
  payment(@Param() params: PaymentParams, @CurrentUser() user: UserEntity): Promise<PaymentState> {
    return this.payments.state(user.id, params.paymentIntentId);
  }

  @Get('job-posts/:id/payment')
  @SignedIn()
  postPayment(@Param() params: IdParams, @CurrentUser() user: UserEntity): Promise<PostPayment> {
    return this.payments.forPost(user, params.id as number);
  }

  /** Stripe signs the exact bytes it sent, so the check reads the raw body, never the parsed JSON. */
  @Post('billing/webhook')
  @HttpCode(200)
  webhook(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature: string | undefined) {
    if (!request.rawBody || !signature) {
      throw new DomainError(BillingErrorCode.WebhookSignatureInvalid, 'A signed JSON body is required', 400);
    }
    return this.payments.webhook(request.rawBody, signature);
  }
}
