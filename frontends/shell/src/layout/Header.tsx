import { Link, NavLink, useLocation } from '@chonail/web/router';
import { useTranslation } from '@chonail/shared/i18n';
import { avatarInitial } from '@chonail/shared/domain';
import { useSelectedLocation } from '@chonail/web/data';
import { useAskToSignIn, usePostJob, useSession } from '../session';
import { LanguageToggle } from './LanguageToggle';
import { MobileMenu } from './MobileMenu';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-rose-50 text-rose-700' : 'text-slate-700 hover:bg-slate-100'}`;

// At least 44x44 to tap on a phone (issue 21).
const postClass = 'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-lg bg-rose-600 px-3 text-sm font-semibold text-white hover:bg-rose-700';

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const location = useSelectedLocation();
  const { signedIn, user } = useSession();
  const askToSignIn = useAskToSignIn();
  const postJob = usePostJob();
  const place = location ? [location.city, location.state, t('header.country')].filter(Boolean).join(', ') : t('header.noLocation');

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur" data-testid="site-header">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
        <Link to="/" className="flex min-h-11 min-w-0 flex-col justify-center">
          <span className="block text-xl font-extrabold text-rose-600">{t('brand')}</span>
          {pathname !== '/map' && (
            <span className="block truncate text-xs text-slate-500" data-testid="header-location">
              {place}
            </span>
          )}
        </Link>
        <nav aria-label={t('header.mainMenu')} className="hidden items-center gap-1 md:flex">
          <NavLink to="/" end className={navClass}>
            {t('header.home')}
          </NavLink>
          <NavLink to="/map" className={navClass}>
            {t('header.map')}
          </NavLink>
          <NavLink to="/forum" className={navClass}>
            {t('header.forum')}
          </NavLink>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageToggle />
          {/* Visible on phones too: owners did not find 'Đăng tin' inside the menu (issue 17). */}
          <button type="button" onClick={postJob} className={postClass} data-testid="header-post">
            {t('header.postJob')}
          </button>
          <div className="hidden items-center gap-2 md:flex">
            {signedIn ? (
              <Link
                to="/customerportal"
                aria-label={t('header.myAccount')}
                className="flex h-9 w-9 items-center justify-center rounded-full bg-rose-100 text-sm font-bold text-rose-700"
                data-testid="avatar"
              >
                {avatarInitial(user)}
              </Link>
            ) : (
              <button type="button" onClick={askToSignIn.login} data-testid="header-login" className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">
                {t('header.login')}
              </button>
            )}
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
