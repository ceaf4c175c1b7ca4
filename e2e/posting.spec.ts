import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { en, vi } from '@chonail/shared/i18n';
import { eventually, getJson, testOutputDir } from '@chonail/server/testing';
import { openPage } from './fixtures';
import { useProduct } from './support';

// An owner's whole road as they meet it: sign up, buy a package in test mode, post with photos the
// worker compresses, find the post first in its city, pause, resume, edit and delete it.
const shots = testOutputDir('e2e', 'posting');
const dataDir = mkdtempSync(join(tmpdir(), 'chonail-e2e-posting-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const product = useProduct({ TRUST_PROXY: 'loopback', DATA_DIR: dataDir }, { worker: true });

type Catalogue = typeof en;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

async function toast(page: Page, title: string): Promise<string> {
  const found = page.getByTestId('toast').filter({ hasText: title });
  await found.first().waitFor();
  return found.first().innerText();
}

/** 1600x1200 noise: a photo-sized JPEG that the worker's WebP must come out far smaller than. */
const photo = (seed: number) =>
  sharp(Buffer.from(Array.from({ length: 160 * 120 * 3 }, (_, i) => (i * 7919 + seed * 104729) % 251)), { raw: { width: 160, height: 120, channels: 3 } })
    .resize(1600, 1200, { kernel: 'nearest' })
    .jpeg({ quality: 95 })
    .toBuffer();

async function signUp(page: Page, t: Catalogue, typed: string) {
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByRole('tab', { name: t.auth.registerTab }).click();
  const form = page.getByTestId('register-form');
  await form.locator('input[name=phone]').fill(typed);
  await form.locator('input[name=firstName]').fill('Hoa');
  await form.locator('input[name=lastName]').fill('Tran');
  await form.locator('input[name=email]').fill(`hoa.${typed}@example.com`);
  await form.locator('input[name=pin]').fill('4826');
  await form.locator('input[name=confirmPin]').fill('4826');
  await dialog.getByRole('button', { name: t.auth.sendCode }).click();
  const otpForm = page.getByTestId('otp-form');
  await otpForm.waitFor();
  const code = await eventually(async () => {
    const { body } = await getJson<Array<{ code: string }>>(`${product.baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(`+1${typed}`)}`);
    return body[0]?.code;
  }, 10_000);
  await otpForm.locator('input[name=otp]').fill(code);
  await otpForm.getByRole('button', { name: t.auth.completeRegistration }).click();
  await page.waitForURL('**/customerportal');
}

describe.each([
  ['vi', vi, '7135550181', { street: '10500 NE 8th St', city: 'Bellevue', state: 'WA', zipcode: '98004' }],
  ['en', en, '7135550182', { street: '120 N 8th St', city: 'Boise', state: 'ID', zipcode: '83702' }],
] as const)('posting with a paid package in the browser (%s)', (lang, t, typed, salon) => {
  const title = `${lang === 'vi' ? 'Cần thợ nail gấp' : 'Nail tech wanted now'} ${typed.slice(-2)}`;

  it('buys diamond3 + photos for 2 months in test mode, posts with 3 compressed photos, then pauses, resumes, edits and deletes it', async () => {
    const page = await openPage(product, lang, {
      path: '/',
      location: { city: salon.city, state: salon.state },
      headers: { 'x-forwarded-for': `10.91.${typed.slice(-2)}.7` },
    });
    await signUp(page, t, typed);

    // Step 1: the package, priced live from /api/pricing.
    await page.goto(`${product.baseUrl}/new-package`);
    const step1 = page.getByTestId('wizard-step1');
    await step1.waitFor();
    const submit = page.getByTestId('wizard-package-submit');
    expect(await submit.innerText()).toBe(t.wizard.package.submitFree);
    await page.getByTestId('addon-photo-video-toggle').check();
    await page.getByTestId('photo-video-months').fill('2');
    await page.getByTestId('priority-diamond3').check();
    await page.getByTestId('priority-months').fill('2');
    await eventually(async () => ((await submit.innerText()) === fill(t.wizard.package.submitPay, { total: '$90' }) ? true : undefined), 5_000);
    await page.screenshot({ path: join(shots, `${lang}-package.png`), fullPage: true });
    await submit.click();

    // The payment screen, labelled test mode: a declined card first, then one that pays.
    await page.getByTestId('test-mode-banner').waitFor();
    expect(await page.getByTestId('test-mode-banner').textContent()).toContain(t.wizard.payment.testMode);
    const pay = page.getByTestId('payment-submit');
    expect(await pay.innerText()).toBe(fill(t.wizard.payment.pay, { total: '$90' }));
    await page.getByTestId('test-card-number').fill('4000 0000 0000 0002');
    await pay.click();
    expect(await toast(page, t.wizard.payment.errorTitle)).toContain(t.apiErrors.CARD_DECLINED);
    await page.getByTestId('test-card-number').fill('4242 4242 4242 4242');
    await pay.click();
    await toast(page, t.wizard.payment.successBody);

    // Step 2: a new store whose city, state and ZIP come from the address suggestions.
    await page.getByTestId('wizard-step2').waitFor();
    await page.getByTestId(`job-type-hiring`).check();
    await page.getByTestId('store-name').fill(`Lotus Nails ${salon.city}`);
    await page.getByTestId('store-address1').fill(`${salon.street}, ${salon.city}, ${salon.state} ${salon.zipcode}`);
    await page.getByTestId('address-suggestion').filter({ hasText: salon.zipcode }).first().click();
    expect(await page.getByTestId('store-address1').inputValue()).toBe(salon.street);
    expect(await page.getByTestId('store-city').inputValue()).toBe(salon.city);
    expect(await page.getByTestId('store-state').inputValue()).toBe(salon.state);
    expect(await page.getByTestId('store-zipcode').inputValue()).toBe(salon.zipcode);
    await page.getByTestId('listing-title').fill(title);
    await page.getByTestId('listing-description').fill(`${title}. Lương cao, bao ăn ở. Gọi (206) 555-0147.`);

    const originals = await Promise.all([1, 2, 3].map(photo));
    await page.getByTestId('uploader-input').setInputFiles(originals.map((buffer, i) => ({ name: `salon-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
    const tiles = page.getByTestId('uploader-tile');
    await eventually(async () => ((await tiles.count()) === 3 ? true : undefined), 20_000);
    // The worker compresses each one; the tile turns ready when it has.
    await eventually(async () => ((await page.locator('[data-testid=uploader-tile][data-status=ready]').count()) === 3 ? true : undefined), 60_000);
    await page.screenshot({ path: join(shots, `${lang}-listing.png`), fullPage: true });
    await page.getByTestId('wizard-submit').click();
    await toast(page, t.wizard.listing.successBody);
    await page.waitForURL('**/customerportal');

    // First on the home page of its city, with the urgent badge and the compressed photos.
    await page.goto(`${product.baseUrl}/`);
    const first = page.getByTestId('job-card').first();
    await first.getByText(title, { exact: true }).waitFor();
    expect(await first.getByTestId('urgent-badge').innerText()).toBe(t.jobCard.urgent);
    // Two thumbnails and '+1' on the card; all three photos served as the worker's WebP, far smaller.
    expect(await first.getByTestId('thumbnails').locator('img').count()).toBe(2);
    await first.getByTestId('more-images').waitFor();
    const postId = Number(await first.getAttribute('data-post-id'));
    const { body: post } = await getJson<{ galleryImages: string[] }>(`${product.baseUrl}/api/job-posts/${postId}`);
    expect(post.galleryImages).toHaveLength(3);
    // The card loads the first photo's 400 px thumbnail, not the display size.
    expect(await first.getByTestId('thumbnails').locator('img').first().getAttribute('src')).toBe(`${post.galleryImages[0]}?variant=thumb`);
    for (const [i, original] of originals.entries()) {
      const served = await fetch(new URL(post.galleryImages[i] ?? '', product.baseUrl));
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await served.arrayBuffer()).byteLength).toBeLessThan(original.length / 2);
    }
    await page.screenshot({ path: join(shots, `${lang}-home.png`) });

    // The portal: pause (gone from the public list), resume, edit the title, delete.
    await page.goto(`${product.baseUrl}/customerportal`);
    const row = page.getByTestId(`portal-post-${postId}`);
    await row.waitFor();
    expect(await row.getByTestId('post-status').innerText()).toBe(t.portal.post.status.active);
    await row.getByTestId('post-pause').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await eventually(async () => ((await row.getByTestId('post-status').innerText()) === t.portal.post.status.paused ? true : undefined), 5_000);
    const listed = async () => {
      const { body } = await getJson<Array<{ id: number }>>(`${product.baseUrl}/api/job-posts?city=${salon.city}&state=${salon.state}`);
      return body.some((p) => p.id === postId);
    };
    expect(await listed()).toBe(false);
    await page.goto(`${product.baseUrl}/`);
    await page.locator('[data-testid="empty-state"], [aria-busy="false"]').first().waitFor();
    expect(await page.getByTestId('job-card').filter({ hasText: title }).count()).toBe(0);

    await page.goto(`${product.baseUrl}/customerportal`);
    await row.getByTestId('post-resume').click();
    await eventually(async () => ((await row.getByTestId('post-status').innerText()) === t.portal.post.status.active ? true : undefined), 5_000);
    expect(await listed()).toBe(true);

    const renamed = `${title} (${lang === 'vi' ? 'lương cao' : 'top pay'})`;
    await row.getByTestId('post-edit').click();
    await page.getByTestId('edit-title').fill(renamed);
    await page.getByTestId('edit-save').click();
    await eventually(async () => ((await row.getByTestId('post-title').innerText()) === renamed ? true : undefined), 5_000);
    await page.screenshot({ path: join(shots, `${lang}-portal.png`), fullPage: true });

    await row.getByTestId('post-delete').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await row.waitFor({ state: 'detached' });
    expect(await listed()).toBe(false);
    await page.context().close();
  });
});
