import { compactUsd, wholeUsd } from './money';

/**
 * Issue 39: when a saved search's text may go out, and how long it may be. Pure rules: the worker's
 * dispatcher, `npm run alerts:run` and the tests all ask these with the moment they mean ("now").
 */

export const ALERT_RULES = {
  /** Texts an `instant` search may send a person in one local day; past it the matches wait for the morning digest. */
  instantPerDay: 3,
  /** The local hour the morning digest goes out, and quiet hours end. */
  morningHour: 8,
  /** From this local hour until morningHour nothing is sent. */
  quietFromHour: 21,
  /** Saved searches one account may keep. */
  maxPerAccount: 10,
  /** How long a text's link (`/s/{code}`) opens its list. */
  linkDays: 30,
  /** A text is at most this many SMS parts. */
  maxParts: 2,
  /** A post older than this when it is matched alerts nobody: alerts are about what is new. */
  matchWindowHours: 48,
  /**
   * What one SMS part to a US number costs at Vonage's list price (about $0.0081), in cents: the
   * admin dashboard's spend is an estimate from it, the provider's invoice is the truth.
   */
  centsPerPart: 0.81,
} as const;

/**
 * The local time of each state's searches: the zone most of its people live in (a state split
 * between two zones takes its larger part: Texas is Central, Florida Eastern, Indiana Eastern).
 */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago', CA: 'America/Los_Angeles',
  CO: 'America/Denver', CT: 'America/New_York', DE: 'America/New_York', FL: 'America/New_York', GA: 'America/New_York',
  HI: 'Pacific/Honolulu', ID: 'America/Boise', IL: 'America/Chicago', IN: 'America/Indiana/Indianapolis', IA: 'America/Chicago',
  KS: 'America/Chicago', KY: 'America/New_York', LA: 'America/Chicago', ME: 'America/New_York', MD: 'America/New_York',
  MA: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago', MS: 'America/Chicago', MO: 'America/Chicago',
  MT: 'America/Denver', NE: 'America/Chicago', NV: 'America/Los_Angeles', NH: 'America/New_York', NJ: 'America/New_York',
  NM: 'America/Denver', NY: 'America/New_York', NC: 'America/New_York', ND: 'America/Chicago', OH: 'America/New_York',
  OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York', RI: 'America/New_York', SC: 'America/New_York',
  SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago', UT: 'America/Denver', VT: 'America/New_York',
  VA: 'America/New_York', WA: 'America/Los_Angeles', WV: 'America/New_York', WI: 'America/Chicago', WY: 'America/Denver',
};

/** A search without a state (nationwide) keeps the hours of the most people: US Eastern. */
export const DEFAULT_ALERT_TIME_ZONE = 'America/New_York';

export const timeZoneOfState = (state: string | null | undefined): string =>
  (state && STATE_TIME_ZONES[state.toUpperCase()]) || DEFAULT_ALERT_TIME_ZONE;

export interface LocalClock {
  /** YYYY-MM-DD in the zone: the day the daily cap counts in. */
  date: string;
  hour: number;
  minute: number;
}

export function localClock(now: Date, timeZone: string): LocalClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '0';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')), minute: Number(part('minute')) };
}

/** 21:00 to 8:00 in the zone: people are asleep or at the end of a long day at the table. */
export function isQuietHour(now: Date, timeZone: string): boolean {
  const { hour } = localClock(now, timeZone);
  return hour >= ALERT_RULES.quietFromHour || hour < ALERT_RULES.morningHour;
}

/**
 * The next moment it is morningHour:00 in the zone, strictly after `now` (today's if it is still
 * before 8:00, else tomorrow's). Found by stepping whole hours and then minutes, which stays right
 * across daylight-saving changes without a time-zone library.
 */
export function nextMorning(now: Date, timeZone: string): Date {
  let t = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);
  for (let i = 0; i < 48 * 60; i++) {
    const { hour, minute } = localClock(t, timeZone);
    if (hour === ALERT_RULES.morningHour && minute === 0) return t;
    // Whole hours while far from 8:00, minutes near it (zones with half-hour offsets still land).
    t = new Date(t.getTime() + (hour === ALERT_RULES.morningHour - 1 || minute !== 0 ? 60_000 : 3_600_000));
  }
  return t;
}

export type AlertSending = { now: true } | { now: false; next: Date };

/**
 * Whether a person's waiting matches of one frequency may be texted now. `instant`: unless it is
 * quiet hours or the person was sent instantPerDay alert texts this local day; what waits goes out
 * in the morning's first text, which holds everything since (the digest). `daily`: one digest a
 * local day, from 8:00 on, of what matched before that morning: a post matched at 10:00 is in
 * tomorrow's. Either way nothing goes out in quiet hours.
 */
