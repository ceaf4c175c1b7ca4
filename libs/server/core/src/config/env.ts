import { isIP } from 'node:net';
import { z } from 'zod';
import { adminPasswordSchema, phoneSchema } from '@chonail/shared/contracts';

/** Secrets that look like these are samples from docs or dev defaults and must never reach production. */
const PLACEHOLDER_SECRET = /change.?me|placeholder|insecure|example|your[-_]?secret|^(secret|password|dev-.*|test-.*)$/i;
const MIN_PRODUCTION_SECRET_LENGTH = 32;
/** Credentials besides JWT_SECRET (which has its own, stricter rule) that must not keep a sample value. */
const SECRET_VARIABLES = [
  'VONAGE_API_KEY',
  'VONAGE_API_SECRET',
  'VONAGE_SIGNATURE_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  // Not a secret, but a sample value left in place would break every checkout.
  'STRIPE_PUBLISHABLE_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'TRANSLATE_API_KEY',
  'ADMIN_PASSWORD',
  'ADMIN_TOTP_SECRET',
] as const;

/** A URL's password is never echoed in a config error (logs are read by more people than secrets). */
function withoutPassword(value: string): string {
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}

function urlPassword(value: string): string {
  try {
    return decodeURIComponent(new URL(value).password);
  } catch {
    return '';
  }
}
/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_PROXY_HOPS = 10;

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which hops may set X-Forwarded-For: none (false), the nearest N, or proxies at these
 * addresses. Never "all": then the client's own leftmost entry becomes request.ip and every
 * per-IP limit falls to a rotated header.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .superRefine((v, ctx) => {
    if (/^(false|no|0)$/i.test(v)) return;
    if (/^(true|yes)$/i.test(v)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a hop count (1 behind one proxy) or the proxy addresses/CIDRs; "true" would trust any X-Forwarded-For a client sends',
      });
    } else if (/^\d+$/.test(v)) {
      if (Number(v) > MAX_PROXY_HOPS) ctx.addIssue({ code: 'custom', message: `must be a hop count from 1 to ${MAX_PROXY_HOPS}` });
    } else if (!v.split(',').every((entry) => isAddressOrCidr(entry.trim()))) {
      ctx.addIssue({ code: 'custom', message: 'must be false, a hop count, or a comma-separated list of IP addresses, CIDRs or loopback/linklocal/uniquelocal' });
    }
  })
  .transform((v): false | number | string[] => {
    if (/^(false|no|0)$/i.test(v)) return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((entry) => entry.trim());
  });

const origins = z
  .string()
  .trim()
  .default('')
  .refine((v) => !v || v.split(',').every((o) => /^https?:\/\/[^\s/]+$/.test(o.trim())), {
    message: 'must be a comma-separated list of origins like https://chonail.com (no path)',
  })
  .transform((v) => (v ? v.split(',').map((o) => o.trim()) : []));

function wholeNumber(defaultValue: number, min: number, max: number) {
  return z
    .string()
    .trim()
    .default(String(defaultValue))
    .refine((v) => /^\d+$/.test(v), { message: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `must be a whole number from ${min} to ${max}` });
}

function url(defaultValue: string, protocols: string[]) {
  return z
    .string()
    .trim()
    .default(defaultValue)
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
    );
}

/**
 * The site's public origin (https://chonail.com), for absolute URLs in page heads, sitemaps and
 * robots.txt. Configured, never taken from a request's Host header: a forged Host would otherwise
 * write its own domain into canonical URLs that caches and crawlers keep.
 */
