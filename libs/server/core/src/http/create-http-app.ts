import { randomUUID } from 'node:crypto';
import { type DynamicModule, RequestMethod, type Type } from '@nestjs/common';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc, ZodValidationPipe } from 'nestjs-zod';
import { ErrorCode } from '@chonail/shared/contracts';
import { UPLOAD_LIMITS } from '@chonail/shared/domain';
import type { AppConfig } from '../config/env';
import { HttpErrorFilter } from '../errors/http-error.filter';
import type { JsonLogger } from '../logging/json-logger';
import { requestContext } from '../logging/request-context';
import type { HttpMetrics } from '../metrics/metrics';
import { registerSecurityHeaders, type SecurityConfig } from './security-headers';

/** Routes served outside the /api prefix: robots.txt and the sitemaps (issue 37). */
export const ROOT_ROUTES = ['robots.txt', 'sitemap.xml', 'sitemaps/*file'];

/** A caller's x-request-id is reused only when it is short and plain, so it cannot forge log lines. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Below this an answer goes as it is: compressing a few hundred bytes saves less than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli's fast end: most of its gain over gzip for JSON at a small fraction of quality 11's CPU. */
const BROTLI_ON_THE_FLY_QUALITY = 4;

/**
 * Half of a UTF-16 surrogate pair without the other half (issue 38, finding 10). JSON.parse makes one
 * of `"\ud800"`; it is no character, and the database driver's UTF-8 either fails on it (a 500) or
 * stores U+FFFD in its place. Matched by code unit (no `u` flag), so a real pair, an emoji, passes.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why no stored text could hold this string. */
const TEXT_FAULTS = [
  { test: (text: string) => text.includes('\u0000'), message: 'Text must not contain NUL characters' },
  { test: (text: string) => LONE_SURROGATE.test(text), message: 'Text must not contain unpaired UTF-16 surrogates' },
] as const;

/**
 * The first fault of any string in a parsed body, query or params, keys included; null when there
 * is none. Walked with a stack, not recursion, so no depth of nesting hides a string or overflows.
 */
function textFault(input: unknown): string | null {
  const pending: unknown[] = [input];
  // Parsed JSON has no cycles, but nothing here relies on that.
  const seen = new Set<object>();
  const check = (text: string) => TEXT_FAULTS.find((fault) => fault.test(text))?.message ?? null;
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const fault = check(value);
      if (fault) return fault;
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value) && !seen.has(value)) {
      seen.add(value);
      for (const [key, item] of Object.entries(value)) {
        const fault = check(key);
        if (fault) return fault;
        pending.push(item);
      }
    }
  }
  return null;
}

export interface HttpAppOptions {
  config: Pick<AppConfig, 'TRUST_PROXY' | 'CORS_ORIGINS'> & SecurityConfig;
  logger: JsonLogger;
  version?: string;
  /** Where request durations and in-flight counts go; the entry point serves them on METRICS_PORT. */
  metrics?: HttpMetrics;
}

/**
 * Builds the Fastify-based Nest app every HTTP entry point (and the HTTP tests) share: request ids,
 * one JSON log line per request, `{ message, code }` errors, zod validation and OpenAPI at /api/docs.
 */
export async function createHttpApp(
  module: Type<unknown> | DynamicModule,
  { config, logger, version = '0.0.0', metrics }: HttpAppOptions,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && ACCEPTABLE_REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  const fastify = adapter.getInstance();
  metrics?.install(fastify);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    logger.entry(level, 'request completed', {
      requestId: request.id,
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    });
    done();
  });

  await registerSecurityHeaders(fastify, config);
  // Phones on mobile data: answers over 1 KB go Brotli (or gzip) when the client accepts it. The
  // web build's files are compressed once at build time and served as such (serve-web.ts); answers
  // that already carry a Content-Encoding are left alone.
  await fastify.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_ON_THE_FLY_QUALITY } },
  });
  // PostgreSQL text cannot hold NUL or a lone surrogate, so no real input has one: refused here for
  // every route at once, before any guard, handler or query.
  fastify.addHook('preHandler', (request, reply, done) => {
    const fault = textFault(request.params) ?? textFault(request.query) ?? textFault(request.body);
    if (fault) {
      void reply.status(400).send({ message: fault, code: ErrorCode.ValidationError });
      return;
    }
    done();
  });

  // Uploads stream through here: the per-file limit is enforced while the bytes arrive, and the
  // form may carry a session id and the files, nothing more.
  await fastify.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxFileBytes, files: UPLOAD_LIMITS.maxFilesOnEdit, fields: 5, fieldSize: 1_000, parts: 20, headerPairs: 100 },
    throwFileSizeLimit: true,
  });

  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, {
    logger,
    bufferLogs: true,
    // Payment webhooks are verified against the exact bytes received (request.rawBody).
    rawBody: true,
  });
  // What crawlers look for at the site's root (issue 37): robots.txt and the sitemaps.
  app.setGlobalPrefix('api', { exclude: ROOT_ROUTES.map((path) => ({ path, method: RequestMethod.GET })) });
  // Same-origin needs no CORS; another site may call the API from a browser only when listed.
  if (config.CORS_ORIGINS.length) app.enableCors({ origin: [...config.CORS_ORIGINS], credentials: true });
  app.useGlobalFilters(new HttpErrorFilter(logger));
  app.useGlobalPipes(new ZodValidationPipe());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Chợ Nail API')
      .setDescription('Marketplace API. Every error answers { message, code } (+ details for validation, + requestId on 5xx).')
      .setVersion(version)
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, cleanupOpenApiDoc(document), { jsonDocumentUrl: 'api/docs-json' });
  return app;
}
