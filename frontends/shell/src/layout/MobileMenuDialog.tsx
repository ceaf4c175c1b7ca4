import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@chonail/web/router';
import { useTranslation } from '@chonail/shared/i18n';
import { changePinOpened, logoutRequested, useAppDispatch } from '@chonail/web/data';
import { buttonClass } from '@chonail/web/ui';
import { useAskToSignIn, usePostJob, useSession } from '../session';

const itemClass = 'block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100';

/** Spec 01 mobile side menu: main menu, account card, My Account, Admin (admins), Change PIN, Logout. */
export function MobileMenuDialog({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  const askToSignIn = useAskToSignIn();
  const postJob = usePostJob();
  const dispatch = useAppDispatch();
  const close = () => setOpen(false);
  const displayName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-2 bg-white p-4 shadow-xl" data-testid="mobile-menu">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-rose-600">{t('header.mainMenu')}</Dialog.Title>
            <Dialog.Close aria-label={t('header.closeMenu')} className="-mr-2 flex size-11 items-center justify-center rounded-lg text-2xl leading-none text-slate-500 hover:bg-slate-100">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('tagline')}</Dialog.Description>
          <nav className="flex flex-col">
            <Link to="/" onClick={close} className={itemClass}>
              {t('header.home')}
            </Link>
            <Link to="/map" onClick={close} className={itemClass}>
              {t('header.map')}
            </Link>
            <Link to="/forum" onClick={close} className={itemClass}>
              {t('header.forum')}
            </Link>
            <button type="button" onClick={() => (close(), postJob())} className={`${itemClass} text-left`}>
              {t('header.postJob')}
            </button>
          </nav>
          <div className="mt-2 border-t border-slate-200 pt-3">
            {signedIn ? (
              <>
                <div className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="account-card">
                  <p className="font-semibold text-slate-900">{displayName || t('header.account')}</p>
                  {(user?.email || user?.phone) && <p className="text-slate-500">{user?.email || user?.phone}</p>}
                </div>
                <Link to="/customerportal" onClick={close} className={itemClass}>
                  {t('header.myAccount')}
                </Link>
                {user?.role === 'admin' && (
                  <Link to="/admin" onClick={close} className={itemClass}>
                    {t('header.adminDashboard')}
                  </Link>
                )}
                <button type="button" onClick={() => (close(), dispatch(changePinOpened()))} className={`${itemClass} w-full text-left`}>
                  {t('header.changePin')}
                </button>
                <button type="button" onClick={() => (close(), dispatch(logoutRequested()))} data-testid="menu-logout" className={`${itemClass} w-full text-left text-red-600`}>
                  {t('header.logout')}
                </button>
              </>
            ) : (
              <button type="button" onClick={() => (close(), askToSignIn.login())} className={buttonClass()}>
                {t('header.login')}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