const publicOrigin = z
  .string()
  .trim()
  .optional()
  .refine((v) => v === undefined || /^https?:\/\/[^\s/?#@]+\/?$/.test(v), { message: 'must be an origin like https://chonail.com (no path)' })
  .transform((v) => (v === undefined ? undefined : new URL(v).origin));

/**
 * A PIN pepper, `id:secret`: the id is stored beside each hash, so a new pepper can take over while
 * the old one (in PIN_PEPPER_PREVIOUS) still checks the PINs hashed with it until they sign in again.
 */
const PEPPER = /^([A-Za-z0-9_-]{1,16}):(.{32,})$/;
const pepperList = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const peppers = value.split(',').map((entry) => PEPPER.exec(entry.trim()));
    if (peppers.some((match) => !match)) {
      ctx.addIssue({ code: 'custom', message: 'must be id:secret (an id of up to 16 letters, digits, - or _; a random secret of at least 32 characters), comma-separated' });
      return z.NEVER;
    }
    return peppers.map((match) => ({ id: (match as RegExpExecArray)[1] as string, secret: (match as RegExpExecArray)[2] as string }));
  });

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production'], { message: 'must be development, test or production' }).default('development'),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PORT: wholeNumber(3000, 1, 65535),
    DATABASE_URL: url('postgres://postgres@127.0.0.1:5432/chonail', ['postgres:', 'postgresql:']),
    DB_POOL_SIZE: wholeNumber(10, 1, 200),
    REDIS_URL: url('redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    REDIS_PREFIX: z
      .string()
      .trim()
      .default('chonail')
      .refine((v) => /^[A-Za-z0-9_.-]{1,64}$/.test(v), { message: 'must be 1-64 letters, digits, dots, dashes or underscores' }),
    // `npm start` generates one into DATA_DIR/jwt-secret when unset; the API refuses to sign without one.
    JWT_SECRET: z.string().optional(),
    // Keys every PIN hash (auth's pin-hasher.ts); required in production, derived from JWT_SECRET elsewhere.
    PIN_PEPPER: pepperList
      .refine((peppers) => peppers.length === 1, { message: 'must be one id:secret (older ones go in PIN_PEPPER_PREVIOUS)' })
      .transform((peppers) => peppers[0] as { id: string; secret: string })
      .optional(),
    PIN_PEPPER_PREVIOUS: pepperList.optional(),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error'], { message: 'must be debug, info, warn or error' }).default('info'),
    TRUST_PROXY: trustProxy,
    // Other web origins allowed to call the API from a browser (the app itself is same-origin).
    CORS_ORIGINS: origins,
    // Where remotes.json may point the shell besides this origin (a CDN): the CSP lets their code load.
    WEB_REMOTE_ORIGINS: origins,
    // Where people open the site; outside production http://127.0.0.1:PORT (see loadConfig).
    PUBLIC_ORIGIN: publicOrigin,
    // The development SMS outbox (codes readable at /api/dev/sms-outbox by loopback clients). Refused in production.
    SMS_OUTBOX: flag,
    WORKER_CONCURRENCY: wholeNumber(4, 1, 64),
    WORKER_HEARTBEAT_INTERVAL_MS: wholeNumber(5_000, 100, 60_000),
    WORKER_HEARTBEAT_TIMEOUT_MS: wholeNumber(15_000, 300, 600_000),
    // BullMQ's job lock and stalled check: how soon the job of a killed worker runs again elsewhere.
    WORKER_LOCK_DURATION_MS: wholeNumber(30_000, 1_000, 600_000),
    WORKER_STALLED_INTERVAL_MS: wholeNumber(30_000, 500, 600_000),
    SHUTDOWN_TIMEOUT_MS: wholeNumber(30_000, 1_000, 600_000),
    DATA_DIR: z.string().trim().min(1).default('.data'),
    WEB_DIST_DIR: z.string().trim().min(1).default('dist/frontends'),
    // A mounted remotes.json served instead of the built one, so a remote can move to a CDN without a rebuild.
    WEB_REMOTES_FILE: z.string().trim().min(1).optional(),
    // Prometheus metrics on a port of their own (0: off), never on the public one the ingress routes.
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    METRICS_PORT: wholeNumber(9464, 0, 65535),
    WORKER_METRICS_PORT: wholeNumber(9465, 0, 65535),
    // SMS through Vonage when key and secret are both set; otherwise the development outbox.
    VONAGE_API_KEY: z.string().trim().optional(),
    VONAGE_API_SECRET: z.string().trim().optional(),
    VONAGE_FROM: z.string().trim().min(1).max(15).default('ChoNail'),
    VONAGE_REST_HOST: z.string().trim().optional(),
    // Issue 39: Vonage signs the inbound texts (STOP replies) with this secret; without it the
    // inbound webhook refuses everything (a reply cannot be told from a forgery).
    VONAGE_SIGNATURE_SECRET: z.string().trim().min(1).optional(),
    VONAGE_SIGNATURE_METHOD: z.enum(['md5hash', 'md5', 'sha1', 'sha256', 'sha512']).default('sha256'),
    // Machine translation of listings (LibreTranslate-compatible); without it the original text is shown.
    TRANSLATE_URL: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || /^https?:\/\/[^\s]+$/.test(v), { message: 'must be a URL starting with http:// or https://' }),
    TRANSLATE_API_KEY: z.string().trim().optional(),
    TRANSLATE_TIMEOUT_MS: wholeNumber(5_000, 100, 60_000),
    // Map tiles ({z}/{x}/{y} template). Offline they simply do not load; markers and lists still work.
    MAP_TILE_URL: z
      .string()
      .trim()
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
      .refine((v) => /^https?:\/\/[^\s]+$/.test(v) && v.includes('{z}') && v.includes('{x}') && v.includes('{y}'), {
        message: 'must be an http(s) URL template with {z}, {x} and {y}',
      }),
    MAP_TILE_ATTRIBUTION: z.string().trim().max(300).default('© OpenStreetMap contributors'),
    // Uploaded videos longer than this are refused by the worker (the uploader advises under 15 s).
    MEDIA_MAX_VIDEO_SECONDS: wholeNumber(60, 1, 600),
    // Media in S3-compatible object storage when S3_BUCKET is set; otherwise on local disk under DATA_DIR/media.
    S3_ENDPOINT: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || /^https?:\/\/[^\s]+$/.test(v), { message: 'must be a URL starting with http:// or https://' }),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_BUCKET: z.string().trim().optional(),
    S3_ACCESS_KEY_ID: z.string().trim().optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
    S3_FORCE_PATH_STYLE: flag,
    // Card payments through Stripe when the three STRIPE_ keys are set; otherwise, outside production only, the built-in test provider ("test mode").
    STRIPE_SECRET_KEY: z.string().trim().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().trim().optional(),
    // Another Stripe API origin (a local fake in tests, a proxy in production); Stripe's own by default.
    STRIPE_API_URL: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || /^https?:\/\/[^\s/]+\/?$/.test(v), { message: 'must be an origin like http://127.0.0.1:12111' }),
    // Demo listings written at boot when the database has none; `npm start` sets 300, production leaves 0.
    SEED_DEMO_POSTS: wholeNumber(0, 0, 100_000),
    // The first admin, created at boot only while no admin exists (never a default admin otherwise).
    ADMIN_PHONE: phoneSchema.optional(),
    ADMIN_PASSWORD: adminPasswordSchema.optional(),
    // That admin's authenticator secret (base32, as an otpauth:// URI carries it); without it the
    // admin signs in only after `npm run admin:create` enrols an authenticator app.
    ADMIN_TOTP_SECRET: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => /^[A-Z2-7]{26,}=*$/.test(v), { message: 'must be a base32 secret of at least 26 characters (128 bits), as an authenticator app takes it' })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.WORKER_HEARTBEAT_TIMEOUT_MS < env.WORKER_HEARTBEAT_INTERVAL_MS * 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKER_HEARTBEAT_TIMEOUT_MS'],
        message: 'must be at least twice WORKER_HEARTBEAT_INTERVAL_MS, or one late beat marks a live worker down',
      });
    }
    if (Boolean(env.VONAGE_API_KEY) !== Boolean(env.VONAGE_API_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VONAGE_API_KEY ? 'VONAGE_API_SECRET' : 'VONAGE_API_KEY'],
        message: 'must be set together with the other VONAGE_ key, or neither (development outbox)',
      });
    }
    if (Boolean(env.ADMIN_PHONE) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_PHONE ? 'ADMIN_PASSWORD' : 'ADMIN_PHONE'],
        message: 'must be set together with the other ADMIN_ variable, or neither',
      });
    }
    if (env.ADMIN_TOTP_SECRET && !env.ADMIN_PHONE) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_TOTP_SECRET'], message: 'is the ADMIN_PHONE admin\'s: set ADMIN_PHONE and ADMIN_PASSWORD with it' });
    }
    if (env.S3_BUCKET) {
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
      }
    } else if (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) {
      // Half an S3 setup would quietly keep media on local disk, which a container loses on restart.
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when other S3_ variables are set' });
    }
    const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const;
    if (stripeKeys.some((name) => env[name])) {
      // Half a Stripe setup would take card payments whose webhooks are never verified, or none at all.
      for (const name of stripeKeys) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'must be set together with the other STRIPE_ keys, or none (test mode)' });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.SMS_OUTBOX) {
      ctx.addIssue({ code: 'custom', path: ['SMS_OUTBOX'], message: 'must not be set in production: it shows sign-up and reset codes' });
    }
    if (!env.VONAGE_API_KEY) {
      // Without a provider no code reaches the phone owner; nobody could sign up or reset a PIN.
      ctx.addIssue({ code: 'custom', path: ['VONAGE_API_KEY'], message: 'is required when NODE_ENV=production (with VONAGE_API_SECRET)' });
    }
    if (!env.STRIPE_SECRET_KEY) {
      // Test mode takes the test cards (4242...) as payment: in production anyone could buy any
      // package for nothing (issue 38, pen-test finding 1). Stripe's own test keys still work here.
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when NODE_ENV=production (with STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY): without them payments would run in test mode, which takes test cards',
      });
    }
    if (!env.PUBLIC_ORIGIN) {
      // Every canonical URL, sitemap entry and link preview would otherwise name a loopback address.
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_ORIGIN'], message: 'is required when NODE_ENV=production (the address people open, like https://chonail.com)' });
    }
    if (!env.PIN_PEPPER) {
      // Without it a leaked database gives away every PIN: 10,000 values fall to any hash offline.
      ctx.addIssue({ code: 'custom', path: ['PIN_PEPPER'], message: 'is required when NODE_ENV=production (id:secret, e.g. 1:$(openssl rand -base64 48); kept outside the database)' });
    } else if (PLACEHOLDER_SECRET.test(env.PIN_PEPPER.secret)) {
      ctx.addIssue({ code: 'custom', path: ['PIN_PEPPER'], message: 'is a placeholder; set a random secret in production' });
    }
    if (!env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    } else if (env.JWT_SECRET.length < MIN_PRODUCTION_SECRET_LENGTH || PLACEHOLDER_SECRET.test(env.JWT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: `must be a random secret of at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production, not a placeholder`,
      });
    }
    // A sample value from .env.example left in place would be a password anyone can read.
    for (const name of SECRET_VARIABLES) {
      const value = env[name];
      if (value && PLACEHOLDER_SECRET.test(value)) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is a placeholder; set the real value in production' });
      }
    }
    for (const name of ['DATABASE_URL', 'REDIS_URL'] as const) {
      if (PLACEHOLDER_SECRET.test(urlPassword(env[name]))) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'has a placeholder password; set the real one in production' });
      }
    }
  });

