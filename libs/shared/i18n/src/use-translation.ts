import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';

/** What screens read of the page's i18n: `t` in its language, and the instance (language, changeLanguage). */
export interface Translation {
  t: TFunction<'translation', undefined>;
  i18n: I18n;
}

interface Bound {
  lang: string;
  t: Translation['t'];
  kept: Map<string, string>;
}

/** Per instance: `t` bound to its current language, and the words asked for so far in it. */
const bound = new WeakMap<I18n, Bound>();
/** Instances whose resource changes empty the words kept (page copy added later may fill a missing key); `t` stays the same function. */
const watched = new WeakSet<I18n>();

/**
 * `t` in the instance's current language, one function for every screen of the page, keeping the
 * words it gave: a page of 50 cards asks for the same few dozen labels hundreds of times (react-
 * i18next's hook gave each component its own copy of the instance and i18next resolved every call
 * again, which was most of a phone's time hydrating the home page). Only strings asked for by a key
 * and primitive options are kept; anything else goes to i18next each time.
 */
function boundT(i18n: I18n): Translation['t'] {
  const lang = i18n.language;
  const current = bound.get(i18n);
  if (current && current.lang === lang) return current.t;
  if (!watched.has(i18n)) {
    watched.add(i18n);
    const forget = () => bound.get(i18n)?.kept.clear();
    i18n.store?.on('added', forget);
    i18n.store?.on('removed', forget);
  }
  const fixed = i18n.getFixedT(lang) as unknown as (...args: unknown[]) => unknown;
  const kept = new Map<string, string>();
  const t = ((...args: unknown[]) => {
    const id = args.length <= 2 ? keyOf(args[0], args[1]) : null;
    if (id === null) return fixed(...args);
    let words = kept.get(id);
    if (words === undefined) {
      const answer = fixed(...args);
      if (typeof answer !== 'string') return answer;
      words = answer;
      kept.set(id, words);
    }
    return words;
  }) as unknown as Translation['t'];
  bound.set(i18n, { lang, t, kept });
  return t;
}

/** The cache key of a call: a string key with no options, or options of strings, numbers and booleans only. */
function keyOf(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (options === null || typeof options !== 'object') return null;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return null;
    id += `\u0000${name}\u0001${String(value)}`;
  }
  return id;
}

/**
 * The screens' translation hook (react-i18next's `useTranslation()` API for the default namespace):
 * the instance from I18nextProvider (or the global one), re-rendering on a language change. The
 * catalogues are in memory before the first render (createI18n), so nothing suspends.
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const snapshot = useCallback(() => boundT(i18n), [i18n]);
  const t = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t, i18n };
}
