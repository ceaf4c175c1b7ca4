import {
  hidesSuggestions,
  LOCATION_SEARCH_PAUSE_MS,
  LOCATION_SUGGESTIONS_EMPTY,
  LOCATION_SUGGESTIONS_MAX,
  locationLabel,
  parseLocationText,
  parseZipText,
  shouldSearchLocationText,
  suggestLocations,
} from './location-search';

// Deliberately not in alphabetical order, to show the empty list sorts by name itself.
const STATES = [
  ['TX', 'Texas'], ['CA', 'California'], ['VA', 'Virginia'], ['AL', 'Alabama'], ['AK', 'Alaska'],
  ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['MI', 'Michigan'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['NC', 'North Carolina'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['WV', 'West Virginia'],
].map(([code, name]) => ({ code, name }));

const CITIES = [
  ['Houston', 'TX'], ['Houston', 'MS'], ['Houston', 'MO'], ['South Houston', 'TX'], ['Sugar Land', 'TX'],
  ['Texarkana', 'TX'], ['Garden Grove', 'CA'], ['Westminster', 'CA'], ['Westminster', 'CO'], ['Falls Church', 'VA'],
  ['Union City', 'CA'], ['Union City', 'NJ'], ['Union', 'CT'], ['Winston-Salem', 'NC'], ["Coeur D'Alene", 'ID'],
  ['New Orleans', 'LA'], ['Dallas', 'TX'],
].map(([city, state]) => ({ city, state }));

const labels = (input: string, cities = CITIES) => suggestLocations(input, STATES, cities).map((o) => o.label);

describe('location search constants', () => {
  it('are the numbers the spec gives', () => {
    expect(LOCATION_SEARCH_PAUSE_MS).toBe(800);
    expect(LOCATION_SUGGESTIONS_EMPTY).toBe(20);
    expect(LOCATION_SUGGESTIONS_MAX).toBe(30);
  });
});

describe('suggestLocations', () => {
  it('offers the first 20 states by name when the box is empty', () => {
    const options = suggestLocations('', STATES, CITIES);
    expect(options).toHaveLength(20);
    expect(options.every((o) => o.kind === 'state' && o.city === null)).toBe(true);
    const sortedNames = STATES.map((s) => s.name).sort();
    expect(options.map((o) => o.label)).toEqual(sortedNames.slice(0, 20));
    expect(options[0]).toEqual({ kind: 'state', city: null, state: 'AL', label: 'Alabama' });
  });

  it('treats blank or punctuation-only input as empty', () => {
    expect(suggestLocations('   ', STATES, CITIES)).toHaveLength(20);
    expect(suggestLocations(' , ', STATES, CITIES)).toHaveLength(20);
  });

  it('honours custom counts', () => {
    expect(suggestLocations('', STATES, CITIES, { emptyCount: 5 })).toHaveLength(5);
    expect(suggestLocations('houston', STATES, CITIES, { max: 2 }).map((o) => o.label)).toEqual(['Houston-MO', 'Houston-MS']);
  });

  it('builds city options labelled City-XX', () => {
    expect(suggestLocations('sugar', STATES, CITIES)).toEqual([{ kind: 'city', city: 'Sugar Land', state: 'TX', label: 'Sugar Land-TX' }]);
  });

  it('puts exact city matches first, then other cities containing the text', () => {
    expect(labels('houston')).toEqual(['Houston-MO', 'Houston-MS', 'Houston-TX', 'South Houston-TX']);
  });

  it('ranks a city-name prefix above a full-label prefix', () => {
    // 'union c' starts the name Union City, but only the label 'Union-CT'.
    expect(labels('union c')).toEqual(['Union City-CA', 'Union City-NJ', 'Union-CT']);
  });

  it('ranks a city-name prefix above a match inside the label', () => {
    expect(labels('hous')).toEqual(['Houston-MO', 'Houston-MS', 'Houston-TX', 'South Houston-TX']);
    expect(labels('westminster c')).toEqual(['Westminster-CA', 'Westminster-CO']);
  });

  it.each(['Houston, TX', 'houston tx', 'Houston-TX', '  HOUSTON ,TX ', 'Hôuston-tx'])('finds Houston-TX first from %j', (input) => {
    // The full label is an exact match; South Houston-TX only contains it.
    expect(labels(input)).toEqual(['Houston-TX', 'South Houston-TX']);
  });

  it('puts states first, then cities', () => {
    expect(labels('tex')).toEqual(['Texas', 'Texarkana-TX']);
    expect(labels('new')).toEqual(['New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'New Orleans-LA']);
  });

  it('matches a state code typed in full, ahead of names containing it', () => {
    expect(labels('tx')[0]).toBe('Texas');
    expect(labels('tx')).toEqual(['Texas', 'Dallas-TX', 'Houston-TX', 'South Houston-TX', 'Sugar Land-TX', 'Texarkana-TX']);
    expect(suggestLocations('ny', STATES, []).map((o) => o.label)).toEqual(['New York']);
    // HI is Hawaii's code, so Hawaii comes before the names that merely contain 'hi'.
    expect(suggestLocations('hi', STATES, []).map((o) => o.label)).toEqual(['Hawaii', 'Michigan', 'New Hampshire']);
  });

  it('ranks a state-name prefix above a match inside the name', () => {
    expect(suggestLocations('virginia', STATES, []).map((o) => o.label)).toEqual(['Virginia', 'West Virginia']);
    expect(suggestLocations('ka', STATES, []).map((o) => o.label)).toEqual(['Kansas', 'Alaska', 'Arkansas']);
  });

  it('ignores case, Vietnamese accents and đ', () => {
    expect(labels('ĐALLAS')).toEqual(['Dallas-TX']);
    expect(labels('Cālifornia')).toEqual(['California']);
    expect(labels('coeur dalene')).toEqual(["Coeur D'Alene-ID"]);
    expect(labels('winston salem')).toEqual(['Winston-Salem-NC']);
  });

  it('offers at most 30 options for typed text', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ city: `Town ${String(i).padStart(2, '0')}`, state: 'TX' }));
    const result = labels('town', many);
    expect(result).toHaveLength(30);
    expect(result[0]).toBe('Town 00-TX');
    expect(result[29]).toBe('Town 29-TX');
  });

  it('offers nothing when nothing matches', () => {
    expect(labels('zzz')).toEqual([]);
  });
});

