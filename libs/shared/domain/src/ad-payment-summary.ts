import { toCents, URGENT_PRICE_PER_DAY, VIP_DURATION_PRICES } from './pricing';

/**
 * Spec 02 section 9, "Owner payment summary", for what the payment record does not hold. Add-ons
 * bought in the wizard are charged per month and the ad page shows those charges as paid
 * (ARCHITECTURE section 7); this covers the rest: the $0 base, VIP priced by vipDuration on the
 * 3/6/12-month table (legacy and demo posts) and urgent placement by the day.
 */

export type AdPaymentLineKind = 'base' | 'vip' | 'urgent';

export interface AdPaymentLine {
  kind: AdPaymentLineKind;
  /** Months of VIP. */
  months?: number;
  /** Days of urgent placement. */
  days?: number;
  /** null when the table has no price for those months: shown as unknown, left out of the total. */
  cents: number | null;
}

export interface AdPaymentSummary {
  lines: AdPaymentLine[];
  totalCents: number;
}

export interface AdPaymentFields {
  vipDuration?: number | null;
  urgentDays: number;
}

export const VIP_DURATIONS = [3, 6, 12] as const;
export type VipDuration = (typeof VIP_DURATIONS)[number];

export const isVipDuration = (months: unknown): months is VipDuration => VIP_DURATIONS.includes(months as VipDuration);

/** The table price of a 3, 6 or 12-month package in cents, or null for any other length. */
export function durationPriceCents(months: number | null | undefined): number | null {
  return isVipDuration(months) ? toCents(VIP_DURATION_PRICES[months]) : null;
}

/** The VIP-duration table the ad page shows beside the summary of a post that carries vipDuration. */
export const VIP_DURATION_TABLE: ReadonlyArray<{ months: VipDuration; cents: number }> = VIP_DURATIONS.map((months) => ({
  months,
  cents: toCents(VIP_DURATION_PRICES[months]),
}));

/** Base $0 always; VIP and urgent only when the post carries them; the total is the sum of known prices. */
export function adPaymentSummary(post: AdPaymentFields): AdPaymentSummary {
  const lines: AdPaymentLine[] = [{ kind: 'base', cents: 0 }];
  if (post.vipDuration !== null && post.vipDuration !== undefined && post.vipDuration > 0) {
    lines.push({ kind: 'vip', months: post.vipDuration, cents: durationPriceCents(post.vipDuration) });
  }
  // A malformed count (negative, fractional, NaN) must not turn into a charge.
  const days = Number.isInteger(post.urgentDays) && post.urgentDays > 0 ? post.urgentDays : 0;
  if (days > 0) lines.push({ kind: 'urgent', days, cents: toCents(URGENT_PRICE_PER_DAY) * days });
  return { lines, totalCents: lines.reduce((sum, line) => sum + (line.cents ?? 0), 0) };
}
