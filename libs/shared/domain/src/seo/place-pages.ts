import type { SeoLang } from './head';

/**
 * Issue 37's city and state landing pages: each kind of post has a Vietnamese and an English path,
 * twins of each other (`/viec-lam-nail/tx/houston` and `/nail-jobs/tx/houston`); the path names the
 * page's language, so a link pasted in a Vietnamese Zalo group opens in Vietnamese.
 */
export type PlacePageKind = 'hiring' | 'sale';

export const PLACE_PAGE_PREFIXES: Record<PlacePageKind, Record<SeoLang, string>> = {
  hiring: { vi: 'viec-lam-nail', en: 'nail-jobs' },
  sale: { vi: 'tiem-nail-ban', en: 'nail-salons-for-sale' },
};

export interface PlacePage {
  kind: PlacePageKind;
  lang: SeoLang;
  /** Two-letter state code, upper case. */
  state: string;
  /** The city's slug (see citySlug); absent on a state page. */
  city?: string;
}

/** A city's name as a path segment: lower case, accents and punctuation dropped, words joined by `-` ("Garden Grove" → "garden-grove"). */
export function citySlug(city: string): string {
  return city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The path of a place page (page 1 has no `?page=`). */
export function placePagePath(page: PlacePage & { page?: number }): string {
  const base = `/${PLACE_PAGE_PREFIXES[page.kind][page.lang]}/${page.state.toLowerCase()}${page.city ? `/${page.city}` : ''}`;
  return page.page && page.page > 1 ? `${base}?page=${page.page}` : base;
}

const STATE = /^[a-z]{2}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The place page a pathname names, or null; a segment that could not be a state or a city slug is not one (the server answers 404 without asking the database). */
export function parsePlacePagePath(pathname: string): PlacePage | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length < 2 || parts.length > 3) return null;
  const [prefix, state = '', city] = parts;
  for (const kind of Object.keys(PLACE_PAGE_PREFIXES) as PlacePageKind[]) {
    for (const lang of ['vi', 'en'] as const) {
      if (PLACE_PAGE_PREFIXES[kind][lang] !== prefix) continue;
      if (!STATE.test(state) || (city !== undefined && (city.length > 80 || !SLUG.test(city)))) return null;
      return { kind, lang, state: state.toUpperCase(), ...(city !== undefined ? { city } : {}) };
    }
  }
  return null;
}

/**
 * The kind and language of a path under a place page prefix, whether or not the rest names a place
 * (`/viec-lam-nail/TX/../x` is under one): such a path is a place page that does not exist (404), not
 * some other page.
 */
export function placePagePrefix(pathname: string): { kind: PlacePageKind; lang: SeoLang } | null {
  const [prefix] = pathname.split('/').filter(Boolean);
  for (const kind of Object.keys(PLACE_PAGE_PREFIXES) as PlacePageKind[]) {
    for (const lang of ['vi', 'en'] as const) if (PLACE_PAGE_PREFIXES[kind][lang] === prefix) return { kind, lang };
  }
  return null;
}

/** The same place page in the other language. */
export function placePageTwin(page: PlacePage): PlacePage {
  return { ...page, lang: page.lang === 'vi' ? 'en' : 'vi' };
}

/**
 * The language a URL asks for, or null when it leaves it to the reader's stored choice: a place
 * page's path names one (by its first segment alone: the browser's first script has this, not the
 * whole path parser); any page takes `?lang=vi` or `?lang=en` (the hreflang alternates of pages
 * that have one path for both languages).
 */
export function urlLang(pathname: string, search: string): SeoLang | null {
  const place = placePagePrefix(pathname);
  if (place) return place.lang;
  const asked = new URLSearchParams(search).get('lang');
  return asked === 'vi' || asked === 'en' ? asked : null;
}

/**
 * The API call of a place page's list, as the page asks for it (`?page=` from the page's address,
 * 1 when absent; anything else is passed on for the API to refuse): one string, so the browser's
 * request cache, the server's first-screen answers and the page agree on it.
 */
export function placePageRequest(page: PlacePage, search: string): string {
  const params = new URLSearchParams({ kind: page.kind, state: page.state });
  if (page.city) params.set('city', page.city);
  params.set('page', new URLSearchParams(search).get('page') ?? '1');
  return `/api/place-pages?${params.toString()}`;
}
