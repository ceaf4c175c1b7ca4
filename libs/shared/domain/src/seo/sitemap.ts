import { escapeHtml } from './head';

/** One URL of a sitemap (sitemaps.org protocol): absolute `loc`, `lastmod` as an ISO date. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** At most 50,000 URLs per sitemap file (sitemaps.org); ours are paged well below that. */
export const SITEMAP_PAGE_SIZE = 10_000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeHtml(entry.loc)}</loc>${lastmod}</${tag}>`;
}

/** A sitemap of pages. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">${entries.map((entry) => entryXml('url', entry)).join('')}</urlset>\n`;
}

/** A sitemap index: the sitemaps themselves. */
export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">${sitemaps.map((entry) => entryXml('sitemap', entry)).join('')}</sitemapindex>\n`;
}
