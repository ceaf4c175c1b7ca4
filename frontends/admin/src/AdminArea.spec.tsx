/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Lang } from '@chonail/shared/i18n';
import { ACCESS_TOKEN_KEY } from '@chonail/web/data';
import type { FakeRoute } from '@chonail/web/data/testing';
import { ADMIN, MEMBER, renderAdmin as renderArea, TEXT, toastText } from './admin-testing';

const { vi: viText, en: enText } = TEXT;

jest.mock('./BarChart', () => ({ __esModule: true, default: () => null }));

// The `validation` group belongs to the shared catalogue; read it loosely so this file does not
// depend on its type.
const validation = (catalogue: unknown) => (catalogue as { validation: Record<string, string> }).validation;

/** A guest by default; `token` signs in whoever GET /api/auth/user answers (401 when nobody). */
function renderAdmin({ lang = 'vi' as Lang, token = null as string | null, answers = {} as Record<string, FakeRoute> } = {}) {
  return renderArea({ lang, signedInAs: null, token, answers, fallback: { status: 401, body: { message: 'Unauthorized' } } });
}

function fillAndSubmit(phone: string, password: string, totp = '028341') {
  fireEvent.change(screen.getByTestId('admin-phone'), { target: { value: phone } });
  fireEvent.change(screen.getByTestId('admin-password'), { target: { value: password } });
  fireEvent.change(screen.getByTestId('admin-totp'), { target: { value: totp } });
  fireEvent.click(screen.getByTestId('admin-login-submit'));
}

/** Every timer the page schedules, with its delay (the reload after sign-in is one). */
let timers: jest.SpyInstance<ReturnType<typeof setTimeout>, Parameters<typeof setTimeout>>;
beforeEach(() => {
  localStorage.clear();
  timers = jest.spyOn(globalThis, 'setTimeout');
});
afterEach(() => timers.mockRestore());

