import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { JobName, type MediaItem } from '@chonail/shared/contracts';
import { loadConfig, QueueRegistry } from '@chonail/server/core';
import { migrations } from '../../services/api/src/migrations';
import { eventually, freePort, metricSample as sample, multipartForm, PRODUCTION_PROVIDERS, serviceEnv, ServiceProcess, WORKSPACE_ROOT } from '@chonail/server/testing';

// The production server as the image runs it: `npm run build:server`'s output started by plain
// node (no TypeScript loader), NODE_ENV=production, a fresh database migrated by the separate
// command first, the API and the worker from the entry points the Dockerfile, compose and k8s use.

const { buildServer, ENTRY_POINTS } = require('../build-server.cjs') as {
  buildServer(options?: { log?: (m: string) => void }): string[];
  ENTRY_POINTS: Record<'api' | 'worker' | 'migrate', string>;
};

const dbName = `${new URL(process.env['DATABASE_URL'] as string).pathname.slice(1)}_prod`;
const adminUrl = process.env['DATABASE_URL'] as string;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = mkdtempSync(join(tmpdir(), 'chonail-prod-'));
const remotesFile = join(dataDir, 'remotes.json');

const sms: { to: string; text: string }[] = [];
let vonage: Server;
let env: NodeJS.ProcessEnv;
let api: ServiceProcess | undefined;
let worker: ServiceProcess | undefined;
let apiUrl: string;
let apiMetricsUrl: string;
let workerUrl: string;

function run(entry: string, extra: NodeJS.ProcessEnv = {}, args: string[] = []): ServiceProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', entry, ...args], {
    cwd: WORKSPACE_ROOT,
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new ServiceProcess(child);
}

async function startApi(): Promise<ServiceProcess> {
  const proc = run(ENTRY_POINTS.api);
  await proc.waitForLog((l) => l.msg === 'metrics listening', 60_000);
  return proc;
}

async function startWorker(): Promise<ServiceProcess> {
  const proc = run(ENTRY_POINTS.worker);
  await proc.waitForLog((l) => l.msg === 'metrics listening', 60_000);
  return proc;
}

const text = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  return { status: res.status, headers: res.headers, body: await res.text() };
};

async function signUp(): Promise<string> {
  // A number that can exist (sign-up checks it with libphonenumber-js): 713-641, a random line.
  const phone = `713641${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  const json = { 'content-type': 'application/json' };
  const sent = await fetch(`${apiUrl}/api/auth/send-otp`, { method: 'POST', headers: json, body: JSON.stringify({ phone, password: '4829' }) });
  expect(sent.status).toBe(200);
  const message = await eventually(async () => sms.find((m) => m.to.endsWith(phone)));
  const otp = /\b(\d{6})\b/.exec(message.text)?.[1];
  const done = await fetch(`${apiUrl}/api/auth/complete-registration`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ phone, password: '4829', firstName: 'Lan', lastName: 'Nguyễn', email: `lan${phone}@example.com`, otp }),
  });
  expect(done.status).toBe(201);
  return ((await done.json()) as { token: string }).token;
}

/**
 * `npm run build`'s two halves: the web app in a process of its own (rspack is ESM, which jest's
 * runtime cannot load), the server here. Returns the server files written.
 */
function build(): string[] {
  const script = "require('./tools/build-web.cjs').buildWebIfStale().catch((e) => { console.error(e); process.exit(1); })";
  const web = spawnSync(process.execPath, ['-e', script], { cwd: WORKSPACE_ROOT, encoding: 'utf8' });
  if (web.status !== 0) throw new Error(`web build failed:\n${web.stderr}`);
  return buildServer({ log: () => undefined });
}
let serverFiles: string[] = [];

beforeAll(async () => {
  serverFiles = build();
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}"`);
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();

  // Vonage's SMS endpoint, as far as the sign-up code goes: production has no outbox.
  vonage = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { to, text: message } = JSON.parse(body || '{}') as { to: string; text: string };
      sms.push({ to, text: message });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ 'message-count': '1', messages: [{ to, 'message-id': randomBytes(8).toString('hex'), status: '0' }] }));
    });
  });
  await new Promise<void>((resolve) => vonage.listen(0, '127.0.0.1', resolve));

  const built = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'dist', 'frontends', 'shell', 'remotes.json'), 'utf8')) as Record<string, string>;
  writeFileSync(remotesFile, JSON.stringify({ ...built, browse: 'https://cdn.chonail.test/browse/remoteEntry.js' }));

  const [port, metricsPort, workerMetricsPort] = [await freePort(), await freePort(), await freePort()];
  apiUrl = `http://127.0.0.1:${port}`;
  apiMetricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  workerUrl = `http://127.0.0.1:${workerMetricsPort}`;
  env = serviceEnv({
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://chonail.test',
    SMS_OUTBOX: undefined,
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-prod`,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ...PRODUCTION_PROVIDERS,
    VONAGE_REST_HOST: `http://127.0.0.1:${(vonage.address() as AddressInfo).port}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    WORKER_METRICS_PORT: String(workerMetricsPort),
    DATA_DIR: dataDir,
    WEB_REMOTES_FILE: remotesFile,
    SEED_DEMO_POSTS: '40',
    TRUST_PROXY: 'false',
  });
}, 300_000);

