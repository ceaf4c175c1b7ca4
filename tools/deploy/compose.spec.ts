import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { ConfigError, envSchema, loadConfig } from '@chonail/server/core';
import {
  activeValues,
  COMPOSE_ONLY_SECRETS,
  composeRules,
  containerEnvironment,
  envCoverage,
  environmentOf,
  envMatchesCompose,
  envPlaceholders,
  lintCompose,
  parseEnvFile,
  rawComposeRules,
  replacePlaceholders,
  type ComposeFile,
  type ComposeRuleName,
  type ComposeService,
} from './compose-rules';
import { ENTRY_POINTS, keyValues, parseDockerfile } from './dockerfile-rules';

// docker-compose.yml and .env.example, without a Docker engine: Debian's docker-compose 1.29 validates
// and normalizes the file (`config` needs no engine), then our rules check what it means; .env.example
// goes through the app's real config loader.

const root = resolve(__dirname, '..', '..');
const fixtures = join(__dirname, 'fixtures', 'compose');
const read = (...path: string[]) => readFileSync(join(...path), 'utf8');
const INSTALL = 'apt-get install -y --no-install-recommends docker-compose';

/**
 * `docker-compose [args] config` in `dir`, with a clean environment so nothing from this shell (the
 * test run's DATABASE_URL...) is substituted into the file. Fails, never skips, without the binary.
 */
function composeConfig(dir: string, args: string[] = [], file = 'docker-compose.yml'): string {
  try {
    return execFileSync('docker-compose', ['-f', file, ...args, 'config'], {
      cwd: dir,
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: dir, LANG: 'C.UTF-8' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 30_000,
    });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string; status?: number };
    if (e.code === 'ENOENT') {
      throw new Error(`docker-compose is not installed; these checks need Debian's docker-compose 1.29 (no engine): ${INSTALL}`, { cause: error });
    }
    throw new Error(`docker-compose config failed (exit ${e.status}): ${e.stderr ?? e.message}`, { cause: error });
  }
}

/** The image's ENV (what every container starts with before env_file). */
function imageEnvironment(): Record<string, string> {
  const file = parseDockerfile(read(root, 'Dockerfile'));
  const runtime = file.stages[file.stages.length - 1];
  return Object.fromEntries(
    (runtime?.instructions ?? []).filter((i) => i.keyword === 'ENV').flatMap((i) => keyValues(i).map(([k, v]) => [k, v ?? ''] as const)),
  );
}

const randomSecret = () => randomBytes(24).toString('hex');

/** The problems loadConfig reports for an environment, or [] when it accepts it. */
function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

const composeText = read(root, 'docker-compose.yml');
const envText = read(root, '.env.example');
const envFile = parseEnvFile(envText);
let workDir: string;
let normalized: ComposeFile;
let withProfiles: ComposeFile;

