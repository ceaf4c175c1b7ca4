import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { en, vi } from '@chonail/shared/i18n';
import { eventually, getJson, withDb } from '@chonail/server/testing';
import { fillHiringListing, type Member, openPage, registerMember, signInAtGate } from './fixtures';
import { useProduct } from './support';

// Issue 25: the media flows that ran only as component tests against a fake API, here in the
// production build against the real API, the real worker (sharp) and the database: the uploader's
// reorder (drag and keyboard) and delete in the wizard, whose order and main image are what the post
// gets, and the portal's edit dialog removing and adding a photo on a post with the photo/video
// add-on. This file's members are 701-555-07xx from 10.63.x.x; its salons stand in Manchester, NH (no other file posts in New Hampshire).
const dataDir = mkdtempSync(join(tmpdir(), 'chonail-e2e-flows-media-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const product = useProduct({ TRUST_PROXY: 'loopback', DATA_DIR: dataDir }, { worker: true });
const IP_PREFIX = '10.63';
const SALON = { street: '900 Elm St', city: 'Manchester', state: 'NH', zipcode: '03101' };
type Catalogue = typeof en;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** An 800x600 JPEG of one colour: small for the worker, and each file its own. */
const photo = (seed: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: (seed * 67) % 256, g: (seed * 131) % 256, b: (seed * 199) % 256 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

async function photos(names: string[], seed: number) {
  return Promise.all(names.map(async (name, i) => ({ name, mimeType: 'image/jpeg', buffer: await photo(seed + i) })));
}

const postJson = <T>(path: string, body: object, { token, ip }: { token?: string; ip: string }) =>
  getJson<T>(`${product.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });

/** Photos & video for a month ($15), paid through the API in test mode: the wizard then opens on step 2 with it. */
async function payForPhotos(member: Member, ip: string): Promise<string> {
  const { body: session } = await postJson<{ token: string }>('/api/auth/login', { phone: member.phone, password: member.pin }, { ip });
  const packageData = { basicPackage: true, photoVideoAddon: true, photoVideoMonths: 1, stateAddon: false, selectedStates: [], stateMonths: 1, priorityAddon: 'none', priorityMonths: 1 };
  const intent = await postJson<{ paymentIntentId: string; clientSecret: string }>('/api/create-payment-intent', { amount: 1500, currency: 'usd', packageData }, { token: session.token, ip });
  if (intent.status >= 300) throw new Error(`create-payment-intent answered ${intent.status}: ${JSON.stringify(intent.body)}`);
  const paid = await postJson<{ status: string }>(
    '/api/billing/test-confirm',
    { paymentIntentId: intent.body.paymentIntentId, clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' },
    { token: session.token, ip },
  );
  expect(paid.body.status).toBe('paid');
  return intent.body.paymentIntentId;
}

async function toast(page: Page, title: string) {
  await page.getByTestId('toast').filter({ hasText: title }).first().waitFor();
}

/** The member's uploaded files, by id: their names as uploaded, their served name, order and main flag. */
async function mediaOf(ownerId: number) {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: number; original_name: string; file_name: string; upload_order: number; is_main: boolean; job_post_id: number | null }>(
      'SELECT id, original_name, file_name, upload_order, is_main, job_post_id FROM media WHERE owner_id = $1 ORDER BY upload_order, id',
      [ownerId],
    );
    return rows;
  });
}

/** The names of the uploader's tiles, in the order shown. */
async function tileNames(scope: Page | Locator, ownerId: number): Promise<string[]> {
  const byId = new Map((await mediaOf(ownerId)).map((row) => [row.id, row.original_name]));
  const ids = await scope.getByTestId('uploader-tile').evaluateAll((tiles) => tiles.map((tile) => Number(tile.getAttribute('data-media-id'))));
  return ids.map((id) => byId.get(id) ?? `?${id}`);
}

async function waitForReady(scope: Page | Locator, count: number) {
  await eventually(async () => ((await scope.locator('[data-testid=uploader-tile][data-status=ready]').count()) === count ? true : undefined), 60_000);
}

/** The tiles show `expected`, and the server holds it as the session's order. */
async function eventuallyOrder(scope: Page | Locator, ownerId: number, expected: string[]) {
  const shownAndStored = async () => ({ shown: await tileNames(scope, ownerId), stored: (await mediaOf(ownerId)).map((row) => row.original_name) });
  await eventually(async () => {
    const { shown, stored } = await shownAndStored();
    return JSON.stringify(shown) === JSON.stringify(expected) && JSON.stringify(stored) === JSON.stringify(expected) ? true : undefined;
  }, 10_000).catch(async () => expect(await shownAndStored()).toEqual({ shown: expected, stored: expected }));
}

/** The uploader's PUT /api/media/order for a move, answered: the next move is taken only after it. */
const reorderAnswered = (page: Page) => page.waitForResponse((response) => response.url().includes('/api/media/order') && response.request().method() === 'PUT');

/** Step 2's salon and words, then the post: answers its id, read from the portal it lands on. */
async function submitListing(page: Page, title: string): Promise<number> {
  await fillHiringListing(page, { storeName: `Kim Nails ${title.slice(-6)}`, place: SALON, title, description: `${title}. Tiệm sạch đẹp, khách sang.` });
  await page.getByTestId('wizard-submit').click();
  await page.waitForURL('**/customerportal');
  const row = page.getByTestId('portal-posts').getByTestId(/^portal-post-\d+$/).filter({ hasText: title });
  await row.waitFor();
  return Number((await row.getAttribute('data-testid'))?.replace('portal-post-', ''));
}

/** What visitors are served: the post's main image and gallery, as file names in order. */
async function servedMedia(postId: number): Promise<{ main: string | null; gallery: string[] }> {
  const { body } = await getJson<{ imageUrl: string | null; galleryImages: string[] }>(`${product.baseUrl}/api/job-posts/${postId}`);
  const name = (url: string) => url.split('?')[0]?.split('/').pop() ?? url;
  return { main: body.imageUrl ? name(body.imageUrl) : null, gallery: body.galleryImages.map(name) };
}

describe.each([
  ['vi', vi, 1],
  ['en', en, 2],
] as const)('photos of a post in the browser (%s)', (lang, t: Catalogue, n) => {
  const ip = (k: number) => `${IP_PREFIX}.${10 * n + k}.9`;

  it('reorders uploads by dragging and by keyboard and deletes one in the wizard; the post gets that order and main image', async () => {
    const member = await registerMember(product.baseUrl, { typed: `70155507${10 + n}`, firstName: 'Lan', ipPrefix: IP_PREFIX });
    const paymentIntentId = await payForPhotos(member, ip(1));
    const page = await openPage(product, lang, { headers: { 'x-forwarded-for': ip(2) }, path: '/new-package' });
    await signInAtGate(page, t, member);
    await page.getByTestId('wizard-step2').waitFor();
    expect(await page.getByTestId('wizard-paid-package').getAttribute('data-payment')).toBe(paymentIntentId);

    const names = ['a-front.jpg', 'b-chairs.jpg', 'c-sign.jpg'];
    await page.getByTestId('uploader-input').setInputFiles(await photos(names, 10 * n));
    await waitForReady(page, 3);
    await eventuallyOrder(page, member.id, names);
    const tile = (name: string) => page.getByTestId('uploader-tile').filter({ has: page.getByRole('button', { name: fill(t.uploader.open, { name }), exact: true }) });
    expect(await tile('a-front.jpg').getByTestId('main-badge').innerText()).toBe(t.uploader.main);
    // The main file has no remove button.
    expect(await tile('a-front.jpg').getByTestId('tile-remove').count()).toBe(0);

    // Drag c's handle onto a: c, a, b. (The handle shows on hover with a mouse.)
    await page.getByTestId('uploader-grid').scrollIntoViewIfNeeded();
    await tile('c-sign.jpg').hover();
    const handle = await tile('c-sign.jpg').getByTestId('tile-drag').boundingBox();
    const target = await tile('a-front.jpg').boundingBox();
    if (!handle || !target) throw new Error('tiles are not on screen');
    const dragged = reorderAnswered(page);
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 3, { steps: 8 });
    await page.mouse.up();
    expect((await dragged).status()).toBe(200);
    await eventuallyOrder(page, member.id, ['c-sign.jpg', 'a-front.jpg', 'b-chairs.jpg']);
    await tile('c-sign.jpg').getByTestId('main-badge').waitFor();

    // Keyboard: b moves one place earlier with its own button: c, b, a.
    const moved = reorderAnswered(page);
    await page.getByRole('button', { name: fill(t.uploader.moveEarlier, { name: 'b-chairs.jpg' }), exact: true }).focus();
    await page.keyboard.press('Enter');
    expect((await moved).status()).toBe(200);
    await eventuallyOrder(page, member.id, ['c-sign.jpg', 'b-chairs.jpg', 'a-front.jpg']);

    // Delete a.
    await tile('a-front.jpg').getByTestId('tile-remove').click();
    await toast(page, t.uploader.toast.deletedTitle);
    await tile('a-front.jpg').waitFor({ state: 'detached' });
    await eventuallyOrder(page, member.id, ['c-sign.jpg', 'b-chairs.jpg']);

    const title = `${lang === 'vi' ? 'Cần thợ có hình' : 'Tech wanted, with photos'} ${lang}${n}${Date.now().toString(36).slice(-4)}`;
    const postId = await submitListing(page, title);
    const stored = (await mediaOf(member.id)).filter((row) => row.job_post_id === postId);
    expect(stored.map((row) => [row.original_name, row.is_main])).toEqual([
      ['c-sign.jpg', true],
      ['b-chairs.jpg', false],
    ]);
    const served = await servedMedia(postId);
    expect(served).toEqual({ main: stored[0]?.file_name, gallery: stored.map((row) => row.file_name) });

    // The owner's page of the post shows them in that order.
    await page.goto(`${product.baseUrl}/my-posts/${postId}`);
    const thumbs = page.getByTestId('my-post-gallery-thumb').locator('img');
    await eventually(async () => ((await thumbs.count()) === 2 ? true : undefined), 10_000);
    const sources = await thumbs.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''));
    expect(sources.map((src) => src.split('?')[0]?.split('/').pop())).toEqual(served.gallery);
    await page.context().close();
  });

  it("removes a photo and adds one in the portal's edit dialog on a post with the photo/video add-on; the change is stored and shown", async () => {
    const member = await registerMember(product.baseUrl, { typed: `70155507${20 + n}`, firstName: 'Mai', ipPrefix: IP_PREFIX });
    await payForPhotos(member, ip(3));
    const page = await openPage(product, lang, { headers: { 'x-forwarded-for': ip(4) }, path: '/new-package' });
    await signInAtGate(page, t, member);
    await page.getByTestId('wizard-step2').waitFor();
    await page.getByTestId('uploader-input').setInputFiles(await photos(['x1-front.jpg', 'x2-inside.jpg'], 20 * n));
    await waitForReady(page, 2);
    const title = `${lang === 'vi' ? 'Sang tiệm có hình' : 'Salon with photos'} ${lang}${n}${Date.now().toString(36).slice(-4)}`;
    const postId = await submitListing(page, title);
    const before = await servedMedia(postId);
    expect(before.gallery).toHaveLength(2);

    // The portal's edit dialog: the post's two photos, the first one main.
    const row = page.getByTestId(`portal-post-${postId}`);
    await row.getByTestId('post-edit').click();
    const dialog = page.getByTestId('edit-post-dialog');
    await dialog.waitFor();
    const kept = dialog.getByTestId('edit-media-tile');
    await eventually(async () => ((await kept.count()) === 2 ? true : undefined), 5_000);
    expect((await kept.evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-url') ?? ''))).map((url) => url.split('/').pop())).toEqual(before.gallery);

    // Remove the main photo, add a new one through the dialog's uploader.
    await kept.first().getByTestId('edit-media-remove').click();
    await eventually(async () => ((await kept.count()) === 1 ? true : undefined), 5_000);
    await dialog.getByTestId('uploader-input').setInputFiles(await photos(['x3-pedicure.jpg'], 20 * n + 5));
    await waitForReady(dialog, 1);
    await expect(dialog.getByTestId('edit-media-limit').getAttribute('data-count')).resolves.toBe('2');
    await dialog.getByTestId('edit-save').click();
    await toast(page, t.portal.toast.updatedTitle);
    await dialog.waitFor({ state: 'detached' });

    // Stored: the second photo is now the main one, the new one follows; the removed one is no longer served.
    const added = (await mediaOf(member.id)).find((file) => file.original_name === 'x3-pedicure.jpg');
    if (!added) throw new Error('the new photo was not stored');
    const after = await servedMedia(postId);
    expect(after).toEqual({ main: before.gallery[1], gallery: [before.gallery[1], added.file_name] });

    // Shown: the owner's page and the public page of the post have the new pair.
    await page.goto(`${product.baseUrl}/my-posts/${postId}`);
    const thumbs = page.getByTestId('my-post-gallery-thumb').locator('img');
    await eventually(async () => ((await thumbs.count()) === 2 ? true : undefined), 10_000);
    const sources = await thumbs.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''));
    expect(sources.map((src) => src.split('?')[0]?.split('/').pop())).toEqual(after.gallery);
    const served = await fetch(`${product.baseUrl}/api/media/files/${added.file_name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    await page.context().close();
  });
});
