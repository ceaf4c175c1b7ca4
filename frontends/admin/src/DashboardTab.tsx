import type { AdminStats } from '@chonail/shared/contracts';
import { formatDate } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useAdminStatsQuery } from './admin-api';
import { AlertsPanel } from './AlertsPanel';
import { cardClass, Chart, Loaded, money } from './admin-ui';

// Pay is stated in whole dollars a week; cents would only add noise.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const COUNTS = [
  'totalPosts',
  'totalJobs',
  'totalSalons',
  'totalUsers',
  'totalOwners',
  'totalViews',
  'vipPosts',
  'activePosts',
  'pausedPosts',
  'expiredPosts',
  'hiddenPosts',
] as const satisfies ReadonlyArray<keyof AdminStats>;

export function DashboardTab() {
  const { t, i18n } = useTranslation();
  const stats = useAdminStatsQuery();
  const data = stats.data;
  const number = new Intl.NumberFormat(i18n.language === 'vi' ? 'vi-VN' : 'en-US');
  return (
    <Loaded query={stats}>
      {data && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            <Card label={t('admin.stats.revenue')} value={money(data.revenueCents)} testId="stat-revenueCents" />
            <Card
              label={t('admin.stats.averageWeeklyPay')}
              value={data.averageWeeklyPay === null ? '—' : dollars.format(data.averageWeeklyPay)}
              unit={data.averageWeeklyPay === null ? undefined : t('admin.stats.perWeek')}
              note={data.averageWeeklyPay === null ? t('admin.stats.noWeeklyPay') : t('admin.stats.weeklyPayPosts', { count: data.weeklyPayPosts })}
              testId="stat-averageWeeklyPay"
            />
            {COUNTS.map((key) => (
              <Card key={key} label={t(`admin.stats.${key}`)} value={number.format(data[key])} testId={`stat-${key}`} />
            ))}
          </dl>
          <section className={`${cardClass} mt-4`}>
            <h2 className="mb-2 text-base font-semibold">{t('admin.stats.postsPerDay')}</h2>
            <Chart labels={data.postsPerDay.map((day) => formatDate(day.date, i18n.language, { year: false }))} values={data.postsPerDay.map((day) => day.count)} label={t('admin.stats.postsSeries')} />
          </section>
          <AlertsPanel />
        </>
      )}
    </Loaded>
  );
}

function Card({ label, value, unit, note, testId }: { label: string; value: string; unit?: string; note?: string; testId: string }) {
  return (
    <div className={cardClass} data-testid={testId}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={`${testId}-value`}>
        {value}
        {/* The unit in small type, so "$1,150/tuần" fits a phone's half-width card. */}
        {unit && <span className="text-sm font-semibold text-slate-500">{unit}</span>}
      </dd>
      {note && (
        <dd className="mt-1 text-xs text-slate-500" data-testid={`${testId}-note`}>
          {note}
        </dd>
      )}
    </div>
  );
}
