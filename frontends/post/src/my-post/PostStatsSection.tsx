import { lazy, Suspense, useState } from 'react';
import { type JobPost, POST_STAT_COUNTERS, type PostStats, type PostStatCounter } from '@chonail/shared/contracts';
import { formatDate } from '@chonail/shared/domain';
import { addTranslations, useTranslation } from '@chonail/shared/i18n';
import { postStatsCatalogue } from '@chonail/shared/i18n/post-stats';
import { usePostStatsQuery } from '@chonail/web/data/posting';

addTranslations(postStatsCatalogue);

// chart.js (about 60 KB) comes with the numbers, never with the ad page's first paint.
const PostStatsChart = lazy(() => import('./PostStatsChart'));

/** The periods a poster can look back over; 395 days is the 13 months kept. */
export const STATS_RANGES = [7, 30, 90, 395] as const;
type Range = (typeof STATS_RANGES)[number];

/** Views and phone taps in the chart: the two a poster reads first ("did people see it, did they call"). */
const CHARTED: ReadonlyArray<{ key: PostStatCounter; color: string }> = [
  { key: 'views', color: '#e11d48' },
  { key: 'phoneReveals', color: '#0f766e' },
];

const card = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-6';

/**
 * Issue 39, "Hiệu quả tin đăng" / "How your ad is doing" on /my-posts/{id}: the period's totals
 * (views, phone taps, saves, Directions, shares), a chart a day of views and phone taps, the states
 * viewers searched in, and the post's lifetime views and saves. Staff looking at another's post
 * (`staff`) read the same numbers through the staff route.
 */
export function PostStatsSection({ post, staff = false }: { post: Pick<JobPost, 'id' | 'viewCount' | 'saveCount'>; staff?: boolean }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<Range>(30);
  const { data, isFetching, isError, refetch } = usePostStatsQuery({ id: post.id, days, staff }, { refetchOnMountOrArgChange: true });
  // While another period loads, the last one's numbers stay (dimmed) rather than jump to a spinner.
  const stats = data && data.postId === post.id ? data : undefined;

  return (
    <section className={card} data-testid="post-stats" aria-labelledby="post-stats-title">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id="post-stats-title" className="text-lg font-semibold text-slate-900">
          {t('postStats.title')}
        </h2>
        <RangePicker days={days} onChange={setDays} />
      </div>
      {staff && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="post-stats-staff">
          {t('postStats.staffNote')}
        </p>
      )}
      {stats ? (
        <div className={isFetching && stats.days !== days ? 'opacity-60 transition-opacity' : undefined} aria-busy={isFetching || undefined}>
          <StatsBody stats={stats} />
        </div>
      ) : isError ? (
        <div role="alert" className="mt-3 text-sm text-slate-700" data-testid="post-stats-failed">
          {t('postStats.loadFailed')}{' '}
          <button type="button" className="min-h-11 font-semibold text-rose-700 underline" onClick={() => void refetch()}>
            {t('postStats.retry')}
          </button>
        </div>
      ) : (
        <p role="status" className="mt-3 text-sm text-slate-500" data-testid="post-stats-loading">
          {t('postStats.loading')}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-600" data-testid="post-stats-lifetime">
        <p className="w-full font-medium text-slate-700 sm:w-auto">{t('postStats.sincePosted')}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1">
          <div className="flex gap-1">
            <dt>{t('postStats.sinceViews')}:</dt>
            <dd className="font-semibold text-slate-900" data-testid="stat-views">
              {post.viewCount}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('postStats.sinceSaves')}:</dt>
            <dd className="font-semibold text-slate-900" data-testid="stat-saves">
              {post.saveCount}
            </dd>
          </div>
        </dl>
      </div>
      <p className="mt-2 text-xs text-slate-500">{t('postStats.rules')}</p>
    </section>
  );
}

function RangePicker({ days, onChange }: { days: Range; onChange: (days: Range) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('postStats.periodLabel')} className="grid w-full grid-cols-4 rounded-lg border border-slate-200 p-0.5 sm:flex sm:w-auto" data-testid="post-stats-range">
      {STATS_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === days}
          onClick={() => onChange(range)}
          data-testid={`post-stats-range-${range}`}
          className={`min-h-11 whitespace-nowrap rounded-md px-1 text-sm font-semibold sm:px-3 ${range === days ? 'bg-rose-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
        >
          {t(`postStats.ranges.d${range}`)}
        </button>
      ))}
    </div>
  );
}

function StatsBody({ stats }: { stats: PostStats }) {
  const { t, i18n } = useTranslation();
  const nothing = POST_STAT_COUNTERS.every((key) => stats.totals[key] === 0);
  const labels = stats.daily.map((day) => formatDate(day.day, i18n.language, { year: false }));
  const series = CHARTED.map(({ key, color }) => ({ label: t(`postStats.counters.${key}`), values: stats.daily.map((day) => day[key]), color }));
  return (
    <>
      <p className="mt-1 text-sm text-slate-500" data-testid="post-stats-period">
        {t('postStats.period', { days: stats.days })}
      </p>
      {/* On a phone: views and phone taps side by side, the other three in a row below; one row of five from sm up. */}
      <dl className="mt-3 grid grid-cols-6 gap-2 sm:grid-cols-5 sm:gap-3">
        {POST_STAT_COUNTERS.map((key) => {
          const primary = key === 'views' || key === 'phoneReveals';
          return (
            <div key={key} className={`rounded-lg bg-slate-50 p-3 sm:col-span-1 ${primary ? 'col-span-3' : 'col-span-2 px-2'}`} title={t(`postStats.hints.${key}`)}>
              <dt className={`text-slate-600 sm:text-sm ${primary ? 'text-sm' : 'text-xs'}`}>{t(`postStats.counters.${key}`)}</dt>
              <dd className={`font-bold text-slate-900 sm:text-2xl ${primary ? 'text-2xl' : 'text-xl'}`} data-testid={`post-stats-${key}`}>
                {stats.totals[key]}
              </dd>
            </div>
          );
        })}
      </dl>
      {nothing ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="post-stats-empty">
          {t('postStats.empty', { days: stats.days })}
        </p>
      ) : (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-800">{t('postStats.chartTitle')}</h3>
          <Suspense
            fallback={
              <div className="flex h-56 items-center justify-center text-sm text-slate-500 sm:h-64" data-testid="post-stats-chart-loading">
                {t('postStats.chartLoading')}
              </div>
            }
          >
            <PostStatsChart labels={labels} series={series} label={t('postStats.chartLabel', { days: stats.days })} />
          </Suspense>
        </>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-800">{t('postStats.topStates')}</h3>
      {stats.topStates.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500" data-testid="post-stats-states-empty">
          {t('postStats.topStatesEmpty')}
        </p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2" data-testid="post-stats-states">
          {stats.topStates.map((row) => (
            <li key={row.state} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800" data-testid={`post-stats-state-${row.state}`}>
              {t('postStats.stateViews', { state: row.state, views: row.views })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
