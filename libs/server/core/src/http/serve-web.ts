import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorCode } from '@chonail/shared/contracts';
import type { JsonLogger } from '../logging/json-logger';

export const WEB_REMOTES = ['browse', 'post', 'admin'] as const;

/** Names with a content hash never change; everything else (index.html, remoteEntry.js, remotes.json) must be revalidated. */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|map)$/;

// @fastify/static 10 hands setHeaders the Fastify reply (older versions: the raw response).
function setHeaders(reply: { header(name: string, value: string): unknown }, filePath: string): void {
  reply.header('Cache-Control', HASHED_ASSET.test(basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache');
  reply.header('X-Content-Type-Options', 'nosniff');
}

/**
 * Serves the production web build on the API's origin: the shell at /, each remote at
 * /remotes/<name>/, and the shell's index.html for any other GET outside /api so client-side routes
 * (/job/12, /customerportal, unknown paths) load the app, which shows its own not-found page.
 * Returns false, serving the API only, when there is no build.
 */
export async function serveWeb(app: NestFastifyApplication, webDir: string, logger: JsonLogger): Promise<boolean> {
  const shellDir = join(webDir, 'shell');
  const indexFile = join(shellDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.entry('warn', 'web app not built; serving the API only (run npm run build:web)', { webDir });
    return false;
  }
  const common = { wildcard: false, cacheControl: false, setHeaders: setHeaders as never };
  await app.register(fastifyStatic, { ...common, root: shellDir, prefix: '/', index: false });
  for (const remote of WEB_REMOTES) {
    await app.register(fastifyStatic, { ...common, root: join(webDir, remote), prefix: `/remotes/${remote}/`, decorateReply: false });
  }
  const indexHtml = readFileSync(indexFile);
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/')) {
        return reply.status(404).send({ message: `Cannot GET ${path}`, code: ErrorCode.NotFound });
      }
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    });
  return true;
}
