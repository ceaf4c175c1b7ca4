/** @jest-environment jsdom */
import { createI18n, I18nextProvider, type Lang } from '@chonail/shared/i18n';
import { enPages, viPages } from '@chonail/shared/i18n/pages';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from '@chonail/web/router';
import { AboutPage, FaqPage, PrivacyPage, TermsPage } from './index';

type PageName = 'about' | 'faq' | 'terms' | 'privacy';

const components: Record<PageName, ComponentType> = {
  about: AboutPage,
  faq: FaqPage,
  terms: TermsPage,
  privacy: PrivacyPage,
};

/** Figures the spec's "Static copy" fixes (spec 01 section 9), as they must read in each language. */
const figures: Record<PageName, Record<Lang, string[]>> = {
  about: {
    vi: ['24 giờ', '9:00-18:00', 'miễn phí', 'tính phí'],
    en: ['24 hours', '9:00-18:00', 'free', 'paid add-ons'],
  },
  faq: {
    vi: ['24 giờ', '9:00-18:00', '6 tháng', '1 tháng', 'PIN 4 chữ số', 'SMS', 'miễn phí'],
    en: ['24 hours', '9:00-18:00', '6 months', '1 month', '4-digit PIN', 'SMS', 'free'],
  },
  terms: {
    vi: ['30 ngày', '24 giờ'],
    en: ['30 days', '24 hours'],
  },
  privacy: {
    vi: ['72 giờ', '2 năm', '1 năm', '6 tháng', '7 năm'],
    en: ['72 hours', '2 years', '1 year', '6 months', '7 years'],
  },
};

const catalogues = { vi: { pages: viPages }, en: { pages: enPages } } as const;
const vi = catalogues.vi;
const en = catalogues.en;
const pageNames = Object.keys(components) as PageName[];

function renderPage(page: PageName, lang: Lang) {
  const Page = components[page];
  const view = render(
    <I18nextProvider i18n={createI18n(lang)}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return view.container.textContent ?? '';
}

afterEach(cleanup);

describe('static pages', () => {
  describe.each(pageNames)('%s', (page) => {
    it.each(['vi', 'en'] as const)('in %s shows its title in the one h1 and the required figures', (lang) => {
      const text = renderPage(page, lang);
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]?.textContent).toBe(catalogues[lang].pages[page].title);
      for (const figure of figures[page][lang]) expect(text).toContain(figure);
      // a missing key would render as its dotted path
      expect(text).not.toMatch(/pages\.\w+/);
      expect(screen.getByRole('link', { name: catalogues[lang].pages.shared.contactUs }).getAttribute('href')).toBe(
        '/contact',
      );
    });

    it('differs between vi and en (no untranslated page)', () => {
      const viText = renderPage(page, 'vi');
      cleanup();
      const enText = renderPage(page, 'en');
      expect(viText).not.toBe('');
      expect(enText).not.toBe(viText);
      expect(enText).not.toContain(vi.pages[page].title);
      expect(enText).not.toContain(vi.pages[page].intro);
    });
  });

  it('renders at least 8 FAQ entries as <details> with a <summary> question', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n('vi')}>
        <MemoryRouter>
          <FaqPage />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const items = container.querySelectorAll('details');
    expect(items.length).toBeGreaterThanOrEqual(8);
    const questions = Object.values(vi.pages.faq.items).map((item) => item.question);
    items.forEach((item, index) => expect(item.querySelector('summary')?.textContent).toBe(questions[index]));
  });

  it.each([
    ['terms', ['acceptance', 'accounts', 'listings', 'payments', 'removal', 'liability', 'changes', 'contact']],
    ['privacy', ['collect', 'purpose', 'sharing', 'retention', 'rights', 'contact']],
  ] as const)('%s has the required sections, each with an h2', (page, keys) => {
    renderPage(page, 'en');
    const sections: Record<string, { heading: string }> = en.pages[page].sections;
    for (const key of keys) {
      expect(screen.getByRole('heading', { level: 2, name: sections[key]?.heading })).toBeTruthy();
    }
  });
});
