import { z } from 'zod';
import { type JobPostSearchQuery, ListingErrorCode } from '@chonail/shared/contracts';
import { CITY_SEARCH_RADIUS_MILES, FACT_LIMITS, tradeSearchTerms } from '@chonail/shared/domain';
import { boundingBox } from '@chonail/shared/geo';
import { DomainError } from '@chonail/server/core/base';

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Where distances are measured from: the searched city or ZIP (`fromCity`: a place, so a radius
 * applies), or for a distance sort without one, the state's centre.
 */
export interface SearchOrigin extends LatLng {
  fromCity: boolean;
  /** The place's state when the query named none (a ZIP search): where its multi-state posts are read. */
  state?: string;
}

/**
 * The columns every listing read selects: the post, and its owner's phone (the contact phone when
 * the store has none, ARCHITECTURE.md section 7).
 */
export const POST_COLUMNS = `p.id, p.owner_id, p.store_id, p.job_type, p.title, p.description, p.store_name, p.street_address,
  p.address_optional, p.city, p.state, p.zipcode, p.full_address, p.hide_address, p.area_sq_ft, p.experience_level, p.hiring, p.weekly_pay, p.salon, p.store_phone, p.lat, p.lng,
  p.is_nationwide, p.selected_states, p.state_addon_ends_at, p.priority_addon, p.priority_ends_at, p.photo_video_addon,
  p.photo_video_ends_at, p.is_vip, p.vip_duration, p.duration, p.urgent_days, p.is_active, p.is_paused, p.save_count,
  p.view_count, p.likes_count, p.images, p.created_at, p.updated_at, p.bumped_at, p.rank_priority, p.rank_bump, p.expires_at, p.deleted_at, p.hidden_at, p.hidden_reason,
  u.phone AS owner_phone`;

/** Spec 01 section 4: a post shows publicly only while active, not paused, not deleted, not hidden by staff and not expired. */
export const PUBLICLY_LISTED = (now: string) =>
  `p.deleted_at IS NULL AND p.hidden_at IS NULL AND p.is_active AND NOT p.is_paused AND (p.duration = 0 OR p.expires_at IS NULL OR p.expires_at > ${now})`;

/**
 * Miles from a point, on a flat map scaled by the cosine of the point's latitude: within the 500
 * miles a search may ask for it stays within a fraction of a percent of the great-circle distance
 * (`milesBetween` in shared/geo), and costs a square root instead of five trigonometric calls per
 * row, which is most of a distance search's time.
 */
const MILES_PER_DEGREE = (3958.8 * Math.PI) / 180;
const DISTANCE = (lat: string, lng: string, cosLat: string, t = 'p') =>
  `(${MILES_PER_DEGREE} * sqrt(power(${t}.lat - ${lat}, 2) + power((${t}.lng - ${lng}) * ${cosLat}, 2)))`;

/** The partial indexes' own predicate: named in a query, it lets the planner use them. */
const SHOWN = 'p.deleted_at IS NULL AND p.is_active AND NOT p.is_paused';

/** A branch read position by position, nearest first: the positions' CTEs, what each position's posts must meet, and the radius. */
interface PositionWalk {
  ctes: string;
  where: string[];
  within?: string;
}

/**
 * The distinct positions of the shown posts that `where` keeps, one index probe each (a loose index
 * scan of job_posts_place or job_posts_state_place, which PostgreSQL 15 cannot do by itself): from
 * a position, the first one after it in (lat, lng) order, seeking past `nextLng` on the same
 * latitude. Posts take their city's or ZIP's position, so a box or a state holds a few dozen
 * positions however many posts it holds: Houston's 50 miles hold 80,000 posts of a million.
 * `near_positions` adds each one's distance, keeping those `keep` says.
 */
