'use strict';
// `npm run size`: how much JavaScript the first page costs. Builds the web app if needed, serves
// dist/frontends the way the API does, opens / in Chromium and records every script the page loads
// until the browse remote has rendered (shell + shared libraries + browse). Prints each file's size
// as served (the build's Brotli copy, which the API sends to every browser that accepts br) and
// gzipped beside it, the total against the budget (bytes as served), and the ratio to a bare
// React 19 page (react-dom rendering one element) built in the same run with the same minifier and
// compressed the same way; exits 1 over budget.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');
const { buildWebIfStale } = require('./build-web.cjs');
const { WEB_DIST } = require('./rspack/paths.cjs');

const BUDGET_KB = 170;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const TYPES = { '.js': 'application/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html' };

/** The file a URL maps to, as the API's static serving lays it out. */
function fileFor(urlPath) {
  const match = urlPath.match(/^\/remotes\/(browse|post|admin)\/(.+)$/);
  const file = match ? path.join(WEB_DIST, match[1], match[2]) : path.join(WEB_DIST, 'shell', urlPath);
  return file.startsWith(WEB_DIST) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

function serve() {
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = fileFor(urlPath) ?? path.join(WEB_DIST, 'shell', 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Brotli quality 11, as tools/build-web.cjs writes the copies the API serves. */
function servedSize(content) {
  return zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The bytes a phone downloads for a built file: its .br copy (the build skips copies that are not smaller). */
function servedBytes(file) {
  return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size;
}

/** JS of the smallest React page, compressed as served: what any React front end costs before it does anything. */
async function bareReactBaseline() {
  const os = require('node:os');
  const { rspack } = require('@rspack/core');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chonail-size-'));
  const entry = path.join(dir, 'index.js');
  fs.writeFileSync(entry, "import { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render('hello');\n");
  const config = {
    mode: 'production',
    context: path.resolve(__dirname, '..'),
    entry,
    output: { path: path.join(dir, 'out'), filename: 'bare.js' },
    resolve: { modules: [path.resolve(__dirname, '..', 'node_modules')] },
  };
  await new Promise((resolve, reject) => rspack(config).run((error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve())));
  const size = servedSize(fs.readFileSync(path.join(dir, 'out', 'bare.js')));
  fs.rmSync(dir, { recursive: true, force: true });
  return size;
}

async function main() {
  await buildWebIfStale({ log: (m) => process.stdout.write(`${m}\n`) });
  const baseline = await bareReactBaseline();
  const { chromium } = require('playwright-core');
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${base}/`);
    await page.getByTestId('home-page').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    const rows = [...scripts].map((urlPath) => {
      const file = fileFor(urlPath);
      const content = fs.readFileSync(file);
      return { urlPath, raw: content.length, served: servedBytes(file), gzip: zlib.gzipSync(content, { level: 9 }).length };
    });
    rows.sort((a, b) => b.served - a.served);
    const kb = (n) => (n / 1024).toFixed(1).padStart(7);
    process.stdout.write(`\nFirst page (/) JavaScript, production build\n${'file'.padEnd(48)}${'raw KB'.padStart(8)}${'served (br) KB'.padStart(15)}${'gzip KB'.padStart(9)}\n`);
    for (const row of rows) process.stdout.write(`${row.urlPath.padEnd(48)}${kb(row.raw)} ${kb(row.served).padStart(14)} ${kb(row.gzip)}\n`);
    const sum = (key) => rows.reduce((total, r) => total + r[key], 0);
    const total = sum('served');
    process.stdout.write(`${'total'.padEnd(48)}${kb(sum('raw'))} ${kb(total).padStart(14)} ${kb(sum('gzip'))}\n`);
    const ratio = total / 1024 / BUDGET_KB;
    process.stdout.write(`bare React 19 page (baseline, same run): ${(baseline / 1024).toFixed(1)} KB as served; first page = ${(total / baseline).toFixed(2)}x baseline\n`);
    process.stdout.write(`budget ${BUDGET_KB} KB as served (Brotli): ${(total / 1024).toFixed(1)} KB = ${(ratio * 100).toFixed(0)}% of budget (gzip-only browsers: ${(sum('gzip') / 1024).toFixed(1)} KB)\n`);
    if (ratio > 1) {
      process.stderr.write('over budget\n');
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack || error}\n`);
  process.exit(1);
});
