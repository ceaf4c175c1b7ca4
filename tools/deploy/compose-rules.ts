/**
 * Rules for docker-compose.yml and .env.example. Each returns readable violations (empty when the
 * file passes). tools/deploy/compose.spec.ts runs them on `docker-compose config`'s normalized output
 * (anchors merged, env_file read into `environment`), on the raw file, and on one broken variant
 * per rule.
 */
import { longestMediaJobMs } from '@chonail/shared/domain';
import { ENTRY_POINTS } from './dockerfile-rules';
import { isPinnedImage } from './image-tags';

export interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string | string[];
  entrypoint?: string | string[];
  depends_on?: string[] | Record<string, { condition?: string } | null>;
  healthcheck?: { test?: string | string[]; disable?: boolean; [key: string]: unknown };
  ports?: (string | number | { target?: number | string; published?: number | string; host_ip?: string })[];
  environment?: Record<string, string | number | boolean | null> | string[];
  env_file?: string | string[];
  profiles?: string[];
  container_name?: string;
  restart?: string;
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  stop_grace_period?: string;
  read_only?: boolean;
  tmpfs?: string | string[];
  cap_drop?: string[];
  security_opt?: string[];
  [key: string]: unknown;
}

export interface ComposeFile {
  version?: string;
  name?: string;
  services?: Record<string, ComposeService>;
  volumes?: Record<string, unknown> | null;
  [key: string]: unknown;
}

/** Started by a plain `docker-compose up`. */
export const CORE_SERVICES = ['postgres', 'redis', 'migrate', 'api', 'worker'] as const;
/** The services that run the Chợ Nail image. */
export const APP_SERVICES = ['migrate', 'api', 'worker'] as const;
/** Optional services and the profile that starts each. */
export const PROFILED_SERVICES: Record<string, string> = { minio: 'minio', 'minio-init': 'minio', libretranslate: 'translate' };
/** Compose-only passwords in .env that the app containers must not receive. */
export const COMPOSE_ONLY_SECRETS = ['POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD'] as const;
/** The schema's default SHUTDOWN_TIMEOUT_MS, when neither .env nor compose sets one. */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 30_000;
/** The schema's default MEDIA_MAX_VIDEO_SECONDS, on which the longest media job depends. */
const DEFAULT_MAX_VIDEO_SECONDS = 60;

const text = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(' ') : (value ?? ''));

export function environmentOf(service: ComposeService | undefined): Record<string, string> {
  const env = service?.environment;
  if (!env) return {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((entry) => [entry.split('=')[0] ?? '', entry.includes('=') ? entry.slice(entry.indexOf('=') + 1) : '']));
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
}

/** depends_on as service -> condition (the list form means service_started). */
export function dependsOnOf(service: ComposeService | undefined): Record<string, string> {
  const deps = service?.depends_on;
  if (!deps) return {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [d, 'service_started']));
  return Object.fromEntries(Object.entries(deps).map(([d, v]) => [d, v?.condition ?? 'service_started']));
}

/** Published ports as { published, target } (the short syntax "[ip:]host:container[/proto]" too). */
export function portsOf(service: ComposeService | undefined): { published?: string; target: string }[] {
  return (service?.ports ?? []).map((port) => {
    if (typeof port === 'object') return { published: port.published === undefined ? undefined : String(port.published), target: String(port.target ?? '') };
    const parts = String(port).replace(/\/(tcp|udp)$/, '').split(/:(?![^{]*\})/);
    const target = parts.pop() ?? '';
    return { published: parts.pop(), target };
  });
}

/** Volume mounts as { source, target } (source empty for anonymous volumes). */
export function mountsOf(service: ComposeService | undefined): { source: string; target: string }[] {
  return (service?.volumes ?? []).map((volume) => {
    if (typeof volume === 'object') return { source: volume.source ?? '', target: volume.target ?? '' };
    const [first = '', second] = volume.split(':');
    return second === undefined ? { source: '', target: first } : { source: first, target: second };
  });
}

/** Compose durations ("150s", "2m30s", "1h") in milliseconds; NaN when unreadable. */
export function durationMs(value: string | undefined): number {
  if (!value) return NaN;
  const units: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(us|ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== value) return NaN;
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * (units[unit ?? ''] ?? NaN), 0);
}

const servicesOf = (compose: ComposeFile) => compose.services ?? {};
const missing = (name: string) => `service ${name} is missing`;

export type ComposeRule = (compose: ComposeFile) => string[];

