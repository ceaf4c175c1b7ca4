import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@chonail/shared/i18n';

// The dialog (Radix, focus trap, scroll lock) is loaded on the first tap, not with the first page.
const MobileMenuDialog = lazy(() => import('./MobileMenuDialog').then((m) => ({ default: m.MobileMenuDialog })));

export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="menu-button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="flex size-11 flex-col items-center justify-center gap-1 rounded-md hover:bg-slate-100 md:hidden"
      >
        <span className="h-0.5 w-5 bg-slate-700" />
        <span className="h-0.5 w-5 bg-slate-700" />
        <span className="h-0.5 w-5 bg-slate-700" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
