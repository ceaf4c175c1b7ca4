/**
 * The home page's location search box (spec 01): which states and cities to suggest for what the
 * visitor typed, when typed text is worth a search, and how a typed location is read back. The
 * state and city lists are passed in rather than imported, because the city list is a large module
 * the browser loads lazily and the domain library must stay free of it.
 */

export interface LocationOption {
  kind: 'state' | 'city';
  city: string | null;
  state: string;
  /** A state's name ('Texas') or a city's 'City-XX' label ('Houston-TX'). */
  label: string;
}

export interface LocationStateInput {
  code: string;
  name: string;
}

export interface LocationCityInput {
  city: string;
  state: string;
}

export interface SelectedLocation {
  city: string | null;
  state: string;
}

export interface SuggestLocationsOptions {
  /** How many states to offer when the box is empty. */
  emptyCount?: number;
  /** The most options to offer for typed text. */
  max?: number;
}

export const LOCATION_SEARCH_PAUSE_MS = 800;
export const LOCATION_SUGGESTIONS_EMPTY = 20;
export const LOCATION_SUGGESTIONS_MAX = 30;

/**
 * A comparison key: case and accents ignored (Vietnamese keyboards add marks, and đ is a letter of
 * its own in Unicode rather than d plus a mark), apostrophes dropped, and every other run of
 * punctuation or spaces made one space, so 'Houston, TX', 'houston tx' and 'Houston-TX' all read
 * 'houston tx'.
 */
function searchKey(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const byLabel = (a: { label: string }, b: { label: string }): number => a.label.localeCompare(b.label, 'en');

const stateOption = (s: LocationStateInput): LocationOption => ({ kind: 'state', city: null, state: s.code, label: s.name });

/** 0 exact, 1 prefix, 2 contains, null no match. A state code only counts when typed in full, or 'a' would match AL, AK... */
function stateRank(s: LocationStateInput, query: string): number | null {
  const name = searchKey(s.name);
  if (s.code.toLowerCase() === query || name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(query)) return 2;
  return null;
}

/** 0 exact city name (or full label), 1 city-name prefix, 2 full-label prefix, 3 contains, null no match. */
function cityRank(c: LocationCityInput, query: string): number | null {
  const name = searchKey(c.city);
  const label = `${name} ${c.state.toLowerCase()}`;
  if (name === query || label === query) return 0;
  if (name.startsWith(query)) return 1;
  if (label.startsWith(query)) return 2;
  if (label.includes(query)) return 3;
  return null;
}

/**
 * Suggestions for the location box. Empty (or punctuation only): the first states by name, as a
 * stable starting list. Typed: matching states, then matching cities, each ordered by how well they
 * match and then alphabetically.
 */
export function suggestLocations(
  input: string,
  states: readonly LocationStateInput[],
  cities: readonly LocationCityInput[],
  options: SuggestLocationsOptions = {},
): LocationOption[] {
  const { emptyCount = LOCATION_SUGGESTIONS_EMPTY, max = LOCATION_SUGGESTIONS_MAX } = options;
  const query = searchKey(input);
  if (query === '') {
    return states.map(stateOption).sort(byLabel).slice(0, emptyCount);
  }

  const rankAll = <T>(items: readonly T[], rank: (item: T) => number | null, toOption: (item: T) => LocationOption) =>
    items
      .map((item) => ({ rank: rank(item), option: toOption(item) }))
      .filter((r): r is { rank: number; option: LocationOption } => r.rank !== null)
      .sort((a, b) => a.rank - b.rank || byLabel(a.option, b.option))
      .map((r) => r.option);

  const stateOptions = rankAll(states, (s) => stateRank(s, query), stateOption);
  const cityOptions = rankAll(
    cities,
    (c) => cityRank(c, query),
    (c): LocationOption => ({ kind: 'city', city: c.city, state: c.state, label: `${c.city}-${c.state}` }),
  );
  return [...stateOptions, ...cityOptions].slice(0, max);
}

const ZIP_TEXT = /^(\d{5})(?:-\d{4})?$/;

/**
 * A US ZIP code typed in the location box ('77479', '77479-1234'), as its 5 digits: a ZIP is a
 * place like a city, and the +4 only narrows mail delivery within it. Null for anything else,
 * including a ZIP still being typed ('774').
 */
export function parseZipText(text: string): string | null {
  return ZIP_TEXT.exec(text.trim())?.[1] ?? null;
}

const TWO_LETTERS = /^[a-z]{2}$/i;
const CITY_COMMA_STATE = /^[^,]+,\s*[a-z]{2}$/i;
/** 'Houston, TX' or 'Houston-TX': the code is the last thing after a comma or hyphen. */
const CITY_STATE_FORM = /^.*\S\s*[,-]\s*([a-z]{2})$/i;

/**
 * Whether typed text (after the pause) is sent on as a search. The 'city, XX' and two-letter cases
 * are spelled out as the spec states them, although the length rule already lets them through.
 */
export function shouldSearchLocationText(text: string): boolean {
  const t = text.trim();
  if (t === '' || t === ',') return false;
  return CITY_COMMA_STATE.test(t) || TWO_LETTERS.test(t) || t.length >= 2;
}

/**
 * Whether the visitor has typed a complete location ('Houston, TX', 'Houston-TX', 'TX'), so the
 * suggestion list would only be in the way. Given the states, the code must be one of them, so
 * half of a hyphenated name ('Wilkes-Ba' on the way to Wilkes-Barre) keeps the list open.
 */
export function hidesSuggestions(text: string, states?: readonly LocationStateInput[]): boolean {
  const t = text.trim();
  const code = TWO_LETTERS.test(t) ? t : CITY_STATE_FORM.exec(t)?.[1];
  if (code === undefined) return false;
  return states === undefined || states.some((s) => s.code.toUpperCase() === code.toUpperCase());
}

function findState(text: string, states: readonly LocationStateInput[]): LocationStateInput | null {
  const key = searchKey(text);
  if (key === '') return null;
  return states.find((s) => s.code.toLowerCase() === key || searchKey(s.name) === key) ?? null;
}

/**
 * Reads 'Houston, TX', 'Houston-TX', 'TX' or 'Texas' (the state as a code or a name). The city is
 * everything before the last comma or hyphen, so 'Winston-Salem, NC' keeps its hyphen; its casing
 * is kept because it is shown back. Null when the state is not one of `states`.
 */
export function parseLocationText(text: string, states: readonly LocationStateInput[]): SelectedLocation | null {
  const t = text.trim();
  const parts = /^(.*?)\s*[,-]\s*([^,-]*)$/.exec(t);
  if (!parts) {
    const state = findState(t, states);
    return state ? { city: null, state: state.code } : null;
  }
  const state = findState(parts[2], states);
  if (!state) return null;
  const city = parts[1].trim();
  return { city: city === '' ? null : city, state: state.code };
}

/** How a chosen location reads in the box: 'Houston, TX', or the state's name. */
export function locationLabel(loc: SelectedLocation, states: readonly LocationStateInput[]): string {
  if (loc.city) return `${loc.city}, ${loc.state}`;
  return states.find((s) => s.code === loc.state)?.name ?? loc.state;
}
