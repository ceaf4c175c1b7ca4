import type { PackageSelectionInput, PaymentCredit } from '@chonail/shared/contracts';
import { formatDate, formatDollars, FREE_PACKAGE, grantedAddons } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { usePaymentCreditsQuery } from '@chonail/web/data/posting';
import { Link } from '@chonail/web/router';

type T = ReturnType<typeof useTranslation>['t'];

/** 'Hình ảnh & Video · 2 tháng, Kim cương 1 · 1 tháng': the add-ons a payment bought, for the owner to recognise it. */
export function paidPackageText(t: T, data: PackageSelectionInput): string {
  const addons = grantedAddons({ ...FREE_PACKAGE, ...data, basicPackage: true });
  const months = (count: number) => t('wizard.summary.monthCount', { count });
  const parts: string[] = [];
  if (addons.photoVideoMonths > 0) parts.push(`${t('wizard.summary.photo_video')} · ${months(addons.photoVideoMonths)}`);
  if (addons.stateMonths > 0) parts.push(`${t('wizard.summary.state')} ${addons.selectedStates.join(', ')} · ${months(addons.stateMonths)}`);
  if (addons.priorityAddon !== 'none') parts.push(`${t(`wizard.summary.${addons.priorityAddon}`)} · ${months(addons.priorityMonths)}`);
  return parts.join(', ');
}

/** '$15.00 · paid on 11/24/2026' ('... 24/11/2026' in Vietnamese: `formatDate` in the reader's language). */
export function paidOnText(t: T, credit: Pick<PaymentCredit, 'amount' | 'paidAt'>, language: string): string {
  return t('wizard.credits.paidOn', { amount: formatDollars(credit.amount), date: formatDate(credit.paidAt, language) });
}

/**
 * The owner's paid packages no post has used yet, each opening the wizard at step 2 with it: money
 * paid before a reload, a lost connection or on another device is never lost from view.
 */
export function CreditsPanel() {
  const { t, i18n } = useTranslation();
  // Always asked again: a payment made on another device, or used a moment ago, shows as it is.
  const { data: credits } = usePaymentCreditsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!credits?.length) return null;
  return (
    <section className="rounded-xl border border-emerald-200 bg-emerald-50 p-4" data-testid="portal-credits">
      <h3 className="text-base font-semibold text-slate-900">{t('wizard.credits.title')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('wizard.credits.body')}</p>
      <ul className="mt-3 space-y-2">
        {credits.map((credit) => (
          <li
            key={credit.paymentIntentId}
            className="flex flex-col gap-2 rounded-lg border border-emerald-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid={`portal-credit-${credit.paymentIntentId}`}
          >
            <span className="text-sm">
              <span className="block font-semibold text-slate-900" data-testid="credit-package">
                {paidPackageText(t, credit.packageData)}
              </span>
              <span className="block text-slate-600" data-testid="credit-paid">
                {paidOnText(t, credit, i18n.language)}
              </span>
            </span>
            <Link
              to={`/new-package?payment=${encodeURIComponent(credit.paymentIntentId)}`}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800"
              data-testid="credit-use"
            >
              {t('wizard.credits.use')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
