/**
 * npm run bench:search [-- --posts 100000 --seconds 5 --connections 4 --keep | --reuse DB] [--explain]
 *
 * Seeds a scratch database with demo posts, then for eight typical searches (six of spec 01's, and
 * two with issue 24's filters: weekly pay from, a price range) measures p50/p95 of GET /api/job-posts
 * through the real API (autocannon) and of the very same SQL run directly through `pg` at the same
 * concurrency: the bare baseline. Prints both and their ratio. Target:
 * API p95 under 50 ms on 100k posts and on 1,000,000 (issue 24), and within 1.5x of the direct SQL.
 * `--explain` prints each search's plan (EXPLAIN ANALYZE of the API's very SQL) instead of measuring.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Pool } from 'pg';
import { jobPostSearchQuerySchema } from '@chonail/shared/contracts';
import { buildSearch, originOf } from '@chonail/server/listings';
import { randomAddress, SEARCHES, summary, withScratchApi } from './scratch';

async function measureApi(url: string, seconds: number, connections: number): Promise<number[]> {
  const latencies: number[] = [];
  // Many readers, as in real use: one address would meet the per-IP search limit within a second.
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': randomAddress() } }) }],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode !== 200) throw new Error(`${url} answered ${statusCode}`);
    latencies.push(responseTime);
  });
  await instance;
  return latencies;
}

async function measureSql(pool: Pool, sql: string, params: unknown[], seconds: number, connections: number): Promise<number[]> {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const started = process.hrtime.bigint();
        await pool.query(sql, params);
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }),
  );
  return latencies;
}

/** The very SQL the API runs for a search's query string. */
function apiSql(query: string) {
  const parsed = jobPostSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  return buildSearch(parsed, originOf(parsed), new Date(), null);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { posts: { type: 'string', default: '100000' }, seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '4' }, keep: { type: 'boolean' }, reuse: { type: 'string' }, explain: { type: 'boolean' } },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  await withScratchApi({ posts: Number(values.posts), keep: values.keep, reuse: values.reuse }, async ({ databaseUrl, baseUrl, log }) => {
    const pool = new Pool({ connectionString: databaseUrl, max: connections });
    if (values.explain) {
      for (const [name, query] of SEARCHES) {
        const built = apiSql(query);
        const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${built.sql}`, built.params);
        log(`\n== ${name}: ${query}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      }
      await pool.end();
      return;
    }
    log(`\n${connections} concurrent connections, ${seconds} s per measurement; latencies in ms\n`);
    log(['query'.padEnd(16), 'rows', 'API p50', 'API p95', 'SQL p50', 'SQL p95', 'p95 ratio API/SQL'].join('\t'));
    const ratios: number[] = [];
    const apiP95s: number[] = [];
    for (const [name, query] of SEARCHES) {
      const built = apiSql(query);
      const rows = (await pool.query(built.sql, built.params)).rowCount;
      const url = `${baseUrl}/api/job-posts?${query}`;
      // Warm both paths so neither pays for the first plan or the first connection.
      await measureApi(url, 1, connections);
      await measureSql(pool, built.sql, built.params, 1, connections);
      const viaApi = summary(await measureApi(url, seconds, connections));
      const viaSql = summary(await measureSql(pool, built.sql, built.params, seconds, connections));
      const ratio = viaApi.p95 / viaSql.p95;
      ratios.push(ratio);
      apiP95s.push(viaApi.p95);
      log([name.padEnd(16), rows, viaApi.p50.toFixed(1), viaApi.p95.toFixed(1), viaSql.p50.toFixed(2), viaSql.p95.toFixed(2), `${ratio.toFixed(2)}x`].join('\t'));
    }
    await pool.end();
    const worst = Math.max(...apiP95s);
    log(`\nworst API p95: ${worst.toFixed(1)} ms (target < 50 ms)   worst ratio: ${Math.max(...ratios).toFixed(2)}x (target <= 1.5x)`);
  });
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
