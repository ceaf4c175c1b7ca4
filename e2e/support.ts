import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  freePort,
  launchChromium,
  serviceEnv,
  startService,
  startTileStub,
  takeOutsideRequests,
  testOutputDir,
  WORKSPACE_ROOT,
  type ServiceProcess,
  type TileStub,
} from '@chonail/server/testing';

/**
 * A page the server drew (issue 37) shows its buttons before its code has arrived, which it asks
 * for once painted: a tap then does nothing, as for a person that quick. So the page's goto,
 * reload and waitForURL return once the app has taken such a page over (`<html data-app="ready">`), as a person's
 * next tap would find it; a test that wants the moment before asks with `waitUntil: 'commit'`.
 */
function tapsAfterTakeOver(page: Page): Page {
  const settle = async <T>(navigation: Promise<T>, waitUntil: string | undefined): Promise<T> => {
    const response = await navigation;
    if (waitUntil === 'commit') return response;
    const drawn = await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-rendered-at') ?? false).catch(() => false);
    if (drawn) await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = (url, options) => settle(goto(url, options), options?.waitUntil);
  page.reload = (options) => settle(reload(options), options?.waitUntil);
  // A page the app loads itself (signing out reloads /) counts too.
  page.waitForURL = (url, options) => settle(waitForURL(url, options), options?.waitUntil);
  return page;
}

/** The web build the tests serve: WEB_DIST_DIR when set (as `npm run build:web` honours it), else dist/frontends. */
export const webDist = () => resolve(WORKSPACE_ROOT, process.env.WEB_DIST_DIR || join('dist', 'frontends'));

/**
 * The product as a user meets it: the production build of shell and remotes, served by the real
 * API (real PostgreSQL and Redis), in Debian's Chromium. Call once per test file, at top level:
 * it registers the hooks. Every test ends with no uncaught error in any page it opened and no
 * request that left the machine (the map's tiles come from a local stub; offline-web.ts).
 */
export function useProduct(env: Record<string, string> = {}, { worker = false }: { worker?: boolean } = {}) {
  const product = {
    baseUrl: '',
    browser: undefined as unknown as Browser,
    api: undefined as unknown as ServiceProcess,
    /** With `worker: true`, the media worker (sharp, ffmpeg) on the same database, Redis and data directory. */
    worker: undefined as ServiceProcess | undefined,
    /** The local stand-in for the map's tile server (`MAP_TILE_URL`, unless the test sets its own). */
    tiles: undefined as unknown as TileStub,
    pageErrors: [] as string[],
    async newPage(context?: BrowserContext): Promise<Page> {
      const page = await (context ?? product.browser).newPage();
      page.on('pageerror', (error) => product.pageErrors.push(`${page.url()}: ${error.stack ?? error.message}`));
      return tapsAfterTakeOver(page);
    },
  };

  beforeEach(() => {
    product.pageErrors = [];
    takeOutsideRequests();
  });
  afterEach(async () => {
    // Tests close their pages when they pass, so a page still open here belongs to a failed test:
    // keep what it showed for whoever reads the failure.
    const open = product.browser?.contexts().flatMap((context) => context.pages()) ?? [];
    const name = (expect.getState().currentTestName ?? 'test').replace(/[^\w-]+/g, '-').slice(0, 120);
    await Promise.all(open.map((page, i) => page.screenshot({ path: join(testOutputDir('e2e', 'failed'), `${name}-${i}.png`) }).catch(() => undefined)));
    await Promise.all(open.map((page) => page.close().catch(() => undefined)));
    expect(product.pageErrors).toEqual([]);
    expect({ outsideRequests: takeOutsideRequests() }).toEqual({ outsideRequests: [] });
  });

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['-e', "require('./tools/build-web.cjs').buildWebIfStale().catch((e) => { console.error(e); process.exit(1); })"], {
      cwd: WORKSPACE_ROOT,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`web build failed:\n${build.stderr}`);
    const port = await freePort();
    product.tiles = await startTileStub();
    product.api = startService('api', serviceEnv({ PORT: String(port), WEB_DIST_DIR: webDist(), MAP_TILE_URL: product.tiles.url, ...env }));
    await product.api.waitForLog((l) => l.msg === 'api listening');
    if (worker) {
      product.worker = startService('worker', serviceEnv({ WORKER_CONCURRENCY: '2', ...env }));
      await product.worker.waitForLog((l) => l.msg === 'worker started');
    }
    product.baseUrl = `http://127.0.0.1:${port}`;
    product.browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await product.browser?.close();
    await product.api?.stop();
    await product.worker?.stop();
    await product.tiles?.close();
  });

  return product;
}
