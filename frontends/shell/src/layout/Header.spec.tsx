/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { createI18n, en as enText, I18nextProvider, vi as viText, type Lang } from '@chonail/shared/i18n';
import { createAppStore, LOCATION_KEY, Provider, signedIn } from '@chonail/web/data';
import { MemoryRouter, useLocation } from '@chonail/web/router';
import { AuthDialogs } from '../auth/AuthDialogs';
import { Header } from './Header';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderHeader({ path = '/', signedInUser = false, lang = 'vi' }: { path?: string; signedInUser?: boolean; lang?: Lang } = {}) {
  const store = createAppStore();
  if (signedInUser) store.dispatch(signedIn({ accessToken: 'token' }));
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[path]}>
          <Header />
          <AuthDialogs />
          <Where />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

beforeEach(() => localStorage.clear());

describe('Header', () => {
  it('offers a guest Login and Post Job, and no avatar', () => {
    renderHeader();
    expect(screen.getByRole('button', { name: viText.header.login })).toBeTruthy();
    expect(screen.getByRole('button', { name: viText.header.postJob })).toBeTruthy();
    expect(screen.queryByTestId('avatar')).toBeNull();
  });

  it("opens the account-required prompt when a guest presses Post Job", () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: viText.header.postJob }));
    expect(screen.getByTestId('account-required')).toBeTruthy();
    expect(screen.queryByTestId('job-post-dialog')).toBeNull();
  });

  it.each(['vi', 'en'] as const)('gives a member the job-creation dialog, whose choice opens the wizard with that kind (%s)', (lang) => {
    const text = lang === 'vi' ? viText : enText;
    renderHeader({ signedInUser: true, lang, path: '/map' });
    fireEvent.click(screen.getByRole('button', { name: text.header.postJob }));
    const dialog = screen.getByTestId('job-post-dialog');
    expect(dialog.textContent).toContain(text.accountDialogs.postDialog.title);
    fireEvent.click(screen.getByTestId('job-post-selling'));
    expect(screen.getByTestId('where').textContent).toBe('/new-package?jobType=selling');
    expect(screen.queryByTestId('job-post-dialog')).toBeNull();
  });

  it('gives a signed-in user an avatar linking to the portal', () => {
    renderHeader({ signedInUser: true });
    const avatar = screen.getByTestId('avatar');
    expect(avatar.getAttribute('href')).toBe('/customerportal');
    // No profile loaded: the spec's fallback letter.
    expect(avatar.textContent).toBe('U');
  });

  it('shows the selected location under the brand, except on /map', () => {
    localStorage.setItem(LOCATION_KEY, JSON.stringify({ city: 'Houston', state: 'TX' }));
    const { unmount } = renderHeader({ lang: 'en' });
    expect(screen.getByTestId('header-location').textContent).toBe(`Houston, TX, ${enText.header.country}`);
    unmount();
    renderHeader({ path: '/map' });
    expect(screen.queryByTestId('header-location')).toBeNull();
  });
});
