import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { QueueEvents } from 'bullmq';
import { Client } from 'pg';
import { ZodError } from 'zod';
import { JobName, type DiagnosticPingResult, type Health } from '@chonail/shared/contracts';
import { bullConnection, bullPrefix, loadConfig, QueueRegistry, type AppConfig } from '@chonail/server/core';
import { eventually, freePort, getJson, isAlive, serviceEnv, startService, WORKSPACE_ROOT, type ServiceProcess } from '@chonail/server/testing';

// Short heartbeat so "stale" is reached in seconds; the rule is the same as with the defaults.
const HEARTBEAT = { WORKER_HEARTBEAT_INTERVAL_MS: '300', WORKER_HEARTBEAT_TIMEOUT_MS: '1500' };
const env = serviceEnv({ ...HEARTBEAT, REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-worker` });
const config: AppConfig = loadConfig(env);

let api: ServiceProcess;
let baseUrl: string;
let queues: QueueRegistry;
let events: QueueEvents;
const workers: ServiceProcess[] = [];

async function startWorker(): Promise<ServiceProcess> {
  const worker = startService('worker', env);
  workers.push(worker);
  await worker.waitForLog((l) => l.msg === 'worker started');
  return worker;
}

const health = () => getJson<Health>(`${baseUrl}/api/health`);

/** `npm run queue:ping`, the operator's end-to-end check of the queue path. */
function queuePing(waitMs: number) {
  const script = join(WORKSPACE_ROOT, 'services', 'worker', 'src', 'queue-ping.ts');
  return spawnSync(process.execPath, ['-r', join(WORKSPACE_ROOT, 'tools', 'register.cjs'), script, '--wait-ms', String(waitMs)], {
    cwd: WORKSPACE_ROOT,
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

beforeAll(async () => {
  const port = await freePort();
  api = startService('api', { ...env, PORT: String(port) });
  await api.waitForLog((l) => l.msg === 'api listening');
  baseUrl = `http://127.0.0.1:${port}`;
  queues = new QueueRegistry(config);
  events = new QueueEvents('maintenance', { connection: bullConnection(config, 'worker'), prefix: bullPrefix(config) });
  await events.waitUntilReady();
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop('SIGKILL')));
  await api?.stop();
  await events?.close();
  await queues?.onApplicationShutdown();
});

describe('API with database and Redis', () => {
  it('ran the migrations before listening', async () => {
    const client = new Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT name FROM migrations');
      expect(rows.map((r) => r.name)).toContain('SearchExtensions1763830000000');
      const ext = await client.query(`SELECT extname FROM pg_extension WHERE extname IN ('unaccent', 'pg_trgm') ORDER BY 1`);
      expect(ext.rows.map((r) => r.extname)).toEqual(['pg_trgm', 'unaccent']);
    } finally {
      await client.end();
    }
  });

  it('is live and ready without any worker, and reports the worker down by name', async () => {
    expect((await getJson(`${baseUrl}/api/health/live`)).body).toEqual({ status: 'live' });
    const ready = await getJson(`${baseUrl}/api/health/ready`);
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready', database: 'up', redis: 'up' } });
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'degraded',
      database: { status: 'up' },
      redis: { status: 'up' },
      worker: { status: 'down', lastHeartbeatAt: null, liveWorkers: 0 },
      queues: { maintenance: { waiting: 0, active: 0, delayed: 0, failed: 0 } },
    });
  });
});

