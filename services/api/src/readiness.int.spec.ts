import type { Health } from '@chonail/shared/contracts';
import { freePort, getJson, serviceEnv, startService, type ServiceProcess } from '@chonail/server/testing';

/** An API whose Redis is unreachable still starts, answers liveness, and tells the load balancer it is not ready. */
describe('API with Redis down', () => {
  let api: ServiceProcess;
  let baseUrl: string;

  beforeAll(async () => {
    const [port, deadRedisPort] = await Promise.all([freePort(), freePort()]);
    api = startService('api', serviceEnv({ PORT: String(port), REDIS_URL: `redis://127.0.0.1:${deadRedisPort}` }));
    await api.waitForLog((l) => l.msg === 'api listening');
    baseUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(() => api?.stop());

  it('is live', async () => {
    expect((await getJson(`${baseUrl}/api/health/live`)).status).toBe(200);
  });

  it('answers readiness 503 naming what is down', async () => {
    const ready = await getJson(`${baseUrl}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      message: 'Not ready: database or Redis is down',
      code: 'NOT_READY',
      status: 'not_ready',
      database: 'up',
      redis: 'down',
    });
  });

  it('answers /api/health 503 with every component by name, quickly', async () => {
    const started = Date.now();
    const { status, body } = await getJson<Health & { code: string }>(`${baseUrl}/api/health`);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(status).toBe(503);
    expect(body).toMatchObject({
      code: 'NOT_READY',
      status: 'down',
      database: { status: 'up' },
      redis: { status: 'down', latencyMs: null },
      worker: { status: 'down' },
      queues: { maintenance: null },
    });
  });
});
