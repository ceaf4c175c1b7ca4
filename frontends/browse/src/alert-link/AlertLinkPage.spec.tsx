/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AlertLinkAnswer } from '@chonail/shared/contracts';
import { REMOTE_ROUTES } from '@chonail/shared/contracts/routes';
import { sampleJobPost } from '@chonail/shared/contracts/testing';
import { createI18n, I18nextProvider, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider } from '@chonail/web/data';
import { fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@chonail/web/router';
import { useToasts } from '@chonail/web/ui';
import AlertLinkPage from './AlertLinkPage';

// Leaflet is not what this page is about (and is an ES module jest would have to compile).
jest.mock('../map/LocationMap', () => ({ __esModule: true, default: () => null }));

const CODE = 'AbCdEfGh_12';
const LINK = `GET /api/alert-links/${CODE}`;
const STOP = `POST /api/alert-links/${CODE}/stop`;
// The app's own table, so the page is tested under the path the texts carry.
const ROUTE = REMOTE_ROUTES.find((route) => route.page === 'alertLink');

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function ToastProbe() {
  const [latest] = useToasts().filter((toast) => toast.open);
  return <output data-testid="toast">{latest ? `${latest.variant ?? ''}|${latest.title}` : ''}</output>;
}

function renderLink(lang: Lang, path = `/s/${CODE}`) {
  return render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={ROUTE?.path ?? '/none'} element={<AlertLinkPage />} />
          </Routes>
          <Where />
          <ToastProbe />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const answer = (over: Partial<AlertLinkAnswer> = {}): AlertLinkAnswer => ({
  posts: [sampleJobPost({ id: 11, title: 'Cần thợ bột gấp' }), sampleJobPost({ id: 12, title: 'Tiệm cần thợ chân tay nước' })],
  told: 3,
  sentAt: '2026-03-14T15:30:00.000Z',
  alertsStopped: false,
  ...over,
});

const api = (answers: Record<string, FakeRoute>) => fakeApi({ 'GET /api/saved-items': { status: 200, body: [] }, ...answers });
const cardTitles = () => screen.getAllByTestId('job-card').map((card) => within(card).getByRole('heading').textContent);

describe('AlertLinkPage (/s/:code)', () => {
  it('is the page the texts link to', () => {
    expect(ROUTE).toEqual({ path: '/s/:code', remote: 'browse', page: 'alertLink' });
  });

  it('shows the texted posts still listed, when it was texted, how many ended, and where to manage alerts (Vietnamese)', async () => {
    api({ [LINK]: { status: 200, body: answer() } });
    renderLink('vi');

    expect((await screen.findByTestId('alert-link-title')).textContent).toBe('Tin mới hợp với tìm kiếm của bạn');
    expect(cardTitles()).toEqual(['Cần thợ bột gấp', 'Tiệm cần thợ chân tay nước']);
    // Day before month, 24-hour clock, in the reader's own time zone (so the day and hour are not fixed here).
    expect(screen.getByTestId('alert-link-sent').textContent).toMatch(/^Chợ Nail nhắn bạn lúc \d\d\/03 \d\d:30$/);
    expect(screen.getByTestId('alert-link-ended').textContent).toBe('1 tin trong tin nhắn đã hết hạn hoặc đã gỡ.');
    expect(screen.getByRole('link', { name: 'Quản lý báo tin' }).getAttribute('href')).toBe('/customerportal?tab=alerts');
    expect(screen.getByTestId('alert-link-stop').textContent).toBe('Ngừng nhận tin nhắn báo tin');
  });

  it('in English, with nothing ended: no ended line', async () => {
    api({ [LINK]: { status: 200, body: answer({ told: 2 }) } });
    renderLink('en');

    expect((await screen.findByTestId('alert-link-title')).textContent).toBe('New posts that match your search');
    expect(screen.getByTestId('alert-link-sent').textContent).toMatch(/^Texted to you 03\/\d\d, \d{1,2}:30 (AM|PM)$/);
    expect(screen.queryByTestId('alert-link-ended')).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage alerts' }).getAttribute('href')).toBe('/customerportal?tab=alerts');
    expect(screen.getByTestId('alert-link-stop').textContent).toBe('Stop alert texts');
  });

  it('says so when every texted post has ended, with a way to find more', async () => {
    api({ [LINK]: { status: 200, body: answer({ posts: [], told: 2 }) } });
    renderLink('vi');

    expect((await screen.findByTestId('alert-link-none-left')).textContent).toContain('Các tin trong tin nhắn này đã hết hạn hoặc đã gỡ.');
    expect(screen.queryAllByTestId('job-card')).toEqual([]);
    expect(screen.queryByTestId('alert-link-ended')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tìm thêm tin ở trang chủ' }).getAttribute('href')).toBe('/');
  });

  it('opens a card in the detail dialog over the list, as the home page does', async () => {
    api({ [LINK]: { status: 200, body: answer() }, 'GET /api/job-posts/11': { status: 200, body: answer().posts[0] } });
    renderLink('vi');
    const [card] = await screen.findAllByTestId('job-card');
    fireEvent.click(within(within(card as HTMLElement).getByTestId('job-card-title')).getByRole('link'));
    const detail = await screen.findByTestId('job-detail');
    expect(within(detail).getByTestId('detail-id').textContent).toContain('11');
    expect(screen.getByTestId('where').textContent).toBe(`/s/${CODE}?post=11`);
  });

  it('stops the texts with one tap: POSTs the stop and shows the notice instead of the button', async () => {
    const fetchMock = api({ [LINK]: { status: 200, body: answer() }, [STOP]: { status: 200, body: { alertsStopped: true } } });
    renderLink('vi');
    fireEvent.click(await screen.findByTestId('alert-link-stop'));

    expect((await screen.findByTestId('alert-link-stopped')).textContent).toContain('Đã ngừng. Chợ Nail sẽ không nhắn báo tin cho số này nữa.');
    expect(screen.queryByTestId('alert-link-stop')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url, init]) => url === `/api/alert-links/${CODE}/stop` && init?.method === 'POST')).toHaveLength(1);
  });

  it('shows the stopped notice, not the button, for a phone whose texts are stopped already (English)', async () => {
    api({ [LINK]: { status: 200, body: answer({ alertsStopped: true }) } });
    renderLink('en');

    expect((await screen.findByTestId('alert-link-stopped')).textContent).toContain('Stopped. Chợ Nail will not text alerts to this phone any more.');
    expect(screen.queryByTestId('alert-link-stop')).toBeNull();
  });

  it('keeps the button and says so in a red toast when the stop fails', async () => {
    api({ [LINK]: { status: 200, body: answer() }, [STOP]: 'network-error' });
    renderLink('vi');
    fireEvent.click(await screen.findByTestId('alert-link-stop'));

    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('destructive|Chưa ngừng được. Bạn thử lại nhé.'));
    expect(screen.getByTestId('alert-link-stop')).toBeTruthy();
    expect(screen.queryByTestId('alert-link-stopped')).toBeNull();
  });

  it('says an expired link has expired, with the home page and the stop still offered', async () => {
    api({
      [LINK]: { status: 410, body: { message: 'This link has expired', code: 'ALERT_LINK_EXPIRED' } },
      [STOP]: { status: 200, body: { alertsStopped: true } },
    });
    renderLink('vi');

    const expired = await screen.findByTestId('alert-link-expired');
    expect(within(expired).getByRole('heading', { level: 1 }).textContent).toBe('Link đã hết hạn');
    expect(expired.textContent).toContain('Link trong tin nhắn dùng được 30 ngày.');
    expect(within(expired).getByRole('link', { name: 'Tìm thêm tin ở trang chủ' }).getAttribute('href')).toBe('/');
    fireEvent.click(within(expired).getByTestId('alert-link-stop'));
    expect(await screen.findByTestId('alert-link-stopped')).toBeTruthy();
  });

  it('in English too', async () => {
    api({ [LINK]: { status: 410, body: { message: 'This link has expired', code: 'ALERT_LINK_EXPIRED' } } });
    renderLink('en');
    expect(within(await screen.findByTestId('alert-link-expired')).getByRole('heading', { level: 1 }).textContent).toBe('This link has expired');
  });

  it('says a link it does not know (or a cut-off one) is not found, without a stop button', async () => {
    api({
      [LINK]: { status: 404, body: { message: 'No such link', code: 'ALERT_LINK_NOT_FOUND' } },
      'GET /api/alert-links/ab': { status: 400, body: { message: 'bad', code: 'VALIDATION_ERROR' } },
    });
    const first = renderLink('en');
    const missing = await screen.findByTestId('alert-link-not-found');
    expect(within(missing).getByRole('heading', { level: 1 }).textContent).toBe('Link not found');
    expect(within(missing).getByRole('link', { name: 'Find more on the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('alert-link-stop')).toBeNull();
    first.unmount();

    renderLink('vi', '/s/ab');
    expect(within(await screen.findByTestId('alert-link-not-found')).getByRole('heading', { level: 1 }).textContent).toBe('Không tìm thấy link này');
  });

  it('offers a retry when the posts could not load, and shows them once they do', async () => {
    let calls = 0;
    api({ [LINK]: () => (++calls === 1 ? { status: 503, body: { message: 'down', code: 'UNAVAILABLE' } } : { status: 200, body: answer() }) });
    renderLink('vi');

    expect((await screen.findByRole('alert')).textContent).toContain('Không tải được các tin.');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect((await screen.findByTestId('alert-link-title')).textContent).toBe('Tin mới hợp với tìm kiếm của bạn');
  });
});
