import type { Page, Request } from 'playwright-core';
import { firstJobPath, openPage, withoutServerRender } from './fixtures';
import { useProduct } from './support';

// Issue 21, the critical path in parallel: the first screen's data is asked for by the shell's
// first script, before the remote's code has arrived, and only once (the page then takes that
// answer); the remote's entry is asked for as soon as remotes.json names it. With the build's own
// remotes.json, the HTML of a remote's page already names the remote's entry and the page's code.
const product = useProduct({ SEED_DEMO_POSTS: '40' });
const PHONE = { width: 390, height: 844 };

interface Seen {
  path: string;
  order: number;
}

function recordRequests(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === product.baseUrl) seen.push({ path: url.pathname + url.search, order: seen.length });
  });
  return seen;
}

const first = (seen: Seen[], test: (path: string) => boolean) => seen.find((s) => test(s.path))?.order ?? Infinity;
const isRemoteEntry = (path: string) => path.startsWith('/remotes/browse/remoteEntry.js');
const isRemoteChunk = (path: string) => path.startsWith('/remotes/browse/') && !isRemoteEntry(path);

/** A server-drawn page names its code to the script that asks for it once the page is painted (paint-first). */
const paintFirstList = (html: string, attribute: 'data-preload' | 'data-scripts') =>
  (new RegExp(`<script defer src="/paint-first\\.[^"]+" [^>]*${attribute}="([^"]*)"`).exec(html)?.[1] ?? '').split(' ').filter(Boolean);
