'use strict';
// `npm run build:server`: compiles the API, the worker, their CLIs and the libraries they use into
// plain CommonJS under dist/server (same tree as the sources, so `dist/server/services/api/src/main.js`
// is the API). The image runs this, not the TypeScript: no compiler in production, faster start.
// swc strips types file by file (the same .swcrc jest and tools/register.cjs use) and rewrites the
// workspace aliases (@chonail/...) into relative paths; `npm run typecheck` is what checks types.
const fs = require('node:fs');
const path = require('node:path');
const { transformFileSync } = require('@swc/core');

const root = path.resolve(__dirname, '..');
const SOURCES = ['services/api/src', 'services/worker/src', 'libs/server', 'libs/shared'];
// Tests, test kits and the web-only catalogue never run on the server.
const SKIP = [/\.spec\.tsx?$/, /(^|\/)testing(\.ts$|\/)/, /(^|\/)test-.*\.ts$/, /-test-app\.ts$/, /(^|\/)faults\//, /(^|\/)security\//];
const SKIP_DIRS = new Set(['node_modules', 'libs/server/testing']);
// Of the web catalogue, the server reads only the page heads' words (issue 37, @chonail/shared/i18n/seo).
const I18N = 'libs/shared/i18n/';
const SERVER_I18N = /^libs\/shared\/i18n\/src\/(seo|locales\/(vi|en)\/seo)\.ts$/;

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(rel) && entry.name !== 'node_modules') yield* sourceFiles(rel);
    } else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !SKIP.some((re) => re.test(rel)) && (!rel.startsWith(I18N) || SERVER_I18N.test(rel))) {
      yield rel;
    }
  }
}

function swcOptions() {
  const swcrc = JSON.parse(fs.readFileSync(path.join(root, '.swcrc'), 'utf8'));
  const { paths } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions;
  return {
    ...swcrc,
    jsc: { ...swcrc.jsc, baseUrl: root, paths },
    // Separate maps keep the files small; Node reads them with --enable-source-maps.
    sourceMaps: true,
    swcrc: false,
    configFile: false,
  };
}

/** Compiles every server source into `outDir` (default dist/server); returns the files written. */
function buildServer({ outDir = path.join(root, 'dist', 'server'), log = (m) => process.stdout.write(`${m}\n`) } = {}) {
  const started = Date.now();
  const options = swcOptions();
  fs.rmSync(outDir, { recursive: true, force: true });
  const written = [];
  for (const dir of SOURCES) {
    for (const rel of sourceFiles(dir)) {
      const target = path.join(outDir, rel.replace(/\.ts$/, '.js'));
      const { code, map } = transformFileSync(path.join(root, rel), { ...options, filename: path.join(root, rel), outputPath: target });
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, `${code}\n//# sourceMappingURL=${path.basename(target)}.map\n`);
      if (map) fs.writeFileSync(`${target}.map`, map);
      written.push(target);
    }
  }
  log(`server built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${written.length} files -> ${path.relative(root, outDir)}`);
  return written;
}

/** The commands the image runs, relative to the workspace (the image's WORKDIR). */
const ENTRY_POINTS = {
  api: 'dist/server/services/api/src/main.js',
  worker: 'dist/server/services/worker/src/main.js',
  migrate: 'dist/server/services/api/src/migrate.js',
  adminCreate: 'dist/server/services/api/src/admin-create.js',
  seed: 'dist/server/services/api/src/seed.js',
};

module.exports = { buildServer, ENTRY_POINTS };

if (require.main === module) {
  try {
    buildServer();
  } catch (error) {
    process.stderr.write(`${error.stack || error}\n`);
    process.exit(1);
  }
}
