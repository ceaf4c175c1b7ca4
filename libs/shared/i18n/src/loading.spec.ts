import type * as I18n from './index';

/**
 * The main entry as the browser bundle runs it (`__webpack_require__` defined): no catalogue until
 * loadLanguage, one language at a time. Jest's import() of a catalogue stands in for the chunk.
 */
function bundled(mocks: (() => void) | undefined = undefined): typeof I18n {
  const global = globalThis as { __webpack_require__?: unknown };
  global.__webpack_require__ = () => undefined;
  try {
    let lib: typeof I18n | undefined;
    jest.isolateModules(() => {
      mocks?.();
      lib = jest.requireActual<typeof I18n>('./index');
    });
    return lib as typeof I18n;
  } finally {
    delete global.__webpack_require__;
  }
}

afterEach(() => jest.resetModules());

describe('the main entry in a bundle', () => {
  it('has no catalogue until a language is loaded, then only that one', async () => {
    const lib = bundled();
    expect(lib.vi).toBeUndefined();
    expect(lib.en).toBeUndefined();
    const i18n = await lib.initI18n('vi');
    expect(i18n.language).toBe('vi');
    expect(i18n.t('header.switchLanguage')).toBe(jest.requireActual<typeof import('./locales/vi')>('./locales/vi').vi.header.switchLanguage);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('switches language only once the other catalogue and the page copy loaded so far are in', async () => {
    const lib = bundled();
    const i18n = await lib.initI18n('vi');
    const words = { vi: { extra: { hello: 'Xin chào' } }, en: { extra: { hello: 'Hello' } } };
    lib.addTranslations(words);
    expect(i18n.t('extra.hello')).toBe('Xin chào');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

    const seen: string[] = [];
    i18n.on('languageChanged', (lng) => seen.push(`${lng}: ${i18n.t('header.switchLanguage')} / ${i18n.t('extra.hello')}`));
    const switching = i18n.changeLanguage('en');
    expect(i18n.language).toBe('vi');
    await switching;
    expect(i18n.language).toBe('en');
    // At the moment of the switch every word was already there: nothing re-rendered with a key.
    expect(seen).toEqual(['en: Change language / Hello']);

    // Back and forth again needs no download.
    await i18n.changeLanguage('vi');
    expect(i18n.t('extra.hello')).toBe('Xin chào');
  });

  it('stays in its language when the other cannot be downloaded, and tries again on the next press', async () => {
    let offline = true;
    const lib = bundled(() =>
      jest.doMock('./locales/en', () => {
        if (offline) throw new Error('chunk failed');
        return jest.requireActual('./locales/en');
      }),
    );
    const i18n = await lib.initI18n('vi');
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('vi');
    expect(i18n.t('header.switchLanguage')).not.toBe('header.switchLanguage');

    offline = false;
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('header.switchLanguage')).toBe('Change language');
  });

  it('fetches the words of a language it was created in before they were loaded', async () => {
    const lib = bundled();
    const i18n = lib.createI18n('en');
    expect(i18n.t('header.switchLanguage')).toBe('header.switchLanguage');
    await new Promise<void>((resolve) => i18n.on('languageChanged', () => resolve()));
    expect(i18n.t('header.switchLanguage')).toBe('Change language');
  });
});

describe('the main entry in Node', () => {
  it('has both whole catalogues synchronously, for tests', () => {
    const lib = jest.requireActual<typeof I18n>('./index');
    const i18n = lib.createI18n('en');
    expect(i18n.t('wizard.stepsLabel')).toBe(lib.en.wizard.stepsLabel);
    expect(i18n.getFixedT('vi')('uploader.dropHint')).toBe(lib.vi.uploader.dropHint);
  });
});
