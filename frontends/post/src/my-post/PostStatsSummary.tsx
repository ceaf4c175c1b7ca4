import { addTranslations, useTranslation } from '@chonail/shared/i18n';
import { postStatsCatalogue } from '@chonail/shared/i18n/post-stats';
import { useMyPostsStatsSummaryQuery } from '@chonail/web/data/posting';

addTranslations(postStatsCatalogue);

const SHOWN = ['views', 'phoneReveals', 'saves'] as const;

/**
 * Issue 39: the portal's "Hiệu quả 30 ngày qua" / "Your ads, last 30 days": views, phone taps and
 * saves of all the owner's posts together (GET /api/my-posts/stats, one query). Each post's own
 * numbers, day by day, are on its ad page. Shows nothing until it has numbers (a failure leaves
 * the dashboard as it was).
 */
export function PostStatsSummary() {
  const { t } = useTranslation();
  const { data } = useMyPostsStatsSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4" aria-labelledby="portal-stats-title" data-testid="portal-stats-summary">
      <h3 id="portal-stats-title" className="text-sm font-semibold text-slate-800">
        {t('postStats.summary.title')}
      </h3>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center sm:gap-4" aria-label={t('postStats.summary.label')}>
        {SHOWN.map((key) => (
          <div key={key} className="rounded-lg bg-slate-50 p-2 sm:p-3">
            <dt className="text-xs font-medium text-slate-500 sm:text-sm">{t(`postStats.summary.${key}`)}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl" data-testid={`portal-stats-${key}`}>
              {data.totals[key]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
