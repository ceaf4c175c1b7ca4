import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { JobPost, MediaItem } from '@chonail/shared/contracts';
import { useAuthApp } from '@chonail/server/auth/testing';
import { multipartForm } from '@chonail/server/testing';
import { JobPostEntity, ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { MediaModule } from './media.module';
import { mediaMigrations } from './migrations';

/**
 * Issue 17 item 3: photos added to a post without the photo/video add-on were saved, shown to the
 * owner and never to visitors. Here with the real upload, media and listings modules, since the
 * listings library cannot load the media one (media depends on listings).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'chonail-free-media-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const app = useAuthApp('media-free-post', {
  env: { DATA_DIR: dataDir },
  modules: [ListingsModule, MediaModule],
  migrations: [...listingsMigrations, ...mediaMigrations],
});

const DAY = 86_400_000;
const session = () => `upload_${Date.now()}_${randomBytes(6).toString('hex')}`;
const jpeg = () => sharp({ create: { width: 48, height: 36, channels: 3, background: '#8e44ad' } }).jpeg().toBuffer();

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  app.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function postOf(ownerId: number, fields: Partial<JobPostEntity>): Promise<number> {
  const result = await app.data.getRepository(JobPostEntity).insert({
    ownerId, jobType: 'hiring', title: 'Cần thợ', description: 'x', city: 'Houston', state: 'TX', duration: 6,
    createdAt: new Date(), bumpedAt: new Date(), expiresAt: new Date(Date.now() + 90 * DAY), ...fields,
  });
  return (result.identifiers[0] as { id: number }).id;
}

/** What the portal's uploader does before Save: the files go up under a session tied to the post. */
async function uploadFor(token: string, postId: number): Promise<string> {
  const sessionId = session();
  const body = multipartForm({ sessionId }, [{ name: 'tiem.jpg', type: 'image/jpeg', body: await jpeg() }]);
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/upload-media?jobPostId=${postId}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(201);
  expect((res.json() as { files: MediaItem[] }).files).toHaveLength(1);
  return sessionId;
}

const attachedCount = async (postId: number) => Number(((await app.data.query('SELECT count(*) AS n FROM media WHERE job_post_id = $1', [postId])) as Array<{ n: string }>)[0]?.n);

describe('new photos on a post without an active photo/video add-on (PUT /api/job-posts/:id)', () => {
  it.each([
    ['a free post', { photoVideoAddon: false, photoVideoEndsAt: null }],
    ['a post whose add-on ended', { photoVideoAddon: true, photoVideoEndsAt: new Date(Date.now() - DAY) }],
  ])('%s: 402 PHOTO_VIDEO_REQUIRED, the images and the rest of the edit unchanged', async (_name, addon) => {
    const owner = await app.register();
    const id = await postOf(owner.user.id, { title: 'Giữ nguyên', images: ['/uploads/kept.jpg'], ...addon });
    const sessionId = await uploadFor(owner.token, id);

    const res = await call('PUT', `/api/job-posts/${id}`, owner.token, { title: 'Đổi tên', images: ['/uploads/kept.jpg'], sessionId, salonPhone: '7135550177' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PHOTO_VIDEO_REQUIRED', message: expect.any(String) });

    const mine = (await call('GET', `/api/job-posts/${id}`, owner.token)).json() as JobPost;
    expect(mine).toMatchObject({ title: 'Giữ nguyên', images: ['/uploads/kept.jpg'], salonPhone: null });
    expect(await attachedCount(id)).toBe(0);

    // Removing a kept photo is still allowed: it only takes away what visitors could not see anyway.
    const removed = await call('PUT', `/api/job-posts/${id}`, owner.token, { title: 'Giữ nguyên', images: [] });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as JobPost).images).toEqual([]);

    // With the add-on running, the same upload session is taken, and visitors see it.
    await app.data.getRepository(JobPostEntity).update({ id }, { photoVideoAddon: true, photoVideoEndsAt: new Date(Date.now() + 30 * DAY) });
    const taken = await call('PUT', `/api/job-posts/${id}`, owner.token, { title: 'Có ảnh', sessionId });
    expect(taken.statusCode).toBe(200);
    expect(((await call('GET', `/api/job-posts/${id}`)).json() as JobPost).images).toHaveLength(1);
    expect(await attachedCount(id)).toBe(1);
  });
});
