'use strict';
const fs = require('node:fs');
const path = require('node:path');

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
const { paths } = JSON.parse(fs.readFileSync(path.join(__dirname, 'tsconfig.base.json'), 'utf8')).compilerOptions;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }],
    '/node_modules/.+\\.m?js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' }, swcrc: false }],
    // React components: TSX with the automatic JSX runtime, as rspack builds them.
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        ...swc,
        swcrc: false,
        jsc: { ...swc.jsc, parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // node-fetch 3 (under the Vonage SDK) and its helpers, and otplib's @scure/base and @noble/hashes,
  // are ESM-only. Node 20.20 loads them with require(), jest's module runtime does not, so jest
  // compiles them to CommonJS like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(node-fetch|data-uri-to-buffer|fetch-blob|formdata-polyfill|uuid|@scure/base|@noble/hashes)/)'],
  moduleNameMapper: {
    ...Object.fromEntries(Object.entries(paths).map(([alias, [target]]) => [`^${escape(alias)}$`, `<rootDir>/${target.replace(/^\.\//, '')}`])),
    // A lazily loaded component (the job dialog's map) may import its CSS after a test has moved on.
    '\\.css$': '<rootDir>/tools/testing/style-stub.cjs',
  },
  testMatch: ['<rootDir>/{libs,services,tools,frontends,e2e}/**/*.spec.{ts,tsx}'],
  setupFiles: ['<rootDir>/tools/testing/jest-setup.cjs'],
  // One throwaway database and Redis key prefix for the whole run (see tools/testing/global-setup.cjs).
  globalSetup: '<rootDir>/tools/testing/global-setup.cjs',
  globalTeardown: '<rootDir>/tools/testing/global-teardown.cjs',
  testTimeout: 60_000,
};
