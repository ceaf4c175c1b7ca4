import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type PlaceLink, type PlacePageQuery, type PlacePageResponse, placePageQuerySchema } from '@chonail/shared/contracts';
import {
  type HeadTags,
  missingPlacePageHead,
  parsePlacePagePath,
  placePagePrefix,
  PLACE_PAGE_SIZE,
  placePageHead,
  placePagePath,
  type PlacePage,
  type SeoLang,
  type SitemapEntry,
  sitemapXml,
  citySlug,
} from '@chonail/shared/domain';
import { type LatLng, milesBetween, stateName } from '@chonail/shared/geo';
import { type UsCity, US_CITIES } from '@chonail/shared/geo/cities';
import { cityCoordinates } from '@chonail/shared/geo/server';
import { APP_CONFIG, type AppConfig, DomainError } from '@chonail/server/core/base';
import { toJobPost } from '../job-posts/job-post.mapper';
import { JobPostRepository, type PlaceCityRow } from '../job-posts/job-post.repository';

/** How many nearby cities a city page links to. */
export const NEARBY_CITIES = 8;
/** Nearby cities are looked for among the nearest this many known cities, within this distance. */
const NEARBY_CANDIDATES = 60;
const NEARBY_MILES = 300;

const placeNotFound = () => new DomainError(ErrorCode.NotFound, 'No listed posts in this place', 404);
const pageNotFound = () => new DomainError(ErrorCode.NotFound, 'This place has fewer pages', 404);

/** The known cities (the browser's city list) by state and slug: their names as people write them, and their centres. */
let knownCities: Map<string, UsCity> | undefined;
const knownCity = (state: string, slug: string): UsCity | undefined => {
  knownCities ??= new Map(US_CITIES.map((city) => [`${city.state}/${citySlug(city.city)}`, city]));
  return knownCities.get(`${state}/${slug}`);
};

const linkOf = (row: PlaceCityRow): PlaceLink => ({ name: knownCity(row.state, row.slug)?.city ?? row.city, state: row.state, slug: row.slug, count: row.count });

/**
 * Issue 37's city and state pages: which exist (places with listed posts of the kind), what they
 * list (the posts written in that city or state, in the home list's order: a post in Pasadena is
 * not "in Houston" however close, and a multi-state add-on does not move a salon), the nearby
 * cities, and the head tags and sitemap that name them. Reads only; the SQL is the job-post
 * repository's.
 */
@Injectable()
export class PlacePagesService {
  constructor(
    private readonly posts: JobPostRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** GET /api/place-pages: 404 for a place without listed posts of the kind and for a page past the last. */
  async load(query: PlacePageQuery, now = new Date()): Promise<PlacePageResponse> {
    const { kind, state, city } = query;
    const stateLabel = stateName(state) ?? state;
    let total: number;
    let name: string;
    let cities: PlaceLink[] = [];
    if (city !== undefined) {
      const [row] = await this.posts.placeCities(kind, state, now, city);
      if (!row) throw placeNotFound();
      total = row.count;
      name = `${linkOf(row).name}, ${state}`;
    } else {
      // The state's posts whose city makes no slug count too: they are in the state, on its page.
      const [rows, count] = await Promise.all([this.posts.placeCities(kind, state, now), this.posts.placeStateCount(kind, state, now)]);
      if (!count) throw placeNotFound();
      total = count;
      name = stateLabel;
      cities = rows.map(linkOf);
    }
    const pageCount = Math.ceil(total / PLACE_PAGE_SIZE);
    if (query.page > pageCount) throw pageNotFound();
    const [rows, nearby] = await Promise.all([
      this.posts.placePosts(kind, { state, slug: city }, { limit: PLACE_PAGE_SIZE, offset: (query.page - 1) * PLACE_PAGE_SIZE }, now),
      city !== undefined ? this.nearby(query, name, now) : Promise.resolve([]),
    ]);
    return {
      kind,
      state,
      city: city ?? null,
      name,
      stateName: stateLabel,
      total,
      page: query.page,
      pageCount,
      pageSize: PLACE_PAGE_SIZE,
      posts: rows.map((row) => toJobPost(row, null, now)),
      nearby,
      cities,
    };
  }

  /**
   * The head of a place page's HTML, or null when the path is not under a place prefix. The path names the page's
   * language (a shared Vietnamese link opens in Vietnamese whatever the reader chose before), so
   * `_lang`, the reader's, does not change it. A place without a page answers 404, a malformed
   * `?page=` 400, both `noindex`.
   */
  async page(path: string, _lang: SeoLang, now = new Date()): Promise<{ status: number; head: HeadTags } | null> {
    const url = new URL(path, 'http://place.invalid');
    const prefix = placePagePrefix(url.pathname);
    if (!prefix) return null;
    const origin = this.config.PUBLIC_ORIGIN;
    const place = parsePlacePagePath(url.pathname);
    // Under a place prefix but naming no place ("/viec-lam-nail/TX/Houston", "/nail-jobs/tx/..%2F"): no such page.
    if (!place) return { status: 404, head: missingPlacePageHead(origin, prefix) };
    const parsed = placePageQuerySchema.safeParse({ kind: place.kind, state: place.state, city: place.city, page: url.searchParams.get('page') ?? undefined });
    if (!parsed.success) {
      const badPage = parsed.error.issues.some((issue) => issue.path[0] === 'page');
      return { status: badPage ? 400 : 404, head: missingPlacePageHead(origin, place) };
    }
    try {
      const data = await this.load(parsed.data, now);
      return {
        status: 200,
        head: placePageHead(origin, { page: place, placeName: data.name, stateName: data.stateName, total: data.total, pageNumber: data.page, pageCount: data.pageCount, posts: data.posts }),
      };
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) return { status: 404, head: missingPlacePageHead(origin, place) };
      throw error;
    }
  }

