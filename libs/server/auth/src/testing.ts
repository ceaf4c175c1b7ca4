// Test helpers for feature libs that need signed-in users; never imported by production code.
export * from './auth-test-app';
export * from './admin-account';
