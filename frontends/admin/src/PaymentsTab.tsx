import { useTranslation } from '@chonail/shared/i18n';
import { useAdminPaymentsQuery } from './admin-api';
import { cardClass, Loaded, money, useDateTime } from './admin-ui';

/** ARCHITECTURE.md section 7: what the provider is set to, never a secret (those live in the environment). */
export function PaymentsTab() {
  const { t } = useTranslation();
  const overview = useAdminPaymentsQuery();
  const dateTime = useDateTime();
  const data = overview.data;
  return (
    <Loaded query={overview}>
      {data && (
        <div className="space-y-4">
          <dl className={`${cardClass} grid gap-2 text-sm sm:grid-cols-2`} data-testid="payments-config">
            <dt className="text-slate-500">{t('admin.payments.mode')}</dt>
            <dd className="font-semibold">{t(`admin.payments.modes.${data.mode}`)}</dd>
            <dt className="text-slate-500">{t('admin.payments.publishableKey')}</dt>
            <dd className="break-all font-mono">{data.publishableKey ?? t('admin.payments.notSet')}</dd>
            <dt className="text-slate-500">{t('admin.payments.webhookSecret')}</dt>
            <dd>{data.webhookSecretSet ? t('admin.yes') : t('admin.no')}</dd>
            <dt className="text-slate-500">{t('admin.payments.lastWebhook')}</dt>
            <dd className="break-all">
              {data.lastWebhook ? `${dateTime(data.lastWebhook.receivedAt)} · ${data.lastWebhook.type} · ${data.lastWebhook.result}` : t('admin.payments.noWebhook')}
            </dd>
          </dl>
          <p className="text-xs text-slate-500">{t('admin.payments.secretNote')}</p>
          <section className={cardClass}>
            <h2 className="text-base font-semibold">{t('admin.payments.recent')}</h2>
            {data.recent.length === 0 ? (
              <p className="py-3 text-sm text-slate-500">{t('admin.empty')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="mt-2 w-full text-left text-sm" data-testid="payments-table">
                  <thead className="text-slate-500">
                    <tr>
                      <th className="py-2 pr-3">{t('admin.payments.when')}</th>
                      <th className="py-2 pr-3">{t('admin.payments.owner')}</th>
                      <th className="py-2 pr-3 text-right">{t('admin.payments.amount')}</th>
                      <th className="py-2 pr-3">{t('admin.payments.status')}</th>
                      <th className="py-2">{t('admin.payments.post')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.recent.map((payment) => (
                      <tr key={payment.id} className="border-t border-slate-100">
                        <td className="whitespace-nowrap py-2 pr-3">{dateTime(payment.createdAt)}</td>
                        <td className="py-2 pr-3">{payment.ownerPhone}</td>
                        <td className="py-2 pr-3 text-right">{money(payment.amount)}</td>
                        <td className="py-2 pr-3">{t(`admin.payments.statuses.${payment.status}`)}</td>
                        <td className="py-2">{payment.jobPostId ? `#${payment.jobPostId}` : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      )}
    </Loaded>
  );
}
