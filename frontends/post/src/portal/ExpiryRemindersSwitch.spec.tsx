/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { User } from '@chonail/shared/contracts';
import { SAMPLE_USER } from '@chonail/shared/contracts/testing';
import { createI18n, en as enText, I18nextProvider, vi as viText, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider, signedIn } from '@chonail/web/data';
import { fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import { MemoryRouter } from '@chonail/web/router';
import { useToasts } from '@chonail/web/ui';
import { CustomerPortal } from './CustomerPortal';

function ToastProbe() {
  const [latest] = useToasts().filter((toast) => toast.open);
  return <output data-testid="toast">{latest ? `${latest.title}|${latest.description ?? ''}` : ''}</output>;
}

function renderSettings(user: User, patch: FakeRoute, lang: Lang = 'vi') {
  const fetchMock = fakeApi({
    'GET /api/auth/user': { status: 200, body: user },
    'GET /api/my-job-posts': { status: 200, body: [] },
    'GET /api/saved-items': { status: 200, body: [] },
    'PATCH /api/auth/user/preferences': patch,
  });
  const store = createAppStore();
  store.dispatch(signedIn({ accessToken: 'token' }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={['/customerportal?tab=settings']}>
          <CustomerPortal />
          <ToastProbe />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return fetchMock;
}

const patches = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/auth/user/preferences' && (init as RequestInit | undefined)?.method === 'PATCH').map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe('ExpiryRemindersSwitch (issue 39)', () => {
  it('shows the stored state in Vietnamese and turns the texts off through the preferences call', async () => {
    const user = { ...SAMPLE_USER, expiryReminders: true };
    const fetchMock = renderSettings(user, { status: 200, body: { ...user, expiryReminders: false } });
    const toggle = await screen.findByRole('switch', { name: viText.portal.settings.expiryReminders });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(viText.portal.settings.expiryRemindersHint)).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(patches(fetchMock)).toEqual([{ expiryReminders: false }]);
    expect(screen.getByTestId('toast').textContent).toContain(viText.portal.settings.expiryRemindersSaved);
  });

  it('in English, turns them back on; a refused save keeps the switch as stored and says so', async () => {
    const user = { ...SAMPLE_USER, expiryReminders: false };
    const fetchMock = renderSettings(user, { status: 500, body: { message: 'boom', code: 'INTERNAL_ERROR' } }, 'en');
    const toggle = await screen.findByRole('switch', { name: enText.portal.settings.expiryReminders });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(enText.portal.settings.expiryRemindersFailed));
    expect(patches(fetchMock)).toEqual([{ expiryReminders: true }]);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('reads an answer without the field (an older server) as on', async () => {
    const user: User = { ...SAMPLE_USER };
    delete user.expiryReminders;
    renderSettings(user, { status: 200, body: user });
    expect((await screen.findByRole('switch')).getAttribute('aria-checked')).toBe('true');
  });
});