  /**
   * /sitemaps/places.xml: every place page in both languages, city and state, with lastmod the
   * newest change of a listed post there. A place whose last post expires, is paused or hidden
   * drops out with it.
   */
  async sitemap(now = new Date()): Promise<string> {
    const origin = this.config.PUBLIC_ORIGIN;
    const rows = await this.posts.allPlaces(now);
    const states = new Map<string, { page: Omit<PlacePage, 'lang'>; lastmod: Date }>();
    const cities: Array<{ page: Omit<PlacePage, 'lang'>; lastmod: Date }> = [];
    for (const row of rows) {
      cities.push({ page: { kind: row.kind, state: row.state, city: row.slug }, lastmod: row.lastmod });
      const key = `${row.kind}/${row.state}`;
      const seen = states.get(key);
      if (!seen) states.set(key, { page: { kind: row.kind, state: row.state }, lastmod: row.lastmod });
      else if (row.lastmod > seen.lastmod) seen.lastmod = row.lastmod;
    }
    const entries: SitemapEntry[] = [];
    for (const { page, lastmod } of [...states.values(), ...cities]) {
      for (const lang of ['vi', 'en'] as const) entries.push({ loc: `${origin}${placePagePath({ ...page, lang })}`, lastmod: lastmod.toISOString() });
    }
    return sitemapXml(entries);
  }

  /**
   * The nearest other cities with listed posts of the kind: the known cities nearest to this one
   * (the city list's coordinates), asked for their counts in one query, nearest first.
   */
  private async nearby(query: PlacePageQuery, name: string, now: Date): Promise<PlaceLink[]> {
    const slug = query.city as string;
    const centre: LatLng | null = knownCity(query.state, slug) ?? cityCoordinates(name.slice(0, name.lastIndexOf(',')), query.state);
    if (!centre) return [];
    const candidates = US_CITIES.map((city) => ({ city, slug: citySlug(city.city), miles: milesBetween(centre, city) }))
      .filter((c) => c.miles <= NEARBY_MILES && !(c.city.state === query.state && c.slug === slug))
      .sort((a, b) => a.miles - b.miles)
      .slice(0, NEARBY_CANDIDATES);
    const rows = await this.posts.placeCounts(
      query.kind,
      candidates.map((c) => ({ state: c.city.state, slug: c.slug })),
      now,
    );
    const found = new Map(rows.map((row) => [`${row.state}/${row.slug}`, row]));
    const links: PlaceLink[] = [];
    for (const c of candidates) {
      const key = `${c.city.state}/${c.slug}`;
      const row = found.get(key);
      // Two known spellings of one city ("St Louis", "St. Louis") share a slug: linked once.
      if (!row || links.length === NEARBY_CITIES) continue;
      found.delete(key);
      links.push(linkOf(row));
    }
    return links;
  }
}
