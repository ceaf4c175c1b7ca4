// Test helpers only: never imported by product code.
export * from './billing-fixtures';
export * from './fake-stripe';
