/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SavedEntry } from '@chonail/shared/contracts';
import { SAMPLE_USER, sampleJobPost } from '@chonail/shared/contracts/testing';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider, signedIn } from '@chonail/web/data';
import { fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import { MemoryRouter } from '@chonail/web/router';
import SavedContentPage from './SavedContentPage';

const jobPost = sampleJobPost({ id: 11, title: 'Cần thợ bột gấp', description: 'Gọi 713-555-0142.' });
const JOB: SavedEntry = { type: 'job', id: 11, itemId: 11, itemType: 'job', isSaved: true, title: jobPost.title, description: jobPost.description, createdAt: jobPost.createdAt, savedAt: '2026-11-03T10:00:00.000Z', jobPost };
const THREAD: SavedEntry = { type: 'thread', id: 7, itemId: 7, itemType: 'thread', isSaved: true, title: '<b>Chuyển bằng</b> qua Texas?', description: 'Mất bao lâu?', createdAt: '2026-11-01T10:00:00.000Z', savedAt: '2026-11-02T10:00:00.000Z' };
const REPLY: SavedEntry = { type: 'post', id: 9, itemId: 9, itemType: 'post', isSaved: true, title: '<b>Chuyển bằng</b> qua Texas?', description: 'Khoảng 2 tháng.', createdAt: '2026-11-01T11:00:00.000Z', savedAt: '2026-11-02T11:00:00.000Z', threadId: 7 };

function renderPage({ member = true, lang = 'vi' as Lang, answers = {} as Record<string, FakeRoute> } = {}) {
  const fetchMock = fakeApi(member ? { 'GET /api/auth/user': { status: 200, body: SAMPLE_USER }, ...answers } : {});
  const store = createAppStore();
  if (member) store.dispatch(signedIn({ accessToken: 'token' }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={['/saved-items']}>
          <SavedContentPage />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { store, fetchMock };
}

beforeEach(() => localStorage.clear());

describe('SavedContentPage', () => {
  it('lists saved jobs, threads and replies, each linking by its kind, titles as plain text (vi)', async () => {
    renderPage({ answers: { 'GET /api/saved-items': { status: 200, body: [JOB, REPLY, THREAD] } } });
    const list = await screen.findByTestId('saved-content-list');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(vi.savedPage.content.title);
    expect(within(list).getAllByTestId('saved-link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cần thợ bột gấp', '/job/11'],
      ['<b>Chuyển bằng</b> qua Texas?', '/forum/post/9'],
      ['<b>Chuyển bằng</b> qua Texas?', '/forum/thread/7'],
    ]);
    expect(list.querySelector('b')).toBeNull();
    expect(screen.getByTestId('saved-item-post-9').textContent).toContain(vi.savedPage.kind.post);
    expect(screen.getByTestId('saved-item-job-11').textContent).toContain(vi.savedPage.kind.job);
    expect(within(screen.getByTestId('saved-item-job-11')).getByTestId('masked-phone').textContent).toBe('(***) ***-0142');
  });

  it('unsaves a thread by its kind and id, and the list follows', async () => {
    let saved = [JOB, THREAD];
    const { fetchMock } = renderPage({
      answers: {
        'GET /api/saved-items': () => ({ status: 200, body: saved }),
        'DELETE /api/saved-items': () => {
          saved = [JOB];
          return { status: 200, body: { itemId: 7, itemType: 'thread', isSaved: false, saveCount: 0 } };
        },
      },
    });
    fireEvent.click(within(await screen.findByTestId('saved-item-thread-7')).getByTestId('saved-unsave'));
    await waitFor(() => expect(screen.queryByTestId('saved-item-thread-7')).toBeNull());
    const [, init] = fetchMock.mock.calls.find(([url, options]) => url === '/api/saved-items' && options?.method === 'DELETE') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ itemId: 7, itemType: 'thread' });
    expect(screen.getByTestId('saved-item-job-11')).toBeTruthy();
  });

  it('offers the forum and the jobs when nothing is saved (en)', async () => {
    renderPage({ lang: 'en', answers: { 'GET /api/saved-items': { status: 200, body: [] } } });
    const empty = await screen.findByTestId('saved-content-empty');
    expect(empty.textContent).toContain(en.savedPage.content.empty);
    expect(within(empty).getByRole('link', { name: 'Explore Forum' }).getAttribute('href')).toBe('/forum');
    expect(within(empty).getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/');
  });

  it('shows a spinner, then the generic error in red with no retry (vi)', async () => {
    renderPage({ answers: { 'GET /api/saved-items': { status: 503, body: { message: 'down' } } } });
    expect(screen.getByRole('status')).toBeTruthy();
    const error = await screen.findByTestId('saved-content-error');
    expect(error.textContent).toBe(vi.savedPage.content.failed);
    expect(error.className).toContain('text-red-700');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks a new visit for the list again (no cache)', async () => {
    const answers = { 'GET /api/saved-items': { status: 200, body: [THREAD] } };
    const { fetchMock, store } = renderPage({ answers });
    await screen.findByTestId('saved-content-list');
    const calls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/saved-items').length;
    expect(calls()).toBe(1);
    // A second visit to the page, with the first one's answer still in the store.
    render(
      <Provider store={store}>
        <I18nextProvider i18n={createI18n('vi')}>
          <MemoryRouter initialEntries={['/saved-items']}>
            <SavedContentPage />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    await waitFor(() => expect(calls()).toBe(2));
  });

  it('asks a guest to sign in and fetches nothing', () => {
    const { store, fetchMock } = renderPage({ member: false });
    expect(screen.getByTestId('saved-login-prompt')).toBeTruthy();
    expect(store.getState().authUi.dialog).toEqual({ kind: 'auth', tab: 'login' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
