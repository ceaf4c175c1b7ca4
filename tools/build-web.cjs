'use strict';
// `npm run build:web`: production build of the shell and the three remotes into dist/frontends, in
// one process (one rspack MultiCompiler). `npm start` calls buildWebIfStale() so a fresh clone, or a
// checkout whose web sources changed, serves a build of what is on disk.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { root, WEB_APPS: APPS, WEB_DIST } = require('./rspack/paths.cjs');
const { chunksAndModules } = require('./rspack/build-stats.cjs');
const { writeRemotePreloads, writeShellPreloads, writeStartupPreloads } = require('./rspack/startup-preloads.cjs');
const { buildPwa } = require('./pwa/build-pwa.cjs');

const { ssrConfig } = require('./rspack/ssr-config.cjs');

const STAMP = path.join(WEB_DIST, '.build-stamp');
/** The server rendering bundle (issue 37), built in the same run from the same sources. */
const SSR_DIST = path.join(WEB_DIST, 'ssr');
const INPUTS = ['frontends', 'libs/web', 'libs/shared', 'tools/rspack', 'tools/pwa', 'postcss.config.cjs', 'package-lock.json', 'tsconfig.base.json'];

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

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

/**
 * Brotli (quality 11: slow, once, at build time) and gzip copies beside every text asset; the
 * API sends the best one the browser accepts (@fastify/static preCompressed). A copy that would
 * not be smaller is not written, and the original is sent instead.
 */
function writeCompressedCopies(dir = WEB_DIST) {
  const zlib = require('node:zlib');
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // The server bundle is read by the API from disk, never sent to a browser.
    if (file === SSR_DIST) continue;
    if (entry.isDirectory()) {
      writeCompressedCopies(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const content = fs.readFileSync(file);
    const copies = {
      br: zlib.brotliCompressSync(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gz: zlib.gzipSync(content, { level: 9 }),
    };
    for (const [ext, bytes] of Object.entries(copies)) {
      if (bytes.length < content.length) fs.writeFileSync(`${file}.${ext}`, bytes);
      else fs.rmSync(`${file}.${ext}`, { force: true });
    }
  }
}

/**
 * `federation-shares.json` beside the apps (not served): for each emitted script, the share of its
 * modules' bytes that is Module Federation's runtime, so `npm run perf` can report what federation
 * costs the first page (remoteEntry.js files count whole).
 */
function writeFederationShares(appStats) {
  const shares = {};
  for (const stats of appStats) {
    const app = stats.compilation.options.name;
    // Sizes are the sources' (before minifying), so a share is an estimate.
    const { chunks, modules } = chunksAndModules(stats);
    const byChunk = new Map();
    for (const module of modules) {
      const federationModule = /@module-federation[\\/]/.test(`${module.nameForCondition ?? ''} ${module.name ?? ''}`);
      for (const id of module.chunks ?? []) {
        const sums = byChunk.get(id) ?? { federation: 0, total: 0 };
        sums.total += module.size;
        if (federationModule) sums.federation += module.size;
        byChunk.set(id, sums);
      }
    }
    for (const chunk of chunks) {
      const { federation, total } = byChunk.get(chunk.id) ?? { federation: 0, total: 0 };
      for (const file of chunk.files ?? []) {
        if (file.endsWith('.js')) shares[`${app}/${file}`] = file === 'remoteEntry.js' ? 1 : total ? federation / total : 0;
      }
    }
  }
  fs.writeFileSync(path.join(WEB_DIST, 'federation-shares.json'), `${JSON.stringify(shares, null, 1)}\n`);
}

function buildWeb({ log = (m) => process.stdout.write(`${m}\n`) } = {}) {
  const { rspack } = require('@rspack/core');
  const configs = [...APPS.map((name) => require(path.join(root, 'frontends', name, 'rspack.config.cjs'))({}, { mode: 'production' })), ssrConfig()];
  const fingerprint = sourceFingerprint();
  const started = Date.now();
  return new Promise((resolve, reject) => {
    rspack(configs).run((error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) {
        return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      }
      const shell = stats.stats.find((s) => s.compilation.options.name === 'shell');
      writeStartupPreloads(shell, path.join(WEB_DIST, 'shell'));
      writeShellPreloads(shell, path.join(WEB_DIST, 'shell'));
      const remotes = stats.stats.filter((s) => s !== shell && APPS.includes(s.compilation.options.name));
      for (const remote of remotes) writeRemotePreloads(remote, path.join(WEB_DIST, remote.compilation.options.name));
      // The installable app (issue 37): manifest, icons and the service worker, whose precache list
      // is read from the files above; before the compressed copies, so sw.js gets its own.
      buildPwa(WEB_DIST).then(() => {
        writeCompressedCopies();
        writeFederationShares(stats.stats.filter((s) => APPS.includes(s.compilation.options.name)));
        fs.writeFileSync(STAMP, fingerprint);
        log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${path.relative(root, WEB_DIST)}`);
        resolve();
      }, reject);
    });
  });
}

async function buildWebIfStale(options = {}) {
  if (isWebBuildCurrent()) return false;
  options.log?.('building the web app (its sources changed since the last build)...');
  await buildWeb(options);
  return true;
}

module.exports = { APPS, buildWeb, buildWebIfStale, isWebBuildCurrent, sourceFingerprint, WEB_DIST, writeCompressedCopies };

if (require.main === module) {
  buildWeb().catch((error) => {
    process.stderr.write(`${error.message || error}\n`);
    process.exit(1);
  });
}
