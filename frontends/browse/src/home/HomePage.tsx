import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { homeArrivalLocation, jobTypeFromUrl, locationLabel, searchQuery, searchRadius } from '@chonail/shared/domain';
import { US_STATES } from '@chonail/shared/geo';
import { useTranslation } from '@chonail/shared/i18n';
import {
  accountRequired,
  jobPostDialogOpened,
  LIST_FRESH_SECONDS,
  locationCleared,
  locationSelected,
  NEW_JOB_POST_EVENT,
  useAccount,
  useAppDispatch,
  useAppSelector,
  useSearchJobPostsQuery,
  useSelectedLocation,
} from '@chonail/web/data';
import { useLocation, useNavigate, useSearchParams } from '@chonail/web/router';
import { buttonClass, ErrorPanel, SkeletonGrid } from '@chonail/web/ui';
import { filtersApplied, scrollSaved, selectFilters, selectScrollPosition } from '../browse.slice';
import { JobGrid } from '../listing/JobGrid';
import { useProgressiveList } from '../listing/use-progressive-list';
import { PendingSave } from '../listing/SaveButton';
import { type ChosenLocation, LocationSearch } from '../location/LocationSearch';
import { usePaintedWith } from '../after-paint';
import { type BrowseFilters, factQuery } from './fact-filters';
import { type ActiveFilter, activeFilters } from './active-filters';
import { useListDetail, withoutPostParam } from '../listing/use-post-param';
import { AlertMeButton } from './AlertMeButton';

const FilterDialog = lazy(() => import('./FilterDialog'));
const JobDetailModal = lazy(() => import('../listing/JobDetailModal'));
const SiteTotals = lazy(() => import('./SiteTotals'));
// Only when a filter is on (rarely on arrival): its row's height is held while it loads.
const FilterChips = lazy(() => import('./FilterChips'));

/**
 * Cards rendered with the page: a phone's first screen shows two or three, a desktop's first row
 * three (measured: 3 instead of 6 took Lighthouse's blocking time on a phone from 303 to 212 ms).
 */
const FIRST_CARDS = 3;

/** Spec 01 section 9: a new post refreshes the list at most once every 30 s. */
const NEW_POST_REFRESH_MS = 30_000;

/**
 * Spec 01 section 4: a stored VA becomes TX, and no stored location becomes TX (once, on arrival).
 * Answers the location to search with: the arrival default already on the first render, before
 * the store has it, so the list is asked for once (and matches the shell's early request).
 */
function useArrivalLocation() {
  const dispatch = useAppDispatch();
  const location = useSelectedLocation();
  const [arrival] = useState(() => {
    const defaulted = homeArrivalLocation(location);
    return defaulted === location ? null : defaulted;
  });
  const applied = useRef(false);
  useEffect(() => {
    if (!arrival || applied.current) return;
    applied.current = true;
    dispatch(locationSelected(arrival));
  }, [arrival, dispatch]);
  return applied.current ? location : (arrival ?? location);
}

function useThrottledRefresh(refetch: () => void) {
  const last = useRef(0);
  useEffect(() => {
    const onNewPost = () => {
      if (Date.now() - last.current < NEW_POST_REFRESH_MS) return;
      last.current = Date.now();
      refetch();
    };
    window.addEventListener(NEW_JOB_POST_EVENT, onNewPost);
    return () => window.removeEventListener(NEW_JOB_POST_EVENT, onNewPost);
  }, [refetch]);
}

/** About half a second at 60 frames per second. */
const SCROLL_RESTORE_FRAMES = 30;

/** Coming back from a job page puts the visitor where they were in the list. */
function useScrollRestore(key: string, ready: boolean) {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => selectScrollPosition(state, key));
  const restored = useRef(false);
  // The shell scrolls to the top when the path changes, the browser may restore its own idea of
  // the position on Back, and late layout can clamp a jump: so the position is held for a few
  // frames, until the visitor scrolls themselves.
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    if (!saved) return;
    let frames = 0;
    let handle = 0;
    const hold = () => {
      // Chromium returns a Promise from scrollTo; keep it out of the effect's return value.
      if (Math.abs(window.scrollY - saved) > 2) void window.scrollTo(0, saved);
      frames += 1;
      if (frames < SCROLL_RESTORE_FRAMES) handle = requestAnimationFrame(hold);
    };
    const release = () => cancelAnimationFrame(handle);
    hold();
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    events.forEach((name) => window.addEventListener(name, release, { once: true, passive: true }));
    return () => {
      release();
      events.forEach((name) => window.removeEventListener(name, release));
    };
  }, [ready, saved]);
  // Read while the list is still in the page: a passive cleanup runs after the next page has
  // replaced it, when the shorter page has already pulled the scroll position up (to 0).
  useLayoutEffect(() => () => void dispatch(scrollSaved({ key, y: window.scrollY })), [dispatch, key]);
}

