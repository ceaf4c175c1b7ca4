import { useTranslation } from '@chonail/shared/i18n';

/** Opens the phone's maps app (or Google Maps in a browser) with a route to the salon. */
export const mapsDirections = (address: string) => `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

const LINK = 'inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold';

/**
 * "Nhắn tin" (a text to the post's number) and "Chỉ đường" (directions to the salon): the detail
 * dialog's and the job page's, beside their call button (issue 36). `testId` names the place: `detail`, `job`.
 */
export function ContactLinks({ phone, address, testId }: { phone: string; address: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <a href={`sms:${phone}`} className={`${LINK} border-rose-300 text-rose-700`} data-testid={`${testId}-text`}>
        {t('detail.text')}
      </a>
      <a href={mapsDirections(address)} target="_blank" rel="noreferrer" className={`${LINK} border-slate-300 text-slate-700`} data-testid={`${testId}-directions`}>
        {t('detail.direction')}
      </a>
    </>
  );
}
