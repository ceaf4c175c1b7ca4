/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createI18n, en, I18nextProvider, useTranslation, vi } from './index';

let renders = 0;
let seenT: unknown[] = [];

function Words({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  renders += 1;
  seenT.push(t);
  return (
    <p data-testid="words" lang={i18n.language}>
      {t('home.title', { place: name })} | {t('test.later')}
    </p>
  );
}

beforeEach(() => {
  renders = 0;
  seenT = [];
});

describe('useTranslation', () => {
  it('gives the words of the page language and follows a switch of language', async () => {
    const i18n = createI18n('vi');
    render(
      <I18nextProvider i18n={i18n}>
        <Words name="Houston" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('words').textContent).toContain(vi.home.title.replace('{{place}}', 'Houston'));
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('words').textContent).toContain(en.home.title.replace('{{place}}', 'Houston'));
    expect(screen.getByTestId('words').getAttribute('lang')).toBe('en');
  });

  it('keeps one t per language for every screen, so memoised parts are not drawn again', () => {
    const i18n = createI18n('vi');
    render(
      <I18nextProvider i18n={i18n}>
        <Words name="Houston" />
        <Words name="Katy" />
      </I18nextProvider>,
    );
    expect(seenT).toHaveLength(2);
    expect(seenT[0]).toBe(seenT[1]);
    // Interpolated words are kept by their options: two places, two answers.
    expect(screen.getAllByTestId('words').map((p) => p.textContent)).toEqual([
      expect.stringContaining('Houston'),
      expect.stringContaining('Katy'),
    ]);
  });

  it('forgets the words it kept when copy is added later (a lazily loaded page’s), the key then found', () => {
    const i18n = createI18n('en');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Words name="Houston" />
      </I18nextProvider>,
    );
    // i18next answers a missing key with the key itself.
    expect(screen.getByTestId('words').textContent).toContain('test.later');
    i18n.addResourceBundle('en', 'translation', { test: { later: 'Added later' } }, true, false);
    rerender(
      <I18nextProvider i18n={i18n}>
        <Words name="Katy" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('words').textContent).toContain('Added later');
    expect(renders).toBe(2);
  });

  it('passes calls it cannot key (objects in the options, a default value and options) to i18next each time', () => {
    const i18n = createI18n('en');
    let t!: ReturnType<typeof useTranslation>['t'];
    function Grab() {
      t = useTranslation().t;
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Grab />
      </I18nextProvider>,
    );
    const call = t as unknown as (...args: unknown[]) => unknown;
    expect(call('home.title', { place: { toString: () => 'Plano' } })).toBe(en.home.title.replace('{{place}}', 'Plano'));
    expect(call('missing.key', 'Fallback words', {})).toBe('Fallback words');
    expect(call('missing.key', 'Other words', {})).toBe('Other words');
  });
});
