// zipcodes@8.0.0 ships no types; this covers only what places.ts uses.
declare module 'zipcodes' {
  interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    /** A two-letter code for US rows (also DC, territories, AA/AE/AP military); a full province name for Canada. */
    state: string;
    country: 'US' | 'Canada';
  }

  const zipcodes: {
    /** Keyed by 5-digit ZIP for the US, by 3-character FSA (e.g. 'K1A') for Canada. */
    readonly codes: Readonly<Record<string, ZipCodeRecord>>;
  };

  export = zipcodes;
}
