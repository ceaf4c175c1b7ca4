import { PRODUCTION_PROVIDERS, serviceEnv, startService } from '@chonail/server/testing';

describe.each(['api', 'worker'] as const)('%s refuses to start on bad config', (service) => {
  it('exits 1 naming a non-numeric PORT / WORKER_CONCURRENCY', async () => {
    const proc = startService(service, serviceEnv({ PORT: 'abc', WORKER_CONCURRENCY: 'four' }));
    const exit = await proc.exited;
    expect(exit.code).toBe(1);
    const stderr = proc.stderr.join('\n');
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT: must be a whole number from 1 to 65535 (got "abc")');
    expect(stderr).toContain('WORKER_CONCURRENCY: must be a whole number from 1 to 64 (got "four")');
  });

  it('exits 1 naming JWT_SECRET when it is missing in production', async () => {
    const proc = startService(service, serviceEnv({ NODE_ENV: 'production', JWT_SECRET: undefined }));
    expect((await proc.exited).code).toBe(1);
    expect(proc.stderr.join('\n')).toContain('JWT_SECRET: is required when NODE_ENV=production');
  });

  it('exits 1 on a placeholder JWT_SECRET in production', async () => {
    const proc = startService(service, serviceEnv({ NODE_ENV: 'production', JWT_SECRET: 'changeme-changeme-changeme-changeme' }));
    expect((await proc.exited).code).toBe(1);
    expect(proc.stderr.join('\n')).toMatch(/JWT_SECRET: must be a random secret .* not a placeholder/);
  });
});

describe('pen-test findings 1, 2 and 12: no published secret, no outbox or silent SMS in production', () => {
  it('api exits 1 without JWT_SECRET in development too (there is no built-in secret left)', async () => {
    const proc = startService('api', serviceEnv({ NODE_ENV: 'development', JWT_SECRET: undefined }));
    expect((await proc.exited).code).toBe(1);
    expect(proc.stderr.join('\n')).toContain('JWT_SECRET: is required to sign sign-in tokens (npm start generates one');
  });

  it('api exits 1 in production with SMS_OUTBOX=true or without an SMS provider', async () => {
    const secret = 'q8V1xZt4Jm0pLr7Nw2Ks9Yd3Hc6Bf5Ge';
    const proc = startService('api', serviceEnv({ NODE_ENV: 'production', JWT_SECRET: secret, SMS_OUTBOX: 'true', VONAGE_API_KEY: undefined }));
    expect((await proc.exited).code).toBe(1);
    const stderr = proc.stderr.join('\n');
    expect(stderr).toContain('SMS_OUTBOX: must not be set in production');
    expect(stderr).toContain('VONAGE_API_KEY: is required when NODE_ENV=production');
  });
});

describe('issue 38, finding 1: production takes no test payments', () => {
  it.each(['api', 'worker'] as const)('%s exits 1 in production without Stripe, naming the three variables', async (service) => {
    const proc = startService(
      service,
      serviceEnv({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://chonail.test',
        JWT_SECRET: 'q8V1xZt4Jm0pLr7Nw2Ks9Yd3Hc6Bf5Ge',
        SMS_OUTBOX: undefined,
        ...PRODUCTION_PROVIDERS,
        STRIPE_SECRET_KEY: undefined,
        STRIPE_WEBHOOK_SECRET: undefined,
        STRIPE_PUBLISHABLE_KEY: undefined,
      }),
    );
    expect((await proc.exited).code).toBe(1);
    const stderr = proc.stderr.join('\n');
    expect(stderr).toContain('STRIPE_SECRET_KEY: is required when NODE_ENV=production (with STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY)');
    // Stripe was the only thing missing.
    expect(stderr).not.toMatch(/VONAGE_API_KEY:|JWT_SECRET:|PUBLIC_ORIGIN:/);
  });
});
