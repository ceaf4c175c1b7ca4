import { useTranslation } from '@chonail/shared/i18n';
import { useSearchParams } from '@chonail/web/router';
import { AuditTab } from './AuditTab';
import { DashboardTab } from './DashboardTab';
import { MessagesTab } from './MessagesTab';
import { PaymentsTab } from './PaymentsTab';
import { PostsTab } from './PostsTab';
import { PricesTab } from './PricesTab';
import { RevenueTab } from './RevenueTab';
import { SettingsTab } from './SettingsTab';
import { UsersTab } from './UsersTab';

/** Both tab sets of spec 02 in one panel ("Job Posts" = posts, "Price" = prices, "Stripe" = payments). */
export const ADMIN_TABS = ['dashboard', 'posts', 'users', 'revenue', 'prices', 'payments', 'messages', 'settings', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const PANELS: Record<AdminTab, () => React.JSX.Element> = {
  dashboard: DashboardTab,
  posts: PostsTab,
  users: UsersTab,
  revenue: RevenueTab,
  prices: PricesTab,
  payments: PaymentsTab,
  messages: MessagesTab,
  settings: SettingsTab,
  audit: AuditTab,
};

const isTab = (value: string | null): value is AdminTab => ADMIN_TABS.includes(value as AdminTab);

/** The tab lives in the URL (`?tab=posts`) so a reload or Back lands on the same tab. */
export function AdminPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isTab(requested) ? requested : 'dashboard';
  const Panel = PANELS[tab];

  return (
    <div className="mx-auto max-w-6xl px-3 py-4 sm:px-6" data-testid="admin-panel">
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{t('admin.title')}</h1>
      <div role="tablist" aria-label={t('admin.tabsLabel')} className="-mx-3 mt-3 flex gap-1 overflow-x-auto border-b border-slate-200 px-3 sm:mx-0 sm:px-0">
        {ADMIN_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`admin-tab-${name}`}
            aria-selected={name === tab}
            aria-controls="admin-tabpanel"
            data-testid={`admin-tab-${name}`}
            onClick={() => setParams({ tab: name })}
            className={`min-h-11 shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${name === tab ? 'border-rose-600 text-rose-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t(`admin.tabs.${name}`)}
          </button>
        ))}
      </div>
      <section role="tabpanel" id="admin-tabpanel" aria-labelledby={`admin-tab-${tab}`} className="mt-4" data-testid={`admin-panel-${tab}`}>
        <Panel />
      </section>
    </div>
  );
}
