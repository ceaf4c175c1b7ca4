'use strict';
// The unit tier (`npm run test:unit`): pure rules, contracts, slices, and services, job handlers and
// guards over in-memory fakes: every spec that needs no database, Redis, running process, browser
// or DOM, in seconds. React component specs (`*.spec.tsx`, jsdom) are the component tier
// (jest.components.config.cjs); integration specs are named `*.int.spec.ts` (and the security and
// fault tiers `*.security.spec.ts`, `*.faults.spec.ts`); browser tests live in e2e/. `npm test` runs
// them all with jest.config.cjs.
const base = require('./jest.config.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  // tools/ checks the workspace's own tooling against real binaries (kubectl, docker-compose, eslint, npm start).
  testPathIgnorePatterns: ['/node_modules/', '\\.spec\\.tsx$', '\\.int\\.spec\\.tsx?$', '\\.security\\.spec\\.ts$', '\\.faults\\.spec\\.ts$', '<rootDir>/e2e/', '<rootDir>/tools/'],
  // No throwaway database or Redis: a spec that reaches for one fails here (the addresses below are
  // closed ports), which is how a spec that belongs to the integration tier shows itself.
  globalSetup: undefined,
  globalTeardown: undefined,
  setupFiles: [...base.setupFiles, '<rootDir>/tools/testing/unit-setup.cjs'],
  testTimeout: 10_000,
  // Nothing here waits on a server: every core can run a file (jest's default leaves one idle).
  maxWorkers: '100%',
};
