import { useMemo } from 'react';
import type {
  BillingConfig,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  PaymentCredit,
  PaymentState,
  PricingRecord,
  TestConfirmRequest,
} from '@chonail/shared/contracts';
import { priceTable, type PriceTable } from '@chonail/shared/domain';
// Through the library's shared entry, not relative paths: this file is part of the posting entry
// (./posting.ts), which only the post remote bundles, and must use the page's one API, store and
// session (a relative import would bundle second copies of them).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { baseApi } from '@chonail/web/data';

/** Spec 02 section 7: prices are cached 5 minutes. */
export const PRICING_FRESH_SECONDS = 5 * 60;
const CONFIG_KEEP_SECONDS = 60 * 60;

/** Prices and payments (spec 02 sections 7 and 8): the wizard's package step and its payment. */
export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pricing: build.query<PricingRecord[], void>({
      query: () => '/api/pricing',
      providesTags: ['Pricing'],
      keepUnusedDataFor: PRICING_FRESH_SECONDS,
    }),
    billingConfig: build.query<BillingConfig, void>({
      query: () => '/api/billing/config',
      // The mode and key change only with a deploy.
      keepUnusedDataFor: CONFIG_KEEP_SECONDS,
    }),
    createPaymentIntent: build.mutation<CreatePaymentIntentResponse, CreatePaymentIntentRequest>({
      query: (body) => ({ url: '/api/create-payment-intent', method: 'POST', body }),
    }),
    /** The test provider's card form (ARCHITECTURE.md section 6); Stripe mode confirms in the browser instead. */
    testConfirmPayment: build.mutation<PaymentState, TestConfirmRequest>({
      query: (body) => ({ url: '/api/billing/test-confirm', method: 'POST', body }),
    }),
    /** Where the wizard resumes after the provider's redirect; never cached, the status moves on. */
    payment: build.query<PaymentState, string>({
      query: (paymentIntentId) => `/api/billing/payments/${encodeURIComponent(paymentIntentId)}`,
      keepUnusedDataFor: 0,
    }),
    /**
     * Paid payments no post has used (the owner's credit). Never cached: a payment made on another
     * device or used a moment ago must show as it is. A new post uses one, hence its tag.
     */
    paymentCredits: build.query<PaymentCredit[], void>({
      query: () => '/api/billing/credits',
      providesTags: ['MyJobPosts'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useBillingConfigQuery,
  useCreatePaymentIntentMutation,
  useTestConfirmPaymentMutation,
  usePaymentQuery,
  usePaymentCreditsQuery,
} = billingApi;

/**
 * The prices to show and charge: the server's over the defaults, refetched when older than 5
 * minutes. A failed call leaves the defaults (spec 02 section 7); `isLoading` is only the first wait.
 */
export function usePriceTable(): { prices: PriceTable; isLoading: boolean } {
  const { data, isLoading } = billingApi.usePricingQuery(undefined, { refetchOnMountOrArgChange: PRICING_FRESH_SECONDS });
  const prices = useMemo(() => priceTable(data ?? null), [data]);
  return { prices, isLoading };
}
