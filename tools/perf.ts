/**
 * npm run perf [-- --runs 3 --keep --no-build --traces --page / --page /map]
 *
 * How the product feels on a mid-range phone over 4G. Builds (npm run build), starts the compiled
 * API with NODE_ENV=production on a scratch database of demo posts, and runs Lighthouse 12 (mobile
 * preset: simulated slow 4G, 4x CPU slowdown; Debian's Chromium) on /, a /job/:id, /map and a city
 * page, each page --runs times, keeping the median run by performance score. Prints for each page:
 * the performance, accessibility, SEO and best-practices scores, LCP, TBT, CLS, the JavaScript the
 * page downloaded as served
 * (Brotli) and gzipped, the request count, and the share of that JavaScript which is Module
 * Federation (its runtime and the remotes' entries; reported, not a target). Beside them, the same
 * audit of a bare page (static HTML with one line of text) from the same server, so a slow machine
 * shows as a slow baseline: each page's LCP is also given as a multiple of the bare page's, and
 * each line ends with Lighthouse's CPU benchmark of the machine (the targets themselves are
 * absolute, as the issue set them). Exits 1 when a target is missed.
 *
 * With --runs 1 it is a guard (`.ci/run` runs it so the figures cannot drift unseen): one run of a
 * page on a shared machine is noisy, so it fails only on a clear regression (GUARD: LCP over 2.5 s
 * or performance under 0.85 on any page), and prints the figures and the targets either way.
 */
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isLocalAddress, startGuardProxy, WORKSPACE_ROOT } from '@chonail/server/testing';
import { citySlug, placePagePath } from '@chonail/shared/domain';
import { withScratchApi } from './bench/scratch';

const { buildWeb } = require('./build-web.cjs') as { buildWeb(options?: object): Promise<void> };
const { buildServer } = require('./build-server.cjs') as { buildServer(): Promise<void> | void };

/** Issue 37's targets, for the median of 3 runs. */
const TARGETS = { lcpMs: 1800, tbtMs: 150, cls: 0.05, performance: 0.95, accessibility: 1, seo: 1, bestPractices: 0.95, jsKb: 170 };
/** What a single run fails on: a clear regression, not a noisy run. */
const GUARD = { lcpMs: 2500, performance: 0.85 };
const CHROME = process.env['CHROME_PATH'] || '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');
const WEB_DIST = join(WORKSPACE_ROOT, 'dist', 'frontends');

interface Report {
  categories: Record<'performance' | 'accessibility' | 'seo' | 'best-practices', { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
  runtimeError?: { message: string };
  /** Lighthouse's CPU benchmark of the machine it ran on (higher is faster). */
  environment?: { benchmarkIndex?: number };
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

interface Figures {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsServed: number;
  jsGzip: number;
  federation: number;
  requests: number;
  benchmarkIndex: number;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, up to three times. */
async function audit(url: string, outDir: string, name: string, traces: boolean, guard: string[]): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, outDir, name, traces, guard);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stdout.write(`  (${error instanceof Error ? error.message.split('\n')[0] : String(error)}; again)\n`);
    }
  }
}

