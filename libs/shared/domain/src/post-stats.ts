import { utcDay } from './admin-rules';
import { addMonths } from './listing-rules';

/**
 * Issue 39, "what the ad earned": the calendar of a post's statistics. A day is a UTC date (the
 * rows of post_daily_stats), so every API replica and the nightly job agree on where it starts.
 */

const DAY_MS = 86_400_000;

/** The UTC day `days` after (or, negative, before) the day YYYY-MM-DD. */
export function shiftDay(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The last `days` UTC days up to `now`'s, today included: the period a stats answer covers. */
export function statsPeriod(now: Date, days: number): { from: string; to: string } {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`statsPeriod expects a whole number of days >= 1, got ${days}`);
  const to = utcDay(now);
  return { from: shiftDay(to, -(days - 1)), to };
}

/** Every day from `from` to `to`, both included, oldest first (empty when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) out.push(day);
  return out;
}

/**
 * The first day the statistics keep: `keepMonths` calendar months before `now`'s UTC day (13
 * months: a year back and the month before it, so a poster compares a month with the same month
 * last year). The nightly job deletes the days before it.
 */
export function statsKeptFrom(now: Date, keepMonths: number): string {
  const today = new Date(`${utcDay(now)}T00:00:00Z`);
  return utcDay(addMonths(today, -keepMonths));
}

/** Seconds from `now` to the end of its UTC day, at least 1: how long a "once a day" mark must live. */
export function secondsLeftInUtcDay(now: Date): number {
  const next = Date.parse(`${shiftDay(utcDay(now), 1)}T00:00:00Z`);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
