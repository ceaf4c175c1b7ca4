/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { PageTimeProvider } from '@chonail/web/ui';
import { MemoryRouter } from '@chonail/web/router';
import { Footer } from './Footer';

function renderFooter(lang: Lang, renderedAt?: number) {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <MemoryRouter>
        <PageTimeProvider renderedAt={renderedAt} page="/">
          <Footer />
        </PageTimeProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('Footer', () => {
  it.each([
    ['vi', vi.footer.copyright],
    ['en', en.footer.copyright],
  ] as const)('%s: says this year (the page’s instant)', (lang, words) => {
    renderFooter(lang);
    expect(screen.getByText(words.replace('{{year}}', String(new Date().getFullYear())))).toBeTruthy();
  });

  it('reads the year of the instant the server drew the page at, so the take-over changes nothing', () => {
    renderFooter('vi', Date.UTC(2027, 5, 1));
    expect(screen.getByText(vi.footer.copyright.replace('{{year}}', '2027'))).toBeTruthy();
  });
});
