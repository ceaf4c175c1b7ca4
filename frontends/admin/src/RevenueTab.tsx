import { useState } from 'react';
import { defaultRevenueRange, formatDate } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useAdminRevenueQuery } from './admin-api';
import { cardClass, Chart, inputClass, LabeledField, Loaded, money } from './admin-ui';

/** A period in the reader's date format: a day as every date, a month as MM/YYYY ('2026-02' is the same in both languages). */
const periodText = (period: string, language: string) => (period.length > 7 ? formatDate(period, language) : `${period.slice(5)}/${period.slice(0, 4)}`);

export function RevenueTab() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState(() => ({ ...defaultRevenueRange(new Date()), groupBy: 'month' as 'day' | 'month' }));
  // A half-typed date would ask the server for nonsense: keep the last complete range.
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;
  const [asked, setAsked] = useState(range);
  if (valid && (asked.from !== range.from || asked.to !== range.to || asked.groupBy !== range.groupBy)) setAsked(range);
  const report = useAdminRevenueQuery(asked);
  const data = report.data;

  return (
    <div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <LabeledField label={t('admin.revenue.from')}>
          <input type="date" value={range.from} max={range.to} onChange={(e) => setRange({ ...range, from: e.target.value })} className={inputClass} data-testid="revenue-from" />
        </LabeledField>
        <LabeledField label={t('admin.revenue.to')}>
          <input type="date" value={range.to} min={range.from} onChange={(e) => setRange({ ...range, to: e.target.value })} className={inputClass} data-testid="revenue-to" />
        </LabeledField>
        <LabeledField label={t('admin.revenue.groupBy')}>
          <select value={range.groupBy} onChange={(e) => setRange({ ...range, groupBy: e.target.value as 'day' | 'month' })} className={inputClass} data-testid="revenue-group">
            <option value="day">{t('admin.revenue.day')}</option>
            <option value="month">{t('admin.revenue.month')}</option>
          </select>
        </LabeledField>
      </div>
      <Loaded query={report}>
        {data && (
          <>
            <section className={`${cardClass} mt-4`}>
              <Chart labels={data.periods.map((p) => periodText(p.period, i18n.language))} values={data.periods.map((p) => p.totalCents / 100)} label={t('admin.revenue.series')} />
            </section>
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="revenue-table">
                <thead className="text-slate-500">
                  <tr>
                    <th className="py-2 pr-3">{t('admin.revenue.period')}</th>
                    <th className="py-2 pr-3 text-right">{t('admin.revenue.total')}</th>
                    <th className="py-2 text-right">{t('admin.revenue.payments')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.periods.map((period) => (
                    <tr key={period.period} className="border-t border-slate-100">
                      <td className="py-2 pr-3">{periodText(period.period, i18n.language)}</td>
                      <td className="py-2 pr-3 text-right">{money(period.totalCents)}</td>
                      <td className="py-2 text-right">{period.payments}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="font-semibold">
                  <tr className="border-t border-slate-300">
                    <td className="py-2 pr-3">{t('admin.revenue.sum')}</td>
                    <td className="py-2 pr-3 text-right" data-testid="revenue-total">{money(data.totalCents)}</td>
                    <td className="py-2 text-right">{data.payments}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </>
        )}
      </Loaded>
    </div>
  );
}
