/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SavedEntry, User } from '@chonail/shared/contracts';
import { SAMPLE_USER, sampleJobPost } from '@chonail/shared/contracts/testing';
import { createI18n, en as enText, I18nextProvider, vi as viText, type Lang } from '@chonail/shared/i18n';
import { createAppStore, HAS_SESSION_KEY, Provider, signedIn } from '@chonail/web/data';
import { fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import { MemoryRouter, useLocation } from '@chonail/web/router';
import { useToasts } from '@chonail/web/ui';
import { CustomerPortal, portalTab } from './CustomerPortal';
import { displayPhone } from './format';

const USER = SAMPLE_USER;

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

function ToastProbe() {
  const [latest] = useToasts().filter((toast) => toast.open);
  return <output data-testid="toast">{latest ? `${latest.title}|${latest.description ?? ''}` : ''}</output>;
}

function savedEntry(id: number, title: string): SavedEntry {
  const jobPost = sampleJobPost({ id, title, description: 'Lương cao. Gọi 713-555-0142.' });
  return { type: 'job', id, itemId: id, itemType: 'job', isSaved: true, title, description: jobPost.description, createdAt: jobPost.createdAt, savedAt: jobPost.createdAt, jobPost };
}

const THREAD: SavedEntry = { type: 'thread', id: 7, itemId: 7, itemType: 'thread', isSaved: true, title: 'Chuyển bằng qua Texas?', description: 'Mất bao lâu?', createdAt: '2026-11-01T10:00:00.000Z', savedAt: '2026-11-02T10:00:00.000Z' };
const REPLY: SavedEntry = { type: 'post', id: 9, itemId: 9, itemType: 'post', isSaved: true, title: 'Chuyển bằng qua Texas?', description: 'Khoảng 2 tháng.', createdAt: '2026-11-01T11:00:00.000Z', savedAt: '2026-11-02T11:00:00.000Z', threadId: 7 };

const MEMBER_ANSWERS: Record<string, FakeRoute> = { 'GET /api/my-job-posts': { status: 200, body: [] }, 'GET /api/saved-items': { status: 200, body: [] } };

function renderPortal({ path = '/customerportal', user = null as User | null, lang = 'vi' as Lang, answers = {} as Record<string, FakeRoute> } = {}) {
  const fetchMock = fakeApi(
    user ? { ...MEMBER_ANSWERS, 'GET /api/auth/user': { status: 200, body: user }, ...answers } : {},
    { status: 401, body: { message: 'Unauthorized', code: 'SESSION_EXPIRED' } },
  );
  const store = createAppStore();
  if (user) store.dispatch(signedIn({ accessToken: 'token' }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[path]}>
          <CustomerPortal />
          <LocationProbe />
          <ToastProbe />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { store, fetchMock };
}

beforeEach(() => localStorage.clear());

describe('CustomerPortal', () => {
  it('asks a guest to log in, without asking the server who they are', async () => {
    const { store, fetchMock } = renderPortal();
    const prompt = screen.getByTestId('portal-login-prompt');
    expect(prompt.textContent).toContain(viText.portal.login.title);
    expect(screen.queryByTestId('portal')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // The shell's delayed user check must not hold this page back.
    expect(store.getState().authUi.userCheckReady).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: viText.portal.login.button }));
    expect(store.getState().authUi.dialog).toEqual({ kind: 'auth', tab: 'login' });
  });

  it('treats a session the server no longer knows as signed out', async () => {
    localStorage.setItem(HAS_SESSION_KEY, '1');
    const { fetchMock } = renderPortal({ lang: 'en' });
    expect(await screen.findByTestId('portal-login-prompt')).toBeTruthy();
    expect(screen.getByText(enText.portal.login.title)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/user')).toBe(true);
  });

  it('opens on the dashboard by default', async () => {
    renderPortal({ user: USER });
    expect(await screen.findByTestId('portal')).toBeTruthy();
    expect(screen.getByTestId('portal-tab-dashboard').getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByTestId('portal-dashboard')).textContent).toContain(viText.portal.dashboard.title);
    expect(screen.queryByTestId('portal-settings')).toBeNull();
  });

  it('shows phone, username and role in settings, and its buttons ask the shell to act', async () => {
    const { store } = renderPortal({ path: '/customerportal?tab=settings', user: USER, lang: 'en' });
    const settings = await screen.findByTestId('portal-settings');
    expect(settings).toBeTruthy();
    expect(screen.getByTestId('portal-phone').textContent).toBe('+1 (713) 555-0123');
    expect(screen.getByTestId('portal-username').textContent).toBe('Lan Nguyen');
    expect(screen.getByTestId('portal-role').textContent).toBe(enText.portal.settings.roles.user);

    fireEvent.click(screen.getByTestId('portal-change-pin'));
    expect(store.getState().authUi.dialog).toEqual({ kind: 'change' });
    expect(store.getState().authUi.logoutRequested).toBe(false);

    fireEvent.click(screen.getByTestId('portal-logout'));
    expect(store.getState().authUi.logoutRequested).toBe(true);
  });

  it('shows an admin without a name as such', async () => {
    renderPortal({ path: '/customerportal?tab=settings', user: { ...USER, role: 'admin', firstName: null, lastName: '  ' } });
    await screen.findByTestId('portal-settings');
    expect(screen.getByTestId('portal-username').textContent).toBe(viText.portal.settings.notSet);
    expect(screen.getByTestId('portal-role').textContent).toBe(viText.portal.settings.roles.admin);
  });

  it('switches tabs through the query string', async () => {
    renderPortal({ path: '/customerportal?tab=settings', user: USER });
    await screen.findByTestId('portal-settings');

    act(() => fireEvent.click(screen.getByTestId('portal-tab-saved')));
    expect(screen.getByTestId('location-search').textContent).toBe('?tab=saved');
    expect(screen.getByTestId('portal-tab-saved').getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByTestId('portal-saved')).textContent).toContain(viText.portal.saved.title);
    expect(screen.queryByTestId('portal-settings')).toBeNull();

    act(() => fireEvent.click(screen.getByTestId('portal-tab-settings')));
    expect(screen.getByTestId('location-search').textContent).toBe('?tab=settings');
    expect(screen.getByTestId('portal-settings')).toBeTruthy();
  });

  it('lists saved jobs, threads and replies, each linking to its page, and unsaves one (vi)', async () => {
    let saved = [savedEntry(11, 'Cần thợ bột gấp'), REPLY, savedEntry(12, 'Bán tiệm Katy'), THREAD];
    const { fetchMock } = renderPortal({
      path: '/customerportal?tab=saved',
      user: USER,
      answers: {
        'GET /api/saved-items': () => ({ status: 200, body: saved }),
        'DELETE /api/saved-items': () => {
          saved = saved.filter((entry) => entry.itemId !== 11);
          return { status: 200, body: { itemId: 11, itemType: 'job', isSaved: false, saveCount: 0 } };
        },
      },
    });

    const list = await screen.findByTestId('saved-content-list');
    expect(within(list).getAllByTestId('saved-link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cần thợ bột gấp', '/job/11'],
      ['Chuyển bằng qua Texas?', '/forum/post/9'],
      ['Bán tiệm Katy', '/job/12'],
      ['Chuyển bằng qua Texas?', '/forum/thread/7'],
    ]);
    // Each says what it is.
    expect(screen.getByTestId('saved-item-post-9').textContent).toContain(viText.savedPage.kind.post);
    expect(screen.getByTestId('saved-item-thread-7').textContent).toContain(viText.savedPage.kind.thread);
    // Phones in descriptions stay masked, as on every card.
    expect(within(screen.getByTestId('saved-item-job-11')).getByTestId('masked-phone').textContent).toBe('(***) ***-0142');

    fireEvent.click(within(screen.getByTestId('saved-item-job-11')).getByTestId('saved-unsave'));
    await waitFor(() => expect(screen.queryByTestId('saved-item-job-11')).toBeNull());
    const [, init] = fetchMock.mock.calls.find(([url, options]) => url === '/api/saved-items' && options?.method === 'DELETE') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ itemId: 11, itemType: 'job' });
    expect(screen.getByTestId('saved-item-job-12')).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toBe(`${viText.saving.removedTitle}|${viText.saving.removedBody}`);
  });

  it('says when nothing is saved and links to the jobs and the forum (en)', async () => {
    renderPortal({ path: '/customerportal?tab=saved', user: USER, lang: 'en' });
    const empty = await screen.findByTestId('saved-content-empty');
    expect(empty.textContent).toContain(enText.savedPage.content.empty);
    expect(within(empty).getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/');
    expect(within(empty).getByRole('link', { name: 'Explore Forum' }).getAttribute('href')).toBe('/forum');
  });

  it('shows a loading state, then an error the reader can retry (vi)', async () => {
    let answer: { status: number; body: unknown } = { status: 503, body: { message: 'down' } };
    renderPortal({ path: '/customerportal?tab=saved', user: USER, answers: { 'GET /api/saved-items': () => answer } });
    await screen.findByTestId('portal');
    expect(within(screen.getByRole('tabpanel')).getByRole('status').textContent).toContain(viText.common.loading);

    const error = await screen.findByTestId('portal-saved-error');
    expect(error.textContent).toContain(viText.portal.saved.fetchFailed);
    answer = { status: 200, body: [savedEntry(11, 'Cần thợ bột gấp')] };
    fireEvent.click(within(error).getByRole('button', { name: viText.portal.saved.retry }));
    expect(await screen.findByTestId('saved-item-job-11')).toBeTruthy();
  });

  it('says when an unsave fails (en)', async () => {
    renderPortal({
      path: '/customerportal?tab=saved',
      user: USER,
      lang: 'en',
      answers: { 'GET /api/saved-items': { status: 200, body: [savedEntry(11, 'Cần thợ')] }, 'DELETE /api/saved-items': { status: 503, body: { message: 'down' } } },
    });
    fireEvent.click(await screen.findByTestId('saved-unsave'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(`${enText.saving.errorTitle}|${enText.saving.couldNotRemove}`));
    expect(screen.getByTestId('saved-item-job-11')).toBeTruthy();
  });

  it('falls back to the dashboard for an unknown tab', () => {
    expect(portalTab('nonsense')).toBe('dashboard');
    expect(portalTab(null)).toBe('dashboard');
    expect(portalTab('saved')).toBe('saved');
  });
});

describe('displayPhone', () => {
  it('formats +1 numbers, sets the country code of the others apart, and leaves an unknown one as stored', () => {
    expect(displayPhone('+17135550123')).toBe('+1 (713) 555-0123');
    expect(displayPhone('+84901234567')).toBe('+84 901234567');
    expect(displayPhone('+6512345678')).toBe('+6512345678');
    expect(displayPhone(null)).toBe('');
  });
});
