/**
 * The map page of spec 01: which posts it shows for a filter, how many each filter button counts,
 * and where a marker goes when several posts share one point ("overlapping markers are offset by
 * 60 degrees per step").
 */
import type { JobType } from './listing-rules';

/**
 * The map shows every listed post (not the spec's first 200: a silently incomplete map misleads),
 * grouped into clusters where they are dense, and filters them itself.
 */
/** The whole contiguous US (the centre is CONTIGUOUS_US_CENTER in shared/geo). */
export const MAP_DEFAULT_ZOOM = 5;
export const MAP_CITY_ZOOM = 12;
export const MAP_STATE_ZOOM = 6;

export const MAP_FILTERS = ['all', 'hiring', 'selling'] as const;
export type MapFilter = (typeof MAP_FILTERS)[number];
/** A marker's colour class: a transfer is a kind of sale, so it shows (and filters) as selling. */
export type MapMarkerKind = Exclude<MapFilter, 'all'>;

export function mapMarkerKind(jobType: JobType): MapMarkerKind {
  return jobType === 'hiring' ? 'hiring' : 'selling';
}

export function matchesMapFilter(post: { jobType: JobType }, filter: MapFilter): boolean {
  return filter === 'all' || mapMarkerKind(post.jobType) === filter;
}

export type MapFilterCounts = Record<MapFilter, number>;

/** What each filter button shows next to its label. */
export function mapFilterCounts(posts: readonly { jobType: JobType }[]): MapFilterCounts {
  const counts: MapFilterCounts = { all: posts.length, hiring: 0, selling: 0 };
  for (const post of posts) counts[mapMarkerKind(post.jobType)] += 1;
  return counts;
}

export interface MapPosition {
  lat: number | null;
  lng: number | null;
}

/** A post without coordinates (a ZIP or city the geocoder did not know) cannot be put on the map. */
export function hasMapPosition<T extends MapPosition>(post: T): post is T & { lat: number; lng: number } {
  return post.lat !== null && post.lng !== null && Number.isFinite(post.lat) && Number.isFinite(post.lng);
}

/** Two posts are at the same point when their coordinates agree to 5 decimals (about 1 m). */
export const MAP_SAME_POINT_DECIMALS = 5;
export const MAP_OFFSET_STEP_DEGREES = 60;
/** 360 / 60: after six steps a ring is full and the next marker starts a ring one spread further out. */
export const MAP_MARKERS_PER_RING = 360 / MAP_OFFSET_STEP_DEGREES;

export interface PlacedMarker<T> {
  post: T;
  lat: number;
  lng: number;
  /** 0 for the first post at its point (which stays there), then 1, 2, ... for the ones offset around it. */
  step: number;
}

const pointKey = (lat: number, lng: number) => {
  const scale = 10 ** MAP_SAME_POINT_DECIMALS;
  // `${-0}` is '0', so a coordinate rounding to -0 and one rounding to 0 share a key.
  return `${Math.round(lat * scale)},${Math.round(lng * scale)}`;
};

/**
 * Where each post's marker goes. Posts without coordinates are left out; the rest keep their order.
 * The first post at a point stays on it; the k-th next one (k = 1, 2, ...) goes on ring
 * ceil(k / 6) at angle ((k - 1) mod 6) x 60 degrees, counted anticlockwise from east: steps 1-6 at
 * 0, 60, ..., 300 degrees one `spread` out, steps 7-12 at the same angles two spreads out, and so
 * on, so no two markers of a point coincide however many share it.
 *
 * `spread` is in degrees of longitude (see markerSpreadDegrees). On a Web Mercator map a degree of
 * latitude is 1/cos(latitude) times taller than a degree of longitude is wide, so the latitude
 * offset is scaled by cos(latitude) to keep each ring round on screen.
 */
export function placeMarkers<T extends MapPosition>(posts: readonly T[], spread: number): PlacedMarker<T>[] {
  const groups = new Map<string, { lat: number; lng: number; count: number }>();
  const placed: PlacedMarker<T>[] = [];
  for (const post of posts) {
    if (!hasMapPosition(post)) continue;
    const key = pointKey(post.lat, post.lng);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { lat: post.lat, lng: post.lng, count: 1 });
      placed.push({ post, lat: post.lat, lng: post.lng, step: 0 });
      continue;
    }
    const step = group.count;
    group.count += 1;
    const ring = Math.ceil(step / MAP_MARKERS_PER_RING);
    const angle = (((step - 1) % MAP_MARKERS_PER_RING) * MAP_OFFSET_STEP_DEGREES * Math.PI) / 180;
    const distance = ring * spread;
    const latScale = Math.cos((group.lat * Math.PI) / 180);
    placed.push({
      post,
      lat: group.lat + distance * latScale * Math.sin(angle),
      lng: group.lng + distance * Math.cos(angle),
      step,
    });
  }
  return placed;
}

/** A marker's (and a cluster's) touch target, the 44 px minimum of WCAG 2.5.5; its visible dot is smaller. */
export const MAP_MARKER_TOUCH_PX = 44;
/** Markers closer than this on screen are drawn as one cluster with a count. */
export const MAP_CLUSTER_RADIUS_PX = 60;
/** From this zoom (a few streets) every post has its own marker. */
export const MAP_UNCLUSTER_ZOOM = 15;

/**
 * Where the markers go: posts sharing a point are set apart (placeMarkers) by one touch target at
 * the zoom where clustering stops, so from there on no marker hides or overlaps another; below it
 * they are in a cluster anyway. Computed once per set of posts, not on every zoom.
 */
export function mapMarkerPlaces<T extends MapPosition>(posts: readonly T[]): PlacedMarker<T>[] {
  return placeMarkers(posts, markerSpreadDegrees(MAP_UNCLUSTER_ZOOM, MAP_MARKER_TOUCH_PX));
}

/** Leaflet's tiles are 256 px: at zoom z the world's 360 degrees of longitude span 256 x 2^z pixels. */
const TILE_SIZE_PX = 256;

/** How many degrees of longitude `pixels` screen pixels cover at `zoom`: a marker spread that looks the same at every zoom. */
export function markerSpreadDegrees(zoom: number, pixels: number): number {
  return (pixels * 360) / (TILE_SIZE_PX * 2 ** zoom);
}
