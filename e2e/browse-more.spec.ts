import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { en, type Lang, vi } from '@chonail/shared/i18n';
import { eventually, testOutputDir } from '@chonail/server/testing';
import { fakeTranslator, HOUSTON_SALON, insertPosts, openPage, type PageOptions, type Place, registerMember } from './fixtures';
import { useProduct } from './support';

// Three browse behaviours checked in a real browser: the job page's translation for English
// readers, the home list's scroll restore, and the throttled refresh on a new post. Posts are this
// file's own, written into the run's shared database and found by title.
const shots = testOutputDir('e2e', 'browse-more');
type Catalogue = typeof en;

const translator = fakeTranslator();
// useProduct's beforeAll copies this object when it starts the API, which is after the hook below
// (hooks run in the order they are declared), so the fake's system-chosen port is in it by then.
const env: Record<string, string> = { TRUST_PROXY: 'loopback', TRANSLATE_TIMEOUT_MS: '2000' };
beforeAll(() => {
  env['TRANSLATE_URL'] = translator.url();
});

const product = useProduct(env);

const CITIES = {
  Garland: { street: '3161 Broadway Blvd', city: 'Garland', state: 'TX', zipcode: '75040', lat: 32.9126, lng: -96.6389 },
  Plano: { street: '1301 Custer Rd', city: 'Plano', state: 'TX', zipcode: '75074', lat: 33.0198, lng: -96.6989 },
  Houston: HOUSTON_SALON,
} satisfies Record<string, Place>;
type City = keyof typeof CITIES;

/**
 * Hiring posts in one city, dated ahead (a minute, plus `aheadSeconds`) so they lead the
 * newest-first list over other suites' posts; within one call, later titles rank higher.
 */
const insertHiringPosts = (ownerId: number, city: City, titles: string[], aheadSeconds = 0): Promise<number[]> =>
  insertPosts(
    ownerId,
    titles.map((title, i) => ({
      jobType: 'hiring',
      title,
      description: `${title}. Tiệm đông khách, bao lương. Gọi (972) 555-0199`,
      place: CITIES[city],
      aheadSeconds: 60 + aheadSeconds + i,
    })),
  );

/** This file's pages are 1280x800 unless a test says otherwise. */
const open = (lang: Lang, options: PageOptions = {}) => openPage(product, lang, { viewport: { width: 1280, height: 800 }, ...options });

const card = (page: Page, title: string) => page.getByTestId('job-card').filter({ hasText: title });
/** The job page's own description, not the related cards' below it. */
const pageDescription = (page: Page) => page.locator('[data-testid=job-page] > [data-testid=job-description]');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

let ownerId = 0;
beforeAll(async () => {
  // From this file's own forwarded addresses (10.79.x.x): the run's other suites share 127.0.0.1's
  // budget of code requests.
  ownerId = (await registerMember(product.baseUrl, { typed: '9725550191', firstName: 'Hoa', lastName: 'Tran', ipPrefix: '10.79' })).id;
}, 30_000);

