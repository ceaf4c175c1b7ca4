import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { JobName, QueueName, type MediaItem } from '@chonail/shared/contracts';
import { QueueRegistry } from '@chonail/server/core';
import { useAuthApp } from '@chonail/server/auth/testing';
import { multipartForm, type FormFile } from '@chonail/server/testing';
import { JobPostEntity, ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { BillingModule, billingMigrations } from '@chonail/server/billing';
import { DIAMOND3_PHOTOS_2_MONTHS, intentRequest, postFor } from '@chonail/server/billing/testing';
import { MediaModule } from './media.module';
import { mediaMigrations } from './migrations';

const dataDir = mkdtempSync(join(tmpdir(), 'chonail-media-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const app = useAuthApp('media-uploads', {
  env: { DATA_DIR: dataDir },
  modules: [ListingsModule, MediaModule, BillingModule],
  migrations: [...listingsMigrations, ...mediaMigrations, ...billingMigrations],
});

type FilePart = FormFile;

const session = () => `upload_${Date.now()}_${randomBytes(6).toString('hex')}`;
const jpeg = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
const png = () => sharp({ create: { width: 32, height: 32, channels: 4, background: '#2980b9' } }).png().toBuffer();

async function upload(token: string | undefined, fields: Record<string, string>, files: FilePart[], query = '') {
  const body = multipartForm(fields, files);
  return app.app.inject({
    method: 'POST',
    url: `/api/upload-media${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const call = (method: 'GET' | 'DELETE' | 'PUT', url: string, token: string, payload?: object) =>
  app.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

/** Every stored original, so a refused request can be shown to leave nothing behind. */
const storedFiles = (): string[] => {
  try {
    return readdirSync(join(dataDir, 'media', 'originals'));
  } catch {
    return [];
  }
};
/**
 * A post of the owner's, straight into the table: these tests are about its media, not its creation.
 * It has the photo/video add-on, without which an edit takes no new files.
 */
const newPost = async (ownerId: number) =>
  (
    await app.data.getRepository(JobPostEntity).insert({
      ownerId, jobType: 'selling', title: 'Bán tiệm', description: 'x', city: 'Houston', state: 'TX', duration: 6,
      createdAt: new Date(), bumpedAt: new Date(), photoVideoAddon: true, photoVideoEndsAt: new Date(Date.now() + 60 * 86_400_000),
    })
  ).identifiers[0]?.['id'] as number;
const rowsOf = async (sessionId: string) => (await app.data.getRepository('media').count({ where: { sessionId } })) as number;

describe('POST /api/upload-media', () => {
  it('stores the files under generated names, typed by their bytes, in upload order with the first as main, and queues one job each by id', async () => {
    const owner = await app.register();
    const sessionId = session();
    const res = await upload(owner.token, { sessionId }, [
      { name: 'tiệm đẹp.jpg', type: 'image/jpeg', body: await jpeg() },
      // A PNG that claims to be a GIF is stored as what it is.
      { name: '../../etc/x.gif', type: 'image/gif', body: await png() },
    ]);
    expect(res.statusCode).toBe(201);
    const { files } = res.json() as { files: MediaItem[] };
    expect(files).toHaveLength(2);
    expect(files.map((f) => [f.originalName, f.fileType, f.mimeType, f.uploadOrder, f.isMainImage, f.status])).toEqual([
      ['tiệm đẹp.jpg', 'image', 'image/jpeg', 0, true, 'processing'],
      ['x.gif', 'image', 'image/png', 1, false, 'processing'],
    ]);
    for (const file of files) {
      expect(file.fileName).toMatch(/^[a-f0-9-]{36}$/);
      // Signed for the owner: no post shows it yet, so nobody else loads it (media-privacy.int.spec.ts).
      expect(file.filePath).toMatch(new RegExp(`^/api/media/files/${file.fileName}\\?sig=[\\w-]+&exp=\\d+$`));
      expect(file.sessionId).toBe(sessionId);
      expect(file.fileSize).toBeGreaterThan(0);
    }
    expect(storedFiles()).toEqual(expect.arrayContaining([`${files[0]?.fileName}.jpg`, `${files[1]?.fileName}.png`]));

    const queue = app.app.get(QueueRegistry).queue(QueueName.Media);
    const job = await queue.getJob(`media-${files[0]?.id}`);
    expect(job?.name).toBe(JobName.ProcessImage);
    expect(job?.data).toEqual({ mediaId: files[0]?.id });

    const listed = await call('GET', `/api/media/uploads?sessionId=${sessionId}`, owner.token);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as MediaItem[]).map((f) => f.id)).toEqual(files.map((f) => f.id));
  });

  it('takes the session id from the query string too, and appends to a session in order', async () => {
    const owner = await app.register();
    const sessionId = session();
    await upload(owner.token, { sessionId }, [{ name: 'a.jpg', type: 'image/jpeg', body: await jpeg() }]);
    const res = await upload(owner.token, {}, [{ name: 'b.jpg', type: 'image/jpeg', body: await jpeg() }], `?sessionId=${sessionId}`);
    expect(res.statusCode).toBe(201);
    expect((res.json() as { files: MediaItem[] }).files.map((f) => [f.uploadOrder, f.isMainImage])).toEqual([[1, false]]);
  });

  it.each([
    ['a text file renamed .jpg', { name: 'photo.jpg', type: 'image/jpeg', body: Buffer.from('just some words, not a picture') }],
    ['an HTML page sent as a PNG', { name: 'x.png', type: 'image/png', body: Buffer.from('<html><script>alert(1)</script></html>') }],
    ['an HLS playlist named .mp4', { name: 'clip.mp4', type: 'video/mp4', body: Buffer.from('#EXTM3U\n#EXTINF:10,\nfile:///etc/passwd\n') }],
    ['an SVG', { name: 'logo.svg', type: 'image/svg+xml', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }],
    ['an empty file', { name: 'empty.jpg', type: 'image/jpeg', body: Buffer.alloc(0) }],
  ])('refuses %s with 400 and stores nothing, not even the good file sent with it', async (_name, bad) => {
    const owner = await app.register();
    const sessionId = session();
    const before = storedFiles().length;
    const res = await upload(owner.token, { sessionId }, [{ name: 'good.jpg', type: 'image/jpeg', body: await jpeg() }, bad]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining('Định dạng file không hợp lệ') });
    expect(storedFiles()).toHaveLength(before);
    expect(await rowsOf(sessionId)).toBe(0);
  });

  it('refuses a file over 50 MB with 413 while it streams, and keeps nothing', async () => {
    const owner = await app.register();
    const sessionId = session();
    const before = storedFiles().length;
    const big = Buffer.alloc(51 * 1024 * 1024);
    (await jpeg()).copy(big);
    const res = await upload(owner.token, { sessionId }, [{ name: 'big.jpg', type: 'image/jpeg', body: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(storedFiles()).toHaveLength(before);
    expect(readdirSync(join(dataDir, 'media', 'originals')).filter((f) => f.endsWith('.part'))).toEqual([]);
    expect(await rowsOf(sessionId)).toBe(0);
  });

  it('allows 10 files per session when creating and 12 when editing an own post, and refuses the next with nothing kept', async () => {
    const owner = await app.register();
    const image = await jpeg(8, 8);
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `${i}.jpg`, type: 'image/jpeg', body: image }));

    const create = session();
    expect((await upload(owner.token, { sessionId: create }, many(9))).statusCode).toBe(201);
    const over = await upload(owner.token, { sessionId: create }, many(2));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_FILES' });
    expect(await rowsOf(create)).toBe(9);
    expect((await upload(owner.token, { sessionId: create }, many(1))).statusCode).toBe(201);

    const postId = await newPost(owner.user.id);
    const edit = session();
    expect((await upload(owner.token, { sessionId: edit }, many(12), `?jobPostId=${postId}`)).statusCode).toBe(201);
    expect((await upload(owner.token, { sessionId: edit }, many(1), `?jobPostId=${postId}`)).json()).toMatchObject({ code: 'TOO_MANY_FILES' });

    const stranger = await app.register();
    const theirs = await upload(stranger.token, { sessionId: session() }, many(1), `?jobPostId=${postId}`);
    expect(theirs.statusCode).toBe(404);
  });

  it("refuses someone else's session: upload 403, list 403, clear 403, and their files stay", async () => {
    const owner = await app.register();
    const stranger = await app.register();
    const sessionId = session();
    await upload(owner.token, { sessionId }, [{ name: 'a.jpg', type: 'image/jpeg', body: await jpeg() }]);
    const before = storedFiles().length;

    const res = await upload(stranger.token, { sessionId }, [{ name: 'b.jpg', type: 'image/jpeg', body: await jpeg() }]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_SESSION_FORBIDDEN' });
    expect(storedFiles()).toHaveLength(before);
    expect((await call('GET', `/api/media/uploads?sessionId=${sessionId}`, stranger.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/media/clear?sessionId=${sessionId}`, stranger.token)).statusCode).toBe(403);
    expect(await rowsOf(sessionId)).toBe(1);
  });

  it.each([
    ['no session id', {}, 400, 'UPLOAD_SESSION_REQUIRED'],
    ['a session id with a path in it', { sessionId: '../../etc/passwd' }, 400, 'VALIDATION_ERROR'],
  ])('answers %s with a clear 400', async (_name, fields, status, code) => {
    const owner = await app.register();
    const res = await upload(owner.token, fields, [{ name: 'a.jpg', type: 'image/jpeg', body: await jpeg() }]);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
  });

  it('asks guests to sign in, and refuses a JSON body or a form without files', async () => {
    expect((await upload(undefined, { sessionId: session() }, [{ name: 'a.jpg', type: 'image/jpeg', body: await jpeg() }])).statusCode).toBe(401);
    const owner = await app.register();
    const json = await app.app.inject({ method: 'POST', url: '/api/upload-media', payload: { sessionId: session() }, headers: { authorization: `Bearer ${owner.token}` } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'NOT_MULTIPART' });
    const empty = await upload(owner.token, { sessionId: session() }, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'NO_FILES' });
  });
});

