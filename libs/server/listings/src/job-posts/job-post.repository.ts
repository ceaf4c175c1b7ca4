import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { JobPostSearchQuery, NailSalon, Stats } from '@chonail/shared/contracts';
import type { PostRow } from './job-post.mapper';
import type { MapRow } from './map-posts';
import { JobPostEntity } from '../entities/job-post.entity';
import { buildSearch, type BuiltSearch, POST_COLUMNS, PUBLICLY_LISTED, type SearchOrigin } from './search-query';

const FROM = 'FROM job_posts p JOIN users u ON u.id = p.owner_id';

/**
 * An open transaction, as services see it: something to hand to repositories and to the
 * POST_MEDIA / POST_PAYMENTS implementations (which query with it, so it stays an EntityManager),
 * never to query with in a service.
 */
export type PostTransaction = EntityManager;

/** A city of a place page (issue 37): its slug, a spelling of its name, its listed posts' count and newest change. */
export interface PlaceCityRow {
  state: string;
  slug: string;
  city: string;
  count: number;
  lastmod: Date;
}

export type PlaceKind = 'hiring' | 'sale';

/**
 * The place pages' "listed", in the words of job_posts_place_pages' predicate (so the planner takes
 * it), and the time itself: `expired` is swept each minute, a post is never shown late.
 */
const PLACE_LISTED = (now: string) => `${PUBLICLY_LISTED(now)} AND NOT p.expired`;
/** Fixed fragments, not parameters: a sale page shows salons for sale and salon transfers alike (as the map counts them). */
const PLACE_KIND: Record<PlaceKind, string> = { hiring: "p.job_type = 'hiring'", sale: "p.job_type <> 'hiring'" };
/** The index's slug expression, written as the index has it. */
const PLACE_SLUG = 'chonail_city_slug(p.city_key)';

/** A search row; `near` only in the near-first order, where the next page's cursor needs it. */
export type SearchRow = PostRow & { near?: boolean };

/** Every job_posts query lives here. */
/** A post waiting to be matched against the saved searches (dueForAlerts). */
export interface AlertDuePost {
  id: number;
  owner_id: number;
  state: string;
  is_nationwide: boolean;
  /** updated_at as PostgreSQL writes it (microseconds, which a JavaScript Date would drop). */
  version: string;
}