describe('admin login form', () => {
  it.each([
    ['vi', viText],
    ['en', enText],
  ] as const)('says in %s that phone, password and the authenticator code are required, and sends nothing', async (lang, text) => {
    const { fetchMock } = renderAdmin({ lang });
    expect(screen.getByTestId('admin-login').textContent).toContain(text.adminLogin.title);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect((await screen.findByTestId('admin-phone-error')).textContent).toBe(validation(text).phoneRequired);
    expect(screen.getByTestId('admin-password-error').textContent).toBe(validation(text).passwordRequired);
    expect(screen.getByTestId('admin-totp-error').textContent).toBe(validation(text).totpRequired);
    expect(screen.getByTestId('admin-phone').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('admin-phone'));
    expect(fetchMock).not.toHaveBeenCalled();

    // Editing a field clears its message; the other stays until the next submit.
    fireEvent.change(screen.getByTestId('admin-phone'), { target: { value: '713' } });
    expect(screen.queryByTestId('admin-phone-error')).toBeNull();
    expect(screen.getByTestId('admin-password-error')).toBeTruthy();
  });

  it('asks only for the missing password when the phone is there', async () => {
    renderAdmin({ lang: 'en' });
    fillAndSubmit('7135550123', '');
    expect((await screen.findByTestId('admin-password-error')).textContent).toBe(validation(enText).passwordRequired);
    expect(screen.queryByTestId('admin-phone-error')).toBeNull();
    expect(screen.getByTestId('admin-password-error').textContent).toBe(validation(enText).passwordRequired);
    expect(document.activeElement).toBe(screen.getByTestId('admin-password'));
  });

  it('takes 6 digits of authenticator code, and says so for fewer', async () => {
    const { fetchMock } = renderAdmin({ lang: 'en' });
    const code = screen.getByTestId('admin-totp') as HTMLInputElement;
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '12 34-5a6789' } });
    expect(code.value).toBe('123456');
    fillAndSubmit('7135550123', 'a strong password', '1234');
    expect((await screen.findByTestId('admin-totp-error')).textContent).toBe(validation(enText).totpFormat);
    expect(fetchMock).not.toHaveBeenCalled();
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
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '+17135550123', password: 'a strong password', totp: '028341' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('admin-token');
    expect(toastText()).toBe(`${viText.adminLogin.successTitle}|${viText.adminLogin.successBody}`);
    // The login answer says who signed in: no second round trip to find out.
    expect(await screen.findByTestId('admin-panel')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => u === '/api/auth/user')).toHaveLength(0);

    expect(reload).not.toHaveBeenCalled();
    // Spec 01 section 9: "Admin page reload 1 s after login", pinned here rather than read from the code.
    expect(timers.mock.calls.filter(([callback]) => callback === reload).map(([, ms]) => ms)).toEqual([1_000]);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2_000 });
  });

  it('keeps the login form for a member who signs in here, and says why', async () => {
    const { store, reload } = renderAdmin({
      lang: 'en',
      answers: { 'POST /api/auth/login': { status: 200, body: { token: 'member-token', refreshToken: 'r', user: MEMBER } } },
    });
    fillAndSubmit('7135550123', '1234');
    expect((await screen.findByTestId('admin-not-admin')).textContent).toBe(enText.admin.notAdminNote);
    expect(screen.getByTestId('admin-login')).toBeTruthy();
    expect(screen.queryByTestId('admin-unauthorized')).toBeNull();
    expect(store.getState().auth.accessToken).toBe('member-token');
    expect(toastText()).toContain(enText.adminLogin.unauthorizedTitle);
    // No reload is even scheduled.
    expect(timers.mock.calls.filter(([callback]) => callback === reload)).toEqual([]);
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
    // That code was tried: the next attempt takes the app's next one.
    expect((screen.getByTestId('admin-totp') as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['en', enText],
    ['vi', viText],
  ] as const)("says 'Login failed' / 'Invalid credentials' in %s when the answer has no code", async (lang, text) => {
    renderAdmin({ lang, answers: { 'POST /api/auth/login': { status: 401, body: { message: 'Nope' } } } });
    fillAndSubmit('7135550123', 'wrong');
    await waitFor(() => expect(toastText()).toBe(`${text.adminLogin.failedTitle}|${text.adminLogin.invalidCredentials}`));
  });

  it('words the outcomes as spec 02 section 8 does, in English', () => {
    expect([enText.adminLogin.failedTitle, enText.adminLogin.invalidCredentials]).toEqual(['Login failed', 'Invalid credentials']);
    expect([enText.adminLogin.successTitle, enText.adminLogin.successBody]).toEqual(['Login successful', 'Welcome admin!']);
  });

  it('says the network failed when no answer came', async () => {
    renderAdmin({ answers: { 'POST /api/auth/login': 'network-error' } });
    fillAndSubmit('7135550123', 'whatever');
    await waitFor(() => expect(toastText()).toBe(`${viText.adminLogin.failedTitle}|${viText.common.networkError}`));
  });
});

describe('admin area', () => {
  it('shows the admin panel to a signed-in admin', async () => {
    renderAdmin({ token: 'admin-token', answers: { 'GET /api/auth/user': { status: 200, body: ADMIN } } });
    expect(await screen.findByTestId('admin-panel')).toBeTruthy();
    expect(screen.queryByTestId('admin-login')).toBeNull();
  });

  it.each([
    ['vi', viText],
    ['en', enText],
  ] as const)('shows the login form, not an Unauthorized panel, to a signed-in member (%s)', async (lang, text) => {
    const { fetchMock } = renderAdmin({ lang, token: 'member-token', answers: { 'GET /api/auth/user': { status: 200, body: MEMBER } } });
    expect((await screen.findByTestId('admin-not-admin')).textContent).toBe(text.admin.notAdminNote);
    expect(screen.getByTestId('admin-login').textContent).toContain(text.adminLogin.title);
    expect(screen.queryByTestId('admin-unauthorized')).toBeNull();
    expect(screen.queryByTestId('admin-panel')).toBeNull();
    // Nothing of the staff API is asked for on a member's behalf.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/admin'))).toHaveLength(0);
  });

  it('offers the login form when the stored session is gone', async () => {
    renderAdmin({ token: 'stale-token' });
    expect(await screen.findByTestId('admin-login')).toBeTruthy();
  });
});
