import { render } from '@testing-library/react';
import { createI18n, en, I18nextProvider, type Lang, vi } from '@chonail/shared/i18n';
import { createAppStore, Provider } from '@chonail/web/data';
import { fakeApi } from '@chonail/web/data/testing';
import { MemoryRouter } from '@chonail/web/router';
import { HomePage } from './HomePage';

const TEXT = { vi, en } as const;

/**
 * The home page in `lang` against the stand-in API, where every list search answers an empty
 * list: the specs read what was asked (`searches()`, each search's query). The spec file mocks
 * `./SiteTotals` itself (a jest.mock only holds in the file that declares it).
 */
export function renderHomeSearches(lang: Lang, { location }: { location?: { city: string; state: string } } = {}) {
  if (location) localStorage.setItem('selectedLocation', JSON.stringify(location));
  const answers = fakeApi({});
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) =>
    url.startsWith('/api/job-posts?') ? ({ ok: true, status: 200, statusText: '', headers: { get: () => null }, body: null, text: async () => '[]' } as unknown as Response) : answers(url, init),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={['/']}>
          <HomePage />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  const searches = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/job-posts?')).map((url) => new URLSearchParams(url.split('?')[1]));
  return { searches, text: TEXT[lang] };
}
