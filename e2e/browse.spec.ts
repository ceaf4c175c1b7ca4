import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { en, vi } from '@chonail/shared/i18n';
import { eventually, testOutputDir } from '@chonail/server/testing';
import { insertPosts, type Member, openPage, registerMember } from './fixtures';
import { useProduct } from './support';
import { tapToReveal } from './phone-reveal';

// Browsing as a visitor meets it: the production build against the real API, with this file's own
// posts written into the run's database (other suites share it, so everything is found by title).
const shots = testOutputDir('e2e', 'browse');
// Registrations come from their own forwarded addresses (10.77.x.x): the run's other suites share
// 127.0.0.1's budget of code requests (10 per 15 min), and this file must not use it up.
const product = useProduct({ TRUST_PROXY: 'loopback' });
type Catalogue = typeof en;

/** A 2x2 PNG: gallery media that needs no network. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

const card = (page: Page, title: string) => page.getByTestId('job-card').filter({ hasText: title });

async function chooseHouston(page: Page) {
  const input = page.getByTestId('location-search').getByRole('combobox');
  await input.fill('Houston');
  await page.getByTestId('location-suggestions').getByRole('option', { name: 'Houston-TX' }).click();
  await expect(input.inputValue()).resolves.toBe('Houston, TX');
}

describe.each([
  ['vi', vi, '7135550171', '7135550172'],
  ['en', en, '7135550173', '7135550174'],
] as const)('browsing listings (%s)', (lang, t: Catalogue, ownerPhone, saverPhone) => {
  const tag = `${lang}${randomBytes(3).toString('hex')}`;
  const titles = { hiring: `Cần thợ bột ${tag}`, selling: `Bán tiệm đẹp ${tag}`, diamond: `Tiệm kim cương ${tag}` };
  let saver: Member;
  let expiredId = 0;

  beforeAll(async () => {
    const owner = await registerMember(product.baseUrl, { typed: ownerPhone, firstName: 'Lan', ipPrefix: '10.77' });
    saver = await registerMember(product.baseUrl, { typed: saverPhone, firstName: 'Mai', ipPrefix: '10.77' });
    expiredId = (await insertPosts(owner.id, [{ jobType: 'hiring', title: `Hết hạn ${tag}`, expired: true }]))[0] ?? 0;
    await insertPosts(owner.id, [
      { jobType: 'hiring', title: titles.hiring },
      { jobType: 'selling', title: titles.selling, images: [PNG, PNG.replace('AAAAFklEQVR4', 'AAAAFklEQVR5'), PNG.replace('AAAAFklEQVR4', 'AAAAFklEQVR6')] },
      { jobType: 'hiring', title: titles.diamond, priority: 'diamond3' },
    ]);
  }, 60_000);

  it('searches "Houston, TX", shows diamond3 above the divider, filters to selling and opens a card with its gallery', async () => {
    const page = await openPage(product, lang, { path: '/' });
    // No stored location: the home page starts in Texas (spec 01 section 4).
    await expect(page.getByTestId('home-title').innerText()).resolves.toBe(t.home.title.replace('{{place}}', 'Texas'));
    await chooseHouston(page);
    await card(page, titles.hiring).waitFor();
    await expect(page.getByTestId('priority-grid').getByTestId('job-card').filter({ hasText: titles.diamond }).count()).resolves.toBe(1);
    await expect(page.getByTestId('job-grid').getByTestId('job-card').filter({ hasText: titles.diamond }).count()).resolves.toBe(0);
    await expect(card(page, titles.diamond).getAttribute('data-priority')).resolves.toBe('diamond3');
    await expect(card(page, titles.diamond).getByTestId('urgent-badge').innerText()).resolves.toBe(t.jobCard.urgent);
    await page.screenshot({ path: join(shots, `${lang}-home-houston.png`), fullPage: false });

    await page.getByTestId('filter-button').click();
    const dialog = page.getByTestId('filter-dialog');
    await dialog.getByRole('button', { name: t.filters.jobTypes.selling, exact: true }).click();
    await dialog.getByTestId('filter-apply').click();
    await page.waitForURL(/\?filter=selling$/);
    // The previous list stays (dimmed) until the new one arrives.
    await card(page, titles.hiring).waitFor({ state: 'detached' });
    await card(page, titles.selling).waitFor();
    // Text content, not innerText: cards below the first screen skip rendering (content-visibility),
    // and Chromium answers their innerText empty.
    const badges = await page.getByTestId('type-badge').allTextContents();
    expect(new Set(badges)).toEqual(new Set([t.jobCard.jobType.selling]));
    // The phone in a description stays masked until clicked.
    await expect(card(page, titles.selling).getByTestId('job-description').innerText()).resolves.toContain('(***) ***-0188');

    await card(page, titles.selling).getByRole('heading').click();
    const detail = page.getByTestId('job-detail');
    await detail.waitFor();
    await expect(detail.getByRole('heading', { name: titles.selling }).count()).resolves.toBe(1);
    // Issue 38, finding 4: masked until tapped, then the contact call's full number.
    await expect(tapToReveal(page, detail.getByTestId('detail-call'))).resolves.toMatch(/^tel:\+1\d{10}$/);
    await expect(detail.getByTestId('gallery-thumb').count()).resolves.toBe(3);
    await detail.getByTestId('gallery-thumb').first().click();
    const viewer = page.getByTestId('gallery-viewer');
    await viewer.waitFor();
    const position = (n: number) => t.detail.photoCount.replace('{{n}}', String(n)).replace('{{total}}', '3');
    await expect(viewer.getByTestId('gallery-position').innerText()).resolves.toBe(position(1));
    // At the first photo the on-screen arrow stops, while the keyboard wraps to the last.
    await expect(viewer.getByTestId('gallery-prev').isDisabled()).resolves.toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByTestId('gallery-position').innerText()).resolves.toBe(position(3));
    await expect(viewer.getByTestId('gallery-next').isDisabled()).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByTestId('gallery-position').innerText()).resolves.toBe(position(1));
    await page.screenshot({ path: join(shots, `${lang}-gallery.png`) });
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await detail.getByTestId('detail-close').click();
    await detail.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('asks a guest to sign in before saving, then saves after sign-in and finds the post in /saved', async () => {
    const page = await openPage(product, lang, { path: '/?filter=hiring' });
    await chooseHouston(page);
    const target = card(page, titles.hiring);
    await target.getByTestId('save-button').click();
    const prompt = page.getByTestId('account-required');
    await prompt.waitFor();
    await prompt.getByRole('button', { name: t.common.close }).click();
    await prompt.waitFor({ state: 'detached' });

    await page.getByTestId('header-login').click();
    const form = page.getByTestId('login-form');
    await form.locator('input[name=phone]').fill(saver.typed);
    await form.locator('input[name=pin]').fill(saver.pin);
    await form.getByRole('button', { name: t.auth.signIn, exact: true }).click();
    await page.waitForURL(/\/customerportal$/);
    await page.goBack();
    await target.getByTestId('save-button').click();
    await page.getByTestId('toast').filter({ hasText: t.saving.savedTitle }).first().waitFor();
    await eventually(async () => ((await target.getByTestId('save-button').getAttribute('aria-pressed')) === 'true' ? true : undefined), 10_000);
    await page.screenshot({ path: join(shots, `${lang}-saved.png`) });

    await page.goto(`${product.baseUrl}/saved`);
    await page.getByTestId('saved-grid').getByTestId('job-card').filter({ hasText: titles.hiring }).waitFor();
    await page.screenshot({ path: join(shots, `${lang}-saved-page.png`) });
    await page.context().close();
  });

  it('opens a job page from the detail dialog and comes back; shows the expired and not-found screens', async () => {
    const page = await openPage(product, lang, { path: '/?filter=selling' });
    await chooseHouston(page);
    await card(page, titles.selling).getByRole('heading').click();
    await page.getByTestId('job-detail').getByTestId('detail-open-page').click();
    await page.waitForURL(/\/job\/\d+\?ref=/);
    await expect(page.getByTestId('job-title').innerText()).resolves.toBe(titles.selling);
    await expect(tapToReveal(page, page.getByTestId('job-call'))).resolves.toMatch(/^tel:\+1\d{10}$/);
    await page.getByTestId('location-map').waitFor();
    await page.screenshot({ path: join(shots, `${lang}-job-page.png`), fullPage: true });
    await page.getByTestId('job-back').click();
    await page.waitForURL(/\/\?filter=selling$/);
    await card(page, titles.selling).waitFor();

    await page.goto(`${product.baseUrl}/job/${expiredId}`);
    const expired = page.getByTestId('job-expired');
    await expired.waitFor();
    // The expired post is a hiring post, and its page says so (a salon sale says 'tin bán tiệm').
    await expect(expired.getByRole('heading').innerText()).resolves.toBe(t.jobPage.expiredTitleByType.hiring);
    await page.screenshot({ path: join(shots, `${lang}-job-expired.png`) });
    await expired.getByTestId('job-home').click();
    await page.getByTestId('home-page').waitFor();

    await page.goto(`${product.baseUrl}/job/999999999`);
    await expect(page.getByTestId('job-not-found').getByRole('heading').innerText()).resolves.toBe(t.jobPage.notFoundTitle);
    await page.context().close();
  });

  it('takes the mobile bottom bar to the selling list at 390x844', async () => {
    const page = await openPage(product, lang, { viewport: { width: 390, height: 844 }, path: '/' });
    await chooseHouston(page);
    await page.getByTestId('bottom-bar').getByRole('link', { name: t.bottomBar.selling }).click();
    await page.waitForURL(/\?filter=selling$/);
    // The previous list stays (dimmed) until the new one arrives.
    await card(page, titles.hiring).waitFor({ state: 'detached' });
    await card(page, titles.selling).waitFor();
    await page.screenshot({ path: join(shots, `${lang}-mobile-selling.png`) });
    await page.context().close();
  });
});
