// Test helpers for feature libs that need listings (posts written straight into the table); never imported by production code.
export * from './listings-test-app';
