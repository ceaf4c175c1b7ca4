import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FIRST_SCREEN_COOKIES, rememberForFirstScreen } from '@chonail/shared/domain';
import type { Catalogue } from './all';
import { isLang, LANG_STORAGE_KEY, LANGS, type Lang, pageLang } from './catalogue';
import { importCatalogue } from './load';

export * from './catalogue';
export type { Catalogue };
export type { BaseCatalogue } from './locales/vi';
// The React binding is used through this lib only: it is shared between shell and remotes as this
// one module, so the rest of react-i18next is tree-shaken away (lint forbids importing it directly).
export { I18nextProvider } from 'react-i18next';
export { useTranslation, type Translation } from './use-translation';

type Bundle = Readonly<Record<string, unknown>>;
type Bundles = Partial<Record<Lang, Bundle>>;

/** rspack's module loader: defined in a bundle, not in Node. */
declare const __webpack_require__: unknown;

/**
 * Node (jest: the unit and browser tests) has every catalogue at hand, synchronously. A bundle does
 * not: rspack evaluates `typeof __webpack_require__` to 'function', so it drops this require and
 * ./all.ts with it, and the browser loads one language's catalogue with loadLanguage.
 */
const inNode: typeof import('./all') | undefined = typeof __webpack_require__ === 'undefined' ? require('./all') : undefined;

/**
 * The whole catalogues (base and every section but the staff area's and the static pages'), for
 * tests: the words they expect, synchronously. Node only: in the browser bundle these are undefined
 * (screens use t(); code that needs a section's keys imports that section's entry point).
 */
export const vi = inNode?.vi as Catalogue;
export const en = inNode?.en as Catalogue;

/** Base catalogues loaded so far, by language. */
const catalogues: Partial<Record<Lang, Bundle>> = inNode ? { vi: inNode.vi, en: inNode.en } : {};
const loading: Partial<Record<Lang, Promise<void>>> = {};

/** Downloads a language's base catalogue, once (a failed download is tried again on the next call). */
export function loadLanguage(lang: Lang): Promise<void> {
  if (catalogues[lang]) return Promise.resolve();
  loading[lang] ??= importCatalogue(lang).then(
    (catalogue) => {
      catalogues[lang] = catalogue;
    },
    (error: unknown) => {
      delete loading[lang];
      throw error;
    },
  );
  return loading[lang];
}

/** An i18next instance and the languages it has the base catalogue of. */
interface Instance {
  i18n: i18n;
  langs: Set<Lang>;
}
const extraBundles: Bundles[] = [];
let current: Instance | undefined;

/** Page copy goes only into languages whose base catalogue is there; the others get it when they load. */
function addBundles({ i18n, langs }: Instance, bundles: Bundles): void {
  for (const lang of langs) {
    const bundle = bundles[lang];
    if (bundle) i18n.addResourceBundle(lang, 'translation', bundle, true, false);
  }
}

/**
 * Adds strings loaded later (a lazily loaded page's copy, both languages) to the page's i18n
 * instance, now or once it exists; a language loaded later gets them when it loads.
 */
export function addTranslations(bundles: Bundles): void {
  extraBundles.push(bundles);
  if (current) addBundles(current, bundles);
}

let apiErrorWords: Promise<void> | undefined;

/**
 * The words of the API's error codes (`apiErrors`, ./api-errors.ts), added once: the request layer
 * calls this when a refused call comes back, before the screen reads its code's words. Not in the
 * first page's catalogue (a visit that nothing fails on never downloads them); Node has them all.
 * A failed download (offline) is tried again on the next refusal; the screen meanwhile shows its
 * own fallback words (errorMessage in @chonail/web/data).
 */
export function loadApiErrorWords(): Promise<void> {
  if (inNode) return Promise.resolve();
  apiErrorWords ??= import(/* webpackChunkName: "api-errors" */ './api-errors').then(
    ({ apiErrorsCatalogue }) => addTranslations(apiErrorsCatalogue),
    () => {
      apiErrorWords = undefined;
    },
  );
  return apiErrorWords;
}

/** A copy, as i18next merges page copy into the catalogue objects it is given. */
const copy = (bundle: Bundle): Bundle => JSON.parse(JSON.stringify(bundle)) as Bundle;

/**
 * The one i18next instance of the page, with the catalogues loaded so far (in Node: all of them;
 * in the browser, use initI18n, which loads the reader's language first). The shell creates it;
 * remotes get the same one through the shared react-i18next singleton, so switching language
 * re-renders every remote too. changeLanguage loads the other language's catalogue (and adds the
 * page copy loaded so far) before it switches, so no screen shows keys meanwhile.
 */
export function createI18n(lang: Lang = pageLang()): i18n {
  const instance = i18next.createInstance();
  const state: Instance = { i18n: instance, langs: new Set(LANGS.filter((l) => catalogues[l])) };
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries([...state.langs].map((l) => [l, { translation: copy(catalogues[l] ?? {}) }])),
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGS],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  for (const bundles of extraBundles) addBundles({ i18n: instance, langs: state.langs }, bundles);
  current = state;

  const switchTo = instance.changeLanguage.bind(instance);
  let wanted: string | undefined;
  instance.changeLanguage = (next, callback) => {
    wanted = next;
    if (!isLang(next) || state.langs.has(next)) return switchTo(next, callback);
    return loadLanguage(next).then(
      () => {
        if (!state.langs.has(next)) {
          const catalogue = catalogues[next] ?? {};
          instance.addResourceBundle(next, 'translation', catalogue, true, false);
          for (const bundles of extraBundles) addBundles({ i18n: instance, langs: new Set([next]) }, bundles);
          state.langs.add(next);
        }
        // Only the reader's last choice: they may have pressed again while this one loaded.
        return wanted === next ? switchTo(next, callback) : instance.t;
      },
      (error: unknown) => {
        // Offline, say: stay in the language the page has words for; the next press tries again.
        callback?.(error, instance.t);
        return instance.t;
      },
    );
  };
  // Created before its language was loaded (initI18n waits for it): the words follow as they arrive.
  if (!state.langs.has(lang)) void instance.changeLanguage(lang);

  instance.on('languageChanged', (next) => {
    dropUrlLang(next);
    try {
      if (isLang(next)) {
        rememberForFirstScreen(FIRST_SCREEN_COOKIES.lang, next);
        globalThis.localStorage?.setItem(LANG_STORAGE_KEY, next);
      }
      if (globalThis.document) globalThis.document.documentElement.lang = next;
    } catch {
      // private mode: the choice lasts for this page only
    }
  });
  return instance;
}

/**
 * After the reader switches language, a `?lang=` naming the other one leaves the address bar (the
 * router's state kept), or a reload would bring that language back over their choice.
 */
function dropUrlLang(next: string): void {
  try {
    const { location, history } = globalThis;
    if (!location || !history) return;
    const url = new URL(location.href);
    const named = url.searchParams.get('lang');
    if (named === null || named === next) return;
    url.searchParams.delete('lang');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  } catch {
    // A sandboxed frame may refuse; the switch itself still happened.
  }
}

/** The page's instance, once its language (the URL's, else the reader's: pageLang) is loaded: the shell awaits it before the first render. */
export async function initI18n(lang: Lang = pageLang()): Promise<i18n> {
  await loadLanguage(lang);
  return createI18n(lang);
}
