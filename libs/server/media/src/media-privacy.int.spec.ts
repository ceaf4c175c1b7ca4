import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { AdminJobPost, JobPost, MediaItem, PostMediaItem } from '@chonail/shared/contracts';
import { APP_CONFIG, requireJwtSecret, type AppConfig } from '@chonail/server/core/base';
import { useAuthApp } from '@chonail/server/auth/testing';
import { AdminModule, adminMigrations } from '@chonail/server/admin';
import { BillingModule, billingMigrations } from '@chonail/server/billing';
import { multipartForm } from '@chonail/server/testing';
import { JobPostEntity, ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { DEMO_PHOTO_SESSION } from './demo-photos';
import { MediaModule } from './media.module';
import { MediaUrlSigner } from './media-url-signer';
import { mediaMigrations } from './migrations';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';

/**
 * Issue 38, finding 10: an upload no post took yet, and the files of a post that is not listed
 * (paused, hidden by staff, expired, its add-on ended), load only for their owner and staff, by the
 * signed URLs of their own answers (a plain <img src> sends no token); anyone else, and any forged
 * or expired signature, gets the 404 of an unknown name. A listed post's files stay public and
 * cacheable at their plain URLs. Real API, database, Redis and disk storage; the worker's part (a
 * ready row and its variants on disk) is done here, as processing.int.spec.ts covers it.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'chonail-media-privacy-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const app = useAuthApp('media-privacy', {
  env: { DATA_DIR: dataDir },
  modules: [ListingsModule, MediaModule, BillingModule, AdminModule],
  migrations: [...listingsMigrations, ...mediaMigrations, ...billingMigrations, ...adminMigrations],
});

const DAY = 86_400_000;
const PUBLIC_CACHE = 'public, max-age=3600, s-maxage=60';
const session = () => `upload_${Date.now()}_${randomBytes(6).toString('hex')}`;
const plain = (item: { fileName: string }) => `/api/media/files/${item.fileName}`;

const get = (url: string, token?: string) => app.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const send = (method: 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
  app.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

/** What the worker leaves: a ready row with a display WebP and a thumbnail on disk. */
async function settle(item: MediaItem): Promise<void> {
  const storage = app.app.get<MediaStorage>(MEDIA_STORAGE);
  const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#16a085' } }).webp().toBuffer();
  const [display, thumb] = [`media/${item.fileName}.webp`, `media/${item.fileName}-thumb.webp`];
  await storage.write(display, Readable.from([webp]));
  await storage.write(thumb, Readable.from([webp]));
  await app.data.query(`UPDATE media SET status = 'ready', display_key = $2, thumb_key = $3 WHERE id = $1`, [item.id, display, thumb]);
}

async function upload(token: string, query = ''): Promise<{ sessionId: string; item: MediaItem }> {
  const sessionId = session();
  const jpeg = await sharp({ create: { width: 48, height: 36, channels: 3, background: '#8e44ad' } }).jpeg().toBuffer();
  const body = multipartForm({ sessionId }, [{ name: 'tiem.jpg', type: 'image/jpeg', body: jpeg }]);
  const res = await app.app.inject({ method: 'POST', url: `/api/upload-media${query}`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(201);
  const [item] = (res.json() as { files: MediaItem[] }).files;
  if (!item) throw new Error('no file in the upload answer');
  await settle(item);
  return { sessionId, item };
}

/** A running post with the photo/video add-on, given its photo the product's way: the edit takes the upload session. */
async function postWithPhoto(owner: { token: string; user: { id: number } }): Promise<{ id: number; item: MediaItem }> {
  const id = (
    await app.data.getRepository(JobPostEntity).insert({
      ownerId: owner.user.id, jobType: 'selling', title: 'Bán tiệm có hình', description: 'x', city: 'Houston', state: 'TX', duration: 6,
      createdAt: new Date(), bumpedAt: new Date(), expiresAt: new Date(Date.now() + 90 * DAY), photoVideoAddon: true, photoVideoEndsAt: new Date(Date.now() + 30 * DAY),
    })
  ).identifiers[0]?.['id'] as number;
  const { sessionId, item } = await upload(owner.token, `?jobPostId=${id}`);
  expect((await send('PUT', `/api/job-posts/${id}`, owner.token, { title: 'Bán tiệm có hình', sessionId })).statusCode).toBe(200);
  return { id, item };
}

const urlOf = (image: PostMediaItem | undefined) => (typeof image === 'string' ? image : (image?.filePath ?? ''));
const mine = async (token: string, id: number) => ((await get('/api/my-job-posts', token)).json() as JobPost[]).find((p) => p.id === id);

async function newAdmin() {
  const staff = await app.register();
  // The guard reads the role from the account's row, never from the token.
  await app.data.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [staff.user.id]);
  return staff;
}
/** The staff list's row of the post, found by its owner's phone. */
const staffView = async (token: string, ownerPhone: string, id: number) => {
  const res = await get(`/api/admin/job-posts?phone=${encodeURIComponent(ownerPhone)}`, token);
  expect(res.statusCode).toBe(200);
  return (res.json() as AdminJobPost[]).find((p) => p.id === id);
};

/** The answer to a name nobody uploaded: a hidden file must answer exactly so. */
async function unknownName() {
  const res = await get(`/api/media/files/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`);
  return { status: res.statusCode, body: res.json() as unknown };
}
const expectHidden = async (url: string, token?: string) => {
  const res = await get(url, token);
  expect({ url, status: res.statusCode, body: res.json() as unknown }).toEqual({ url, ...(await unknownName()) });
};

describe('an upload no post took yet', () => {
  it('is 404 to a guest, another member and a forged or expired signature; its owner loads it by the signed URLs of the upload answer', async () => {
    const owner = await app.register();
    const other = await app.register();
    const { sessionId, item } = await upload(owner.token);
    expect(item.filePath).toMatch(new RegExp(`^${plain(item)}\\?sig=[A-Za-z0-9_-]+&exp=\\d+$`));
    // The preview's list is signed the same way (the same URL all hour: polling does not reload images).
    const [listed] = (await get(`/api/media/uploads?sessionId=${sessionId}`, owner.token)).json() as MediaItem[];
    const ready = listed as MediaItem;
    expect(ready.thumbnailPath).toMatch(new RegExp(`^${plain(item)}\\?variant=thumb&sig=[A-Za-z0-9_-]+&exp=\\d+$`));
    expect(ready.filePath).toBe(item.filePath);

    await expectHidden(plain(item));
    await expectHidden(`${plain(item)}?variant=thumb`);
    await expectHidden(plain(item), other.token);
    const { sig, exp } = Object.fromEntries(new URL(item.filePath, 'http://x').searchParams);
    const flipped = `${sig?.startsWith('A') ? 'B' : 'A'}${sig?.slice(1)}`;
    await expectHidden(`${plain(item)}?sig=${flipped}&exp=${exp}`);
    await expectHidden(`${plain(item)}?sig=${sig}&exp=${Number(exp) + 3600}`);
    await expectHidden(`${plain(item)}?sig=${sig}`);
    await expectHidden(`${plain(item)}?sig=x&exp=y`);
    // Signed with the server's own key, but expired.
    const signer = new MediaUrlSigner(requireJwtSecret(app.app.get<AppConfig>(APP_CONFIG)));
    await expectHidden(signer.sign(plain(item), Date.now() - 3 * 3_600_000));
    // Another file's signature opens only that file.
    const { item: another } = await upload(owner.token);
    await expectHidden(`${plain(item)}${new URL(another.filePath, 'http://x').search}`);

    for (const url of [item.filePath, ready.thumbnailPath ?? '']) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'image/webp']);
      // The URL is the grant: the owner's browser may keep it, no shared cache ever.
      expect(res.headers['cache-control']).toBe('private, max-age=300');
    }
  });

  it('the demo photos stay public, and nobody uploads into their session', async () => {
    const owner = await app.register();
    const { item } = await upload(owner.token);
    await app.data.query('UPDATE media SET session_id = $2 WHERE id = $1', [item.id, DEMO_PHOTO_SESSION]);
    const res = await get(plain(item));
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, PUBLIC_CACHE]);

    // Not even the owner of a demo photo's row: that session is served to everyone and never swept.
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const body = multipartForm({ sessionId: DEMO_PHOTO_SESSION }, [{ name: 'x.jpg', type: 'image/jpeg', body: jpeg }]);
    const refused = await app.app.inject({ method: 'POST', url: '/api/upload-media', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${owner.token}` } });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the files of a post', () => {
  it('of a listed post: public and cacheable at the plain URL the answers carry, as before', async () => {
    const owner = await app.register();
    const { id, item } = await postWithPhoto(owner);
    const visitor = (await get(`/api/job-posts/${id}`)).json() as JobPost;
    expect(visitor.images.map(urlOf)).toEqual([plain(item)]);
    expect((await mine(owner.token, id))?.images.map(urlOf)).toEqual([plain(item)]);
    for (const url of [plain(item), `${plain(item)}?variant=thumb`]) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, PUBLIC_CACHE]);
    }
  });

  it('of a paused post: 404 to the public, reachable for its owner and staff by their answers’ signed URLs; resumed, public again', async () => {
    const owner = await app.register();
    const staff = await newAdmin();
    const stranger = await app.register();
    const { id, item } = await postWithPhoto(owner);
    expect((await send('PATCH', `/api/job-posts/${id}/pause`, owner.token)).statusCode).toBe(200);

    await expectHidden(plain(item));
    await expectHidden(`${plain(item)}?variant=thumb`);
    await expectHidden(plain(item), stranger.token);

    const ownView = await mine(owner.token, id);
    const ownUrl = urlOf(ownView?.images[0]);
    expect(ownUrl).toMatch(new RegExp(`^${plain(item)}\\?sig=[A-Za-z0-9_-]+&exp=\\d+$`));
    expect(ownView?.imageUrl).toBe(ownUrl);
    expect(urlOf(((await get(`/api/job-posts/${id}`, owner.token)).json() as JobPost).images[0])).toBe(ownUrl);
    const staffUrl = urlOf((await staffView(staff.token, owner.phone, id))?.images[0]);
    expect(staffUrl).toMatch(/[?&]sig=/);
    for (const url of [ownUrl, staffUrl]) {
      const res = await get(url);
      expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'private, max-age=300']);
    }

    // The edit dialog sends back the URLs it was shown: the post keeps its plain one.
    const edited = await send('PUT', `/api/job-posts/${id}`, owner.token, { title: 'Bán tiệm có hình', images: [ownUrl] });
    expect(edited.statusCode).toBe(200);
    const [stored] = (await app.data.query('SELECT images FROM job_posts WHERE id = $1', [id])) as Array<{ images: PostMediaItem[] }>;
    expect(stored?.images.map(urlOf)).toEqual([plain(item)]);

    expect((await send('PATCH', `/api/job-posts/${id}/resume`, owner.token)).statusCode).toBe(200);
    const res = await get(plain(item));
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, PUBLIC_CACHE]);
    expect((await mine(owner.token, id))?.images.map(urlOf)).toEqual([plain(item)]);
  });

  it.each([
    ['hidden by staff', { hiddenAt: new Date() }],
    ['expired', { expiresAt: new Date(Date.now() - DAY) }],
    ['with its photo/video add-on ended', { photoVideoEndsAt: new Date(Date.now() - DAY) }],
    ['not active (awaiting payment)', { isActive: false }],
  ])('of a post %s: 404 to the public, signed for its owner and staff', async (_name, change) => {
    const owner = await app.register();
    const staff = await newAdmin();
    const { id, item } = await postWithPhoto(owner);
    await app.data.getRepository(JobPostEntity).update({ id }, change);

    await expectHidden(plain(item));
    const ownUrl = urlOf((await mine(owner.token, id))?.images[0]);
    const staffUrl = urlOf(((await get(`/api/job-posts/${id}`, staff.token)).json() as JobPost).images[0]);
    for (const url of [ownUrl, staffUrl]) {
      expect(url).toMatch(/[?&]sig=/);
      expect((await get(url)).statusCode).toBe(200);
    }
  });
});