const withoutPreloads = (html: string) => html.replace(/<link rel="preload"[^>]*>/g, '').replace(/ data-preload="[^"]*"/, ' data-preload=""');
/** Every file the HTML has the browser fetch ahead: its preload links and what it names to paint-first. */
const preloadedCode = (html: string) => [...[...html.matchAll(/<link rel="preload" as="(?:script|style)" href="([^"]+)">/g)].map((m) => m[1] as string), ...paintFirstList(html, 'data-preload')];
const remotePreloads = (html: string) => preloadedCode(html).filter((href) => href.startsWith('/remotes/'));

/**
 * Opens `path` with no help from its HTML (no links, no remotes.json inside): the shell's first
 * script must then start the first screen's requests itself, as it does for HTML cached or served
 * by something other than the API.
 */
async function visitWithoutHelp(page: Page, path: string): Promise<void> {
  const html = await (await fetch(`${product.baseUrl}${path}`)).text();
  const body = withoutServerRender(withoutPreloads(html)).replace(/<script type="application\/json" id="remotes-manifest">[^<]*<\/script>/, '');
  expect(body).not.toContain('remotes-manifest');
  expect(body).toContain('<div id="root"></div>');
  await page.route(`${product.baseUrl}${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }));
  await page.goto(`${product.baseUrl}${path}`);
}

/** The API answers a page's HTML names, as the browser reads the attribute. */
const namedAnswers = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin="use-credentials">/g)].map((m) => (m[1] as string).replace(/&amp;/g, '&'));
/** The API answers a server-rendered page carries inside it (issue 37). */
const carriedAnswers = (html: string) =>
  [...html.matchAll(/<script type="application\/json" data-first-screen-answer="([^"]+)">/g)].map((m) => (m[1] as string).replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));

let jobPath = '';
beforeAll(async () => {
  jobPath = await firstJobPath(product);
});

describe('the first screen on a phone', () => {
  it('home asks for its list once, before the browse remote has arrived, and shows it', async () => {
    const page = await openPage(product, 'vi', { viewport: PHONE });
    const seen = recordRequests(page);
    await visitWithoutHelp(page, '/');
    await page.getByTestId('job-grid').waitFor();
    await page.locator('[aria-busy="false"]').waitFor();
    const lists = seen.filter((s) => s.path.startsWith('/api/job-posts?'));
    expect(lists.map((s) => s.path)).toEqual(['/api/job-posts?state=TX&limit=50']);
    expect(first(seen, isRemoteEntry)).toBeLessThan(Infinity);
    expect(lists[0]?.order).toBeLessThan(first(seen, isRemoteEntry));
    expect(seen.filter((s) => isRemoteEntry(s.path))).toHaveLength(1);
    expect(seen.filter((s) => s.path === '/remotes.json')).toHaveLength(1);
    const listed = (await (await fetch(`${product.baseUrl}/api/job-posts?state=TX&limit=50`)).json()) as unknown[];
    expect(await page.getByTestId('job-card').count()).toBe(listed.length);
    await page.context().close();
  });

  it.each([['home', () => '/'], ['a job page', () => jobPath], ['the map', () => '/map']])(
    '%s, drawn by the server, is painted before its code is asked for, and the code then takes it over',
    async (_name, path) => {
      const page = await openPage(product, 'vi', { viewport: PHONE });
      await page.goto(`${product.baseUrl}${path()}`);
      await page.waitForSelector('html[data-app="ready"]');
      const times = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        code: performance.getEntriesByType('resource').filter((entry) => /\/(react|vendor|main)\.[0-9a-f]{8}\.js$/.test(entry.name)).map((entry) => entry.startTime),
      }));
      expect(times.paint).not.toBeNull();
      expect(times.code).toHaveLength(3);
      for (const asked of times.code) expect(asked).toBeGreaterThanOrEqual(times.paint ?? Infinity);
      await page.context().close();
    },
  );

  it("names in the HTML exactly the shell chunks its first screen loads", async () => {
    const html = await (await fetch(`${product.baseUrl}/`)).text();
    const preloaded = preloadedCode(html).filter((href) => !href.startsWith('/remotes/'));
    // The page comes drawn by the server: its start-up scripts (React, the libraries, main.js) are
    // asked for, in order, by the one small script it has, once the page is painted (paint-first).
    const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(' src='));
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatch(/^<script defer src="\/paint-first\.[0-9a-f]{8}\.js"/);
    const scripted = paintFirstList(html, 'data-scripts');
    expect(scripted.some((src) => src.startsWith('/main.'))).toBe(true);
    // A page the browser draws has them as its own tags, asked for at high priority (its first paint needs each).
    const portal = await (await fetch(`${product.baseUrl}/customerportal`)).text();
    const portalTags = [...portal.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(' src='));
    expect(portalTags.map((tag) => /src="([^"]+)"/.exec(tag)?.[1])).toEqual(scripted);
    expect(portalTags.filter((tag) => !(tag.includes(' defer') && tag.includes('fetchpriority="high"')))).toEqual([]);
    // The same page without the links: which of the shell's chunks does it ask for by itself?
    const page = await openPage(product, 'vi', { viewport: PHONE });
    await page.route(`${product.baseUrl}/`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: withoutPreloads(html) }),
    );
    const seen = recordRequests(page);
    await page.goto(`${product.baseUrl}/`);
    await page.locator('[aria-busy="false"]').waitFor();
    await page.waitForLoadState('networkidle');
    // Besides its own script (paint-first) and the start-up scripts it names.
    const shellChunks = seen.map((s) => s.path).filter((path) => /^\/[^/]+\.js$/.test(path) && !scripted.includes(path) && !path.startsWith('/paint-first.'));
    expect(shellChunks.filter((path) => path.startsWith('/lang-')).map((path) => path.split('.')[0])).toEqual(['/lang-vi']);
    // At least the bootstrap chunk (main.js asks for it) and the catalogue.
    expect(preloaded.length).toBeGreaterThanOrEqual(2);
    // The reader's catalogue too: the API knows the language from the cookie (Vietnamese without one).
    expect([...preloaded].sort()).toEqual([...new Set(shellChunks)].sort());
    await page.context().close();
  });

  it('a returning visitor with a stored city gets that search early, not Texas', async () => {
    const page = await openPage(product, 'en', { viewport: PHONE, location: { city: 'Houston', state: 'TX' } });
    const seen = recordRequests(page);
    await visitWithoutHelp(page, '/?filter=selling');
    await page.locator('[data-testid="empty-state"], [aria-busy="false"]').first().waitFor();
    const lists = seen.filter((s) => s.path.startsWith('/api/job-posts?'));
    expect(lists.map((s) => s.path)).toEqual(['/api/job-posts?state=TX&city=Houston&jobType=selling&limit=50']);
    expect(lists[0]?.order).toBeLessThan(first(seen, isRemoteChunk));
    await page.context().close();
  });

  it("a job page asks for its post once, before the remote's code", async () => {
    const page = await openPage(product, 'en', { viewport: PHONE });
    const seen = recordRequests(page);
    await visitWithoutHelp(page, jobPath);
    await page.getByTestId('job-page').waitFor();
    const id = jobPath.split('/').pop();
    const asked = seen.filter((s) => s.path === `/api/job-posts/${id}`);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.order).toBeLessThan(first(seen, isRemoteChunk));
    await page.context().close();
  });

  it.each([['a job page', () => jobPath, 'job-page', 'page-job.'], ['the map', () => '/map', 'map-location-search', 'page-map.']])(
    "%s names the browse remote's entry and its own code in its HTML, and the page uses every file named",
    async (_name, path, shown, pageChunk) => {
      const html = await (await fetch(`${product.baseUrl}${path()}`)).text();
      const named = remotePreloads(html);
      expect(named[0]).toBe('/remotes/browse/remoteEntry.js');
      expect(named.some((href) => href.startsWith(`/remotes/browse/${pageChunk}`))).toBe(true);
      // Without the links, the page asks for each named file by itself: none is fetched for nothing.
      const page = await openPage(product, 'vi', { viewport: PHONE });
      await page.route(`${product.baseUrl}${path()}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: withoutPreloads(html) }));
      const seen = recordRequests(page);
      await page.goto(`${product.baseUrl}${path()}`);
      await page.getByTestId(shown).waitFor();
      await page.waitForLoadState('networkidle');
      const asked = seen.map((s) => s.path);
      expect(named.filter((href) => !asked.includes(href))).toEqual([]);
      await page.context().close();
    },
  );

  it('with the links, each named file is fetched once, and the map page shows its search and filters before the map code arrives', async () => {
    const page = await openPage(product, 'en', { viewport: PHONE });
    const seen = recordRequests(page);
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/remotes\/browse\/page-map\.canvas\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${product.baseUrl}/map`, { waitUntil: 'commit' });
    await page.getByTestId('map-location-search').getByRole('combobox').waitFor();
    expect(await page.getByTestId('map-filter-all').isVisible()).toBe(true);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    release?.();
    await page.locator('.leaflet-container').waitFor();
    const html = await (await fetch(`${product.baseUrl}/map`)).text();
    for (const href of remotePreloads(html)) expect([href, seen.filter((s) => s.path === href).length]).toEqual([href, 1]);
    await page.context().close();
  });

  it.each([['home', () => '/', 'job-grid'], ['a job page', () => jobPath, 'job-page'], ['the map', () => '/map', 'map-location-search']])(
    "%s names the API answers its first screen needs in its HTML or carries them, each asked for once or never",
    async (_name, path, shown) => {
      const html = await (await fetch(`${product.baseUrl}${path()}`)).text();
      const named = namedAnswers(html);
      const carried = carriedAnswers(html);
      expect(named.length + carried.length).toBeGreaterThan(0);
      expect(named.filter((href) => carried.includes(href))).toEqual([]);
      const page = await openPage(product, 'vi', { viewport: PHONE });
      const seen = recordRequests(page);
      await page.goto(`${product.baseUrl}${path()}`);
      await page.getByTestId(shown).waitFor();
      await page.waitForLoadState('networkidle');
      for (const href of named) expect([href, seen.filter((s) => s.path === href).length]).toEqual([href, 1]);
      for (const href of carried) expect([href, seen.filter((s) => s.path === href).length]).toEqual([href, 0]);
      await page.context().close();
    },
  );

  it.each([['home', () => '/', 'job-card'], ['a job page', () => jobPath, 'job-description'], ['the map', () => '/map', 'map-filter-all']])(
    "%s comes with its content in the first render: no spinner or skeleton is ever drawn before it",
    async (_name, path, content) => {
      const page = await openPage(product, 'vi', { viewport: PHONE });
      // Records, from the first byte of the page, whether a spinner or skeleton card was ever in it.
      await page.addInitScript(() => {
        const seen = { spinner: false };
        (window as unknown as { __seen: typeof seen }).__seen = seen;
        new MutationObserver(() => {
          if (document.querySelector('[role="status"], [data-testid="skeleton-card"]')) seen.spinner = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${product.baseUrl}${path()}`);
      await page.getByTestId(content).first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { __seen: { spinner: boolean } }).__seen.spinner)).toBe(false);
      await page.context().close();
    },
  );

  it("carries remotes.json inside the page: the shell asks nobody for it, and the remote still loads", async () => {
    const page = await openPage(product, 'vi', { viewport: PHONE });
    const seen = recordRequests(page);
    await page.goto(`${product.baseUrl}/`);
    // Drawn by the server: its code comes after the paint, and takes it over.
    await page.waitForSelector('html[data-app="ready"]');
    expect(seen.filter((s) => s.path === '/remotes.json')).toEqual([]);
    expect(seen.filter((s) => isRemoteEntry(s.path))).toHaveLength(1);
    await page.context().close();
  });

  it("follows the visitor: once a visit has kept a city and English, the next page's HTML carries that city's list and names the English words", async () => {
    const page = await openPage(product, 'en', { viewport: PHONE, location: { city: 'Houston', state: 'TX' }, cookies: false });
    await page.goto(`${product.baseUrl}/about`);
    // The page comes drawn; its code (which keeps the visitor's choices) takes it over after the paint.
    await page.waitForSelector('html[data-app="ready"]');
    // What the first visit's script kept for the API (localStorage predates the cookies).
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
    expect(cookies['language']).toBe('en');
    expect(JSON.parse(decodeURIComponent(cookies['selectedLocation'] ?? 'null'))).toEqual({ city: 'Houston', state: 'TX' });
    const seen = recordRequests(page);
    const html = await page.goto(`${product.baseUrl}/?filter=selling`).then((response) => response?.text() ?? '');
    await page.locator('[data-testid="empty-state"], [aria-busy="false"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(html).toContain('<html lang="en">');
    // The server rendered that city's list (issue 37): the page carries it, and nobody asks again.
    const list = '/api/job-posts?state=TX&city=Houston&jobType=selling&limit=50';
    expect(carriedAnswers(html)).toEqual([list]);
    expect(namedAnswers(html)).toEqual([]);
    expect(seen.filter((s) => s.path.startsWith('/api/job-posts?')).map((s) => s.path)).toEqual([]);
    const catalogues = seen.map((s) => s.path).filter((path) => path.startsWith('/lang-'));
    expect(catalogues.map((path) => path.split('.')[0])).toEqual(['/lang-en']);
    expect(preloadedCode(html)).toContain(catalogues[0]);
    // Switching back to Vietnamese is kept for the next page too (once the page's code has taken it over).
    await page.waitForSelector('html[data-app="ready"]');
    await page.getByTestId('language-toggle').first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'vi');
    expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('vi');
    await page.context().close();
  });

  it("shows the header and a spinner when the first page's remote stalls, instead of a blank page", async () => {
    const page = await openPage(product, 'en', { viewport: PHONE });
    // Never answered: the remote's files hang as on a stalled connection. The page as the build
    // wrote it (a server-rendered one shows its content meanwhile, server-render.spec.ts).
    await page.route(/\/remotes\/browse\//, () => undefined);
    const html = withoutServerRender(await (await fetch(`${product.baseUrl}/`, { headers: { cookie: 'language=en' } })).text());
    await page.route(`${product.baseUrl}/`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${product.baseUrl}/`, { waitUntil: 'commit' });
    await page.getByTestId('site-header').waitFor({ timeout: 8_000 });
    await page.getByRole('status').first().waitFor();
    expect(await page.getByTestId('home-page').count()).toBe(0);
    await page.context().close();
  });
});
