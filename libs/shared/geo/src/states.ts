import type { LatLng } from './distance';

/** The 50 states; DC is not a state, so it is left out. */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export type UsStateCode = (typeof US_STATE_CODES)[number];

export interface UsState extends LatLng {
  readonly code: UsStateCode;
  readonly name: string;
}

/**
 * Each centre is the mean of the state's ZIP coordinates in zipcodes@8.0.0, rounded to 4 decimals:
 * it sits where people live, which makes a better map centre than the geographic one. Two bad
 * source rows were dropped before averaging: 10200 (New York, longitude with the wrong sign) and
 * 96898 (Wake Island, filed under HI). The table is hard-coded so that browsers get it without the
 * 5 MB ZIP database.
 */
export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: 'Alabama', lat: 32.8774, lng: -86.8249 },
  { code: 'AK', name: 'Alaska', lat: 61.4728, lng: -152.5015 },
  { code: 'AZ', name: 'Arizona', lat: 33.5712, lng: -111.6395 },
  { code: 'AR', name: 'Arkansas', lat: 35.1197, lng: -92.4005 },
  { code: 'CA', name: 'California', lat: 36.1502, lng: -119.7827 },
  { code: 'CO', name: 'Colorado', lat: 39.2572, lng: -105.3129 },
  { code: 'CT', name: 'Connecticut', lat: 41.5554, lng: -72.8132 },
  { code: 'DE', name: 'Delaware', lat: 39.3117, lng: -75.5276 },
  { code: 'FL', name: 'Florida', lat: 28.1300, lng: -81.9551 },
  { code: 'GA', name: 'Georgia', lat: 33.0542, lng: -83.7116 },
  { code: 'HI', name: 'Hawaii', lat: 21.0024, lng: -157.3475 },
  { code: 'ID', name: 'Idaho', lat: 44.5153, lng: -114.8441 },
  { code: 'IL', name: 'Illinois', lat: 40.4370, lng: -88.9768 },
  { code: 'IN', name: 'Indiana', lat: 39.9293, lng: -86.2815 },
  { code: 'IA', name: 'Iowa', lat: 42.0203, lng: -93.3325 },
  { code: 'KS', name: 'Kansas', lat: 38.5187, lng: -97.1378 },
  { code: 'KY', name: 'Kentucky', lat: 37.6171, lng: -84.8298 },
  { code: 'LA', name: 'Louisiana', lat: 30.9320, lng: -91.7402 },
  { code: 'ME', name: 'Maine', lat: 44.5663, lng: -69.4305 },
  { code: 'MD', name: 'Maryland', lat: 39.0557, lng: -76.7682 },
  { code: 'MA', name: 'Massachusetts', lat: 42.2350, lng: -71.4908 },
  { code: 'MI', name: 'Michigan', lat: 43.4408, lng: -84.7339 },
  { code: 'MN', name: 'Minnesota', lat: 45.5447, lng: -94.1089 },
  { code: 'MS', name: 'Mississippi', lat: 32.8252, lng: -89.6929 },
  { code: 'MO', name: 'Missouri', lat: 38.3946, lng: -92.4728 },
  { code: 'MT', name: 'Montana', lat: 46.9330, lng: -110.2965 },
  { code: 'NE', name: 'Nebraska', lat: 41.1914, lng: -98.1498 },
  { code: 'NV', name: 'Nevada', lat: 37.8405, lng: -116.6348 },
  { code: 'NH', name: 'New Hampshire', lat: 43.3891, lng: -71.5636 },
  { code: 'NJ', name: 'New Jersey', lat: 40.3880, lng: -74.5137 },
  { code: 'NM', name: 'New Mexico', lat: 34.6879, lng: -106.1775 },
  { code: 'NY', name: 'New York', lat: 42.1950, lng: -75.1219 },
  { code: 'NC', name: 'North Carolina', lat: 35.5791, lng: -79.5288 },
  { code: 'ND', name: 'North Dakota', lat: 47.5130, lng: -99.6200 },
  { code: 'OH', name: 'Ohio', lat: 40.3828, lng: -82.7451 },
  { code: 'OK', name: 'Oklahoma', lat: 35.5087, lng: -96.9993 },
  { code: 'OR', name: 'Oregon', lat: 44.5290, lng: -122.1017 },
  { code: 'PA', name: 'Pennsylvania', lat: 40.6208, lng: -77.5546 },
  { code: 'RI', name: 'Rhode Island', lat: 41.7067, lng: -71.5015 },
  { code: 'SC', name: 'South Carolina', lat: 33.9662, lng: -81.0557 },
  { code: 'SD', name: 'South Dakota', lat: 44.2857, lng: -99.0677 },
  { code: 'TN', name: 'Tennessee', lat: 35.8059, lng: -86.4523 },
  { code: 'TX', name: 'Texas', lat: 31.2592, lng: -97.9832 },
  { code: 'UT', name: 'Utah', lat: 39.9041, lng: -111.8320 },
  { code: 'VT', name: 'Vermont', lat: 44.0320, lng: -72.6496 },
  { code: 'VA', name: 'Virginia', lat: 37.7240, lng: -78.2190 },
  { code: 'WA', name: 'Washington', lat: 47.3438, lng: -121.2313 },
  { code: 'WV', name: 'West Virginia', lat: 38.4843, lng: -80.9737 },
  { code: 'WI', name: 'Wisconsin', lat: 44.1061, lng: -89.5312 },
  { code: 'WY', name: 'Wyoming', lat: 42.8596, lng: -107.2974 },
];

/** The geographic centre of the contiguous 48 states (near Lebanon, Kansas): the default US map view. */
export const CONTIGUOUS_US_CENTER: LatLng = { lat: 39.8283, lng: -98.5795 };

const BY_CODE: ReadonlyMap<string, UsState> = new Map(US_STATES.map((s) => [s.code, s]));

/** Exact match only: a guard that said yes to 'tx' would let an unnormalized code into typed data. */
export function isUsStateCode(s: string): s is UsStateCode {
  return BY_CODE.has(s);
}

/** Case- and whitespace-tolerant, because codes arrive from forms and query strings. */
export function stateByCode(code: string): UsState | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}

export function stateName(code: string): string | null {
  return stateByCode(code)?.name ?? null;
}