export function alertSending(input: {
  now: Date;
  timeZone: string;
  frequency: 'instant' | 'daily';
  /** Instant alert texts sent to this person since the local day began. */
  instantSentToday: number;
  /** Whether the daily digest already went out this local day. */
  digestSentToday: boolean;
  /** When the oldest of the waiting matches was made. */
  oldestWaitingAt: Date;
}): AlertSending {
  const { now, timeZone } = input;
  const next = { now: false as const, next: nextMorning(now, timeZone) };
  if (isQuietHour(now, timeZone)) return next;
  if (input.frequency === 'instant') return input.instantSentToday >= ALERT_RULES.instantPerDay ? next : { now: true };
  // This morning's 8:00: the first one after this time yesterday.
  const thisMorning = nextMorning(new Date(now.getTime() - 86_400_000), timeZone);
  return input.digestSentToday || input.oldestWaitingAt.getTime() >= thisMorning.getTime() ? next : { now: true };
}

/** GSM 03.38's basic set and the extension table (each extension character costs two). */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENDED = new Set('^{}\\[~]|€\f');

export interface SmsSize {
  encoding: 'gsm7' | 'ucs2';
  parts: number;
  /** Characters (GSM-7 septets, or UTF-16 units) the text takes. */
  length: number;
}

/**
 * How the text goes over SMS: GSM-7 when every character is in its set (160 in one part, 153 per
 * part when split), else UCS-2 (70, or 67 per part), as carriers and Vonage count.
 */
export function smsSize(text: string): SmsSize {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM7_BASIC.has(ch)) septets += 1;
    else if (GSM7_EXTENDED.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'gsm7', length: septets, parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length;
  return { encoding: 'ucs2', length: units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}

export const fitsSms = (text: string, maxParts: number = ALERT_RULES.maxParts) => smsSize(text).parts <= maxParts;

/**
 * The longest text `make` gives for a cut of `variable` (whole words, then an ellipsis) that fits
 * maxParts; `make('')` when even that is too long. For a post title in an alert: the count, the
 * link and how to stop always fit, the title gives way.
 */
export function fitToSms(make: (variable: string) => string, variable: string, maxParts: number = ALERT_RULES.maxParts): string {
  const whole = make(variable);
  if (fitsSms(whole, maxParts)) return whole;
  const words = variable.split(/\s+/).filter(Boolean);
  for (let n = words.length - 1; n > 0; n--) {
    const text = make(`${words.slice(0, n).join(' ')}…`);
    if (fitsSms(text, maxParts)) return text;
  }
  return make('');
}

/** Replies that stop every alert of the phone (any case, any spacing, with or without Vietnamese marks). */
const STOP_WORDS = new Set(['STOP', 'DUNG', 'HUY', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'STOPALL']);

export function isStopReply(text: string): boolean {
  const word = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return STOP_WORDS.has(word);
}

/** What an alert text says about the best of its posts. */
export interface AlertTextPost {
  title: string;
  city: string;
  state: string;
  /** Hiring: the weekly pay the post states (domain `weeklyPay`); a sale: its asking price. */
  weeklyPay: number | null;
  askingPrice: number | null;
}

/**
 * An alert text: how many new posts, the best one's title, pay (or price) and city, the link, and
 * how to stop, in the person's language, within ALERT_RULES.maxParts parts (the title gives way).
 * Vietnamese goes as UCS-2 (67 a part), so its wording is short.
 */
export function alertText(lang: 'vi' | 'en', input: { count: number; best: AlertTextPost; link: string }): string {
  const { count, best, link } = input;
  const figure =
    best.weeklyPay !== null ? (lang === 'vi' ? `${wholeUsd(best.weeklyPay)}/tuần` : `${wholeUsd(best.weeklyPay)}/wk`) : best.askingPrice !== null ? compactUsd(best.askingPrice) : '';
  const facts = [figure, `${best.city}, ${best.state}`].filter(Boolean).join(', ');
  const make =
    lang === 'vi'
      ? (title: string) => `Chợ Nail: ${count} tin mới hợp với bạn. ${title ? `${title}. ` : ''}${facts}. Xem: ${link} Ngưng: nhắn DUNG`
      : (title: string) => `Cho Nail: ${count} new ${count === 1 ? 'post' : 'posts'} for you. ${title ? `${title}. ` : ''}${facts}. See: ${link} Stop: reply STOP`;
  return fitToSms(make, best.title.replace(/\s+/g, ' ').trim());
}
