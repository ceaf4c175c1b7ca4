import { fitToSms } from './alert-rules';

/**
 * Issue 39: owners are texted 7 days and 1 day before a post expires, so they can renew it before
 * it stops showing. Pure rules: the worker, `npm run alerts:run` and the tests ask them with the
 * moment they mean ("now").
 */

export type ExpiryReminderStage = '7d' | '1d';

const DAY_MS = 86_400_000;

/** The stages, the latest first: each is due once less than its days are left. */
export const EXPIRY_REMINDER_STAGES: ReadonlyArray<{ stage: ExpiryReminderStage; days: number }> = [
  { stage: '1d', days: 1 },
  { stage: '7d', days: 7 },
];

/** How far ahead the worker looks for posts to remind about: the earliest stage's days. */
export const EXPIRY_REMINDER_WINDOW_DAYS = 7;

/**
 * The stage a post's reminder is due for at `now`: '1d' from one day before expiry, '7d' from seven
 * days before; null when more than seven days are left or the post has expired. Only the latest
 * stage counts: a post made with 3 days left gets the 7-day text at once (it is the text for "less
 * than 7 days"), then the 1-day one; a post found with 12 hours left gets only the 1-day one,
 * since two texts in a row about the same post would be noise.
 */
export function dueExpiryStage(expiresAt: Date, now: Date): ExpiryReminderStage | null {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return null;
  for (const { stage, days } of EXPIRY_REMINDER_STAGES) if (left <= days * DAY_MS) return stage;
  return null;
}

/** Whole days left as the text says them: at least 1 (a post with 5 hours left "expires in 1 day"). */
export const daysLeft = (expiresAt: Date, now: Date): number => Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));

/**
 * The reminder text, in the owner's language, within two SMS parts (the title gives way, cut at
 * whole words): the site, the post, the days left, the renew link and how to stop. Vietnamese goes
 * as UCS-2 (67 a part), so its wording is short.
 */
export function expiryReminderText(lang: 'vi' | 'en', input: { title: string; days: number; link: string }): string {
  const { days, link } = input;
  const make =
    lang === 'vi'
      ? (title: string) => `Chợ Nail: Tin ${title ? `"${title}" ` : ''}của bạn còn ${days} ngày là hết hạn. Gia hạn: ${link} Ngưng: nhắn DUNG`
      : (title: string) =>
          `Cho Nail: Your post ${title ? `"${title}" ` : ''}expires in ${days} ${days === 1 ? 'day' : 'days'}. Renew: ${link} Stop: reply STOP`;
  return fitToSms(make, input.title.replace(/\s+/g, ' ').trim());
}