function lighthouse(url: string, outDir: string, name: string, traces: boolean, guard: string[]): Promise<Report> {
  const output = join(outDir, `${name}.json`);
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,seo,best-practices',
    `--chrome-flags=${[CHROME_FLAGS, ...guard].join(' ')}`,
    // The trace and DevTools log beside the report, to see which task blocked (open in DevTools' Performance panel).
    ...(traces ? ['--save-assets'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code} on ${url}: ${stderr.slice(-2000)}`));
      const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
      if (report.runtimeError) return reject(new Error(`lighthouse on ${url}: ${report.runtimeError.message}`));
      resolve(report);
    });
  });
}

/** Bytes of the body as sent to a client that accepts `encoding` (what `npm run size` counts too). */
function bodyBytes(url: string, encoding: 'br, gzip' | 'gzip'): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  }) as Promise<number>;
}

/** The share of a served script that is federation's, from the build's estimate (tools/build-web.cjs). */
function federationShare(url: URL, shares: Record<string, number>): number {
  const remote = url.pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  const key = remote ? `${remote[1]}/${remote[2]}` : `shell${url.pathname}`;
  return shares[key] ?? 0;
}

async function figures(report: Report, origin: string, shares: Record<string, number>): Promise<Figures> {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && new URL(r.url).origin === origin);
  let jsServed = 0;
  let jsGzip = 0;
  let federation = 0;
  for (const script of scripts) {
    const served = await bodyBytes(script.url, 'br, gzip');
    jsServed += served;
    jsGzip += await bodyBytes(script.url, 'gzip');
    federation += served * federationShare(new URL(script.url), shares);
  }
  const numeric = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: report.categories.performance.score ?? 0,
    accessibility: report.categories.accessibility.score ?? 0,
    seo: report.categories.seo?.score ?? 0,
    bestPractices: report.categories['best-practices']?.score ?? 0,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsServed,
    jsGzip,
    federation,
    requests: requests.length,
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  };
}

/** The JavaScript budget is the first page's (`/`, as `npm run size` counts it); the others report theirs. */
function misses(f: Figures, firstPage: boolean): string[] {
  const missed: string[] = [];
  if (!(f.lcpMs <= TARGETS.lcpMs)) missed.push(`LCP ${Math.round(f.lcpMs)} ms > ${TARGETS.lcpMs}`);
  if (!(f.tbtMs <= TARGETS.tbtMs)) missed.push(`TBT ${Math.round(f.tbtMs)} ms > ${TARGETS.tbtMs}`);
  if (!(f.cls <= TARGETS.cls)) missed.push(`CLS ${f.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (!(f.performance >= TARGETS.performance)) missed.push(`performance ${f.performance} < ${TARGETS.performance}`);
  if (!(f.accessibility >= TARGETS.accessibility)) missed.push(`accessibility ${f.accessibility} < ${TARGETS.accessibility}`);
  if (!(f.seo >= TARGETS.seo)) missed.push(`SEO ${f.seo} < ${TARGETS.seo}`);
  if (!(f.bestPractices >= TARGETS.bestPractices)) missed.push(`best practices ${f.bestPractices} < ${TARGETS.bestPractices}`);
  if (firstPage && !(f.jsServed / 1024 <= TARGETS.jsKb)) missed.push(`JS ${(f.jsServed / 1024).toFixed(1)} KB > ${TARGETS.jsKb}`);
  return missed;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A page's figures; beside a page's LCP, its ratio to the bare page's in the same run (the machine's own speed divided out). */
function line(name: string, f: Figures, bare?: Figures): string {
  const share = f.jsServed ? `${((100 * f.federation) / f.jsServed).toFixed(0)}%` : '-';
  return [
    name.padEnd(10),
    `perf ${f.performance.toFixed(2)}`,
    `a11y ${f.accessibility.toFixed(2)}`,
    `SEO ${f.seo.toFixed(2)}`,
    `BP ${f.bestPractices.toFixed(2)}`,
    `LCP ${(f.lcpMs / 1000).toFixed(2)} s${bare ? ` (${(f.lcpMs / bare.lcpMs).toFixed(1)}x bare)` : ''}`,
    `TBT ${Math.round(f.tbtMs)} ms`,
    `CLS ${f.cls.toFixed(3)}`,
    `JS ${kb(f.jsServed)} served, ${kb(f.jsGzip)} gzip`,
    `federation ${share}`,
    `${f.requests} requests`,
    `CPU benchmark ${Math.round(f.benchmarkIndex)}`,
  ].join(' | ');
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      keep: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      traces: { type: 'boolean', default: false },
      // Only these pages (as named in the output: /, /job/:id, /map), e.g. while trying a change.
      page: { type: 'string', multiple: true },
    },
  });
  const runs = Math.max(1, Number(values.runs) || 1);
  if (!values['no-build']) {
    await buildWeb();
    await buildServer();
  }
  const shares = JSON.parse(readFileSync(join(WEB_DIST, 'federation-shares.json'), 'utf8')) as Record<string, number>;
  const outDir = mkdtempSync(join(tmpdir(), 'chonail-perf-'));
  // The bare page: served by the same API from the same folder as the app, so only the app differs.
  const barePage = join(WEB_DIST, 'shell', 'perf-baseline.html');
  writeFileSync(barePage, '<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Chợ Nail</title></head><body><h1>Chợ Nail</h1></body></html>');
  let failed = false;
  // Nothing may leave the machine: Chromium's outside requests (its own background calls, and any
  // a page makes) go to a proxy that refuses them, and a page that asks for one fails the run; the
  // map's tiles come from the scratch API's local stub.
  const guard = await startGuardProxy();
  try {
    await withScratchApi({ posts: 300, keep: values.keep, production: true }, async ({ baseUrl, log }) => {
      const [first] = (await (await fetch(`${baseUrl}/api/job-posts?state=TX`)).json()) as Array<{ id: number; city: string | null }>;
      if (!first?.city) throw new Error('the demo data has no listed post with a city in TX');
      const pages: Array<[string, string]> = [
        ['bare page', '/perf-baseline.html'],
        ['/', '/'],
        ['/job/:id', `/job/${first.id}`],
        ['/map', '/map'],
        ['city page', placePagePath({ kind: 'hiring', lang: 'vi', state: 'TX', city: citySlug(first.city) })],
      ];
      let bare: Figures | undefined;
      log(`Lighthouse ${require('lighthouse/package.json').version}, mobile preset, ${runs} run(s) per page, median by performance score`);
      for (const [name, path] of pages.filter(([name]) => name === 'bare page' || !values.page || values.page.includes(name))) {
        const results: Figures[] = [];
        for (let i = 0; i < runs; i += 1) {
          const report = await audit(`${baseUrl}${path}`, outDir, `${name.replace(/\W+/g, '_')}-${i}`, values.traces, guard.chromeFlags);
          const outside = (report.audits['network-requests']?.details?.items ?? []).map((r) => r.url).filter((u) => !isLocalAddress(u));
          if (outside.length) throw new Error(`${name} asked for outside addresses: ${[...new Set(outside)].join(', ')}`);
          results.push(await figures(report, baseUrl, shares));
        }
        results.sort((a, b) => a.performance - b.performance);
        const median = results[Math.floor(results.length / 2)] as Figures;
        log(line(name, median, bare));
        if (name === 'bare page') {
          bare = median;
          continue;
        }
        const missed = misses(median, name === '/');
        if (missed.length) log(`  missed: ${missed.join('; ')}`);
        const regressed = median.lcpMs > GUARD.lcpMs || median.performance < GUARD.performance;
        if (runs === 1 ? regressed : missed.length > 0) failed = true;
      }
      log(`targets (median of 3): LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}, performance >= ${TARGETS.performance}, accessibility >= ${TARGETS.accessibility}, SEO >= ${TARGETS.seo}, best practices >= ${TARGETS.bestPractices}, JS of / <= ${TARGETS.jsKb} KB as served`);
      if (runs === 1) log(`one run is a guard: it fails only on LCP > ${GUARD.lcpMs} ms or performance < ${GUARD.performance} on a page`);
      log(`reports: ${outDir}`);
      log(`outside requests refused: ${guard.refused.length} (Chromium's own background calls; the pages made none)`);
    });
  } finally {
    rmSync(barePage, { force: true });
    await guard.close();
  }
  if (failed) {
    process.stderr.write(runs === 1 ? 'perf: a clear regression (see the guard above)\n' : 'perf: a target was missed\n');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
