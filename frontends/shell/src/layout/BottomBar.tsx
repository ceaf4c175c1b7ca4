import { NavLink, useNavigate, useSearchParams } from '@chonail/web/router';
import { useTranslation } from '@chonail/shared/i18n';
import { signInRequested, useAppDispatch } from '@chonail/web/data';
import { useSession } from '../session';

const SAVED_TAB = '/customerportal?tab=saved';

const itemClass = (active: boolean) =>
  `flex flex-1 flex-col items-center justify-center py-2 text-xs font-medium ${active ? 'text-rose-600' : 'text-slate-600'}`;

/** Spec 01 mobile bottom bar (under 768 px): Hiring, Selling, Saved, All, Map. */
export function BottomBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signedIn } = useSession();
  const dispatch = useAppDispatch();
  const filter = params.get('filter') ?? params.get('jobType');

  const openSaved = () => {
    if (signedIn) navigate(SAVED_TAB);
    // A guest signs in and lands on the saved tab, instead of a toast and a dead end.
    else dispatch(signInRequested({ returnTo: SAVED_TAB }));
  };

  return (
    <nav
      aria-label={t('bottomBar.label')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 flex border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <NavLink to="/?filter=hiring" className={({ isActive }) => itemClass(isActive && filter === 'hiring')}>
        {t('bottomBar.hiring')}
      </NavLink>
      <NavLink to="/?filter=selling" className={({ isActive }) => itemClass(isActive && filter === 'selling')}>
        {t('bottomBar.selling')}
      </NavLink>
      <button type="button" onClick={openSaved} className={itemClass(false)}>
        {t('bottomBar.saved')}
      </button>
      <NavLink to="/" end className={({ isActive }) => itemClass(isActive && !filter)}>
        {t('bottomBar.all')}
      </NavLink>
      <NavLink to="/map" className={({ isActive }) => itemClass(isActive)}>
        {t('bottomBar.map')}
      </NavLink>
    </nav>
  );
}
