import { serviceEnv, startService } from '@chonail/server/testing';

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
