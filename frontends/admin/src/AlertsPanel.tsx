import { formatDate } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useAdminAlertsQuery, useAdminSetAlertsMutation } from './admin-api';
import { cardClass, Chart, dangerButton, Loaded, money, primaryButton, useStaffAction } from './admin-ui';

/**
 * Issue 39 on the dashboard: alert texts sent a day over 30 days, their SMS parts and estimated
 * cost, and the switch that pauses every alert text at once (matching goes on; texts wait).
 */
export function AlertsPanel() {
  const { t, i18n } = useTranslation();
  const alerts = useAdminAlertsQuery();
  const [setAlerts, saving] = useAdminSetAlertsMutation();
  const run = useStaffAction();
  const data = alerts.data;
  const number = new Intl.NumberFormat(i18n.language === 'vi' ? 'vi-VN' : 'en-US');
  return (
    <section className={`${cardClass} mt-4`} data-testid="alerts-panel">
      <h2 className="mb-1 text-base font-semibold">{t('admin.alerts.title')}</h2>
      <Loaded query={alerts}>
        {data && (
          <>
            <p className="text-sm text-slate-600" data-testid="alerts-summary">
              {t('admin.alerts.summary', { texts: number.format(data.texts), parts: number.format(data.parts), spend: money(data.spendEstimateCents) })}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <span className={`rounded-full px-3 py-1 text-sm font-semibold ${data.paused ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'}`} data-testid="alerts-state">
                {t(data.paused ? 'admin.alerts.paused' : 'admin.alerts.running')}
              </span>
              <button
                type="button"
                className={data.paused ? primaryButton : dangerButton}
                disabled={saving.isLoading}
                data-testid="alerts-toggle"
                onClick={() => void run(() => setAlerts({ paused: !data.paused }).unwrap(), data.paused ? 'admin.alerts.resumed' : 'admin.alerts.pausedDone', 'admin.alerts.failed')}
              >
                {t(data.paused ? 'admin.alerts.resume' : 'admin.alerts.pause')}
              </button>
            </div>
            <div className="mt-3">
              <Chart labels={data.textsPerDay.map((day) => formatDate(day.date, i18n.language, { year: false }))} values={data.textsPerDay.map((day) => day.count)} label={t('admin.alerts.series')} />
            </div>
          </>
        )}
      </Loaded>
    </section>
  );
}
