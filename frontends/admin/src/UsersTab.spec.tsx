/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, LANGS, page, renderAdmin, sampleUser, TEXT } from './admin-testing';

jest.mock('./BarChart', () => ({ __esModule: true, default: () => null }));

const LIST = '/api/admin/users?limit=20&offset=0';

describe('users tab', () => {
  it.each(LANGS)('blocks a user after the confirm dialog, toasts, and shows the blocked badge (%s)', async (lang) => {
    const text = TEXT[lang].admin.users;
    let blocked = false;
    const { fetchMock } = renderAdmin({
      lang,
      path: '/tuongadmin?tab=users',
      answers: {
        [`GET ${LIST}`]: () => page([sampleUser({ blocked })], 1),
        'PATCH /api/admin/users/4/block': () => {
          blocked = true;
          return { status: 200, body: sampleUser({ blocked: true }) };
        },
      },
    });
    const row = await screen.findByTestId('user-4');
    expect(row.textContent).toContain('+17135550199');
    expect(row.textContent).toContain(text.posts.replace('{{count}}', '2'));
    expect(within(row).queryByTestId('user-blocked')).toBeNull();
    fireEvent.click(within(row).getByTestId('user-block'));
    expect((await screen.findByTestId('admin-confirm')).textContent).toContain(text.confirmBlock.title);
    fireEvent.click(screen.getByTestId('admin-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe(`${text.blockedToast}|`));
    expect(calls(fetchMock, 'PATCH', '/api/admin/users/4/block')).toHaveLength(1);
    // The write refreshed the list: the badge and the Unblock button come from the new answer.
    expect((await screen.findByTestId('user-blocked')).textContent).toBe(text.blocked);
    expect(screen.getByTestId('user-unblock').textContent).toBe(text.unblock);
  });

  it.each(LANGS)("says why the server refused (the last admin) in %s", async (lang) => {
    const text = TEXT[lang];
    renderAdmin({
      lang,
      path: '/tuongadmin?tab=users',
      answers: {
        [`GET ${LIST}`]: page([sampleUser({ role: 'admin' })]),
        'DELETE /api/admin/users/4': { status: 409, body: { message: 'last admin', code: 'LAST_ADMIN' } },
      },
    });
    fireEvent.click(within(await screen.findByTestId('user-4')).getByTestId('user-delete'));
    fireEvent.click(await screen.findByTestId('admin-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe(`${text.admin.users.deleteFailed}|${text.apiErrors.LAST_ADMIN}`));
  });

  it('searches by phone or name from the first page', async () => {
    const { fetchMock } = renderAdmin({
      path: '/tuongadmin?tab=users',
      answers: { [`GET ${LIST}`]: page([sampleUser()]), 'GET /api/admin/users?q=Hoa&limit=20&offset=0': page([]) },
    });
    await screen.findByTestId('user-4');
    fireEvent.change(screen.getByTestId('users-q'), { target: { value: 'Hoa' } });
    fireEvent.click(screen.getByTestId('users-apply'));
    await waitFor(() => expect(screen.queryByTestId('user-4')).toBeNull());
    expect(calls(fetchMock, 'GET', '/api/admin/users?q=Hoa&limit=20&offset=0')).toHaveLength(1);
  });
});