describe('worker process', () => {
  it('processes a job enqueued through the queue registry, in its own process', async () => {
    const worker = await startWorker();
    const up = await eventually(async () => {
      const { body } = await health();
      return body.worker.status === 'up' ? body : undefined;
    });
    expect(up.status).toBe('ok');
    expect(up.worker.liveWorkers).toBe(1);
    expect(Date.parse(up.worker.lastHeartbeatAt ?? '')).toBeGreaterThan(Date.now() - 5_000);

    const probeId = randomUUID();
    const job = await queues.enqueue(JobName.DiagnosticPing, { probeId });
    const result = (await job.waitUntilFinished(events, 15_000)) as DiagnosticPingResult;
    expect(result).toMatchObject({ probeId, pid: worker.pid });
    expect(result.pid).not.toBe(process.pid);
    // The worker's own hourly sweep runs at boot too: look for this job's line. The queue's event can
    // arrive before the worker's stdout is read, so wait for the line rather than expect it already.
    expect(await worker.waitForLog((l) => l.msg === 'job completed' && l['jobId'] === job.id, 10_000)).toMatchObject({ jobName: JobName.DiagnosticPing });
  });

  it('answers `npm run queue:ping` from the running worker', () => {
    const ping = queuePing(10_000);
    expect(ping.status).toBe(0);
    expect(JSON.parse(ping.stdout)).toMatchObject({ ok: true, pid: workers[0]?.pid });
  });

  it('refuses to enqueue a payload its schema rejects', async () => {
    // The contract's own refusal, naming both bad fields, not any failure (a closed connection would throw too).
    const refused = await queues.enqueue(JobName.DiagnosticPing, { probeId: '', holdMs: -1 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ZodError);
    expect((refused as ZodError).issues.map((issue) => issue.path.join('.')).sort()).toEqual(['holdMs', 'probeId']);
  });

  it('is reported down once its heartbeat is stale, while readiness stays 200', async () => {
    await workers[0]?.stop('SIGKILL');
    const down = await eventually(async () => {
      const { body } = await health();
      return body.worker.status === 'down' ? body : undefined;
    }, 10_000);
    expect(down.status).toBe('degraded');
    expect(down.worker.heartbeatAgeMs).toBeGreaterThan(1_500);
    expect(down.worker.lastHeartbeatAt).not.toBeNull();
    const ready = await getJson(`${baseUrl}/api/health/ready`);
    expect(ready.status).toBe(200);

    // The worker's scheduled jobs (media sweep, alert texts, expiry reminders) run at boot and every
    // minute: one killed mid-run stays active until a live worker's stall check, and there is none.
    const activeAtKill = (await health()).body.queues.maintenance?.active ?? 0;
    const ping = queuePing(1_000);
    expect(ping.status).toBe(1);
    expect(ping.stderr).toContain('No worker answered within 1 s');
    // The unanswered ping leaves nothing behind.
    const { body } = await health();
    expect(body.queues.maintenance).toMatchObject({ waiting: 0, active: activeAtKill });
  });

  it('on SIGTERM finishes the running job, then exits 0', async () => {
    const worker = await startWorker();
    const probeId = randomUUID();
    const job = await queues.enqueue(JobName.DiagnosticPing, { probeId, holdMs: 2_500 });
    await eventually(async () => ((await job.getState()) === 'active' ? true : undefined), 10_000, 50);
    worker.child.kill('SIGTERM');
    const finished = job.waitUntilFinished(events, 15_000) as Promise<DiagnosticPingResult>;
    const exit = await worker.exited;
    const result = await finished;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(result).toMatchObject({ probeId, pid: worker.pid });
    // Held the whole time, not cut short by the shutdown (a timer may fire 1 ms early by Date.now: CI saw 2499).
    expect(result.heldMs).toBeGreaterThanOrEqual(2_499);
    const drained = worker.logs.findIndex((l) => l.msg === 'worker drained');
    const completed = worker.logs.findIndex((l) => l.msg === 'job completed' && l['jobId'] === job.id);
    expect(completed).toBeGreaterThan(-1);
    expect(drained).toBeGreaterThan(completed);
    expect(isAlive(worker.pid)).toBe(false);
    // A clean exit removes its heartbeat at once instead of waiting to go stale.
    const { body } = await health();
    expect(body.worker.liveWorkers).toBe(0);
  });
});
