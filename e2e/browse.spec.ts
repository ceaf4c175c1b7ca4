import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { en, vi } from '@chonail/shared/i18n';
import { eventually, getJson, testOutputDir } from '@chonail/server/testing';
import { useProduct } from './support';

// Browsing as a visitor meets it: the production build against the real API, with this file's own
// posts written into the run's database (other suites share it, so everything is found by title).
const shots = testOutputDir('e2e', 'browse');
// Registrations come from their own forwarded addresses: the run's other suites share 127.0.0.1's
// budget of code requests (10 per 15 min), and this file must not use it up.
const product = useProduct({ TRUST_PROXY: 'true' });
type Catalogue = typeof en;

/** A 2x2 PNG: gallery media that needs no network. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

interface Account {
  phone: string;
  typed: string;
  pin: string;
  id: number;
}

const postJson = <T>(url: string, body: object, ip: string) =>
  getJson<T>(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });

async function register(typed: string, firstName: string): Promise<Account> {
  const phone = `+1${typed}`;
  const pin = '2580';
  const details = { phone, password: pin, firstName, lastName: 'Nguyen', email: `${typed}@example.com` };
  const ip = `10.77.${Number(typed.slice(-4)) % 250}.${1 + (Number(typed.slice(-2)) % 250)}`;
  const sent = await postJson(`${product.baseUrl}/api/auth/send-otp`, details, ip);
  if (sent.status >= 300) throw new Error(`send-otp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const otp = await eventually(async () => {
    const { body } = await getJson<Array<{ code: string }>>(`${product.baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    return body[0]?.code;
  }, 10_000);
  const { status, body } = await postJson<{ user: { id: number } }>(`${product.baseUrl}/api/auth/complete-registration`, { ...details, otp }, ip);
  if (status !== 200 && status !== 201) throw new Error(`registration answered ${status}`);
  return { phone, typed, pin, id: body.user.id };
}

interface Fixture {
  jobType: 'hiring' | 'selling';
  title: string;
  priority?: 'diamond3';
  images?: string[];
  expired?: boolean;
}

/**
 * Posts written straight into the table: paid add-ons (media, diamond3) cannot be bought until
 * billing exists. Dated a minute ahead so they lead the newest-first list over other suites' posts.
 */
async function insertPosts(ownerId: number, fixtures: Fixture[]): Promise<number[]> {
  const db = new Client({ connectionString: process.env['DATABASE_URL'] });
  await db.connect();
  try {
    const ids: number[] = [];
    for (const f of fixtures) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO job_posts (owner_id, job_type, title, description, store_name, street_address, city, state, zipcode, full_address,
           lat, lng, duration, priority_addon, priority_ends_at, photo_video_addon, photo_video_ends_at, images, created_at, bumped_at, expires_at)
         VALUES ($1, $2, $3, $4, 'Lotus Nails', '9889 Bellaire Blvd', 'Houston', 'TX', '77036', '9889 Bellaire Blvd, Houston, TX 77036',
           29.7057, -95.5466, 6, $5, now() + interval '30 days', $6, now() + interval '30 days', $7::jsonb,
           now() + interval '1 minute', now() + interval '1 minute', now() + ($8 || ' days')::interval)
         RETURNING id`,
        [ownerId, f.jobType, f.title, `${f.title}. Gọi (713) 555-0188`, f.priority ?? 'none', Boolean(f.images), JSON.stringify(f.images ?? []), f.expired ? '-1' : '90'],
      );
      const [row] = rows;
      if (!row) throw new Error('insert returned no id');
      ids.push(row.id);
    }
    return ids;
  } finally {
    await db.end();
  }
}

async function openPage(lang: 'vi' | 'en', viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await product.browser.newContext({ viewport });
  await context.addInitScript((language) => localStorage.setItem('language', language), lang);
  return product.newPage(context);
}

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
  let saver: Account;
  let expiredId = 0;

  beforeAll(async () => {
    const owner = await register(ownerPhone, 'Lan');
    saver = await register(saverPhone, 'Mai');
    expiredId = (await insertPosts(owner.id, [{ jobType: 'hiring', title: `Hết hạn ${tag}`, expired: true }]))[0] ?? 0;
    await insertPosts(owner.id, [
      { jobType: 'hiring', title: titles.hiring },
      { jobType: 'selling', title: titles.selling, images: [PNG, PNG.replace('AAAAFklEQVR4', 'AAAAFklEQVR5'), PNG.replace('AAAAFklEQVR4', 'AAAAFklEQVR6')] },
      { jobType: 'hiring', title: titles.diamond, priority: 'diamond3' },
    ]);
  }, 60_000);

  it('searches "Houston, TX", shows diamond3 above the divider, filters to selling and opens a card with its gallery', async () => {
    const page = await openPage(lang);
    await page.goto(`${product.baseUrl}/`);
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
    const badges = await page.getByTestId('type-badge').allInnerTexts();
    expect(new Set(badges)).toEqual(new Set([t.jobCard.jobType.selling]));
    // The phone in a description stays masked until clicked.
    await expect(card(page, titles.selling).getByTestId('job-description').innerText()).resolves.toContain('(***) ***-0188');

    await card(page, titles.selling).getByRole('heading').click();
    const detail = page.getByTestId('job-detail');
    await detail.waitFor();
    await expect(detail.getByRole('heading', { name: titles.selling }).count()).resolves.toBe(1);
    await expect(detail.getByTestId('detail-call').getAttribute('href')).resolves.toMatch(/^tel:\+1\d{10}$/);
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
    const page = await openPage(lang);
    await page.goto(`${product.baseUrl}/?filter=hiring`);
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
    const page = await openPage(lang);
    await page.goto(`${product.baseUrl}/?filter=selling`);
    await chooseHouston(page);
    await card(page, titles.selling).getByRole('heading').click();
    await page.getByTestId('job-detail').getByTestId('detail-open-page').click();
    await page.waitForURL(/\/job\/\d+\?ref=/);
    await expect(page.getByTestId('job-title').innerText()).resolves.toBe(titles.selling);
    await expect(page.getByTestId('job-call').getAttribute('href')).resolves.toMatch(/^tel:\+1\d{10}$/);
    await page.getByTestId('location-map').waitFor();
    await page.screenshot({ path: join(shots, `${lang}-job-page.png`), fullPage: true });
    await page.getByTestId('job-back').click();
    await page.waitForURL(/\/\?filter=selling$/);
    await card(page, titles.selling).waitFor();

    await page.goto(`${product.baseUrl}/job/${expiredId}`);
    const expired = page.getByTestId('job-expired');
    await expired.waitFor();
    await expect(expired.getByRole('heading').innerText()).resolves.toBe(t.jobPage.expiredTitle);
    await page.screenshot({ path: join(shots, `${lang}-job-expired.png`) });
    await expired.getByTestId('job-home').click();
    await page.getByTestId('home-page').waitFor();

    await page.goto(`${product.baseUrl}/job/999999999`);
    await expect(page.getByTestId('job-not-found').getByRole('heading').innerText()).resolves.toBe(t.jobPage.notFoundTitle);
    await page.context().close();
  });

  it('takes the mobile bottom bar to the selling list at 390x844', async () => {
    const page = await openPage(lang, { width: 390, height: 844 });
    await page.goto(`${product.baseUrl}/`);
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
