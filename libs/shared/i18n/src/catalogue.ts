import { urlLang } from '@chonail/shared/domain';

/** The shape every catalogue has: the Vietnamese one with its literal strings widened to `string`. */
export type Widen<T> = T extends string
  ? string
  : T extends ReadonlyArray<infer U>
    ? ReadonlyArray<Widen<U>>
    : { readonly [K in keyof T]: Widen<T[K]> };

export const LANGS = ['vi', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'vi';
/** localStorage key of the reader's language choice ('vi' or 'en'). */
export const LANG_STORAGE_KEY = 'language';

export function isLang(value: unknown): value is Lang {
  return value === 'vi' || value === 'en';
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
 * The first page's language (issue 37): the one its URL names (a city page's path, `?lang=en` on a
 * shared link or a search result's English twin), else the reader's stored choice. A URL's language
 * is kept as their choice, so the next page they open stays in it.
 */
export function pageLang(
  location: Pick<Location, 'pathname' | 'search'> | undefined = globalThis.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): Lang {
  const fromUrl = location ? urlLang(location.pathname, location.search) : null;
  if (!fromUrl) return storedLang(storage);
  try {
    storage?.setItem(LANG_STORAGE_KEY, fromUrl);
  } catch {
    // private mode: the choice lasts for this page only
  }
  return fromUrl;
}
