import { z } from 'zod';
import { PRICE_LABELS, type AdminPricing } from '@chonail/shared/contracts';
import { PACKAGE_TYPES, toCents } from '@chonail/shared/domain';

/** The server's limit (whole cents, 0..100000) in the dollars staff type. */
export const MAX_PRICE_DOLLARS = 1000;

/** A price typed in dollars. Messages are catalogue keys; the first failing one is shown. */
const dollars = z
  .string()
  .trim()
  .min(1, 'admin.prices.errors.required')
  .refine((value) => value === '' || Number.isFinite(Number(value)), 'admin.prices.errors.number')
  .refine((value) => !(Number(value) < 0), 'admin.prices.errors.negative')
  .refine((value) => !(Number(value) > MAX_PRICE_DOLLARS), 'admin.prices.errors.max')
  .refine((value) => !/\.\d{3,}$/.test(value), 'admin.prices.errors.decimals');

const group = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((key) => [key, dollars])) as Record<K, typeof dollars>);

export const priceFormSchema = z.object({ prices: group(PACKAGE_TYPES), labels: group(PRICE_LABELS) });
export type PriceForm = z.infer<typeof priceFormSchema>;

const mapValues = <K extends string, A, B>(record: Record<K, A>, change: (value: A) => B) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, change(value as A)])) as Record<K, B>;

const toDollars = (cents: number) => (cents / 100).toFixed(2);

export const pricingToForm = (pricing: AdminPricing): PriceForm => ({
  prices: mapValues(pricing.prices, toDollars),
  labels: mapValues(pricing.labels, toDollars),
});

export const formToPricing = (form: PriceForm): AdminPricing => ({
  prices: mapValues(form.prices, (value) => toCents(Number(value))),
  labels: mapValues(form.labels, (value) => toCents(Number(value))),
});
