import type { Lang } from './catalogue';
import type { BaseCatalogue } from './locales/vi';

/**
 * A language's base catalogue, one chunk per language (named, so that every import of it in an
 * app's build is the same chunk): the first page downloads the reader's, the toggle the other.
 */
export function importCatalogue(lang: Lang): Promise<BaseCatalogue> {
  return lang === 'en'
    ? import(/* webpackChunkName: "lang-en" */ './locales/en').then((m) => m.en)
    : import(/* webpackChunkName: "lang-vi" */ './locales/vi').then((m) => m.vi);
}
