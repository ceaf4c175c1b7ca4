/**
 * The card's "12 mi · 2 hours ago" line (issue 17): how far a post is from the searched place and
 * how long ago it was posted, as numbers and units the catalogues word in each language.
 */

export type PostedAgeUnit = 'justNow' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

export interface PostedAge {
  unit: PostedAgeUnit;
  /** Whole units, rounded down: 47 hours is "1 day ago", never "2 days ago". 0 for justNow. */
  count: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first; a month is 30 days and a year 365, as people round them when reading an ad's age. */
const UNITS: ReadonlyArray<[Exclude<PostedAgeUnit, 'justNow'>, number]> = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * How long ago a post was posted. Under a minute, or a time slightly ahead of this device's clock
 * (the server's and the phone's clocks differ), reads "just now" rather than a negative age.
 */
export function postedAge(then: Date, now: Date): PostedAge {
  const elapsed = now.getTime() - then.getTime();
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return { unit, count: Math.floor(elapsed / size) };
  }
  return { unit: 'justNow', count: 0 };
}

export type DistanceLabel = { kind: 'underOne' } | { kind: 'miles'; miles: number };

/**
 * A post's distance as the card shows it: whole miles, since the origin is a city's or ZIP's centre
 * and a decimal would promise a precision the search does not have; under one mile reads "< 1 mi"
 * rather than "0 mi". Null when the search had no place to measure from or the post has no position.
 */
export function distanceLabel(miles: number | null | undefined): DistanceLabel | null {
  if (miles === null || miles === undefined || !Number.isFinite(miles) || miles < 0) return null;
  const rounded = Math.round(miles);
  return rounded < 1 ? { kind: 'underOne' } : { kind: 'miles', miles: rounded };
}
