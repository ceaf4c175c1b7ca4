/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { createI18n, en as enText, I18nextProvider, vi as viText, type Lang } from '@chonail/shared/i18n';
import { createAppStore, LOCATION_KEY, Provider, signedIn } from '@chonail/web/data';
import { MemoryRouter } from '@chonail/web/router';
import { Header } from './Header';

function renderHeader({ path = '/', signedInUser = false, lang = 'vi' }: { path?: string; signedInUser?: boolean; lang?: Lang } = {}) {
  const store = createAppStore();
  if (signedInUser) store.dispatch(signedIn({ accessToken: 'token' }));
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[path]}>
          <Header />
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

  it('gives a signed-in user a Post Job link to /new-package and an avatar linking to the portal', () => {
    renderHeader({ signedInUser: true });
    expect(screen.getByRole('link', { name: viText.header.postJob }).getAttribute('href')).toBe('/new-package');
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