describe('the public job page translates a listing for English readers', () => {
  const tag = randomBytes(3).toString('hex');
  const titles = { shown: `Cần thợ dịch ${tag}`, failing: `Cần thợ không dịch được ${tag}` };
  const ids = { shown: 0, failing: 0 };

  beforeAll(async () => {
    [ids.shown, ids.failing] = (await insertHiringPosts(ownerId, 'Houston', [titles.shown, titles.failing])) as [number, number];
  }, 30_000);
  beforeEach(() => {
    translator.calls.length = 0;
    translator.state.mode = 'ok';
  });

  /** Calls to /api/translate-job the page makes, as the browser sent them. */
  const watchTranslateCalls = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/translate-job') seen.push(request.postData() ?? '');
    });
    return seen;
  };

  it('in English shows the machine translation, marked as such, from one call to the service', async () => {
    const page = await open('en');
    const asked = watchTranslateCalls(page);
    await page.goto(`${product.baseUrl}/job/${ids.shown}`);
    const title = page.getByTestId('job-title');
    await eventually(async () => ((await title.innerText()) === `[en] ${titles.shown}` ? true : undefined), 10_000);
    const description = await pageDescription(page).innerText();
    expect(description).toContain(`[en] ${titles.shown}. Tiệm đông khách, bao lương.`);
    // The phone in the translated text is still masked until clicked.
    expect(description).toContain('(***) ***-0199');
    await expect(page.getByText(en.jobPage.translated, { exact: true }).count()).resolves.toBe(1);
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0] ?? '{}')).toMatchObject({ title: titles.shown, targetLanguage: 'en' });
    expect(translator.calls).toEqual([
      { url: '/translate', body: { q: [titles.shown, expect.stringContaining(titles.shown)], source: 'vi', target: 'en', format: 'text' } },
    ]);
    await page.screenshot({ path: join(shots, 'en-job-page-translated.png'), fullPage: true });
    // Issue 24: the original is a click away, and back, with no new call.
    await page.getByRole('button', { name: en.jobPage.showOriginal }).click();
    await expect(title.innerText()).resolves.toBe(titles.shown);
    await expect(page.getByTestId('job-original-language').innerText()).resolves.toContain(en.jobPage.original);
    await page.getByRole('button', { name: en.jobPage.showTranslation }).click();
    await expect(title.innerText()).resolves.toBe(`[en] ${titles.shown}`);
    expect(translator.calls).toHaveLength(1);
    await page.context().close();
  });

  it('in Vietnamese shows the text as written and asks for no translation', async () => {
    const page = await open('vi');
    const asked = watchTranslateCalls(page);
    await page.goto(`${product.baseUrl}/job/${ids.shown}`);
    await expect(page.getByTestId('job-title').innerText()).resolves.toBe(titles.shown);
    await expect(pageDescription(page).innerText()).resolves.toContain(`${titles.shown}. Tiệm đông khách, bao lương.`);
    await page.getByTestId('location-map').waitFor();
    await expect(page.getByText(vi.jobPage.translated, { exact: true }).count()).resolves.toBe(0);
    expect(asked).toEqual([]);
    expect(translator.calls).toEqual([]);
    await page.screenshot({ path: join(shots, 'vi-job-page-original.png'), fullPage: true });
    await page.context().close();
  });

  it('in Vietnamese translates a listing written in English (issue 24), and in English asks for nothing', async () => {
    const title = `Nail tech needed ${tag}`;
    const [id] = await insertPosts(ownerId, [{ jobType: 'hiring', title, description: `${title}. Busy salon, $900/week guaranteed.`, place: CITIES.Houston }]);
    const reader = await open('vi');
    await reader.goto(`${product.baseUrl}/job/${id}`);
    const heading = reader.getByTestId('job-title');
    await eventually(async () => ((await heading.innerText()) === `[vi] ${title}` ? true : undefined), 10_000);
    await expect(pageDescription(reader).innerText()).resolves.toContain(`[vi] ${title}. Busy salon, $900/week guaranteed.`);
    await expect(reader.getByText(vi.jobPage.translated, { exact: true }).count()).resolves.toBe(1);
    expect(translator.calls).toEqual([{ url: '/translate', body: { q: [title, expect.stringContaining('Busy salon')], source: 'en', target: 'vi', format: 'text' } }]);
    await reader.getByRole('button', { name: vi.jobPage.showOriginal }).click();
    await expect(heading.innerText()).resolves.toBe(title);
    await expect(reader.getByTestId('job-original-language').innerText()).resolves.toContain(vi.jobPage.originalEnglish);
    await reader.context().close();

    translator.calls.length = 0;
    const english = await open('en');
    await english.goto(`${product.baseUrl}/job/${id}`);
    await english.getByTestId('location-map').waitFor();
    await expect(english.getByTestId('job-title').innerText()).resolves.toBe(title);
    await expect(english.getByTestId('job-original-language').count()).resolves.toBe(0);
    expect(translator.calls).toEqual([]);
    await english.context().close();
  });

  it('in English shows the original text, without an error, when the service fails', async () => {
    translator.state.mode = 'fail';
    const page = await open('en');
    const answered: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/translate-job') answered.push(response.status());
    });
    await page.goto(`${product.baseUrl}/job/${ids.failing}`);
    await expect(page.getByTestId('job-title').innerText()).resolves.toBe(titles.failing);
    // Wait for the translation round trip to finish, then check nothing changed.
    await eventually(async () => (answered.length > 0 ? true : undefined), 10_000);
    expect(answered).toEqual([200]);
    expect(translator.calls).toHaveLength(1);
    await page.getByTestId('location-map').waitFor();
    await expect(page.getByTestId('job-title').innerText()).resolves.toBe(titles.failing);
    await expect(pageDescription(page).innerText()).resolves.toContain(`${titles.failing}. Tiệm đông khách, bao lương.`);
    await expect(page.getByText(en.jobPage.translated, { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByTestId('toast').count()).resolves.toBe(0);
    await expect(page.getByTestId('job-not-found').count()).resolves.toBe(0);
    await page.screenshot({ path: join(shots, 'en-job-page-translation-failed.png'), fullPage: true });
    await page.context().close();
  });
});