afterAll(async () => {
  await Promise.all([api?.stop('SIGKILL'), worker?.stop('SIGKILL')]);
  await new Promise<void>((resolve) => (vonage ? vonage.close(() => resolve()) : resolve()));
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the production build (NODE_ENV=production, compiled, migrations as a separate step)', () => {
  it('compiles to plain JavaScript that needs only production dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const files = serverFiles;
    const packages = new Set<string>();
    for (const file of files) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/require\("([^"]+)"\)/g)) {
        if (!spec || spec.startsWith('.') || spec.startsWith('node:')) continue;
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string));
      }
    }
    const builtins = new Set(require('node:module').builtinModules as string[]);
    const missing = [...packages].filter((name) => !builtins.has(name) && !manifest.dependencies[name]);
    expect(missing).toEqual([]);
    expect(files.some((f) => f.includes('.spec.') || f.includes('/testing/'))).toBe(false);
    for (const entry of Object.values(ENTRY_POINTS)) expect(files).toContain(join(WORKSPACE_ROOT, entry));
  });

  it('the API refuses to start while migrations are pending, and says what to run', async () => {
    const early = run(ENTRY_POINTS.api);
    expect((await early.exited).code).toBe(1);
    expect(early.output()).toMatch(/migration\(s\) pending .*run the migrate command first/);
  });

  it('the migrate command applies every migration once, and --wait then finds the schema current', async () => {
    const first = run(ENTRY_POINTS.migrate);
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(first.logs.find((l) => l.msg === 'migrations applied')?.['count']).toBe(migrations.length);
    const second = run(ENTRY_POINTS.migrate);
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(second.logs.find((l) => l.msg === 'migrations applied')?.['count']).toBe(0);
    const wait = run(ENTRY_POINTS.migrate, {}, ['--wait', '5']);
    expect(await wait.exited).toEqual({ code: 0, signal: null });
    expect(wait.logs.some((l) => l.msg === 'schema is current')).toBe(true);
  });

  it('serves health, search and the web app, with metrics on their own port only', async () => {
    api = await startApi();
    worker = await startWorker();
    const health = await eventually(async () => {
      const res = await text(`${apiUrl}/api/health`);
      const body = JSON.parse(res.body) as { status: string; worker: { liveWorkers: number } };
      return res.status === 200 && body.worker.liveWorkers > 0 ? body : undefined;
    });
    expect(health.status).toBe('ok');
    expect((await text(`${apiUrl}/api/health/live`)).status).toBe(200);
    expect((await text(`${apiUrl}/api/health/ready`)).status).toBe(200);

    const search = await text(`${apiUrl}/api/job-posts?jobType=hiring`);
    expect(search.status).toBe(200);
    const posts = JSON.parse(search.body) as { jobType: string }[];
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p) => p.jobType === 'hiring')).toBe(true);

    const home = await text(`${apiUrl}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const script = /<script[^>]+src="\/?([^"]+\.[0-9a-f]{8}\.js)"/.exec(home.body)?.[1];
    expect(script).toBeDefined();
    const asset = await text(`${apiUrl}/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The remotes' images (the pictures of empty states) are named by content too, and kept as long.
    const image = readdirSync(join(WORKSPACE_ROOT, 'dist/frontends/browse')).find((name) => /\.[0-9a-f]{8}\.png$/.test(name));
    expect(image).toBeDefined();
    const picture = await fetch(`${apiUrl}/remotes/browse/${image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The mounted manifest, not the built one, and never cached: a remote moved without a rebuild.
    const remotes = await text(`${apiUrl}/remotes.json`);
    expect(remotes.status).toBe(200);
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(remotes.body)).toMatchObject({ browse: 'https://cdn.chonail.test/browse/remoteEntry.js' });

    const metrics = await text(apiMetricsUrl);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
    // The search above, and the home page's list, which the server asked itself to render the page (issue 37).
    expect(sample(metrics.body, 'chonail_http_request_duration_seconds_count', { route: '/api/job-posts', method: 'GET', status: '200' })).toBe(2);
    expect(sample(metrics.body, 'chonail_http_request_duration_seconds_count', { route: '/api/health', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(metrics.body, 'chonail_http_requests_in_flight')).toBe(0);
    // Raw URLs never become labels (one series per post id would grow without end).
    expect(metrics.body).not.toContain('jobType=hiring');
    // The public port has no metrics: whatever routes it (the ingress) cannot expose them.
    const publicMetrics = await text(`${apiUrl}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(publicMetrics.body).not.toContain('chonail_http');
  });

  it('processes an upload on the worker, which reports jobs, queue depths, heartbeat and readiness', async () => {
    const token = await signUp();
    const sessionId = `upload_${Date.now()}_${randomBytes(6).toString('hex')}`;
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
    const form = multipartForm({ sessionId }, [{ name: 'tiem.jpg', type: 'image/jpeg', body: photo }]);
    const uploaded = await fetch(`${apiUrl}/api/upload-media`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: form.payload,
    });
    expect(uploaded.status).toBe(201);
    const ready = await eventually(async () => {
      const res = await fetch(`${apiUrl}/api/media/uploads?sessionId=${sessionId}`, { headers: { authorization: `Bearer ${token}` } });
      const [item] = (await res.json()) as MediaItem[];
      return item && item.status !== 'processing' ? item : undefined;
    }, 30_000);
    expect(ready.status).toBe('ready');
    expect(ready.width).toBeGreaterThan(0);

    const metrics = await text(`${workerUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(sample(metrics.body, 'chonail_jobs_total', { job: JobName.ProcessImage, outcome: 'completed' })).toBe(1);
    expect(sample(metrics.body, 'chonail_job_duration_seconds_count', { job: JobName.ProcessImage, outcome: 'completed' })).toBe(1);
    expect(sample(metrics.body, 'chonail_queue_jobs', { queue: 'media', state: 'waiting' })).toBe(0);
    expect(sample(metrics.body, 'chonail_queue_jobs', { queue: 'maintenance', state: 'failed' })).toBe(0);
    expect(sample(metrics.body, 'chonail_worker_heartbeat_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 30);
    expect((await text(`${workerUrl}/health/live`)).status).toBe(200);
    expect((await text(`${workerUrl}/health/ready`)).status).toBe(200);
    expect((await text(`${workerUrl}/`)).status).toBe(404);
  });

  it('on SIGTERM the API finishes a slow upload already under way, stops taking new connections, and exits 0', async () => {
    const proc = api as ServiceProcess;
    const token = await signUp();
    const sessionId = `upload_${Date.now()}_${randomBytes(6).toString('hex')}`;
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#16a085' } }).jpeg().toBuffer();
    const form = multipartForm({ sessionId }, [{ name: 'cham.jpg', type: 'image/jpeg', body: photo }]);
    const half = Math.floor(form.payload.length / 2);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${apiUrl}/api/upload-media`, {
        method: 'POST',
        headers: { ...form.headers, 'content-length': String(form.payload.length), authorization: `Bearer ${token}` },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write(form.payload.subarray(0, half));
      // The rest arrives after the signal, as from a phone on a slow network.
      void proc.waitForLog((l) => l.msg === 'shutting down').then(() => setTimeout(() => req.end(form.payload.subarray(half)), 1_500));
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    proc.child.kill('SIGTERM');
    await proc.waitForLog((l) => l.msg === 'shutting down');
    // Out of the load balancer: a new connection is refused while the upload is still coming in.
    await eventually(async () => {
      const refused = await fetch(`${apiUrl}/api/health/live`).then(
        () => false,
        () => true,
      );
      return refused || undefined;
    }, 1_000, 50);
    const { status, body } = await answer;
    expect(status).toBe(201);
    expect((JSON.parse(body) as { files: MediaItem[] }).files).toHaveLength(1);
    expect(await proc.exited).toEqual({ code: 0, signal: null });
    api = undefined;
  });

  it('on SIGTERM the worker finishes the running job first, then exits 0', async () => {
    const proc = worker as ServiceProcess;
    const queues = new QueueRegistry(loadConfig(env));
    try {
      const job = await queues.enqueue(JobName.DiagnosticPing, { probeId: randomBytes(8).toString('hex'), holdMs: 2_000 });
      await eventually(async () => ((await job.getState()) === 'active' ? true : undefined), 10_000, 50);
      proc.child.kill('SIGTERM');
      // Draining: no longer ready, so no new work is routed here, but still live.
      await eventually(async () => ((await text(`${workerUrl}/health/ready`)).status === 503 ? true : undefined), 1_500, 50);
      expect(await proc.exited).toEqual({ code: 0, signal: null });
      expect(await job.getState()).toBe('completed');
      const completed = proc.logs.findIndex((l) => l.msg === 'job completed' && l['jobId'] === job.id);
      expect(completed).toBeGreaterThan(-1);
      expect(proc.logs.findIndex((l) => l.msg === 'worker drained')).toBeGreaterThan(completed);
      worker = undefined;
    } finally {
      await queues.onApplicationShutdown();
    }
  });
});
