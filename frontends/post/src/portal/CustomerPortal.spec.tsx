/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { User } from '@chonail/shared/contracts';
import { SAMPLE_USER } from '@chonail/shared/contracts/testing';
import { createI18n, en as enText, I18nextProvider, vi as viText, type Lang } from '@chonail/shared/i18n';
import { createAppStore, HAS_SESSION_KEY, Provider, signedIn } from '@chonail/web/data';
import { fakeApi } from '@chonail/web/data/testing';
import { MemoryRouter, useLocation } from '@chonail/web/router';
import { CustomerPortal, portalTab } from './CustomerPortal';
import { displayPhone } from './format';

const USER = SAMPLE_USER;

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

function renderPortal({ path = '/customerportal', user = null as User | null, lang = 'vi' as Lang } = {}) {
  const fetchMock = fakeApi(user ? { 'GET /api/auth/user': { status: 200, body: user } } : {}, { status: 401, body: { message: 'Unauthorized', code: 'SESSION_EXPIRED' } });
  const store = createAppStore();
  if (user) store.dispatch(signedIn({ accessToken: 'token' }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[path]}>
          <CustomerPortal />
          <LocationProbe />
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
    expect(screen.getByTestId('portal-dashboard').textContent).toContain(viText.portal.dashboard.title);
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
    expect(screen.getByTestId('portal-saved').textContent).toContain(viText.portal.saved.title);
    expect(screen.queryByTestId('portal-settings')).toBeNull();

    act(() => fireEvent.click(screen.getByTestId('portal-tab-settings')));
    expect(screen.getByTestId('location-search').textContent).toBe('?tab=settings');
    expect(screen.getByTestId('portal-settings')).toBeTruthy();
  });

  it('falls back to the dashboard for an unknown tab', () => {
    expect(portalTab('nonsense')).toBe('dashboard');
    expect(portalTab(null)).toBe('dashboard');
    expect(portalTab('saved')).toBe('saved');
  });
});

describe('displayPhone', () => {
  it('formats +1 numbers and leaves others as stored', () => {
    expect(displayPhone('+17135550123')).toBe('+1 (713) 555-0123');
    expect(displayPhone('+84901234567')).toBe('+84901234567');
    expect(displayPhone(null)).toBe('');
  });
});