describe('removing, reordering and serving', () => {
  async function threeFiles() {
    const owner = await app.register();
    const sessionId = session();
    const res = await upload(owner.token, { sessionId }, [
      { name: 'a.jpg', type: 'image/jpeg', body: await jpeg() },
      { name: 'b.jpg', type: 'image/jpeg', body: await jpeg() },
      { name: 'c.jpg', type: 'image/jpeg', body: await jpeg() },
    ]);
    return { owner, sessionId, files: (res.json() as { files: MediaItem[] }).files };
  }
  const order = async (token: string, sessionId: string) =>
    ((await call('GET', `/api/media/uploads?sessionId=${sessionId}`, token)).json() as MediaItem[]).map((f) => [f.originalName, f.uploadOrder, f.isMainImage]);

  it("deletes only the owner's file, removes its bytes, and the next file becomes main", async () => {
    const { owner, sessionId, files } = await threeFiles();
    const stranger = await app.register();
    const [first] = files;
    expect((await call('DELETE', `/api/media/${first?.id}`, stranger.token)).statusCode).toBe(404);
    expect(await order(owner.token, sessionId)).toHaveLength(3);

    expect((await call('DELETE', `/api/media/${first?.id}`, owner.token)).statusCode).toBe(200);
    expect(storedFiles()).not.toContain(`${first?.fileName}.jpg`);
    expect(await order(owner.token, sessionId)).toEqual([
      ['b.jpg', 0, true],
      ['c.jpg', 1, false],
    ]);
    expect((await call('DELETE', `/api/media/${first?.id}`, owner.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/media/abc', owner.token)).statusCode).toBe(400);
  });

  it('saves the order the owner dragged to, and refuses a list that is not the session', async () => {
    const { owner, sessionId, files } = await threeFiles();
    const [a, b, c] = files.map((f) => f.id) as [number, number, number];
    const res = await call('PUT', '/api/media/order', owner.token, { sessionId, ids: [c, a, b] });
    expect(res.statusCode).toBe(200);
    expect(await order(owner.token, sessionId)).toEqual([
      ['c.jpg', 0, true],
      ['a.jpg', 1, false],
      ['b.jpg', 2, false],
    ]);
    for (const ids of [[c, a], [c, a, a], [c, a, b, 999_999]]) {
      expect((await call('PUT', '/api/media/order', owner.token, { sessionId, ids })).statusCode).toBe(400);
    }
    const stranger = await app.register();
    expect((await call('PUT', '/api/media/order', stranger.token, { sessionId, ids: [a, b, c] })).statusCode).toBe(403);
    expect((await order(owner.token, sessionId))[0]).toEqual(['c.jpg', 0, true]);
  });

  it('clears the loose files of a session', async () => {
    const { owner, sessionId, files } = await threeFiles();
    const res = await call('DELETE', `/api/media/clear?sessionId=${sessionId}`, owner.token);
    expect(res.json()).toEqual({ removed: 3 });
    expect(await rowsOf(sessionId)).toBe(0);
    for (const file of files) expect(storedFiles()).not.toContain(`${file.fileName}.jpg`);
  });

  it('serves nothing before processing, never the original, and refuses names that are not ours', async () => {
    const { files } = await threeFiles();
    const res = await app.app.inject({ method: 'GET', url: files[0]?.filePath ?? '' });
    expect(res.statusCode).toBe(404);
    expect((await app.app.inject({ method: 'GET', url: '/api/media/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});

describe('a post saved with its upload session (PUT /api/job-posts/:id)', () => {
  type Image = { filePath: string; fileName: string; uploadOrder: number; mediaId: number; fileType: string };
  const imagesOf = async (postId: number) =>
    ((await app.data.query('SELECT images FROM job_posts WHERE id = $1', [postId])) as Array<{ images: Image[] }>)[0]?.images ?? [];
  const attachedTo = async (ids: number[]) =>
    ((await app.data.query('SELECT id, job_post_id FROM media WHERE id = ANY($1) ORDER BY id', [ids])) as Array<{ id: number; job_post_id: number | null }>).map((r) => r.job_post_id);
  const files = async (n: number) => Promise.all(Array.from({ length: n }, async (_, i) => ({ name: `p${i}.jpg`, type: 'image/jpeg', body: await jpeg(40 + i, 30) })));
  const uploaded = async (token: string, postId: number, n: number) => {
    const sessionId = session();
    const res = await upload(token, { sessionId }, await files(n), `?jobPostId=${postId}`);
    expect(res.statusCode).toBe(201);
    return { sessionId, items: (res.json() as { files: MediaItem[] }).files };
  };

  it('takes the session’s files in upload order after the kept ones, reorders and releases removed ones for the sweep', async () => {
    const owner = await app.register();
    const postId = await newPost(owner.user.id);
    const first = await uploaded(owner.token, postId, 2);
    expect(await attachedTo(first.items.map((i) => i.id))).toEqual([null, null]);

    const saved = await call('PUT', `/api/job-posts/${postId}`, owner.token, { title: 'Bán tiệm đẹp', sessionId: first.sessionId });
    expect(saved.statusCode).toBe(200);
    const images = await imagesOf(postId);
    // The post keeps the plain URLs, never the owner's signed ones.
    expect(images.map((i) => [i.mediaId, i.uploadOrder, i.filePath])).toEqual(first.items.map((item, index) => [item.id, index, `/api/media/files/${item.fileName}`]));
    expect(await attachedTo(first.items.map((i) => i.id))).toEqual([postId, postId]);
    // The owner's page shows them: what a card and the detail page read.
    expect((saved.json() as { images: unknown[] }).images).toHaveLength(2);

    // Reversed, and one more upload added after them.
    const second = await uploaded(owner.token, postId, 1);
    const [a, b] = images;
    expect((await call('PUT', `/api/job-posts/${postId}`, owner.token, { title: 'Bán tiệm đẹp', images: [b, a], sessionId: second.sessionId })).statusCode).toBe(200);
    expect((await imagesOf(postId)).map((i) => [i.mediaId, i.uploadOrder])).toEqual([[b?.mediaId, 0], [a?.mediaId, 1], [second.items[0]?.id, 2]]);

    // Removing one in an edit leaves it unattached: the hourly sweep deletes it (MEDIA_SWEEP.unattachedAfterHours).
    expect((await call('PUT', `/api/job-posts/${postId}`, owner.token, { title: 'Bán tiệm đẹp', images: [a] })).statusCode).toBe(200);
    expect((await imagesOf(postId)).map((i) => [i.mediaId, i.uploadOrder])).toEqual([[a?.mediaId, 0]]);
    expect(await attachedTo([a?.mediaId ?? 0, b?.mediaId ?? 0, second.items[0]?.id ?? 0])).toEqual([postId, null, null]);
  });

  it('refuses someone else’s session, and more than 12 files in all, changing nothing', async () => {
    const owner = await app.register();
    const stranger = await app.register();
    const postId = await newPost(owner.user.id);
    const theirs = await uploaded(stranger.token, await newPost(stranger.user.id), 1);
    const taken = await call('PUT', `/api/job-posts/${postId}`, owner.token, { title: 'Của tôi', sessionId: theirs.sessionId });
    expect(taken.statusCode).toBe(403);
    expect(taken.json()).toMatchObject({ code: 'UPLOAD_SESSION_FORBIDDEN' });
    expect(await attachedTo([theirs.items[0]?.id ?? 0])).toEqual([null]);

    const eight = await uploaded(owner.token, postId, 8);
    expect((await call('PUT', `/api/job-posts/${postId}`, owner.token, { title: 'Tám tấm', sessionId: eight.sessionId })).statusCode).toBe(200);
    const five = await uploaded(owner.token, postId, 5);
    const over = await call('PUT', `/api/job-posts/${postId}`, owner.token, { title: 'Mười ba tấm', sessionId: five.sessionId });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_MEDIA' });
    expect(await imagesOf(postId)).toHaveLength(8);
    expect(new Set(await attachedTo(five.items.map((i) => i.id)))).toEqual(new Set([null]));
    const [{ title }] = (await app.data.query('SELECT title FROM job_posts WHERE id = $1', [postId])) as Array<{ title: string }>;
    expect(title).toBe('Tám tấm');
  });
});

describe('a new post created with its upload session (POST /api/job-posts)', () => {
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    app.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const threePhotos = async (token: string) => {
    const sessionId = session();
    const photos = await Promise.all([0, 1, 2].map(async (i) => ({ name: `salon-${i}.jpg`, type: 'image/jpeg', body: await jpeg(60 + i, 40) })));
    const res = await upload(token, { sessionId }, photos);
    expect(res.statusCode).toBe(201);
    return { sessionId, items: (res.json() as { files: MediaItem[] }).files };
  };
  const attachedTo = async (ids: number[]) =>
    ((await app.data.query('SELECT job_post_id FROM media WHERE id = ANY($1) ORDER BY id', [ids])) as Array<{ job_post_id: number | null }>).map((r) => r.job_post_id);

  it('attaches the session’s photos in upload order to a post whose photo/video add-on was paid', async () => {
    const owner = await app.register();
    const photos = await threePhotos(owner.token);
    const intent = (await call('POST', '/api/create-payment-intent', owner.token, intentRequest(DIAMOND3_PHOTOS_2_MONTHS, 9000))).json();
    const paid = await call('POST', '/api/billing/test-confirm', owner.token, { ...intent, cardNumber: '4242424242424242' });
    expect(paid.statusCode).toBe(200);

    const res = await call('POST', '/api/job-posts', owner.token, { ...postFor(DIAMOND3_PHOTOS_2_MONTHS, intent.paymentIntentId), sessionId: photos.sessionId });
    expect(res.statusCode).toBe(201);
    const post = res.json() as { id: number; images: Array<{ mediaId: number; uploadOrder: number }>; galleryImages: string[] };
    expect(post.images.map((i) => [i.mediaId, i.uploadOrder])).toEqual(photos.items.map((item, index) => [item.id, index]));
    expect(post.galleryImages).toHaveLength(3);
    expect(await attachedTo(photos.items.map((i) => i.id))).toEqual([post.id, post.id, post.id]);
  });

  it('refuses photos on a post without the photo/video add-on, creating nothing and leaving the files unattached', async () => {
    const owner = await app.register();
    const photos = await threePhotos(owner.token);
    const free = { ...DIAMOND3_PHOTOS_2_MONTHS, photoVideoAddon: false, priorityAddon: 'none' as const };
    const res = await call('POST', '/api/job-posts', owner.token, { ...postFor(free, null), sessionId: photos.sessionId });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_REQUIRED' });
    expect((await call('GET', '/api/my-job-posts', owner.token)).json()).toEqual([]);
    expect(await attachedTo(photos.items.map((i) => i.id))).toEqual([null, null, null]);
  });
});
