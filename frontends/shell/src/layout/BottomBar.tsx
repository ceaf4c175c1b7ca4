import type { ReactNode } from 'react';
import { NavLink, useNavigate, useSearchParams } from '@chonail/web/router';
import { useTranslation } from '@chonail/shared/i18n';
import { signInRequested, useAppDispatch } from '@chonail/web/data';
import { useSession } from '../session';

const SAVED_TAB = '/customerportal?tab=saved';

// Issue 21: each item is a tap target of at least 44x44 (56 px tall, a fifth of the width), with an
// icon over a 14 px label. The bar is fixed from the shell's first paint, so its height moves nothing.
const itemClass = (active: boolean) =>
  `flex min-h-14 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 px-1 py-1 text-sm leading-tight font-medium ${active ? 'text-rose-600' : 'text-slate-600'}`;

/** A 24 px outline icon in the item's colour; the label beside it names the item. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" className="size-6 shrink-0" aria-hidden="true">
      {children}
    </svg>
  );
}

const ICONS = {
  // A briefcase: work offered.
  hiring: (
    <Icon>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" />
    </Icon>
  ),
  // A shop front with an awning: a salon for sale.
  selling: (
    <Icon>
      <path d="M4.5 10.5V20h15v-9.5M3 9.5 4.8 4h14.4L21 9.5M3 9.5a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M10 20v-5h4v5" />
    </Icon>
  ),
  // The heart of the cards' save button.
  saved: (
    <Icon>
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20Z" />
    </Icon>
  ),
  // A list of cards.
  all: (
    <Icon>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </Icon>
  ),
  // A map pin.
  map: (
    <Icon>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.5" />
    </Icon>
  ),
};

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
        {ICONS.hiring}
        <span>{t('bottomBar.hiring')}</span>
      </NavLink>
      <NavLink to="/?filter=selling" className={({ isActive }) => itemClass(isActive && filter === 'selling')}>
        {ICONS.selling}
        <span>{t('bottomBar.selling')}</span>
      </NavLink>
      <button type="button" onClick={openSaved} className={itemClass(false)}>
        {ICONS.saved}
        <span>{t('bottomBar.saved')}</span>
      </button>
      <NavLink to="/" end className={({ isActive }) => itemClass(isActive && !filter)}>
        {ICONS.all}
        <span>{t('bottomBar.all')}</span>
      </NavLink>
      <NavLink to="/map" className={({ isActive }) => itemClass(isActive)}>
        {ICONS.map}
        <span>{t('bottomBar.map')}</span>
      </NavLink>
    </nav>
  );
}
