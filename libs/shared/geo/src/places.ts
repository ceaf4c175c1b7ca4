// Server only: importing zipcodes loads its whole 5 MB database.
import zipcodes from 'zipcodes';
import type { LatLng } from './distance';
import { isUsStateCode, stateByCode } from './states';

export interface ZipPlace extends LatLng {
  readonly zip: string;
  readonly city: string;
  readonly state: string;
}

export type GeocodePrecision = 'zip' | 'city' | 'state';

export interface GeocodeResult extends LatLng {
  readonly precision: GeocodePrecision;
}

export interface GeocodeQuery {
  readonly zip?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
}

/** A Map, not an object literal, so that a word like "constructor" is not looked up on the prototype. */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['st', 'saint'],
  ['ft', 'fort'],
]);

/**
 * A comparison key for place names, so that what people type matches how the ZIP data spells
 * it: case, Vietnamese and other accents, spacing and "St."/"Saint", "Ft."/"Fort" all ignored.
 * đ needs its own rule because Unicode treats it as a letter of its own, not d plus a mark.
 */
export function normalizePlaceName(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/\./g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => ABBREVIATIONS.get(word) ?? word)
    .join(' ');
}

type ZipRecord = (typeof zipcodes.codes)[string];

/**
 * Rows that would put a pin in the wrong place: military APO/FPO ZIPs sit at 0,0, 10200 (New
 * York) has its longitude's sign flipped and 96898 (Wake Island) is filed under HI. All of the 50
 * states and DC lie west of Greenwich, so a longitude >= 0 there is an error.
 */
function isMappable(record: ZipRecord): boolean {
  if (record.country !== 'US' || (record.latitude === 0 && record.longitude === 0)) return false;
  return record.longitude < 0 || !(isUsStateCode(record.state) || record.state === 'DC');
}

const toStateKey = (state: string) => state.trim().toUpperCase();
const toCityKey = (state: string, city: string) => `${toStateKey(state)}|${normalizePlaceName(city)}`;

interface PlaceIndex {
  readonly cityCentres: ReadonlyMap<string, LatLng>;
  readonly citiesByState: ReadonlyMap<string, readonly string[]>;
}

let placeIndex: PlaceIndex | undefined;

/** Built on first use (about 0.2 s over ~42k ZIPs) so that processes that never ask pay nothing. */
function getPlaceIndex(): PlaceIndex {
  if (placeIndex) return placeIndex;
  const sums = new Map<string, { lat: number; lng: number; count: number }>();
  const names = new Map<string, Set<string>>();
  for (const record of Object.values(zipcodes.codes)) {
    if (!isMappable(record)) continue;
    const key = toCityKey(record.state, record.city);
    const sum = sums.get(key) ?? { lat: 0, lng: 0, count: 0 };
    sum.lat += record.latitude;
    sum.lng += record.longitude;
    sum.count += 1;
    sums.set(key, sum);
    const cities = names.get(record.state) ?? new Set<string>();
    cities.add(record.city);
    names.set(record.state, cities);
  }
  const collator = new Intl.Collator('en');
  placeIndex = {
    cityCentres: new Map([...sums].map(([key, s]) => [key, { lat: s.lat / s.count, lng: s.lng / s.count }])),
    citiesByState: new Map([...names].map(([state, cities]) => [state, [...cities].sort(collator.compare)])),
  };
  return placeIndex;
}

const ZIP = /^(\d{5})(?:-\d{4})?$/;

/** US ZIP or ZIP+4; the +4 only narrows delivery within the ZIP, so it is ignored. */
export function zipLookup(zip: string): ZipPlace | null {
  const match = ZIP.exec(zip.trim());
  const record = match ? zipcodes.codes[match[1]] : undefined;
  if (!record || !isMappable(record)) return null;
  return { zip: record.zip, city: record.city, state: record.state, lat: record.latitude, lng: record.longitude };
}

/** The mean of the city's ZIP coordinates: a city has many ZIPs, and their middle is its centre. */
export function cityCoordinates(city: string, state: string): LatLng | null {
  return getPlaceIndex().cityCentres.get(toCityKey(state, city)) ?? null;
}

/** City names as the ZIP data spells them, for pickers; includes the odd business-only ZIP name. */
export function citiesOf(state: string): readonly string[] {
  return getPlaceIndex().citiesByState.get(toStateKey(state)) ?? [];
}

const present = (s: string | null | undefined): string | undefined => s?.trim() || undefined;

/**
 * The most precise location the inputs support. A ZIP in another state than the one given is
 * a typo in one of them; it is skipped rather than trusted, and the city and state are tried.
 */
export function geocode(query: GeocodeQuery): GeocodeResult | null {
  const zip = present(query.zip);
  const city = present(query.city);
  const state = present(query.state)?.toUpperCase();
  if (zip) {
    const place = zipLookup(zip);
    if (place && (!state || place.state === state)) return { lat: place.lat, lng: place.lng, precision: 'zip' };
  }
  if (city && state) {
    const centre = cityCoordinates(city, state);
    if (centre) return { ...centre, precision: 'city' };
  }
  const usState = state ? stateByCode(state) : null;
  return usState ? { lat: usState.lat, lng: usState.lng, precision: 'state' } : null;
}
