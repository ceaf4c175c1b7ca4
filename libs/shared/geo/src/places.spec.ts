import { milesBetween } from './distance';
import { citiesOf, cityCoordinates, geocode, normalizePlaceName, zipLookup } from './places';
import { stateByCode } from './states';

/** Fails the test, rather than asserting with `!`, when a lookup that must succeed does not. */
function found<T>(value: T | null): T {
  if (value === null) throw new Error('expected a result, got null');
  return value;
}

describe('normalizePlaceName', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(normalizePlaceName('  HOUSTON ')).toBe('houston');
    expect(normalizePlaceName('Sàn  José')).toBe('san jose');
    expect(normalizePlaceName('Đà Nẵng')).toBe('da nang');
    expect(normalizePlaceName('Thủ Đức')).toBe('thu duc');
    expect(normalizePlaceName('Coeur d’Alene')).toBe(normalizePlaceName('coeur d’alene'));
  });

  it('treats St./Saint and Ft./Fort as the same word', () => {
    for (const s of ['St. Louis', 'st louis', 'Saint Louis', 'ST.LOUIS']) expect(normalizePlaceName(s)).toBe('saint louis');
    for (const s of ['Ft. Worth', 'ft worth', 'Fort Worth']) expect(normalizePlaceName(s)).toBe('fort worth');
    // Only whole words: "Stanton" keeps its letters.
    expect(normalizePlaceName('Stanton')).toBe('stanton');
    expect(normalizePlaceName('Lake St. Louis')).toBe('lake saint louis');
  });

  it('does not look words up on the object prototype', () => {
    expect(normalizePlaceName('constructor')).toBe('constructor');
  });
});

describe('zipLookup', () => {
  it('finds a US ZIP, with or without the +4', () => {
    const houston = { zip: '77002', city: 'Houston', state: 'TX' };
    expect(zipLookup('77002')).toMatchObject(houston);
    expect(zipLookup('77002-1234')).toEqual(zipLookup('77002'));
    expect(zipLookup(' 77002 ')).toMatchObject(houston);
    expect(Math.abs(found(zipLookup('77002')).lat - 29.76)).toBeLessThan(0.1);
    expect(Math.abs(found(zipLookup('77002')).lng + 95.36)).toBeLessThan(0.1);
  });

  it.each(['00000', 'abc', '', '7700', '770021', '77002-12', '77002 1234', 'K1A', 'K1A 0B1'])('returns null for %j', (zip) => {
    expect(zipLookup(zip)).toBeNull();
  });

  it('returns null for ZIPs the data cannot place', () => {
    expect(zipLookup('34001')).toBeNull(); // APO at 0,0
    expect(zipLookup('10200')).toBeNull(); // New York with an eastern longitude
    expect(zipLookup('96898')).toBeNull(); // Wake Island, filed under HI
  });
});

describe('cityCoordinates', () => {
  it('finds a city whatever the case and spacing of city and state', () => {
    const houston = cityCoordinates('Houston', 'TX');
    expect(houston).not.toBeNull();
    expect(milesBetween(found(houston), { lat: 29.7604, lng: -95.3698 })).toBeLessThan(15);
    expect(cityCoordinates('houston', 'tx')).toEqual(houston);
    expect(cityCoordinates('HOUSTON ', ' Tx')).toEqual(houston);
  });

  it('finds the Little Saigon cities', () => {
    expect(cityCoordinates('Westminster', 'CA')).not.toBeNull();
    expect(cityCoordinates('Garden Grove', 'CA')).not.toBeNull();
  });

  it('ignores accents and St./Saint spelling', () => {
    expect(cityCoordinates('Sàn Jose', 'CA')).toEqual(cityCoordinates('San Jose', 'CA'));
    expect(cityCoordinates('San José', 'CA')).not.toBeNull();
    expect(cityCoordinates('St. Louis', 'MO')).toEqual(cityCoordinates('Saint Louis', 'MO'));
    expect(cityCoordinates('St. Louis', 'MO')).not.toBeNull();
  });

  it('returns null for a city in the wrong state or an unknown one', () => {
    expect(cityCoordinates('Houston', 'CA')).toBeNull();
    expect(cityCoordinates('Atlantis', 'TX')).toBeNull();
    expect(cityCoordinates('Houston', 'ZZ')).toBeNull();
  });
});

describe('geocode', () => {
  const texas = found(stateByCode('TX'));

  it('prefers the ZIP', () => {
    expect(geocode({ zip: '77002', city: 'Dallas', state: 'TX' })).toEqual({ ...pick(found(zipLookup('77002'))), precision: 'zip' });
    expect(geocode({ zip: '77002' })).toMatchObject({ precision: 'zip' });
    expect(geocode({ zip: '77002', state: 'tx' })).toMatchObject({ precision: 'zip' });
  });

  it('skips a ZIP from another state and falls back to the city', () => {
    expect(geocode({ zip: '92683', city: 'Houston', state: 'TX' })).toEqual({ ...found(cityCoordinates('Houston', 'TX')), precision: 'city' });
  });

  it('falls back to the city when the ZIP is unknown or missing', () => {
    expect(geocode({ zip: '00000', city: 'Houston', state: 'TX' })).toMatchObject({ precision: 'city' });
    expect(geocode({ zip: '', city: 'houston', state: 'tx' })).toMatchObject({ precision: 'city' });
    expect(geocode({ city: 'Westminster', state: 'CA' })).toMatchObject({ precision: 'city' });
  });

  it('falls back to the state centre', () => {
    const centre = { lat: texas.lat, lng: texas.lng, precision: 'state' };
    expect(geocode({ city: 'Atlantis', state: 'TX' })).toEqual(centre);
    expect(geocode({ state: 'tx' })).toEqual(centre);
    expect(geocode({ zip: '92683', state: 'TX' })).toEqual(centre);
  });

  it('returns null when nothing locates', () => {
    expect(geocode({})).toBeNull();
    expect(geocode({ city: 'Houston' })).toBeNull();
    expect(geocode({ zip: 'abc', city: '  ', state: 'ZZ' })).toBeNull();
    expect(geocode({ zip: null, city: null, state: null })).toBeNull();
  });
});

describe('citiesOf', () => {
  it('lists a state’s cities once each, sorted, as the ZIP data spells them', () => {
    const cities = citiesOf('TX');
    expect(cities).toContain('Houston');
    expect(cities).toContain('Dallas');
    expect(new Set(cities).size).toBe(cities.length);
    expect([...cities].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(cities);
    expect(citiesOf('tx')).toEqual(cities);
  });

  it('returns an empty list for an unknown state', () => {
    expect(citiesOf('ZZ')).toEqual([]);
  });
});

function pick({ lat, lng }: { lat: number; lng: number }) {
  return { lat, lng };
}