export type AppConfig = Readonly<Omit<z.output<typeof envSchema>, 'PUBLIC_ORIGIN'> & { PUBLIC_ORIGIN: string }>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      ['Invalid configuration; fix these environment variables and start again:', ...problems.map((p) => `  - ${p}`)].join(
        '\n',
      ),
    );
    this.name = 'ConfigError';
  }
}

/** Reads the environment once, at boot. Everything else receives the typed result, never process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(input);
  if (result.success) {
    const { data } = result;
    return Object.freeze({ ...data, PUBLIC_ORIGIN: data.PUBLIC_ORIGIN ?? `http://127.0.0.1:${data.PORT}` });
  }
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const given = typeof issue.path[0] === 'string' ? input[issue.path[0]] : undefined;
      const shown = given === undefined || /SECRET|PASSWORD|KEY|PEPPER/.test(name) ? '' : ` (got "${withoutPassword(given)}")`;
      return `${name}: ${issue.message}${shown}`;
    }),
  );
}

/** For entry points: a bad config ends the process with a message naming each variable, before anything starts. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env, check?: (config: AppConfig) => void): AppConfig {
  try {
    const config = loadConfig(env);
    check?.(config);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * The signing secret, for the code that signs (the API; the worker never needs it). There is no
 * built-in fallback: a constant in the source would let anyone forge tokens.
 */
export function requireJwtSecret(config: Pick<AppConfig, 'JWT_SECRET'>): string {
  if (!config.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: is required to sign sign-in tokens (npm start generates one into DATA_DIR/jwt-secret; set a random secret of at least 32 characters)']);
  }
  return config.JWT_SECRET;
}
