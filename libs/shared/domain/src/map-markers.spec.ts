import {
  hasMapPosition,
  MAP_CITY_ZOOM,
  MAP_DEFAULT_ZOOM,
  MAP_MARKER_TOUCH_PX,
  MAP_STATE_ZOOM,
  mapFilterCounts,
  mapMarkerKind,
  markerSpreadDegrees,
  matchesMapFilter,
  MAP_UNCLUSTER_ZOOM,
  mapMarkerPlaces,
  placeMarkers,
} from './map-markers';
import type { JobType } from './listing-rules';

const HOUSTON = { lat: 29.7057, lng: -95.5466 };
const post = (id: number, jobType: JobType = 'hiring', at: { lat: number | null; lng: number | null } = HOUSTON) => ({ id, jobType, ...at });

/** A marker's offset from its point, in spreads, with the latitude part unscaled back to screen proportions. */
function offset(marker: { lat: number; lng: number }, centre = HOUSTON, spread = 1) {
  const dx = (marker.lng - centre.lng) / spread;
  const dy = (marker.lat - centre.lat) / spread / Math.cos((centre.lat * Math.PI) / 180);
  return { distance: Math.hypot(dx, dy), degrees: ((Math.atan2(dy, dx) * 180) / Math.PI + 360) % 360 };
}

describe('map constants (spec 01)', () => {
  it('zooms 5 / 12 / 6 for the default view, a city and a state', () => {
    expect([MAP_DEFAULT_ZOOM, MAP_CITY_ZOOM, MAP_STATE_ZOOM]).toEqual([5, 12, 6]);
  });
});

