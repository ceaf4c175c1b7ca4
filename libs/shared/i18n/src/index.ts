import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, isLang, LANG_STORAGE_KEY, type Lang } from './catalogue';
import { en } from './locales/en';
import { vi } from './locales/vi';

export * from './catalogue';
export { en, vi };
export type { Catalogue } from './locales/vi';
// The React binding is used through this lib only: it is shared between shell and remotes as this
// one module, so the rest of react-i18next is tree-shaken away (lint forbids importing it directly).
export { I18nextProvider, useTranslation } from 'react-i18next';

export const resources = { vi: { translation: vi }, en: { translation: en } } as const;

type Bundles = Partial<Record<Lang, Record<string, unknown>>>;
const extraBundles: Bundles[] = [];
let current: i18n | undefined;

function addBundles(instance: i18n, bundles: Bundles): void {
  for (const [lang, bundle] of Object.entries(bundles)) instance.addResourceBundle(lang, 'translation', bundle, true, false);
}

/** Adds strings loaded later (a lazily loaded page's copy) to the page's i18n instance, now or once it exists. */
export function addTranslations(bundles: Bundles): void {
  extraBundles.push(bundles);
  if (current) addBundles(current, bundles);
}

/** The reader's stored choice, else Vietnamese. */
export function storedLang(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Lang {
  try {
    const value = storage?.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

/**
 * The one i18next instance of the page. The shell creates it; remotes get the same one through
 * the shared react-i18next singleton, so switching language re-renders every remote too.
 */
export function createI18n(lang: Lang = storedLang()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: false,
    supportedLngs: ['vi', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  for (const bundles of extraBundles) addBundles(instance, bundles);
  current = instance;
  instance.on('languageChanged', (next) => {
    try {
      if (isLang(next)) globalThis.localStorage?.setItem(LANG_STORAGE_KEY, next);
      if (globalThis.document) globalThis.document.documentElement.lang = next;
    } catch {
      // private mode: the choice lasts for this page only
    }
  });
  return instance;
}
