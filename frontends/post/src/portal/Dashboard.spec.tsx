/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { JobPost } from '@chonail/shared/contracts';
import { SAMPLE_USER, sampleJobPost } from '@chonail/shared/contracts/testing';
import { formatDate } from '@chonail/shared/domain';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { createAppStore, NEW_JOB_POST_EVENT, Provider, signedIn } from '@chonail/web/data';
import { fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import { MemoryRouter } from '@chonail/web/router';
import { useToasts } from '@chonail/web/ui';
import { CustomerPortal } from './CustomerPortal';

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

const ACTIVE = sampleJobPost({ id: 1, title: 'Cần thợ bột gấp', saveCount: 2, viewCount: 40, expiresAt: days(60) });
const PAUSED = sampleJobPost({ id: 2, title: 'Bán tiệm Katy', jobType: 'selling', isActive: false, isPaused: true, saveCount: 3, expiresAt: days(5) });
const EXPIRED = sampleJobPost({ id: 3, title: 'Tin cũ', isExpired: true, saveCount: 1, expiresAt: days(-1) });

function ToastProbe() {
  const [latest] = useToasts().filter((toast) => toast.open);
  return <output data-testid="toast">{latest ? `${latest.title}|${latest.description ?? ''}` : ''}</output>;
}

/** A server holding `posts` for the owner: pause, resume and delete change what the list answers next. */
function ownerApi(initial: JobPost[], overrides: Record<string, FakeRoute> = {}) {
  let posts = initial;
  const patch = (id: number, change: Partial<JobPost>) => () => {
    posts = posts.map((post) => (post.id === id ? { ...post, ...change } : post));
    return { status: 200, body: posts.find((post) => post.id === id) };
  };
  const answers: Record<string, FakeRoute> = { 'GET /api/auth/user': { status: 200, body: SAMPLE_USER }, 'GET /api/my-job-posts': () => ({ status: 200, body: posts }) };
  for (const post of initial) {
    answers[`PATCH /api/job-posts/${post.id}/pause`] = patch(post.id, { isPaused: true, isActive: false });
    answers[`PATCH /api/job-posts/${post.id}/resume`] = patch(post.id, { isPaused: false, isActive: true });
    answers[`DELETE /api/job-posts/${post.id}`] = () => {
      posts = posts.filter((p) => p.id !== post.id);
      return { status: 200, body: { success: true, message: 'Job post has been removed from the system.' } };
    };
    answers[`PUT /api/job-posts/${post.id}`] = patch(post.id, { title: 'Tiêu đề mới' });
  }
  return fakeApi({ ...answers, ...overrides });
}

function renderDashboard(lang: Lang = 'vi') {
  const store = createAppStore();
  store.dispatch(signedIn({ accessToken: 'token' }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={['/customerportal']}>
          <CustomerPortal />
          <ToastProbe />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const calls = (fetchMock: jest.Mock, method: string, url: string) => fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
const row = (id: number) => screen.getByTestId(`portal-post-${id}`);
const status = (id: number) => within(row(id)).getByTestId('post-status');

beforeEach(() => localStorage.clear());

describe('Dashboard', () => {
  it('counts the posts and labels each one, with its expiry class and month/day/year date (vi)', async () => {
    ownerApi([ACTIVE, PAUSED, EXPIRED]);
    renderDashboard();

    await screen.findByTestId('portal-posts');
    expect(screen.getByTestId('portal-count-total').textContent).toBe('3');
    expect(screen.getByTestId('portal-count-active').textContent).toBe('1');
    expect(screen.getByTestId('portal-count-saves').textContent).toBe('6');
    expect(screen.getByTestId('portal-dashboard').textContent).toContain(vi.portal.dashboard.counts.total);

    expect(status(1).textContent).toBe(vi.portal.post.status.active);
    expect(status(2).textContent).toBe(vi.portal.post.status.paused);
    expect(status(3).textContent).toBe(vi.portal.post.status.expired);
    expect(status(3).getAttribute('data-status')).toBe('expired');

    const expired = within(row(3)).getByTestId('post-expiry');
    expect(expired.getAttribute('data-expiry-class')).toBe('expired');
    expect(expired.className).toContain('expiry-expired');
    // The reader's date format: day first in Vietnamese.
    const expiredDate = formatDate(EXPIRED.expiresAt as string, 'vi');
    const utc = new Date(EXPIRED.expiresAt as string);
    expect(expiredDate).toBe(`${String(utc.getUTCDate()).padStart(2, '0')}/${String(utc.getUTCMonth() + 1).padStart(2, '0')}/${utc.getUTCFullYear()}`);
    expect(expired.textContent).toContain(vi.portal.post.expiresOn.replace('{{date}}', expiredDate));
    expect(expired.textContent).toContain(vi.portal.post.expiry.expired);
    expect(within(row(2)).getByTestId('post-expiry').getAttribute('data-expiry-class')).toBe('warning');
    expect(within(row(1)).getByTestId('post-expiry').getAttribute('data-expiry-class')).toBe('safe');

    expect(within(row(1)).getByTestId('post-title').getAttribute('href')).toBe('/my-posts/1');
    expect(within(row(1)).getByTestId('post-pause')).toBeTruthy();
    expect(within(row(1)).queryByTestId('post-resume')).toBeNull();
    expect(within(row(2)).getByTestId('post-resume')).toBeTruthy();
    expect(within(row(3)).queryByTestId('post-pause')).toBeNull();
    expect(within(row(3)).queryByTestId('post-resume')).toBeNull();
    expect(screen.getByTestId('portal-create-post').getAttribute('href')).toBe('/new-package');
  });

  it('labels statuses and counts in English', async () => {
    ownerApi([ACTIVE, PAUSED, EXPIRED]);
    renderDashboard('en');

    await screen.findByTestId('portal-posts');
    expect([1, 2, 3].map((id) => status(id).textContent)).toEqual([en.portal.post.status.active, en.portal.post.status.paused, en.portal.post.status.expired]);
    expect(screen.getByTestId('portal-dashboard').textContent).toContain(en.portal.dashboard.counts.active);
    const utc = new Date(EXPIRED.expiresAt as string);
    const date = `${String(utc.getUTCMonth() + 1).padStart(2, '0')}/${String(utc.getUTCDate()).padStart(2, '0')}/${utc.getUTCFullYear()}`;
    expect(within(row(3)).getByTestId('post-expiry').textContent).toContain(`Expires: ${date}`);
  });

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)('marks a post staff hid, and says why nobody sees it (%s)', async (lang, t) => {
    ownerApi([ACTIVE, sampleJobPost({ id: 4, title: 'Tin bị ẩn', hiddenByStaff: true, expiresAt: days(60) })]);
    renderDashboard(lang);

    await screen.findByTestId('portal-posts');
    expect(status(4).textContent).toBe(t.portal.post.status.hidden);
    expect(within(row(4)).getByTestId('post-hidden-note').textContent).toBe(t.portal.post.hiddenNote);
    expect(within(row(1)).queryByTestId('post-hidden-note')).toBeNull();
    expect(screen.getByTestId('portal-count-active').textContent).toBe('1');
  });

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)("shows staff's reason as they typed it, framed in the owner's language (%s)", async (lang, t) => {
    const reason = 'Số điện thoại trong tin không gọi được';
    ownerApi([sampleJobPost({ id: 4, title: 'Tin bị ẩn', hiddenByStaff: true, hiddenReason: reason, expiresAt: days(60) })]);
    renderDashboard(lang);

    const note = await screen.findByTestId('post-hidden-note');
    expect(note.textContent).toBe(`${t.portal.post.hiddenNote}${t.portal.post.hiddenReason} ${reason}`);
    expect(within(note).getByTestId('hidden-reason').textContent).toBe(`${t.portal.post.hiddenReason} ${reason}`);
    expect(t.portal.post.hiddenReason).toBe(lang === 'vi' ? 'Lý do:' : 'Reason:');
  });

  it('pauses after confirmation, then refreshes the list', async () => {
    const fetchMock = ownerApi([ACTIVE, PAUSED]);
    renderDashboard();
    await screen.findByTestId('portal-posts');
    expect(calls(fetchMock, 'GET', '/api/my-job-posts')).toHaveLength(1);

    fireEvent.click(within(row(1)).getByTestId('post-pause'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain(vi.portal.confirm.pauseTitle);
    expect(calls(fetchMock, 'PATCH', '/api/job-posts/1/pause')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(status(1).textContent).toBe(vi.portal.post.status.paused));
    expect(calls(fetchMock, 'PATCH', '/api/job-posts/1/pause')).toHaveLength(1);
    expect(calls(fetchMock, 'GET', '/api/my-job-posts')).toHaveLength(2);
    expect(screen.getByTestId('portal-count-active').textContent).toBe('0');
    expect(screen.getByTestId('toast').textContent).toBe(`${vi.portal.toast.successTitle}|${vi.portal.toast.paused}`);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
  });

  it('does nothing when the pause is cancelled', async () => {
    const fetchMock = ownerApi([ACTIVE]);
    renderDashboard('en');
    await screen.findByTestId('portal-posts');

    fireEvent.click(within(row(1)).getByTestId('post-pause'));
    fireEvent.click(await screen.findByTestId('confirm-dialog-cancel'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(calls(fetchMock, 'PATCH', '/api/job-posts/1/pause')).toHaveLength(0);
    expect(status(1).textContent).toBe(en.portal.post.status.active);
  });

  it('resumes at once, without asking', async () => {
    const fetchMock = ownerApi([PAUSED]);
    renderDashboard('en');
    await screen.findByTestId('portal-posts');

    fireEvent.click(within(row(2)).getByTestId('post-resume'));
    await waitFor(() => expect(status(2).textContent).toBe(en.portal.post.status.active));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(calls(fetchMock, 'PATCH', '/api/job-posts/2/resume')).toHaveLength(1);
    expect(screen.getByTestId('toast').textContent).toBe(`${en.portal.toast.successTitle}|${en.portal.toast.resumed}`);
  });

  it('renews an expired Basic post at once, and it runs again (vi)', async () => {
    const fetchMock = ownerApi([ACTIVE, EXPIRED], {
      'POST /api/job-posts/3/renew': () => ({ status: 200, body: { ...EXPIRED, isExpired: false, expiresAt: days(180) } }),
    });
    renderDashboard('vi');
    await screen.findByTestId('portal-posts');
    // Only the expired post offers it.
    expect(within(row(1)).queryByTestId('post-renew')).toBeNull();
    const renew = within(row(3)).getByTestId('post-renew');
    expect(renew.textContent).toBe(vi.portal.post.renew);
    expect(renew.getAttribute('aria-label')).toBe(vi.portal.post.renewLabel.replace('{{title}}', 'Tin cũ'));
    fireEvent.click(renew);
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(`${vi.portal.toast.successTitle}|${vi.portal.toast.renewed}`));
    expect(calls(fetchMock, 'POST', '/api/job-posts/3/renew').map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{}]);
  });

  it('sends an expired post with paid add-ons to the wizard to renew them at today’s prices (en)', async () => {
    const diamond = { ...EXPIRED, priorityAddon: 'diamond2' as const };
    const fetchMock = ownerApi([diamond]);
    renderDashboard('en');
    await screen.findByTestId('portal-posts');
    const renew = within(row(3)).getByTestId('post-renew');
    expect(renew.textContent).toBe(en.portal.post.renew);
    expect(renew.getAttribute('href')).toBe('/new-package?renew=3');
    expect(calls(fetchMock, 'POST', '/api/job-posts/3/renew')).toHaveLength(0);
  });

  it('deletes after confirmation and the post leaves the list (vi)', async () => {
    const fetchMock = ownerApi([ACTIVE, PAUSED]);
    renderDashboard();
    await screen.findByTestId('portal-posts');

    fireEvent.click(within(row(2)).getByTestId('post-delete'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain(vi.portal.confirm.deleteBody);
    fireEvent.click(screen.getByTestId('confirm-dialog-confirm'));

    await waitFor(() => expect(screen.queryByTestId('portal-post-2')).toBeNull());
    expect(calls(fetchMock, 'DELETE', '/api/job-posts/2')).toHaveLength(1);
    expect(screen.getByTestId('portal-count-total').textContent).toBe('1');
    expect(screen.getByTestId('toast').textContent).toBe(`${vi.portal.toast.deletedTitle}|${vi.portal.toast.deleted}`);
  });

  it('says when a delete fails and keeps the post (en)', async () => {
    ownerApi([ACTIVE], { 'DELETE /api/job-posts/1': { status: 503, body: { message: 'boom' } } });
    renderDashboard('en');
    await screen.findByTestId('portal-posts');

    fireEvent.click(within(row(1)).getByTestId('post-delete'));
    fireEvent.click(await screen.findByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(`${en.portal.toast.deleteFailedTitle}|${en.portal.toast.deleteFailed}`));
    expect(row(1)).toBeTruthy();
  });

  it('edits a post in the dialog and refreshes the list', async () => {
    const fetchMock = ownerApi([ACTIVE]);
    renderDashboard();
    await screen.findByTestId('portal-posts');

    fireEvent.click(within(row(1)).getByTestId('post-edit'));
    const title = await screen.findByTestId('edit-title');
    fireEvent.change(title, { target: { value: 'Tiêu đề mới' } });
    fireEvent.click(screen.getByTestId('edit-save'));

    await waitFor(() => expect(within(row(1)).getByTestId('post-title').textContent).toBe('Tiêu đề mới'));
    expect(calls(fetchMock, 'PUT', '/api/job-posts/1')).toHaveLength(1);
    // The request carries the new title and the description as it was: what the server stores.
    const [[, init]] = calls(fetchMock, 'PUT', '/api/job-posts/1');
    expect(JSON.parse(String(init?.body))).toMatchObject({ title: 'Tiêu đề mới', description: ACTIVE.description });
    expect(calls(fetchMock, 'GET', '/api/my-job-posts')).toHaveLength(2);
    expect(screen.getByTestId('toast').textContent).toBe(`${vi.portal.toast.updatedTitle}|${vi.portal.toast.updated}`);
    await waitFor(() => expect(screen.queryByTestId('edit-post-dialog')).toBeNull());
  });

  it("changes a hiring post's experience level in the edit dialog, and sends only what changed (en)", async () => {
    const fetchMock = ownerApi([{ ...ACTIVE, experienceLevel: 'beginner' }]);
    renderDashboard('en');
    await screen.findByTestId('portal-posts');
    fireEvent.click(within(row(1)).getByTestId('post-edit'));
    const experience = (await screen.findByLabelText(en.experience.label)) as HTMLSelectElement;
    expect(experience.value).toBe('beginner');
    fireEvent.change(experience, { target: { value: 'expert' } });
    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/job-posts/1')).toHaveLength(1));
    const [[, init]] = calls(fetchMock, 'PUT', '/api/job-posts/1');
    expect(JSON.parse(String(init?.body))).toMatchObject({ experienceLevel: 'expert' });
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('salonPhone');
  });

  it('refetches when the wizard announces a new post', async () => {
    const fetchMock = ownerApi([ACTIVE]);
    renderDashboard();
    await screen.findByTestId('portal-posts');

    act(() => void window.dispatchEvent(new Event(NEW_JOB_POST_EVENT)));
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/my-job-posts')).toHaveLength(2));
  });

  it('shows an empty state with the create button', async () => {
    ownerApi([]);
    renderDashboard('en');

    const empty = await screen.findByTestId('portal-posts-empty');
    expect(empty.textContent).toContain(en.portal.dashboard.empty);
    expect(within(empty).getByRole('link', { name: en.portal.dashboard.createPost }).getAttribute('href')).toBe('/new-package');
    expect(screen.getByTestId('portal-count-total').textContent).toBe('0');
  });

  it('offers a retry when the list cannot be fetched', async () => {
    let fail = true;
    ownerApi([ACTIVE], { 'GET /api/my-job-posts': () => (fail ? { status: 503, body: { message: 'down' } } : { status: 200, body: [ACTIVE] }) });
    renderDashboard('en');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.portal.dashboard.fetchFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: en.portal.dashboard.retry }));
    expect(await screen.findByTestId('portal-post-1')).toBeTruthy();
  });
});