const positionsCtes = ({ where, nextLng, distance, keep }: { where: string; nextLng: string; distance: string; keep?: string }) => `positions(lat, lng) AS (
    (SELECT p.lat, p.lng FROM job_posts p WHERE ${SHOWN} AND ${where} ORDER BY p.lat, p.lng LIMIT 1)
    UNION ALL
    SELECT n.lat, n.lng FROM positions c CROSS JOIN LATERAL (
      SELECT p.lat, p.lng FROM job_posts p WHERE ${SHOWN} AND ${where} AND (p.lat, p.lng) > (c.lat, ${nextLng})
      ORDER BY p.lat, p.lng LIMIT 1) n
  ),
  near_positions AS (SELECT c.lat, c.lng, ${distance} AS distance FROM positions c${keep ? ` WHERE ${keep}` : ''})`;

/** LIKE treats % and _ as wildcards; a searched "50%" means the characters. */
export const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

const MAX_SEARCH_WORDS = 8;

/**
 * A PostgreSQL pattern for any of `phrases` (letters, digits and single spaces: tradeSearchTerms'
 * folded phrases) as whole words of an unaccented text: "p w" finds "p&w", "gel x" "gel-x".
 */
export function wholeWords(phrases: readonly string[]): string {
  return `\\m(${phrases.map((phrase) => phrase.split(' ').join('[^[:alnum:]]+')).join('|')})\\M`;
}

/**
 * What a page's `x-next-cursor` carries: the last row's values in the order's columns (a keyset),
 * or for the distance order an offset (mixed directions make keysets awkward).
 */
export type Cursor = { k: Array<string | number | boolean> } | { o: number } | { w: Array<string | number> } | { a: Array<string | number> };

/** Deeper than this, a visitor is better served by narrowing the search. */
export const MAX_CURSOR_OFFSET = 100_000;

export const invalidCursor = () =>
  new DomainError(ListingErrorCode.InvalidCursor, 'This cursor was not given by this search; start again from the first page', 400);

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/**
 * The JSON a cursor carries, not yet checked against the order (buildSearch does that); null when
 * none was sent. Base64url is decoded leniently by Node, so the alphabet is checked first.
 */
export function decodeCursor(text: string | undefined): unknown {
  if (text === undefined) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw invalidCursor();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (value === null || typeof value !== 'object') throw invalidCursor();
  return value;
}

/**
 * A cursor comes back from the client, so each value must be exactly what its SQL cast takes: a
 * forged one then answers INVALID_CURSOR instead of reaching PostgreSQL as a cast error (a 500).
 */
const rowId = z.number().int().min(1).max(2_147_483_647);
const smallint = z.number().int().min(-32_768).max(32_767);
const dollars = (max: number) => z.number().int().min(0).max(max);
/**
 * Only the instants this API writes (toISOString of a real date): Date.parse also takes '1',
 * 'May 5', '-000001-01-01' or year 0, none of which PostgreSQL does.
 */