describe('map filter', () => {
  const posts = [post(1, 'hiring'), post(2, 'selling'), post(3, 'transfer'), post(4, 'hiring'), post(5, 'hiring')];

  it('counts all, hiring and selling, a transfer counting as selling', () => {
    expect(mapFilterCounts(posts)).toEqual({ all: 5, hiring: 3, selling: 2 });
    expect(mapFilterCounts([])).toEqual({ all: 0, hiring: 0, selling: 0 });
  });

  it('keeps what each filter button shows', () => {
    expect(posts.filter((p) => matchesMapFilter(p, 'all')).map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(posts.filter((p) => matchesMapFilter(p, 'hiring')).map((p) => p.id)).toEqual([1, 4, 5]);
    expect(posts.filter((p) => matchesMapFilter(p, 'selling')).map((p) => p.id)).toEqual([2, 3]);
  });

  it('colours a transfer like a sale', () => {
    expect([mapMarkerKind('hiring'), mapMarkerKind('selling'), mapMarkerKind('transfer')]).toEqual(['hiring', 'selling', 'selling']);
  });

  it('knows which posts have a place on the map', () => {
    expect(hasMapPosition(post(1))).toBe(true);
    expect(hasMapPosition(post(2, 'hiring', { lat: 0, lng: 0 }))).toBe(true);
    expect(hasMapPosition(post(3, 'hiring', { lat: null, lng: -95 }))).toBe(false);
    expect(hasMapPosition(post(4, 'hiring', { lat: 29, lng: null }))).toBe(false);
    expect(hasMapPosition(post(5, 'hiring', { lat: Number.NaN, lng: -95 }))).toBe(false);
  });
});

describe('placeMarkers', () => {
  it('leaves a post alone at its point and drops posts without coordinates', () => {
    const elsewhere = { lat: 32.7767, lng: -96.797 };
    const placed = placeMarkers([post(1), post(2, 'hiring', { lat: null, lng: null }), post(3, 'selling', elsewhere)], 0.01);
    expect(placed).toEqual([
      { post: post(1), ...HOUSTON, step: 0 },
      { post: post(3, 'selling', elsewhere), ...elsewhere, step: 0 },
    ]);
  });

  it('keeps the first post at a shared point and puts the next ones 60 degrees apart around it', () => {
    const placed = placeMarkers([1, 2, 3, 4, 5, 6, 7].map((id) => post(id)), 0.01);
    expect(placed.map((m) => m.post.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(placed.map((m) => m.step)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(placed[0]).toMatchObject(HOUSTON);
    for (const [i, marker] of placed.slice(1).entries()) {
      const { distance, degrees } = offset(marker, HOUSTON, 0.01);
      expect(distance).toBeCloseTo(1, 9);
      expect(degrees).toBeCloseTo(i * 60, 6);
    }
    // Step 1 points east: same latitude, larger longitude.
    expect(placed[1]?.lat).toBeCloseTo(HOUSTON.lat, 12);
    expect(placed[1]?.lng).toBeCloseTo(HOUSTON.lng + 0.01, 12);
  });

  it('starts a ring one spread further out after every six steps, at the same angles', () => {
    const placed = placeMarkers(Array.from({ length: 14 }, (_, i) => post(i + 1)), 0.02);
    const rings = placed.slice(1).map((m) => offset(m, HOUSTON, 0.02));
    expect(rings.map((r) => Math.round(r.distance))).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3]);
    expect(rings.map((r) => Math.round(r.degrees) % 360)).toEqual([0, 60, 120, 180, 240, 300, 0, 60, 120, 180, 240, 300, 0]);
    const positions = new Set(placed.map((m) => `${m.lat.toFixed(9)},${m.lng.toFixed(9)}`));
    expect(positions.size).toBe(placed.length);
  });

  it('treats points within about a metre as one (5 decimals), offsetting around the first', () => {
    const near = { lat: HOUSTON.lat + 0.000001, lng: HOUSTON.lng - 0.000002 };
    const apart = { lat: HOUSTON.lat + 0.0001, lng: HOUSTON.lng };
    const placed = placeMarkers([post(1), post(2, 'hiring', near), post(3, 'hiring', apart)], 0.01);
    expect(placed.map((m) => m.step)).toEqual([0, 1, 0]);
    expect(offset(placed[1] as { lat: number; lng: number }).distance).toBeCloseTo(0.01, 9);
    expect(placed[2]).toMatchObject(apart);
  });

  it('counts steps per point, independently for each point', () => {
    const dallas = { lat: 32.7767, lng: -96.797 };
    const placed = placeMarkers([post(1), post(2, 'hiring', dallas), post(3), post(4, 'hiring', dallas), post(5)], 0.01);
    expect(placed.map((m) => [m.post.id, m.step])).toEqual([
      [1, 0],
      [2, 0],
      [3, 1],
      [4, 1],
      [5, 2],
    ]);
  });

  it('keeps the ring round on screen: the latitude offset shrinks with cos(latitude)', () => {
    const north = { lat: 60, lng: -150 };
    const [, , second] = placeMarkers([post(1, 'hiring', north), post(2, 'hiring', north), post(3, 'hiring', north)], 0.1);
    // Step 2 is at 60 degrees: 0.1 x cos 60° east, 0.1 x sin 60° x cos(60° latitude) north.
    expect(second?.lng).toBeCloseTo(-150 + 0.05, 12);
    expect(second?.lat).toBeCloseTo(60 + 0.1 * Math.sin(Math.PI / 3) * 0.5, 12);
  });
});

describe('markerSpreadDegrees', () => {
  it('converts screen pixels to degrees of longitude for 256 px tiles', () => {
    expect(markerSpreadDegrees(0, 256)).toBeCloseTo(360, 12);
    expect(markerSpreadDegrees(5, 16)).toBeCloseTo((16 * 360) / (256 * 32), 12);
    expect(markerSpreadDegrees(12, 16)).toBeCloseTo(markerSpreadDegrees(5, 16) / 128, 12);
  });
});

describe('mapMarkerPlaces', () => {
  it('sets posts sharing a point one 44 px touch target apart at the zoom where clustering stops, so none hides another', () => {
    const spread = markerSpreadDegrees(MAP_UNCLUSTER_ZOOM, MAP_MARKER_TOUCH_PX);
    const placed = mapMarkerPlaces([post(1), post(2), post(3), post(4, 'hiring', { lat: null, lng: null })]);
    expect(placed.map((m) => m.post.id)).toEqual([1, 2, 3]);
    expect(placed[0]).toMatchObject(HOUSTON);
    expect(offset(placed[1] as PlacedLike, HOUSTON, spread).distance).toBeCloseTo(1, 6);
    expect(MAP_MARKER_TOUCH_PX).toBeGreaterThanOrEqual(44);
    // In screen pixels at that zoom, any two of them are at least a touch target apart.
    const px = (m: PlacedLike) => ({ x: m.lng / spread, y: m.lat / spread / Math.cos((HOUSTON.lat * Math.PI) / 180) });
    for (const a of placed) for (const b of placed) if (a !== b) expect(Math.hypot(px(a).x - px(b).x, px(a).y - px(b).y)).toBeGreaterThanOrEqual(0.999);
  });
});

type PlacedLike = { lat: number; lng: number };
