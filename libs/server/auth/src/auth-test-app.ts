import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { CoreModule, coreMigrations, createHttpApp, JsonLogger, loadConfig, runMigrations } from '@chonail/server/core';
import { AuthModule } from './auth.module';
import { authMigrations } from './migrations';
import { staffCodeFor } from './testing/staff-codes';

export interface AuthAppOptions {
  /** Environment on top of the run's (e.g. TRUST_PROXY, ADMIN_PHONE, another DATABASE_URL). */
  env?: Record<string, string>;
  /** When given, info and above are logged here instead of errors only to stdout. */
  logLines?: Array<Record<string, unknown>>;
  /** Feature modules to run beside auth (e.g. listings), and their migrations. */
  modules?: Array<Type<unknown> | DynamicModule>;
  migrations?: Array<new () => unknown>;
}

/** The auth module in a real Nest/Fastify app on the run's database and Redis, for the auth tests. */
export async function startAuthApp(prefixSuffix: string, { env = {}, logLines, modules = [], migrations = [] }: AuthAppOptions = {}) {
  const config = loadConfig({ ...process.env, REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-${prefixSuffix}`, ...env });
  const logger = logLines
    ? new JsonLogger({ service: 'api', level: 'info', write: (line) => logLines.push(JSON.parse(line)) })
    : new JsonLogger({ service: 'api', level: 'error' });

  @Module({})
  class TestAppModule {
    static forRoot(): DynamicModule {
      return {
        module: TestAppModule,
        imports: [
          CoreModule.forRoot({ config, logger, version: 'test', migrations: [...coreMigrations, ...authMigrations, ...migrations] }),
          AuthModule.forRoot(config),
          ...modules,
        ],
      };
    }
  }

  const app: NestFastifyApplication = await createHttpApp(TestAppModule.forRoot(), { config, logger });
  const data = app.get(DataSource);
  await runMigrations(data, logger);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();

  const post = (url: string, payload: object, ip = '10.0.0.1', headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });

  async function outbox(phone: string): Promise<Array<{ code: string; text: string; purpose: string }>> {
    const res = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}` });
    if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}`);
    return res.json();
  }

  /** Registers a new account through the real calls; returns its phone, PIN and the tokens. */
  async function register(pin = '4829') {
    const { phone, ip } = newClient();
    await post('/api/auth/send-otp', { phone, password: pin }, ip);
    const [sms] = await outbox(phone);
    const res = await post('/api/auth/complete-registration', { phone, password: pin, otp: sms?.code }, ip);
    if (res.statusCode !== 201) throw new Error(`registration answered ${res.statusCode}: ${res.body}`);
    return { phone, pin, ip, ...(res.json() as { token: string; refreshToken: string; user: { id: number } }) };
  }

  /** Signs in through the real call; a staff account made by the testing createOrPromoteAdmin sends its next code. */
  const login = async (phone: string, password: string, ip = newClient().ip) => {
    const totp = await staffCodeFor(phone);
    const res = await post('/api/auth/login', { phone, password, ...(totp ? { totp } : {}) }, ip);
    if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
    return res.json() as { token: string; refreshToken: string; user: { id: number; role: string } };
  };

  /** GET with a bearer token. */
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: '10.0.0.1' });

  const refresh = (refreshToken: string) => post('/api/auth/refresh-token', { refreshToken }, newClient().ip);

  return { app, config, data, post, get, outbox, register, login, refresh };
}

/** Numbers each test file may hand out before it takes another block. */
const BLOCK = 1_000;
let block = -1;
let used = BLOCK;

/**
 * The next number of the run, unique across its test files and processes: each file takes a block of
 * BLOCK numbers by creating its directory under the run's folder (mkdir either creates or fails, so
 * two files never take the same block), then counts within it. The run's database is its own, so
 * numbers need only be unique within the run.
 */
function nextNumber(): number {
  if (used === BLOCK) {
    const runDir = join(tmpdir(), 'chonail-test-infra', `clients-${process.env['REDIS_PREFIX'] ?? 'local'}`);
    mkdirSync(runDir, { recursive: true });
    for (let candidate = block + 1; ; candidate += 1) {
      try {
        mkdirSync(join(runDir, String(candidate)));
        block = candidate;
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    used = 0;
  }
  return block * BLOCK + used++;
}

/**
 * A phone and a client address of the test's own, so limits never leak between tests and no two
 * registrations of a run share a phone. Area code 201, exchanges from 200 up (555 skipped: the
 * browser tests' fixed phones use it), four-digit lines; addresses 10.200.y.z and up from the same
 * number (the tests' fixed addresses are below 10.100).
 */
export function newClient() {
  const n = nextNumber();
  let exchange = 200 + Math.floor(n / 10_000);
  if (exchange >= 555) exchange += 1;
  if (exchange > 999) throw new Error('newClient: the run used every test phone');
  const line = String(n % 10_000).padStart(4, '0');
  return {
    phone: `+1201${exchange}${line}`,
    typed: `(201) ${exchange}-${line}`,
    ip: `10.${200 + (Math.floor(n / (254 * 256)) % 56)}.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`,
  };
}

/**
 * One auth app for a whole spec file: started before its tests, closed after them. Call at the top
 * level; the calls delegate to the app once it is up, and `app`/`data` are read when a test runs.
 */
export function useAuthApp(prefixSuffix: string, options: AuthAppOptions = {}) {
  let current: AuthApp | undefined;
  beforeAll(async () => {
    current = await startAuthApp(prefixSuffix, options);
  });
  afterAll(() => current?.app.close());
  const started = (): AuthApp => {
    if (!current) throw new Error('useAuthApp: the app is used before beforeAll started it');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get data() {
      return started().data;
    },
    get config() {
      return started().config;
    },
    post: (...args: Parameters<AuthApp['post']>) => started().post(...args),
    get: (...args: Parameters<AuthApp['get']>) => started().get(...args),
    outbox: (...args: Parameters<AuthApp['outbox']>) => started().outbox(...args),
    register: (...args: Parameters<AuthApp['register']>) => started().register(...args),
    login: (...args: Parameters<AuthApp['login']>) => started().login(...args),
    refresh: (...args: Parameters<AuthApp['refresh']>) => started().refresh(...args),
  };
}

type AuthApp = Awaited<ReturnType<typeof startAuthApp>>;