const instant = z
  .string()
  .regex(/^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  .refine((text) => {
    const date = new Date(text);
    return !Number.isNaN(date.getTime()) && date.toISOString() === text;
  });

const CURSORS = {
  rank: z.strictObject({ k: z.tuple([smallint, instant, rowId]) }),
  nearRank: z.strictObject({ k: z.tuple([smallint, z.boolean(), instant, rowId]) }),
  newest: z.strictObject({ k: z.tuple([instant, rowId]) }),
  oldest: z.strictObject({ k: z.tuple([instant, rowId]) }),
  distance: z.strictObject({ o: z.number().int().min(0).max(MAX_CURSOR_OFFSET) }),
  // Their own keys: the two have the same shape, and a cursor of one order must not page the other.
  pay: z.strictObject({ w: z.tuple([dollars(FACT_LIMITS.maxPayAmount), smallint, instant, rowId]) }),
  price: z.strictObject({ a: z.tuple([dollars(FACT_LIMITS.maxSalonMoney), smallint, instant, rowId]) }),
};

/** The cursor of this order, or INVALID_CURSOR: a cursor of another order (the sort changed) is not silently read as the first page. */
function cursorFor<O extends keyof typeof CURSORS>(order: O, cursor: unknown): z.output<(typeof CURSORS)[O]> | null {
  if (cursor === null || cursor === undefined) return null;
  const parsed = CURSORS[order].safeParse(cursor);
  if (!parsed.success) throw invalidCursor();
  return parsed.data as z.output<(typeof CURSORS)[O]>;
}

export interface BuiltSearch {
  sql: string;
  params: unknown[];
  /**
   * Which order was used, so the caller can make the next cursor from the last row. `nearRank` is
   * the default order of a city search that also lists far multi-state posts: within a priority,
   * the near posts first (the row's `near` column).
   */
  order: 'rank' | 'nearRank' | 'newest' | 'oldest' | 'distance' | 'pay' | 'price';
  /** Rows skipped, in the distance order (0 otherwise): the next cursor counts on from it. */
  offset: number;
}

const ORDERS = {
  rank: (t: string) => `${t}.rank_priority DESC, ${t}.rank_bump DESC, ${t}.id DESC`,
  nearRank: (t: string) => `${t}.rank_priority DESC, ${t === 'p' ? '' : `${t}.`}near DESC, ${t}.rank_bump DESC, ${t}.id DESC`,
  newest: (t: string) => `${t}.created_at DESC, ${t}.id DESC`,
  oldest: (t: string) => `${t}.created_at ASC, ${t}.id ASC`,
  // Inside a branch `distance` is the select list's own column, which ORDER BY may only name bare.
  distance: (t: string) => `${t === 'p' ? '' : `${t}.`}distance ASC NULLS LAST, ${t}.rank_priority DESC, ${t}.rank_bump DESC, ${t}.id DESC`,
  // Issue 24's sorts: the highest weekly pay, the lowest asking price; the listing order among equals.
  pay: (t: string) => `${t}.weekly_pay DESC, ${t}.rank_priority DESC, ${t}.rank_bump DESC, ${t}.id DESC`,
  price: (t: string) => `${t}.asking_price ASC, ${t}.rank_priority DESC, ${t}.rank_bump DESC, ${t}.id DESC`,
};

interface Branch {
  where: string[];
  /** Every row of the branch is near the searched place, so its walk needs no `near` column. */
  allNear?: boolean;
  /** In the distance order, the posts of a box or a state are read position by position, nearest first. */
  positions?: PositionWalk;
}

/**
 * The one SQL of GET /api/job-posts. Every value is a bind parameter; only fixed fragments are
 * concatenated. Each branch can be walked off an index in the requested order and stop at the
 * page size: the default order is stored (rank_priority, rank_bump, see the migration), a state's
 * own posts and the multi-state posts listed in it are separate branches (an OR of the two would
 * force a scan of every row), text goes through the trigram index, distance through a lat/lng box.
 * Full rows are read only for the page.
 *
 * A searched city or ZIP means the place and its surroundings (issue 17): the posts within
 * `maxDistance`, or CITY_SEARCH_RADIUS_MILES when none was asked for, plus the city's own posts.
 * Paid multi-state posts of the state are listed too unless the visitor asked for a distance (a
 * distance filter never shows what lies outside it); in the default order they come after the
 * near posts of the same priority (`near DESC` right after rank_priority), and carry their distance.
 */
export function buildSearch(
  query: JobPostSearchQuery,
  origin: SearchOrigin | null,
  now: Date,
  /** What decodeCursor read; checked here against the order the query asks for. */
  cursor: unknown,
  /**
   * Only these posts, else every one (issue 39): whether a saved search lists a post is this very
   * search asked about that post alone, so alerts follow every rule the list follows.
   */
  onlyPostIds?: readonly number[],
): BuiltSearch {
  const params: unknown[] = [now.toISOString()];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const nowParam = '$1::timestamptz';
  const state = query.state ?? origin?.state;

  const common = [PUBLICLY_LISTED(nowParam)];
  if (onlyPostIds) common.push(`p.id = ANY(${p(onlyPostIds)}::int[])`);
  if (query.jobType) common.push(`p.job_type = ${p(query.jobType)}`);
  if (query.salonAreaRanges.length) {
    const ranges = query.salonAreaRanges.map((r) => `p.area_sq_ft BETWEEN ${p(r.from)} AND ${p(r.to)}`);
    common.push(`(${ranges.join(' OR ')})`);
  }
  // Issue 24's fact filters. Each names its job type as a fixed fragment (not a parameter), so the
  // planner matches the partial indexes of migration 1765000000000 (a post without the figure never matches).
  if (query.weeklyPayFrom !== undefined) common.push(`p.job_type = 'hiring'`, `p.weekly_pay >= ${p(query.weeklyPayFrom)}`);
  const sale: string[] = [];
  if (query.priceFrom !== undefined) sale.push(`p.asking_price >= ${p(query.priceFrom)}`);
  if (query.priceTo !== undefined) sale.push(`p.asking_price <= ${p(query.priceTo)}`);
  if (query.revenueFrom !== undefined) sale.push(`p.monthly_revenue >= ${p(query.revenueFrom)}`);
  if (query.stationsFrom !== undefined) sale.push(`p.stations >= ${p(query.stationsFrom)}`);
  if (sale.length) common.push(`p.job_type = 'selling'`, ...sale);
  // Issue 40: a trade phrase ("thợ bột", "acrylic") finds every way the trade says it, in both
  // languages, as a whole word of the post's unaccented text, or the post's stored skill; the other
  // words are found as typed, anywhere in it.
  const { terms, words } = tradeSearchTerms(query.search ?? '');
  for (const term of terms.slice(0, MAX_SEARCH_WORDS)) {
    const said = `p.search_text ~ ${p(wholeWords(term.phrases))}`;
    const alternatives = [said, ...(term.skills.length ? [`p.hiring->'skills' ?| ${p(term.skills)}::text[]`] : []), ...(term.jobType ? [`p.job_type = ${p(term.jobType)}`] : [])];
    common.push(alternatives.length > 1 ? `(${alternatives.join(' OR ')})` : said);
  }
  for (const word of words.slice(0, MAX_SEARCH_WORDS)) common.push(`p.search_text LIKE '%' || chonail_unaccent(${p(escapeLike(word))}) || '%'`);

  const from = origin && ([p(origin.lat), p(origin.lng), p(Math.cos((origin.lat * Math.PI) / 180))] as const);
  const distanceOf = (t: string) => (from ? DISTANCE(...from, t) : 'NULL::float8');
  const distanceSql = distanceOf('p');

  // A place with a radius around it; `strict` when the visitor chose the distance.
  // Fragments are made on first use: PostgreSQL refuses a statement with a parameter it never sees.
  const once = (make: () => string) => {
    let made: string | undefined;
    return () => (made ??= make());
  };
  const place = state && origin?.fromCity ? origin : null;
  const strict = query.maxDistance !== undefined;
  const radius = once(() => p(query.maxDistance ?? CITY_SEARCH_RADIUS_MILES));
  const stateParam = once(() => p(state));
  const sameCity = query.city && state ? once(() => `(p.state = ${stateParam()} AND p.city_key = chonail_unaccent(${p(query.city)}))`) : null;
  const nearSql = once(() => `(COALESCE(${distanceSql} <= ${radius()}, false)${sameCity ? ` OR ${sameCity()}` : ''})`);

  let order: BuiltSearch['order'];
  let offset = 0;
  let nearKey: [number, boolean, string, number] | null = null;
  if (query.sortBy === 'distance' && origin) {
    order = 'distance';
    offset = cursorFor('distance', cursor)?.o ?? 0;
  } else if (query.sortBy === 'pay') {
    // Only posts that state their pay can be ranked by it; the fixed fragments match the partial indexes.
    order = 'pay';
    common.push(`p.job_type = 'hiring'`, 'p.weekly_pay IS NOT NULL');
    const k = cursorFor('pay', cursor)?.w;
    if (k) common.push(`(p.weekly_pay, p.rank_priority, p.rank_bump, p.id) < (${p(k[0])}::int, ${p(k[1])}::smallint, ${p(k[2])}::timestamptz, ${p(k[3])}::int)`);
  } else if (query.sortBy === 'price') {
    order = 'price';
    common.push(`p.job_type = 'selling'`, 'p.asking_price IS NOT NULL');
    const k = cursorFor('price', cursor)?.a;
    if (k) {
      // The price rises while the listing order falls, so no single row comparison states the keyset;
      // the first half is a bound the index seeks to.
      const price = p(k[0]);
      common.push(
        `p.asking_price >= ${price}::int`,
        `(p.asking_price > ${price}::int OR (p.rank_priority, p.rank_bump, p.id) < (${p(k[1])}::smallint, ${p(k[2])}::timestamptz, ${p(k[3])}::int))`,
      );
    }
  } else if (query.sortBy === 'date') {
    order = query.dateOrder === 'oldest' ? 'oldest' : 'newest';
    // The shown posts' date indexes leave out the expired ones (migration 1765100000000), which the
    // oldest posts mostly are; the time itself is still checked, `expired` being swept each minute.
    common.push(SHOWN, 'NOT p.expired');
    const k = cursorFor(order, cursor)?.k;
    if (k) common.push(`(p.created_at, p.id) ${order === 'oldest' ? '>' : '<'} (${p(k[0])}::timestamptz, ${p(k[1])}::int)`);
  } else if (place && !strict) {
    order = 'nearRank';
    nearKey = cursorFor('nearRank', cursor)?.k ?? null;
  } else {
    order = 'rank';
    const k = cursorFor('rank', cursor)?.k;
    if (k) common.push(`(p.rank_priority, p.rank_bump, p.id) < (${p(k[0])}::smallint, ${p(k[1])}::timestamptz, ${p(k[2])}::int)`);
  }

  // Where: a state's own posts (in the city, or within the distance of it), plus the multi-state
  // posts that paid to be listed in that state.
  const branches: Branch[] = [];
  if (state) {
    if (place) {
      const box = boundingBox(place, query.maxDistance ?? CITY_SEARCH_RADIUS_MILES);
      const [minLat, maxLat, minLng, maxLng] = [box.minLat, box.maxLat, box.minLng, box.maxLng].map((edge) => `${p(edge)}::float8`) as [string, string, string, string];
      branches.push({
        where: [`p.lat BETWEEN ${minLat} AND ${maxLat} AND p.lng BETWEEN ${minLng} AND ${maxLng}`, `${distanceSql} <= ${radius()}`],
        allNear: true,
        ...(order === 'distance' && {
          positions: {
            // Past the box's east edge, the next latitude (seeking straight to the west edge).
            ctes: positionsCtes({
              where: `p.lat BETWEEN ${minLat} AND ${maxLat}`,
              nextLng: `CASE WHEN c.lng > ${maxLng} THEN 'Infinity'::float8 ELSE GREATEST(c.lng, ${minLng} - 1e-9) END`,
              distance: distanceOf('c'),
              keep: `c.lng BETWEEN ${minLng} AND ${maxLng}`,
            }),
            where: [],
            within: radius(),
          },
        }),
      });
      // The city's own posts, also those without a position: the city is in its own surroundings.
      if (sameCity && !strict) branches.push({ where: [sameCity()], allNear: true });
    } else if (sameCity) {
      branches.push({ where: [sameCity()] });
    } else if (order === 'distance' && from) {
      // A whole state by distance from its centre: its positions nearest first, then its posts without one.
      const positions: PositionWalk = {
        ctes: positionsCtes({ where: `p.state = ${stateParam()} AND p.lat IS NOT NULL`, nextLng: 'c.lng', distance: distanceOf('c') }),
        where: [`p.state = ${stateParam()}`],
      };
      branches.push({ where: [], positions }, { where: [`p.state = ${stateParam()}`, 'p.lat IS NULL'] });
    } else {
      branches.push({ where: [`p.state = ${stateParam()}`] });
    }
    if (!(place && strict)) {
      // Multi-state posts that chose this state, and nationwide ones that chose none (listed everywhere):
      // two branches, so each has its index (GIN on the states, a partial one for the nationwide).
      // In the listing order the state's part of all multi-state posts is walked off their rank index
      // (job_posts_multistate) until the page is full: a few rows per state chosen. `= ANY` keeps the
      // planner off the GIN index, which would read every post of the state (about 7,500 of a million,
      // 20-60 ms) to sort them; it underestimates them tenfold, taking the state and the add-on as
      // independent. Searched words, and the other orders, which sort anyway, take the GIN index:
      // it holds the posts' words beside their states (job_posts_multistate_text).
      const chosen =
        (order === 'rank' || order === 'nearRank') && !words.length
          ? `cardinality(p.selected_states) > 0 AND ${stateParam()}::varchar(2) = ANY (p.selected_states)`
          : `p.selected_states @> ARRAY[${stateParam()}]::varchar(2)[]`;
      branches.push({ where: [`p.is_nationwide AND p.state_addon_ends_at > ${nowParam}`, chosen] });
      branches.push({ where: [`p.is_nationwide AND p.state_addon_ends_at > ${nowParam}`, 'cardinality(p.selected_states) = 0'] });
    }
  } else if (query.city) {
    branches.push({ where: [`p.city_key = chonail_unaccent(${p(query.city)})`] });
  } else {
    branches.push({ where: [] });
  }

  // The near-first order needs no `near` inside a branch: each is walked in the plain listing order.
  // A branch of near posts is plainly in near-first order. A branch of multi-state posts, near and
  // far: a far post on the page has fewer rows before it in near-first order than the page holds,
  // and every post of the branch before it in the listing order is one of them (a higher priority,
  // or the same one and near, or far and bumped later), so the branch's first page holds it.
  // The next page: a branch of near posts only needs the plain rank keyset (or, past its last near
  // row, only lower priorities), which its index can seek; the others seek to the priority.
  const nearCursor = (branch: Branch): string[] => {
    if (!nearKey) return [];
    const [priority, near, bump, id] = nearKey;
    if (branch.allNear) {
      return near
        ? [`(p.rank_priority, p.rank_bump, p.id) < (${p(priority)}::smallint, ${p(bump)}::timestamptz, ${p(id)}::int)`]
        : [`p.rank_priority < ${p(priority)}::smallint`];
    }
    const after = p(priority);
    return [
      `p.rank_priority <= ${after}::smallint`,
      `(p.rank_priority, ${nearSql()}, p.rank_bump, p.id) < (${after}::smallint, ${p(near)}::boolean, ${p(bump)}::timestamptz, ${p(id)}::int)`,
    ];
  };

  const take = p(offset + query.limit + 1);
  const nearColumn = order === 'nearRank' ? `, ${nearSql()} AS near` : '';
  // The sorts by a figure order the page by it; the other orders leave the walks their covering columns.
  const figure = order === 'pay' ? ', p.weekly_pay' : order === 'price' ? ', p.asking_price' : '';
  const columns = `p.id, p.rank_priority, p.rank_bump, p.created_at${figure}`;
  const selects = branches.map((branch) =>
    branch.positions
      ? // Each position's posts in the listing order, nearest position first: the walk stops at the page.
        `(SELECT ${columns}, c.distance FROM near_positions c CROSS JOIN LATERAL (
          SELECT ${columns} FROM job_posts p WHERE p.lat = c.lat AND p.lng = c.lng AND ${[...common, SHOWN, ...branch.positions.where].join('\n AND ')}
          ORDER BY ${ORDERS.rank('p')} LIMIT ${take}) p
        ${branch.positions.within ? `WHERE c.distance <= ${branch.positions.within}` : ''}
        ORDER BY c.distance ASC, ${ORDERS.rank('p')} LIMIT ${take})`
      : `(SELECT ${columns}, ${distanceSql} AS distance${nearColumn}
      FROM job_posts p WHERE ${[...common, ...branch.where, ...nearCursor(branch)].join('\n AND ')}
      ORDER BY ${ORDERS[order === 'nearRank' ? 'rank' : order]('p')} LIMIT ${take})`,
  );
  const positions = branches.find((branch) => branch.positions)?.positions;
  // UNION, not UNION ALL: a post can be in a state both by its address and by its add-on.
  const sql = `WITH ${positions ? `RECURSIVE ${positions.ctes},\n` : ''}hits AS (${selects.join('\n UNION \n')})
    SELECT ${POST_COLUMNS}, h.distance${order === 'nearRank' ? ', h.near' : ''}
    FROM hits h JOIN job_posts p ON p.id = h.id JOIN users u ON u.id = p.owner_id
    ORDER BY ${ORDERS[order]('h')}
    LIMIT ${p(query.limit + 1)} OFFSET ${p(offset)}`;
  return { sql, params, order, offset };
}
