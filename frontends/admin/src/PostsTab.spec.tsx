/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeRoute } from '@chonail/web/data/testing';
import { calls, fill, LANGS, page, renderAdmin, samplePost, TEXT } from './admin-testing';

jest.mock('./BarChart', () => ({ __esModule: true, default: () => null }));

const LIST = '/api/admin/job-posts?limit=20&offset=0';
const POST = samplePost();

function renderPosts(lang: 'vi' | 'en', answers: Record<string, FakeRoute> = {}) {
  return renderAdmin({ lang, path: '/tuongadmin?tab=posts', answers: { [`GET ${LIST}`]: page([POST], 45), ...answers } });
}

describe('posts tab', () => {
  it.each(LANGS)('lists posts with place, owner phone, status, VIP time left and the total (%s)', async (lang) => {
    const text = TEXT[lang].admin;
    renderPosts(lang, {
      [`GET ${LIST}`]: page([POST, samplePost({ id: 8, title: 'Bán tiệm', isVip: true, priorityAddon: 'none', expiresAt: '2020-01-01T00:00:00.000Z', status: 'expired' })], 45),
    });
    const row = await screen.findByTestId('post-7');
    expect(row.textContent).toContain('Houston, TX');
    expect(row.textContent).toContain(fill(text.posts.owner, { phone: POST.ownerPhone }));
    expect(within(row).getByTestId('post-status').textContent).toBe(text.posts.statuses.active);
    expect(within(row).getByTestId('post-ad-page').getAttribute('href')).toBe('/my-posts/7');
    expect(within(row).getByTestId('vip-time').textContent).toBe(fill(text.posts.vipLeft, { time: fill(text.posts.timeLeft, { days: 3, hours: 4 }) }));
    expect(within(screen.getByTestId('post-8')).getByTestId('vip-time').textContent).toBe(text.posts.vipExpired);
    expect(screen.getByTestId('admin-pager-range').textContent).toBe(fill(text.pager.range, { from: 1, to: 20, total: 45 }));
  });

  it('sends the filters and pages with the total from x-total-count', async () => {
    const { fetchMock } = renderPosts('vi', {
      'GET /api/admin/job-posts?q=bot&jobType=hiring&state=TX&status=hidden&phone=713&limit=20&offset=0': page([POST], 21),
      'GET /api/admin/job-posts?q=bot&jobType=hiring&state=TX&status=hidden&phone=713&limit=20&offset=20': page([samplePost({ id: 9 })], 21),
    });
    await screen.findByTestId('post-7');
    fireEvent.change(screen.getByTestId('posts-q'), { target: { value: ' bot ' } });
    fireEvent.change(screen.getByTestId('posts-type'), { target: { value: 'hiring' } });
    fireEvent.change(screen.getByTestId('posts-state'), { target: { value: 'TX' } });
    fireEvent.change(screen.getByTestId('posts-status'), { target: { value: 'hidden' } });
    fireEvent.change(screen.getByTestId('posts-phone'), { target: { value: '713' } });
    fireEvent.click(screen.getByTestId('posts-apply'));
    await waitFor(() => expect(screen.getByTestId('admin-pager-range').textContent).toBe('1–20 / 21'));
    fireEvent.click(screen.getByRole('button', { name: TEXT.vi.admin.pager.next }));
    expect(await screen.findByTestId('post-9')).toBeTruthy();
    expect(screen.getByTestId('admin-pager-range').textContent).toBe('21–21 / 21');
    expect(calls(fetchMock, 'GET', '/api/admin/job-posts?q=bot&jobType=hiring&state=TX&status=hidden&phone=713&limit=20&offset=20')).toHaveLength(1);
  });

  it.each(LANGS)("deletes after the confirm dialog, says 'Job post deleted' and refreshes the list (%s)", async (lang) => {
    const text = TEXT[lang].admin.posts;
    let deleted = false;
    const { fetchMock } = renderPosts(lang, {
      [`GET ${LIST}`]: () => page(deleted ? [] : [POST]),
      'DELETE /api/admin/job-posts/7': () => {
        deleted = true;
        return { status: 200, body: { success: true, message: 'Job post deleted' } };
      },
    });
    fireEvent.click(within(await screen.findByTestId('post-7')).getByTestId('post-delete'));
    const dialog = await screen.findByTestId('admin-confirm');
    expect(dialog.textContent).toContain(fill(text.confirmDelete.body, { title: POST.title }));
    expect(calls(fetchMock, 'DELETE', '/api/admin/job-posts/7')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('admin-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe(`${text.deleted}|`));
    expect(calls(fetchMock, 'DELETE', '/api/admin/job-posts/7')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('post-7')).toBeNull());
    expect(screen.queryByTestId('admin-confirm')).toBeNull();
  });

  it('sends nothing when the dialog is cancelled', async () => {
    const { fetchMock } = renderPosts('vi');
    fireEvent.click(within(await screen.findByTestId('post-7')).getByTestId('post-delete'));
    fireEvent.click(await screen.findByTestId('admin-confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('admin-confirm')).toBeNull());
    expect(calls(fetchMock, 'DELETE', '/api/admin/job-posts/7')).toHaveLength(0);
  });

  it.each(LANGS)("says 'Error deleting job post' with the server's reason when the delete fails (%s)", async (lang) => {
    const text = TEXT[lang];
    renderPosts(lang, { 'DELETE /api/admin/job-posts/7': { status: 404, body: { message: 'Post not found', code: 'POST_NOT_FOUND' } } });
    fireEvent.click(within(await screen.findByTestId('post-7')).getByTestId('post-delete'));
    fireEvent.click(await screen.findByTestId('admin-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe(`${text.admin.posts.deleteFailed}|${text.apiErrors.POST_NOT_FOUND}`));
    expect(screen.getByTestId('post-7')).toBeTruthy();
  });

  it('hides after confirming (no reason: no body) and restores a hidden post', async () => {
    const { fetchMock } = renderPosts('en', {
      [`GET ${LIST}`]: page([POST, samplePost({ id: 8, status: 'hidden', hiddenAt: '2026-01-01T00:00:00.000Z' })]),
      'PATCH /api/admin/job-posts/7/hide': { status: 200, body: samplePost({ status: 'hidden' }) },
      'PATCH /api/admin/job-posts/8/restore': { status: 200, body: samplePost({ id: 8 }) },
    });
    fireEvent.click(within(await screen.findByTestId('post-7')).getByTestId('post-hide'));
    fireEvent.click(await screen.findByTestId('hide-confirm'));
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe('Job post hidden|'));
    fireEvent.click(within(screen.getByTestId('post-8')).getByTestId('post-restore'));
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe('Job post restored|'));
    const [[, hide]] = calls(fetchMock, 'PATCH', '/api/admin/job-posts/7/hide');
    expect(hide?.body).toBeUndefined();
    expect(calls(fetchMock, 'PATCH', '/api/admin/job-posts/8/restore')).toHaveLength(1);
  });

  it.each(LANGS)('asks for an optional reason the owner will read, sends it trimmed, and shows it on the hidden post (%s)', async (lang) => {
    const text = TEXT[lang].admin.posts;
    const reason = 'Số điện thoại không gọi được, xin sửa lại';
    const { fetchMock } = renderPosts(lang, {
      [`GET ${LIST}`]: page([POST, samplePost({ id: 8, status: 'hidden', hiddenAt: '2026-01-01T00:00:00.000Z', hiddenReason: 'Ảnh sai tiệm' })]),
      'PATCH /api/admin/job-posts/7/hide': { status: 200, body: samplePost({ status: 'hidden', hiddenReason: reason }) },
    });
    expect(within(await screen.findByTestId('post-8')).getByTestId('post-hidden-reason').textContent).toBe(`${text.hiddenReason} Ảnh sai tiệm`);
    expect(within(screen.getByTestId('post-7')).queryByTestId('post-hidden-reason')).toBeNull();

    fireEvent.click(within(screen.getByTestId('post-7')).getByTestId('post-hide'));
    const dialog = await screen.findByTestId('hide-dialog');
    expect(dialog.textContent).toContain(fill(text.confirmHide.body, { title: POST.title }));
    expect(within(dialog).getByLabelText(text.hideDialog.reason)).toBe(screen.getByTestId('hide-reason'));
    expect(dialog.textContent).toContain(fill(text.hideDialog.hint, { max: 300 }));
    expect(screen.getByTestId('hide-reason').getAttribute('maxlength')).toBe('300');
    fireEvent.change(screen.getByTestId('hide-reason'), { target: { value: `  ${reason}  ` } });
    fireEvent.click(screen.getByTestId('hide-confirm'));
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe(`${text.hidden}|`));
    const [[, init]] = calls(fetchMock, 'PATCH', '/api/admin/job-posts/7/hide');
    expect(JSON.parse(String(init?.body))).toEqual({ reason });
    expect(screen.queryByTestId('hide-dialog')).toBeNull();
  });

  it('cancels hiding without a call', async () => {
    const { fetchMock } = renderPosts('vi');
    fireEvent.click(within(await screen.findByTestId('post-7')).getByTestId('post-hide'));
    fireEvent.click(await screen.findByTestId('hide-cancel'));
    await waitFor(() => expect(screen.queryByTestId('hide-dialog')).toBeNull());
    expect(calls(fetchMock, 'PATCH', '/api/admin/job-posts/7/hide')).toHaveLength(0);
  });

  it("shows the post's payment summary", async () => {
    renderPosts('en', {
      'GET /api/admin/job-posts/7/payment': {
        status: 200,
        body: { paymentIntentId: 'pi_1', status: 'paid', amount: 2000, currency: 'usd', mode: 'test', lines: [{ packageType: 'diamond2', months: 2, quantity: 1, pricePerMonth: 10, cents: 2000 }], paidAt: null, jobPostId: 7 },
      },
    });
    fireEvent.click(within(await screen.findByTestId('post-7')).getByTestId('post-payment'));
    const dialog = await screen.findByTestId('post-payment-dialog');
    await waitFor(() => expect(dialog.textContent).toContain('Diamond 2: 2 months × 1 = $20.00'));
    expect(dialog.textContent).toContain('Paid');
  });
});
