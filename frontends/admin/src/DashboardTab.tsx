import type { AdminStats } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { useAdminStatsQuery } from './admin-api';
import { cardClass, Chart, Loaded, money } from './admin-ui';

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
            {COUNTS.map((key) => (
              <Card key={key} label={t(`admin.stats.${key}`)} value={number.format(data[key])} testId={`stat-${key}`} />
            ))}
          </dl>
          <section className={`${cardClass} mt-4`}>
            <h2 className="mb-2 text-base font-semibold">{t('admin.stats.postsPerDay')}</h2>
            <Chart labels={data.postsPerDay.map((day) => day.date.slice(5))} values={data.postsPerDay.map((day) => day.count)} label={t('admin.stats.postsSeries')} />
          </section>
        </>
      )}
    </Loaded>
  );
}

function Card({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={cardClass} data-testid={testId}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}
