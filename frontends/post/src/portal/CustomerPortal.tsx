import type { User } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { changePinOpened, logoutRequested, useAppDispatch, useSignInHere } from '@chonail/web/data';
import { useSearchParams } from '@chonail/web/router';
import { LoginRequired, Spinner } from '@chonail/web/ui';
import { Dashboard } from './Dashboard';
import { ExpiryRemindersSwitch } from './ExpiryRemindersSwitch';
import { displayPhone, fullName } from './format';
import { SavedTab } from './SavedTab';
import { AlertsTab } from './AlertsTab';
import { useAccount } from '@chonail/web/data';

/** Spec 01: /customerportal?tab=dashboard (default) | saved | settings; issue 39 adds alerts (the saved searches). */
export const PORTAL_TABS = ['dashboard', 'saved', 'alerts', 'settings'] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];

export function portalTab(value: string | null): PortalTab {
  return PORTAL_TABS.find((tab) => tab === value) ?? 'dashboard';
}

const buttonClass = 'w-full rounded-lg px-4 py-3 text-sm font-semibold sm:w-auto';

export function CustomerPortal() {
  const account = useAccount();
  if (account.status === 'loading') return <Spinner />;
  if (account.status === 'guest') return <LoginPrompt />;
  return <Portal user={account.user} />;
}

/** Signed-out visitors get a prompt and no content (spec 01); signed in, they are back on the page they asked for. */
export function LoginPrompt() {
  const { t } = useTranslation();
  const signInHere = useSignInHere();
  return (
    <LoginRequired
      title={t('portal.login.title')}
      body={t('portal.login.body')}
      signInLabel={t('portal.login.button')}
      onSignIn={() => signInHere()}
      testId="portal-login-prompt"
    />
  );
}

function Portal({ user }: { user: User }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = portalTab(params.get('tab'));
  const name = fullName(user) || displayPhone(user.phone);

  const select = (next: PortalTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', next);
      return updated;
    });

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 md:py-8" data-testid="portal">
      <h1 className="text-2xl font-bold text-slate-900">{t('portal.title')}</h1>
      {name && <p className="mt-1 text-sm text-slate-600">{t('portal.greeting', { name })}</p>}
      <div role="tablist" aria-label={t('portal.tabsLabel')} className="mt-5 flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1">
        {PORTAL_TABS.map((tabName) => {
          const active = tabName === tab;
          return (
            <button
              key={tabName}
              type="button"
              role="tab"
              id={`portal-tab-${tabName}`}
              aria-selected={active}
              aria-controls={active ? `portal-panel-${tabName}` : undefined}
              data-testid={`portal-tab-${tabName}`}
              onClick={() => select(tabName)}
              className={`min-h-11 flex-auto whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold ${
                active ? 'bg-white text-rose-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {t(`portal.tabs.${tabName}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`portal-panel-${tab}`} aria-labelledby={`portal-tab-${tab}`} className="mt-6">
        {tab === 'dashboard' && <Dashboard />}
        {tab === 'saved' && <SavedTab />}
        {tab === 'alerts' && <AlertsTab />}
        {tab === 'settings' && <Settings user={user} />}
      </div>
    </div>
  );
}

function Settings({ user }: { user: User }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const rows = [
    { key: 'phone', label: t('portal.settings.phone'), value: displayPhone(user.phone) || t('portal.settings.notSet'), testId: 'portal-phone' },
    { key: 'username', label: t('portal.settings.username'), value: fullName(user) || t('portal.settings.notSet'), testId: 'portal-username' },
    { key: 'role', label: t('portal.settings.role'), value: t(`portal.settings.roles.${user.role === 'admin' ? 'admin' : 'user'}`), testId: 'portal-role' },
  ];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="portal-settings">
      <h2 className="text-lg font-semibold text-slate-900">{t('portal.settings.title')}</h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
            <dt className="text-sm font-medium text-slate-500">{row.label}</dt>
            <dd className="break-words text-base text-slate-900" data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="border-t border-slate-100">
        <ExpiryRemindersSwitch user={user} />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => dispatch(changePinOpened())}
          data-testid="portal-change-pin"
          className={`${buttonClass} border border-slate-300 text-slate-800 hover:bg-slate-50`}
        >
          {t('portal.settings.changePin')}
        </button>
        <button
          type="button"
          onClick={() => dispatch(logoutRequested())}
          data-testid="portal-logout"
          className={`${buttonClass} bg-slate-900 text-white hover:bg-slate-700`}
        >
          {t('portal.settings.logout')}
        </button>
      </div>
    </section>
  );
}
