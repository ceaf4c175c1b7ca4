/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { PlacePageResponse } from '@chonail/shared/contracts';
import { REMOTE_ROUTES } from '@chonail/shared/contracts/routes';
import { sampleJobPost } from '@chonail/shared/contracts/testing';
import { createI18n, I18nextProvider, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider } from '@chonail/web/data';
import { fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@chonail/web/router';
import { CityPageLink } from './CityPageLink';
import PlacePage from './PlacePage';

// Leaflet is not what this page is about (and is an ES module jest would have to compile).
jest.mock('../map/LocationMap', () => ({ __esModule: true, default: () => null }));

const PLACE_ROUTES = REMOTE_ROUTES.filter((route) => route.page === 'place');

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderPlace(path: string, lang: Lang) {
  return render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {PLACE_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<PlacePage />} />
            ))}
          </Routes>
          <Where />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const houston = (over: Partial<PlacePageResponse> = {}): PlacePageResponse => ({
  kind: 'hiring',
  state: 'TX',
  city: 'houston',
  name: 'Houston, TX',
  stateName: 'Texas',
  total: 30,
  page: 1,
  pageCount: 2,
  pageSize: 24,
  posts: [sampleJobPost({ id: 11, title: 'Cần thợ bột gấp' }), sampleJobPost({ id: 12, title: 'Tiệm cần thợ chân tay nước' })],
  nearby: [
    { name: 'Pasadena', state: 'TX', slug: 'pasadena', count: 4 },
    { name: 'Sugar Land', state: 'TX', slug: 'sugar-land', count: 2 },
  ],
  cities: [],
  ...over,
});

const api = (answers: Record<string, FakeRoute>) => fakeApi({ 'GET /api/saved-items': { status: 200, body: [] }, ...answers });
const hrefs = (container: HTMLElement) => within(container).getAllByRole('link').map((link) => link.getAttribute('href'));

