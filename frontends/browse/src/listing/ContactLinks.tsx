import { useTranslation } from '@chonail/shared/i18n';
import { PhoneAction } from '@chonail/web/ui';
import { reportPostEvent } from './post-events';

/** Opens the phone's maps app (or Google Maps in a browser) with a route to the salon. */
export const mapsDirections = (address: string) => `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

const LINK = 'inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold';

/**
 * "Nhắn tin" (a text to the post's number) and "Chỉ đường" (directions to the salon): the detail
 * dialog's and the job page's, beside their call button (issue 36). `testId` names the place: `detail`, `job`.
 * A masked number is revealed by the first tap (the post's contact call), then texted. A tap of
 * Directions counts for the poster's statistics (issue 39), without holding the maps app up.
 */
export function ContactLinks({ postId, phone, address, testId }: { postId: number; phone: string; address: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PhoneAction postId={postId} phone={phone} scheme="sms" className={`${LINK} border-rose-300 text-rose-700`} testId={`${testId}-text`}>
        {() => t('detail.text')}
      </PhoneAction>
      <a
        href={mapsDirections(address)}
        target="_blank"
        rel="noreferrer"
        onClick={() => reportPostEvent(postId, 'direction')}
        className={`${LINK} border-slate-300 text-slate-700`}
        data-testid={`${testId}-directions`}
      >
        {t('detail.direction')}
      </a>
    </>
  );
}