beforeAll(() => {
  // docker-compose reads .env beside the file (for ${...} and env_file); CI has only .env.example,
  // and a developer's own .env must not be read (or printed): a throwaway copy of the two files.
  workDir = mkdtempSync(join(tmpdir(), 'chonail-compose-'));
  copyFileSync(join(root, 'docker-compose.yml'), join(workDir, 'docker-compose.yml'));
  copyFileSync(join(root, '.env.example'), join(workDir, '.env'));
  normalized = parse(composeConfig(workDir)) as ComposeFile;
  withProfiles = parse(composeConfig(workDir, ['--profile', 'minio', '--profile', 'translate'])) as ComposeFile;
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('docker-compose.yml', () => {
  it('is valid for Debian docker-compose 1.29, by default and with the minio and translate profiles', () => {
    expect(Object.keys(normalized.services ?? {}).sort()).toEqual(['api', 'libretranslate', 'migrate', 'minio', 'minio-init', 'postgres', 'redis', 'worker']);
    expect(withProfiles.services?.['minio']?.profiles).toEqual(['minio']);
    expect(withProfiles.services?.['libretranslate']?.profiles).toEqual(['translate']);
  });

  it('passes every rule, as docker-compose normalizes it', () => {
    expect(lintCompose(normalized)).toEqual([]);
    expect(lintCompose(withProfiles)).toEqual([]);
  });

  it('passes the rules on the file as written', () => {
    expect(rawComposeRules(parse(composeText, { merge: true }) as ComposeFile)).toEqual([]);
  });

  it('gives the app containers the .env settings exactly as .env.example writes them', () => {
    const values = activeValues(envFile);
    for (const name of ['api', 'worker', 'migrate']) {
      const env = environmentOf(normalized.services?.[name]);
      const overridden = new Set<string>([...COMPOSE_ONLY_SECRETS, ...(name === 'worker' ? ['SHUTDOWN_TIMEOUT_MS'] : [])]);
      for (const [key, value] of Object.entries(values)) if (!overridden.has(key)) expect([name, key, env[key]]).toEqual([name, key, value]);
    }
    expect(environmentOf(normalized.services?.['worker'])['SHUTDOWN_TIMEOUT_MS']).toBe('120000');
  });

  it('runs the entry points the build produces', () => {
    const command = (name: string) => normalized.services?.[name]?.command;
    expect(command('api')).toEqual(['node', ENTRY_POINTS.api]);
    expect(command('worker')).toEqual(['node', ENTRY_POINTS.worker]);
    expect(command('migrate')).toEqual(['node', ENTRY_POINTS.migrate]);
  });

  it('a top-level name: is refused by docker-compose 1.29 and by our rule', () => {
    expect(() => composeConfig(fixtures, [], 'top-level-name.yml')).toThrow(/docker-compose config failed/);
    const problems = rawComposeRules(parse(read(fixtures, 'top-level-name.yml')) as ComposeFile);
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/top-level name:/), expect.stringMatching(/version: 2\.4/)]));
  });

  it('floating or missing image tags are caught', () => {
    const problems = composeRules.imagesPinned(parse(read(fixtures, 'unpinned-images.yml')) as ComposeFile);
    expect(problems).toEqual([
      expect.stringMatching(/^postgres: image postgres:latest is not pinned/),
      expect.stringMatching(/^redis: image redis is not pinned/),
      expect.stringMatching(/^cache: image redis:7 is not pinned/),
      expect.stringMatching(/^api: no image/),
    ]);
  });
});

