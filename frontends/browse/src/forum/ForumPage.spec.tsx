/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ForumPage as Paged, ForumPost, ForumPostInThread, ForumThread, ForumThreadPage, ForumThreadSummary } from '@chonail/shared/contracts';
import { SAMPLE_USER } from '@chonail/shared/contracts/testing';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { authDialogClosed, createAppStore, Provider, signedIn } from '@chonail/web/data';
import { fakeApi, type FakeAnswer, type FakeRoute } from '@chonail/web/data/testing';
import { REMOTE_ROUTES } from '@chonail/shared/contracts/routes';
import { MemoryRouter, Route, Routes, useLocation } from '@chonail/web/router';
import { dismissToast, useToasts } from '@chonail/web/ui';
import ForumPage from './ForumPage';

const FORUM_ROUTES = REMOTE_ROUTES.filter((route) => route.page === 'forum');
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const HOSTILE = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)'];

function summary(id: number, overrides: Partial<ForumThreadSummary> = {}): ForumThreadSummary {
  return {
    id,
    title: `Chủ đề ${id}`,
    category: 'pay',
    author: { id: 30 + id, displayName: 'Mai T.' },
    createdAt: ago(5 * HOUR),
    replyCount: 0,
    lastActivityAt: ago(2 * HOUR),
    ...overrides,
  };
}

function thread(id: number, overrides: Partial<ForumThread> = {}): ForumThread {
  const { createdAt } = summary(id);
  return { ...summary(id), body: 'Thợ bột ở Houston lương bao nhiêu?\nCảm ơn.', updatedAt: createdAt, ...overrides };
}

function reply(id: number, threadId: number, overrides: Partial<ForumPost> = {}): ForumPost {
  const createdAt = ago(HOUR);
  return { id, threadId, body: `Trả lời ${id}`, author: { id: 50, displayName: 'Hoa N.' }, createdAt, updatedAt: createdAt, ...overrides };
}

const paged = <T,>(items: T[], total = items.length, page = 1): Paged<T> => ({ items, page, pageSize: 20, total });
const threadPage = (t: ForumThread, replies: ForumPost[], total = replies.length, page = 1): ForumThreadPage => ({ thread: t, replies: paged(replies, total, page) });

/** The toast on screen, as the shell's toaster would show it. */
function LatestToast() {
  const [latest] = useToasts().filter((toast) => toast.open);
  return <output data-testid="toast">{latest ? `${latest.title}|${latest.description ?? ''}` : ''}</output>;
}

/** Where the router is, for tests that navigate. */
function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{`${pathname}${search}${hash}`}</output>;
}

function renderForum(path: string, { member = false, lang = 'vi' as Lang } = {}) {
  const store = createAppStore();
  if (member) store.dispatch(signedIn({ accessToken: 'token' }));
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[path]}>
          {/* As the shell mounts it: one element per route of the page, so the page reads its :id. */}
          <Routes>
            {FORUM_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<ForumPage />} />
            ))}
          </Routes>
          <Where />
          <LatestToast />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { store, ...view };
}