export const composeRules = {
  /** Every image pinned to a specific version (or a digest): never latest, never untagged, never `redis:7`. */
  imagesPinned(compose: ComposeFile): string[] {
    return Object.entries(servicesOf(compose)).flatMap(([name, service]) => {
      if (!service.image) return [`${name}: no image (services that build must also name their image with a pinned tag)`];
      return isPinnedImage(service.image) ? [] : [`${name}: image ${service.image} is not pinned to a version (no latest, no bare tag like :7)`];
    });
  },

  /** Health checks that mean something on the databases, the API (readiness) and the worker. */
  healthchecks(compose: ComposeFile): string[] {
    const expected: Record<string, RegExp> = {
      postgres: /pg_isready/,
      redis: /redis-cli\s+(-\S+\s+)*ping/,
      api: /\/api\/health\/ready/,
      worker: /(9465|WORKER_METRICS_PORT)[\s\S]*\/health\/live/,
    };
    const services = servicesOf(compose);
    return Object.entries(expected).flatMap(([name, pattern]) => {
      const check = services[name]?.healthcheck;
      if (!services[name]) return [missing(name)];
      const test = text(check?.test);
      if (!check || check.disable || !test || /^NONE\b/.test(test)) return [`${name}: no healthcheck`];
      return pattern.test(test) ? [] : [`${name}: healthcheck "${test}" does not match ${pattern}`];
    });
  },

  /** Redis never evicts BullMQ's keys and keeps queued jobs on disk across restarts. */
  redisDurability(compose: ComposeFile): string[] {
    const redis = servicesOf(compose)['redis'];
    if (!redis) return [missing('redis')];
    const command = text(redis.command);
    return [
      ...(/--maxmemory-policy\s+noeviction\b/.test(command) ? [] : ['redis: command lacks --maxmemory-policy noeviction (evicted BullMQ keys are lost jobs)']),
      ...(/--appendonly\s+yes\b/.test(command) ? [] : ['redis: command lacks --appendonly yes (queued jobs must survive a restart)']),
    ];
  },

  /** api and worker start after healthy databases and a successful migration; migrate after PostgreSQL. */
  startOrder(compose: ComposeFile): string[] {
    const services = servicesOf(compose);
    const wanted: Record<string, Record<string, string>> = {
      api: { postgres: 'service_healthy', redis: 'service_healthy', migrate: 'service_completed_successfully' },
      worker: { postgres: 'service_healthy', redis: 'service_healthy', migrate: 'service_completed_successfully' },
      migrate: { postgres: 'service_healthy' },
    };
    return Object.entries(wanted).flatMap(([name, deps]) => {
      if (!services[name]) return [missing(name)];
      const got = dependsOnOf(services[name]);
      return Object.entries(deps)
        .filter(([dep, condition]) => got[dep] !== condition)
        .map(([dep, condition]) => `${name}: depends_on ${dep} must be condition ${condition} (has ${got[dep] ?? 'none'})`);
    });
  },

  /** The one-shot migrate service runs the migrate entry point once. */
  migrate(compose: ComposeFile): string[] {
    const migrate = servicesOf(compose)['migrate'];
    if (!migrate) return [missing('migrate')];
    const command = text(migrate.command);
    return [
      ...(command === `node ${ENTRY_POINTS.migrate}` ? [] : [`migrate: command "${command}" is not node ${ENTRY_POINTS.migrate}`]),
      ...(migrate.restart === 'no' ? [] : [`migrate: restart must be "no" (a one-shot; has ${migrate.restart ?? 'the default'})`]),
    ];
  },

  /** The API service runs the API entry point and publishes its port (HTTP_PORT, default 3000) only. */
  api(compose: ComposeFile): string[] {
    const api = servicesOf(compose)['api'];
    if (!api) return [missing('api')];
    const command = text(api.command);
    const ports = portsOf(api);
    return [
      ...(command === '' || command === `node ${ENTRY_POINTS.api}` ? [] : [`api: command "${command}" is not node ${ENTRY_POINTS.api}`]),
      ...(ports.some((p) => p.target === '3000' && p.published) ? [] : ['api: container port 3000 is not published']),
    ];
  },

  /** Workers scale with --scale: no fixed name, no published ports, the worker entry point, no migrations. */
  worker(compose: ComposeFile): string[] {
    const worker = servicesOf(compose)['worker'];
    if (!worker) return [missing('worker')];
    const command = `${text(worker.entrypoint)} ${text(worker.command)}`.trim();
    return [
      ...(worker.container_name ? [`worker: container_name ${worker.container_name} prevents docker-compose up --scale worker=N`] : []),
      ...(worker.ports?.length ? ['worker: publishes ports (a scaled worker would collide, and metrics stay internal)'] : []),
      ...(command === `node ${ENTRY_POINTS.worker}` ? [] : [`worker: command "${command}" is not node ${ENTRY_POINTS.worker}`]),
      ...(/migrat/i.test(command) ? ['worker: runs migrations (the migrate service does, once)'] : []),
    ];
  },

  /** Nothing is reachable from the host but the API: no databases, no metrics ports. */
  publishedPorts(compose: ComposeFile): string[] {
    return Object.entries(servicesOf(compose)).flatMap(([name, service]) =>
      portsOf(service)
        .filter((p) => p.published !== undefined && !(name === 'api' && p.target === '3000'))
        .map((p) => `${name}: publishes container port ${p.target} on the host (only the API's 3000 is published; metrics and databases stay internal)`),
    );
  },

  /** Docker waits longer than the process's own drain (SHUTDOWN_TIMEOUT_MS) before it kills. */
  stopGracePeriod(compose: ComposeFile): string[] {
    const services = servicesOf(compose);
    return ['api', 'worker'].flatMap((name) => {
      const service = services[name];
      if (!service) return [missing(name)];
      const timeout = Number(environmentOf(service)['SHUTDOWN_TIMEOUT_MS'] || DEFAULT_SHUTDOWN_TIMEOUT_MS);
      const grace = durationMs(service.stop_grace_period);
      return grace > timeout
        ? []
        : [`${name}: stop_grace_period ${service.stop_grace_period ?? '(10s default)'} must exceed SHUTDOWN_TIMEOUT_MS ${timeout} ms`];
    });
  },

  /** A stopping worker may finish the longest media job its time limits let run (MEDIA_MAX_VIDEO_SECONDS decides). */
  workerOutlastsMediaJobs(compose: ComposeFile): string[] {
    const worker = servicesOf(compose)['worker'];
    if (!worker) return [missing('worker')];
    const env = environmentOf(worker);
    const timeout = Number(env['SHUTDOWN_TIMEOUT_MS'] || DEFAULT_SHUTDOWN_TIMEOUT_MS);
    const longest = longestMediaJobMs(Number(env['MEDIA_MAX_VIDEO_SECONDS'] || DEFAULT_MAX_VIDEO_SECONDS));
    return timeout >= longest ? [] : [`worker: SHUTDOWN_TIMEOUT_MS ${timeout} is shorter than the longest media job (${longest} ms)`];
  },

  /** App containers: one image, read-only root with a /tmp tmpfs, no capabilities, no privilege gain. */
  appHardening(compose: ComposeFile): string[] {
    const services = servicesOf(compose);
    const images = new Set(APP_SERVICES.map((name) => services[name]?.image));
    const problems = images.size > 1 ? [`${APP_SERVICES.join(', ')} must run the same image (have ${[...images].join(', ')})`] : [];
    for (const name of APP_SERVICES) {
      const s = services[name];
      if (!s) {
        problems.push(missing(name));
        continue;
      }
      const tmpfs = Array.isArray(s.tmpfs) ? s.tmpfs : s.tmpfs ? [s.tmpfs] : [];
      if (s.read_only !== true) problems.push(`${name}: read_only must be true`);
      if (!tmpfs.some((t) => t.split(':')[0] === '/tmp')) problems.push(`${name}: needs tmpfs /tmp (the root filesystem is read-only)`);
      if (!s.cap_drop?.includes('ALL')) problems.push(`${name}: cap_drop must include ALL`);
      if (!s.security_opt?.some((o) => /^no-new-privileges(:true)?$/.test(o))) problems.push(`${name}: security_opt must include no-new-privileges:true`);
    }
    return problems;
  },

  /** The app gets its settings but not compose's own passwords, and the worker's health port is on. */
  appEnvironment(compose: ComposeFile): string[] {
    const services = servicesOf(compose);
    const problems = APP_SERVICES.flatMap((name) => {
      const env = environmentOf(services[name]);
      return COMPOSE_ONLY_SECRETS.filter((secret) => env[secret]).map((secret) => `${name}: receives ${secret} (compose's own password; blank it in the app's environment)`);
    });
    if (environmentOf(services['worker'])['WORKER_METRICS_PORT'] === '0') {
      problems.push('worker: WORKER_METRICS_PORT=0 turns off the port its healthcheck asks');
    }
    return problems;
  },

  /** Local media on one named volume at /data shared by api and worker; databases on named volumes. */
  volumes(compose: ComposeFile): string[] {
    const services = servicesOf(compose);
    const declared = new Set(Object.keys(compose.volumes ?? {}));
    const problems: string[] = [];
    const named = (name: string, target: string) => {
      const mount = mountsOf(services[name]).find((m) => m.target === target);
      if (!mount) problems.push(`${name}: nothing is mounted at ${target}`);
      else if (!declared.has(mount.source)) problems.push(`${name}: ${target} is not on a named volume declared under volumes: (has "${mount.source}")`);
      return mount?.source;
    };
    const api = named('api', '/data');
    const worker = named('worker', '/data');
    if (api && worker && api !== worker) problems.push(`api and worker must share the media volume at /data (have ${api} and ${worker})`);
    named('postgres', '/var/lib/postgresql/data');
    named('redis', '/data');
    return problems;
  },

  /** Optional services sit behind their profiles, and nothing a plain `up` starts depends on them. */
  profiles(compose: ComposeFile): string[] {
    const services = servicesOf(compose);
    const problems: string[] = [];
    for (const name of CORE_SERVICES) {
      if (services[name]?.profiles?.length) problems.push(`${name}: must start without a profile (has ${services[name]?.profiles?.join(', ')})`);
    }
    for (const [name, profile] of Object.entries(PROFILED_SERVICES)) {
      if (!services[name]) problems.push(missing(name));
      else if (!services[name]?.profiles?.includes(profile)) problems.push(`${name}: must be in profile ${profile}`);
    }
    for (const [name, service] of Object.entries(services)) {
      if (service.profiles?.length) continue;
      for (const dep of Object.keys(dependsOnOf(service))) {
        if (services[dep]?.profiles?.length) problems.push(`${name}: depends on ${dep}, which only starts with --profile ${services[dep]?.profiles?.join('/')}`);
      }
    }
    const init = services['minio-init'];
    if (init) {
      if (init.restart !== 'no') problems.push('minio-init: restart must be "no" (a one-shot)');
      if (dependsOnOf(init)['minio'] !== 'service_healthy') problems.push('minio-init: must wait for minio to be healthy');
      if (!/\bmc\s+mb\b/.test(`${text(init.entrypoint)} ${text(init.command)}`)) problems.push('minio-init: does not create the bucket (mc mb)');
    }
    for (const name of ['minio', 'libretranslate']) {
      const check = services[name]?.healthcheck;
      if (services[name] && (!check || check.disable || !text(check.test))) problems.push(`${name}: no healthcheck`);
    }
    return problems;
  },
} satisfies Record<string, ComposeRule>;

