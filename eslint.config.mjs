import nx from '@nx/eslint-plugin';
import globals from 'globals';

/** Which kinds of project may import which (ARCHITECTURE.md section 2). */
const depConstraints = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:data', 'type:ui', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:data', 'type:ui', 'type:util'] },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
];

const SHARED_THROUGH_LIBS = [
  { name: 'react-router', message: 'Import from @chonail/web/router (the shared router).' },
  { name: 'react-redux', message: 'Import from @chonail/web/data (the shared store).' },
  { name: '@reduxjs/toolkit', allowTypeImports: true, message: 'Import from @chonail/web/data (the shared store).' },
  { name: '@reduxjs/toolkit/query/react', allowTypeImports: true, message: 'Use baseApi from @chonail/web/data.' },
  { name: 'react-i18next', message: 'Import from @chonail/shared/i18n (the shared i18n instance).' },
  { name: 'i18next', message: 'Import from @chonail/shared/i18n (the shared i18n instance).' },
];

export default [
  { ignores: ['**/node_modules', '**/dist', '.nx', '.data', 'coverage'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: {
      // The kit's dialog entry (@chonail/web/ui/dialog) is loaded lazily where a dialog is rare (the
      // forum's confirm), which Nx counts as the whole kit: its main entry stays a static import.
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: true, allow: [], depConstraints, checkDynamicDependenciesExceptions: ['@chonail/web/ui'] }],
    },
  },
  {
    // Libraries with React context are shared between shell and remotes through one lib each; a
    // direct import would bring a second copy whose context the shell's providers do not fill.
    files: ['frontends/**/*.{ts,tsx}', 'libs/web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    ignores: ['libs/web/data/**', 'libs/web/router/**'],
    rules: { 'no-restricted-imports': ['error', { paths: SHARED_THROUGH_LIBS }] },
  },
  {
    // The whole catalogues exist in Node only (tests): a bundle loads one language's words and
    // each page's copy with the page (libs/shared/i18n), so app code reads words through t().
    files: ['frontends/**/*.{ts,tsx}', 'libs/web/**/*.{ts,tsx}'],
    ignores: ['libs/web/data/**', 'libs/web/router/**', '**/*.spec.{ts,tsx}', '**/testing/**', '**/test-*.{ts,tsx}', '**/*-testing.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...SHARED_THROUGH_LIBS,
            { name: '@chonail/shared/i18n', importNames: ['vi', 'en'], message: 'The whole catalogues are for tests; use t() (undefined in the browser).' },
          ],
        },
      ],
    },
  },
  {
    // Every query lives in a repository (ARCHITECTURE.md): services, controllers, guards, passport
    // strategies, job handlers and queue processors ask one by name (findForProcessing,
    // setPinHash...), so their rules can be tested with an in-memory fake and a query has one home.
    files: [
      'libs/server/**/*.{service,controller,guard,strategy,handler,processor}.ts',
      'libs/server/**/*-job.ts',
      'services/*/src/**/*.{service,controller,guard,strategy,handler,processor}.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'typeorm', message: 'Queries live in a repository (*.repository.ts); ask it by name.' },
            { name: '@nestjs/typeorm', message: 'Queries live in a repository (*.repository.ts); inject the repository.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='query']", message: 'SQL lives in a repository (*.repository.ts).' },
        { selector: "CallExpression[callee.property.name='createQueryBuilder']", message: 'Queries live in a repository (*.repository.ts).' },
        { selector: "CallExpression[callee.property.name='transaction']", message: 'Transactions live in a repository (*.repository.ts).' },
      ],
    },
  },
  {
    // Build configuration, not source: every app's rspack config uses the one shared factory in tools/.
    files: ['**/rspack.config.cjs'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
