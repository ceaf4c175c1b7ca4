import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ContactInfo } from '@chonail/shared/contracts';
import { en, vi } from '@chonail/shared/i18n';
import { enPages, viPages } from '@chonail/shared/i18n/pages';
import { testOutputDir } from '@chonail/server/testing';
import { useProduct, webDist } from './support';

// The production build of shell and remotes, served by the real API, in Debian's Chromium.
const shots = testOutputDir('e2e');
// The browse build served from a second origin, as a CDN or another deployment would; started
// before the product, whose CSP has to name it (WEB_REMOTE_ORIGINS).
const productEnv: Record<string, string> = {};
let elsewhere: Server;
let elsewhereOrigin = '';
beforeAll(async () => {
  const dir = join(webDist(), 'browse');
  elsewhere = createServer((req, res) => {
    const file = join(dir, new URL(req.url ?? '/', 'http://x').pathname);
    if (!file.startsWith(dir) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/javascript' });
    createReadStream(file).pipe(res);
  });
  const port = await new Promise<number>((resolve) => elsewhere.listen(0, '127.0.0.1', () => resolve((elsewhere.address() as { port: number }).port)));
  elsewhereOrigin = `http://127.0.0.1:${port}`;
  productEnv['WEB_REMOTE_ORIGINS'] = elsewhereOrigin;
});
afterAll(() => elsewhere?.close());
const product = useProduct(productEnv);
const newPage = (context?: BrowserContext) => product.newPage(context);
let baseUrl: string;
let browser: Browser;
beforeAll(() => {
  baseUrl = product.baseUrl;
  browser = product.browser;
});

/** Every catalogue value, by dotted key. */
function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [[path, String(value)]];
}
const enByKey = new Map(leaves({ ...en, pages: enPages }));
/** Vietnamese strings that differ from their English counterpart; none may be on screen in English. */
const viOnly = leaves({ ...vi, pages: viPages })
  .filter(([key, text]) => text !== enByKey.get(key) && text.length > 3 && !text.includes('{{'))
  .map(([, text]) => text);

