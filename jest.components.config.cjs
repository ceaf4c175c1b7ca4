'use strict';
// The component tier (`npm run test:components`): React screens under jsdom (`*.spec.tsx`) against a
// stand-in of our API (`@chonail/web/data/testing`), no server, database or browser. Real-browser
// tests of the same flows live in e2e/. `npm test` runs every tier with jest.config.cjs.
const unit = require('./jest.unit.config.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...unit,
  testMatch: ['<rootDir>/{libs,frontends}/**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/'],
};
