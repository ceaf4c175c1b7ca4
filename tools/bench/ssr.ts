/**
 * npm run bench:ssr [-- --posts 100000 --seconds 10 --connections 16 --keep --reuse DB]
 *
 * Issue 37: the server renders the first screen of public pages; it must not make the server
 * slower for everyone. On a scratch database of `--posts` posts, the API as deployed (the web
 * build's server bundle, its cache of anonymous pages):
 *
 * - uncached: the home page (a 50-card list) with a query string no one asked before, one request
 *   at a time, so each is rendered afresh: the whole answer's p50/p95, and the server's own split
 *   from its Server-Timing header (the API answers the page reads, then React's render).
 *   Target: render p95 < 50 ms.
 * - cached: the home page as a crowd from one shared link asks for it (autocannon), beside the
 *   very same HTML served as a static file by the same server in the same run.
 *   Target: >= 500 req/s.
 *
 * Each request names its own reader (x-forwarded-for), as the per-address limits expect of real use.
 */
import 'reflect-metadata';
import { rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { randomAddress, summary, withScratchApi } from './scratch';

const { WEB_DIST } = require('../rspack/paths.cjs') as { WEB_DIST: string };
const { buildWebIfStale } = require('../build-web.cjs') as { buildWebIfStale: (options?: object) => Promise<boolean> };

/** The static copy's name under the shell's folder (served at /<name> by the same static handler as the app's files). */
const STATIC_COPY = 'bench-ssr-static.html';

function timingOf(header: string | null, name: string): number {
  const match = new RegExp(`${name};dur=([\\d.]+)`).exec(header ?? '');
  return match ? Number(match[1]) : NaN;
}

async function uncached(baseUrl: string, n: number) {
  const total: number[] = [];
  const data: number[] = [];
  const render: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/?bench=${Date.now()}-${i}`, { headers: { 'x-forwarded-for': randomAddress() } });
    const html = await response.text();
    total.push(performance.now() - started);
    if (response.status !== 200 || !html.includes('data-testid="job-card"')) throw new Error(`the home page answered ${response.status} without its cards`);
    const timing = response.headers.get('server-timing');
    data.push(timingOf(timing, 'data'));
    render.push(timingOf(timing, 'render'));
  }
  return { total: summary(total), data: summary(data), render: summary(render) };
}

async function crowd(baseUrl: string, path: string, seconds: number, connections: number) {
  const result = (await autocannon({
    url: `${baseUrl}${path}`,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': randomAddress(), 'accept-encoding': 'br' } }) }],
  })) as { requests: { average: number; total: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number; duration: number };
  return { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string', default: '100000' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '16' },
      renders: { type: 'string', default: '200' },
      keep: { type: 'boolean' },
      reuse: { type: 'string' },
    },
  });
  await buildWebIfStale({ log: (line: string) => process.stdout.write(`${line}\n`) });
  // The static copy must exist when the API starts (its static files are listed then); its
  // content, the home page's HTML, is written once the API can render it.
  const staticFile = join(WEB_DIST, 'shell', STATIC_COPY);
  const copies = [staticFile, `${staticFile}.br`, `${staticFile}.gz`];
  for (const file of copies) writeFileSync(file, '');
  try {
    await measure(values, staticFile);
  } finally {
    for (const file of copies) rmSync(file, { force: true });
  }
}

async function measure(values: { posts: string; seconds: string; connections: string; renders: string; keep?: boolean; reuse?: string }, staticFile: string): Promise<void> {
  await withScratchApi({ posts: Number(values.posts), keep: values.keep, reuse: values.reuse }, async ({ baseUrl, log }) => {
    const home = await fetch(`${baseUrl}/`, { headers: { 'x-forwarded-for': randomAddress() } });
    const html = await home.text();
    const cards = html.split('data-testid="job-card"').length - 1;
    log(`home page: ${(html.length / 1024).toFixed(0)} KB of HTML, ${cards} cards rendered by the server`);
    if (cards < 50) throw new Error(`the home page should render 50 cards at ${values.posts} posts, rendered ${cards}`);

    // Warm up: the first renders load the page's code and the catalogues.
    await uncached(baseUrl, 20);
    const fresh = await uncached(baseUrl, Number(values.renders));
    log(`\nuncached home page, ${fresh.total.n} requests one at a time (ms)`);
    log(['', 'p50', 'p95', 'p99'].join('\t'));
    log(['whole answer', fresh.total.p50.toFixed(1), fresh.total.p95.toFixed(1), fresh.total.p99.toFixed(1)].join('\t'));
    log(['  its data', fresh.data.p50.toFixed(1), fresh.data.p95.toFixed(1), fresh.data.p99.toFixed(1)].join('\t'));
    log(['  its render', fresh.render.p50.toFixed(1), fresh.render.p95.toFixed(1), fresh.render.p99.toFixed(1)].join('\t'));

    // The same bytes as a file with its compressed copies, as the build writes the app's files,
    // served by the same server: what a page costs with no work per request.
    writeFileSync(staticFile, html);
    writeFileSync(`${staticFile}.br`, brotliCompressSync(html));
    writeFileSync(`${staticFile}.gz`, gzipSync(html));
    {
      const seconds = Number(values.seconds);
      const connections = Number(values.connections);
      const cached = await crowd(baseUrl, '/', seconds, connections);
      const bare = await crowd(baseUrl, `/${STATIC_COPY}`, seconds, connections);
      log(`\ncrowd on one page, ${connections} connections for ${seconds} s`);
      log(['', 'req/s', 'p50 ms', 'p99 ms', 'failed'].join('\t'));
      log(['home (kept render)', cached.rps.toFixed(0), cached.p50, cached.p99, cached.failed].join('\t'));
      log(['same HTML as a file', bare.rps.toFixed(0), bare.p50, bare.p99, bare.failed].join('\t'));
      log(`\ntargets: render p95 < 50 ms: ${fresh.render.p95 < 50 ? 'met' : 'MISSED'} (${fresh.render.p95.toFixed(1)}); kept page >= 500 req/s: ${cached.rps >= 500 ? 'met' : 'MISSED'} (${cached.rps.toFixed(0)}, ${((cached.rps / bare.rps) * 100).toFixed(0)}% of the file's)`);
      if (cached.failed || bare.failed) throw new Error('some requests failed');
    }
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
