import { lazy, type RefObject, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MapPost } from '@chonail/shared/contracts';
import {
  areaMapView,
  cityMapView,
  MAP_CITY_ZOOM,
  MAP_DEFAULT_ZOOM,
  MAP_FILTERS,
  MAP_MARKER_TOUCH_PX,
  MAP_STATE_ZOOM,
  type MapFilter,
  type MapFrame,
  matchesMapFilter,
} from '@chonail/shared/domain';
import { CONTIGUOUS_US_CENTER, stateByCode } from '@chonail/shared/geo';
import { useTranslation } from '@chonail/shared/i18n';
import { LIST_FRESH_SECONDS, type SelectedLocation, useAppSelector, useMapPostsQuery, useSelectedLocation, useSiteConfigQuery } from '@chonail/web/data';
import { ErrorPanel, lazyPage, Spinner } from '@chonail/web/ui';
import { usePaintedWith } from '../after-paint';
import { selectFilters } from '../browse.slice';
import { usePostParam } from '../listing/use-post-param';
import { type ChosenLocation, LocationSearch } from '../location/LocationSearch';
import type { MapView } from './MapCanvas';
import { MapTilePreview } from './MapTilePreview';
import { MARKER_COLOURS } from './marker-style';

// Leaflet (the map itself, 50 KB Brotli) renders after the page's controls: the search box, filters
// and counts show while it loads, and a visit that starts here does not wait for it to see them.
// Its chunk is a part of the map page (`page-map.canvas`), so a visit that starts here downloads it
// with the page's other files (the HTML names it) instead of after the first paint. It is rendered
// once its code is here (useCanvasCode): a component that suspends is revealed by React at least
// 300 ms after its fallback, and the tiles would wait for that.
const MapCanvas = lazyPage(() => import(/* webpackChunkName: "page-map.canvas" */ './MapCanvas'));

/** Whether the map's code has arrived (or failed to: rendering it then shows the failure as before). */
function useCanvasCode(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => live && setSettled(true);
    MapCanvas.preload().then(done, done);
    return () => {
      live = false;
    };
  }, []);
  return settled;
}
const MapPostPreview = lazy(() => import('./MapPostPreview'));
const JobDetailModal = lazy(() => import('../listing/JobDetailModal'));

/** The shell's mobile bottom bar (under 768 px): the map ends above it. */
const BOTTOM_BAR = '[data-testid="bottom-bar"]';

const DEFAULT_MAP_VIEW: MapView = { center: CONTIGUOUS_US_CENTER, zoom: MAP_DEFAULT_ZOOM };

const citiesModule = () => import('@chonail/shared/geo/cities');
const cityPosition = (city: string, state: string) => citiesModule().then((m) => m.findCity(city, state));

/** A marker's touch target: a post near the map's edge is still whole on screen, and easy to tap. */
const EDGE_PX = MAP_MARKER_TOUCH_PX;

/**
 * Issue 36: where the map first looks. Without a chosen location, the whole US at once; on the
 * site's chosen city, the city and its posts within the chosen distance (so it waits for the posts);
 * on a chosen state, the whole state (its cities' extent).
 */
function useStartView(
  selected: SelectedLocation | null,
  miles: number,
  posts: readonly MapPost[] | undefined,
  failed: boolean,
  region: RefObject<HTMLElement | null>,
  controls: RefObject<HTMLElement | null>,
): MapView | null {
  const [start, setStart] = useState<MapView | null>(selected ? null : DEFAULT_MAP_VIEW);
  const waiting = start === null && selected !== null && (posts !== undefined || failed);
  useEffect(() => {
    if (!waiting || !selected) return;
    const rect = region.current?.getBoundingClientRect();
    if (!rect) return;
    // The search box and filter buttons lie over the map's top: posts are shown below them.
    const frame: MapFrame = { width: rect.width, height: rect.height, inset: { top: (controls.current?.offsetHeight ?? 0) + EDGE_PX, right: EDGE_PX, bottom: EDGE_PX, left: EDGE_PX } };
    const stateCentre = stateByCode(selected.state);
    let live = true;
    void citiesModule().then(
      ({ findCity, US_CITIES }) => {
        if (!live) return;
        const city = selected.city ? findCity(selected.city, selected.state) : null;
        if (city) return setStart(cityMapView(city, posts ?? [], miles, frame));
        const places = US_CITIES.filter((c) => c.state === selected.state);
        setStart(stateCentre ? areaMapView(places, frame, stateCentre) : DEFAULT_MAP_VIEW);
      },
      () => live && setStart(DEFAULT_MAP_VIEW),
    );
    return () => {
      live = false;
    };
  }, [waiting, selected, miles, posts, region, controls]);
  return start;
}

interface ViewportBox {
  top: number;
  bottom: number;
}

/**
 * The space between the shell's header and the bottom of the window (or the mobile bottom bar): the
 * page's anchor sits right under the header, so its offset is the header's height, whatever that is.
 * The first measure is written to the region's style before the first paint, not through state: a
 * state change there would render the page a second time in the same task, the longest task of a
 * phone's visit (issue 21). The map, which arrives after the paint, gets the box through state.
 */
