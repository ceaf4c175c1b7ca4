import { randomBytes } from 'node:crypto';
import { Module, type DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CoreModule, createHttpApp, JsonLogger, loadConfig, type AppConfig } from '@chonail/server/core';
import { OutboxSmsSender } from './outbox-sms.sender';
import { SMS_SENDER, type SmsSender } from './sms-sender';
import { SmsModule } from './sms.module';
import { VonageSmsSender } from './vonage-sms.sender';

const baseEnv = { ...process.env, REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-sms` };
const logger = new JsonLogger({ service: 'api', level: 'warn', write: () => undefined });

/** The API's shape in small: CoreModule (global) and SmsModule, booted as the API boots. */
async function boot(config: AppConfig): Promise<NestFastifyApplication> {
  @Module({})
  class TestModule {}
  const root: DynamicModule = {
    module: TestModule,
    imports: [CoreModule.forRoot({ config, logger, version: 'test' }), SmsModule.forRoot(config)],
  };
  const app = await createHttpApp(root, { config, logger, version: 'test' });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

const apps: NestFastifyApplication[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function bootApp(env: NodeJS.ProcessEnv): Promise<NestFastifyApplication> {
  const app = await boot(loadConfig(env));
  apps.push(app);
  return app;
}

describe('GET /api/dev/sms-outbox (development)', () => {
  let app: NestFastifyApplication;
  let sender: SmsSender;

  beforeAll(async () => {
    app = await bootApp({ ...baseEnv, NODE_ENV: 'development' });
    sender = app.get(SMS_SENDER);
  });

  it('uses the outbox as the SMS sender when Vonage is not configured', () => {
    expect(sender).toBeInstanceOf(OutboxSmsSender);
  });

  it('answers what was sent to the phone, newest first', async () => {
    await sender.send({ to: '+17135550123', text: 'Your Cho Nail code is 111111', code: '111111', purpose: 'registration' });
    await sender.send({ to: '+17135550123', text: 'Your Cho Nail code is 222222', code: '222222', purpose: 'reset' });
    await sender.send({ to: '+17135550999', text: 'Your Cho Nail code is 999999', code: '999999', purpose: 'registration' });

    const res = await app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=%2B17135550123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { to: '+17135550123', text: 'Your Cho Nail code is 222222', code: '222222', purpose: 'reset', createdAt: expect.any(String) },
      { to: '+17135550123', text: 'Your Cho Nail code is 111111', code: '111111', purpose: 'registration', createdAt: expect.any(String) },
    ]);
  });

  it('accepts the phone as typed, without +1', async () => {
    const encoded = await app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=%2B17135550123' });
    const plain = await app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=7135550123' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual(encoded.json());
    expect(plain.json()).toHaveLength(2);
  });

  it('is described in the OpenAPI document', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(docs.json().paths['/api/dev/sms-outbox'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'phone', in: 'query', required: true })]),
    );
  });

  it('answers an empty list for a phone nothing was sent to', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=7135550100' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 400 VALIDATION_ERROR without a phone, or with one that is not a number', async () => {
    for (const url of ['/api/dev/sms-outbox', '/api/dev/sms-outbox?phone=', '/api/dev/sms-outbox?phone=abc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Invalid input',
        code: 'VALIDATION_ERROR',
        details: [{ path: 'phone', message: expect.any(String) }],
      });
    }
  });
});

describe('GET /api/dev/sms-outbox does not exist', () => {
  it('in production, even with the outbox in use', async () => {
    const app = await bootApp({ ...baseEnv, NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex') });
    expect(app.get(SMS_SENDER)).toBeInstanceOf(OutboxSmsSender);
    const res = await app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=7135550123' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    const docs = await app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(Object.keys(docs.json().paths)).not.toContain('/api/dev/sms-outbox');
  });

  it('when Vonage is configured (Vonage is then the sender)', async () => {
    const app = await bootApp({
      ...baseEnv,
      NODE_ENV: 'development',
      VONAGE_API_KEY: 'a1b2c3d4',
      VONAGE_API_SECRET: 'Zq9sEcReT7vonage',
      VONAGE_REST_HOST: 'http://127.0.0.1:9',
    });
    expect(app.get(SMS_SENDER)).toBeInstanceOf(VonageSmsSender);
    const res = await app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=7135550123' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
