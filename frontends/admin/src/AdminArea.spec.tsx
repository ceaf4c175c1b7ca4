/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { User } from '@chonail/shared/contracts';
import { createI18n, en as enText, I18nextProvider, vi as viText, type Lang } from '@chonail/shared/i18n';
import { ACCESS_TOKEN_KEY, createAppStore, Provider, signedIn } from '@chonail/web/data';
import { fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import { MemoryRouter } from '@chonail/web/router';
import { useToasts } from '@chonail/web/ui';
import { AdminArea } from './AdminArea';
import { ADMIN_RELOAD_DELAY_MS } from './AdminLoginForm';

const ADMIN: User = {
  id: 1,
  firstName: 'Tuong',
  lastName: 'Admin',
  email: 'admin@example.com',
  phone: '+17135550123',
  role: 'admin',
  profileImageUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const MEMBER: User = { ...ADMIN, id: 2, role: 'user', firstName: 'Lan' };

// The `validation` group belongs to the shared catalogue; read it loosely so this file does not
// depend on its type.
const validation = (catalogue: unknown) => (catalogue as { validation: Record<string, string> }).validation;

function ToastProbe() {
  const toasts = useToasts();
  return (
    <ul data-testid="toasts">
      {toasts.map((item) => (
        <li key={item.id} data-variant={item.variant}>
          {item.title}|{item.description}
        </li>
      ))}
    </ul>
  );
}

function renderAdmin({ lang = 'vi' as Lang, token = null as string | null, answers = {} as Record<string, FakeRoute> } = {}) {
  const fetchMock = fakeApi(answers, { status: 401, body: { message: 'Unauthorized' } });
  const reload = jest.fn();
  const store = createAppStore();
  if (token) store.dispatch(signedIn({ accessToken: token }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={['/tuongadmin']}>
          <AdminArea reload={reload} />
          <ToastProbe />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { store, fetchMock, reload };
}

function fillAndSubmit(phone: string, password: string) {
  fireEvent.change(screen.getByTestId('admin-phone'), { target: { value: phone } });
  fireEvent.change(screen.getByTestId('admin-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('admin-login-submit'));
}

const toastText = () => screen.getByTestId('toasts').textContent;

beforeEach(() => localStorage.clear());

describe('admin login form', () => {
  it.each([
    ['vi', viText],
    ['en', enText],
  ] as const)('says in %s that phone and password are required, and sends nothing', (lang, text) => {
    const { fetchMock } = renderAdmin({ lang });
    expect(screen.getByTestId('admin-login').textContent).toContain(text.adminLogin.title);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect(screen.getByTestId('admin-phone-error').textContent).toBe(validation(text).phoneRequired);
    expect(screen.getByTestId('admin-password-error').textContent).toBe(validation(text).passwordRequired);
    expect(screen.getByTestId('admin-phone').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('admin-phone'));
    expect(fetchMock).not.toHaveBeenCalled();

    // Editing a field clears its message; the other stays until the next submit.
    fireEvent.change(screen.getByTestId('admin-phone'), { target: { value: '713' } });
    expect(screen.queryByTestId('admin-phone-error')).toBeNull();
    expect(screen.getByTestId('admin-password-error')).toBeTruthy();
  });

  it('asks only for the missing password when the phone is there', () => {
    renderAdmin({ lang: 'en' });
    fillAndSubmit('7135550123', '');
    expect(screen.queryByTestId('admin-phone-error')).toBeNull();
    expect(screen.getByTestId('admin-password-error').textContent).toBe(validation(enText).passwordRequired);
    expect(document.activeElement).toBe(screen.getByTestId('admin-password'));
  });

  it('formats the phone as it is typed', () => {
    renderAdmin();
    const phone = screen.getByTestId('admin-phone') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '71355' } });
    expect(phone.value).toBe('(713) 55');
    fireEvent.change(phone, { target: { value: '+1 713 555 0123' } });
    expect(phone.value).toBe('(713) 555-0123');
  });

  it('signs an admin in, says so and reloads about a second later', async () => {
    const { store, fetchMock, reload } = renderAdmin({
      answers: { 'POST /api/auth/login': { status: 200, body: { token: 'admin-token', refreshToken: 'r', user: ADMIN } } },
    });
    fillAndSubmit('(713) 555-0123', 'a strong password');

    await waitFor(() => expect(store.getState().auth.accessToken).toBe('admin-token'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '+17135550123', password: 'a strong password' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('admin-token');
    expect(toastText()).toBe(`${viText.adminLogin.successTitle}|${viText.adminLogin.successBody}`);
    // The login answer says who signed in: no second round trip to find out.
    expect(await screen.findByTestId('coming-soon-admin')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => u === '/api/auth/user')).toHaveLength(0);

    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: ADMIN_RELOAD_DELAY_MS + 1000 });
  });

  it('turns away a member who signs in here', async () => {
    const { store, reload } = renderAdmin({
      lang: 'en',
      answers: { 'POST /api/auth/login': { status: 200, body: { token: 'member-token', refreshToken: 'r', user: MEMBER } } },
    });
    fillAndSubmit('7135550123', '1234');
    expect(await screen.findByTestId('admin-unauthorized')).toBeTruthy();
    expect(store.getState().auth.accessToken).toBe('member-token');
    expect(toastText()).toContain(enText.adminLogin.unauthorizedTitle);
    await new Promise((resolve) => setTimeout(resolve, ADMIN_RELOAD_DELAY_MS + 100));
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ['en', enText],
    ['vi', viText],
  ] as const)("shows 'Login failed' with the code's text in the reader's language (%s), not the server's English", async (lang, text) => {
    const { store } = renderAdmin({
      lang,
      answers: { 'POST /api/auth/login': { status: 401, body: { message: 'Invalid phone or password', code: 'INVALID_CREDENTIALS' } } },
    });
    fillAndSubmit('7135550123', 'wrong');
    await waitFor(() => expect(toastText()).toBe(`${text.adminLogin.failedTitle}|${text.apiErrors.INVALID_CREDENTIALS}`));
    expect(store.getState().auth.accessToken).toBeNull();
    expect(screen.getByTestId('admin-login')).toBeTruthy();
  });

  it('says the network failed when no answer came', async () => {
    renderAdmin({ answers: { 'POST /api/auth/login': 'network-error' } });
    fillAndSubmit('7135550123', 'whatever');
    await waitFor(() => expect(toastText()).toBe(`${viText.adminLogin.failedTitle}|${viText.common.networkError}`));
  });
});

describe('admin area', () => {
  it('shows the admin page to a signed-in admin', async () => {
    renderAdmin({ token: 'admin-token', answers: { 'GET /api/auth/user': { status: 200, body: ADMIN } } });
    expect(await screen.findByTestId('coming-soon-admin')).toBeTruthy();
    expect(screen.queryByTestId('admin-login')).toBeNull();
  });

  it('shows Unauthorized access to a signed-in member', async () => {
    const { store } = renderAdmin({ lang: 'en', token: 'member-token', answers: { 'GET /api/auth/user': { status: 200, body: MEMBER } } });
    const panel = await screen.findByTestId('admin-unauthorized');
    expect(panel.textContent).toContain(enText.adminLogin.unauthorizedTitle);
    fireEvent.click(screen.getByRole('button', { name: enText.adminLogin.logout }));
    expect(store.getState().authUi.logoutRequested).toBe(true);
  });

  it('offers the login form when the stored session is gone', async () => {
    renderAdmin({ token: 'stale-token' });
    expect(await screen.findByTestId('admin-login')).toBeTruthy();
  });
});
