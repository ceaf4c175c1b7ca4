import { pages as enPages } from './locales/en/pages';
import { pages as viPages } from './locales/vi/pages';

/**
 * Copy of the static pages (about, FAQ, terms, privacy): most of the catalogue's weight, so it is a
 * separate entry point that only the static pages' chunk imports, under the key `pages`.
 */
export const pagesCatalogue = { vi: { pages: viPages }, en: { pages: enPages } } as const;
export { enPages, viPages };
