import { ConfigError, loadConfig, requireJwtSecret } from './env';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the config to be refused');
}

const stripe = { STRIPE_SECRET_KEY: 'sk_live_51Hx9fQ2aLp7Zk', STRIPE_WEBHOOK_SECRET: 'whsec_Tq82LmZx0Pf4', STRIPE_PUBLISHABLE_KEY: 'pk_live_51Hx9fQ2aLp7Zk' };
const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://chonail.com', VONAGE_API_KEY: 'a1b2c3d4', VONAGE_API_SECRET: 'Zq9sEcReT7vonage', JWT_SECRET: 'q8V1xZt4Jm0pLr7Nw2Ks9Yd3Hc6Bf5Ge', PIN_PEPPER: '1:Hq3Zt8Lm2Vx7Rk9Pw4Nd6Bf1Gs5Jc0Ya', ...stripe };

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/chonail',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'chonail',
      LOG_LEVEL: 'info',
      WORKER_CONCURRENCY: 4,
      WORKER_HEARTBEAT_INTERVAL_MS: 5000,
      WORKER_HEARTBEAT_TIMEOUT_MS: 15000,
      TRUST_PROXY: false,
    });
    // No built-in secret: a constant in the source would let anyone forge tokens.
    expect(config.JWT_SECRET).toBeUndefined();
    expect(() => requireJwtSecret(config)).toThrow(/JWT_SECRET: is required to sign sign-in tokens \(npm start generates one/);
    expect(config.SMS_OUTBOX).toBe(false);
    expect(config.CORS_ORIGINS).toEqual([]);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads numbers and flags from their text', () => {
    const config = loadConfig({ PORT: ' 8080 ', WORKER_CONCURRENCY: '2', SMS_OUTBOX: 'true' });
    expect(config.PORT).toBe(8080);
    expect(config.WORKER_CONCURRENCY).toBe(2);
    expect(config.SMS_OUTBOX).toBe(true);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.7', ['10.0.0.7']],
    ['10.0.0.0/8, 172.16.0.0/12,loopback', ['10.0.0.0/8', '172.16.0.0/12', 'loopback']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads TRUST_PROXY=%s as a hop count or the proxy addresses', (given, expected) => {
    expect(loadConfig({ TRUST_PROXY: given }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['true', 'yes'])('refuses TRUST_PROXY=%s: trusting every hop hands request.ip to the client', (given) => {
    expect(problemsOf({ TRUST_PROXY: given })).toEqual([
      `TRUST_PROXY: must be a hop count (1 behind one proxy) or the proxy addresses/CIDRs; "true" would trust any X-Forwarded-For a client sends (got "${given}")`,
    ]);
  });

  it.each(['11', '10.0.0.300', '10.0.0.0/33', 'proxy.local', '10.0.0.1,'])('refuses TRUST_PROXY=%s', (given) => {
    expect(problemsOf({ TRUST_PROXY: given })).toEqual([expect.stringMatching(/^TRUST_PROXY: must be /)]);
  });

  it('reads CORS_ORIGINS as a list of origins, refusing paths', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://chonail.com, https://www.chonail.com' }).CORS_ORIGINS).toEqual([
      'https://chonail.com',
      'https://www.chonail.com',
    ]);
    expect(problemsOf({ CORS_ORIGINS: 'https://chonail.com/app' })).toEqual([expect.stringMatching(/^CORS_ORIGINS: must be a comma-separated list of origins/)]);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    ['abc', 'PORT: must be a whole number from 1 to 65535 (got "abc")'],
    ['3000.5', 'PORT: must be a whole number from 1 to 65535 (got "3000.5")'],
    ['0', 'PORT: must be a whole number from 1 to 65535 (got "0")'],
    ['70000', 'PORT: must be a whole number from 1 to 65535 (got "70000")'],
  ])('refuses PORT=%s, naming the variable', (port, problem) => {
    expect(problemsOf({ PORT: port })).toEqual([problem]);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', DATABASE_URL: 'mysql://db/x', LOG_LEVEL: 'loud', REDIS_PREFIX: 'a b' });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'DATABASE_URL', 'REDIS_PREFIX', 'LOG_LEVEL']);
  });

  it('requires JWT_SECRET, a PIN pepper, an SMS provider and a payment provider in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'VONAGE_API_KEY: is required when NODE_ENV=production (with VONAGE_API_SECRET)',
      'STRIPE_SECRET_KEY: is required when NODE_ENV=production (with STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY): without them payments would run in test mode, which takes test cards',
      'PUBLIC_ORIGIN: is required when NODE_ENV=production (the address people open, like https://chonail.com)',
      'PIN_PEPPER: is required when NODE_ENV=production (id:secret, e.g. 1:$(openssl rand -base64 48); kept outside the database)',
      'JWT_SECRET: is required when NODE_ENV=production',
    ]);
  });

  it('has no test mode for payments in production (issue 38, finding 1); outside it, no STRIPE_ keys mean test mode', () => {
    const noStripe: Record<string, string> = { ...production };
    for (const name of Object.keys(stripe)) delete noStripe[name];
    expect(problemsOf(noStripe)).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY: is required when NODE_ENV=production .*test mode/)]);
    expect(loadConfig({ ...noStripe, NODE_ENV: 'development' }).STRIPE_SECRET_KEY).toBeUndefined();
    expect(loadConfig(production).STRIPE_SECRET_KEY).toBe(stripe.STRIPE_SECRET_KEY);
  });

  it('reads the public origin: loopback on PORT outside production, an origin without a path', () => {
    expect(loadConfig({}).PUBLIC_ORIGIN).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ PORT: '4123' }).PUBLIC_ORIGIN).toBe('http://127.0.0.1:4123');
    expect(loadConfig({ ...production }).PUBLIC_ORIGIN).toBe('https://chonail.com');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Chonail.COM/' }).PUBLIC_ORIGIN).toBe('https://chonail.com');
    for (const bad of ['chonail.com', 'https://chonail.com/vi', 'ftp://chonail.com', 'https://chonail.com?x=1', 'https://a@chonail.com']) {
      expect(problemsOf({ PUBLIC_ORIGIN: bad })).toEqual([`PUBLIC_ORIGIN: must be an origin like https://chonail.com (no path) (got "${bad}")`]);
    }
  });

  it('refuses the SMS outbox in production, where it would show anyone the codes', () => {
    expect(problemsOf({ ...production, SMS_OUTBOX: 'true' })).toEqual([
      'SMS_OUTBOX: must not be set in production: it shows sign-up and reset codes (got "true")',
    ]);
  });

  it.each(['change-me-please-change-me-please-123', 'dev-insecure-jwt-secret-not-for-production', 'short-but-random-x9'])(
    'refuses the placeholder or short secret %s in production, without echoing it',
    (secret) => {
      const [problem] = problemsOf({ ...production, JWT_SECRET: secret });
      expect(problem).toMatch(/^JWT_SECRET: must be a random secret of at least 32 characters/);
      expect(problem).not.toContain(secret);
    },
  );

  it('refuses sample credentials from .env.example in production, naming each without echoing it', () => {
    const problems = problemsOf({
      ...production,
      VONAGE_API_SECRET: 'change-me-vonage-secret',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'AKIA7Q3EXAMPLE',
      S3_SECRET_ACCESS_KEY: 'placeholder',
      DATABASE_URL: 'postgres://chonail:change-me-postgres@postgres:5432/chonail',
      REDIS_URL: 'redis://:changeme@redis:6379',
    });
    expect(problems).toEqual([
      'VONAGE_API_SECRET: is a placeholder; set the real value in production',
      'S3_ACCESS_KEY_ID: is a placeholder; set the real value in production',
      'S3_SECRET_ACCESS_KEY: is a placeholder; set the real value in production',
      'DATABASE_URL: has a placeholder password; set the real one in production (got "postgres://chonail:***@postgres:5432/chonail")',
      'REDIS_URL: has a placeholder password; set the real one in production (got "redis://:***@redis:6379")',
    ]);
    // The same values are fine outside production (a developer's compose stack).
    expect(() => loadConfig({ ...production, NODE_ENV: 'development', VONAGE_API_SECRET: 'change-me-vonage-secret' })).not.toThrow();
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://chonail:Xk29fQ7vLp@db.internal:5432/chonail' }).DATABASE_URL).toContain('Xk29fQ7vLp');
  });

  it('reads the metrics ports and the mounted remotes manifest', () => {
    expect(loadConfig({})).toMatchObject({ METRICS_HOST: '127.0.0.1', METRICS_PORT: 9464, WORKER_METRICS_PORT: 9465 });
    expect(loadConfig({ METRICS_PORT: '0', WEB_REMOTES_FILE: '/etc/chonail/remotes.json' })).toMatchObject({
      METRICS_PORT: 0,
      WEB_REMOTES_FILE: '/etc/chonail/remotes.json',
    });
    expect(problemsOf({ WORKER_METRICS_PORT: '70000' })).toEqual(['WORKER_METRICS_PORT: must be a whole number from 0 to 65535 (got "70000")']);
  });

  it('accepts a real secret in production', () => {
    const secret = 'q8V1xZt4Jm0pLr7Nw2Ks9Yd3Hc6Bf5Ge';
    expect(loadConfig({ ...production, JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
  });

  it('refuses a heartbeat timeout that one late beat would trip', () => {
    expect(problemsOf({ WORKER_HEARTBEAT_INTERVAL_MS: '5000', WORKER_HEARTBEAT_TIMEOUT_MS: '6000' })).toEqual([
      'WORKER_HEARTBEAT_TIMEOUT_MS: must be at least twice WORKER_HEARTBEAT_INTERVAL_MS, or one late beat marks a live worker down (got "6000")',
    ]);
  });

  it('takes the first admin as ADMIN_PHONE (normalised) and ADMIN_PASSWORD, both or neither', () => {
    expect(loadConfig({ ADMIN_PHONE: '(713) 555-0123', ADMIN_PASSWORD: 'correct horse battery' })).toMatchObject({
      ADMIN_PHONE: '+17135550123',
      ADMIN_PASSWORD: 'correct horse battery',
    });
    expect(loadConfig({}).ADMIN_PHONE).toBeUndefined();
    expect(problemsOf({ ADMIN_PHONE: '7135550123' })).toEqual(['ADMIN_PASSWORD: must be set together with the other ADMIN_ variable, or neither']);
    expect(problemsOf({ ADMIN_PHONE: 'call me', ADMIN_PASSWORD: 'correct horse battery' })).toEqual(['ADMIN_PHONE: Invalid phone number (got "call me")']);
  });

  it('refuses an admin password under 12 characters without echoing it', () => {
    const [problem] = problemsOf({ ADMIN_PHONE: '7135550123', ADMIN_PASSWORD: 'short-pass1' });
    expect(problem).toBe('ADMIN_PASSWORD: must be at least 12 characters');
  });

  it('keeps media on local disk by default, and reads an S3-compatible store from S3_*', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(defaults.S3_BUCKET).toBeUndefined();
    const env = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'chonail-media',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret-key',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(env)).toMatchObject({ ...env, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });

  it('requires both S3 keys with S3_BUCKET, without echoing the secret', () => {
    expect(problemsOf({ S3_BUCKET: 'chonail-media' })).toEqual([
      'S3_ACCESS_KEY_ID: is required when S3_BUCKET is set',
      'S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set',
    ]);
    expect(problemsOf({ S3_BUCKET: 'chonail-media', S3_SECRET_ACCESS_KEY: 'hunter2-hunter2' })).toEqual(['S3_ACCESS_KEY_ID: is required when S3_BUCKET is set']);
    expect(problemsOf({ S3_BUCKET: 'chonail-media', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual(['S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set']);
  });

  it('refuses S3 settings without S3_BUCKET rather than quietly keeping media on local disk', () => {
    expect(problemsOf({ S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'hunter2-hunter2' })).toEqual([
      'S3_BUCKET: is required when other S3_ variables are set',
    ]);
    expect(problemsOf({ S3_ENDPOINT: 'https://r2.example.com' })).toEqual(['S3_BUCKET: is required when other S3_ variables are set']);
  });

  it('takes Stripe only with all three keys, so no half setup takes payments it cannot verify', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };
    expect(loadConfig(stripe)).toMatchObject(stripe);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: must be set together with the other STRIPE_ keys, or none (test mode)',
      'STRIPE_PUBLISHABLE_KEY: must be set together with the other STRIPE_ keys, or none (test mode)',
    ]);
    expect(problemsOf({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111/v1' })[0]).toMatch(/^STRIPE_API_URL: must be an origin/);
  });

  it('refuses an S3_ENDPOINT that is not an http(s) URL', () => {
    expect(problemsOf({ S3_ENDPOINT: 's3.example.com', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      'S3_ENDPOINT: must be a URL starting with http:// or https:// (got "s3.example.com")',
    ]);
  });

  it('formats the error message with one line per variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration; fix these environment variables and start again:\n  - PORT: must be a whole number from 1 to 65535 (got "abc")',
    );
  });

  it('requires a PIN pepper (id:secret) in production, refuses a placeholder or a short one without echoing it, and reads the old ones', () => {
    const noPepper: Record<string, string> = { ...production };
    delete noPepper['PIN_PEPPER'];
    expect(problemsOf(noPepper)).toEqual([expect.stringMatching(/^PIN_PEPPER: is required when NODE_ENV=production \(id:secret/)]);
    const placeholder = problemsOf({ ...production, PIN_PEPPER: '1:change-me-pin-pepper-use-openssl-rand-base64-48' });
    expect(placeholder).toEqual(['PIN_PEPPER: is a placeholder; set a random secret in production']);
    const short = problemsOf({ ...production, PIN_PEPPER: '1:tooshort' });
    expect(short).toEqual([expect.stringMatching(/^PIN_PEPPER: must be id:secret/)]);
    expect(short.join('')).not.toContain('tooshort');
    const config = loadConfig({ ...production, PIN_PEPPER_PREVIOUS: `0:${'a'.repeat(32)}, old:${'b'.repeat(40)}` });
    expect(config.PIN_PEPPER).toEqual({ id: '1', secret: 'Hq3Zt8Lm2Vx7Rk9Pw4Nd6Bf1Gs5Jc0Ya' });
    expect(config.PIN_PEPPER_PREVIOUS?.map((p) => p.id)).toEqual(['0', 'old']);
    // Outside production it may be left out: the development pepper comes from JWT_SECRET.
    expect(loadConfig({ ...noPepper, NODE_ENV: 'development' }).PIN_PEPPER).toBeUndefined();
  });
});
