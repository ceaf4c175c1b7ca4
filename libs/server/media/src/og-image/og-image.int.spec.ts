import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { JobPost, MediaItem } from '@chonail/shared/contracts';
import { newPostRequest } from '@chonail/shared/contracts/testing';
import { createOrPromoteAdmin, newClient, useAuthApp } from '@chonail/server/auth/testing';
import { JobPostEntity, ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { eventually, multipartForm, serviceEnv, startService, type ServiceProcess } from '@chonail/server/testing';
import { MediaModule } from '../media.module';
import { mediaMigrations } from '../migrations';

// Issue 37: a post's link-preview image, drawn by a real worker process after each write (or by
// the API on request), kept in the media store the worker and the API share, served by version.
const dataDir = mkdtempSync(join(tmpdir(), 'chonail-og-image-'));
const SUFFIX = 'og-image';
const app = useAuthApp(SUFFIX, { env: { DATA_DIR: dataDir }, modules: [ListingsModule, MediaModule], migrations: [...listingsMigrations, ...mediaMigrations] });
/** Where the pictures of this spec are saved to be looked at (OG_SAMPLES_DIR), if asked for. */
const SAMPLES = process.env['OG_SAMPLES_DIR'];

let worker: ServiceProcess;
beforeAll(async () => {
  worker = startService('worker', serviceEnv({ DATA_DIR: dataDir, REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-${SUFFIX}`, WORKER_CONCURRENCY: '2' }));
  await worker.waitForLog((l) => l.msg === 'worker started');
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const DAY = 86_400_000;
const GREEN = '#16a085';

const get = (url: string, token?: string) =>
  app.app.inject({ method: 'GET', url, remoteAddress: newClient().ip, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The post's current version, as the page's head names it (ogImagePath): its last change in ms. */
async function version(id: number): Promise<number> {
  const [row] = (await app.data.query('SELECT updated_at FROM job_posts WHERE id = $1', [id])) as Array<{ updated_at: Date }>;
  return (row as { updated_at: Date }).updated_at.getTime();
}
const storedFile = (id: number, v: number, photo = false) => join(dataDir, 'media', 'media', `og-${id}-${v}${photo ? '-p' : ''}.jpg`);
const imageUrl = (id: number, v: number) => `/api/job-posts/${id}/og-image?v=${v}`;

/** A post written straight into the table: a live hiring post in Houston unless told otherwise. */
async function insertPost(ownerId: number, fields: Partial<JobPostEntity> = {}): Promise<number> {
  const now = new Date();
  const result = await app.data.getRepository(JobPostEntity).insert({
    ownerId,
    jobType: 'hiring',
    title: 'Cần thợ nail',
    description: 'Tiệm đông khách, lương cao.',
    city: 'Houston',
    state: 'TX',
    duration: 6,
    createdAt: now,
    updatedAt: now,
    bumpedAt: now,
    expiresAt: new Date(now.getTime() + 90 * DAY),
    ...fields,
  });
  return (result.identifiers[0] as { id: number }).id;
}

/** A green photo uploaded by `token`'s owner, once the worker has made it ready. */
async function uploadPhoto(token: string): Promise<string> {
  const sessionId = `upload_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: GREEN } }).jpeg().toBuffer();
  const body = multipartForm({ sessionId }, [{ name: 'salon.jpg', body: photo, type: 'image/jpeg' }]);
  const res = await app.app.inject({ method: 'POST', url: '/api/upload-media', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(201);
  await eventually(async () => {
    const items = (await get(`/api/media/uploads?sessionId=${sessionId}`, token)).json() as MediaItem[];
    return items.every((item) => item.status === 'ready') ? true : undefined;
  }, 30_000);
  return sessionId;
}

/** The picture's colour (each channel in 16ths) at a point. */
async function colourAt(jpeg: Buffer, left: number, top: number): Promise<number[]> {
  const { data } = await sharp(jpeg).extract({ left, top, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [...data].map((v) => Math.round(v / 16));
}

async function expectPreview(res: Awaited<ReturnType<typeof get>>): Promise<Buffer> {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  return res.rawPayload;
}

function save(name: string, jpeg: Buffer): void {
  if (!SAMPLES) return;
  mkdirSync(SAMPLES, { recursive: true });
  writeFileSync(join(SAMPLES, `${name}.jpg`), jpeg);
}

describe('GET /api/job-posts/{id}/og-image', () => {
  it('answers a new post’s 1200x630 JPEG, drawn by the worker after the post was created, cached for a year at its version', async () => {
    const { token } = await app.register();
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/job-posts',
      remoteAddress: newClient().ip,
      headers: { authorization: `Bearer ${token}` },
      payload: newPostRequest({ title: 'Cần thợ bột, thợ chân tay nước gấp – tiệm đông khách ở Bellaire', sessionId: undefined }),
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as JobPost).id;
    const v = await version(id);
    // The worker drew it before anyone asked.
    await eventually(async () => (existsSync(storedFile(id, v)) ? true : undefined), 30_000);

    const res = await get(imageUrl(id, v));
    const jpeg = await expectPreview(res);
    expect(jpeg.equals(readFileSync(storedFile(id, v)))).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // No photo: the brand's rose on the right.
    const [red = 0, green = 16] = await colourAt(jpeg, 1150, 330);
    expect(red).toBeGreaterThanOrEqual(9);
    expect(green).toBeLessThanOrEqual(3);
    save('vi-hiring-no-photo', jpeg);
  });

  it('gives an edited post a new version URL and a new picture, made by the worker; the old URL leads to it', async () => {
    const { token, user } = await app.register();
    const id = await insertPost(user.id, { title: 'Cần thợ nail' });
    const before = await version(id);
    const old = await expectPreview(await get(imageUrl(id, before)));

    const edit = await app.app.inject({
      method: 'PUT',
      url: `/api/job-posts/${id}`,
      remoteAddress: newClient().ip,
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Tiệm nail lớn ở khu Mỹ trắng cần gấp nhiều thợ tay chân nước, thợ bột, thợ dip, thợ wax, bao lương tuần, tip riêng, có chỗ ở' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await version(id);
    expect(after).not.toBe(before);
    await eventually(async () => (existsSync(storedFile(id, after)) ? true : undefined), 30_000);

    const fresh = await expectPreview(await get(imageUrl(id, after)));
    expect(fresh.equals(old)).toBe(false);
    expect(fresh.equals(readFileSync(storedFile(id, after)))).toBe(true);
    save('long-title', fresh);

    // An older share's URL, or one without a version, is sent to the current picture.
    for (const url of [imageUrl(id, before), `/api/job-posts/${id}/og-image`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers['location']).toBe(imageUrl(id, after));
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
  });

  it('draws the main photo of a post whose photos changed, cover-cropped beside the words', async () => {
    const { token, user } = await app.register();
    const id = await insertPost(user.id, { title: 'Cần thợ nail biết làm bột & gel', photoVideoAddon: true, photoVideoEndsAt: new Date(Date.now() + 30 * DAY) });
    const withoutPhoto = await expectPreview(await get(imageUrl(id, await version(id))));
    const sessionId = await uploadPhoto(token);

    const edit = await app.app.inject({
      method: 'PUT',
      url: `/api/job-posts/${id}`,
      remoteAddress: newClient().ip,
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Cần thợ nail biết làm bột & gel', sessionId },
    });
    expect(edit.statusCode).toBe(200);
    expect((edit.json() as JobPost).images).toHaveLength(1);
    const v = await version(id);
    await eventually(async () => (existsSync(storedFile(id, v, true)) ? true : undefined), 30_000);

    const jpeg = await expectPreview(await get(imageUrl(id, v)));
    expect(jpeg.equals(withoutPhoto)).toBe(false);
    // The photo's green on the right, where no words are.
    expect(await colourAt(jpeg, 1150, 330)).toEqual([1, 10, 8]);
    save('hiring-photo', jpeg);
  });

  it('draws a sale with its asking price, and a title with markup as plain words', async () => {
    const { user } = await app.register();
    const sale = await insertPost(user.id, {
      jobType: 'selling',
      title: 'Bán tiệm nail 12 ghế spa, doanh thu $45k/tháng, giá rẻ vì về hưu',
      city: 'Atlanta',
      state: 'GA',
      salon: { askingPrice: 185_000, monthlyRevenue: 45_000, monthlyRent: null, leaseYearsLeft: null, stations: 12, pedicureSpas: null, staffCount: null, reasonForSelling: null, financing: null },
    });
    save('sale', await expectPreview(await get(imageUrl(sale, await version(sale)))));

    const hostile = await insertPost(user.id, { title: '<script>alert(1)</script>& "thợ" ]]> <!-- x' });
    save('markup-title', await expectPreview(await get(imageUrl(hostile, await version(hostile)))));
  });

  it('answers guests, members, another member and staff the same picture, with nothing personal in it', async () => {
    const owner = await app.register();
    const other = await app.register();
    const { phone } = newClient();
    await createOrPromoteAdmin(app.data.manager, phone, 'correct horse battery');
    const staff = await app.login(phone, 'correct horse battery');
    const id = await insertPost(owner.user.id, { title: 'Cần thợ tay chân nước', storePhone: '+17135550123' });
    const url = imageUrl(id, await version(id));

    const guest = await expectPreview(await get(url));
    for (const token of [owner.token, other.token, staff.token]) {
      const res = await get(url, token);
      expect((await expectPreview(res)).equals(guest)).toBe(true);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The picture is all there is: no phone, no owner, in the bytes either.
    expect(guest.includes('5550123')).toBe(false);
    expect(guest.includes(owner.phone.slice(-7))).toBe(false);
  });

  it('answers 404 for hidden, paused, deleted and missing posts and 410 for expired ones, as the post’s page does, whoever asks', async () => {
    const { token, user } = await app.register();
    const now = Date.now();
    const cases: Array<[string, Partial<JobPostEntity>, number]> = [
      ['hidden by staff', { hiddenAt: new Date(now) }, 404],
      ['paused', { isPaused: true, isActive: false }, 404],
      ['deleted', { deletedAt: new Date(now) }, 404],
      ['expired', { expiresAt: new Date(now - DAY) }, 410],
    ];
    for (const [, fields, status] of cases) {
      const id = await insertPost(user.id, fields);
      const detail = await get(`/api/job-posts/${id}`);
      for (const asker of [undefined, token]) {
        const res = await get(imageUrl(id, await version(id)).replace(/\?.*/, ''), asker);
        expect(res.statusCode).toBe(status);
        if (!asker) expect(res.statusCode).toBe(detail.statusCode);
        expect(res.json()).toMatchObject({ code: status === 404 ? 'POST_NOT_FOUND' : 'POST_EXPIRED', message: expect.any(String) });
      }
    }
    expect((await get(imageUrl(2_000_000_000, 1))).statusCode).toBe(404);
  });

  it.each([
    ['/api/job-posts/abc/og-image?v=1'],
    ['/api/job-posts/0/og-image?v=1'],
    ['/api/job-posts/1/og-image?v=abc'],
    ['/api/job-posts/1/og-image?v=-1'],
    ['/api/job-posts/1/og-image?v=1234567890123456789'],
  ])('answers 400 with { message, code } for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});
