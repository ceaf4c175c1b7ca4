'use strict';
// `npm run build:web`: production build of the shell and the three remotes into dist/frontends, in
// one process (one rspack MultiCompiler). `npm start` calls buildWebIfStale() so a fresh clone, or a
// checkout whose web sources changed, serves a build of what is on disk.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { root, WEB_APPS: APPS, WEB_DIST } = require('./rspack/paths.cjs');

const STAMP = path.join(WEB_DIST, '.build-stamp');
const INPUTS = ['frontends', 'libs/web', 'libs/shared', 'tools/rspack', 'postcss.config.cjs', 'package-lock.json', 'tsconfig.base.json'];

function* files(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield [entry, stat];
    return;
  }
  for (const name of fs.readdirSync(entry)) {
    if (name === 'node_modules' || name.endsWith('.spec.ts') || name.endsWith('.spec.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

/** Changes when any web source changes (path, size and modification time of every input file). */
function sourceFingerprint() {
  const hash = crypto.createHash('sha256');
  for (const input of INPUTS) {
    for (const [file, stat] of files(path.join(root, input))) hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

function isWebBuildCurrent() {
  return fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === sourceFingerprint();
}

function buildWeb({ log = (m) => process.stdout.write(`${m}\n`) } = {}) {
  const { rspack } = require('@rspack/core');
  const configs = APPS.map((name) => require(path.join(root, 'frontends', name, 'rspack.config.cjs'))({}, { mode: 'production' }));
  const fingerprint = sourceFingerprint();
  const started = Date.now();
  return new Promise((resolve, reject) => {
    rspack(configs).run((error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) {
        return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      }
      fs.writeFileSync(STAMP, fingerprint);
      log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${path.relative(root, WEB_DIST)}`);
      resolve();
    });
  });
}

async function buildWebIfStale(options = {}) {
  if (isWebBuildCurrent()) return false;
  options.log?.('building the web app (its sources changed since the last build)...');
  await buildWeb(options);
  return true;
}

module.exports = { APPS, buildWeb, buildWebIfStale, isWebBuildCurrent, WEB_DIST };

if (require.main === module) {
  buildWeb().catch((error) => {
    process.stderr.write(`${error.message || error}\n`);
    process.exit(1);
  });
}