/** The page's own words: what posters wrote (marked data-user-content) is in their language, not the reader's. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const hidden = [...document.querySelectorAll<HTMLElement>('[data-user-content]')];
    hidden.forEach((element) => (element.style.display = 'none'));
    const text = document.body.innerText;
    hidden.forEach((element) => (element.style.display = ''));
    return text;
  });
}

describe('shell in the browser', () => {
  it('shows header, footer and the browse remote in Vietnamese first, then everything in English', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('site-header').innerText()).toContain('Chợ Nail');
    expect(await page.getByTestId('site-header').innerText()).toContain(vi.header.home);
    expect(await page.getByTestId('site-footer').innerText()).toContain(vi.footer.copyright.replace('{{year}}', String(new Date().getFullYear())));
    expect(await page.locator('html').getAttribute('lang')).toBe('vi');
    await page.screenshot({ path: join(shots, 'home-vi.png'), fullPage: true });

    await page.getByTestId('language-toggle').click();
    await page.getByTestId('home-title').filter({ hasText: en.home.title.replace('{{place}}', '').trim() }).waitFor();
    const text = await visibleText(page);
    expect(text).toContain(en.header.home);
    expect(text).toContain(en.footer.copyright.replace('{{year}}', String(new Date().getFullYear())));
    expect(viOnly.filter((s) => text.includes(s))).toEqual([]);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.screenshot({ path: join(shots, 'home-en.png'), fullPage: true });

    await page.reload();
    await page.getByTestId('home-title').filter({ hasText: en.home.title.replace('{{place}}', '').trim() }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.close();
  });

  it('runs every remote on the shell’s one React and one Redux store', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('home-page').waitFor();
    // Client-side navigation, so all three remotes run in the same page.
    for (const [path, testId] of [
      ['/new-package', 'wizard-login-required'],
      ['/admin', 'admin-login'],
    ]) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByTestId(testId).waitFor();
    }
    const runtime = await page.evaluate(() => {
      type Store = { getState(): Record<string, unknown>; dispatch(action: { type: string }): void };
      const registry = (window as unknown as { __CHONAIL_RUNTIME__: Record<string, { react: unknown; store: Store }> }).__CHONAIL_RUNTIME__;
      const shell = registry['shell'];
      // An injected slice's state appears with the next action the store reduces.
      shell?.store.dispatch({ type: 'e2e/probe' });
      return {
        apps: Object.keys(registry).sort(),
        sameReact: ['browse', 'post', 'admin'].every((name) => registry[name]?.react === shell?.react),
        sameStore: ['browse', 'post', 'admin'].every((name) => registry[name]?.store === shell?.store),
        stateKeys: Object.keys(shell?.store.getState() ?? {}).sort(),
      };
    });
    expect(runtime.apps).toEqual(['admin', 'browse', 'post', 'shell']);
    expect(runtime.sameReact).toBe(true);
    expect(runtime.sameStore).toBe(true);
    // The browse remote injected its slice into the shell's store.
    expect(runtime.stateKeys).toEqual(expect.arrayContaining(['api', 'auth', 'browse']));
    await page.close();
  });

  it.each([
    ['/map', 'map-canvas'],
    ['/job/999999999', 'job-not-found'],
    ['/saved', 'saved-login-prompt'],
    ['/saved-items', 'saved-login-prompt'],
    ['/forum', 'forum-page'],
    ['/forum/thread/999999999', 'forum-not-found'],
    ['/forum/post/999999999', 'forum-not-found'],
    ['/new-package', 'wizard-login-required'],
    ['/package?edit=7', 'portal-login-prompt'],
    ['/my-posts/7', 'portal-login-prompt'],
    ['/customerportal', 'portal-login-prompt'],
    ['/payment-success', 'wizard-login-required'],
    ['/admin', 'admin-login'],
    ['/tuongadmin', 'admin-login'],
  ])('opens %s from its remote', async (path, testId) => {
    const tab = await newPage();
    await tab.goto(`${baseUrl}${path}`);
    await tab.getByTestId(testId).waitFor();
    if (path === '/map') expect(await tab.getByTestId('header-location').count()).toBe(0);
    await tab.close();
  });

  it('loads a remote from wherever remotes.json says, without a rebuild', async () => {
    const context = await browser.newContext();
    // As a deployment that mounts its own remotes.json serves the page: without the build's manifest
    // inside it. (Removed as it is parsed: a page fulfilled by the test would lose its loopback
    // address, and Chromium would then refuse its requests to the other loopback origin.)
    await context.addInitScript(() => {
      new MutationObserver(() => document.getElementById('remotes-manifest')?.remove()).observe(document, { childList: true, subtree: true });
    });
    await context.route('**/remotes.json', (route) =>
      route.fulfill({ json: { browse: `${elsewhereOrigin}/remoteEntry.js`, post: '/remotes/post/remoteEntry.js', admin: '/remotes/admin/remoteEntry.js' } }),
    );
    const page = await newPage(context);
    const fromElsewhere: string[] = [];
    page.on('request', (request) => request.url().startsWith(`${elsewhereOrigin}/`) && fromElsewhere.push(request.url()));
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('home-page').waitFor();
    expect(fromElsewhere).toContain(`${elsewhereOrigin}/remoteEntry.js`);
    await context.close();
  });

  it('shows nine placeholder cards on /skeleton-demo', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/skeleton-demo`);
    await page.getByTestId('skeleton-card').first().waitFor();
    expect(await page.getByTestId('skeleton-card').count()).toBe(9);
    await page.close();
  });

  it('shows a static page and the not-found page', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/about`);
    expect(await page.locator('h1').innerText()).toBe(viPages.about.title);
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.locator('h1').innerText()).toBe(vi.notFound.title);
    await page.screenshot({ path: join(shots, 'not-found.png') });
    await page.close();
  });

  it('keeps the shell usable when a remote cannot be loaded, and retries it', async () => {
    const context = await browser.newContext();
    await context.route('**/remotes/browse/**', (route) => route.abort());
    const page = await newPage(context);
    await page.goto(`${baseUrl}/`);
    const panel = page.getByRole('alert');
    await panel.waitFor();
    expect(await panel.innerText()).toContain(vi.remote.loadFailedTitle);
    await page.screenshot({ path: join(shots, 'remote-blocked.png') });

    await page.getByTestId('site-footer').getByText(vi.footer.links.faq).click();
    expect(await page.locator('h1').innerText()).toBe(viPages.faq.title);
    await page.getByTestId('site-header').getByText(vi.header.home).click();
    await panel.waitFor();

    await context.unroute('**/remotes/browse/**');
    await page.getByRole('button', { name: vi.remote.retry }).click();
    await page.getByTestId('home-page').waitFor();
    await context.close();
  });

  it('has the mobile layout at 390x844: bottom bar, side menu, guest Saved asks to log in', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await newPage(context);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('home-page').waitFor();
    const bar = page.getByTestId('bottom-bar');
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.innerText()).toEqual(
      [vi.bottomBar.hiring, vi.bottomBar.selling, vi.bottomBar.saved, vi.bottomBar.all, vi.bottomBar.map].join('\n'),
    );
    expect(await page.getByRole('navigation', { name: vi.header.mainMenu }).isVisible()).toBe(false);
    await page.screenshot({ path: join(shots, 'mobile-home.png') });

    await bar.getByText(vi.bottomBar.selling).click();
    expect(new URL(page.url()).search).toBe('?filter=selling');
    // A guest's Saved opens sign-in (then the saved tab), not a toast and a dead end.
    await bar.getByText(vi.bottomBar.saved).click();
    const login = page.getByTestId('login-form');
    await login.waitFor();
    // A toast raised in a dialog shows inside it; once the dialog closes, the toaster has it.
    await login.getByRole('button', { name: vi.auth.signIn, exact: true }).click();
    await page.getByTestId('auth-dialog').getByTestId('toast').getByText(vi.auth.fillAll).waitFor();
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    const toast = page.getByTestId('toast');
    await toast.getByText(vi.auth.fillAll).waitFor();
    // Swiping a toast right by more than 50 px dismisses it.
    const box = await toast.boundingBox();
    if (!box) throw new Error('toast has no box');
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (const dx of [20, 40, 60, 80, 100]) await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2);
    await page.mouse.up();
    await toast.waitFor({ state: 'hidden', timeout: 2_000 }); // well before the 5 s auto-close

    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    await page.screenshot({ path: join(shots, 'mobile-menu.png') });
    await menu.getByText(vi.header.map).click();
    await page.getByTestId('map-canvas').waitFor();
    expect(await menu.isVisible()).toBe(false);
    await context.close();
  });

  it('focuses the notification area on F8, before any toast was shown', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('home-page').waitFor();
    // The page came from the server: its keys are the app's once it has taken the page over.
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.keyboard.press('F8');
    const region = page.getByRole('region', { name: vi.toast.region.replace('{hotkey}', 'F8') });
    await region.waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.activeElement?.tagName === 'OL');
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.close();
  });

  it('validates the contact form in the reader’s language', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole('button', { name: vi.contact.send }).click();
    const errors = await page.getByRole('alert').allInnerTexts();
    expect(errors).toEqual(
      expect.arrayContaining([vi.contact.errors.nameRequired, vi.contact.errors.emailRequired, vi.contact.errors.subjectRequired, vi.contact.errors.messageRequired]),
    );
    await page.getByLabel(vi.contact.fields.email).fill('not-an-email');
    await page.getByRole('button', { name: vi.contact.send }).click();
    await page.getByText(vi.contact.errors.emailInvalid).waitFor();
    expect(await page.getByLabel(vi.contact.fields.email).getAttribute('type')).toBe('email');
    await page.close();
  });

  it('sends the contact form and shows the contact info', async () => {
    // The real calls: the contact info comes from the API, and the message lands in the database.
    const context = await browser.newContext();
    const info: ContactInfo = await (await fetch(`${baseUrl}/api/admin/contact-info`)).json();
    const page = await newPage(context);
    await page.goto(`${baseUrl}/contact`);
    await page.getByTestId('contact-info').getByText(info.address).waitFor();
    const email = `lan.${Date.now()}@example.com`;
    await page.getByLabel(vi.contact.fields.name).fill('Nguyễn Lan');
    await page.getByLabel(vi.contact.fields.email).fill(email);
    await page.getByLabel(vi.contact.fields.subject).fill('Hỏi về gói VIP');
    await page.getByLabel(vi.contact.fields.message).fill('Tôi muốn đăng tin bán tiệm.');
    await page.getByRole('button', { name: vi.contact.send }).click();
    await page.getByTestId('toast').getByText(vi.contact.successTitle).waitFor();
    expect(await page.getByLabel(vi.contact.fields.name).inputValue()).toBe('');
    const db = new Client({ connectionString: process.env['DATABASE_URL'] });
    await db.connect();
    try {
      const { rows } = await db.query('SELECT name, subject, message, phone FROM contact_messages WHERE email = $1', [email]);
      expect(rows).toEqual([{ name: 'Nguyễn Lan', subject: 'Hỏi về gói VIP', message: 'Tôi muốn đăng tin bán tiệm.', phone: null }]);
    } finally {
      await db.end();
    }
    await context.close();
  });
});
