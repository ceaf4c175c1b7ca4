'use strict';
// `npm start`: the whole product on one machine. Finds or starts PostgreSQL and Redis, builds the
// web app if its sources changed, starts the API (which runs the migrations and serves the web app),
// waits until it is ready, starts the worker, prints the URL, and on Ctrl-C or SIGTERM stops
// everything it started, in reverse order, leaving no process behind.
// `npm run dev` (--dev): the same, but the web app is served by rspack dev servers instead.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { InfraError, resolvePostgres, resolveRedis } = require('./infra.cjs');
const { buildWebIfStale } = require('./build-web.cjs');
const { DEV_PORTS, WEB_APPS } = require('./rspack/paths.cjs');

const root = path.resolve(__dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR || '.data');
const host = process.env.HOST || '127.0.0.1';
const port = process.env.PORT || '3000';
const READY_TIMEOUT_MS = 90_000;
const CHILD_STOP_GRACE_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || 30_000) + 5_000;

const dev = process.argv.includes('--dev');
const log = (message) => process.stdout.write(`[start] ${message}\n`);
const children = new Map();
const infra = [];
let stopping = false;

function spawnService(name, env, args = ['-r', path.join(root, 'tools', 'register.cjs'), path.join(root, 'services', name, 'src', 'main.ts')]) {
  // Own process group, so a terminal Ctrl-C reaches only this supervisor, which then stops the
  // services in order (worker drains before the API and the stores go away).
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  children.set(name, { child, exited });
  return { child, exited };
}

async function stopChild(name) {
  const entry = children.get(name);
  if (!entry) return;
  const { child, exited } = entry;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    log(`${name} did not stop within ${CHILD_STOP_GRACE_MS} ms; killing it`);
    child.kill('SIGKILL');
  }, CHILD_STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  for (const app of WEB_APPS) await stopChild(`web-${app}`);
  await stopChild('worker');
  await stopChild('api');
  for (const service of infra.reverse()) await service.stop().catch(() => undefined);
  log('stopped');
  process.exit(code);
}

async function waitForReady(url, apiExited) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  void apiExited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * A local run signs tokens with a random secret made on the first start and kept in the data
 * directory, readable by this user only, so sign-ins survive restarts and no secret is published.
 */
function localJwtSecret() {
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    log(`generated a JWT secret in ${file}`);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** What a local run needs beyond the environment: a secret, and the SMS outbox unless Vonage is set up. */
function localDefaults() {
  if (process.env.NODE_ENV === 'production') return {};
  return {
    ...(process.env.VONAGE_API_KEY ? {} : { SMS_OUTBOX: 'true' }),
    ...(process.env.JWT_SECRET ? {} : { JWT_SECRET: localJwtSecret() }),
  };
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));
  // If whoever started us is gone without a signal reaching us (its parent was killed outright),
  // stop too rather than leave the services running unattended.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && void shutdown(0), 1_000).unref();

  const postgres = await resolvePostgres({ dataDir, dbName: 'chonail', envUrl: process.env.DATABASE_URL, log });
  infra.push(postgres);
  log(`database: ${postgres.source}`);
  const redis = await resolveRedis({ dataDir, envUrl: process.env.REDIS_URL });
  infra.push(redis);
  log(`redis: ${redis.source}`);
  if (stopping) return;
  if (!dev) {
    try {
      await buildWebIfStale({ log });
    } catch (error) {
      log(`the web app did not build:\n${error.message}`);
      return shutdown(1);
    }
  }

  // A first start fills an empty database with demo listings, so there is something to browse.
  const env = { SEED_DEMO_POSTS: '300', ...localDefaults(), ...process.env, DATABASE_URL: postgres.url, REDIS_URL: redis.url, HOST: host, PORT: port, DATA_DIR: dataDir };
  const api = spawnService('api', env);
  void api.exited.then(({ code, signal }) => {
    if (stopping) return;
    log(`the API stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything`);
    void shutdown(1);
  });
  const localHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const baseUrl = `http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${port}`;
  if (!(await waitForReady(`${baseUrl}/api/health/ready`, api.exited))) {
    if (!stopping) {
      log(`the API did not become ready within ${READY_TIMEOUT_MS / 1000} s`);
      await shutdown(1);
    }
    return;
  }

  const worker = spawnService('worker', env);
  void worker.exited.then(({ code, signal }) => {
    if (stopping) return;
    log(`the worker stopped (${signal ?? `exit code ${code}`}); the API keeps serving and /api/health reports the worker down`);
  });
  log(`api pid ${api.child.pid}, worker pid ${worker.child.pid}`);
  let webUrl = baseUrl;
  if (dev) {
    const rspackCli = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
    for (const app of WEB_APPS) {
      const config = path.join(root, 'frontends', app, 'rspack.config.cjs');
      const server = spawnService(`web-${app}`, env, [rspackCli, 'serve', '-c', config, '--mode', 'development']);
      void server.exited.then(({ code, signal }) => {
        if (stopping) return;
        log(`the ${app} dev server stopped (${signal ?? `exit code ${code}`}); stopping everything`);
        void shutdown(1);
      });
    }
    webUrl = `http://127.0.0.1:${DEV_PORTS.shell}`;
  }
  log(`Chợ Nail is running at ${webUrl}  (status: ${baseUrl}/api/health, API docs: ${baseUrl}/api/docs). Ctrl-C stops it.`);
}

main().catch(async (error) => {
  process.stderr.write(`${error instanceof InfraError ? error.message : (error && error.stack) || error}\n`);
  await shutdown(1);
});
