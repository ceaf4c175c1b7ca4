import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorCode, findWebRoute, JOB_PAGE_ROUTE } from '@chonail/shared/contracts';
import type { JsonLogger } from '../logging/json-logger';
import { firstScreenHtml } from './first-screen-preloads';

/** Whether a public page's subject can be shown; the lib that owns the data provides it (no SQL in core). */
export type PublicPageStatus = 'listed' | 'expired' | 'missing';
export interface PublicPageLookup {
  jobPostStatus(id: number): Promise<PublicPageStatus>;
}
/** Nest token under which the listings lib provides its PublicPageLookup. */
export const PUBLIC_PAGE_LOOKUP = Symbol('PUBLIC_PAGE_LOOKUP');

const PAGE_STATUS: Record<PublicPageStatus, number> = { listed: 200, expired: 410, missing: 404 };
const INT32_MAX = 2_147_483_647;

export const WEB_REMOTES = ['browse', 'post', 'admin'] as const;
/** The build's compressed copies are found by preCompressed, not served under their own names. */
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/** Names with a content hash never change; everything else (index.html, remoteEntry.js, remotes.json) must be revalidated. */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|map|png|jpe?g|webp|avif|svg|woff2?)$/;

// @fastify/static 10 hands setHeaders the Fastify reply (older versions: the raw response).
function setHeaders(reply: { header(name: string, value: string): unknown }, filePath: string): void {
  // With preCompressed the path may be the .br or .gz copy: the name that counts is the asset's.
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  reply.header('Cache-Control', HASHED_ASSET.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
  reply.header('X-Content-Type-Options', 'nosniff');
}

/**
 * Serves the production web build on the API's origin: the shell at /, each remote at
 * /remotes/<name>/, and the shell's index.html for any other GET outside /api so client-side routes
 * (/job/12, /customerportal, unknown paths) load the app, which shows its own not-found page. The
 * status tells crawlers and monitors the truth: 404 for a path the app does not know and for the
 * job page of a post nobody may see, 410 for an expired one.
 * `remotesFile` (WEB_REMOTES_FILE), when given, is served as /remotes.json instead of the built
 * one, read on each request so a mounted file can be changed (a remote moved to a CDN) without a
 * rebuild or a restart.
 * Returns false, serving the API only, when there is no build.
 */
export async function serveWeb(
  app: NestFastifyApplication,
  webDir: string,
  logger: JsonLogger,
  lookup?: PublicPageLookup,
  remotesFile?: string,
): Promise<boolean> {
  const shellDir = join(webDir, 'shell');
  const indexFile = join(shellDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.entry('warn', 'web app not built; serving the API only (run npm run build:web)', { webDir });
    return false;
  }
  // preCompressed: the build wrote name.br and name.gz beside each text asset; the best one the
  // browser accepts is sent (with Vary: Accept-Encoding), never compressed again per request.
  const common = { wildcard: false, cacheControl: false, setHeaders: setHeaders as never, preCompressed: true, globIgnore: COMPRESSED_COPIES };
  const fastify = app.getHttpAdapter().getInstance();
  if (remotesFile) {
    fastify.get('/remotes.json', async (_request, reply) => {
      try {
        const manifest = await readFile(remotesFile, 'utf8');
        JSON.parse(manifest);
        return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(manifest);
      } catch (error) {
        logger.entry('error', 'WEB_REMOTES_FILE unreadable', { remotesFile, error: String(error) });
        return reply.status(503).send({ message: 'Remotes manifest unavailable', code: ErrorCode.ServiceUnavailable });
      }
    });
  }
  // With a mounted manifest the built one is left out of the static routes (a route each).
  await app.register(fastifyStatic, { ...common, root: shellDir, prefix: '/', index: false, globIgnore: remotesFile ? [...COMPRESSED_COPIES, 'remotes.json'] : COMPRESSED_COPIES });
  for (const remote of WEB_REMOTES) {
    await app.register(fastifyStatic, { ...common, root: join(webDir, remote), prefix: `/remotes/${remote}/`, decorateReply: false });
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const pageHtml = firstScreenHtml(webDir, indexHtml, { mountedManifest: Boolean(remotesFile) });
  const pageStatus = async (path: string): Promise<number> => {
    const route = findWebRoute(path);
    if (!route) return 404;
    if (route.pattern !== JOB_PAGE_ROUTE || !lookup) return 200;
    const id = route.params['id'] ?? '';
    // The page shows "not found" for ids it cannot read, without asking the API.
    if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > INT32_MAX) return 404;
    try {
      return PAGE_STATUS[await lookup.jobPostStatus(Number(id))];
    } catch (error) {
      // The app still loads and asks the API itself; only the status is a guess.
      logger.entry('warn', 'job page status unknown', { path, error: String(error) });
      return 200;
    }
  };
  fastify.get('/*', async (request, reply) => {
    const [path = '/', query] = request.url.split('?', 2);
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/')) {
      return reply.status(404).send({ message: `Cannot GET ${path}`, code: ErrorCode.NotFound });
    }
    const status = await pageStatus(path);
    // The HTML names the first screen's requests from the visitor's cookies (location, language).
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .send(pageHtml(path, query ? `?${query}` : '', request.headers.cookie));
  });
  return true;
}
