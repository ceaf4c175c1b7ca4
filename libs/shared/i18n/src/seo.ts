import type { OgImageCopy, SeoCopy, SeoLang } from '@chonail/shared/domain';
import { ogImage as enOgImage, seo as enSeo } from './locales/en/seo';
import { ogImage as viOgImage, seo as viSeo } from './locales/vi/seo';

/**
 * Issue 37: the words of every page's head (title, description, breadcrumbs), by language. A
 * separate entry point the server reads (no i18next, no React), for the first HTML's head; pages
 * are free to import it too.
 */
export const seoCatalogue: Record<SeoLang, SeoCopy> = { vi: viSeo, en: enSeo };
/** The words drawn on a post's link-preview image (og:image), in the post's language (the worker reads them). */
export const ogImageCatalogue: Record<SeoLang, OgImageCopy> = { vi: viOgImage, en: enOgImage };
export { enSeo, viSeo };
