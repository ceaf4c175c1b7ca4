import { z } from 'zod';
import { type CostLine, PACKAGE_TYPES, PRIORITY_ADDONS, type PackageType, type PricingRecord } from '@chonail/shared/domain';
import { LISTING_LIMITS, stateCodeSchema } from './listings';

/** Codes of billing failures; the web app translates them (catalogue `billingErrors`). */
export const BillingErrorCode = {
  /** The client's total differs from the one the server computes from the pricing table. */
  AmountMismatch: 'AMOUNT_MISMATCH',
  /** A free package has nothing to pay. */
  NothingToPay: 'NOTHING_TO_PAY',
  PaymentNotFound: 'PAYMENT_NOT_FOUND',
  /** The payment exists but is not (yet) paid. */
  PaymentNotPaid: 'PAYMENT_NOT_PAID',
  /** The payment already paid for another post. */
  PaymentUsed: 'PAYMENT_USED',
  /** The post's add-ons are not what the payment bought. */
  PaymentPackageMismatch: 'PAYMENT_PACKAGE_MISMATCH',
  /** Test mode: the card was declined (card 4000 0000 0000 0002, as on Stripe's test cards). */
  CardDeclined: 'CARD_DECLINED',
  /** Test-mode confirmation on a server that runs Stripe, or the reverse. */
  WrongPaymentMode: 'WRONG_PAYMENT_MODE',
  WebhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  ProviderError: 'PAYMENT_PROVIDER_ERROR',
} as const;
export type BillingErrorCode = (typeof BillingErrorCode)[keyof typeof BillingErrorCode];

export type { PackageType, PricingRecord };

/** 'stripe' with STRIPE_* set, else the built-in provider the UI labels "test mode" (ARCHITECTURE.md section 6). */
export const PAYMENT_MODES = ['stripe', 'test'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

const addonMonths = z.number().int().min(1, 'Vui lòng điền đầy đủ thông tin cho các add-on đã chọn').max(LISTING_LIMITS.maxAddonMonths);

/** Spec 02 section 3, "Package selection", with the rules of section 5. */
export const packageSelectionSchema = z
  .object({
    basicPackage: z.literal(true).default(true),
    photoVideoAddon: z.boolean(),
    photoVideoMonths: addonMonths,
    stateAddon: z.boolean(),
    selectedStates: z.array(stateCodeSchema).max(50),
    stateMonths: addonMonths,
    priorityAddon: z.enum(PRIORITY_ADDONS),
    priorityMonths: addonMonths,
  })
  .superRefine((selection, ctx) => {
    if (selection.stateAddon && selection.selectedStates.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['selectedStates'], message: 'Vui lòng điền đầy đủ thông tin cho các add-on đã chọn' });
    }
    if (new Set(selection.selectedStates).size !== selection.selectedStates.length) {
      ctx.addIssue({ code: 'custom', path: ['selectedStates'], message: 'each state once' });
    }
  });
export type PackageSelectionInput = z.input<typeof packageSelectionSchema>;

/** POST /api/create-payment-intent (spec 02 section 7). `amount` is the client's total in cents, compared only. */
export const createPaymentIntentRequestSchema = z.object({
  amount: z.number().int().min(0).max(100_000_00),
  currency: z.literal('usd', { message: "currency must be 'usd'" }),
  packageData: packageSelectionSchema.and(z.object({ totalCost: z.number().min(0).optional() })),
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;

export interface CreatePaymentIntentResponse {
  clientSecret: string;
  paymentIntentId: string;
  /** Cents, as computed by the server. */
  amount: number;
  currency: 'usd';
  mode: PaymentMode;
}

/** Stripe's and the test provider's ids are letters, digits and underscores (pi_..., pi_test_...). */
export const paymentIntentIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,255}$/, { message: 'must be a payment id like pi_...' });

/** POST /api/billing/test-confirm: the test provider's stand-in for the card form and the webhook. */
export const testConfirmRequestSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  clientSecret: z.string().trim().min(1).max(255),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'is not a card number')),
});
export type TestConfirmRequest = z.input<typeof testConfirmRequestSchema>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** GET /api/billing/payments/:paymentIntentId: the caller's own payment (the wizard resumes from it). */
export interface PaymentState {
  paymentIntentId: string;
  status: PaymentStatus;
  amount: number;
  currency: 'usd';
  mode: PaymentMode;
  packageData: PackageSelectionInput;
  /** What was charged, line by line, at the prices of the day. */
  lines: CostLine[];
  paidAt: string | null;
  /** The post it paid for, once used. */
  jobPostId: number | null;
}

/** GET /api/job-posts/:id/payment answers the owner's payment for the post, or null for a free post. */
export type PostPayment = PaymentState | null;

const costLineSchema = z.object({
  packageType: z.enum(PACKAGE_TYPES),
  months: z.number().int().min(1),
  quantity: z.number().int().min(1),
  pricePerMonth: z.number().min(0),
  cents: z.number().int().min(0),
});

/**
 * GET /api/billing/credits: the caller's paid payments that no post has used yet, newest first.
 * Money paid is the owner's until a post uses it, so the wizard and the portal offer it again
 * after a reload or on another device.
 */
export const paymentCreditSchema = z.object({
  paymentIntentId: z.string().min(1),
  amount: z.number().int().min(1),
  currency: z.literal('usd'),
  mode: z.enum(PAYMENT_MODES),
  packageData: packageSelectionSchema,
  lines: z.array(costLineSchema),
  paidAt: z.iso.datetime(),
});
/** packageData as recorded (the shape the wizard reads, like PaymentState's), the rest as the schema says. */
export type PaymentCredit = Omit<z.infer<typeof paymentCreditSchema>, 'packageData'> & { packageData: PackageSelectionInput };
export const paymentCreditsSchema = z.array(paymentCreditSchema);

export const paymentIntentParamsSchema = z.object({ paymentIntentId: paymentIntentIdSchema });

/** GET /api/billing/config: what the client needs to show the right payment form. */
export interface BillingConfig {
  mode: PaymentMode;
  /** Stripe's publishable key in stripe mode; null in test mode. */
  publishableKey: string | null;
}

export const pricingRecordSchema = z.object({
  packageType: z.enum(PACKAGE_TYPES),
  pricePerMonth: z.number().min(0).max(10_000),
});
