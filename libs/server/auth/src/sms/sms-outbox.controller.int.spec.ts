import { randomBytes } from 'node:crypto';
import { Module, type DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CoreModule, createHttpApp, JsonLogger, loadConfig, type AppConfig } from '@chonail/server/core';
import { PRODUCTION_PROVIDERS } from '@chonail/server/testing';
import { NoSmsSender } from './no-sms.sender';
import { OutboxSmsSender } from './outbox-sms.sender';
import { SMS_SENDER, type SmsSender } from './sms-sender';
import { SmsModule } from './sms.module';
import { VonageSmsSender } from './vonage-sms.sender';

const baseEnv = { ...process.env, REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-sms` };
const logLines: string[] = [];
const logger = new JsonLogger({ service: 'api', level: 'info', write: (line) => logLines.push(line) });

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
    app = await bootApp({ ...baseEnv, NODE_ENV: 'development', SMS_OUTBOX: 'true', TRUST_PROXY: '1' });
    sender = app.get(SMS_SENDER);
  });

  it('uses the outbox as the SMS sender when asked for (SMS_OUTBOX=true)', () => {
    expect(sender).toBeInstanceOf(OutboxSmsSender);
  });

  it('never writes the code or the text to the log', async () => {
    logLines.length = 0;
    await sender.send({ to: '+17135550177', text: 'Your Cho Nail code is 314159', code: '314159', purpose: 'registration' });
    expect(logLines.join('\n')).toContain('development outbox');
    expect(logLines.join('\n')).not.toContain('314159');
  });

  it('answers only clients on this machine, even when another address names 127.0.0.1 in X-Forwarded-For', async () => {
    await sender.send({ to: '+17135550178', text: 'Your Cho Nail code is 271828', code: '271828', purpose: 'reset' });
    const url = '/api/dev/sms-outbox?phone=7135550178';
    const remote = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toEqual({ message: 'Cannot GET /api/dev/sms-outbox', code: 'NOT_FOUND' });
    const forged = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).not.toContain('271828');
    // Behind a local proxy, a remote client it reports is refused too.
    const proxied = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(proxied.statusCode).toBe(404);
    const local = await app.inject({ method: 'GET', url });
    expect(local.json()).toEqual([expect.objectContaining({ code: '271828' })]);
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
  it('unless asked for: without SMS_OUTBOX nothing is sent and no code is written anywhere', async () => {
    const app = await bootApp({ ...baseEnv, NODE_ENV: 'development', SMS_OUTBOX: undefined });
    const sender = app.get<SmsSender>(SMS_SENDER);
    expect(sender).toBeInstanceOf(NoSmsSender);
    logLines.length = 0;
    await sender.send({ to: '+17135550179', text: 'Your Cho Nail code is 161803', code: '161803', purpose: 'registration' });
    expect(logLines.join('\n')).toContain('SMS_OUTBOX=true');
    expect(logLines.join('\n')).not.toContain('161803');
    const res = await app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=7135550179' });
    expect(res.statusCode).toBe(404);
    const docs = await app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(Object.keys(docs.json().paths)).not.toContain('/api/dev/sms-outbox');
  });

  it('in production (Vonage is required there)', async () => {
    const app = await bootApp({
      ...baseEnv,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://chonail.test',
      SMS_OUTBOX: undefined,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...PRODUCTION_PROVIDERS,
    });
    expect(app.get(SMS_SENDER)).toBeInstanceOf(VonageSmsSender);
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