@Injectable()
export class JobPostRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /** Runs `work` in one transaction: a post, its store, its payment and its media commit together or not at all. */
  inTransaction<T>(work: (tx: PostTransaction) => Promise<T>): Promise<T> {
    return this.data.transaction(work);
  }

  async search(
    query: JobPostSearchQuery,
    origin: SearchOrigin | null,
    now: Date,
    cursor: unknown,
    onlyPostIds?: readonly number[],
  ): Promise<{ rows: SearchRow[]; order: BuiltSearch['order']; offset: number }> {
    const built = buildSearch(query, origin, now, cursor, onlyPostIds);
    const rows: SearchRow[] = await this.data.query(built.sql, built.params);
    return { rows, order: built.order, offset: built.offset };
  }

  /** A post that is not deleted, whatever its state (the caller decides who may see it). */
  async findRow(id: number, manager: PostTransaction = this.data.manager): Promise<PostRow | null> {
    const rows: PostRow[] = await manager.query(`SELECT ${POST_COLUMNS} ${FROM} WHERE p.id = $1 AND p.deleted_at IS NULL`, [id]);
    return rows[0] ?? null;
  }

  findByOwner(ownerId: number): Promise<PostRow[]> {
    return this.data.query(`SELECT ${POST_COLUMNS} ${FROM} WHERE p.owner_id = $1 AND p.deleted_at IS NULL ORDER BY p.created_at DESC, p.id DESC`, [ownerId]);
  }

  /** Publicly listed posts among these ids, in no particular order. */
  findListed(ids: number[], now: Date): Promise<PostRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.data.query(`SELECT ${POST_COLUMNS} ${FROM} WHERE p.id = ANY($2::int[]) AND ${PUBLICLY_LISTED('$1::timestamptz')}`, [
      now.toISOString(),
      ids,
    ]);
  }

  /**
   * Issue 39: posts whose current version (updated_at) has not been matched against the saved
   * searches yet. Versions older than `windowHours`, or not listed, are marked matched without
   * matching first (nobody is told about old news, and a post that is not listed matches nothing);
   * then the oldest of the rest, up to `limit`. Both walk the job_posts_alerts_due partial index.
   */
  async dueForAlerts(now: Date, windowHours: number, limit: number): Promise<AlertDuePost[]> {
    await this.data.query(
      `UPDATE job_posts p SET alerts_matched_at = p.updated_at
        WHERE p.alerts_matched_at IS DISTINCT FROM p.updated_at
          AND (p.updated_at < $1::timestamptz - make_interval(hours => $2) OR NOT (${PUBLICLY_LISTED('$1::timestamptz')}))`,
      [now.toISOString(), windowHours],
    );
    return this.data.query(
      `SELECT p.id, p.owner_id, p.state, p.is_nationwide, p.updated_at::text AS version FROM job_posts p
        WHERE p.alerts_matched_at IS DISTINCT FROM p.updated_at ORDER BY p.updated_at, p.id LIMIT $1`,
      [limit],
    );
  }

  /** The post's `version` (AlertDuePost) was matched; a newer version (written meanwhile) stays due. */
  async markAlertsMatched(id: number, version: string): Promise<void> {
    await this.data.query(`UPDATE job_posts SET alerts_matched_at = updated_at WHERE id = $1 AND updated_at = $2::timestamptz`, [id, version]);
  }

  /**
   * The map's markers: every publicly listed post with coordinates, lean columns only (the map
   * shows thousands at once). Ordered by id so the answer is stable between reloads.
   */
  mapRows(filter: { state?: string; jobType?: string }, now: Date): Promise<MapRow[]> {
    const params: unknown[] = [now.toISOString()];
    const where = [PUBLICLY_LISTED('$1::timestamptz'), 'p.lat IS NOT NULL', 'p.lng IS NOT NULL'];
    if (filter.state) {
      params.push(filter.state);
      where.push(`p.state = $${params.length}`);
    }
    if (filter.jobType) {
      params.push(filter.jobType);
      where.push(`p.job_type = $${params.length}`);
    }
    return this.data.query(
      `SELECT p.id, p.lat, p.lng, p.job_type, p.title, p.store_name, p.city, p.state, p.hide_address,
              p.priority_addon, p.priority_ends_at, p.store_phone, u.phone AS owner_phone
       ${FROM} WHERE ${where.join(' AND ')} ORDER BY p.id`,
      params,
    );
  }

  /**
   * A state's cities with listed posts of a kind, busiest first (one of them, or all): a range of
   * job_posts_place_pages, (state) or (state, slug). A city spelled two ways ("Houston", "houston")
   * is one city. Posts whose city makes no slug are left out (they have no page).
   */
  placeCities(kind: PlaceKind, state: string, now: Date, slug?: string): Promise<PlaceCityRow[]> {
    const params: unknown[] = [now.toISOString(), state];
    const where = [PLACE_LISTED('$1::timestamptz'), PLACE_KIND[kind], 'p.state = $2', `${PLACE_SLUG} <> ''`];
    if (slug !== undefined) {
      params.push(slug);
      where.push(`${PLACE_SLUG} = $3`);
    }
    return this.placeRows(where, params);
  }

  /**
   * Listed posts of a kind in a city, or in a state without `slug`, in the home list's order (the
   * listing order), `limit` from `offset`: a city walks job_posts_place_pages (state, slug, order),
   * a state job_posts_rank_state (state, order); both stop at the page.
   */
  placePosts(kind: PlaceKind, place: { state: string; slug?: string }, page: { limit: number; offset: number }, now: Date): Promise<PostRow[]> {
    const params: unknown[] = [now.toISOString(), place.state, page.limit, page.offset];
    const where = [PLACE_LISTED('$1::timestamptz'), PLACE_KIND[kind], 'p.state = $2'];
    if (place.slug !== undefined) {
      params.push(place.slug);
      where.push(`${PLACE_SLUG} = $5`);
    }
    return this.data.query(
      `SELECT ${POST_COLUMNS} ${FROM} WHERE ${where.join(' AND ')} ORDER BY p.rank_priority DESC, p.rank_bump DESC, p.id DESC LIMIT $3 OFFSET $4`,
      params,
    );
  }

  /** Listed posts of a kind in a state, all its cities (a state page's count): a range of job_posts_place_pages. */
  async placeStateCount(kind: PlaceKind, state: string, now: Date): Promise<number> {
    const [row] = await this.data.query(`SELECT count(*)::int AS count FROM job_posts p WHERE ${PLACE_LISTED('$1::timestamptz')} AND ${PLACE_KIND[kind]} AND p.state = $2`, [
      now.toISOString(),
      state,
    ]);
    return row.count;
  }

  /**
   * These cities' listed posts of a kind (nearby cities), those with any: one range of
   * job_posts_place_pages per (state, slug), laterally, so the plan cannot turn into a pass over
   * every listed post.
   */
  async placeCounts(kind: PlaceKind, places: ReadonlyArray<{ state: string; slug: string }>, now: Date): Promise<PlaceCityRow[]> {
    if (!places.length) return [];
    const rows: Array<Record<string, unknown>> = await this.data.query(
      `SELECT t.state, t.slug, x.city, x.count, x.lastmod
       FROM unnest($2::text[], $3::text[]) AS t(state, slug)
       CROSS JOIN LATERAL (
         SELECT min(p.city) AS city, count(*)::int AS count, max(p.updated_at) AS lastmod FROM job_posts p
         WHERE ${PLACE_LISTED('$1::timestamptz')} AND ${PLACE_KIND[kind]} AND p.state = t.state AND ${PLACE_SLUG} = t.slug) x
       WHERE x.count > 0`,
      [now.toISOString(), places.map((place) => place.state), places.map((place) => place.slug)],
    );
    return rows.map(placeCityRow);
  }

  /** Every city with listed posts, of each kind, for the sitemap: one pass over job_posts_place_pages. */
  async allPlaces(now: Date): Promise<Array<PlaceCityRow & { kind: PlaceKind }>> {
    const rows: Array<Record<string, unknown>> = await this.data.query(
      `SELECT CASE WHEN p.job_type = 'hiring' THEN 'hiring' ELSE 'sale' END AS kind, p.state, ${PLACE_SLUG} AS slug, min(p.city) AS city,
              count(*)::int AS count, max(p.updated_at) AS lastmod
       FROM job_posts p WHERE ${PLACE_LISTED('$1::timestamptz')} AND ${PLACE_SLUG} <> ''
       GROUP BY p.state, ${PLACE_SLUG}, 1 ORDER BY p.state, slug, kind`,
      [now.toISOString()],
    );
    return rows.map((r) => ({ kind: r['kind'] as PlaceKind, ...placeCityRow(r) }));
  }

  private async placeRows(where: string[], params: unknown[]): Promise<PlaceCityRow[]> {
    const rows: Array<Record<string, unknown>> = await this.data.query(
      `SELECT p.state, ${PLACE_SLUG} AS slug, min(p.city) AS city, count(*)::int AS count, max(p.updated_at) AS lastmod
       FROM job_posts p WHERE ${where.join(' AND ')}
       GROUP BY p.state, ${PLACE_SLUG} ORDER BY count DESC, slug`,
      params,
    );
    return rows.map(placeCityRow);
  }

  async insert(post: Partial<JobPostEntity>, manager: PostTransaction = this.data.manager): Promise<number> {
    const result = await manager.getRepository(JobPostEntity).insert(post);
    return (result.identifiers[0] as { id: number }).id;
  }

  async update(id: number, changes: Partial<JobPostEntity>, manager: PostTransaction = this.data.manager): Promise<void> {
    await manager.getRepository(JobPostEntity).update({ id }, { ...changes, updatedAt: new Date() });
  }

  /**
   * Moves the stored listing order of the posts whose rank changed since their last write: a paid
   * priority that ended, a diamond1/2 bump that fell due. Only priority posts can change, and the
   * partial index on priority_addon finds them. Returns how many moved.
   */
  async refreshRanks(now: Date): Promise<number> {
    const [, moved] = await this.data.query(
      `UPDATE job_posts p SET rank_priority = r.rank, rank_bump = r.bump
       FROM (SELECT id, chonail_listing_rank(priority_addon, priority_ends_at, $1) AS rank,
                    chonail_listing_bump(priority_addon, priority_ends_at, bumped_at, $1) AS bump
             FROM job_posts WHERE deleted_at IS NULL AND priority_addon <> 'none') r
       WHERE p.id = r.id AND (p.rank_priority, p.rank_bump) IS DISTINCT FROM (r.rank, r.bump)`,
      [now.toISOString()],
    );
    return Number(moved ?? 0);
  }

  /**
   * Marks the posts whose time ran out since the last sweep, so the date indexes of the shown posts
   * leave them out (migration 1765100000000); a write of the expiry sets the mark itself.
   */
  async markExpired(now: Date): Promise<number> {
    const [, marked] = await this.data.query(
      'UPDATE job_posts SET expired = true WHERE deleted_at IS NULL AND NOT expired AND duration <> 0 AND expires_at <= $1',
      [now.toISOString()],
    );
    return Number(marked ?? 0);
  }

  async addViews(id: number, count = 1): Promise<void> {
    await this.data.query('UPDATE job_posts SET view_count = view_count + $2 WHERE id = $1', [id, count]);
  }

  /** Keeps save_count in step with saved_items inside the caller's transaction; returns the new count. */
  async addSaves(id: number, delta: number, manager: PostTransaction): Promise<number> {
    const [rows] = await manager.query('UPDATE job_posts SET save_count = GREATEST(save_count + $2, 0) WHERE id = $1 RETURNING save_count', [
      id,
      delta,
    ]);
    return (rows as Array<{ save_count: number }>)[0]?.save_count ?? 0;
  }

  async stats(now: Date): Promise<Stats> {
    const [row] = await this.data.query(
      `SELECT count(*)::int AS total_jobs,
              count(DISTINCT coalesce(p.store_id::text, p.owner_id || ':' || lower(coalesce(p.store_name, ''))))::int AS total_salons,
              count(DISTINCT p.owner_id)::int AS total_owners,
              coalesce(sum(p.view_count), 0)::bigint AS total_views
       FROM job_posts p WHERE ${PUBLICLY_LISTED('$1::timestamptz')}`,
      [now.toISOString()],
    );
    return {
      totalJobs: row.total_jobs,
      totalSalons: row.total_salons,
      totalOwners: row.total_owners,
      totalViews: Number(row.total_views),
    };
  }

  /** How many posts the public can open (the job sitemaps are paged over them). */
  async listedCount(now: Date): Promise<number> {
    const [row] = await this.data.query(`SELECT count(*)::int AS count FROM job_posts p WHERE ${PUBLICLY_LISTED('$1::timestamptz')}`, [now.toISOString()]);
    return row.count;
  }

  /**
   * One job sitemap's posts (issue 37): the listed posts in id order, `limit` from `offset`, with
   * their last change. A walk of the primary key that stops at the page; ids only, no join.
   */
  listedPage(limit: number, offset: number, now: Date): Promise<Array<{ id: number; updated_at: Date }>> {
    return this.data.query(`SELECT p.id, p.updated_at FROM job_posts p WHERE ${PUBLICLY_LISTED('$1::timestamptz')} ORDER BY p.id LIMIT $2 OFFSET $3`, [
      now.toISOString(),
      limit,
      offset,
    ]);
  }

  /** Salons with listed posts in a place, busiest first (spec 01 GET /api/nail-salons). */
  async salons(city: string | undefined, state: string | undefined, now: Date): Promise<NailSalon[]> {
    const params: unknown[] = [now.toISOString()];
    const where = [PUBLICLY_LISTED('$1::timestamptz'), 'p.store_name IS NOT NULL'];
    if (state) {
      params.push(state);
      where.push(`p.state = $${params.length}`);
    }
    if (city) {
      params.push(city);
      where.push(`p.city_key = chonail_unaccent($${params.length})`);
    }
    const rows: Array<Record<string, unknown>> = await this.data.query(
      // One salon however its name or city was capitalised; a hidden address also blurs its position.
      `SELECT min(p.store_name) AS store_name, min(p.city) AS city, p.state, min(p.zipcode) AS zipcode,
              CASE WHEN bool_or(p.hide_address) THEN NULL ELSE min(p.street_address) END AS address,
              CASE WHEN bool_or(p.hide_address) THEN round(avg(p.lat)::numeric, 2) ELSE avg(p.lat) END AS lat,
              CASE WHEN bool_or(p.hide_address) THEN round(avg(p.lng)::numeric, 2) ELSE avg(p.lng) END AS lng,
              count(*)::int AS post_count
       FROM job_posts p WHERE ${where.join(' AND ')}
       GROUP BY lower(p.store_name), p.city_key, p.state
       ORDER BY post_count DESC, min(p.store_name) LIMIT 200`,
      params,
    );
    return rows.map((r) => ({
      storeName: r['store_name'] as string,
      city: r['city'] as string,
      state: r['state'] as string,
      zipcode: (r['zipcode'] as string | null) ?? null,
      address: (r['address'] as string | null) ?? null,
      lat: r['lat'] === null ? null : Number(r['lat']),
      lng: r['lng'] === null ? null : Number(r['lng']),
      postCount: r['post_count'] as number,
    }));
  }
}

const placeCityRow = (r: Record<string, unknown>): PlaceCityRow => ({
  state: r['state'] as string,
  slug: r['slug'] as string,
  city: r['city'] as string,
  count: r['count'] as number,
  lastmod: r['lastmod'] as Date,
});