export type ComposeRuleName = keyof typeof composeRules;

export function lintCompose(compose: ComposeFile): string[] {
  return Object.entries(composeRules).flatMap(([name, rule]) => rule(compose).map((v) => `${name}: ${v}`));
}

/**
 * Rules on the file as written (what `config` normalizes away): no top-level `name:` (Debian's
 * docker-compose 1.29 rejects it), no old `version:`, settings from .env, the API port from HTTP_PORT.
 */
export function rawComposeRules(raw: ComposeFile): string[] {
  const problems: string[] = [];
  if ('name' in raw) problems.push('top-level name: is rejected by docker-compose 1.29; remove it');
  if ('version' in raw && String(raw.version) !== '3.9') problems.push(`version: ${String(raw.version)}; leave version out (or 3.9)`);
  const services = raw.services ?? {};
  for (const name of APP_SERVICES) {
    const envFile = services[name]?.env_file;
    if (!(Array.isArray(envFile) ? envFile : [envFile]).includes('.env')) problems.push(`${name}: env_file must be .env (cp .env.example .env)`);
  }
  if (!(services['api']?.ports ?? []).some((p) => typeof p === 'string' && /^\$\{HTTP_PORT:-\d+\}:3000$/.test(p))) {
    problems.push('api: publish "${HTTP_PORT:-3000}:3000" so the host port comes from .env');
  }
  return problems;
}

