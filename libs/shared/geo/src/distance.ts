export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

export interface BoundingBox {
  readonly minLat: number;
  readonly maxLat: number;
  readonly minLng: number;
  readonly maxLng: number;
}

export const EARTH_RADIUS_MILES = 3958.8;

/**
 * A degree of latitude is 69.09 miles on a sphere of EARTH_RADIUS_MILES; rounding down makes every
 * degree span computed from it slightly too wide, never too narrow.
 */
const MILES_PER_DEGREE = 69.0;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine): straight-line "as the crow flies", not driving distance. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() because rounding can push h a hair above 1 for antipodal points, and asin(>1) is NaN.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A box containing every point within `miles` of `center`, for a cheap indexed pre-filter
 * (`lat BETWEEN minLat AND maxLat AND lng BETWEEN ...`) before the exact milesBetween check.
 * A mile covers more degrees of longitude the nearer it is to a pole, so the longitude span is
 * sized at the box's poleward edge. When the circle reaches a pole or crosses the antimeridian the box
 * covers every longitude: a wrapped box (minLng > maxLng) would break the BETWEEN above.
 */
export function boundingBox(center: LatLng, miles: number): BoundingBox {
  if (!(miles >= 0)) throw new RangeError(`boundingBox: miles must be >= 0, got ${miles}`);
  const dLat = miles / MILES_PER_DEGREE;
  const minLat = Math.max(-90, center.lat - dLat);
  const maxLat = Math.min(90, center.lat + dLat);
  const poleward = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const dLng = poleward >= 90 ? Infinity : miles / (MILES_PER_DEGREE * Math.cos(toRadians(poleward)));
  const minLng = center.lng - dLng;
  const maxLng = center.lng + dLng;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng, maxLng };
}
