import { boundingBox, EARTH_RADIUS_MILES, type LatLng, milesBetween } from './distance';

/** The point `miles` away from `from` on initial bearing `bearingDegrees` (great-circle destination). */
function destination(from: LatLng, bearingDegrees: number, miles: number): LatLng {
  const rad = Math.PI / 180;
  const d = miles / EARTH_RADIUS_MILES;
  const bearing = bearingDegrees * rad;
  const lat1 = from.lat * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lng2 = from.lng * rad + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / rad, lng: lng2 / rad };
}

const houston = { lat: 29.7604, lng: -95.3698 };
const dallas = { lat: 32.7767, lng: -96.797 };

describe('milesBetween', () => {
  it('measures Houston to Dallas at about 225 miles, either way round', () => {
    expect(Math.abs(milesBetween(houston, dallas) - 225)).toBeLessThanOrEqual(5);
    expect(milesBetween(dallas, houston)).toBeCloseTo(milesBetween(houston, dallas), 9);
  });

  it('is zero for the same point and half the circumference for antipodes', () => {
    expect(milesBetween(houston, houston)).toBe(0);
    expect(milesBetween({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_MILES, 6);
  });

  it('agrees with the destination formula the box tests rely on', () => {
    expect(milesBetween(houston, destination(houston, 37, 120))).toBeCloseTo(120, 6);
  });
});

describe('boundingBox', () => {
  const contains = (box: ReturnType<typeof boundingBox>, p: LatLng) =>
    p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng;
  const compass = [0, 45, 90, 135, 180, 225, 270, 315];

  it.each([
    [30, 1],
    [30, 25],
    [30, 500],
    [60, 1],
    [60, 25],
    [60, 500],
    [-45, 100],
  ])('at latitude %d contains the points exactly %d miles away in all 8 compass directions', (lat, miles) => {
    const center = { lat, lng: -95 };
    const box = boundingBox(center, miles);
    for (const bearing of compass) expect(contains(box, destination(center, bearing, miles))).toBe(true);
  });

  it('contains the widest point of the circle, which lies poleward of due east', () => {
    // On a sphere the circle's easternmost point is not on the centre's parallel; sweep for it.
    const center = { lat: 60, lng: -100 };
    const box = boundingBox(center, 800);
    for (let bearing = 0; bearing < 360; bearing += 0.5) expect(contains(box, destination(center, bearing, 800))).toBe(true);
  });

  it('is not wastefully large', () => {
    const box = boundingBox({ lat: 30, lng: -95 }, 69);
    expect(box.maxLat - box.minLat).toBeCloseTo(2, 6);
    expect(box.maxLng - box.minLng).toBeLessThan(2.5);
  });

  it('clamps latitude and covers every longitude when the circle reaches a pole', () => {
    expect(boundingBox({ lat: 89, lng: 10 }, 200)).toEqual({ minLat: 89 - 200 / 69, maxLat: 90, minLng: -180, maxLng: 180 });
  });

  it('covers every longitude rather than wrap across the antimeridian', () => {
    const box = boundingBox({ lat: 52, lng: 179.5 }, 50);
    expect([box.minLng, box.maxLng]).toEqual([-180, 180]);
    expect(contains(box, { lat: 52, lng: -179.8 })).toBe(true);
  });

  it('refuses a negative radius', () => {
    expect(() => boundingBox(houston, -1)).toThrow(RangeError);
    expect(() => boundingBox(houston, Number.NaN)).toThrow(RangeError);
  });
});
