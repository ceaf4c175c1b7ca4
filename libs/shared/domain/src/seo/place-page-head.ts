import { type HeadTags, type SeoLang, SITE_NAME } from './head';
import { PLACE_PAGE_PREFIXES, type PlacePage, type PlacePageKind, placePagePath, placePageTwin } from './place-pages';

/** Posts on one page of a city or state page (the home list's first screens hold about as many). */
export const PLACE_PAGE_SIZE = 24;

/** The deepest `?page=` a place page takes; more would be a crawler walking nowhere. */
export const PLACE_PAGE_MAX = 1000;

/** What a place page's head is made of: the place, its count, the page's posts. */
export interface PlacePageHeadInput {
  page: PlacePage;
  /** "Houston, TX" on a city page, "Texas" on a state page. */
  placeName: string;
  /** The state's name, for the breadcrumb of a city page. */
  stateName: string;
  total: number;
  pageNumber: number;
  pageCount: number;
  posts: readonly { id: number; title: string }[];
}

/** Wording of the kind of post, by language; "{place}" in the heading is the place. */
const WORDS: Record<PlacePageKind, Record<SeoLang, { heading: string; count: (n: number) => string; description: (n: number, place: string) => string }>> = {
  hiring: {
    vi: {
      heading: 'Việc làm nail ở {place}',
      count: (n) => `${n} tin cần thợ`,
      description: (n, place) => `${n} tin tuyển thợ nail ở ${place} trên Chợ Nail: lương, địa chỉ tiệm, liên lạc thẳng với chủ tiệm. Tin mới mỗi ngày.`,
    },
    en: {
      heading: 'Nail jobs in {place}',
      count: (n) => `${n} ${n === 1 ? 'opening' : 'openings'}`,
      description: (n, place) =>
        `${n} nail technician ${n === 1 ? 'job' : 'jobs'} in ${place} on Chợ Nail: pay, salon address and direct contact with the owner. New posts every day.`,
    },
  },
  sale: {
    vi: {
      heading: 'Tiệm nail bán ở {place}',
      count: (n) => `${n} tiệm đang bán`,
      description: (n, place) => `${n} tiệm nail đang bán ở ${place} trên Chợ Nail: giá bán, doanh thu, tiền thuê, liên lạc thẳng với chủ tiệm.`,
    },
    en: {
      heading: 'Nail salons for sale in {place}',
      count: (n) => `${n} ${n === 1 ? 'salon' : 'salons'} for sale`,
      description: (n, place) => `${n} nail ${n === 1 ? 'salon' : 'salons'} for sale in ${place} on Chợ Nail: asking price, revenue, rent and direct contact with the owner.`,
    },
  },
};

const PAGE_WORD: Record<SeoLang, string> = { vi: 'trang', en: 'page' };

/** The page's heading, the title without its count: "Việc làm nail ở Houston, TX". */
export function placePageHeading(kind: PlacePageKind, lang: SeoLang, placeName: string): string {
  return WORDS[kind][lang].heading.replace('{place}', placeName);
}

/** "Việc làm nail ở Houston, TX — 42 tin cần thợ", with " — trang 2" past the first page. */
export function placePageTitle(kind: PlacePageKind, lang: SeoLang, placeName: string, total: number, pageNumber = 1): string {
  const title = `${placePageHeading(kind, lang, placeName)} — ${WORDS[kind][lang].count(total)}`;
  return pageNumber > 1 ? `${title} — ${PAGE_WORD[lang]} ${pageNumber}` : title;
}

export function placePageDescription(kind: PlacePageKind, lang: SeoLang, placeName: string, total: number): string {
  return WORDS[kind][lang].description(total, placeName);
}

/** The home page in a language: Vietnamese is the site's default, English asks for itself. */
export function homePath(lang: SeoLang): string {
  return lang === 'vi' ? '/' : '/?lang=en';
}

/** The schema.org BreadcrumbList of a place page: Chợ Nail › state › city. */
export function placeBreadcrumbs(origin: string, input: Pick<PlacePageHeadInput, 'page' | 'placeName' | 'stateName'>): object {
  const { page } = input;
  const crumbs = [
    { name: SITE_NAME, url: `${origin}${homePath(page.lang)}` },
    { name: input.stateName, url: `${origin}${placePagePath({ kind: page.kind, lang: page.lang, state: page.state })}` },
  ];
  if (page.city) crumbs.push({ name: input.placeName, url: `${origin}${placePagePath(page)}` });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The schema.org ItemList of the page's posts, numbered across pages. */
export function placeItemList(origin: string, input: Pick<PlacePageHeadInput, 'posts' | 'pageNumber' | 'total'>): object {
  const first = (input.pageNumber - 1) * PLACE_PAGE_SIZE;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: input.total,
    itemListElement: input.posts.map((post, i) => ({ '@type': 'ListItem', position: first + i + 1, url: `${origin}/job/${post.id}`, name: post.title })),
  };
}

/**
 * The head of a place page that exists: what and where in the title and description, canonical
 * (with its `?page=`), the twin language page as hreflang (x-default the Vietnamese one), prev/next
 * for the pages, and the posts and breadcrumbs as structured data. `origin` has no trailing slash.
 */
export function placePageHead(origin: string, input: PlacePageHeadInput): HeadTags {
  const { page, pageNumber, pageCount } = input;
  const url = (lang: SeoLang, n: number) => `${origin}${placePagePath({ ...page, lang, page: n })}`;
  const twin = placePageTwin(page).lang;
  const vi = page.lang === 'vi' ? url('vi', pageNumber) : url(twin, pageNumber);
  const en = page.lang === 'en' ? url('en', pageNumber) : url(twin, pageNumber);
  return {
    lang: page.lang,
    title: placePageTitle(page.kind, page.lang, input.placeName, input.total, pageNumber),
    description: placePageDescription(page.kind, page.lang, input.placeName, input.total),
    canonical: url(page.lang, pageNumber),
    alternates: { vi, en, xDefault: vi },
    ogType: 'website',
    ...(pageNumber > 1 ? { prev: url(page.lang, pageNumber - 1) } : {}),
    ...(pageNumber < pageCount ? { next: url(page.lang, pageNumber + 1) } : {}),
    jsonLd: [placeItemList(origin, input), placeBreadcrumbs(origin, input)],
  };
}

const MISSING: Record<SeoLang, { title: string; description: string }> = {
  vi: { title: 'Không có tin ở nơi này', description: 'Chưa có tin nào đang đăng ở nơi này trên Chợ Nail.' },
  en: { title: 'No listings here', description: 'There are no listings in this place on Chợ Nail right now.' },
};

/**
 * The head of a place path that has no page (no listed posts there, past the last page, or not a
 * place at all): kept out of search results. `page` when the path names a place, else the prefix's.
 */
export function missingPlacePageHead(origin: string, page: PlacePage | { kind: PlacePageKind; lang: SeoLang }): HeadTags {
  const path = 'state' in page ? placePagePath(page) : `/${PLACE_PAGE_PREFIXES[page.kind][page.lang]}`;
  return { lang: page.lang, ...MISSING[page.lang], canonical: `${origin}${path}`, noindex: true };
}
