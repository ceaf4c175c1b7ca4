// Browser-safe: nothing here may import zipcodes. Server code that needs ZIP and city lookups
// imports '@chonail/shared/geo/server' instead.
export * from './distance';
export * from './states';
