import type { JobPost } from '@chonail/shared/contracts';
import { shownWeeklyPay } from '@chonail/shared/domain';
import type { useTranslation } from '@chonail/shared/i18n';
import { formatUsd } from '@chonail/web/ui';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** What a share sends: the Web Share API's fields, and what the share menu's links are made of. */
export interface ShareContent {
  title: string;
  /** The post's pay or price and city, as its card shows them. */
  text: string;
  /** Absolute, so it opens from a chat or a group post. */
  url: string;
}

/** The post's own page, absolute (`origin` is the page's `location.origin`). */
export const postShareUrl = (origin: string, postId: number): string => `${origin}/job/${postId}`;

/** Facebook's sharer: needs no app id, and Facebook reads the title and picture from the page's Open Graph tags. */
export const facebookShareUrl = (url: string): string => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;

/** A text message with no recipient yet; `?&body=` is the form both iOS and Android read. */
export const smsShareUrl = (content: ShareContent): string => `sms:?&body=${encodeURIComponent(shareMessage(content))}`;

/** A message's body: an SMS shows no link preview, so the title travels with the pay and the link. */
export const shareMessage = ({ title, text, url }: ShareContent): string => [title, text, url].filter(Boolean).join('\n');

/**
 * The card's pay chip ("Lương $1,100–1,500/tuần", "≈$900", "$1,200") or a sale's price chip ("Giá
 * $250k"): the same rule (shownWeeklyPay), money format (formatUsd) and catalogue words as the card's
 * facts row. Written here rather than importing that row's code: @chonail/web/ui is downloaded
 * whole with the first page, which has no room for another export.
 */
function moneyChip(t: TFunction, post: Pick<JobPost, 'hiring' | 'salon' | 'weeklyPay'>): string | null {
  const pay = shownWeeklyPay(post.hiring, post.weeklyPay ?? null);
  if (pay) {
    const amount = pay.to !== null ? `${formatUsd(pay.from)}–${formatUsd(pay.to).slice(1)}` : `${pay.estimate ? '≈' : ''}${formatUsd(pay.from)}`;
    return t('facts.weeklyPayChip', { amount });
  }
  const price = post.salon?.askingPrice;
  return price != null ? t('facts.priceChip', { amount: formatUsd(price) }) : null;
}

/** "Lương $1,100–1,500/tuần · Boise, ID" / "Giá $250k · Houston, TX"; the city alone when the post states neither. */
export function shareSummary(t: TFunction, post: Pick<JobPost, 'hiring' | 'salon' | 'weeklyPay' | 'location'>): string {
  return [moneyChip(t, post), post.location].filter(Boolean).join(' · ');
}
