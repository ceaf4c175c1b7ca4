/**
 * npm run bench:media [-- --images 200 --concurrency N --rounds 1 --images-dir DIR]
 *
 * Issue 7. Generates distinct 12-megapixel JPEGs, then processes them twice, one after the other
 * (the worker is already up, idle, while the bare loop runs):
 *  - bare: a plain sharp loop in this process doing per image exactly what the worker's image
 *    handler does (read the original, read its header, WebP 1600 px, WebP 400 px thumbnail, write
 *    both), N at a time where N = the machine's cores;
 *  - queue: the real path. A scratch database with the migrations, a fresh REDIS_PREFIX, a real
 *    worker process with WORKER_CONCURRENCY = N; the originals are stored as the upload path stores
 *    them (media rows + files under DATA_DIR/media/originals), then jobs are enqueued through the
 *    real QueueRegistry exactly as MediaService does, and the clock runs from the first enqueue
 *    until every row is `ready`.
 * Prints images/s both ways and the ratio queue / bare. Target: 0.85 or better.
 *
 * --rounds R repeats bare-then-queue R times and sums them (steadier on a busy machine).
 * --images-dir DIR keeps the generated originals there and reuses them on the next run (otherwise
 * they live in a temporary directory removed at the end). Not a timed test: run it by hand.
 */
import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { JobName } from '@chonail/shared/contracts';
import { IMAGE_LIMITS, UPLOAD_LIMITS, imageRefusal } from '@chonail/shared/domain';
import { JsonLogger, QueueRegistry, loadConfig, runMigrations, standaloneDataSource } from '@chonail/server/core';
import { LocalDiskStorage, MediaRepository } from '@chonail/server/media';
import { serviceEnv, startService, type ServiceProcess } from '@chonail/server/testing';
import { migrations } from '../../services/api/src/migrations';
const { dropDatabase, resolvePostgres, resolveRedis } = require('../infra.cjs');

const TARGET_RATIO = 0.85;
const WIDTH = 4000;
const HEIGHT = 3000;
/** Each base is a little larger than a picture, so every picture can be a different crop of it. */
const MARGIN_X = 400;
const MARGIN_Y = 300;
const BASES = 4;
const POLL_MS = 50;

// As MediaRepository does (module-level `sharp.cache(false)`): no libvips operation cache.
sharp.cache(false);

const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs `work` over every item, `concurrency` at a time. */
async function promisePool<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
}

// ---------------------------------------------------------------------------------------------
// Test pictures: photo-like content (large soft colour areas, mid-scale texture, sensor grain) so
// that the JPEGs compress like phone photos (about 3.5 MB at quality 90, ~0.3 byte per pixel).

type RawBase = { data: Buffer; width: number; height: number };

