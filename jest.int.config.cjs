'use strict';
// `npm test`'s third tier, after the unit and component tiers: everything that starts a process, a
// database, Redis or a browser (`*.int.spec.ts`, `*.security.spec.ts`, `*.faults.spec.ts`, e2e/ and
// tools/), one file at a time. jest.config.cjs still runs every tier at once (`npx jest <file>`, Nx).
const base = require('./jest.config.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testMatch: ['<rootDir>/{libs,services,frontends}/**/*.{int,security,faults}.spec.{ts,tsx}', '<rootDir>/{e2e,tools}/**/*.spec.{ts,tsx}'],
};
