import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createHttpApp, JsonLogger, loadConfig, runMigrations } from '@chonail/server/core';
import { createOrPromoteAdmin, newClient, staffCodeFor } from '@chonail/server/auth/testing';
import { AppModule } from '../app.module';

export interface Caller {
  token: string;
  phone: string;
  id: number;
}

/**
 * The whole API in this process (every module, the run's database and Redis), as the security
 * suites call it: routes are recorded as Fastify registers them, callers sign in through the real
 * calls.
 */
export async function startApi(prefixSuffix: string, env: Record<string, string> = {}) {
  const config = loadConfig({ ...process.env, REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-${prefixSuffix}`, ...env });
  const logger = new JsonLogger({ service: 'api', level: 'error' });
  const app: NestFastifyApplication = await createHttpApp(AppModule.forRoot({ config, logger, version: 'test' }), { config, logger });
  const routes: string[] = [];
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${route.url}`);
    });
  const data = app.get(DataSource);
  await runMigrations(data, logger);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();

  async function signIn(role: 'member' | 'admin'): Promise<Caller> {
    const { phone } = newClient();
    const password = role === 'admin' ? 'correct horse battery' : '4829';
    if (role === 'admin') await createOrPromoteAdmin(data.manager, phone, password);
    else {
      const ip = newClient().ip;
      await app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { phone, password }, remoteAddress: ip });
      const outbox = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}` });
      const otp = (outbox.json() as Array<{ code: string }>)[0]?.code;
      await app.inject({ method: 'POST', url: '/api/auth/complete-registration', payload: { phone, password, otp }, remoteAddress: ip });
    }
    const totp = await staffCodeFor(phone);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password, ...(totp ? { totp } : {}) }, remoteAddress: newClient().ip });
    if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
    const { token, user } = login.json() as { token: string; user: { id: number } };
    return { token, phone, id: user.id };
  }

  return { app, config, data, routes: () => [...new Set(routes)].sort(), signIn };
}

export type ApiUnderTest = Awaited<ReturnType<typeof startApi>>;
