/**
 * Money as the product writes it, one rule everywhere: cards, the detail, filters, page heads and
 * link previews. Digits are grouped by hand, not with toLocaleString: that builds a number format
 * on every call, and a page of 50 cards spent most of its take-over there on a phone.
 */

/** "$1,200": whole dollars, thousands grouped US style. */
export function wholeUsd(amount: number): string {
  const rounded = Math.round(amount);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${rounded < 0 ? '-' : ''}${digits}`;
}

/** "$1,200" below $10,000, "$45k" and "$12.5k" above, "$1.2M" from a million: read at a glance. */
export function compactUsd(amount: number): string {
  const short = (n: number) => String(Math.round(n * 10) / 10);
  if (amount >= 999_950) return `$${short(amount / 1e6)}M`;
  if (amount >= 10_000) return `$${short(amount / 1e3)}k`;
  return wholeUsd(amount);
}
