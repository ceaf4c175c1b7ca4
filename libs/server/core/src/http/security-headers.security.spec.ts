import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Controller, Get, Module, Res } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { loadConfig } from '../config/env';
import { JsonLogger } from '../logging/json-logger';
import { createHttpApp } from './create-http-app';
import { contentSecurityPolicy, tileOrigin } from './security-headers';
import { serveWeb } from './serve-web';

@Controller('probe')
class ProbeController {
  @Get('me')
  me() {
    return { phone: '+17135550123' };
  }

  @Get('cached')
  cached(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'public, max-age=60');
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

const logger = new JsonLogger({ service: 'api', level: 'error', write: () => undefined });
const webDir = mkdtempSync(join(tmpdir(), 'chonail-headers-'));
let app: NestFastifyApplication;

beforeAll(async () => {
  mkdirSync(join(webDir, 'shell'));
  writeFileSync(join(webDir, 'shell', 'index.html'), '<!doctype html><title>t</title>');
  const config = loadConfig({ CORS_ORIGINS: 'https://partner.example' });
  app = await createHttpApp(ProbeModule, { config, logger });
  await serveWeb(app, webDir, logger);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
});
afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: 'chonail.com', ...headers } });

describe('security headers (pen-test finding 4)', () => {
  it.each(['/', '/job/12', '/api/probe/me', '/api/nothing-here'])('are on every answer: %s', async (url) => {
    const res = await get(url);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('leave HSTS off on localhost, where it would pin https for every local app', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const res = await get('/api/probe/me', { host });
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('say no-store on API answers, always when the request carries credentials', async () => {
    expect((await get('/api/probe/me')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/probe/me', { authorization: 'Bearer x' })).headers['cache-control']).toBe('no-store');
    expect((await get('/api/probe/cached')).headers['cache-control']).toBe('public, max-age=60');
    expect((await get('/api/probe/cached', { authorization: 'Bearer x' })).headers['cache-control']).toBe('no-store');
  });

  it('allow CORS only for a configured origin', async () => {
    const listed = await get('/api/probe/me', { origin: 'https://partner.example' });
    expect(listed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await get('/api/probe/me', { origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('contentSecurityPolicy', () => {
  const base = loadConfig({});

  it('names Stripe only when card payments are configured', () => {
    expect(JSON.stringify(contentSecurityPolicy(base))).not.toContain('stripe');
    const stripe = contentSecurityPolicy({ ...base, STRIPE_PUBLISHABLE_KEY: 'pk_live_x' });
    expect(stripe['scriptSrc']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(stripe['frameSrc']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(stripe['connectSrc']).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('lets the code of remotes served elsewhere load, and only theirs', () => {
    const csp = contentSecurityPolicy({ ...base, WEB_REMOTE_ORIGINS: ['https://cdn.chonail.com'] });
    expect(csp['scriptSrc']).toEqual(["'self'", 'https://cdn.chonail.com']);
    expect(csp['styleSrc']).toContain('https://cdn.chonail.com');
    expect(contentSecurityPolicy(base)['scriptSrc']).toEqual(["'self'"]);
  });

  it('lets images come from the configured tile server', () => {
    expect(contentSecurityPolicy(base)['imgSrc']).toContain('https://tile.openstreetmap.org');
    expect(tileOrigin('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.com');
    expect(tileOrigin('http://127.0.0.1:8089/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8089');
  });
});
