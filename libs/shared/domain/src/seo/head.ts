/**
 * Issue 37: what a page's <head> says to search engines and to link previews (Facebook, Zalo),
 * as data. Each page kind builds one of these (the server for the first HTML, the app after a
 * navigation), and `headHtml` writes it, escaped, so no title or description a poster wrote can
 * add markup to the head.
 */
export type SeoLang = 'vi' | 'en';

export interface HeadTags {
  lang: SeoLang;
  title: string;
  description: string;
  /** Absolute URL of this page in this language. */
  canonical: string;
  /** Absolute URLs of the page in each language, and the one for a reader of neither (x-default). */
  alternates?: { vi: string; en: string; xDefault: string };
  /** Absolute URL of a 1200x630 preview image. */
  image?: { url: string; width: number; height: number; alt: string };
  /** Open Graph type: `website` for lists, `article` for a post. */
  ogType?: 'website' | 'article';
  /** Pages that must stay out of search results (expired, hidden, not found, personal). */
  noindex?: boolean;
  /** Links to the previous and next page of a paged list. */
  prev?: string;
  next?: string;
  /** schema.org objects, each written as its own application/ld+json script. */
  jsonLd?: readonly object[];
}

export const SITE_NAME = 'Chợ Nail';

const OG_LOCALE: Record<SeoLang, string> = { vi: 'vi_VN', en: 'en_US' };

/** Text for an attribute or element body: &, <, >, " and ' cannot end it or open a tag. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON inside a <script>: `<` is escaped so no `</script>` in a poster's text can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function meta(attr: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
}

function link(rel: string, href: string, extra = ''): string {
  return `<link rel="${rel}" href="${escapeHtml(href)}"${extra}>`;
}

/** The head tags as HTML, to replace the page's <title>. */
export function headHtml(head: HeadTags): string {
  const parts = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    link('canonical', head.canonical),
  ];
  if (head.noindex) parts.push(meta('name', 'robots', 'noindex'));
  if (head.alternates) {
    parts.push(
      link('alternate', head.alternates.vi, ' hreflang="vi"'),
      link('alternate', head.alternates.en, ' hreflang="en"'),
      link('alternate', head.alternates.xDefault, ' hreflang="x-default"'),
    );
  }
  if (head.prev) parts.push(link('prev', head.prev));
  if (head.next) parts.push(link('next', head.next));
  parts.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALE[head.lang]),
    meta('property', 'og:locale:alternate', OG_LOCALE[head.lang === 'vi' ? 'en' : 'vi']),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) {
    parts.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.url),
    );
  }
  for (const data of head.jsonLd ?? []) parts.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return parts.join('');
}
