import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { loadConfig } from '../config/env';
import { DomainError } from '../errors/domain-error';
import { JsonLogger, type LogLevel } from '../logging/json-logger';
import { createHttpApp } from './create-http-app';

class CreateThingDto extends createZodDto(z.object({ title: z.string().min(1).max(200), months: z.number().int().min(1) })) {}

/** Exists only here: routes that fail in each way a feature can fail. */
@Controller('probe')
class ProbeController {
  @Post('things')
  async create(@Body() body: CreateThingDto) {
    await new Promise((r) => setImmediate(r));
    logger.entry('info', 'inside handler');
    return { created: body.title };
  }

  @Get('domain-error')
  domainError() {
    throw new DomainError('OWN_POST_ERROR', 'Cannot save your own post', 409);
  }

  @Get('crash')
  crash() {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  }

  @Get('log')
  log() {
    logger.entry('info', 'inside handler');
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

const lines: Array<Record<string, unknown>> = [];
const logger = new JsonLogger({ service: 'api', level: 'debug', write: (line) => lines.push(JSON.parse(line)) });
let app: NestFastifyApplication;

beforeAll(async () => {
  app = await createHttpApp(ProbeModule, { config: loadConfig({}), logger });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
});
afterAll(() => app.close());
beforeEach(() => (lines.length = 0));

const logsAt = (level: LogLevel) => lines.filter((l) => l['level'] === level);

describe('HTTP errors', () => {
  it('refuses text with a NUL character (PostgreSQL cannot store it) with 400, before the handler runs', async () => {
    for (const request of [
      { method: 'POST' as const, url: '/api/probe/things', payload: { title: 'a\u0000b', months: 1 } },
      { method: 'GET' as const, url: '/api/probe/log?q=%00' },
    ]) {
      lines.length = 0;
      const res = await app.inject(request);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Text must not contain NUL characters', code: 'VALIDATION_ERROR' });
      expect(lines.filter((l) => l['msg'] === 'inside handler')).toEqual([]);
    }
  });

  it('refuses text with a lone UTF-16 surrogate, in any value or key at any depth, with 400, before the handler runs (issue 38, finding 10)', async () => {
    const refused = { message: 'Text must not contain unpaired UTF-16 surrogates', code: 'VALIDATION_ERROR' };
    // Written as JSON escapes, as a client sends them: JSON.parse turns each into a lone surrogate.
    let deep = '"\\ud800"';
    for (let i = 0; i < 100; i++) deep = `[${deep}]`;
    for (const payload of [
      '{"title":"a\\ud800b","months":1}',
      '{"title":"a\\udc00","months":1}',
      '{"title":"\\udc00\\ud800","months":1}',
      '{"title":"\\ud83d\\ud83d","months":1}',
      '{"title":"ok","months":1,"\\ud800":1}',
      `{"title":"ok","months":1,"extra":${deep}}`,
    ]) {
      lines.length = 0;
      const res = await app.inject({ method: 'POST', url: '/api/probe/things', payload, headers: { 'content-type': 'application/json' } });
      expect([payload.slice(0, 40), res.statusCode, res.json()]).toEqual([payload.slice(0, 40), 400, refused]);
      expect(lines.filter((l) => l['msg'] === 'inside handler')).toEqual([]);
    }
  });

  it('lets a surrogate pair (an emoji) through, as escapes or as it is', async () => {
    for (const payload of ['{"title":"Nail \\ud83d\\udc85","months":1}', '{"title":"Nail 💅 𝔘","months":1}']) {
      const res = await app.inject({ method: 'POST', url: '/api/probe/things', payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(201);
      expect(res.json().created).toMatch(/^Nail \u{1F485}/u);
    }
  });

  it('answers a domain error with its status, message and code', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/domain-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Cannot save your own post', code: 'OWN_POST_ERROR' });
  });

  it('answers invalid input with 400, VALIDATION_ERROR and a detail per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/probe/things', payload: { title: '', months: 1.5 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Invalid input', code: 'VALIDATION_ERROR' });
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual(['months', 'title']);
  });

  it('passes valid input through to the handler', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/probe/things', payload: { title: 'Cần thợ', months: 2 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 'Cần thợ' });
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'BAD_REQUEST' });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/things',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(1_100_000), months: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Cannot GET /api/nothing-here', code: 'NOT_FOUND' });
  });

  it('hides the cause of a 500 behind a request id that the log line also has', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR', requestId: expect.any(String) });
    expect(res.body).not.toMatch(/ECONNREFUSED|hunter2|stack/);
    expect(res.headers['x-request-id']).toBe(body.requestId);
    const [logged] = logsAt('error').filter((l) => l['msg'] === 'request failed');
    expect(logged).toMatchObject({ requestId: body.requestId, err: { message: expect.stringContaining('ECONNREFUSED') } });
  });
});

describe('request ids and logging', () => {
  it('reuses a plain x-request-id from the caller and puts it on every line of the request', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/log', headers: { 'x-request-id': 'lb-req-12345678' } });
    expect(res.headers['x-request-id']).toBe('lb-req-12345678');
    const handlerLine = lines.find((l) => l['msg'] === 'inside handler');
    const accessLine = lines.find((l) => l['msg'] === 'request completed');
    expect(handlerLine).toMatchObject({ requestId: 'lb-req-12345678', service: 'api' });
    expect(accessLine).toMatchObject({ requestId: 'lb-req-12345678', method: 'GET', url: '/api/probe/log', statusCode: 200 });
  });

  it('keeps the request id inside handlers of requests with a body read from a real socket', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.getHttpServer().address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/api/probe/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'body-req-1234' },
      body: JSON.stringify({ title: 'a', months: 1 }),
    });
    expect(res.status).toBe(201);
    expect(lines.find((l) => l['msg'] === 'inside handler')).toMatchObject({ requestId: 'body-req-1234' });
  });

  it('replaces a request id that could forge log content', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/log', headers: { 'x-request-id': 'x"\n{"level":"error"}' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI', () => {
  it('serves the document at /api/docs-json and the UI at /api/docs', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths).toHaveProperty(['/api/probe/things']);
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
