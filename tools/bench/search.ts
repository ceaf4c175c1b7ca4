/**
 * npm run bench:search [-- --posts 100000 --seconds 5 --connections 4 --keep]
 *
 * Seeds a scratch database with demo posts, then for six typical searches measures p50/p95 of
 * GET /api/job-posts through the real API (autocannon) and of the very same SQL run directly
 * through `pg` at the same concurrency: the bare baseline. Prints both and their ratio. Target:
 * API p95 under 50 ms on 100k posts, and within 1.5x of the direct SQL.
 */
import 'reflect-metadata';
import { randomBytes, randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Pool } from 'pg';
import { jobPostSearchQuerySchema } from '@chonail/shared/contracts';
import { JsonLogger, runMigrations, standaloneDataSource } from '@chonail/server/core';
import { buildSearch, originOf, seedDemoPosts } from '@chonail/server/listings';
import { freePort, serviceEnv, startService } from '@chonail/server/testing';
import { migrations } from '../../services/api/src/migrations';
const { dropDatabase, resolvePostgres, resolveRedis } = require('../infra.cjs');

const QUERIES: Array<[string, string]> = [
  ['state only', 'state=TX'],
  ['city + type', 'state=CA&city=Westminster&jobType=hiring'],
  ['text', `search=${encodeURIComponent('thợ bột')}&state=CA`],
  ['area ranges', 'state=TX&jobType=selling&salonAreaFrom_0=1200&salonAreaTo_0=1600&salonAreaFrom_1=2500&salonAreaTo_1=5000'],
  ['distance 50 mi', 'state=TX&city=Houston&maxDistance=50&sortBy=distance'],
  ['date oldest', 'sortBy=date&dateOrder=oldest'],
];

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

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

/** With request logging off the API says nothing when it is up, so ask it. */
async function untilUp(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not come up at ${url}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { posts: { type: 'string', default: '100000' }, seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '4' }, keep: { type: 'boolean' }, reuse: { type: 'string' } },
  });
  const posts = Number(values.posts);
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const log = (line: string) => process.stdout.write(`${line}\n`);

  // --reuse NAME measures a database a previous --keep run left, without seeding again.
  const dbName = values.reuse ?? `chonail_bench_${randomBytes(3).toString('hex')}`;
  const postgres = await resolvePostgres({ dataDir: '.data', dbName, envUrl: process.env['DATABASE_URL'], renameEnvDatabase: true, log });
  const redis = await resolveRedis({ dataDir: '.data', envUrl: process.env['REDIS_URL'] });
  const logger = new JsonLogger({ service: 'bench', level: 'warn' });
  const data = standaloneDataSource({ DATABASE_URL: postgres.url, DB_POOL_SIZE: 4 }, migrations);
  await data.initialize();
  let api: ReturnType<typeof startService> | undefined;
  try {
    await runMigrations(data, logger);
    const started = Date.now();
    if (!values.reuse) await seedDemoPosts(data, { posts, seed: 100 });
    // As autovacuum would soon after a bulk load: statistics, and the visibility map index-only scans need.
    await data.query('VACUUM ANALYZE job_posts');
    await data.query('ANALYZE');
    log(`seeded ${posts} posts into ${dbName} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const port = await freePort();
    // Request logging off: it measures the search, not stdout.
    api = startService('api', serviceEnv({ PORT: String(port), DATABASE_URL: postgres.url, REDIS_URL: redis.url, REDIS_PREFIX: dbName, LOG_LEVEL: 'warn', NODE_ENV: 'development', TRUST_PROXY: 'loopback' }));
    await untilUp(`http://127.0.0.1:${port}/api/health/live`);
    const pool = new Pool({ connectionString: postgres.url, max: connections });

    log(`\n${connections} concurrent connections, ${seconds} s per measurement; latencies in ms\n`);
    log(['query'.padEnd(16), 'rows', 'API p50', 'API p95', 'SQL p50', 'SQL p95', 'p95 ratio API/SQL'].join('\t'));
    const ratios: number[] = [];
    const apiP95s: number[] = [];
    for (const [name, query] of QUERIES) {
      const parsed = jobPostSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const built = buildSearch(parsed, originOf(parsed), new Date(), null);
      const rows = (await pool.query(built.sql, built.params)).rowCount;
      const url = `http://127.0.0.1:${port}/api/job-posts?${query}`;
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
  } finally {
    await api?.stop();
    await data.destroy();
    if (!values.keep && !values.reuse) await dropDatabase(postgres.url).catch(() => undefined);
    await redis.stop();
    await postgres.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
