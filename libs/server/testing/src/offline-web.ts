import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext } from 'playwright-core';

/**
 * Nothing a test, a benchmark or `npm run perf` runs may reach outside this machine (issue 36).
 * Two pieces keep it so: a local stand-in for the map's tile server, so maps still draw, and a
 * guard on every browser context that aborts any request to another host and records it, so the
 * test that caused it fails and says which address it was.
 */

/** A 256x256 tile of the map's land colour (124 bytes): enough for Leaflet to draw a whole map. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEAAQMAAABmvDolAAAAA1BMVEXq5NZWrSmlAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAH0lEQVRoge3BAQ0AAADCoPdPbQ43oAAAAAAAAAAAvg0hAAABmmDh1QAAAABJRU5ErkJggg==',
  'base64',
);

export interface TileStub {
  /** The `MAP_TILE_URL` template that points at this stub. */
  url: string;
  /** How many tiles it has answered (a test of the map can check the map asked here). */
  served(): number;
  close(): Promise<void>;
}

/** A tile server on loopback: every `/{z}/{x}/{y}.png` answers the same small PNG. */
export function startTileStub(): Promise<TileStub> {
  let served = 0;
  const server: Server = createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    served += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': TILE_PNG.length, 'cache-control': 'max-age=3600', 'access-control-allow-origin': '*' });
    response.end(TILE_PNG);
  });
  return listenOnLoopback(server).then((port) => ({
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    served: () => served,
    close: () => closeServer(server),
  }));
}

/** Listens on a free loopback port; the server does not keep the test process alive after its last test. */
function listenOnLoopback(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.unref();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

const closeServer = (server: Server) => new Promise<void>((done) => server.close(() => done()));

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Loopback or the browser's own (data:, blob:, about:) addresses; everything else is outside. */
export function isLocalAddress(address: string): boolean {
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'ws:' && url.protocol !== 'wss:') return true;
  return LOOPBACK_HOSTS.has(url.hostname);
}

/** Requests to outside addresses that the guard aborted since the last `takeOutsideRequests()`. */
const aborted: string[] = [];

/** The outside addresses browser pages asked for since the last call (and forgets them). */
export function takeOutsideRequests(): string[] {
  return aborted.splice(0, aborted.length);
}

/**
 * Any http(s) address whose host is not loopback. A pattern rather than a function: Playwright
 * then pauses only the requests it matches, and the app's own requests go on untouched.
 */
export const OUTSIDE_ADDRESS = /^https?:\/\/(?!(?:127\.0\.0\.1|localhost|\[::1\])(?:[:/?#]|$))/;

/** Aborts and records every request of this context that leaves the machine. */
export async function guardContext(context: BrowserContext): Promise<void> {
  await context.route(OUTSIDE_ADDRESS, (route) => {
    aborted.push(route.request().url());
    return route.abort('blockedbyclient');
  });
}

/**
 * Every context the browser makes, including the one `browser.newPage()` makes for itself, gets the
 * guard: Playwright's `newPage` calls `this.newContext`, so guarding that one method covers both.
 */
export function guardBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await guardContext(context);
    return context;
  };
  return browser;
}

export interface GuardProxy {
  /** Chromium flags that send every non-loopback request to the guard (Chromium never proxies loopback). */
  chromeFlags: string[];
  /** The addresses refused so far. */
  refused: string[];
  close(): Promise<void>;
}

/**
 * A proxy on loopback that refuses every request and tunnel it is asked for, and records its
 * address. Chromium sends it whatever it would send outside: its own background calls (Google's
 * update and account servers, which no flag fully silences) and, in `npm run perf`, where no
 * Playwright route can watch Lighthouse's pages, the pages' requests too.
 */
export function startGuardProxy(): Promise<GuardProxy> {
  const refused: string[] = [];
  const server = createServer((request, response) => {
    refused.push(request.url ?? '');
    response.writeHead(403).end();
  });
  server.on('connect', (request: { url?: string }, socket: { destroy(): void }) => {
    refused.push(`https://${request.url ?? ''}`);
    socket.destroy();
  });
  return listenOnLoopback(server).then((port) => ({ chromeFlags: [`--proxy-server=http://127.0.0.1:${port}`], refused, close: () => closeServer(server) }));
}
