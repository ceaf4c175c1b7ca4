import { ADDRESS_SUGGESTIONS_LIMIT, type AddressSuggestion } from '@chonail/shared/contracts';
import { isUsStateCode } from '@chonail/shared/geo';
import { normalizePlaceName, zipLookup, type ZipPlace } from '@chonail/shared/geo/server';

export type PlaceQuery =
  | { kind: 'zip'; prefix: string; state: string | null }
  | { kind: 'city'; name: string; statePrefix: string };

const ZIP_PART = /^(?:([A-Za-z]{2})\s+)?(\d{1,5})(?:-\d{0,4})?$/;
const STATE_PART = /^[A-Za-z]{1,2}$/;

/**
 * What to look for in what the owner typed. Only the end of an address names a place, so
 * '9889 Bellaire Blvd, Houston, T' looks for cities starting with Houston in states starting with T,
 * and '..., TX 770' for ZIP codes starting with 770 in Texas.
 */
export function parsePlaceQuery(q: string): PlaceQuery | null {
  const parts = q
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  if (!last) return null;
  const zip = ZIP_PART.exec(last);
  if (zip) return { kind: 'zip', prefix: zip[2] as string, state: zip[1]?.toUpperCase() ?? null };
  const hasState = parts.length >= 2 && STATE_PART.test(last);
  const name = normalizePlaceName(hasState ? (parts.at(-2) as string) : last);
  return name ? { kind: 'city', name, statePrefix: hasState ? last.toUpperCase() : '' } : null;
}

interface CityEntry {
  city: string;
  state: string;
  key: string;
  zips: string[];
}

interface PlaceIndex {
  /** Every ZIP of the 50 states, in ZIP order. */
  zips: ZipPlace[];
  /** Cities with the most ZIP codes (the big ones) first, so 'Hou' offers Houston before Houlton. */
  cities: CityEntry[];
}

let index: PlaceIndex | undefined;

/**
 * The geo lib answers one ZIP at a time, so the index asks it for every 5-digit number once (about
 * 40 ms) on the first search, rather than loading its database a second way.
 */
function placeIndex(): PlaceIndex {
  if (index) return index;
  const zips: ZipPlace[] = [];
  const cities = new Map<string, CityEntry>();
  for (let n = 0; n < 100_000; n++) {
    const place = zipLookup(String(n).padStart(5, '0'));
    if (!place || !isUsStateCode(place.state)) continue;
    zips.push(place);
    const key = normalizePlaceName(place.city);
    const entry = cities.get(`${place.state}|${key}`) ?? { city: place.city, state: place.state, key, zips: [] };
    entry.zips.push(place.zip);
    cities.set(`${place.state}|${key}`, entry);
  }
  const collator = new Intl.Collator('en');
  index = {
    zips,
    cities: [...cities.values()].sort((a, b) => b.zips.length - a.zips.length || collator.compare(a.city, b.city) || collator.compare(a.state, b.state)),
  };
  return index;
}

function zipSuggestions(prefix: string, state: string | null): AddressSuggestion[] {
  const found: AddressSuggestion[] = [];
  for (const place of placeIndex().zips) {
    if (found.length === ADDRESS_SUGGESTIONS_LIMIT || place.zip > prefix.padEnd(5, '9')) break;
    if (!place.zip.startsWith(prefix) || (state && place.state !== state)) continue;
    found.push({ city: place.city, state: place.state, zipcode: place.zip, label: `${place.city}, ${place.state} ${place.zip}` });
  }
  return found;
}

function citySuggestions(name: string, statePrefix: string): AddressSuggestion[] {
  const matching = placeIndex().cities.filter((c) => c.key.startsWith(name) && c.state.startsWith(statePrefix));
  // A city typed in full comes before the bigger cities whose names merely start with it.
  const exact = matching.filter((c) => c.key === name);
  return [...exact, ...matching.filter((c) => c.key !== name)].slice(0, ADDRESS_SUGGESTIONS_LIMIT).map((c) => ({
    city: c.city,
    state: c.state,
    zipcode: c.zips.length === 1 ? (c.zips[0] as string) : null,
    label: `${c.city}, ${c.state}`,
  }));
}

/** Up to 8 places of the 50 states from the built-in ZIP data: city, state code and ZIP to fill the form with. */
export function addressSuggestions(q: string): AddressSuggestion[] {
  const query = parsePlaceQuery(q);
  if (!query) return [];
  return query.kind === 'zip' ? zipSuggestions(query.prefix, query.state) : citySuggestions(query.name, query.statePrefix);
}