/** Spec 01 Home: location box, filter dialog, diamond3 grid above the rest, empty state, detail modal. */
export function HomePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const account = useAccount();
  const location = useArrivalLocation();
  const stored = useAppSelector(selectFilters);
  const jobType = jobTypeFromUrl(params);
  const filters: BrowseFilters = { ...stored, jobType };
  // The facts' filters (issue 24) after spec 01's; only those set are sent.
  const query = { ...searchQuery(location, filters), ...factQuery(filters) };
  const { data: posts, isFetching, isError, refetch } = useSearchJobPostsQuery(query, { refetchOnMountOrArgChange: LIST_FRESH_SECONDS });
  const [filtering, setFiltering] = useState(false);
  // The open listing lives in the address (?post=); the card's copy shows at once, a copied address loads it.
  const { opened, openPost, close: closeDetail } = useListDetail(posts);
  const { shown, complete } = useProgressiveList(posts, FIRST_CARDS);
  useThrottledRefresh(refetch);
  useScrollRestore(pathname + withoutPostParam(search), complete);
  const listPainted = usePaintedWith((posts !== undefined && complete) || isError);

  const choose = useCallback(
    (next: ChosenLocation | null) => dispatch(next ? locationSelected(next) : locationCleared()),
    [dispatch],
  );

  const apply = (next: BrowseFilters) => {
    setFiltering(false);
    dispatch(filtersApplied({ ...next, jobType: 'all' }));
    // The job type lives in the address (?filter=), like the bottom bar's Hiring and Selling buttons.
    if (next.jobType !== jobType) navigate(next.jobType === 'all' ? '/' : `/?filter=${next.jobType}`);
  };

  const postNow = () => dispatch(account.status === 'signedIn' ? jobPostDialogOpened() : accountRequired({ mode: 'post' }));
  const place = location ? locationLabel(location, US_STATES) : t('home.allStates');
  const radius = searchRadius(location, filters);
  const active = activeFilters(filters, radius !== null);
  const clear = (filter: ActiveFilter) => apply(filter.cleared);

  return (
    <div className="mx-auto max-w-6xl px-4 py-5" data-testid="home-page">
      <div className="mb-4 flex items-center gap-2">
        <LocationSearch value={location} onChange={choose} />
        {location && (
          <button
            type="button"
            onClick={() => setFiltering(true)}
            data-testid="filter-button"
            data-count={active.length}
            aria-label={active.length > 0 ? t('filters.openCount', { count: active.length }) : undefined}
            className="flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-700 shadow-sm hover:border-rose-400"
          >
            {t('filters.open')}
            {active.length > 0 && (
              <span aria-hidden className="min-w-6 rounded-full bg-rose-600 px-1.5 text-center text-sm text-white" data-testid="filter-count">
                {active.length}
              </span>
            )}
          </button>
        )}
      </div>
      <h1 className={`${location ? 'mb-2' : 'mb-4'} text-xl font-bold text-slate-900`} data-testid="home-title">
        {t('home.title', { place })}
      </h1>
      {/* Issue 39: a search of a place can text the member its new posts. */}
      {location && (
        <div className="mb-4">
          <AlertMeButton query={query} account={account.status} />
        </div>
      )}
      {radius !== null && (
        <p className="-mt-2 mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-600" data-testid="search-radius">
          <span>{t('home.radius', { miles: radius, place })}</span>
          <button
            type="button"
            onClick={() => setFiltering(true)}
            aria-label={t('home.changeRadiusLabel', { place })}
            data-testid="change-radius"
            className="group inline-flex min-h-11 min-w-11 items-center justify-center align-middle text-xs font-semibold text-rose-700"
          >
            <span className="rounded-full border border-slate-300 bg-white px-3 py-1 group-hover:border-rose-400">{t('home.changeRadius')}</span>
          </button>
        </p>
      )}

      {active.length > 0 && (
        <Suspense fallback={<div className="-mt-2 mb-4 h-11" />}>
          <FilterChips active={active} onClear={clear} />
        </Suspense>
      )}

      {isError ? (
        <ErrorPanel title={t('home.fetchFailed')} body={t('home.fetchFailedBody')} retryLabel={t('home.retry')} onRetry={() => void refetch()} />
      ) : posts === undefined ? (
        <SkeletonGrid />
      ) : posts.length === 0 ? (
        <div className="py-16 text-center" data-testid="empty-state">
          <p className="mb-4 text-lg text-slate-600">{t('home.empty')}</p>
          <button type="button" onClick={postNow} className={buttonClass({ width: 'auto' })}>
            {t('home.postNow')}
          </button>
        </div>
      ) : (
        <div aria-busy={isFetching || !complete} className={isFetching ? 'opacity-70 transition-opacity' : ''}>
          <JobGrid posts={shown ?? posts} onOpen={openPost} />
        </div>
      )}

      {/* Asked for once the list is on the screen: the totals are not what the visitor came for. */}
      {listPainted && (
        <Suspense fallback={null}>
          <SiteTotals />
        </Suspense>
      )}
      <PendingSave />
      <Suspense fallback={null}>
        {filtering && <FilterDialog initial={filters} aroundCity={radius !== null} onApply={apply} onClose={() => setFiltering(false)} />}
        {opened && <JobDetailModal post={opened} onClose={closeDetail} from={location?.state} />}
      </Suspense>
    </div>
  );
}