describe('the home list keeps its scroll position', () => {
  const tag = randomBytes(3).toString('hex');
  // 30 posts in one city: inserted in this order, so the last title leads the list.
  const titles = Array.from({ length: 30 }, (_, i) => `Thợ Garland ${tag} số ${String(i + 1).padStart(2, '0')}`);
  const first = titles[titles.length - 1] as string;
  // About the middle of the list, so the page is scrolled well down to reach it.
  const target = titles[12] as string;

  beforeAll(async () => {
    await insertHiringPosts(ownerId, 'Garland', titles);
  }, 30_000);

  /** Scrolls the target card to about 300 px below the top of the screen, and answers where the page is. */
  async function scrollToTarget(page: Page): Promise<number> {
    const top = await card(page, target).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, Math.round(top - 300));
    const y = await eventually(async () => {
      const now = await scrollY(page);
      return Math.abs(now - (top - 300)) < 5 ? now : undefined;
    }, 5_000);
    expect(y).toBeGreaterThan(500);
    return y;
  }

  const expectAbout = async (page: Page, y: number) => {
    // Restoring may land a frame after the list renders; give it a moment, then compare.
    const settled = await eventually(async () => {
      const now = await scrollY(page);
      return Math.abs(now - y) <= 10 ? now : undefined;
    }, 5_000).catch(async () => scrollY(page));
    expect(Math.abs(settled - y)).toBeLessThanOrEqual(10);
  };

  it.each([
    ['vi', 'the job page’s Back button', vi],
    ['en', 'the browser’s Back', en],
  ] as const)('(%s) after the detail dialog closes, and after a visit to the job page left by %s', async (lang, way, t: Catalogue) => {
    // vi chooses the city in the location box; en is a returning visitor with it stored.
    const page = await open(lang, { location: lang === 'en' ? { city: 'Garland', state: 'TX' } : undefined, path: '/' });
    if (lang === 'vi') {
      const input = page.getByTestId('location-search').getByRole('combobox');
      await input.fill('Garland');
      // Until Garland's list arrives the state's list stays on screen, dimmed; in a full run other
      // files' Texas posts sit above the target there, so a position measured on it is not Garland's.
      const garland = page.waitForResponse((r) => r.url().includes('/api/job-posts?') && r.url().includes('city=Garland'));
      await page.getByTestId('location-suggestions').getByRole('option', { name: 'Garland-TX' }).click();
      await expect(input.inputValue()).resolves.toBe('Garland, TX');
      await garland;
      await page.locator('[aria-busy="false"]').waitFor();
    }
    await expect(page.getByTestId('home-title').innerText()).resolves.toBe(t.home.title.replace('{{place}}', 'Garland, TX'));
    await card(page, first).waitFor();
    await card(page, target).waitFor();
    const y = await scrollToTarget(page);

    // The dialog opens over the list and closes back to the same place.
    await card(page, target).getByRole('heading').click();
    const detail = page.getByTestId('job-detail');
    await detail.waitFor();
    await expect(detail.getByRole('heading', { name: target }).count()).resolves.toBe(1);
    await detail.getByTestId('detail-close').click();
    await detail.waitFor({ state: 'detached' });
    await expectAbout(page, y);

    await card(page, target).getByRole('heading').click();
    await detail.waitFor();
    await detail.getByRole('link', { name: t.detail.openPage }).click();
    await page.waitForURL(/\/job\/\d+\?ref=/);
    await expect(page.getByTestId('job-title').innerText()).resolves.toBe(target);
    // The job page itself starts at its top.
    await expect(scrollY(page)).resolves.toBe(0);

    if (way === 'the job page’s Back button') await page.getByTestId('job-back').click();
    else await page.goBack();
    await page.waitForURL(`${product.baseUrl}/`);
    await card(page, target).waitFor();
    await expectAbout(page, y);
    await expect(card(page, target).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(shots, `${lang}-home-scroll-restored.png`) });
    await page.context().close();
  });
});

