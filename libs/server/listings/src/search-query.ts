import type { JobPostSearchQuery } from '@chonail/shared/contracts';
import { BUMP_INTERVAL_DAYS } from '@chonail/shared/domain';
import { boundingBox } from '@chonail/shared/geo';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Where distances are measured from: the searched city, or for a distance sort without a city, the state's centre. */
export interface SearchOrigin extends LatLng {
  fromCity: boolean;
}

/**
 * The columns every listing read selects: the post, and its owner's phone (the contact phone when
 * the store has none, ARCHITECTURE.md section 7).
 */
export const POST_COLUMNS = `p.id, p.owner_id, p.store_id, p.job_type, p.title, p.description, p.store_name, p.street_address,
  p.address_optional, p.city, p.state, p.zipcode, p.full_address, p.hide_address, p.area_sq_ft, p.store_phone, p.lat, p.lng,
  p.is_nationwide, p.selected_states, p.state_addon_ends_at, p.priority_addon, p.priority_ends_at, p.photo_video_addon,
  p.photo_video_ends_at, p.is_vip, p.vip_duration, p.duration, p.urgent_days, p.is_active, p.is_paused, p.save_count,
  p.view_count, p.likes_count, p.images, p.created_at, p.updated_at, p.bumped_at, p.expires_at, p.deleted_at,
  u.phone AS owner_phone`;

/** Spec 01 section 4: a post shows publicly only while active, not paused, not deleted and not expired. */
export const PUBLICLY_LISTED = (now: string) =>
  `p.deleted_at IS NULL AND p.is_active AND NOT p.is_paused AND (p.duration = 0 OR p.expires_at IS NULL OR p.expires_at > ${now})`;

/** The paid priority counts only while paid; `effectivePriority` in shared/domain is the reference. */
const RANK = (now: string) => `(CASE WHEN p.priority_ends_at > ${now} THEN CASE p.priority_addon
  WHEN 'diamond3' THEN 3 WHEN 'diamond2' THEN 2 WHEN 'diamond1' THEN 1 ELSE 0 END ELSE 0 END)`;

/**
 * diamond1/2 posts rise again every 15 days while paid, with no job rewriting rows: the last bump is
 * computed from the stored one. `effectiveBumpAt` in shared/domain is the reference. The interval is
 * in seconds, because '15 days' on a timestamptz follows the session's daylight-saving changes.
 */
const BUMP = (now: string) => `(CASE WHEN p.priority_addon IN ('diamond1', 'diamond2') AND p.priority_ends_at IS NOT NULL
  AND LEAST(${now}, p.priority_ends_at) > p.bumped_at
  THEN p.bumped_at + floor(extract(epoch FROM LEAST(${now}, p.priority_ends_at) - p.bumped_at) / ${BUMP_INTERVAL_DAYS * 86_400})::int
    * interval '${BUMP_INTERVAL_DAYS * 86_400} seconds'
  ELSE p.bumped_at END)`;

const EARTH_RADIUS_MILES = 3958.8;
const DISTANCE = (lat: string, lng: string) =>
  `(${EARTH_RADIUS_MILES} * 2 * asin(sqrt(power(sin(radians(p.lat - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(p.lat)) * power(sin(radians(p.lng - ${lng}) / 2), 2))))`;

/** LIKE treats % and _ as wildcards; a searched "50%" means the characters. */
export const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

const MAX_SEARCH_WORDS = 8;

export interface Cursor {
  /** Keyset values of the last row, in the order's columns. */
  k?: Array<string | number>;
  /** Offset, for the distance order (mixed directions make keysets awkward). */
  o?: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    if (value.o !== undefined && (!Number.isInteger(value.o) || value.o < 0 || value.o > 100_000)) return null;
    if (value.k !== undefined && (!Array.isArray(value.k) || value.k.length > 3)) return null;
    return value;
  } catch {
    return null;
  }
}

export interface BuiltSearch {
  sql: string;
  params: unknown[];
  /** Which order was used, so the caller can make the next cursor from the last row. */
  order: 'rank' | 'newest' | 'oldest' | 'distance';
}

