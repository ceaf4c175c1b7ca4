import { formatDollars, type PackageCost, toCents } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';

/** Spec 02 section 2: each add-on's cost and the total, live on step 1 and as the order summary. */
export function CostSummary({ cost, title, testId }: { cost: PackageCost; title: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-xl border border-rose-200 bg-rose-50 p-4 sm:p-5" data-testid={testId} aria-live="polite">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <dl className="mt-3 divide-y divide-rose-100 text-sm">
        <div className="flex items-center justify-between gap-3 py-2">
          <dt className="text-slate-700">{t('wizard.summary.basic')}</dt>
          <dd className="font-medium text-slate-900">{t('wizard.free')}</dd>
        </div>
        {cost.lines.map((line) => {
          const price = formatDollars(toCents(line.pricePerMonth));
          const months = t('wizard.summary.monthCount', { count: line.months });
          const detail =
            line.packageType === 'state'
              ? t('wizard.summary.perStateDetail', { price, states: t('wizard.summary.stateCount', { count: line.quantity }), months })
              : t('wizard.summary.perMonthDetail', { price, months });
          return (
            <div key={line.packageType} className="flex items-start justify-between gap-3 py-2" data-testid={`cost-line-${line.packageType}`}>
              <dt className="text-slate-700">
                <span className="block font-medium text-slate-900">{t(`wizard.summary.${line.packageType}`)}</span>
                <span className="block text-xs text-slate-500">{detail}</span>
              </dt>
              <dd className="font-medium text-slate-900">{formatDollars(line.cents)}</dd>
            </div>
          );
        })}
        <div className="flex items-center justify-between gap-3 pt-3 text-base font-bold">
          <dt className="text-slate-900">{t('wizard.summary.total')}</dt>
          <dd className="text-rose-700" data-testid={`${testId}-total`}>
            {formatDollars(cost.totalCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
