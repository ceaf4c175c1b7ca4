/**
 * What the benchmarks share: a scratch database seeded with demo posts (dropped afterwards unless
 * --keep), the API on it as a separate process, and the searches a visitor typically makes.
 */
import 'reflect-metadata';
import { randomBytes, randomInt } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { JsonLogger, runMigrations, standaloneDataSource } from '@chonail/server/core';
import { seedDemoPosts } from '@chonail/server/listings';
import { freePort, PRODUCTION_PROVIDERS, serviceEnv, startService, startTileStub } from '@chonail/server/testing';
import { migrations } from '../../services/api/src/migrations';
const { dropDatabase, resolvePostgres, resolveRedis } = require('../infra.cjs');

export const SEARCHES: Array<[string, string]> = [
  ['state only', 'state=TX'],
  ['city + type', 'state=CA&city=Westminster&jobType=hiring'],
  ['text', `search=${encodeURIComponent('thợ bột')}&state=CA`],
  ['area ranges', 'state=TX&jobType=selling&salonAreaFrom_0=1200&salonAreaTo_0=1600&salonAreaFrom_1=2500&salonAreaTo_1=5000'],
  ['distance 50 mi', 'state=TX&city=Houston&maxDistance=50&sortBy=distance'],
  ['date oldest', 'sortBy=date&dateOrder=oldest'],
  // Issue 24's fact filters: the partial indexes of migration 1765000000000.
  ['weekly pay 800', 'state=TX&jobType=hiring&weeklyPayFrom=800'],
  ['price range', 'jobType=selling&priceFrom=50000&priceTo=200000'],
];

/** A different reader each request, as in real use: one address would meet the per-IP limits within a second. */
export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
export function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/** With request logging off the API says nothing when it is up, so ask it. */
export async function untilUp(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not come up at ${url}`);
}

export interface Scratch {
  dbName: string;
  databaseUrl: string;
  data: DataSource;
  /** http://127.0.0.1:PORT of the API process. */
  baseUrl: string;
  log: (line: string) => void;
}

export interface ScratchOptions {
  posts: number;
  keep?: boolean;
  /** A database a previous --keep run left, measured without seeding again. */
  reuse?: string;
  /**
   * The compiled API (npm run build) with NODE_ENV=production, as deployed: production's settings
   * need an SMS and a payment provider, given here on a closed local port (nothing is sent).
   */
  production?: boolean;
}

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://chonail.test',
  SMS_OUTBOX: undefined,
  ...PRODUCTION_PROVIDERS,
  TRUST_PROXY: 'false',
};

export async function withScratchApi(options: ScratchOptions, run: (scratch: Scratch) => Promise<void>): Promise<void> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const dbName = options.reuse ?? `chonail_bench_${randomBytes(3).toString('hex')}`;
  const postgres = await resolvePostgres({ dataDir: '.data', dbName, envUrl: process.env['DATABASE_URL'], renameEnvDatabase: true, log });
  const redis = await resolveRedis({ dataDir: '.data', envUrl: process.env['REDIS_URL'] });
  const logger = new JsonLogger({ service: 'bench', level: 'warn' });
  const data = standaloneDataSource({ DATABASE_URL: postgres.url, DB_POOL_SIZE: 4 }, migrations);
  await data.initialize();
  let api: ReturnType<typeof startService> | undefined;
  // A page of the scratch API that shows a map draws its tiles from here, never from the public tile server.
  const tiles = await startTileStub();
  try {
    await runMigrations(data, logger);
    const started = Date.now();
    if (!options.reuse) await seedDemoPosts(data, { posts: options.posts, seed: 100 });
    // As autovacuum would soon after a bulk load: statistics, and the visibility map index-only scans need.
    await data.query('VACUUM ANALYZE job_posts');
    await data.query('ANALYZE');
    log(`seeded ${options.posts} posts into ${dbName} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const port = await freePort();
    // Request logging off: it measures the product, not stdout. Loopback is the trusted proxy, so each request may name its reader.
    api = startService(
      'api',
      serviceEnv({
        PORT: String(port),
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        REDIS_PREFIX: dbName,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        TRUST_PROXY: 'loopback',
        MAP_TILE_URL: tiles.url,
        ...(options.production && PRODUCTION_ENV),
      }),
      { compiled: options.production },
    );
    const baseUrl = `http://127.0.0.1:${port}`;
    await untilUp(`${baseUrl}/api/health/live`);
    await run({ dbName, databaseUrl: postgres.url, data, baseUrl, log });
  } finally {
    await api?.stop();
    await tiles.close();
    await data.destroy();
    if (!options.keep && !options.reuse) await dropDatabase(postgres.url).catch(() => undefined);
    await redis.stop();
    await postgres.stop();
  }
}