describe('the home list refreshes on a new post, at most once every 30 s', () => {
  const tag = randomBytes(3).toString('hex');
  // Each post dated later than the one before, whichever test wrote it, so a new one leads the list.
  let ahead = 0;
  const newer = () => (ahead += 60);

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)('(%s) shows a new post without a reload, and ignores a second event within 30 s', async (lang, t: Catalogue) => {
    const titles = { old: `Tiệm Plano ${lang}${tag}`, fresh: `Tin mới Plano ${lang}${tag}`, later: `Tin sau Plano ${lang}${tag}`, last: `Tin cuối Plano ${lang}${tag}` };
    await insertHiringPosts(ownerId, 'Plano', [titles.old], newer());
    const page = await open(lang, { location: { city: 'Plano', state: 'TX' } });
    // A fake clock that runs at real speed until told to jump: the 30 s window without waiting 30 s.
    await page.clock.install();
    const lists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/job-posts' && url.searchParams.get('city') === 'Plano') lists.push(request.url());
    });
    await page.goto(`${product.baseUrl}/`);
    await expect(page.getByTestId('home-title').innerText()).resolves.toBe(t.home.title.replace('{{place}}', 'Plano, TX'));
    await card(page, titles.old).waitFor();
    await page.waitForLoadState('networkidle');
    const before = lists.length;
    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await insertHiringPosts(ownerId, 'Plano', [titles.fresh], newer());
    await page.evaluate(() => window.dispatchEvent(new Event('new-job-post-created')));
    await card(page, titles.fresh).waitFor();
    expect(lists).toHaveLength(before + 1);
    // Newest first: the new post leads the list (once the list's progressive render has settled;
    // a loaded machine once read the first card mid-render, with no text yet).
    await page.waitForFunction((title) => document.querySelector('[data-testid="job-grid"] [data-testid="job-card"]')?.textContent?.includes(title), titles.fresh, { timeout: 10_000 });
    await page.screenshot({ path: join(shots, `${lang}-home-new-post.png`) });

    // Within 30 s a second event asks for nothing, so a post made meanwhile is not shown yet.
    await insertHiringPosts(ownerId, 'Plano', [titles.later], newer());
    await page.clock.fastForward(20_000);
    await page.evaluate(() => window.dispatchEvent(new Event('new-job-post-created')));
    await page.waitForTimeout(1_500);
    expect(lists).toHaveLength(before + 1);
    await expect(card(page, titles.later).count()).resolves.toBe(0);

    // Once 30 s have passed since the refresh, the next event refreshes again.
    await page.clock.fastForward(11_000);
    await insertHiringPosts(ownerId, 'Plano', [titles.last], newer());
    await page.evaluate(() => window.dispatchEvent(new Event('new-job-post-created')));
    await card(page, titles.last).waitFor();
    await card(page, titles.later).waitFor();
    expect(lists).toHaveLength(before + 2);
    await expect(page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).resolves.toBe(true);
    await page.context().close();
  });
});
