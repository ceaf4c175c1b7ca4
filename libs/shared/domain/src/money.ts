/**
 * Money as the product writes it, one rule everywhere: cards, the detail, filters, page heads and
 * link previews. Digits are grouped by hand, not with toLocaleString: that builds a number format
 * on every call, and a page of 50 cards spent most of its take-over there on a phone.
 */

/**
 * A whole number with its thousands grouped as the reader writes them: "12,345" in English,
 * "12.345" in Vietnamese (what Intl.NumberFormat gives for en-US and vi-VN, without building one).
 */
export function groupedNumber(value: number, lang: 'vi' | 'en'): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'vi' ? '.' : ',');
  return `${rounded < 0 ? '-' : ''}${digits}`;
}

/** "$1,200": whole dollars, thousands grouped US style. */
export function wholeUsd(amount: number): string {
  return `$${groupedNumber(amount, 'en')}`;
}

/** "$1,200" below $10,000, "$45k" and "$12.5k" above, "$1.2M" from a million: read at a glance. */
export function compactUsd(amount: number): string {
  const short = (n: number) => String(Math.round(n * 10) / 10);
  if (amount >= 999_950) return `$${short(amount / 1e6)}M`;
  if (amount >= 10_000) return `$${short(amount / 1e3)}k`;
  return wholeUsd(amount);
}
