import { LANG_STORAGE_KEY, pageLang } from './catalogue';

/** A localStorage stand-in holding the reader's stored choice. */
function storage(stored: string | null = null) {
  const items = new Map<string, string>(stored ? [[LANG_STORAGE_KEY, stored]] : []);
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}
const at = (href: string) => {
  const url = new URL(href, 'http://127.0.0.1');
  return { pathname: url.pathname, search: url.search };
};

describe('the first page’s language (issue 37)', () => {
  it('is the URL’s ?lang=, kept as the reader’s choice for the next page', () => {
    const store = storage('vi');
    expect(pageLang(at('/job/12?lang=en'), store)).toBe('en');
    expect(store.items.get(LANG_STORAGE_KEY)).toBe('en');
    // The next page has no ?lang=: the stored choice carries on.
    expect(pageLang(at('/map'), store)).toBe('en');
  });

  it('is the language a city page’s path names, whatever was stored', () => {
    const store = storage('en');
    expect(pageLang(at('/viec-lam-nail/tx/houston'), store)).toBe('vi');
    expect(store.items.get(LANG_STORAGE_KEY)).toBe('vi');
    expect(pageLang(at('/nail-salons-for-sale/ca'), storage('vi'))).toBe('en');
  });

  it('is the stored choice, else Vietnamese, when the URL names none or an unknown one', () => {
    expect(pageLang(at('/'), storage('en'))).toBe('en');
    expect(pageLang(at('/?lang=fr'), storage('en'))).toBe('en');
    expect(pageLang(at('/?lang=%3Cscript%3E'), storage())).toBe('vi');
    const store = storage();
    expect(pageLang(at('/forum'), store)).toBe('vi');
    expect(store.items.size).toBe(0);
    expect(pageLang(undefined, undefined)).toBe('vi');
  });

  it('still follows the URL when storage refuses (private mode)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(pageLang(at('/?lang=en'), refusing)).toBe('en');
    expect(pageLang(at('/'), refusing)).toBe('vi');
  });
});

describe('the shell’s language at start (issue 37)', () => {
  const global = globalThis as { location?: unknown; localStorage?: unknown };
  afterEach(() => {
    delete global.location;
    delete global.localStorage;
    jest.resetModules();
  });

  it('initI18n and preloadLanguage start in the URL’s language and store it', async () => {
    const store = storage('vi');
    global.location = at('/job/7?lang=en');
    global.localStorage = store;
    const preloaded: string[] = [];
    jest.doMock('./load', () => ({ importCatalogue: (lang: string) => (preloaded.push(lang), Promise.resolve({})) }));
    const { preloadLanguage } = jest.requireActual<typeof import('./early')>('./early');
    preloadLanguage();
    expect(preloaded).toEqual(['en']);
    jest.dontMock('./load');
    const { initI18n } = jest.requireActual<typeof import('./index')>('./index');
    const i18n = await initI18n();
    expect(i18n.language).toBe('en');
    expect(store.items.get(LANG_STORAGE_KEY)).toBe('en');
  });

  it('switching language takes a ?lang= naming the other one out of the address, so a reload keeps the choice', async () => {
    const store = storage('vi');
    const replaced: string[] = [];
    const location = { ...at('/job/7?lang=en&page=2#top'), href: 'http://127.0.0.1/job/7?lang=en&page=2#top' };
    Object.assign(global, { location, localStorage: store, history: { state: { idx: 3 }, replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url) } });
    try {
      const { initI18n } = jest.requireActual<typeof import('./index')>('./index');
      const i18n = await initI18n();
      expect(i18n.language).toBe('en');
      await i18n.changeLanguage('vi');
      expect(replaced).toEqual(['/job/7?page=2#top']);
      expect(store.items.get(LANG_STORAGE_KEY)).toBe('vi');
      location.href = 'http://127.0.0.1/job/7?lang=vi';
      await i18n.changeLanguage('vi');
      expect(replaced).toHaveLength(1);
    } finally {
      delete (global as { history?: unknown }).history;
    }
  });

  it('without a URL language, they keep the reader’s stored one', async () => {
    global.location = at('/map');
    global.localStorage = storage('en');
    const { initI18n } = jest.requireActual<typeof import('./index')>('./index');
    expect((await initI18n()).language).toBe('en');
    global.localStorage = storage();
    jest.resetModules();
    const again = jest.requireActual<typeof import('./index')>('./index');
    expect((await again.initI18n()).language).toBe('vi');
  });
});
