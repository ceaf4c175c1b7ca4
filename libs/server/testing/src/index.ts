import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';

export const WORKSPACE_ROOT = resolve(__dirname, '..', '..', '..', '..');
const REGISTER = join(WORKSPACE_ROOT, 'tools', 'register.cjs');

export type LogLine = Record<string, unknown> & { msg?: string; level?: string };

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A real API or worker process, started the way `npm start` starts it, with its output captured. */
export class ServiceProcess {
  readonly logs: LogLine[] = [];
  readonly stderr: string[] = [];
  readonly exited: Promise<Exit>;
  private readonly waiters = new Set<() => void>();

  constructor(readonly child: ChildProcess) {
    if (!child.stdout || !child.stderr || child.pid === undefined) throw new Error('service process must be spawned with piped output');
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        this.logs.push(JSON.parse(line) as LogLine);
      } catch {
        this.logs.push({ msg: line, raw: true });
      }
      this.notify();
    });
    createInterface({ input: child.stderr }).on('line', (line) => {
      this.stderr.push(line);
      this.notify();
    });
    this.exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
    void this.exited.then(() => this.notify());
  }

  get pid(): number {
    return this.child.pid as number;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Resolves with the first log line matching `match`; rejects if the process exits or time runs out. */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs = 30_000): Promise<LogLine> {
    return new Promise((resolvePromise, reject) => {
      const check = () => {
        const found = this.logs.find(match);
        if (found) return finish(() => resolvePromise(found));
        if (!this.running) return finish(() => reject(new Error(`process exited first; output:\n${this.output()}`)));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`no matching log line in ${timeoutMs} ms; output:\n${this.output()}`))), timeoutMs);
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        settle();
      };
      this.waiters.add(check);
      check();
    });
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
    if (this.running) this.child.kill(signal);
    return this.exited;
  }

  output(): string {
    return [...this.logs.map((l) => JSON.stringify(l)), ...this.stderr].slice(-40).join('\n');
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

/** A local port nothing listens on: an outside service pointed there is never reached. */
const CLOSED_PORT = 'http://127.0.0.1:9';

/**
 * What production requires of outside services and secrets (env.ts), for a test or benchmark that
 * runs it: a Vonage account for the codes and Stripe keys for payments (production has no test
 * mode), both pointed at a closed local port, so nothing is ever sent (a test that talks to a fake
 * overrides its host), and the pepper that keys PIN hashes.
 */
export const PRODUCTION_PROVIDERS = {
  VONAGE_API_KEY: 'k7f3a9d2',
  VONAGE_API_SECRET: randomBytes(12).toString('hex'),
  VONAGE_REST_HOST: CLOSED_PORT,
  STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString('hex')}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(12).toString('hex')}`,
  STRIPE_PUBLISHABLE_KEY: `pk_test_${randomBytes(12).toString('hex')}`,
  STRIPE_API_URL: CLOSED_PORT,
  PIN_PEPPER: `1:${randomBytes(32).toString('base64url')}`,
} as const;

/** Environment for a child process: the run's database and Redis, plus overrides (undefined removes). */
export function serviceEnv(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  // A benchmark runs outside jest's setup, so it gets a secret of its own as `npm start` would.
  const env: NodeJS.ProcessEnv = {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SMS_OUTBOX: 'true',
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    // Fixed metrics ports would collide between the processes a test starts; a test that reads them sets its own.
    METRICS_PORT: '0',
    WORKER_METRICS_PORT: '0',
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/**
 * The API or the worker as a process of its own: from the TypeScript sources, or with `compiled`
 * the build's JavaScript under dist/server (npm run build:server), as production runs it.
 */
export function startService(name: 'api' | 'worker', env: NodeJS.ProcessEnv, { compiled = false }: { compiled?: boolean } = {}): ServiceProcess {
  const args = compiled
    ? [join(WORKSPACE_ROOT, (require(join(WORKSPACE_ROOT, 'tools', 'build-server.cjs')) as { ENTRY_POINTS: Record<string, string> }).ENTRY_POINTS[name] as string)]
    : ['-r', REGISTER, join(WORKSPACE_ROOT, 'services', name, 'src', 'main.ts')];
  return new ServiceProcess(spawn(process.execPath, args, { cwd: WORKSPACE_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] }));
}

export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePromise(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `probe` until it returns a value other than undefined. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function getJson<T = Record<string, unknown>>(url: string, init?: RequestInit): Promise<JsonResponse<T>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}
/**
 * Runs `work` on a PostgreSQL connection to the run's database (DATABASE_URL), or to another
 * database of the same server (`postgres` to create or drop one), and closes it afterwards.
 */
export async function withDb<T>(work: (db: Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(process.env['DATABASE_URL'] as string);
  if (database) url.pathname = `/${database}`;
  const db = new Client({ connectionString: url.toString() });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

export * from './browser';
export * from './offline-web';
export * from './multipart';

/**
 * One sample of a Prometheus text exposition whose labels include `labels`, e.g.
 * `metricSample(text, 'chonail_jobs_total', { job: 'media-process-image' })`; undefined when absent.
 */
export function metricSample(exposition: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of exposition.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const got = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(match[3]);
  }
  return undefined;
}