/**
 * The one SQL of GET /api/job-posts. Every value is a bind parameter; only fixed fragments are
 * concatenated. The shape keeps each filter sargable: state and city by btree, text by trigram GIN,
 * distance by a lat/lng box before the exact haversine test.
 */
export function buildSearch(
  query: JobPostSearchQuery,
  origin: SearchOrigin | null,
  now: Date,
  cursor: Cursor | null,
): BuiltSearch {
  const params: unknown[] = [now.toISOString()];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const nowParam = '$1::timestamptz';
  const where = [PUBLICLY_LISTED(nowParam)];

  const multiState = (state: string) =>
    `(p.is_nationwide AND p.state_addon_ends_at > ${nowParam}
      AND (cardinality(p.selected_states) = 0 OR p.selected_states @> ARRAY[${p(state)}]::varchar(2)[]))`;

  let distanceSql: string | null = null;
  if (origin) distanceSql = DISTANCE(p(origin.lat), p(origin.lng));

  if (query.state) {
    let home: string;
    if (query.city && origin?.fromCity && query.maxDistance && distanceSql) {
      const box = boundingBox(origin, query.maxDistance);
      home = `(p.lat BETWEEN ${p(box.minLat)} AND ${p(box.maxLat)} AND p.lng BETWEEN ${p(box.minLng)} AND ${p(box.maxLng)}
        AND ${distanceSql} <= ${p(query.maxDistance)})`;
    } else if (query.city) {
      home = `(p.state = ${p(query.state)} AND p.city_key = chonail_unaccent(${p(query.city)}))`;
    } else {
      home = `p.state = ${p(query.state)}`;
    }
    where.push(`(${home} OR ${multiState(query.state)})`);
  } else if (query.city) {
    where.push(`p.city_key = chonail_unaccent(${p(query.city)})`);
  }

  if (query.jobType) where.push(`p.job_type = ${p(query.jobType)}`);

  if (query.salonAreaRanges.length) {
    const ranges = query.salonAreaRanges.map((r) => `p.area_sq_ft BETWEEN ${p(r.from)} AND ${p(r.to)}`);
    where.push(`(${ranges.join(' OR ')})`);
  }

  const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  for (const word of words) where.push(`p.search_text LIKE '%' || chonail_unaccent(${p(escapeLike(word))}) || '%'`);

  const rank = RANK(nowParam);
  const bump = BUMP(nowParam);
  let order: BuiltSearch['order'];
  let orderBy: string;
  let offset = 0;
  if (query.sortBy === 'distance' && distanceSql) {
    order = 'distance';
    orderBy = `${distanceSql} ASC NULLS LAST, ${rank} DESC, ${bump} DESC, p.id DESC`;
    offset = cursor?.o ?? 0;
  } else if (query.sortBy === 'date') {
    order = query.dateOrder === 'oldest' ? 'oldest' : 'newest';
    const dir = order === 'oldest' ? 'ASC' : 'DESC';
    orderBy = `p.created_at ${dir}, p.id ${dir}`;
    if (cursor?.k?.length === 2) {
      where.push(`(p.created_at, p.id) ${order === 'oldest' ? '>' : '<'} (${p(cursor.k[0])}::timestamptz, ${p(cursor.k[1])}::int)`);
    }
  } else {
    order = 'rank';
    orderBy = `${rank} DESC, ${bump} DESC, p.id DESC`;
    if (cursor?.k?.length === 3) {
      where.push(`(${rank}, ${bump}, p.id) < (${p(cursor.k[0])}::int, ${p(cursor.k[1])}::timestamptz, ${p(cursor.k[2])}::int)`);
    }
  }

  const sql = `SELECT ${POST_COLUMNS}, ${distanceSql ?? 'NULL::float8'} AS distance, ${rank} AS rank, ${bump} AS effective_bump
    FROM job_posts p JOIN users u ON u.id = p.owner_id
    WHERE ${where.join('\n AND ')}
    ORDER BY ${orderBy}
    LIMIT ${p(query.limit + 1)} OFFSET ${p(offset)}`;
  return { sql, params, order };
}
