import { createRoot } from 'react-dom/client';
import { addTranslations, useTranslation } from '@chonail/shared/i18n';
import { appUpdateCatalogue } from '@chonail/shared/i18n/app-update';
import { Button } from '@chonail/web/ui';
import { SKIP_WAITING } from './register-sw';

addTranslations(appUpdateCatalogue);

const BANNER_ID = 'app-update';

/**
 * "A new version is ready — Reload": a banner of its own root over the page, above the phone's
 * bottom bar like the toasts. Reload lets the waiting worker take over and reloads once it has
 * (controllerchange), so the page and its files come from the same version. Later keeps the old
 * version until the next visit.
 */
export function UpdateBanner({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="app-update"
      className="fixed inset-x-4 bottom-20 z-[100] mx-auto flex max-w-sm items-center gap-2 rounded-lg border border-slate-200 bg-white p-3 pl-4 text-slate-900 shadow-lg md:bottom-4 md:left-auto md:right-4"
    >
      <p className="flex-1 text-sm font-semibold">{t('appUpdate.ready')}</p>
      <Button variant="secondary" size="sm" width="auto" className="border-0" onClick={onLater}>
        {t('appUpdate.later')}
      </Button>
      <Button size="sm" width="auto" onClick={onReload}>
        {t('appUpdate.reload')}
      </Button>
    </div>
  );
}

/** `reload` is the page's own unless a test hands one in. */
export function showUpdate(registration: Pick<ServiceWorkerRegistration, 'waiting'>, reloadPage = () => window.location.reload()): void {
  if (document.getElementById(BANNER_ID)) return;
  const host = document.createElement('div');
  host.id = BANNER_ID;
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  const reload = () => {
    const waiting = registration.waiting;
    if (!waiting) return reloadPage();
    navigator.serviceWorker.addEventListener('controllerchange', () => reloadPage(), { once: true });
    waiting.postMessage(SKIP_WAITING);
  };
  root.render(<UpdateBanner onReload={reload} onLater={close} />);
}