function useViewportBox(anchor: RefObject<HTMLElement | null>, region: RefObject<HTMLElement | null>) {
  const [box, setBox] = useState<ViewportBox | null>(null);
  const first = useRef<ViewportBox | null>(null);
  useLayoutEffect(() => {
    const measure = (): ViewportBox | null => {
      if (!anchor.current) return null;
      const top = Math.max(0, Math.round(anchor.current.getBoundingClientRect().top + window.scrollY));
      const bar = document.querySelector(BOTTOM_BAR)?.getBoundingClientRect();
      const bottom = bar && bar.height > 0 ? Math.max(0, Math.round(window.innerHeight - bar.top)) : 0;
      if (region.current) Object.assign(region.current.style, { top: `${top}px`, bottom: `${bottom}px` });
      return { top, bottom };
    };
    first.current = measure();
    const onResize = () => {
      const next = measure();
      if (next) setBox((prev) => (prev?.top === next.top && prev.bottom === next.bottom ? prev : next));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [anchor, region]);
  useEffect(() => setBox((prev) => prev ?? first.current), []);
  return box;
}

const FILTER_ACTIVE: Record<MapFilter, string> = {
  all: 'bg-slate-800 text-white',
  hiring: 'bg-blue-600 text-white',
  selling: 'bg-violet-600 text-white',
};

function FilterButtons({ filter, counts, onChange }: { filter: MapFilter; counts: Record<MapFilter, number> | null; onChange: (filter: MapFilter) => void }) {
  const { t } = useTranslation();
  return (
    // On a phone the three share the row in equal thirds, each count under its name: a row of
    // name-and-count side by side ran off a 360 px screen once counts reach four digits.
    <div role="group" aria-label={t('map.filterLabel')} className="pointer-events-auto grid w-full grid-cols-3 gap-1 rounded-xl bg-white p-1 shadow-md sm:flex sm:w-fit">
      {MAP_FILTERS.map((f) => {
        const active = f === filter;
        return (
          <button
            key={f}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(f)}
            data-testid={`map-filter-${f}`}
            data-count={counts?.[f] ?? ''}
            className={`flex min-h-11 min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1 text-sm font-semibold leading-tight sm:flex-row sm:gap-1.5 sm:whitespace-nowrap sm:px-2.5 sm:py-1.5 ${active ? FILTER_ACTIVE[f] : 'text-slate-700 hover:bg-slate-100'}`}
          >
            <span className="flex items-center gap-1.5 whitespace-nowrap">
              {f !== 'all' && <span aria-hidden className="h-2.5 w-2.5 shrink-0 rounded-full border border-white" style={{ backgroundColor: MARKER_COLOURS[f] }} />}
              <span>{t(`filters.jobTypes.${f}`)}</span>
            </span>
            <span className={`rounded-full px-1.5 text-xs ${active ? 'bg-white/25' : 'bg-slate-100 text-slate-600'}`} data-testid={`map-filter-${f}-count`}>
              {counts?.[f] ?? '…'}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * Spec 01 "Map page" (/map): every listed post with a place on a full-screen map (clustered where
 * dense), hiring blue and selling purple, with filter buttons that count them, a location box that flies to a city (zoom 12)
 * or a state (zoom 6) without changing the site's chosen location, a Home button back to the whole
 * US, and a preview dialog for a clicked marker. Tiles come from the site config; without them
 * (offline) the markers still show.
 */
export default function MapPage() {
  const { t } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLElement>(null);
  const box = useViewportBox(anchor, region);
  // The map's code is asked for once the controls are on the screen, not while they render.
  const painted = usePaintedWith();
  const canvasCode = useCanvasCode();
  const { data: config } = useSiteConfigQuery();
  const { data, isError, isFetching, refetch } = useMapPostsQuery(undefined, { refetchOnMountOrArgChange: LIST_FRESH_SECONDS });
  const posts = data?.posts;
  const [filter, setFilter] = useState<MapFilter>('all');
  // The site's chosen location (home page, header) is where the map starts.
  const selected = useSelectedLocation();
  const { distance } = useAppSelector(selectFilters);
  const controls = useRef<HTMLDivElement>(null);
  const start = useStartView(selected, distance, posts, isError, region, controls);
  // The whole US (no place chosen) looks the same on every screen: its tiles come with the page,
  // until Leaflet's own have loaded. (A chosen place's view depends on the screen's size.)
  const [tilesShown, setTilesShown] = useState(false);
  const onTilesLoaded = useCallback(() => setTilesShown(true), []);
  const [place, setPlace] = useState<ChosenLocation | null>(selected);
  const [view, setView] = useState({ view: DEFAULT_MAP_VIEW, seq: 0 });
  const [looking, setLooking] = useState<MapView | null>(null);
  const shownView = looking ?? start;
  // Moved before they loaded: the drawing no longer matches the map under it.
  const preview = !tilesShown && looking === null && start === DEFAULT_MAP_VIEW && config?.mapTileUrl ? config.mapTileUrl : null;
  const [unplaceable, setUnplaceable] = useState(false);
  const [previewed, setPreviewed] = useState<MapPost | null>(null);
  // The listing open in the detail dialog lives in the address (?post=), as on the home page.
  const detail = usePostParam();
  const detailed = detail.openedId === null ? null : (posts?.find((p) => p.id === detail.openedId) ?? { id: detail.openedId, title: '' });
  const search = useRef(0);

  // The server's counts: every listed post with a place, not a page of them.
  const counts = data?.counts ?? null;
  const shown = useMemo(() => (posts ?? []).filter((post) => matchesMapFilter(post, filter)), [posts, filter]);

  const flyTo = useCallback((next: MapView) => setView((current) => ({ view: next, seq: current.seq + 1 })), []);

  // The map's own location: the site's chosen location (header, home page) stays as it was.
  const choose = useCallback(
    (next: ChosenLocation | null) => {
      const mine = ++search.current;
      setPlace(next);
      setUnplaceable(false);
      if (!next) return flyTo(DEFAULT_MAP_VIEW);
      const state = stateByCode(next.state);
      if (!next.city) return state ? flyTo({ center: state, zoom: MAP_STATE_ZOOM }) : setUnplaceable(true);
      const city = next.city;
      void cityPosition(city, next.state).then(
        (found) => {
          if (mine !== search.current) return;
          if (found) flyTo({ center: found, zoom: MAP_CITY_ZOOM });
          else setUnplaceable(true);
        },
        () => mine === search.current && setUnplaceable(true),
      );
    },
    [flyTo],
  );

  const openPost = detail.open;
  const openDetails = useCallback(
    (post: MapPost) => {
      setPreviewed(null);
      openPost(post.id);
    },
    [openPost],
  );

  return (
    <div ref={anchor} data-testid="map-page">
      <h1 className="sr-only">{t('map.title')}</h1>
      <section
        ref={region}
        // Before the measure (and in the server's HTML): the header's and the bottom bar's heights as
        // they are (61 px; 57 px and the phone's safe area, no bar from md), so the map's box, and the
        // tiles drawn in it, are where they stay from the first paint; the measure corrects any change.
        className="fixed inset-x-0 top-[61px] bottom-[calc(57px+env(safe-area-inset-bottom))] z-30 bg-slate-100 md:bottom-0"
        style={box ? { top: box.top, bottom: box.bottom } : undefined}
        aria-label={t('map.region')}
        aria-busy={isFetching}
      >
        <div
          className="h-full w-full"
          data-testid="map-canvas"
          data-zoom={shownView?.zoom}
          data-center={shownView ? `${shownView.center.lat.toFixed(5)},${shownView.center.lng.toFixed(5)}` : undefined}
        >
          {preview && <MapTilePreview view={DEFAULT_MAP_VIEW} tileUrl={preview} />}
          <Suspense fallback={null}>
            {painted && canvasCode && box && start && (
              <MapCanvas
                start={start}
                view={view.view}
                seq={view.seq}
                box={box}
                posts={shown}
                tileUrl={config?.mapTileUrl}
                tileAttribution={config?.mapTileAttribution}
                onView={setLooking}
                onOpen={setPreviewed}
                onTilesLoaded={onTilesLoaded}
              />
            )}
          </Suspense>
        </div>

        <div ref={controls} className="pointer-events-none absolute inset-x-0 top-0 z-[1000] flex flex-col gap-2 p-3">
          <div className="pointer-events-auto flex w-full max-w-md items-center gap-2">
            <LocationSearch value={place} onChange={choose} testId="map-location-search" />
            <button
              type="button"
              onClick={() => choose(null)}
              aria-label={t('map.home')}
              title={t('map.home')}
              data-testid="map-home"
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-xl text-slate-700 shadow-sm hover:border-rose-400"
            >
              <span aria-hidden>⌂</span>
            </button>
          </div>
          <FilterButtons filter={filter} counts={counts} onChange={setFilter} />
          {unplaceable && (
            <p role="alert" className="pointer-events-auto w-fit rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 shadow" data-testid="map-location-unavailable">
              {t('map.locationUnavailable')}
            </p>
          )}
          {posts && posts.length === 0 && (
            <p className="pointer-events-auto w-fit rounded-lg bg-white px-3 py-2 text-sm text-slate-600 shadow" data-testid="map-empty">
              {t('map.empty')}
            </p>
          )}
        </div>

        {posts === undefined && (
          <div className="absolute inset-0 z-[1000] flex items-center justify-center bg-white/50" data-testid="map-status">
            {isError ? (
              <div className="pointer-events-auto w-full max-w-md px-4">
                <ErrorPanel title={t('map.fetchFailed')} body={t('map.fetchFailedBody')} retryLabel={t('map.retry')} onRetry={() => void refetch()} />
              </div>
            ) : (
              <div className="rounded-xl bg-white px-8 shadow-md">
                <Spinner />
              </div>
            )}
          </div>
        )}
      </section>

      <Suspense fallback={null}>
        {previewed && <MapPostPreview post={previewed} onClose={() => setPreviewed(null)} onDetails={openDetails} />}
        {detailed && <JobDetailModal post={detailed} onClose={detail.close} />}
      </Suspense>
    </div>
  );
}
