import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { ErrorCode, findWebRoute } from '@chonail/shared/contracts';
import { headHtml, serverRenderRequests, type HeadTags, type SeoLang, type StoredLocation, urlLang } from '@chonail/shared/domain';
import type { JsonLogger } from '../logging/json-logger';
import { firstScreenHtml, readVisitor } from './first-screen-preloads';
import { KeptPage, PageCache } from './page-cache';
import { tileOrigin } from './security-headers';
import { ServerRenderer } from './server-render';

/**
 * What the first HTML of a page says before any script runs (issue 37): its status (404 for an
 * unknown path or a post nobody may see, 410 for an expired one) and its head (title, description,
 * canonical, alternates, preview, structured data). The listings lib provides it (no SQL in core).
 */
export interface PublicPage {
  status: number;
  head: HeadTags;
}
export interface PublicPages {
  page(path: string, search: string, lang: SeoLang, visitor?: { location: StoredLocation | null }): Promise<PublicPage>;
  /** Calls `listener` whenever a post changes, from anywhere (the kept rendered pages are then dropped). */
  onChange?(listener: () => void, onError?: (error: unknown) => void): Promise<void>;
}
/** Nest token under which the listings lib provides its PublicPages. */
export const PUBLIC_PAGES = Symbol('PUBLIC_PAGES');

/** The index.html's own title, which the page's head replaces. */
const TITLE = /<title>[^<]*<\/title>/;

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
 * rebuild or a restart. `mapTileUrl` (MAP_TILE_URL) lets the map page open its tile connection early.
 * Returns false, serving the API only, when there is no build.
 */
export async function serveWeb(
  app: NestFastifyApplication,
  webDir: string,
  logger: JsonLogger,
  pages?: PublicPages,
  remotesFile?: string,
  mapTileUrl?: string,
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
  const tiles = mapTileUrl ? tileOrigin(mapTileUrl) : undefined;
  // A `{s}` template names several hosts (a wildcard origin): no one connection to open early.
  const pageHtml = firstScreenHtml(webDir, indexHtml, { mountedManifest: Boolean(remotesFile), tileOrigin: tiles?.includes('*') ? undefined : tiles });
  const renderer = ServerRenderer.load(webDir, logger);
  const kept = new PageCache();
  if (renderer && pages?.onChange) {
    // Without it, kept pages still lapse after their short TTL.
    await pages.onChange(
      () => kept.forget(),
      (error) => logger.entry('warn', 'post changes not heard; kept pages lapse on their TTL only', { error: String(error) }),
    ).catch((error: unknown) => logger.entry('warn', 'post changes not heard; kept pages lapse on their TTL only', { error: String(error) }));
  }
  const publicPage = async (path: string, search: string, lang: SeoLang, location: StoredLocation | null): Promise<PublicPage | null> => {
    if (!pages) return null;
    try {
      return await pages.page(path, search, lang, { location });
    } catch (error) {
      // The app still loads and asks the API itself; only the status is a guess, the head the build's.
      logger.entry('warn', 'page head unknown', { path, error: String(error) });
      return null;
    }
  };
  fastify.get('/*', async (request, reply) => {
    const [path = '/', query] = request.url.split('?', 2);
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/')) {
      return reply.status(404).send({ message: `Cannot GET ${path}`, code: ErrorCode.NotFound });
    }
    const search = query ? `?${query}` : '';
    // The page's language: the one its URL names (a city page's path, ?lang=), else the reader's cookie, else Vietnamese.
    const visitor = readVisitor(request.headers.cookie);
    const lang = urlLang(path, search) ?? visitor.lang ?? 'vi';
    const rendering = Boolean(renderer?.handles(path));
    const key = rendering ? kept.key(path, search, lang, visitor.location) : null;
    const hit = key ? kept.get(key) : undefined;
    if (hit) return sendPage(reply, hit, request.headers['accept-encoding'], 'cache;desc="kept"');
    const version = kept.version();
    const page = await publicPage(path, search, lang, visitor.location);
    const status = page?.status ?? (findWebRoute(path) ? 200 : 404);
    // Issue 37: a public page's first screen comes rendered, from our own API's answers asked as
    // this visitor (in-process; their address counts for its limits).
    const rendered =
      status === 200 && rendering && renderer
        ? await renderer.render({ path, search, lang, location: visitor.location, requests: serverRenderRequests(path, search, JSON.stringify(visitor.location)) }, async (url) => {
            const answer = await fastify.inject({ method: 'GET', url, remoteAddress: request.ip });
            return answer.statusCode === 200 && answer.headers['content-type']?.toString().startsWith('application/json') ? answer.json() : undefined;
          })
        : null;
    // The HTML names the first screen's requests from the visitor's cookies (location, language).
    let html = pageHtml(path, search, request.headers.cookie, lang, rendered);
    // A function, not a string: `$&` in a poster's title must stay text.
    if (page) html = html.replace(TITLE, () => headHtml(page.head));
    if (key && rendered) {
      const keeping = new KeptPage(status, html);
      kept.keep(key, keeping, version);
      return sendPage(reply, keeping, request.headers['accept-encoding'], rendered.timing);
    }
    // Compressed on the way out like any answer (the on-the-fly compression of create-http-app).
    if (rendered) void reply.header('Server-Timing', rendered.timing);
    return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Cookie').send(html);
  });
  return true;
}

/**
 * A kept page's HTML, compressed as the client accepts (its compressed bytes are made once).
 * Server-Timing says how its first screen was made, for benchmarks and a browser's network panel
 * (no data in it).
 */
function sendPage(reply: FastifyReply, page: KeptPage, acceptEncoding: string | undefined, timing: string | undefined) {
  const { bytes, encoding } = page.body(acceptEncoding);
  void reply.status(page.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Encoding');
  if (encoding) void reply.header('Content-Encoding', encoding);
  if (timing) void reply.header('Server-Timing', timing);
  return reply.send(bytes);
}
