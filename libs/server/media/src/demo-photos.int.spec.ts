import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { JobPost } from '@chonail/shared/contracts';
import { demoNamedPhoto, demoPoolPhoto } from '@chonail/shared/domain';
import { useAuthApp } from '@chonail/server/auth/testing';
import { ListingsModule, listingsMigrations, seedDemoPosts } from '@chonail/server/listings';
import { demoPhotoFileName, demoPhotoStore, storeDemoPhotos } from './demo-photos';
import { MediaRowsRepository } from './media-rows.repository';
import { MediaModule } from './media.module';
import { MediaRepository } from './media.repository';
import { mediaMigrations } from './migrations';
import { LocalDiskStorage } from './storage/local-disk.storage';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';

/**
 * Issue 36 item 4: demo posts pointed at /demo/salon-N.jpg, which nothing served, so no demo
 * listing ever showed a photo. Seeded demo posts now carry stored pictures served like uploads.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'chonail-demo-photos-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const app = useAuthApp('media-demo-photos', {
  env: { DATA_DIR: dataDir },
  modules: [ListingsModule, MediaModule],
  migrations: [...listingsMigrations, ...mediaMigrations],
});

const get = (url: string) => app.app.inject({ method: 'GET', url });
const storage = () => app.app.get<MediaStorage>(MEDIA_STORAGE);
const demoRows = async () => Number(((await app.data.query(`SELECT count(*) AS n FROM media WHERE session_id = 'demo-photos'`)) as Array<{ n: string }>)[0]?.n);

/**
 * The listed demo posts with photos: in a full run the database also holds other files' posts,
 * whose uploads live in their own data directories, so a post counts here only when every picture
 * it shows is a stored demo picture.
 */
async function listed(): Promise<JobPost[]> {
  const res = await get('/api/job-posts?limit=200');
  expect(res.statusCode).toBe(200);
  const demo = new Set(((await app.data.query(`SELECT file_name FROM media WHERE session_id = 'demo-photos'`)) as Array<{ file_name: string }>).map((row) => row.file_name));
  return (res.json() as JobPost[]).filter((post) => post.images.length > 0 && post.images.every((img) => typeof img !== 'string' && demo.has(img.fileName ?? '')));
}

describe('demo photos (seeded with npm start)', () => {
  let seedMs = 0;
  beforeAll(async () => {
    const started = Date.now();
    await seedDemoPosts(app.data, { posts: 300, seed: 2026, photos: demoPhotoStore(app.data, storage()) });
    seedMs = Date.now() - started;
  }, 60_000);

  it('gives demo posts photos that the media route serves as real images, with thumbnails', async () => {
    const withPhotos = (await listed()).filter((p) => p.images.length > 0);
    expect(withPhotos.length).toBeGreaterThan(10);
    const urls = [...new Set(withPhotos.flatMap((p) => p.images.map((img) => (typeof img === 'string' ? img : img.filePath ?? ''))))];
    expect(urls.length).toBeGreaterThanOrEqual(12);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/media\/files\/[a-f0-9-]{36}$/);
      const display = await get(url);
      expect([display.statusCode, display.headers['content-type']]).toEqual([200, 'image/webp']);
      expect(await sharp(display.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 768 });
      const thumb = await get(`${url}?variant=thumb`);
      expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/webp']);
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
    }
    // Drawn, not blank: a picture of a salon has many colours.
    const { channels } = await sharp((await get(urls[0])).rawPayload).stats();
    expect(channels.slice(0, 3).every((c) => c.stdev > 20)).toBe(true);
  });

  it('leads a featured post with a picture of its own salon, and answers each picture as the detail gallery needs it', async () => {
    const featured = (await listed()).find((p) => p.images.length > 1 && (p.isVip || (p.priorityAddon ?? 'none') !== 'none'));
    expect(featured).toBeDefined();
    const detail = (await get(`/api/job-posts/${featured?.id}`)).json() as JobPost;
    const images = detail.images.filter((img) => typeof img !== 'string');
    expect(images[0]).toMatchObject({ fileName: demoPhotoFileName(demoNamedPhoto(detail.storeName ?? '').key), fileType: 'image', mimeType: 'image/webp' });
    expect(images.map((img) => img.uploadOrder)).toEqual(images.map((_img, i) => i));
  });

  it('took a few seconds, and the hourly sweep of unattached uploads keeps the shared pictures', async () => {
    expect(seedMs).toBeLessThan(20_000);
    const before = await demoRows();
    expect(before).toBeGreaterThanOrEqual(12);
    await app.app.get(MediaRowsRepository).deleteUnattached(0, 1000);
    expect(await demoRows()).toBe(before);
  });

  it('reuses pictures already in the store (an emptied database on the same media) without drawing them again', async () => {
    await app.data.query(`DELETE FROM media WHERE session_id = 'demo-photos'`);
    const images = new MediaRepository();
    const draw = jest.spyOn(images, 'drawnImage');
    const photos = [demoPoolPhoto(1), demoPoolPhoto(2)];
    const started = Date.now();
    const stored = await storeDemoPhotos({ data: app.data, storage: storage(), images }, photos, (await app.register()).user.id);
    expect(draw).not.toHaveBeenCalled();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect([...stored.keys()]).toEqual(photos.map((p) => p.key));
    expect((await get(stored.get(photos[0].key)?.filePath ?? '')).statusCode).toBe(200);
  });

  it('draws a picture again into a store that lacks its files, though the database knows it (a new data directory, another bucket)', async () => {
    const emptyStore = new LocalDiskStorage(mkdtempSync(join(dataDir, 'other-store-')));
    const images = new MediaRepository();
    const draw = jest.spyOn(images, 'drawnImage');
    // Picture 1: the test before stored it again, so the database knows it.
    const photo = demoPoolPhoto(1);
    await storeDemoPhotos({ data: app.data, storage: emptyStore, images }, [photo], (await app.register()).user.id);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(await emptyStore.read(`media/${demoPhotoFileName(photo.key)}.webp`)).not.toBeNull();
  });
});
