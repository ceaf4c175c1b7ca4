/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { JobPost, PostPayment } from '@chonail/shared/contracts';
import { SAMPLE_USER, sampleJobPost } from '@chonail/shared/contracts/testing';
import { formatDate } from '@chonail/shared/domain';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider, signedIn } from '@chonail/web/data';
import { fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import { MemoryRouter, Route, Routes } from '@chonail/web/router';
import PostPage from '../routes';
import { MyPostPage } from './MyPostPage';

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const IMAGES = ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'];

/** A post bought in the wizard: photo/video and diamond3, 2 months each, paid $90 in test mode. */
const PAID: JobPost = sampleJobPost({
  id: 42,
  title: 'Cần thợ bột gấp',
  description: 'Lương cao\nBao ăn ở',
  isOwner: true,
  duration: 2,
  photo_video_addon: true,
  photoVideoEndsAt: days(30),
  priorityAddon: 'diamond3',
  priorityEndsAt: days(20),
  viewCount: 321,
  saveCount: 17,
  images: IMAGES,
});
const PAID_AT = '2026-03-05T15:30:00.000Z';
const PAYMENT: PostPayment = {
  paymentIntentId: 'pi_test_42',
  status: 'paid',
  amount: 9000,
  currency: 'usd',
  mode: 'test',
  packageData: { photoVideoAddon: true, photoVideoMonths: 2, stateAddon: false, selectedStates: [], stateMonths: 1, priorityAddon: 'diamond3', priorityMonths: 2 },
  lines: [
    { packageType: 'photo_video', months: 2, quantity: 1, pricePerMonth: 15, cents: 3000 },
    { packageType: 'diamond3', months: 2, quantity: 1, pricePerMonth: 30, cents: 6000 },
  ],
  paidAt: PAID_AT,
  jobPostId: 42,
};
const BASIC: JobPost = sampleJobPost({ id: 43, isOwner: true });
/** A legacy (demo) post: VVIP by vipDuration 6, CA and TX, 4 urgent days, and no payment record. */
const LEGACY: JobPost = sampleJobPost({
  id: 46,
  isOwner: true,
  isVip: true,
  vipDuration: 6,
  duration: 6,
  isNationwide: true,
  selected_states: ['CA', 'TX'],
  stateAddonEndsAt: days(-3),
  urgentDays: 4,
});

/** The store of the page rendered last, for what its buttons dispatched. */
let lastStore: ReturnType<typeof createAppStore>;

function renderPage({ id = 42, lang = 'vi' as Lang, member = true, answers = {} as Record<string, FakeRoute>, path = '' } = {}) {
  const routes: Record<string, FakeRoute> = {
    'GET /api/auth/user': { status: 200, body: SAMPLE_USER },
    'GET /api/job-posts/42': { status: 200, body: PAID },
    'GET /api/job-posts/42/payment': { status: 200, body: PAYMENT },
    'GET /api/job-posts/43': { status: 200, body: BASIC },
    'GET /api/job-posts/43/payment': { status: 200, body: null },
    'GET /api/job-posts/46': { status: 200, body: LEGACY },
    'GET /api/job-posts/46/payment': { status: 200, body: null },
    ...answers,
  };
  const fetchMock = fakeApi(routes);
  // fakeApi writes a null body as {}; the API answers a post without a payment with JSON null.
  const fake = globalThis.fetch;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const response = await fake(url, init);
    const route = routes[`${init?.method ?? 'GET'} ${url}`];
    return typeof route === 'object' && route.body === null ? ({ ...response, text: async () => 'null' } as Response) : response;
  }) as typeof fetch;
  const store = createAppStore();
  lastStore = store;
  if (member) store.dispatch(signedIn({ accessToken: 'token' }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[path || `/my-posts/${id}`]}>
          <Routes>
            <Route path="/my-posts/:id" element={<MyPostPage />} />
            <Route path="/package" element={<PostPage page="newPackage" />} />
            <Route path="/customerportal" element={<p data-testid="portal-route" />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return fetchMock;
}

const amounts = () =>
  Object.fromEntries(
    screen.getAllByTestId(/^payment-line-/).map((line) => [line.getAttribute('data-testid')?.replace('payment-line-', ''), within(line).getByTestId('payment-amount').textContent]),
  );

beforeEach(() => localStorage.clear());

describe('MyPostPage', () => {
  it('asks a guest to sign in, without asking for the post, and brings them back to this page after', () => {
    const fetchMock = renderPage({ id: 7, member: false });
    const store = lastStore;
    const prompt = screen.getByTestId('portal-login-prompt');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(prompt).getByRole('button'));
    expect(store.getState().authUi.dialog).toEqual({ kind: 'auth', tab: 'login' });
    expect(store.getState().authUi.afterAuth).toEqual({ kind: 'return', path: '/my-posts/7' });
  });

  it('says the post is missing and leads back to the portal (vi)', async () => {
    renderPage({ id: 99, answers: { 'GET /api/job-posts/99': { status: 404, body: { message: 'Job post not found', code: 'POST_NOT_FOUND' } } } });
    const missing = await screen.findByTestId('my-post-not-found');
    expect(missing.textContent).toContain('Không tìm thấy bài đăng');
    expect(within(missing).getByTestId('my-post-back').getAttribute('href')).toBe('/customerportal');
  });

  it('treats somebody else’s post as missing (en)', async () => {
    renderPage({ id: 44, lang: 'en', answers: { 'GET /api/job-posts/44': { status: 200, body: sampleJobPost({ id: 44 }) } } });
    expect((await screen.findByTestId('my-post-not-found')).textContent).toContain(en.myPost.notFound);
  });

  it('offers a retry when the post cannot be loaded', async () => {
    let answer: { status: number; body: unknown } = { status: 503, body: { message: 'down' } };
    renderPage({ answers: { 'GET /api/job-posts/42': () => answer } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(vi.myPost.fetchFailed);
    answer = { status: 200, body: PAID };
    fireEvent.click(within(alert).getByRole('button', { name: vi.myPost.retry }));
    expect(await screen.findByTestId('my-post-page')).toBeTruthy();
  });

  it('shows the badges, package, payment as paid, stats and actions of a paid post (vi)', async () => {
    const fetchMock = renderPage();
    const page = await screen.findByTestId('my-post-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Cần thợ bột gấp');

    expect(screen.getByTestId('my-post-badge-type').textContent).toBe(vi.jobCard.jobType.hiring);
    expect(screen.getByTestId('my-post-status').textContent).toBe('Hoạt động');
    expect(screen.queryByTestId('my-post-badge-tier')).toBeNull();
    expect(screen.getByTestId('my-post-badge-priority').textContent).toContain(vi.jobCard.priority.diamond3);
    expect(screen.getByTestId('my-post-badge-urgent').textContent).toBe('GẤP');
    expect(screen.getByTestId('my-post-badge-media').textContent).toBe(vi.myPost.badges.photoVideo);
    expect(screen.getByTestId('my-post-description').textContent).toContain('Lương cao\nBao ăn ở');

    // What was paid, per month: photo/video 2 × $15 and diamond3 2 × $30; no VIP table without vipDuration.
    expect(await screen.findByTestId('payment-total')).toBeTruthy();
    expect(amounts()).toEqual({ base: '$0', photo_video: '$30', diamond3: '$60' });
    expect(screen.getByTestId('payment-line-base').textContent).toContain(vi.myPost.payment.lines.base);
    expect(screen.getByTestId('payment-line-photo_video').textContent).toBe('Ảnh/Video · 2 tháng$30');
    expect(screen.getByTestId('payment-line-diamond3').textContent).toBe('Kim cương 3 · 2 tháng$60');
    expect(screen.getByTestId('payment-total').textContent).toBe('$90');
    expect(screen.getByTestId('payment-paid-at').textContent).toBe('Đã thanh toán ngày 05/03/2026');
    expect(screen.getByTestId('payment-test-mode').textContent).toBe(vi.myPost.payment.testMode);
    expect(screen.queryByTestId('payment-free')).toBeNull();
    expect(screen.queryByTestId('vip-duration-table')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/job-posts/42/payment');

    // Paid add-ons are never labelled "Miễn phí".
    expect(screen.getByTestId('package-tier').textContent).toBe('Trả phí: Ảnh/Video, Kim cương 3');
    expect(screen.getByTestId('package-duration').textContent).toBe('2 tháng');
    expect(screen.getByTestId('package-expiry').textContent).toBe(formatDate(PAID.expiresAt as string, 'vi'));
    expect(screen.getByTestId('package-addon-photoVideo').textContent).toContain(`đến ${formatDate(PAID.photoVideoEndsAt as string, 'vi')}`);
    expect(screen.getByTestId('package-addon-priority').textContent).toContain(vi.jobCard.priority.diamond3);

    expect(screen.getByTestId('stat-views').textContent).toBe('321');
    expect(screen.getByTestId('stat-saves').textContent).toBe('17');
    expect(screen.getByTestId('my-post-edit').getAttribute('href')).toBe('/package?edit=42');
    expect(screen.getByTestId('my-post-view-public').getAttribute('href')).toBe('/job/42');
    expect(screen.getByTestId('my-post-back').getAttribute('href')).toBe('/customerportal');
  });

  it.each([
    ['vi', 'Gói', 'Trả phí: Ảnh/Video', 'Miễn phí'],
    ['en', 'Package', 'Paid: Photo/Video', 'Free'],
  ] as const)('labels a photo/video-only post by what was paid, never as free (%s)', async (lang, label, paid, free) => {
    const photos = sampleJobPost({ id: 47, isOwner: true, duration: 6, photo_video_addon: true, photoVideoEndsAt: days(60) });
    const payment: PostPayment = { ...PAYMENT, amount: 1500, jobPostId: 47, lines: [{ packageType: 'photo_video', months: 1, quantity: 1, pricePerMonth: 15, cents: 1500 }] };
    renderPage({ id: 47, lang, answers: { 'GET /api/job-posts/47': { status: 200, body: photos }, 'GET /api/job-posts/47/payment': { status: 200, body: payment } } });
    expect((await screen.findByTestId('payment-total')).textContent).toBe('$15');
    const row = screen.getByTestId('package-tier').parentElement as HTMLElement;
    expect(row.textContent).toBe(`${label}${paid}`);
    expect(screen.getByTestId('my-post-package').textContent).not.toContain(free);
    expect(screen.getByTestId('package-duration').textContent).toBe(lang === 'vi' ? '6 tháng' : '6 months');
  });

  it('opens the edit form over the post at /package?edit={id}, and closing it leaves the ad page (en)', async () => {
    renderPage({ lang: 'en', path: '/package?edit=42' });
    const dialog = await screen.findByTestId('edit-post-dialog');
    expect((within(dialog).getByTestId('edit-title') as HTMLInputElement).value).toBe('Cần thợ bột gấp');
    expect(screen.getByTestId('my-post-page')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('edit-cancel'));
    await waitFor(() => expect(screen.queryByTestId('edit-post-dialog')).toBeNull());
    expect(screen.getByTestId('my-post-edit').getAttribute('href')).toBe('/package?edit=42');
  });

  it('labels a multi-state charge by states and months, without a test-mode label for a Stripe payment (en)', async () => {
    const payment: PostPayment = {
      ...PAYMENT,
      mode: 'stripe',
      amount: 3000,
      lines: [{ packageType: 'state', months: 2, quantity: 3, pricePerMonth: 5, cents: 3000 }],
    };
    renderPage({ lang: 'en', answers: { 'GET /api/job-posts/42/payment': { status: 200, body: payment } } });
    expect((await screen.findByTestId('payment-line-state')).textContent).toBe('Multi-state · 3 states × 2 months$30');
    expect(screen.getByTestId('payment-total').textContent).toBe('$30');
    expect(screen.getByTestId('payment-paid-at').textContent).toBe('Paid on 03/05/2026');
    expect(screen.queryByTestId('payment-test-mode')).toBeNull();
  });

  it('keeps the VIP-duration table, the VIP line and urgent days for a legacy post that carries vipDuration (vi)', async () => {
    renderPage({ id: 46 });
    expect(await screen.findByTestId('payment-total')).toBeTruthy();
    expect(screen.getByTestId('my-post-badge-tier').textContent).toBe('VVIP');
    expect(screen.getByTestId('my-post-badge-states').textContent).toBe('Nhiều tiểu bang: CA, TX');
    expect(screen.getByTestId('package-addon-states').textContent).toContain(`đã kết thúc ${formatDate(LEGACY.stateAddonEndsAt as string, 'vi')}`);
    expect(screen.getByTestId('package-addon-urgent').textContent).toContain('4 ngày');

    // Base $0; VIP 6 months $30; urgent 4 × $3. Nothing by the post's duration for the add-ons.
    expect(amounts()).toEqual({ base: '$0', vip: '$30', urgent: '$12' });
    expect(screen.getByTestId('payment-line-vip').textContent).toContain('6 tháng');
    expect(screen.getByTestId('payment-line-urgent').textContent).toContain('4 ngày × $3/ngày');
    expect(screen.getByTestId('payment-total').textContent).toBe('$42');
    const table = screen.getByTestId('vip-duration-table');
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['3 tháng$15', `6 tháng(${vi.myPost.payment.yourPackage})$30`, '12 tháng$60']);
    expect(screen.getByTestId('vip-row-6').getAttribute('data-current')).toBe('true');
  });

  it('adds what was paid to a legacy post’s VIP and urgent lines', async () => {
    renderPage({ id: 46, answers: { 'GET /api/job-posts/46/payment': { status: 200, body: { ...PAYMENT, jobPostId: 46 } } } });
    expect(await screen.findByTestId('payment-line-diamond3')).toBeTruthy();
    expect(amounts()).toEqual({ base: '$0', photo_video: '$30', diamond3: '$60', vip: '$30', urgent: '$12' });
    expect(screen.getByTestId('payment-total').textContent).toBe('$132');
  });

  it('still shows the page when the payment cannot be loaded, without a total', async () => {
    renderPage({ answers: { 'GET /api/job-posts/42/payment': { status: 503, body: { message: 'down' } } } });
    expect((await screen.findByTestId('payment-load-failed')).textContent).toBe(vi.myPost.payment.loadFailed);
    expect(screen.getByTestId('my-post-page')).toBeTruthy();
    expect(amounts()).toEqual({ base: '$0' });
    expect(screen.queryByTestId('payment-total')).toBeNull();
    expect(screen.queryByTestId('payment-loading')).toBeNull();
  });

  it('does not ask staff for somebody else’s payment (en)', async () => {
    const fetchMock = renderPage({
      id: 44,
      lang: 'en',
      answers: {
        'GET /api/auth/user': { status: 200, body: { ...SAMPLE_USER, role: 'admin' } },
        'GET /api/job-posts/44': { status: 200, body: sampleJobPost({ id: 44 }) },
      },
    });
    expect((await screen.findByTestId('payment-owner-only')).textContent).toBe(en.myPost.payment.ownerOnly);
    expect(screen.queryByTestId('payment-total')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/job-posts/44/payment');
  });

  it('shows a free Basic post with only the $0 base, a free note, no VIP table and no images section (en)', async () => {
    renderPage({ id: 43, lang: 'en' });
    expect((await screen.findByTestId('payment-free')).textContent).toBe(en.myPost.payment.free);
    expect(amounts()).toEqual({ base: '$0' });
    expect(screen.getByTestId('payment-line-base').textContent).toContain(en.myPost.payment.lines.base);
    expect(screen.getByTestId('payment-total').textContent).toBe('$0');
    expect(screen.queryByTestId('payment-paid-at')).toBeNull();
    expect(screen.queryByTestId('payment-test-mode')).toBeNull();
    expect(screen.queryByTestId('vip-duration-table')).toBeNull();
    expect(screen.queryByTestId('my-post-images')).toBeNull();
    expect(screen.queryByTestId('my-post-gallery')).toBeNull();
    expect(screen.queryByTestId('my-post-badge-urgent')).toBeNull();
    expect(screen.getByTestId('my-post-status').textContent).toBe('Active');
    expect(screen.getByTestId('package-tier').textContent).toBe(en.myPost.package.tiers.free);
    expect(screen.getByTestId('my-post-package').textContent).toContain(en.myPost.package.noAddons);
    expect(screen.getByTestId('my-post-edit').textContent).toBe(en.myPost.actions.edit);
    expect(screen.getByTestId('my-post-view-public').textContent).toBe(en.myPost.actions.viewAsGuest);
  });

  it.each(['vi', 'en'] as const)("tells the owner staff hid the post, and why, in the owner's language (%s)", async (lang) => {
    const reason = 'Ảnh không phải của tiệm — xin thay ảnh thật';
    const t = lang === 'vi' ? vi : en;
    renderPage({
      id: 46,
      lang,
      answers: { 'GET /api/job-posts/46': { status: 200, body: sampleJobPost({ id: 46, isOwner: true, hiddenByStaff: true, hiddenReason: reason }) } },
    });
    const note = await screen.findByTestId('my-post-hidden-note');
    expect(screen.getByTestId('my-post-status').textContent).toBe(t.portal.post.status.hidden);
    expect(note.textContent).toBe(`${t.portal.post.hiddenNote}${t.portal.post.hiddenReason} ${reason}`);
  });

  it('labels an expired post and its expiry class', async () => {
    renderPage({ id: 45, answers: { 'GET /api/job-posts/45': { status: 200, body: sampleJobPost({ id: 45, isOwner: true, isExpired: true, expiresAt: days(-2) }) } } });
    await screen.findByTestId('my-post-page');
    expect(screen.getByTestId('my-post-status').textContent).toBe(vi.portal.post.status.expired);
    const expiry = screen.getByTestId('package-expiry').firstElementChild as HTMLElement;
    expect(expiry.getAttribute('data-expiry-class')).toBe('expired');
    expect(expiry.className).toContain('expiry-expired');
  });

  it('opens the gallery full screen; the keys wrap at both ends while the arrows stop there', async () => {
    renderPage();
    const images = await screen.findByTestId('my-post-images');
    expect(images.textContent).toContain('Hình ảnh');
    const thumbs = within(images).getAllByTestId('my-post-gallery-thumb');
    expect(thumbs).toHaveLength(3);

    fireEvent.click(thumbs[2] as HTMLElement);
    const viewer = screen.getByTestId('my-post-viewer');
    const position = () => screen.getByTestId('my-post-viewer-position').textContent;
    const prev = () => screen.getByTestId('my-post-viewer-prev') as HTMLButtonElement;
    const next = () => screen.getByTestId('my-post-viewer-next') as HTMLButtonElement;
    expect(position()).toBe('3/3');
    expect(next().disabled).toBe(true);
    expect(prev().disabled).toBe(false);

    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(position()).toBe('1/3');
    expect(prev().disabled).toBe(true);
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(position()).toBe('3/3');

    fireEvent.click(prev());
    expect(position()).toBe('2/3');
    fireEvent.keyDown(viewer, { key: 'Escape' });
    expect(screen.queryByTestId('my-post-viewer')).toBeNull();
  });

  it('shows Lỗi ảnh for an image that fails to load', async () => {
    renderPage();
    const images = await screen.findByTestId('my-post-images');
    fireEvent.error(within(images).getAllByRole('img')[1] as HTMLElement);
    expect(within(images).getByTestId('my-post-image-broken').textContent).toBe('Lỗi ảnh');

    fireEvent.click(within(images).getAllByTestId('my-post-gallery-thumb')[1] as HTMLElement);
    expect(within(screen.getByTestId('my-post-viewer')).getByTestId('my-post-image-broken').textContent).toBe('Lỗi ảnh');
  });
});
