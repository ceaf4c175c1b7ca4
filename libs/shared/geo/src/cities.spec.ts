import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findCity, US_CITIES } from './cities';
import { US_STATE_CODES } from './states';

const city = (label: string) => US_CITIES.find((c) => c.label === label);

describe('US_CITIES', () => {
  it('holds a large list covering every state', () => {
    expect(US_CITIES.length).toBeGreaterThanOrEqual(1500);
    expect(US_CITIES.length).toBeLessThanOrEqual(4000);
    expect(new Set(US_CITIES.map((c) => c.state)).size).toBe(US_STATE_CODES.length);
  });

  it('uses only the 50 state codes', () => {
    const codes = new Set<string>(US_STATE_CODES);
    expect(US_CITIES.filter((c) => !codes.has(c.state))).toEqual([]);
  });

  it('lists each city once, labelled City-XX', () => {
    expect(new Set(US_CITIES.map((c) => c.label)).size).toBe(US_CITIES.length);
    expect(US_CITIES.filter((c) => c.label !== `${c.city}-${c.state}`)).toEqual([]);
  });

  it('is sorted by state, then city', () => {
    const keys = US_CITIES.map((c) => [c.state, c.city]);
    const sorted = [...keys].sort(([s1, c1], [s2, c2]) => (s1 < s2 ? -1 : s1 > s2 ? 1 : c1 < c2 ? -1 : c1 > c2 ? 1 : 0));
    expect(keys).toEqual(sorted);
  });

  it.each([
    ['Houston-TX', 29.76, -95.37],
    ['Westminster-CA', 33.76, -117.99],
    ['Garden Grove-CA', 33.77, -117.94],
    ['Falls Church-VA', 38.88, -77.17],
  ])('has %s near its real centre', (label, lat, lng) => {
    const found = city(label);
    expect(found).toBeDefined();
    expect(Math.abs((found?.lat ?? NaN) - lat)).toBeLessThan(0.3);
    expect(Math.abs((found?.lng ?? NaN) - lng)).toBeLessThan(0.3);
  });

  it('puts every city inside the US (no 0,0 or sign-flipped rows)', () => {
    const outside = US_CITIES.filter((c) => !(c.lat >= 18 && c.lat <= 72 && c.lng >= -180 && c.lng <= -66));
    expect(outside).toEqual([]);
  });

  it('includes the demo cities even with a single ZIP', () => {
    // Madison Heights, MI has one ZIP in zipcodes; it is in the list only because a demo salon is there.
    expect(city('Madison Heights-MI')).toBeDefined();
  });

  it('does not import zipcodes, as it runs in the browser', () => {
    const source = readFileSync(join(__dirname, 'cities.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s|\brequire\(|from '/m);
  });
});

describe('findCity', () => {
  it('finds a city ignoring case, accents and surrounding spaces', () => {
    expect(findCity('Houston', 'TX')).toMatchObject({ city: 'Houston', state: 'TX', label: 'Houston-TX' });
    expect(findCity('houston', 'TX')?.label).toBe('Houston-TX');
    expect(findCity('  HOUSTON ', ' tx')?.label).toBe('Houston-TX');
    expect(findCity('Hóuston', 'TX')?.label).toBe('Houston-TX');
    expect(findCity('garden  grove', 'CA')?.label).toBe('Garden Grove-CA');
  });

  it('returns null for an unknown city or the wrong state', () => {
    expect(findCity('Nowhere', 'TX')).toBeNull();
    expect(findCity('Garden Grove', 'TX')).toBeNull();
    expect(findCity('', '')).toBeNull();
  });
});
