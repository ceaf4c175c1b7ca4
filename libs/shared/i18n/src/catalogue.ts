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
