import type { Stats } from '@chonail/shared/contracts';
import { groupedNumber } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { baseApi } from '@chonail/web/data';

/** Spec 01 section 9: stats stay fresh 5 minutes. */
const STATS_FRESH_SECONDS = 5 * 60;

// Only the home page shows the totals, so the call is injected by this lazily loaded chunk, not
// carried by every first page.
const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stats: build.query<Stats, void>({ query: () => '/api/stats', providesTags: ['Stats'], keepUnusedDataFor: STATS_FRESH_SECONDS }),
  }),
});

const FIGURES = [
  ['totalJobs', 'jobs'],
  ['totalSalons', 'salons'],
  ['totalOwners', 'owners'],
  ['totalViews', 'views'],
] as const;

/**
 * The site's totals (GET /api/stats) under the list. The box has the height of its figures from the
 * start (two rows on a phone, one wider up), so nothing moves when they arrive.
 */
export default function SiteTotals() {
  const { t, i18n } = useTranslation();
  const { data, isError } = statsApi.useStatsQuery(undefined, { refetchOnMountOrArgChange: STATS_FRESH_SECONDS });
  // Grouped by hand: building the first Intl.NumberFormat of the page loads its locale data, 25 ms of a phone's main thread.
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  return (
    <section aria-label={t('home.totals.label')} className="mt-8 min-h-[142px] rounded-xl sm:min-h-[82px] border border-slate-200 bg-white p-4" data-testid="site-totals">
      {isError ? (
        <p role="alert" className="text-center text-sm font-semibold text-red-700">
          {t('home.totals.failed')}
        </p>
      ) : (
        data && (
          <dl className="grid grid-cols-2 gap-3 text-center sm:grid-cols-4">
            {FIGURES.map(([key, label]) => (
              <div key={key} className="flex flex-col-reverse" data-testid={`total-${key}`}>
                <dt className="text-sm text-slate-600">{t(`home.totals.${label}`)}</dt>
                <dd className="text-xl font-bold text-slate-900">{groupedNumber(data[key], lang)}</dd>
              </div>
            ))}
          </dl>
        )
      )}
    </section>
  );
}
