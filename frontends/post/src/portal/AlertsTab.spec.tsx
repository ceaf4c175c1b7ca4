/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SavedSearch, SavedSearchList } from '@chonail/shared/contracts';
import { SAMPLE_USER } from '@chonail/shared/contracts/testing';
import { createI18n, en as enText, I18nextProvider, vi as viText, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider, signedIn } from '@chonail/web/data';
import { fakeApi } from '@chonail/web/data/testing';
import { MemoryRouter } from '@chonail/web/router';
import { useToasts } from '@chonail/web/ui';
import { CustomerPortal } from './CustomerPortal';

function ToastProbe() {
  const [latest] = useToasts().filter((toast) => toast.open);
  return <output data-testid="toast">{latest ? `${latest.title}|${latest.description ?? ''}` : ''}</output>;
}

const HOUSTON: SavedSearch = {
  id: 7,
  filters: { city: 'Houston', state: 'TX', jobType: 'hiring', maxDistance: 25, weeklyPayFrom: 1000, salonAreaRanges: [] },
  frequency: 'instant',
  paused: false,
  createdAt: '2026-11-30T15:00:00.000Z',
  lastMatch: { postId: 41, title: 'Cần thợ bột', city: 'Katy', state: 'TX', matchedAt: '2026-12-01T15:00:00.000Z' },
  newCount: 2,
};
const ORLANDO: SavedSearch = { ...HOUSTON, id: 8, filters: { state: 'FL', city: 'Orlando', jobType: 'selling', priceTo: 150000, salonAreaRanges: [] }, frequency: 'daily', lastMatch: null, newCount: 0 };

/** The portal's Alerts tab over a fake API whose list is `list()` each time it is asked. */
function renderTab(list: () => SavedSearchList, lang: Lang = 'vi', writes: Record<string, { status: number; body?: unknown }> = {}) {
  const fetchMock = fakeApi({
    'GET /api/auth/user': { status: 200, body: SAMPLE_USER },
    'GET /api/saved-searches': () => ({ status: 200, body: list() }),
    ...writes,
  });
  const store = createAppStore();
  store.dispatch(signedIn({ accessToken: 'token' }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={['/customerportal?tab=alerts']}>
          <CustomerPortal />
          <ToastProbe />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return fetchMock;
}

const bodiesOf = (fetchMock: jest.Mock, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init as RequestInit | undefined)?.method === method).map(([, init]) => ((init as RequestInit).body ? JSON.parse(String((init as RequestInit).body)) : null));

describe('AlertsTab (issue 39)', () => {
  it('lists each saved search in Vietnamese with its place, filters, latest match and new count', async () => {
    renderTab(() => ({ items: [HOUSTON, ORLANDO], alertsStopped: false }));
    const items = await screen.findAllByTestId('saved-search');
    expect(items).toHaveLength(2);
    const [houston, orlando] = items as [HTMLElement, HTMLElement];
    expect(within(houston).getByTestId('saved-search-name').textContent).toBe('Cần thợ · Houston, TX');
    expect(houston.textContent).toContain('trong vòng 25 dặm · lương từ $1,000/tuần');
    expect(within(houston).getByTestId('saved-search-new').textContent).toBe('2 tin mới');
    expect(within(houston).getByRole('link', { name: 'Cần thợ bột · Katy, TX' }).getAttribute('href')).toBe('/job/41');
    expect((within(houston).getByTestId('saved-search-instant') as HTMLInputElement).checked).toBe(true);
    expect(within(orlando).getByTestId('saved-search-name').textContent).toBe('Bán tiệm · Orlando, FL');
    expect(orlando.textContent).toContain('giá đến $150,000');
    expect(orlando.textContent).toContain(viText.alerts.item.noMatch);
    expect((within(orlando).getByTestId('saved-search-daily') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('portal-alerts-count').textContent).toBe('2/10 tìm kiếm');
    expect(screen.queryByTestId('portal-alerts-stopped')).toBeNull();
  });

  it('changes how often, pauses and deletes through the API, then shows the list the server keeps', async () => {
    let items = [HOUSTON];
    const fetchMock = renderTab(() => ({ items, alertsStopped: false }), 'en', {
      'PATCH /api/saved-searches/7': { status: 200, body: HOUSTON },
      'DELETE /api/saved-searches/7': { status: 204 },
    });
    const item = await screen.findByTestId('saved-search');
    items = [{ ...HOUSTON, frequency: 'daily' }];
    fireEvent.click(within(item).getByTestId('saved-search-daily'));
    await waitFor(() => expect((within(screen.getByTestId('saved-search')).getByTestId('saved-search-daily') as HTMLInputElement).checked).toBe(true));
    expect(screen.getByTestId('toast').textContent).toContain(enText.alerts.item.frequencyToast);

    items = [{ ...HOUSTON, frequency: 'daily', paused: true }];
    fireEvent.click(within(screen.getByTestId('saved-search')).getByRole('button', { name: enText.alerts.item.pause }));
    await screen.findByTestId('saved-search-paused');
    expect(within(screen.getByTestId('saved-search')).getByRole('button', { name: enText.alerts.item.resume })).toBeTruthy();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/saved-searches/7')).toEqual([{ frequency: 'daily' }, { paused: true }]);

    items = [];
    fireEvent.click(screen.getByRole('button', { name: 'Delete the search Hiring · Houston, TX' }));
    await screen.findByTestId('portal-alerts-empty');
    expect(bodiesOf(fetchMock, 'DELETE', '/api/saved-searches/7')).toEqual([null]);
    expect(screen.getByTestId('toast').textContent).toContain(enText.alerts.item.deletedToast);
    expect(screen.getByRole('link', { name: enText.alerts.tab.goHome }).getAttribute('href')).toBe('/');
  });

  it('after a STOP reply shows every search as paused, and "Turn back on" sends paused: false', async () => {
    let stopped = true;
    const fetchMock = renderTab(() => ({ items: [HOUSTON], alertsStopped: stopped }), 'en', { 'PATCH /api/saved-searches/7': { status: 200, body: HOUSTON } });
    expect((await screen.findByTestId('portal-alerts-stopped')).textContent).toBe(enText.alerts.tab.stopped);
    expect(screen.getByTestId('saved-search-paused')).toBeTruthy();
    stopped = false;
    fireEvent.click(screen.getByRole('button', { name: enText.alerts.item.resume }));
    await waitFor(() => expect(screen.queryByTestId('portal-alerts-stopped')).toBeNull());
    expect(bodiesOf(fetchMock, 'PATCH', '/api/saved-searches/7')).toEqual([{ paused: false }]);
  });

  it('a refused change says so and keeps the search as it was; opening the latest match marks the search looked at', async () => {
    const fetchMock = renderTab(() => ({ items: [HOUSTON], alertsStopped: false }), 'vi', { 'PATCH /api/saved-searches/7': { status: 500, body: { message: 'boom', code: 'INTERNAL_ERROR' } } });
    fireEvent.click(await screen.findByRole('button', { name: viText.alerts.item.pause }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(viText.alerts.item.failed));
    expect(screen.queryByTestId('saved-search-paused')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Cần thợ bột · Katy, TX' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'PATCH', '/api/saved-searches/7')).toEqual([{ paused: true }, { seen: true }]));
  });
});