const api = (answers: Record<string, FakeRoute>) => fakeApi({ 'GET /api/auth/user': { status: 200, body: SAMPLE_USER }, 'GET /api/saved-items': { status: 200, body: [] }, ...answers });
const where = () => screen.getByTestId('where').textContent;
const sentBody = (fetchMock: jest.Mock, call: string) => {
  const found = fetchMock.mock.calls.find(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}` === call);
  return found ? (JSON.parse(String((found[1] as RequestInit).body)) as unknown) : undefined;
};

/** No markup came from what people typed: no script, no image, no javascript: link. */
function expectNoMarkup(container: HTMLElement) {
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
  for (const element of container.querySelectorAll('[data-user-content]')) expect(element.querySelector('*')).toBeNull();
}

beforeEach(() => {
  localStorage.clear();
  dismissToast();
});

describe('the thread list (/forum)', () => {
  it('lists threads with their category, author (or "Member"), reply count and last activity, in Vietnamese', async () => {
    api({
      'GET /api/forum/threads?page=1': {
        status: 200,
        body: paged([summary(1, { replyCount: 3 }), summary(2, { category: 'immigration', author: { id: 9, displayName: null }, title: 'Hỏi về thẻ xanh' })], 45),
      },
    });
    renderForum('/forum');

    const rows = await screen.findAllByTestId('forum-thread-row');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/forum/thread/1', '/forum/thread/2']);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('forum-row-title').textContent).toBe('Chủ đề 1');
    expect(within(first).getByTestId('forum-category').textContent).toBe(vi.forum.categories.pay);
    expect(first.textContent).toContain('Mai T.');
    expect(within(first).getByTestId('forum-reply-count').textContent).toBe('3 trả lời');
    expect(first.textContent).toContain('Hoạt động 2 giờ trước');
    expect(within(second).getByTestId('forum-category').textContent).toBe('Di trú');
    expect(second.textContent).toContain(vi.forum.member);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Diễn đàn');
    const chips = within(screen.getByTestId('forum-categories')).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Tất cả', 'Tiệm nail', 'Lương & thu nhập', 'Bằng & giấy phép', 'Di trú', 'Khác']);
    expect(screen.getByTestId('forum-category-license').getAttribute('href')).toBe('/forum?category=license');
    // 45 threads, 20 a page.
    expect(screen.getByTestId('forum-pager').textContent).toContain('Trang 1/3');
    expect(screen.getByTestId('forum-pager-next').getAttribute('href')).toBe('/forum?page=2');
    expect(screen.queryByTestId('forum-pager-previous')).toBeNull();
  });

  it('asks for the category, words and page of its address, and a search starts again from page 1', async () => {
    const fetchMock = api({
      'GET /api/forum/threads?page=2&category=license&q=b%E1%BA%B1ng': { status: 200, body: paged([summary(3, { category: 'license' })], 21, 2) },
      'GET /api/forum/threads?page=1&category=license&q=gia+h%E1%BA%A1n': { status: 200, body: paged([]) },
    });
    renderForum('/forum?category=license&q=bằng&page=2', { lang: 'en' });

    await screen.findAllByTestId('forum-thread-row');
    expect(screen.getByTestId('forum-category-license').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('forum-pager-previous').getAttribute('href')).toBe('/forum?category=license&q=b%E1%BA%B1ng');

    fireEvent.change(screen.getByRole('searchbox', { name: en.forum.search.label }), { target: { value: ' gia hạn ' } });
    fireEvent.submit(screen.getByTestId('forum-search'));
    expect(await screen.findByTestId('forum-empty')).toBeTruthy();
    expect(screen.getByTestId('forum-empty').textContent).toBe(en.forum.list.noResults);
    expect(where()).toBe('/forum?category=license&q=gia+h%E1%BA%A1n');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/forum/threads?page=1&category=license&q=gia+h%E1%BA%A1n');
  });

  it('shows a guest the sign-in prompt instead of the new-thread form, and brings them back here once signed in', async () => {
    api({ 'GET /api/forum/threads?page=1': { status: 200, body: paged([summary(1)]) } });
    const { store } = renderForum('/forum');

    const prompt = await screen.findByTestId('forum-thread-login-prompt');
    expect(prompt.textContent).toContain(vi.forum.newThread.loginTitle);
    expect(screen.queryByTestId('forum-new-thread-form')).toBeNull();
    // Reading is public: no dialog opens by itself.
    expect(store.getState().authUi.dialog).toBeNull();
    fireEvent.click(within(prompt).getByRole('button', { name: vi.auth.signIn }));
    expect(store.getState().authUi.dialog).toEqual({ kind: 'auth', tab: 'login' });
    expect(store.getState().authUi.afterAuth).toEqual({ kind: 'return', path: '/forum' });
    act(() => void store.dispatch(authDialogClosed()));
  });

  it('lets a member open a thread, checks the form first, then goes to the new thread', async () => {
    const created = thread(61, { title: 'Lương thợ bột ở Dallas', author: { id: SAMPLE_USER.id, displayName: 'Lan N.' } });
    const fetchMock = api({
      'GET /api/forum/threads?page=1': { status: 200, body: paged([]) },
      'POST /api/forum/threads': { status: 201, body: created },
      'GET /api/forum/threads/61?page=1': { status: 200, body: threadPage(created, []) },
    });
    renderForum('/forum', { member: true });

    const form = await screen.findByTestId('forum-new-thread-form');
    expect(screen.queryByTestId('forum-thread-login-prompt')).toBeNull();
    fireEvent.submit(form);
    expect(await within(form).findByText('Tiêu đề cần ít nhất 5 ký tự')).toBeTruthy();
    expect(within(form).getByText(vi.forum.errors.categoryMissing)).toBeTruthy();
    expect(within(form).getByText(vi.forum.errors.bodyEmpty)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(vi.forum.newThread.title), { target: { value: 'Lương thợ bột ở Dallas' } });
    fireEvent.change(within(form).getByLabelText(vi.forum.newThread.category), { target: { value: 'pay' } });
    fireEvent.change(within(form).getByLabelText(vi.forum.newThread.body), { target: { value: 'Mọi người cho hỏi?' } });
    fireEvent.submit(form);

    expect((await screen.findByTestId('forum-thread-title')).textContent).toBe('Lương thợ bột ở Dallas');
    expect(where()).toBe('/forum/thread/61');
    expect(sentBody(fetchMock, 'POST /api/forum/threads')).toEqual({ title: 'Lương thợ bột ở Dallas', category: 'pay', body: 'Mọi người cho hỏi?' });
  });

  it('offers a retry when the list cannot be fetched', async () => {
    let answer: FakeAnswer = { status: 503, body: { message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' } };
    api({ 'GET /api/forum/threads?page=1': () => answer });
    renderForum('/forum', { lang: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.forum.loadFailedTitle);
    answer = { status: 200, body: paged([summary(4)]) };
    fireEvent.click(within(alert).getByRole('button', { name: en.forum.retry }));
    expect(await screen.findAllByTestId('forum-thread-row')).toHaveLength(1);
  });
});

describe('a thread (/forum/thread/:id)', () => {
  it('shows the question and its replies, each with a link of its own, and a guest the sign-in prompt in place of the reply box', async () => {
    api({ 'GET /api/forum/threads/5?page=1': { status: 200, body: threadPage(thread(5), [reply(70, 5), reply(71, 5, { author: { id: 51, displayName: null } })]) } });
    const { store } = renderForum('/forum/thread/5');

    expect((await screen.findByTestId('forum-thread-title')).textContent).toBe('Chủ đề 5');
    const body = screen.getByTestId('forum-thread-body');
    expect(body.textContent).toBe('Thợ bột ở Houston lương bao nhiêu?\nCảm ơn.');
    expect(body.className).toContain('whitespace-pre-line');
    expect(screen.getByTestId('forum-category').textContent).toBe(vi.forum.categories.pay);
    expect(screen.getByRole('heading', { level: 2, name: '2 câu trả lời' })).toBeTruthy();
    const replies = screen.getAllByTestId('forum-reply');
    expect(replies.map((r) => r.id)).toEqual(['post-70', 'post-71']);
    expect(replies.map((r) => within(r).getByTestId('forum-reply-link').getAttribute('href'))).toEqual(['/forum/post/70', '/forum/post/71']);
    expect(within(replies[1] as HTMLElement).getByTestId('forum-author').textContent).toBe(vi.forum.member);

    const prompt = screen.getByTestId('forum-reply-login-prompt');
    expect(prompt.textContent).toContain('Đăng nhập để trả lời');
    expect(screen.queryByTestId('forum-reply-form')).toBeNull();
    fireEvent.click(within(prompt).getByRole('button'));
    expect(store.getState().authUi.afterAuth).toEqual({ kind: 'return', path: '/forum/thread/5' });
    // Not the author: nothing to edit or delete.
    expect(screen.queryByTestId('forum-thread-delete')).toBeNull();
  });

  it('pages through the replies, oldest first, 20 a page', async () => {
    const second = Array.from({ length: 5 }, (_, i) => reply(120 + i, 5));
    api({ 'GET /api/forum/threads/5?page=2': { status: 200, body: threadPage(thread(5), second, 25, 2) } });
    renderForum('/forum/thread/5?page=2', { lang: 'en' });

    expect(await screen.findAllByTestId('forum-reply')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: '25 replies' })).toBeTruthy();
    expect(screen.getByTestId('forum-pager').textContent).toContain('Page 2 of 2');
    expect(screen.getByTestId('forum-pager-previous').getAttribute('href')).toBe('/forum/thread/5');
    expect(screen.queryByTestId('forum-pager-next')).toBeNull();
  });

  it('renders hostile titles, bodies and replies as the text they are: no script, image or javascript: link', async () => {
    const [script, img, link] = HOSTILE as [string, string, string];
    const hostile = thread(6, { title: `${script} ${img}`, body: `${script}\n${img}\n${link}\nhttps://example.com` });
    api({ 'GET /api/forum/threads/6?page=1': { status: 200, body: threadPage(hostile, [reply(80, 6, { body: `${link} ${img}` })]) } });
    const { container } = renderForum('/forum/thread/6');

    expect((await screen.findByTestId('forum-thread-title')).textContent).toBe(`${script} ${img}`);
    expect(screen.getByTestId('forum-thread-body').textContent).toBe(`${script}\n${img}\n${link}\nhttps://example.com`);
    expect(screen.getByTestId('forum-reply-body').textContent).toBe(`${link} ${img}`);
    expectNoMarkup(container);
    // Not even an ordinary address becomes a link.
    expect(container.querySelector('a[href^="http"]')).toBeNull();
  });

  it('renders hostile titles as text in the list too', async () => {
    api({ 'GET /api/forum/threads?page=1': { status: 200, body: paged(HOSTILE.map((title, i) => summary(i + 1, { title, author: { id: 1, displayName: title } }))) } });
    const { container } = renderForum('/forum');
    const titles = await screen.findAllByTestId('forum-row-title');
    expect(titles.map((title) => title.textContent)).toEqual(HOSTILE);
    expectNoMarkup(container);
  });

  it("shows a member's reply at once, on the thread's last page", async () => {
    const base = thread(7);
    let replies = [reply(90, 7)];
    const fetchMock = api({
      'GET /api/forum/threads/7?page=1': () => ({ status: 200, body: threadPage(base, replies) }),
      'POST /api/forum/threads/7/posts': () => {
        replies = [...replies, reply(91, 7, { body: 'Cảm ơn chị!', author: { id: SAMPLE_USER.id, displayName: 'Lan N.' } })];
        return { status: 201, body: replies[1] };
      },
    });
    renderForum('/forum/thread/7', { member: true });

    const form = await screen.findByTestId('forum-reply-form');
    fireEvent.submit(form);
    expect(await within(form).findByText(vi.forum.errors.bodyEmpty)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(vi.forum.reply.label), { target: { value: 'Cảm ơn chị!' } });
    fireEvent.submit(form);

    // The list may refetch before or after the page moves to the new reply: wait for both.
    await waitFor(() => expect(screen.getAllByTestId('forum-reply')).toHaveLength(2));
    await waitFor(() => expect(where()).toBe('/forum/thread/7#post-91'));
    const mine = screen.getAllByTestId('forum-reply')[1] as HTMLElement;
    expect(within(mine).getByTestId('forum-reply-body').textContent).toBe('Cảm ơn chị!');
    expect(mine.getAttribute('data-highlighted')).toBe('true');
    expect(where()).toBe('/forum/thread/7#post-91');
    expect(sentBody(fetchMock, 'POST /api/forum/threads/7/posts')).toEqual({ body: 'Cảm ơn chị!' });
    // Its author may edit and delete it; the other reply is not theirs.
    expect(within(mine).getByTestId('forum-reply-edit')).toBeTruthy();
    expect(within(screen.getAllByTestId('forum-reply')[0] as HTMLElement).queryByTestId('forum-reply-delete')).toBeNull();
  });

  it('lets the author edit within 24 hours, and says why a thread others answered cannot be deleted', async () => {
    const own = thread(8, { author: { id: SAMPLE_USER.id, displayName: 'Lan N.' } });
    const old = reply(95, 8, { author: { id: SAMPLE_USER.id, displayName: 'Lan N.' }, createdAt: ago(25 * HOUR), updatedAt: ago(25 * HOUR) });
    api({
      'GET /api/forum/threads/8?page=1': { status: 200, body: threadPage(own, [old]) },
      'DELETE /api/forum/threads/8': { status: 409, body: { message: 'Others have replied', code: 'THREAD_HAS_REPLIES' } },
    });
    renderForum('/forum/thread/8', { member: true, lang: 'en' });

    await screen.findByTestId('forum-thread-edit');
    const oldReply = screen.getByTestId('forum-reply');
    // Written 25 hours ago: deletable, no longer editable.
    expect(within(oldReply).queryByTestId('forum-reply-edit')).toBeNull();
    expect(within(oldReply).getByTestId('forum-reply-delete')).toBeTruthy();

    fireEvent.click(screen.getByTestId('forum-thread-edit'));
    const form = screen.getByTestId('forum-edit-thread-form');
    expect((within(form).getByLabelText(en.forum.newThread.title) as HTMLInputElement).value).toBe(own.title);
    fireEvent.click(within(form).getByRole('button', { name: en.forum.actions.cancel }));
    expect(screen.queryByTestId('forum-edit-thread-form')).toBeNull();

    fireEvent.click(screen.getByTestId('forum-thread-delete'));
    expect((await screen.findByTestId('forum-confirm-delete')).textContent).toContain(en.forum.actions.deleteThreadTitle);
    fireEvent.click(screen.getByTestId('forum-confirm-delete-confirm'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(`${en.forum.actions.failed}|${en.apiErrors.THREAD_HAS_REPLIES}`));
    await waitFor(() => expect(screen.queryByTestId('forum-confirm-delete')).toBeNull());
    expect(where()).toBe('/forum/thread/8');
  });

  it('deletes an own reply after asking, and the thread no longer shows it', async () => {
    let replies = [reply(96, 9, { author: { id: SAMPLE_USER.id, displayName: 'Lan N.' } })];
    api({
      'GET /api/forum/threads/9?page=1': () => ({ status: 200, body: threadPage(thread(9), replies) }),
      'DELETE /api/forum/posts/96': () => {
        replies = [];
        return { status: 204 };
      },
    });
    renderForum('/forum/thread/9', { member: true });

    fireEvent.click(await screen.findByTestId('forum-reply-delete'));
    expect((await screen.findByTestId('forum-confirm-delete')).textContent).toContain(vi.forum.actions.deleteReplyBody);
    fireEvent.click(screen.getByTestId('forum-confirm-delete-confirm'));
    expect(await screen.findByTestId('forum-no-replies')).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toBe(`${vi.forum.actions.deleted}|`);
  });

  it.each(['vi', 'en'] as const)('says a missing thread is not there (%s)', async (lang) => {
    api({ 'GET /api/forum/threads/999999?page=1': { status: 404, body: { message: 'Thread not found', code: 'THREAD_NOT_FOUND' } } });
    renderForum('/forum/thread/999999', { lang });
    const notFound = await screen.findByTestId('forum-not-found');
    const t = lang === 'vi' ? vi : en;
    expect(within(notFound).getByRole('heading', { level: 1 }).textContent).toBe(t.forum.thread.notFoundTitle);
    expect(within(notFound).getByRole('link', { name: `← ${t.forum.thread.back}` }).getAttribute('href')).toBe('/forum');
  });

  it('treats an address that is no id as not found, without asking', () => {
    const fetchMock = api({});
    renderForum('/forum/thread/abc');
    expect(screen.getByTestId('forum-not-found')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/forum'))).toEqual([]);
  });
});

