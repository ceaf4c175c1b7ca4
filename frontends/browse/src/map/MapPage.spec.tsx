/** @jest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MapPost, MapPostsResponse } from '@chonail/shared/contracts';
import { mapFilterCounts, STORED_LOCATION_KEY } from '@chonail/shared/domain';
import { sampleJobPost } from '@chonail/shared/contracts/testing';
import { CONTIGUOUS_US_CENTER, stateByCode } from '@chonail/shared/geo';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider, selectLocation } from '@chonail/web/data';
import { MemoryRouter } from '@chonail/web/router';
import MapPage from './MapPage';
import type { ClusterMarker } from './MarkerClusterLayer';
import { fakeApi, type FakeAnswer } from '@chonail/web/data/testing';

/**
 * Leaflet needs a real browser's layout (e2e/map.spec.ts and e2e/browse-detail.spec.ts drive the
 * real one). Here react-leaflet is a stand-in that records where the page asks the map to fly, and
 * the clustering adapter renders each marker as a button carrying its class, position and label.
 */
const mockMap = { flyTo: jest.fn(), getZoom: () => 5, invalidateSize: jest.fn() };
/** The tile layer's Leaflet events, as the page gave them (a test fires `load`). */
const mockTileEvents: { current?: { load?: () => void } } = {};
jest.mock('leaflet/dist/leaflet.css', () => ({}));
jest.mock('react-leaflet', () => ({
  MapContainer: ({ children }: { children: React.ReactNode }) => <div data-testid="leaflet-map">{children}</div>,
  TileLayer: ({ url, eventHandlers }: { url: string; eventHandlers?: { load?: () => void } }) => {
    mockTileEvents.current = eventHandlers;
    return <div data-testid="tile-layer" data-url={url} />;
  },
  ZoomControl: () => null,
  // The detail dialog's small map.
  CircleMarker: () => null,
  useMap: () => mockMap,
  useMapEvents: () => mockMap,
}));
jest.mock('./MarkerClusterLayer', () => ({
  MarkerClusterLayer: ({ markers, onOpen }: { markers: ClusterMarker[]; onOpen: (id: number) => void }) =>
    markers.map((m) => (
      <button
        key={m.id}
        type="button"
        aria-label={m.label}
        className={`map-marker ${m.className}`}
        data-post-id={m.id}
        data-fill={m.colour}
        data-lat={m.lat}
        data-lng={m.lng}
        onClick={() => onOpen(m.id)}
      />
    )),
}));

const HOUSTON = { lat: 29.7057, lng: -95.5466 };
const marker = (post: Partial<MapPost> & Pick<MapPost, 'id' | 'title' | 'jobType'>): MapPost => ({
  ...HOUSTON,
  storeName: 'Lotus Nails',
  city: 'Houston',
  state: 'TX',
  priority: 'none',
  phone: '+17135550142',
  ...post,
});
const POSTS: MapPost[] = [
  marker({ id: 21, title: 'Cần thợ bột Bellaire', jobType: 'hiring', priority: 'diamond3' }),
  marker({ id: 22, title: 'Cần thợ chân tay', jobType: 'hiring' }),
  marker({ id: 23, title: 'Bán tiệm Katy', jobType: 'selling', storeName: 'Katy Nails', city: 'Katy', phone: '+12815550123' }),
  marker({ id: 24, title: 'Sang tiệm Dallas', jobType: 'transfer', lat: 32.7767, lng: -96.797 }),
];
/** The server's answer: the counts are its own (it counts every listed post, not what one page brought). */
const answer = (posts: MapPost[], counts = mapFilterCounts(posts)): MapPostsResponse => ({ counts, posts });

const TILES = 'https://tiles.example/{z}/{x}/{y}.png';
const mapApi = (posts: FakeAnswer | (() => FakeAnswer) = { status: 200, body: answer(POSTS) }) =>
  fakeApi({ 'GET /api/job-posts/map': posts, 'GET /api/job-posts/23': { status: 200, body: sampleJobPost({ id: 23, title: 'Bán tiệm Katy', jobType: 'selling' }) }, 'GET /api/site-config': { status: 200, body: { mapTileUrl: TILES, mapTileAttribution: '© test' } } });

