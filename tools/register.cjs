'use strict';
// Lets Node run the TypeScript sources as they are (`node -r ./tools/register.cjs file.ts`), so the
// API, the worker and the CLIs need no build step. swc only strips types, file by file, with the
// same .swcrc jest uses; `npm run typecheck` is what checks the types.
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '..');
const swcOptions = JSON.parse(fs.readFileSync(path.join(root, '.swcrc'), 'utf8'));
const { paths } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions;
const aliases = new Map(Object.entries(paths).map(([name, [target]]) => [name, path.join(root, target)]));

process.setSourceMapsEnabled(true);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveWithAliases(request, ...rest) {
  return resolveFilename.call(this, aliases.get(request) ?? request, ...rest);
};

Module._extensions['.ts'] = function compileTypeScript(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, { ...swcOptions, filename, swcrc: false, configFile: false });
  module._compile(code, filename);
};