async function makeBase(): Promise<RawBase> {
  const width = WIDTH + MARGIN_X;
  const height = HEIGHT + MARGIN_Y;
  const raw = { raw: { width, height, channels: 3 as const } };
  const noise = (w: number, h: number, sigma: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } });
  const low = await noise(12, 9, 60).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const mid = await noise(Math.round(width / 10), Math.round(height / 10), 50).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const grain = await noise(width, height, 20).raw().toBuffer();
  const data = await sharp(low, raw)
    .composite([
      { input: mid, ...raw, blend: 'soft-light' },
      { input: grain, ...raw, blend: 'soft-light' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width, height };
}

/** Picture i: its own crop of one of the bases, with its own colour balance. */
function makePicture(base: RawBase, i: number): Promise<Buffer> {
  return sharp(base.data, { raw: { width: base.width, height: base.height, channels: 3 } })
    .extract({ left: (i * 37) % MARGIN_X, top: (i * 53) % MARGIN_Y, width: WIDTH, height: HEIGHT })
    .linear([0.85 + (i % 7) * 0.04, 0.9 + (i % 5) * 0.05, 0.8 + (i % 3) * 0.1], [(i % 11) * 2, 0, -(i % 13)])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function generatePictures(dir: string, count: number, concurrency: number): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files = Array.from({ length: count }, (_, i) => join(dir, `photo-${String(i).padStart(4, '0')}-${WIDTH}x${HEIGHT}.jpg`));
  const missing = files.map((file, i) => [file, i] as const).filter(([file]) => !existsSync(file));
  if (!missing.length) {
    log(`reusing ${count} pictures in ${dir}`);
    return files;
  }
  const started = Date.now();
  const bases: RawBase[] = [];
  await promisePool(Array.from({ length: BASES }), concurrency, async () => void bases.push(await makeBase()));
  await promisePool(missing, concurrency, async ([file, i]) => {
    const part = `${file}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(part, await makePicture(bases[i % BASES] as RawBase, i));
    await rename(part, file);
  });
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  const mb = sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024 / 1024;
  log(`generated ${missing.length} pictures of ${WIDTH}x${HEIGHT} in ${seconds(Date.now() - started)} s (mean ${mb.toFixed(1)} MB) in ${dir}`);
  return files;
}

// ---------------------------------------------------------------------------------------------
// Bare path. The sharp calls mirror MediaRepository.imageHeader / MediaRepository.webp (it has no
// exported option constants beyond IMAGE_LIMITS, so the options are repeated here); the warm-up
// checks that the mirror encodes byte for byte what the repository encodes.

interface Encoded {
  data: Buffer;
  width: number;
  height: number;
}

async function bareWebp(input: Buffer, maxPx: number, animated: boolean): Promise<Encoded> {
  const { data, info } = await sharp(input, { limitInputPixels: IMAGE_LIMITS.maxInputPixels, animated, failOn: 'error' })
    .rotate()
    .resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: IMAGE_LIMITS.webpQuality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/** What ProcessImageHandler does per image, minus the database and the queue. */
async function bareProcess(file: string, outDir: string): Promise<Encoded> {
  const original = await readFile(file);
  const meta = await sharp(original, { limitInputPixels: IMAGE_LIMITS.maxInputPixels }).metadata();
  const refusal = imageRefusal(meta.width, meta.height, original.length);
  if (refusal) throw new Error(`${file} refused: ${refusal}`);
  const animated = (meta.pages ?? 1) > 1;
  const display = await bareWebp(original, IMAGE_LIMITS.displayMaxPx, animated);
  const thumb = await bareWebp(original, IMAGE_LIMITS.thumbMaxPx, false);
  const stem = randomUUID();
  await writeFile(join(outDir, `${stem}.webp`), display.data);
  await writeFile(join(outDir, `${stem}-thumb.webp`), thumb.data);
  return display;
}

async function warmUpAndCheckMirror(file: string, outDir: string): Promise<void> {
  const mine = await bareProcess(file, outDir);
  const original = await readFile(file);
  const theirs = await new MediaRepository().webp(original, IMAGE_LIMITS.displayMaxPx, false);
  if (!mine.data.equals(theirs.data)) {
    throw new Error('the bare loop no longer encodes what MediaRepository.webp encodes: update bareWebp to match the repository');
  }
}

interface Measured {
  ms: number;
  /** CPU time of the process doing the work (all its threads), per image. */
  cpuMsPerImage: number | null;
  /** Mean time one image spent in flight (bare: whole pipeline; queue: the handler, as the worker logs it). */
  meanImageMs: number;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

async function runBare(files: string[], outDir: string, concurrency: number): Promise<Measured> {
  const perImage: number[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  await promisePool(files, concurrency, async (file) => {
    const t = performance.now();
    const display = await bareProcess(file, outDir);
    perImage.push(performance.now() - t);
    if (Math.max(display.width, display.height) !== IMAGE_LIMITS.displayMaxPx) throw new Error(`unexpected display size ${display.width}x${display.height}`);
  });
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMsPerImage: (used.user + used.system) / 1000 / files.length, meanImageMs: mean(perImage) };
}

// ---------------------------------------------------------------------------------------------
// Queue path.

type Query = (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** Stores the files as MediaService.upload does: generated names, LocalDiskStorage, a `processing` row each. */
async function storeOriginals(query: Query, storage: LocalDiskStorage, ownerId: number, files: string[]): Promise<number[]> {
  const batch = randomBytes(4).toString('hex');
  const rows = await Promise.all(
    files.map(async (file, i) => {
      const body = await readFile(file);
      const fileName = randomUUID();
      const key = `originals/${fileName}.jpg`;
      await storage.write(key, Readable.from([body]));
      const perSession = UPLOAD_LIMITS.maxFilesOnCreate;
      return { session: `upload_bench_${batch}_${Math.floor(i / perSession)}`, order: i % perSession, name: `photo-${i}.jpg`, fileName, key, size: body.length };
    }),
  );
  const inserted = await query(
    `INSERT INTO media (owner_id, session_id, kind, mime_type, original_name, file_name, original_key, size_bytes, upload_order, is_main, status)
     SELECT $1, s, 'image', 'image/jpeg', n, f, k, z, o, o = 0, 'processing'
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::int[]) AS t(s, n, f, k, z, o)
     RETURNING id`,
    [ownerId, rows.map((r) => r.session), rows.map((r) => r.name), rows.map((r) => r.fileName), rows.map((r) => r.key), rows.map((r) => r.size), rows.map((r) => r.order)],
  );
  return inserted.map((row) => Number(row['id']));
}

/** As MediaService.enqueue: one job per file, its id `media-<id>`, all sent at once. */
async function enqueue(queues: QueueRegistry, ids: number[]): Promise<void> {
  await Promise.all(ids.map((id) => queues.enqueue(JobName.ProcessImage, { mediaId: id }, { jobId: `media-${id}` })));
}

/** Resolves when every row is ready; fails at once on a refused or failed row, or a dead worker. */
async function untilReady(query: Query, ids: number[], worker: ServiceProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [counts] = await query(
      `SELECT count(*) FILTER (WHERE status = 'ready')::int AS ready,
              count(*) FILTER (WHERE status IN ('rejected', 'failed'))::int AS bad,
              min(reason) AS reason
       FROM media WHERE id = ANY($1::int[])`,
      [ids],
    );
    if (Number(counts?.['bad'] ?? 0) > 0) throw new Error(`${counts?.['bad']} image(s) not processed: ${String(counts?.['reason'])}\n${worker.output()}`);
    if (Number(counts?.['ready'] ?? 0) === ids.length) return;
    if (!worker.running) throw new Error(`the worker exited:\n${worker.output()}`);
    if (Date.now() > deadline) throw new Error(`only ${counts?.['ready']} of ${ids.length} ready after ${timeoutMs} ms\n${worker.output()}`);
    await sleep(POLL_MS);
  }
}

async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    let deleted = 0;
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = nextCursor;
      if (keys.length) deleted += await redis.unlink(...keys);
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}

/** CPU time (user + system, ms) a process has used so far, from /proc; null where there is no /proc. */
async function processCpuMs(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of proc(5), utime and stime, in clock ticks (USER_HZ = 100 on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function stopWorker(worker: ServiceProcess): Promise<void> {
  if (!worker.running) return;
  const timer = setTimeout(() => worker.child.kill('SIGKILL'), 15_000);
  await worker.stop();
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------

interface QueueRun {
  query: Query;
  storage: LocalDiskStorage;
  ownerId: number;
  queues: QueueRegistry;
  worker: ServiceProcess;
}

/** Stores the originals (untimed), then times enqueue -> every row ready. */
async function runQueue(run: QueueRun, files: string[]): Promise<Measured & { enqueueMs: number; jobsLogged: number }> {
  const ids = await storeOriginals(run.query, run.storage, run.ownerId, files);
  const logsBefore = run.worker.logs.length;
  const cpuBefore = await processCpuMs(run.worker.pid);
  const started = performance.now();
  await enqueue(run.queues, ids);
  const enqueueMs = performance.now() - started;
  await untilReady(run.query, ids, run.worker, Math.max(120_000, files.length * 10_000));
  const ms = performance.now() - started;
  const cpuAfter = await processCpuMs(run.worker.pid);

  const jobMs = run.worker.logs
    .slice(logsBefore)
    .filter((line) => line.msg === 'job completed')
    .map((line) => Number(line['durationMs']));
  const [sample] = await run.query('SELECT width, height, thumb_key FROM media WHERE id = $1', [ids[0]]);
  if (Math.max(Number(sample?.['width']), Number(sample?.['height'])) !== IMAGE_LIMITS.displayMaxPx || !sample?.['thumb_key']) {
    throw new Error(`unexpected result row: ${JSON.stringify(sample)}`);
  }
  const cpuMsPerImage = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / files.length;
  return { ms, cpuMsPerImage, meanImageMs: mean(jobMs), enqueueMs, jobsLogged: jobMs.length };
}

type Server = { url: string; stop: () => Promise<unknown> };

async function main(): Promise<void> {
  const cores = availableParallelism();
  const { values } = parseArgs({
    options: {
      images: { type: 'string', default: '200' },
      concurrency: { type: 'string', default: String(cores) },
      rounds: { type: 'string', default: '1' },
      'images-dir': { type: 'string' },
    },
  });
  const count = Number(values.images);
  const concurrency = Number(values.concurrency);
  const rounds = Number(values.rounds);
  if (!Number.isInteger(count) || count < 1) throw new Error('--images must be a positive whole number');
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new Error('--concurrency must be a whole number from 1 to 64');
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a positive whole number');

  const runDir = await mkdtemp(join(tmpdir(), 'chonail-bench-media-'));
  const imagesDir = values['images-dir'] ? resolve(values['images-dir']) : join(runDir, 'originals');
  const bareOut = join(runDir, 'bare-out');
  const dataDir = join(runDir, 'data');
  const name = `chonail_bench_media_${randomBytes(3).toString('hex')}`;
  let worker: ServiceProcess | undefined;
  // However this process ends, the worker must not outlive it.
  const killWorker = () => {
    if (worker?.running) worker.child.kill('SIGKILL');
  };
  process.once('exit', killWorker);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killWorker();
      process.exit(130);
    });
  }

  let postgres: Server | undefined;
  let redis: Server | undefined;
  let data: ReturnType<typeof standaloneDataSource> | undefined;
  let queues: QueueRegistry | undefined;
  try {
    const threadpool = process.env['UV_THREADPOOL_SIZE'] ?? '4 (default)';
    log(`cores ${cores}, concurrency ${concurrency}, sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}, sharp.concurrency() ${sharp.concurrency()}, UV_THREADPOOL_SIZE ${threadpool}`);
    const files = await generatePictures(imagesDir, count + 1, concurrency);
    const warmUpFile = files[count] as string;
    const measured = files.slice(0, count);

    // The queue side first set up (untimed): scratch database, own Redis prefix, a real worker process.
    const pg: Server = await resolvePostgres({ dataDir: '.data', dbName: name, envUrl: process.env['DATABASE_URL'], renameEnvDatabase: true, log });
    postgres = pg;
    const rd: Server = await resolveRedis({ dataDir: '.data', envUrl: process.env['REDIS_URL'] });
    redis = rd;
    const urls = { DATABASE_URL: pg.url, REDIS_URL: rd.url, REDIS_PREFIX: name };
    const source = standaloneDataSource({ DATABASE_URL: urls.DATABASE_URL, DB_POOL_SIZE: 4 }, migrations);
    data = source;
    await source.initialize();
    await runMigrations(source, new JsonLogger({ service: 'bench', level: 'warn' }));
    const query: Query = (sql, params) => source.query(sql, params);
    const [owner] = await query(`INSERT INTO users (phone, pin_hash, first_name) VALUES ('+15550000007', 'bench', 'Bench') RETURNING id`);
    const storage = new LocalDiskStorage(join(dataDir, 'media'));
    // Local disk storage on both sides (S3_BUCKET unset), as the originals are written here.
    const workerEnv = { ...urls, DATA_DIR: dataDir, WORKER_CONCURRENCY: String(concurrency), NODE_ENV: 'development', LOG_LEVEL: 'info', S3_BUCKET: undefined };
    const started = startService('worker', serviceEnv(workerEnv));
    worker = started;
    await started.waitForLog((line) => line.msg === 'worker started', 60_000);
    queues = new QueueRegistry(loadConfig({ ...urls, NODE_ENV: 'development' }));
    const run: QueueRun = { query, storage, ownerId: Number(owner?.['id']), queues, worker: started };

    // Warm-ups: one image each way. The bare one also proves the mirror of the repository's settings;
    // the worker's first job pays for loading libvips' codecs and the first database round trips.
    await mkdir(bareOut, { recursive: true });
    await warmUpAndCheckMirror(warmUpFile, bareOut);
    await runQueue(run, [warmUpFile]);

    const results: Array<{ bare: Measured; queue: Measured & { enqueueMs: number; jobsLogged: number } }> = [];
    for (let round = 1; round <= rounds; round++) {
      const bare = await runBare(measured, bareOut, concurrency);
      await rm(bareOut, { recursive: true, force: true });
      await mkdir(bareOut, { recursive: true });
      const queue = await runQueue(run, measured);
      results.push({ bare, queue });
      if (rounds > 1) {
        log(`round ${round}: bare ${seconds(bare.ms)} s, queue ${seconds(queue.ms)} s, ratio ${(bare.ms / queue.ms).toFixed(3)}`);
      }
    }

    const total = (pick: (r: (typeof results)[number]) => Measured) => results.reduce((sum, r) => sum + pick(r).ms, 0);
    const cpu = (pick: (r: (typeof results)[number]) => Measured) => {
      const values = results.map((r) => pick(r).cpuMsPerImage);
      return values.every((v): v is number => v !== null) ? mean(values).toFixed(0) : 'n/a';
    };
    const images = count * rounds;
    const bareMs = total((r) => r.bare);
    const queueMs = total((r) => r.queue);
    const bareRate = images / (bareMs / 1000);
    const queueRate = images / (queueMs / 1000);
    const ratio = queueRate / bareRate;
    log('');
    log(['path'.padEnd(16), 'images', 'seconds', 'images/s', 'CPU ms/image', 'mean ms/image in flight'].join('\t'));
    log(['bare sharp'.padEnd(16), images, seconds(bareMs), bareRate.toFixed(2), cpu((r) => r.bare), mean(results.map((r) => r.bare.meanImageMs)).toFixed(0)].join('\t'));
    log(['queue + worker'.padEnd(16), images, seconds(queueMs), queueRate.toFixed(2), cpu((r) => r.queue), `${mean(results.map((r) => r.queue.meanImageMs)).toFixed(0)} (handler)`].join('\t'));
    log(`\nenqueueing ${count} jobs took ${mean(results.map((r) => r.queue.enqueueMs)).toFixed(0)} ms (inside the queue window); CPU = this process (bare) / the worker process (queue), Postgres and Redis not counted`);
    log(`ratio = queue / bare = ${ratio.toFixed(3)}   target >= ${TARGET_RATIO}   ${ratio >= TARGET_RATIO ? 'PASS' : 'MISS'}`);
  } finally {
    if (worker) await stopWorker(worker).catch(() => killWorker());
    await queues?.onApplicationShutdown().catch(() => undefined);
    if (redis) await deleteRedisKeys(redis.url, name).catch((error: unknown) => log(`redis keys under ${name}: not removed (${String(error)})`));
    if (data?.isInitialized) await data.destroy();
    if (postgres) await dropDatabase(postgres.url).catch(() => undefined);
    await redis?.stop();
    await postgres?.stop();
    await rm(runDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