describe('each compose rule catches a broken variant', () => {
  type Services = Record<string, ComposeService>;
  const svc = (c: ComposeFile, name: string) => (c.services as Services)[name] as ComposeService;
  const mutations: [ComposeRuleName, string, (c: ComposeFile) => void, RegExp][] = [
    ['imagesPinned', 'worker on latest', (c) => void (svc(c, 'worker').image = 'chonail:latest'), /worker: image chonail:latest/],
    ['healthchecks', 'api without healthcheck', (c) => void delete svc(c, 'api').healthcheck, /api: no healthcheck/],
    ['healthchecks', 'worker checked on the API path', (c) => void (svc(c, 'worker').healthcheck = { test: ['CMD', 'true'] }), /worker: healthcheck/],
    ['redisDurability', 'redis that may evict', (c) => void (svc(c, 'redis').command = ['redis-server', '--maxmemory-policy', 'allkeys-lru']), /noeviction[\s\S]*appendonly/],
    [
      'startOrder',
      'api started before migrations finish',
      (c) => void (svc(c, 'api').depends_on = { postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' }, migrate: { condition: 'service_started' } }),
      /api: depends_on migrate must be condition service_completed_successfully \(has service_started\)/,
    ],
    ['migrate', 'migrate running the API', (c) => void (svc(c, 'migrate').command = ['node', ENTRY_POINTS.api]), /migrate: command/],
    ['migrate', 'migrate restarting forever', (c) => void (svc(c, 'migrate').restart = 'always'), /restart must be "no"/],
    ['api', 'api port not published', (c) => void delete svc(c, 'api').ports, /container port 3000 is not published/],
    [
      'worker',
      'worker with a name, a port and migrations',
      (c) => {
        Object.assign(svc(c, 'worker'), { container_name: 'worker', command: ['sh', '-c', `node ${ENTRY_POINTS.migrate} && node ${ENTRY_POINTS.worker}`] });
      },
      /container_name[\s\S]*runs migrations/,
    ],
    ['publishedPorts', 'postgres on the host', (c) => void (svc(c, 'postgres').ports = [{ target: 5432, published: 5432 }]), /postgres: publishes container port 5432/],
    [
      'workerOutlastsMediaJobs',
      'worker drain shorter than a media job',
      (c) => void (svc(c, 'worker').environment = { ...environmentOf(svc(c, 'worker')), SHUTDOWN_TIMEOUT_MS: '60000' }),
      /worker: SHUTDOWN_TIMEOUT_MS 60000 is shorter than the longest media job \(112000 ms\)/,
    ],
    ['stopGracePeriod', 'worker killed before its drain ends', (c) => void (svc(c, 'worker').stop_grace_period = '30s'), /worker: stop_grace_period 30s must exceed SHUTDOWN_TIMEOUT_MS 120000/],
    [
      'appHardening',
      'writable, privileged api',
      (c) => {
        Object.assign(svc(c, 'api'), { read_only: false, cap_drop: [], security_opt: [], tmpfs: [] });
      },
      /api: read_only[\s\S]*tmpfs[\s\S]*cap_drop[\s\S]*no-new-privileges/,
    ],
    ['appEnvironment', 'postgres password in the api', (c) => void ((svc(c, 'api').environment as Record<string, string>)['POSTGRES_PASSWORD'] = 'change-me-postgres'), /api: receives POSTGRES_PASSWORD/],
    ['volumes', 'worker media on its own volume', (c) => void (svc(c, 'worker').volumes = ['worker-media:/data']), /worker: \/data is not on a named volume/],
    ['profiles', 'minio started by default', (c) => void delete svc(c, 'minio').profiles, /minio: must be in profile minio/],
    [
      'profiles',
      'api depending on a profiled service',
      (c) => void ((svc(c, 'api').depends_on as Record<string, { condition: string }>)['minio-init'] = { condition: 'service_completed_successfully' }),
      /api: depends on minio-init, which only starts with --profile minio/,
    ],
  ];

  it('every rule has at least one broken variant', () => {
    expect([...new Set(mutations.map(([rule]) => rule))].sort()).toEqual(Object.keys(composeRules).sort());
  });

  it.each(mutations)('%s: %s', (rule, _what, mutate, message) => {
    const broken = structuredClone(withProfiles);
    mutate(broken);
    expect(composeRules[rule](broken).join('\n')).toMatch(message);
    expect(composeRules[rule](withProfiles)).toEqual([]);
  });

  it('a worker whose health port is off is caught', () => {
    const broken = structuredClone(normalized);
    (svc(broken, 'worker').environment as Record<string, string>)['WORKER_METRICS_PORT'] = '0';
    expect(composeRules.appEnvironment(broken)).toEqual([expect.stringMatching(/WORKER_METRICS_PORT=0/)]);
  });

  it('raw-file rules catch a missing env_file and a hard-coded host port', () => {
    const raw = parse(composeText, { merge: true }) as ComposeFile;
    delete svc(raw, 'worker').env_file;
    svc(raw, 'api').ports = ['3000:3000'];
    expect(rawComposeRules(raw)).toEqual([expect.stringMatching(/worker: env_file must be \.env/), expect.stringMatching(/HTTP_PORT/)]);
  });
});

describe('.env.example', () => {
  it('is plain NAME=value lines both of docker-compose\'s readers agree on', () => {
    expect(envFile.problems).toEqual([]);
    expect(parseEnvFile('A="quoted"\nB=has space\nC=$HOME\nnot a line\nA=again\n').problems).toHaveLength(5);
  });

  it('mentions every variable the config schema knows, and the compose-only ones', () => {
    const schemaNames = Object.keys(envSchema.shape);
    expect(schemaNames).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET', 'METRICS_PORT', 'WORKER_METRICS_PORT', 'METRICS_HOST', 'WEB_REMOTES_FILE']));
    const composeOnly = ['CHONAIL_IMAGE', 'HTTP_PORT', 'POSTGRES_PASSWORD', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD'];
    expect(envCoverage(envFile, [...schemaNames, ...composeOnly, 'FFMPEG_PATH', 'FFPROBE_PATH'])).toEqual([]);
    const withoutOne = parseEnvFile(envText.replace(/^WORKER_CONCURRENCY=.*\n/m, ''));
    expect(envCoverage(withoutOne, schemaNames)).toEqual([expect.stringMatching(/does not mention WORKER_CONCURRENCY/)]);
  });

  it('holds only change-me-... placeholders for secrets', () => {
    expect(envPlaceholders(envFile)).toEqual([]);
    const real = parseEnvFile(envText.replace(/^JWT_SECRET=.*$/m, 'JWT_SECRET=9f8e7d6c5b4a39281706f5e4d3c2b1a0ffeeddcc').replace('chonail:change-me-postgres@', 'chonail:hunter2@'));
    expect(envPlaceholders(real)).toEqual([expect.stringMatching(/JWT_SECRET must be blank or a change-me-/), expect.stringMatching(/DATABASE_URL's password/)]);
  });

  it('fits docker-compose.yml: declares every ${VAR} it uses, and the database password agrees', () => {
    expect(envMatchesCompose(envFile, composeText)).toEqual([]);
    const drifted = parseEnvFile(envText.replace(/^POSTGRES_PASSWORD=.*$/m, 'POSTGRES_PASSWORD=change-me-other'));
    expect(envMatchesCompose(drifted, `${composeText}\n# \${UNDECLARED_THING}\n`)).toEqual([
      expect.stringMatching(/uses \$\{UNDECLARED_THING\}/),
      "DATABASE_URL's password differs from POSTGRES_PASSWORD",
    ]);
  });

  it('is refused in production as it stands: the API does not boot on placeholders', () => {
    const env = containerEnvironment(imageEnvironment(), envFile);
    expect(env['NODE_ENV']).toBe('production');
    const problems = configProblems(env);
    for (const name of ['JWT_SECRET', 'PIN_PEPPER', 'VONAGE_API_KEY', 'VONAGE_API_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY', 'DATABASE_URL']) {
      expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${name}: `))]));
    }
    // Only the placeholders are wrong: every refused variable holds one.
    for (const problem of problems) expect(env[problem.split(':')[0] ?? '']).toMatch(/change-me-/);
  });

  it('is accepted once the placeholders are replaced by real secrets (otherwise valid as written)', () => {
    const config = loadConfig(replacePlaceholders(containerEnvironment(imageEnvironment(), envFile), randomSecret));
    expect(config).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: 3000, DATA_DIR: '/data', METRICS_HOST: '0.0.0.0', SMS_OUTBOX: false });
    expect(config.S3_BUCKET).toBeUndefined();
  });

  it('with the MinIO lines uncommented: refused with placeholders, accepted with secrets, media in the bucket', () => {
    const env = containerEnvironment(imageEnvironment(), envFile, /^S3_/);
    expect(configProblems(env)).toEqual(expect.arrayContaining([expect.stringMatching(/^S3_SECRET_ACCESS_KEY: is a placeholder/)]));
    const config = loadConfig(replacePlaceholders(env, randomSecret));
    expect(config).toMatchObject({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'chonail-media', S3_FORCE_PATH_STYLE: true });
  });

  it('the api, worker and migrate containers, as compose sets them up, boot once the placeholders are replaced', () => {
    for (const name of ['api', 'worker', 'migrate']) {
      const env = { ...imageEnvironment(), ...environmentOf(normalized.services?.[name]) };
      expect(configProblems(env).length).toBeGreaterThan(0);
      expect([name, configProblems(replacePlaceholders(env, randomSecret))]).toEqual([name, []]);
    }
    const worker = loadConfig(replacePlaceholders({ ...imageEnvironment(), ...environmentOf(normalized.services?.['worker']) }, randomSecret));
    expect(worker.SHUTDOWN_TIMEOUT_MS).toBe(120_000);
  });
});