describe('shouldSearchLocationText', () => {
  it.each(['Houston, TX', 'TX', 'tx', 'Ho', 'Houston', ' ab '])('searches %j', (text) => {
    expect(shouldSearchLocationText(text)).toBe(true);
  });

  it.each(['', '   ', ',', ' , ', 'H', ' h '])('does not search %j', (text) => {
    expect(shouldSearchLocationText(text)).toBe(false);
  });
});

describe('hidesSuggestions', () => {
  it.each(['Houston, TX', 'Houston-TX', 'TX', 'tx', ' Houston ,  tx ', 'Winston-Salem, NC'])('hides the list for %j', (text) => {
    expect(hidesSuggestions(text)).toBe(true);
  });

  it.each(['', 'T', 'Tex', 'Houston', 'Houston,', 'Houston, T', 'houston tx'])('keeps the list for %j', (text) => {
    expect(hidesSuggestions(text)).toBe(false);
  });

  it('checks the code against the states when given them', () => {
    expect(hidesSuggestions('Wilkes-Ba')).toBe(true);
    expect(hidesSuggestions('Wilkes-Ba', STATES)).toBe(false);
    expect(hidesSuggestions('Houston-TX', STATES)).toBe(true);
    expect(hidesSuggestions('xx', STATES)).toBe(false);
  });
});

describe('parseLocationText', () => {
  it('reads a city and state, keeping the typed casing of the city', () => {
    expect(parseLocationText('Houston, TX', STATES)).toEqual({ city: 'Houston', state: 'TX' });
    expect(parseLocationText('Houston-TX', STATES)).toEqual({ city: 'Houston', state: 'TX' });
    expect(parseLocationText('  garden grove ,  ca ', STATES)).toEqual({ city: 'garden grove', state: 'CA' });
    expect(parseLocationText('Houston, Texas', STATES)).toEqual({ city: 'Houston', state: 'TX' });
  });

  it('splits at the last comma or hyphen, so hyphenated city names survive', () => {
    expect(parseLocationText('Winston-Salem, NC', STATES)).toEqual({ city: 'Winston-Salem', state: 'NC' });
    expect(parseLocationText('Winston-Salem-NC', STATES)).toEqual({ city: 'Winston-Salem', state: 'NC' });
  });

  it('reads a state alone, by code or by name', () => {
    expect(parseLocationText('TX', STATES)).toEqual({ city: null, state: 'TX' });
    expect(parseLocationText('tx', STATES)).toEqual({ city: null, state: 'TX' });
    expect(parseLocationText('Texas', STATES)).toEqual({ city: null, state: 'TX' });
    expect(parseLocationText('new york', STATES)).toEqual({ city: null, state: 'NY' });
    expect(parseLocationText(', TX', STATES)).toEqual({ city: null, state: 'TX' });
  });

  it('returns null without a known state', () => {
    expect(parseLocationText('', STATES)).toBeNull();
    expect(parseLocationText(',', STATES)).toBeNull();
    expect(parseLocationText('Houston', STATES)).toBeNull();
    expect(parseLocationText('Houston,', STATES)).toBeNull();
    expect(parseLocationText('Houston, XX', STATES)).toBeNull();
    expect(parseLocationText('Winston-Salem', STATES)).toBeNull();
    expect(parseLocationText('Portland, OR', STATES)).toBeNull(); // OR is not in this test's list
  });
});

describe('locationLabel', () => {
  it("shows a city as 'City, XX' and a state by its name", () => {
    expect(locationLabel({ city: 'Houston', state: 'TX' }, STATES)).toBe('Houston, TX');
    expect(locationLabel({ city: null, state: 'TX' }, STATES)).toBe('Texas');
  });

  it('falls back to the code for an unknown state', () => {
    expect(locationLabel({ city: null, state: 'OR' }, STATES)).toBe('OR');
  });
});

describe('parseZipText', () => {
  it('reads a typed US ZIP as its 5 digits, with or without the +4 and spaces', () => {
    expect(parseZipText('77479')).toBe('77479');
    expect(parseZipText('  77002 ')).toBe('77002');
    expect(parseZipText('77479-1234')).toBe('77479');
    expect(parseZipText('02134')).toBe('02134');
  });

  it('is null for a ZIP still being typed, and for anything else', () => {
    for (const text of ['', '774', '7747', '774790', '77479-12', 'Houston', 'Houston, TX 77002', 'TX 77002', '7747a']) {
      expect(parseZipText(text)).toBeNull();
    }
  });

  it('is a place the box may search for, which the city/state reader does not take', () => {
    expect(shouldSearchLocationText('77479')).toBe(true);
    expect(parseLocationText('77479', STATES)).toBeNull();
    expect(hidesSuggestions('77479', STATES)).toBe(false);
  });
});