// ---- .env.example ----

export interface EnvEntry {
  name: string;
  value: string;
  /** A `# NAME=value` line: documented and optional, not set. */
  commented: boolean;
  line: number;
}

export interface EnvFile {
  entries: EnvEntry[];
  /** Lines neither blank, a comment nor NAME=value (with no quotes, spaces or $ in active values). */
  problems: string[];
}

const NAME = '[A-Z][A-Z0-9_]*';

/** Reads .env.example strictly, in the subset both docker-compose's readers agree on. */
export function parseEnvFile(textContent: string): EnvFile {
  const entries: EnvEntry[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  textContent.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const active = new RegExp(`^(${NAME})=(.*)$`).exec(raw);
    const commented = new RegExp(`^#\\s?(${NAME})=(.*)$`).exec(raw);
    const match = active ?? commented;
    if (!match) {
      if (raw.trim() && !raw.startsWith('#')) problems.push(`line ${line}: not NAME=value: ${raw}`);
      return;
    }
    const [, name = '', value = ''] = match;
    if (active && /[\s"'$`\\]/.test(value)) problems.push(`line ${line}: ${name}'s value has quotes, spaces, $ or a backslash (docker-compose's two readers differ on them)`);
    if (active) {
      if (seen.has(name)) problems.push(`line ${line}: ${name} is already set on line ${seen.get(name)}`);
      seen.set(name, line);
    }
    entries.push({ name, value, commented: !!commented, line });
  });
  return { entries, problems };
}

/** The NAME=value lines that are set (not commented). */
export function activeValues(env: EnvFile): Record<string, string> {
  return Object.fromEntries(env.entries.filter((e) => !e.commented).map((e) => [e.name, e.value]));
}

/** Variables of the app's config schema (and any other required names) that .env.example does not mention. */
export function envCoverage(env: EnvFile, required: Iterable<string>): string[] {
  const present = new Set(env.entries.map((e) => e.name));
  return [...required].filter((name) => !present.has(name)).map((name) => `.env.example does not mention ${name} (set it, or show it as a commented # ${name}=... line)`);
}

const SECRET_NAME = /SECRET|PASSWORD|TOKEN|API_KEY|PRIVATE|ACCESS_KEY/;

function urlPassword(value: string): string {
  try {
    return decodeURIComponent(new URL(value).password);
  } catch {
    return '';
  }
}
export const PLACEHOLDER_PREFIX = 'change-me-';

/** Secrets in the example are blank or obvious change-me-... placeholders, never a real-looking value. */
export function envPlaceholders(env: EnvFile): string[] {
  const problems = env.entries
    .filter((e) => SECRET_NAME.test(e.name) && e.value && !e.value.startsWith(PLACEHOLDER_PREFIX))
    .map((e) => `line ${e.line}: ${e.name} must be blank or a ${PLACEHOLDER_PREFIX}... placeholder in the example`);
  for (const e of env.entries.filter((x) => /_URL$/.test(x.name))) {
    const password = urlPassword(e.value);
    if (password && !password.startsWith(PLACEHOLDER_PREFIX)) problems.push(`line ${e.line}: ${e.name}'s password must be a ${PLACEHOLDER_PREFIX}... placeholder`);
  }
  return problems;
}

/** .env.example fits docker-compose.yml: every ${VAR} it uses is declared, and the passwords agree. */
export function envMatchesCompose(env: EnvFile, composeText: string): string[] {
  const declared = new Set(env.entries.map((e) => e.name));
  const values = activeValues(env);
  const used = new Set([...composeText.replace(/\$\$/g, '').matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? ''));
  const problems = [...used].filter((name) => !declared.has(name)).map((name) => `docker-compose.yml uses \${${name}}, which .env.example does not declare`);
  const url = (name: string) => {
    try {
      return new URL(values[name] ?? '');
    } catch {
      problems.push(`${name} is not a URL`);
      return undefined;
    }
  };
  const database = url('DATABASE_URL');
  if (database) {
    if (decodeURIComponent(database.password) !== values['POSTGRES_PASSWORD']) problems.push("DATABASE_URL's password differs from POSTGRES_PASSWORD");
    if (database.hostname !== 'postgres' || database.username !== 'chonail' || database.pathname !== '/chonail') {
      problems.push('DATABASE_URL must point at the compose postgres service: postgres://chonail:...@postgres:5432/chonail');
    }
  }
  const redis = url('REDIS_URL');
  if (redis && redis.hostname !== 'redis') problems.push('REDIS_URL must point at the compose redis service (redis://redis:6379)');
  return problems;
}

/**
 * The environment a container gets from the image's ENV and this .env (env_file wins; loadConfig
 * treats blank values as unset). `uncomment` also sets the commented lines whose names match.
 */
export function containerEnvironment(imageEnv: Record<string, string>, env: EnvFile, uncomment?: RegExp): Record<string, string> {
  const fromFile = env.entries.filter((e) => !e.commented || (uncomment && uncomment.test(e.name)));
  return { ...imageEnv, ...Object.fromEntries(fromFile.map((e) => [e.name, e.value])) };
}

/** Every change-me-... placeholder (also inside URLs) replaced by one random value per placeholder. */
export function replacePlaceholders(env: Record<string, string>, random: () => string): Record<string, string> {
  const chosen = new Map<string, string>();
  const pick = (placeholder: string) => {
    if (!chosen.has(placeholder)) chosen.set(placeholder, random());
    return chosen.get(placeholder) as string;
  };
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.replace(/change-me-[A-Za-z0-9-]*/g, pick)]));
}
