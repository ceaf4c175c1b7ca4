import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { en, type Lang, vi } from '@chonail/shared/i18n';
import { testOutputDir } from '@chonail/server/testing';
import { insertPosts, registerMember } from './fixtures';
import { useProduct } from './support';

// Issue 37: a link names its language (`?lang=en`, the hreflang twin a search result or a shared
// link carries): the page opens in it whatever the reader chose before, and it becomes their choice,
// so the next page stays in it. On a phone (390x844), in both directions.
const shots = testOutputDir('e2e', 'url-language');
const product = useProduct({ TRUST_PROXY: 'loopback' });
const PHONE = { width: 390, height: 844 };
const CATALOGUES = { vi, en } as const;

let jobId = 0;
beforeAll(async () => {
  const owner = await registerMember(product.baseUrl, { typed: '7135550391', firstName: 'Lan', ipPrefix: '10.173' });
  [jobId = 0] = await insertPosts(owner.id, [{ jobType: 'hiring', title: 'Tiệm cần thợ bột gấp, lương cao' }]);
}, 60_000);

/** A returning reader who chose `lang` on an earlier visit (kept in localStorage, mirrored in the cookie). */
async function returningReader(lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
  const context = await product.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, extraHTTPHeaders: { 'x-forwarded-for': '10.173.0.9' } });
  // Only the first visit's choice: later pages keep whatever the app stored since.
  await context.addInitScript((language) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', language);
  }, lang);
  await context.addCookies([{ name: 'language', value: lang, url: product.baseUrl }]);
  return { context, page: await product.newPage(context) };
}

/** The app has drawn its header in `lang` (the bottom bar's or the header's Map link). */
async function expectShownIn(page: Page, lang: Lang): Promise<void> {
  const other = lang === 'vi' ? 'en' : 'vi';
  await page.getByRole('link', { name: CATALOGUES[lang].header.map, exact: true }).first().waitFor();
  expect(await page.getByRole('link', { name: CATALOGUES[other].header.map, exact: true }).count()).toBe(0);
  expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('language')])).toEqual([lang, lang]);
}

it.each([
  ['vi', 'en'],
  ['en', 'vi'],
] as const)('a reader who chose %s opens a ?lang=%s link: the page and the next one are in the link’s language', async (stored, linked) => {
  const { context, page } = await returningReader(stored);
  await page.goto(`${product.baseUrl}/job/${jobId}?lang=${linked}`);
  await expectShownIn(page, linked);
  await page.getByText('Tiệm cần thợ bột gấp, lương cao').first().waitFor();
  await page.screenshot({ path: join(shots, `job-${stored}-reader-${linked}-link.png`) });

  // The next page, without ?lang=: still the link's language, the server's HTML included (cookie).
  const next = await page.goto(`${product.baseUrl}/map`);
  expect(await next?.text()).toContain(`<html lang="${linked}">`);
  await expectShownIn(page, linked);
  await page.screenshot({ path: join(shots, `map-after-${linked}-link.png`) });
  await context.close();
});

it('switching language on a ?lang= page takes it out of the address: a reload keeps the new choice', async () => {
  const { context, page } = await returningReader('vi');
  await page.goto(`${product.baseUrl}/job/${jobId}?lang=en`);
  await expectShownIn(page, 'en');
  await page.getByRole('button', { name: en.header.switchLanguage }).first().click();
  await expectShownIn(page, 'vi');
  expect(new URL(page.url()).search).toBe('');
  await page.reload();
  await expectShownIn(page, 'vi');
  await context.close();
});

it('a link without a language leaves the reader’s choice alone', async () => {
  const { context, page } = await returningReader('en');
  await page.goto(`${product.baseUrl}/job/${jobId}?lang=fr`);
  await expectShownIn(page, 'en');
  await context.close();
});