function renderMap(lang: Lang = 'vi') {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={['/map']}>
          <MapPage />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

const markers = () => Array.from(document.querySelectorAll<HTMLElement>('.map-marker'));
const markerOf = (id: number) => document.querySelector<HTMLElement>(`.map-marker[data-post-id="${id}"]`) as HTMLElement;
const count = (filter: string) => screen.getByTestId(`map-filter-${filter}-count`).textContent;
const pressed = () => ['all', 'hiring', 'selling'].filter((f) => screen.getByTestId(`map-filter-${f}`).getAttribute('aria-pressed') === 'true');

beforeEach(() => {
  localStorage.clear();
  mockMap.flyTo.mockClear();
});

describe('MapPage', () => {
  it('shows a spinner, then every post with coordinates as a coloured marker, and the tiles of the site config', async () => {
    mapApi();
    renderMap();
    expect(screen.getByRole('status').textContent).toBe(vi.common.loading);

    await waitFor(() => expect(markers()).toHaveLength(4));
    expect(screen.queryByTestId('map-status')).toBeNull();
    expect(markers().map((m) => m.getAttribute('data-post-id'))).toEqual(['21', '22', '23', '24']);
    expect(markerOf(21).className).toContain('map-marker-hiring');
    expect(markerOf(23).className).toContain('map-marker-selling');
    // A transfer is a sale: purple, and counted as selling.
    expect(markerOf(24).className).toContain('map-marker-selling');
    expect([markerOf(21), markerOf(23)].map((m) => m.getAttribute('data-fill'))).toEqual(['#2563eb', '#7c3aed']);
    // Three posts at one point: the first stays, the others are moved around it.
    const houston = [21, 22, 23].map((id) => `${markerOf(id).getAttribute('data-lat')},${markerOf(id).getAttribute('data-lng')}`);
    expect(houston[0]).toBe(`${HOUSTON.lat},${HOUSTON.lng}`);
    expect(new Set(houston).size).toBe(3);
    expect(screen.getByTestId('tile-layer').getAttribute('data-url')).toBe(TILES);
    expect(screen.getByTestId('map-canvas').getAttribute('data-zoom')).toBe('5');
  });

  it("draws the whole US's tiles with the page, in place, until Leaflet's have loaded; none on a chosen place's view", async () => {
    mapApi();
    renderMap();
    await waitFor(() => expect(markers()).toHaveLength(4));
    const tiles = () => Array.from(screen.queryByTestId('map-tile-preview')?.querySelectorAll('img') ?? []);
    expect(tiles().length).toBeGreaterThan(4);
    expect(tiles().every((img) => /^https:\/\/tiles\.example\/5\/\d+\/\d+\.png$/.test(img.getAttribute('src') ?? ''))).toBe(true);
    // The tile under the centre of the US, as Leaflet places it.
    const centre = tiles().find((img) => img.getAttribute('src') === 'https://tiles.example/5/7/12.png');
    expect([centre?.style.left, centre?.style.top]).toEqual(['calc(50% - 61px)', 'calc(50% - 34px)']);
    expect(centre?.getAttribute('loading')).toBe('eager');
    expect(screen.getByTestId('map-tile-preview').getAttribute('aria-hidden')).toBe('true');
    act(() => mockTileEvents.current?.load?.());
    expect(screen.queryByTestId('map-tile-preview')).toBeNull();

    cleanup();
    localStorage.setItem(STORED_LOCATION_KEY, JSON.stringify({ city: 'Houston', state: 'TX' }));
    mapApi();
    renderMap();
    await waitFor(() => expect(markers()).toHaveLength(4));
    expect(screen.queryByTestId('map-tile-preview')).toBeNull();
  });

  it('counts each filter and shows only its markers, the chosen button pressed', async () => {
    mapApi();
    renderMap();
    await waitFor(() => expect(markers()).toHaveLength(4));
    expect([count('all'), count('hiring'), count('selling')]).toEqual(['4', '2', '2']);
    expect(pressed()).toEqual(['all']);
    const group = screen.getByRole('group', { name: vi.map.filterLabel });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual([
      `${vi.filters.jobTypes.all}4`,
      `${vi.filters.jobTypes.hiring}2`,
      `${vi.filters.jobTypes.selling}2`,
    ]);

    fireEvent.click(screen.getByTestId('map-filter-selling'));
    expect(pressed()).toEqual(['selling']);
    expect(markers().map((m) => m.getAttribute('data-post-id'))).toEqual(['23', '24']);
    // Alone at its point now, the sale sits on it.
    expect(markerOf(23).getAttribute('data-lat')).toBe(String(HOUSTON.lat));

    fireEvent.click(screen.getByTestId('map-filter-hiring'));
    expect(pressed()).toEqual(['hiring']);
    expect(markers().map((m) => m.getAttribute('data-post-id'))).toEqual(['21', '22']);
    fireEvent.click(screen.getByTestId('map-filter-all'));
    expect(markers()).toHaveLength(4);
  });

  it('shows the counts the server answers, which cover every listed post, not the markers of one page', async () => {
    mapApi({ status: 200, body: answer(POSTS, { all: 1234, hiring: 1000, selling: 234 }) });
    renderMap();
    await waitFor(() => expect(markers()).toHaveLength(4));
    expect([count('all'), count('hiring'), count('selling')]).toEqual(['1234', '1000', '234']);
  });

  it('opens a sheet for a clicked marker with a Call link and one open button, and from it the full detail dialog', async () => {
    mapApi();
    renderMap();
    await waitFor(() => expect(markers()).toHaveLength(4));

    fireEvent.click(markerOf(23));
    const preview = await screen.findByTestId('map-preview');
    expect(within(preview).getByRole('heading', { name: 'Bán tiệm Katy' })).toBeTruthy();
    expect(within(preview).getByTestId('type-badge').textContent).toBe(vi.jobCard.jobType.selling);
    expect(within(preview).getByTestId('map-preview-place').textContent).toBe('Katy Nails · Katy, TX');
    const call = within(preview).getByRole('link', { name: vi.detail.call.replace('{{phone}}', '(281) 555-0123') });
    expect(call.getAttribute('href')).toBe('tel:+12815550123');
    // One way on: no second "open page" link beside the details button.
    expect(within(preview).getAllByRole('link')).toHaveLength(1);
    expect(within(preview).getAllByRole('button', { name: new RegExp(`${vi.map.viewDetails}|${vi.detail.openPage}`) })).toHaveLength(1);

    // The dialog's code suspends the render: React asks for the click's act to be awaited.
    await act(async () => {
      fireEvent.click(within(preview).getByTestId('map-preview-details'));
    });
    const detail = await screen.findByTestId('job-detail');
    // The marker brought only a title: the dialog reads the post itself.
    expect((await within(detail).findByTestId('detail-id')).textContent).toContain('23');
    expect(screen.queryByTestId('map-preview')).toBeNull();
  });

  it('names each marker after its post, and shows a paid post’s priority in its sheet', async () => {
    mapApi();
    renderMap('en');
    await waitFor(() => expect(markers()).toHaveLength(4));
    const name = en.map.marker.replace('{{type}}', en.jobCard.jobType.hiring).replace('{{title}}', 'Cần thợ bột Bellaire');
    fireEvent.click(screen.getByRole('button', { name }));
    const preview = await screen.findByTestId('map-preview');
    expect(within(preview).getByRole('heading', { name: 'Cần thợ bột Bellaire' })).toBeTruthy();
    expect(within(preview).getByTestId('urgent-badge').textContent).toBe(en.jobCard.urgent);
    fireEvent.click(within(preview).getByRole('button', { name: en.common.close }));
    await waitFor(() => expect(screen.queryByTestId('map-preview')).toBeNull());
  });

  it('offers a retry when the posts cannot be loaded', async () => {
    let reply: FakeAnswer = { status: 503, body: { message: 'Service unavailable' } };
    mapApi(() => reply);
    renderMap('en');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.map.fetchFailed);
    expect(screen.getByTestId('map-filter-all-count').textContent).toBe('…');
    reply = { status: 200, body: answer(POSTS) };
    fireEvent.click(within(alert).getByRole('button', { name: en.map.retry }));
    await waitFor(() => expect(markers()).toHaveLength(4));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when no post has a place on the map', async () => {
    mapApi({ status: 200, body: answer([]) });
    renderMap();
    expect((await screen.findByTestId('map-empty')).textContent).toBe(vi.map.empty);
    expect(count('all')).toBe('0');
  });

  it('flies to a chosen state (zoom 6) and city (zoom 12) and home (zoom 5) without changing the site location', async () => {
    mapApi();
    const store = renderMap();
    await waitFor(() => expect(markers()).toHaveLength(4));
    const box = within(screen.getByTestId('map-location-search')).getByRole('combobox');

    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Tex' } });
    // A state's option also says it is a state.
    fireEvent.mouseDown(await screen.findByRole('option', { name: new RegExp(`^Texas\\s*${vi.location.state}$`) }));
    const texas = stateByCode('TX');
    expect(mockMap.flyTo).toHaveBeenLastCalledWith([texas?.lat, texas?.lng], 6, { animate: true });

    fireEvent.change(box, { target: { value: 'Houston' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Houston-TX' }));
    await waitFor(() => expect(mockMap.flyTo).toHaveBeenLastCalledWith([29.79, -95.42], 12, { animate: true }));
    expect((box as HTMLInputElement).value).toBe('Houston, TX');
    expect(selectLocation(store.getState())).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: vi.map.home }));
    expect(mockMap.flyTo).toHaveBeenLastCalledWith([CONTIGUOUS_US_CENTER.lat, CONTIGUOUS_US_CENTER.lng], 5, { animate: true });
    expect((box as HTMLInputElement).value).toBe('');
    expect(mockMap.flyTo).toHaveBeenCalledTimes(3);
  });

  it('says it cannot show a typed city it has no coordinates for, and stays where it is', async () => {
    jest.useFakeTimers();
    try {
      mapApi();
      renderMap('en');
      await act(() => jest.advanceTimersByTimeAsync(100));
      const box = within(screen.getByTestId('map-location-search')).getByRole('combobox');
      fireEvent.change(box, { target: { value: 'Nowhereville, TX' } });
      // Typed text is taken after the 800 ms pause (spec 01 section 5).
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      await waitFor(() => expect(screen.getByTestId('map-location-unavailable').textContent).toBe(en.map.locationUnavailable));
      expect(mockMap.flyTo).not.toHaveBeenCalled();

      fireEvent.click(screen.getByTestId('map-home'));
      expect(screen.queryByTestId('map-location-unavailable')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