describe('PlacePage', () => {
  it('shows a city page in Vietnamese: heading, count, breadcrumbs, the cards, crawlable pages, nearby cities and the English twin', async () => {
    api({ 'GET /api/place-pages?kind=hiring&state=TX&city=houston&page=1': { status: 200, body: houston() } });
    renderPlace('/viec-lam-nail/tx/houston', 'vi');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Việc làm nail ở Houston, TX');
    expect(screen.getByTestId('place-count').textContent).toBe('30 tin cần thợ');
    const crumbs = screen.getByTestId('place-breadcrumbs');
    expect(hrefs(crumbs)).toEqual(['/', '/viec-lam-nail/tx']);
    expect(crumbs.textContent).toBe('Chợ Nail›Texas›Houston, TX');
    expect(screen.getAllByTestId('job-card').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Cần thợ bột gấp', 'Tiệm cần thợ chân tay nước']);
    const next = screen.getByTestId('place-pager-next');
    expect(next.getAttribute('href')).toBe('/viec-lam-nail/tx/houston?page=2');
    expect(next.getAttribute('rel')).toBe('next');
    expect(screen.queryByTestId('place-pager-previous')).toBeNull();
    expect(screen.getByTestId('place-pager').textContent).toContain('Trang 1/2');
    const nearby = screen.getByTestId('place-nearby');
    expect(within(nearby).getByRole('heading').textContent).toBe('Việc làm nail ở các thành phố gần Houston, TX');
    expect(hrefs(nearby)).toEqual(['/viec-lam-nail/tx/pasadena', '/viec-lam-nail/tx/sugar-land']);
    expect(within(nearby).getAllByRole('link').map((link) => link.textContent)).toEqual(['Pasadena, TX (4)', 'Sugar Land, TX (2)']);
    const twin = screen.getByTestId('place-twin');
    expect(twin.getAttribute('href')).toBe('/nail-jobs/tx/houston');
    expect(twin.getAttribute('hreflang')).toBe('en');
  });

  it('shows a state page of salons for sale in English, page 2, with its cities and the Vietnamese twin of that page', async () => {
    const body = houston({
      kind: 'sale',
      city: null,
      name: 'Texas',
      total: 25,
      page: 2,
      posts: [sampleJobPost({ id: 21, jobType: 'selling', title: 'Salon for sale' })],
      nearby: [],
      cities: [
        { name: 'Houston', state: 'TX', slug: 'houston', count: 20 },
        { name: 'Dallas', state: 'TX', slug: 'dallas', count: 5 },
      ],
    });
    api({ 'GET /api/place-pages?kind=sale&state=TX&page=2': { status: 200, body } });
    renderPlace('/nail-salons-for-sale/tx?page=2', 'en');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Nail salons for sale in Texas');
    expect(screen.getByTestId('place-count').textContent).toBe('25 salons for sale');
    expect(hrefs(screen.getByTestId('place-breadcrumbs'))).toEqual(['/?lang=en']);
    const cities = screen.getByTestId('place-cities');
    expect(within(cities).getByRole('heading').textContent).toBe('Nail salons for sale by city in Texas');
    expect(hrefs(cities)).toEqual(['/nail-salons-for-sale/tx/houston', '/nail-salons-for-sale/tx/dallas']);
    expect(within(cities).getAllByRole('link').map((link) => link.textContent)).toEqual(['Houston (20)', 'Dallas (5)']);
    expect(screen.getByTestId('place-pager-previous').getAttribute('href')).toBe('/nail-salons-for-sale/tx');
    expect(screen.queryByTestId('place-pager-next')).toBeNull();
    expect(screen.queryByTestId('place-nearby')).toBeNull();
    expect(screen.getByTestId('place-twin').getAttribute('href')).toBe('/tiem-nail-ban/tx?page=2');
    expect(screen.getByTestId('place-twin').textContent).toBe('Xem bằng tiếng Việt');
  });

  it('opens a card in the detail dialog over the list, as the home page does', async () => {
    api({
      'GET /api/place-pages?kind=hiring&state=TX&city=houston&page=1': { status: 200, body: houston() },
      // The post's read says the state the page lists (issue 39: where its viewers searched).
      'GET /api/job-posts/11?from=TX': { status: 200, body: houston().posts[0] },
    });
    renderPlace('/viec-lam-nail/tx/houston', 'vi');
    const [card] = await screen.findAllByTestId('job-card');
    fireEvent.click(within(within(card as HTMLElement).getByTestId('job-card-title')).getByRole('link'));
    const detail = await screen.findByTestId('job-detail');
    expect(within(detail).getByTestId('detail-id').textContent).toContain('11');
    // The dialog's own address, over the list (issue 36), as on the home page.
    expect(screen.getByTestId('where').textContent).toBe('/viec-lam-nail/tx/houston?post=11');
    expect(screen.getByTestId('place-title')).toBeTruthy();
  });

  it('says there is nothing here, with a link home, for a place the API does not know or a malformed page', async () => {
    api({
      'GET /api/place-pages?kind=hiring&state=TX&city=nowhere&page=1': { status: 404, body: { message: 'No listed posts in this place', code: 'NOT_FOUND' } },
      'GET /api/place-pages?kind=hiring&state=TX&city=houston&page=%3Cscript%3E': { status: 400, body: { message: 'bad', code: 'VALIDATION_ERROR' } },
    });
    const first = renderPlace('/nail-jobs/tx/nowhere', 'en');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('No listings here yet');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    first.unmount();

    renderPlace('/viec-lam-nail/tx/houston?page=<script>', 'vi');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Chưa có tin ở nơi này');
    expect(document.querySelector('script')).toBeNull();
  });

  it('offers a retry when the list could not load', async () => {
    api({ 'GET /api/place-pages?kind=hiring&state=TX&city=houston&page=1': 'network-error' });
    renderPlace('/viec-lam-nail/tx/houston', 'vi');
    expect((await screen.findByRole('alert')).textContent).toContain('Không tải được danh sách tin');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});

describe('CityPageLink', () => {
  const renderLink = (post: Parameters<typeof CityPageLink>[0]['post'], lang: Lang) =>
    render(
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter>
          <CityPageLink post={post} />
        </MemoryRouter>
      </I18nextProvider>,
    );

  it("links a listing to its city's page of its kind, in the reader's language", () => {
    const first = renderLink({ city: 'Garden Grove', state: 'CA', jobType: 'hiring' }, 'vi');
    let link = screen.getByTestId('city-page-link');
    expect(link.getAttribute('href')).toBe('/viec-lam-nail/ca/garden-grove');
    expect(link.textContent).toBe('Tin mới tại Garden Grove, CA');
    first.unmount();
    renderLink({ city: 'Garden Grove', state: 'CA', jobType: 'transfer' }, 'en');
    link = screen.getByTestId('city-page-link');
    expect(link.getAttribute('href')).toBe('/nail-salons-for-sale/ca/garden-grove');
    expect(link.textContent).toBe('New listings in Garden Grove, CA');
  });

  it('has none for a city that makes no path', () => {
    renderLink({ city: '—', state: 'CA', jobType: 'hiring' }, 'vi');
    expect(screen.queryByTestId('city-page-link')).toBeNull();
  });
});

