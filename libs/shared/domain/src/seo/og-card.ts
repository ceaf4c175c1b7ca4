import type { HiringFacts, SalonFacts } from '../listing-facts';
import { shownWeeklyPay } from '../listing-facts';
import type { JobType } from '../listing-rules';
import { compactUsd } from '../money';
import { fillCopy } from './text';

/**
 * Issue 37: the words on a post's link-preview image (og:image), what the worker draws. The image
 * speaks the post's own language (the server decides it from the text), in the words of the head
 * catalogue's `ogImage` section (@chonail/shared/i18n/seo).
 */
export interface OgImageCopy {
  /** The badge above the title, by post kind ("Cần thợ", "Bán tiệm"). */
  kind: Record<JobType, string>;
  /** "Lương {{amount}}/tuần": the card's pay chip. */
  weeklyPay: string;
  /** "Giá bán {{amount}}". */
  price: string;
}

export interface OgCardPost {
  jobType: JobType;
  title: string;
  city: string;
  state: string;
  hiring: HiringFacts | null;
  weeklyPay: number | null;
  salon: SalonFacts | null;
}

export interface OgCard {
  kind: string;
  title: string;
  /** Pay (hiring) or asking price (sale); null when the post states none. */
  money: string | null;
  /** "Houston, TX". */
  place: string;
}

/**
 * Text fit for an image: composed accents (NFC, so "ợ" is one glyph, not o + two marks), no
 * control or format characters (an SVG parser refuses some, bidi overrides would reorder the
 * line), whitespace runs as one space.
 */
export function ogText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029\uFFFE\uFFFF]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the preview of a post says: its kind, title, pay or price as its card shows them, and place. */
export function ogCard(post: OgCardPost, copy: OgImageCopy): OgCard {
  let money: string | null = null;
  if (post.jobType === 'hiring') {
    const pay = shownWeeklyPay(post.hiring, post.weeklyPay);
    if (pay) {
      const amount = pay.to !== null ? `${compactUsd(pay.from)}–${compactUsd(pay.to).slice(1)}` : `${pay.estimate ? '≈' : ''}${compactUsd(pay.from)}`;
      money = fillCopy(copy.weeklyPay, { amount });
    }
  } else if (post.salon?.askingPrice) {
    money = fillCopy(copy.price, { amount: compactUsd(post.salon.askingPrice) });
  }
  return {
    kind: copy.kind[post.jobType],
    title: ogText(post.title),
    money,
    place: ogText(`${post.city}, ${post.state}`),
  };
}