describe('one reply (/forum/post/:id)', () => {
  it("shows the reply highlighted under its thread's title, which leads to the right page of the thread", async () => {
    const answer: ForumPostInThread = { post: reply(77, 5, { body: 'Bên em trả theo tuần.' }), thread: summary(5, { title: 'Lương tuần hay tháng?' }), page: 2 };
    api({ 'GET /api/forum/posts/77': { status: 200, body: answer } });
    renderForum('/forum/post/77', { lang: 'en' });

    const link = await screen.findByTestId('forum-post-thread-link');
    expect(link.textContent).toBe('Lương tuần hay tháng?');
    expect(link.getAttribute('href')).toBe('/forum/thread/5?page=2#post-77');
    expect(link.closest('h1')).not.toBeNull();
    const shown = screen.getByTestId('forum-reply');
    expect(shown.getAttribute('data-highlighted')).toBe('true');
    expect(within(shown).getByTestId('forum-reply-body').textContent).toBe('Bên em trả theo tuần.');
    expect(screen.getByTestId('forum-post-view-thread').textContent).toBe(en.forum.post.viewThread);
  });

  it.each(['vi', 'en'] as const)('says a missing reply is not there (%s)', async (lang) => {
    api({ 'GET /api/forum/posts/404': { status: 404, body: { message: 'Forum post not found', code: 'FORUM_POST_NOT_FOUND' } } });
    renderForum('/forum/post/404', { lang });
    const notFound = await screen.findByTestId('forum-not-found');
    expect(notFound.textContent).toContain((lang === 'vi' ? vi : en).forum.post.notFoundTitle);
  });
});
