import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import type { MediaItem } from '@chonail/shared/contracts';
import { en, type Lang, vi } from '@chonail/shared/i18n';
import { eventually, getJson, testOutputDir, WORKSPACE_ROOT } from '@chonail/server/testing';
import { insertPosts, openPage, registerMember, signInAtGate } from './fixtures';
import { useProduct, webDist } from './support';

// Issue 37, the installable app: the manifest and its icons, a service worker that keeps the shell
// and the listings the person opened for reading with the network cut, never an answer about one
// person, and a new version that waits for the person's "Reload". The API serves a copy of the
// build, so the update test can release a new version of it the way the build does (the real
// build step, tools/pwa/build-pwa.cjs, run again over a changed index.html) without touching the
// build other files serve.
const shots = testOutputDir('e2e', 'offline');
const PHONE = { width: 390, height: 844 };
const served = mkdtempSync(join(tmpdir(), 'chonail-pwa-'));
const catalogues = { vi, en };
jest.setTimeout(120_000);

beforeAll(() => {
  const build = spawnSync(process.execPath, ['-e', "require('./tools/build-web.cjs').buildWebIfStale().catch((e) => { console.error(e); process.exit(1); })"], {
    cwd: WORKSPACE_ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stderr}`);
  cpSync(webDist(), served, { recursive: true });
}, 180_000);
afterAll(() => rmSync(served, { recursive: true, force: true }));

const product = useProduct({ TRUST_PROXY: 'loopback', WEB_DIST_DIR: served }, { worker: true });

/** Waits until `probe` answers what is expected, then asserts it (so a failure shows the last answer). */
async function until<T>(probe: () => Promise<T>, expected: T): Promise<void> {
  let last: T | undefined;
  await eventually(async () => {
    last = await probe();
    return last === expected ? true : undefined;
  }, 30_000).catch(() => undefined);
  expect(last).toBe(expected);
}

/** Waits until a service worker controls the page (the first version takes the page it installs from). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

/** Every cache of the page's origin, with the URLs it holds. */
const cacheContents = (page: Page): Promise<Record<string, string[]>> =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return out;
  });

const paths = (contents: Record<string, string[]>) =>
  Object.values(contents)
    .flat()
    .map((url) => new URL(url).pathname);

/** Whether every image of the page's gallery has drawn a picture (a failed one has no natural size). */
const galleryDrawn = (page: Page) =>
  page
    .getByTestId('gallery')
    .locator('img')
    .evaluateAll((images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));

/** A picture as a phone takes it, uploaded by the owner and processed by the media worker. */
async function uploadPhoto(token: string): Promise<string> {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 214, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer();
  const sessionId = `upload_${Date.now()}_offline`;
  const form = new FormData();
  form.append('sessionId', sessionId);
  form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'tiem.jpg');
  const res = await fetch(`${product.baseUrl}/api/upload-media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const [ready] = await eventually(async () => {
    const { body } = await getJson<MediaItem[]>(`${product.baseUrl}/api/media/uploads?sessionId=${sessionId}`, { headers: { authorization: `Bearer ${token}` } });
    return body.length === 1 && body.every((m) => m.status === 'ready') ? body : undefined;
  }, 60_000);
  if (!ready) throw new Error('no processed photo');
  return ready.filePath;
}

let owner: { typed: string; pin: string; token: string };
const listing = { id: 0, title: 'Tiệm Lotus cần thợ bột gấp', description: 'Tiệm đông khách ở Houston, bao lương $1,100/tuần. Gọi (713) 555-0188' };
let secondId: number;

beforeAll(async () => {
  const member = await registerMember(product.baseUrl, { typed: '7135550337', firstName: 'Hoa', ipPrefix: '10.137' });
  const login = await getJson<{ token: string }>(`${product.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.137.1.1' },
    body: JSON.stringify({ phone: member.phone, password: member.pin }),
  });
  owner = { typed: member.typed, pin: member.pin, token: login.body.token };
  const photo = await uploadPhoto(owner.token);
  [listing.id, secondId] = (await insertPosts(member.id, [
    { jobType: 'hiring', title: listing.title, description: listing.description, images: [photo] },
    { jobType: 'selling', title: 'Bán tiệm nail ở Katy, 8 ghế', images: [photo] },
  ])) as [number, number];
}, 180_000);

describe('the web app manifest', () => {
  it('names the app, its start page and its icons, each a PNG of its stated size', async () => {
    const html = await (await fetch(`${product.baseUrl}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');

    const res = await fetch(`${product.baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
    expect(manifest).toMatchObject({
      name: 'Chợ Nail',
      short_name: 'Chợ Nail',
      lang: 'vi',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: '#e11d48',
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      description: expect.stringContaining('nail'),
    });
    expect(manifest['prefer_related_applications']).toBeUndefined();
    // Lighthouse's installability: a 192 and a 512 px icon for any use; a maskable one for Android's shapes.
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
      const image = await fetch(new URL(icon.src, product.baseUrl));
      expect({ src: icon.src, status: image.status, type: image.headers.get('content-type') }).toEqual({ src: icon.src, status: 200, type: 'image/png' });
      const { format, width, height } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(`${format} ${width}x${height}`).toBe(`png ${icon.sizes}`);
    }
  });

  it('serves the worker at the root, always revalidated, and the policy lets only our origin run workers and give the manifest', async () => {
    const res = await fetch(`${product.baseUrl}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('opens the home page from the home screen (the start URL), which Chromium finds installable', async () => {
    const page = await openPage(product, 'vi', { viewport: PHONE, path: '/?source=pwa' });
    await page.getByTestId('home-page').waitFor();
    const cdp = await page.context().newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }> };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    // Every test context is an incognito one, where Chromium never offers to install.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await page.close();
  });
});

describe('offline reading', () => {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.setOffline(false);
    await context?.close();
    context = undefined;
  });

  it('shows an opened listing with its photo after the network is cut, and nothing never opened', async () => {
    const page = await openPage(product, 'vi', { viewport: PHONE, path: '/' });
    context = page.context();
    await page.getByTestId('home-page').waitFor();
    await controlled(page);
    await page.goto(`${product.baseUrl}/job/${listing.id}`);
    await page.getByTestId('job-title').waitFor();
    await until(() => galleryDrawn(page), true);

    await context.setOffline(true);
    await page.reload();
    await until(() => page.getByTestId('job-title').textContent(), listing.title);
    expect(await page.getByTestId('job-description').textContent()).toContain('bao lương $1,100/tuần');
    await until(() => galleryDrawn(page), true);
    await page.screenshot({ path: join(shots, 'vi-offline-job.png') });
    // The network really is cut for the worker too: a listing nobody opened cannot be read.
    const unopened = await page.evaluate((id) => fetch(`/api/job-posts/${id}`).then((r) => r.status, () => 'failed'), secondId);
    expect(unopened).toBe('failed');
  });

  // Skipped until last session: in the full run the worker did not store the dialog's photo within
  // 30 s, while alone it did; the cause was not found. The gallery now also hands the photos it drew
  // to the worker (keepForOffline), which keeps them as this listing's (the page's ?post= is their
  // referrer) even when the browser drew one without asking the worker.
  it('reads offline, on its job page, a listing only opened in the detail dialog (the shell, the kept detail and photo)', async () => {
    const page = await openPage(product, 'vi', { viewport: PHONE, path: '/' });
    context = page.context();
    await page.getByTestId('home-page').waitFor();
    await controlled(page);
    const card = page.locator(`[data-testid="job-card"][data-post-id="${listing.id}"]`);
    // The card's own picture first, as on a phone's first screen.
    await card.scrollIntoViewIfNeeded();
    await until(() => card.locator('img').first().evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0), true);
    await card.getByRole('link', { name: vi.jobCard.open.replace('{{title}}', listing.title) }).click();
    const dialog = page.getByTestId('job-detail');
    await dialog.getByTestId('gallery').waitFor();
    await until(() => galleryDrawn(page), true);
    // The worker stores a photo after the page has drawn it: a person who reads on, then loses the
    // network, has it; the test waits for that too (on a loaded machine it came after the cut).
    const shown = await dialog.getByTestId('gallery').locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
    await until(async () => {
      const kept = (await cacheContents(page))['chonail-photos'] ?? [];
      return shown.every((src) => kept.includes(src));
    }, true);

    // Never loaded as a page: offline, the worker gives the app's shell, which reads what it kept.
    await context.setOffline(true);
    await page.goto(`${product.baseUrl}/job/${listing.id}`);
    await until(() => page.getByTestId('job-title').textContent(), listing.title);
    await until(() => galleryDrawn(page), true);
  });

  it('keeps the listing a first visit opened before the worker was there (its page, detail and photo)', async () => {
    const page = await openPage(product, 'en', { viewport: PHONE, path: `/job/${secondId}` });
    context = page.context();
    await page.getByTestId('job-title').waitFor();
    await controlled(page);
    // The first version takes the page after it loaded; it is handed what the page had asked for
    // (the page, which the server rendered with its listing, or the listing's detail, and the photo).
    await until(async () => {
      const stored = paths(await cacheContents(page));
      const listingKept = stored.includes(`/job/${secondId}`) || stored.includes(`/api/job-posts/${secondId}`);
      return listingKept && stored.some((path) => path.startsWith('/api/media/files/'));
    }, true);
    await context.setOffline(true);
    await page.reload();
    await until(() => page.getByTestId('job-title').textContent(), 'Bán tiệm nail ở Katy, 8 ghế');
    await until(() => galleryDrawn(page), true);
  });

  it("never stores a signed-in person's answers, nor the listing they read with their token", async () => {
    const page = await openPage(product, 'vi', { viewport: PHONE, path: '/new-package', headers: { 'x-forwarded-for': '10.137.2.1' } });
    context = page.context();
    const personalCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && request.headers()['authorization']) personalCalls.push(url.pathname);
    });
    await signInAtGate(page, vi, owner);
    await page.getByTestId('wizard-step1').waitFor();
    await controlled(page);
    await page.goto(`${product.baseUrl}/customerportal`);
    await page.getByTestId('portal-dashboard').waitFor();
    await page.goto(`${product.baseUrl}/saved-items`);
    await page.getByTestId('saved-content-page').waitFor();
    const ownersView = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/job-posts/${listing.id}` && Boolean(r.request().headers()['authorization']));
    await page.goto(`${product.baseUrl}/job/${listing.id}`);
    await page.getByTestId('job-title').waitFor();
    await (await ownersView).finished();

    // The portal and the saved list asked with the token, through the worker...
    expect(personalCalls).toEqual(expect.arrayContaining(['/api/saved-items', `/api/job-posts/${listing.id}`]));
    const contents = await cacheContents(page);
    const stored = paths(contents);
    // ...which stored the shell and the public job page (so it did run), and none of their answers,
    // nor a personal page.
    expect(stored).toEqual(expect.arrayContaining(['/index.html', `/job/${listing.id}`]));
    expect(stored.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/media/files/') && path !== `/api/job-posts/${listing.id}`)).toEqual([]);
    expect(stored.filter((path) => /^\/(customerportal|saved-items|new-package)/.test(path))).toEqual([]);
    // The owner read the listing with the token (their view: isOwner); if the worker keeps the
    // listing, it is a public answer, asked for without one.
    const kept = await page.evaluate(async (id) => {
      const hit = await caches.match(`/api/job-posts/${id}`, { ignoreVary: true });
      return hit ? ((await hit.json()) as { title: string; isOwner?: boolean }) : null;
    }, listing.id);
    if (kept) expect({ title: kept.title, isOwner: kept.isOwner }).toEqual({ title: listing.title, isOwner: undefined });
  });
});

describe('a new version', () => {
  let release = 0;
  /** What a deploy of a changed build does to the served files: a new index.html and the build's step writing the new worker. */
  function releaseNewVersion(): void {
    release += 1;
    const shell = join(served, 'shell');
    const write = (name: string, content: Buffer) => {
      writeFileSync(join(shell, name), content);
      writeFileSync(join(shell, `${name}.br`), brotliCompressSync(content));
      writeFileSync(join(shell, `${name}.gz`), gzipSync(content));
    };
    write('index.html', Buffer.from(`${readFileSync(join(shell, 'index.html'), 'utf8')}<!-- release ${release} -->`));
    const built = spawnSync(process.execPath, ['-e', `require('./tools/pwa/build-pwa.cjs').buildPwa(${JSON.stringify(served)}).catch((e) => { console.error(e); process.exit(1); })`], {
      cwd: WORKSPACE_ROOT,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`build-pwa failed:\n${built.stderr}`);
    write('sw.js', readFileSync(join(shell, 'sw.js')));
  }

  /** The precached shell's key, which carries its revision: it changes when the new worker takes over. */
  const shellRevision = async (page: Page) =>
    Object.values(await cacheContents(page))
      .flat()
      .find((url) => url.includes('/index.html?'));

  it.each(['vi', 'en'] as const)('waits for the person in %s: the banner offers it, Reload brings it in', async (lang: Lang) => {
    const t = catalogues[lang];
    const page = await openPage(product, lang, { viewport: PHONE, path: '/' });
    await page.getByTestId('home-page').waitFor();
    await controlled(page);
    const before = await shellRevision(page);
    expect(before).toBeTruthy();

    releaseNewVersion();
    // The browser looks for a new worker on every page load; the old one keeps the page meanwhile.
    await page.reload();
    const banner = page.getByTestId('app-update');
    await banner.waitFor({ timeout: 60_000 });
    expect(await banner.textContent()).toContain(t.appUpdate.ready);
    expect(await shellRevision(page)).toBe(before);
    await page.screenshot({ path: join(shots, `${lang}-update-banner.png`) });

    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), banner.getByRole('button', { name: t.appUpdate.reload }).click()]);
    await page.getByTestId('home-page').waitFor();
    await eventually(async () => ((await shellRevision(page)) !== before ? true : undefined), 30_000);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(false);
    expect(await banner.count()).toBe(0);
    await page.context().close();
  });
});
