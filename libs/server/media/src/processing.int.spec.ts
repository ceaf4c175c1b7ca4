import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { JobName, QueueName, type MediaItem } from '@chonail/shared/contracts';
import { QueueRegistry } from '@chonail/server/core';
import { useAuthApp } from '@chonail/server/auth/testing';
import { JobPostEntity, ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { eventually, multipartForm, serviceEnv, startService, type ServiceProcess } from '@chonail/server/testing';
import { MediaModule } from './media.module';
import { mediaMigrations } from './migrations';

// The whole path: upload through the API, a real worker process picks the job from Redis, sharp
// re-encodes, the row turns ready, the API serves the result.
const dataDir = mkdtempSync(join(tmpdir(), 'chonail-media-work-'));
const SUFFIX = 'media-processing';
const app = useAuthApp(SUFFIX, { env: { DATA_DIR: dataDir }, modules: [ListingsModule, MediaModule], migrations: [...listingsMigrations, ...mediaMigrations] });

let worker: ServiceProcess;
beforeAll(async () => {
  worker = startService('worker', serviceEnv({ DATA_DIR: dataDir, REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-${SUFFIX}`, WORKER_CONCURRENCY: '2' }));
  await worker.waitForLog((l) => l.msg === 'worker started');
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Uploads the files and waits until the worker has settled every one of them. */
async function uploadAndSettle(files: Array<{ name: string; body: Buffer }>, owner?: { token: string }): Promise<MediaItem[]> {
  owner ??= await app.register();
  const sessionId = `upload_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const body = multipartForm({ sessionId }, files.map((file) => ({ ...file, type: 'image/jpeg' })));
  const res = await app.app.inject({ method: 'POST', url: '/api/upload-media', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${owner.token}` } });
  expect(res.statusCode).toBe(201);
  return eventually(async () => {
    const listed = await app.app.inject({ method: 'GET', url: `/api/media/uploads?sessionId=${sessionId}`, headers: { authorization: `Bearer ${owner?.token}` } });
    const items = listed.json() as MediaItem[];
    return items.every((item) => item.status !== 'processing') ? items : undefined;
  }, 30_000);
}

const serve = (url: string) => app.app.inject({ method: 'GET', url });

/** Every stored file of an upload (its original and its variants), by the generated name they all start with. */
function storedFilesOf(fileName: string): string[] {
  const root = join(dataDir, 'media');
  return (readdirSync(root, { recursive: true }) as string[]).filter((path) => basename(path).startsWith(fileName)).map((path) => join(root, path));
}

/** Whether an EXIF block (as sharp's metadata() gives it) has a GPS section: IFD0's pointer to it, tag 0x8825. */
function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd0 = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  return Array.from({ length: u16(ifd0) }, (_, i) => u16(ifd0 + 2 + i * 12)).includes(0x8825);
}

/** The position a stored file tells: GPS in an image's EXIF, or a video container's location tag (ISO 6709, as phones write it). */
async function positionIn(path: string): Promise<string | null> {
  if (/\.(mp4|mov|webm|avi)$/.test(path)) {
    const run = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format_tags', '-of', 'json', path], { encoding: 'utf8' });
    const tags = (JSON.parse(run.stdout) as { format?: { tags?: Record<string, string> } }).format?.tags ?? {};
    return Object.entries(tags).find(([name]) => name.startsWith('location'))?.[1] ?? null;
  }
  return hasGps((await sharp(readFileSync(path)).metadata()).exif) ? 'EXIF GPS' : null;
}

describe('image processing in the worker', () => {
  it('turns a phone photo with GPS into an upright WebP of 1600 px and a 400 px thumbnail, with no metadata left', async () => {
    // 2000 x 1000 stored sideways (EXIF orientation 6: shown rotated 90 degrees), with a GPS position.
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#d35400' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Phone', Model: 'Test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 42/1 20/1', GPSLongitudeRef: 'W', GPSLongitude: '95/1 32/1 48/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const [item] = await uploadAndSettle([{ name: 'salon.jpg', body: photo }]);
    expect(item).toMatchObject({ status: 'ready', reason: null, width: 800, height: 1600, thumbnailPath: expect.stringMatching(`^/api/media/files/${item?.fileName}\\?variant=thumb&sig=`) });

    const display = await serve(item?.filePath ?? '');
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/webp');
    expect(display.headers['x-content-type-options']).toBe('nosniff');
    expect(display.headers['content-security-policy']).toContain("default-src 'none'");
    const meta = await sharp(display.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const thumb = await sharp((await serve(item?.thumbnailPath ?? '')).rawPayload).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(thumb.exif).toBeUndefined();
  });

  it('leaves no stored file of the upload carrying the GPS position once it is processed (issue 38)', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#e67e22' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 45/1 36/1', GPSLongitudeRef: 'W', GPSLongitude: '95/1 21/1 36/1' } })
      .toBuffer();
    expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);

    const owner = await app.register();
    const [item] = await uploadAndSettle([{ name: 'tiem.jpg', body: photo }], owner);
    expect(item?.status).toBe('ready');
    const stored = storedFilesOf(item?.fileName ?? 'none');
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const path of stored) expect({ path, position: await positionIn(path) }).toEqual({ path, position: null });
  });

  it('refuses a 5,000 x 5,000 pixel bomb before decoding it, and a broken JPEG, while the good file sent with them is processed', async () => {
    const bomb = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2_000)]);
    const good = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#16a085' } }).jpeg().toBuffer();

    const items = await uploadAndSettle([
      { name: 'bomb.png', body: bomb },
      { name: 'broken.jpg', body: broken },
      { name: 'good.jpg', body: good },
    ]);
    expect(items.map((i) => [i.originalName, i.status, i.reason])).toEqual([
      ['bomb.png', 'rejected', 'image_too_large'],
      ['broken.jpg', 'rejected', 'image_unreadable'],
      ['good.jpg', 'ready', null],
    ]);
    expect(items[2]).toMatchObject({ width: 640, height: 480 });
    expect((await serve(items[0]?.filePath ?? '')).statusCode).toBe(404);
    expect((await serve(items[2]?.filePath ?? '')).statusCode).toBe(200);
  });
});

/** A clip made by ffmpeg's own test sources: no fixture files in the repository. */
function clip(name: string, args: string[]): Buffer {
  const out = join(dataDir, name);
  const made = spawnSync('ffmpeg', ['-v', 'error', '-y', ...args, out], { encoding: 'utf8', timeout: 60_000 });
  if (made.status !== 0) throw new Error(`ffmpeg could not make ${name}: ${made.stderr}`);
  return readFileSync(out);
}

/**
 * The MP4 with its movie, track and media headers (mvhd, tkhd, mdhd, version 0) rewritten to claim
 * `seconds`; the samples, and so the stream ffmpeg decodes, are untouched. Made without an edit
 * list, which would otherwise also have to lie.
 */
function claimLength(mp4: Buffer, seconds: number): Buffer {
  const out = Buffer.from(mp4);
  const box = (type: string) => {
    const at = out.indexOf(type, 0, 'latin1');
    if (at < 4 || out[at + 4] !== 0) throw new Error(`no version 0 ${type} box`);
    return at;
  };
  const mvhd = box('mvhd');
  const movieScale = out.readUInt32BE(mvhd + 16);
  out.writeUInt32BE(seconds * movieScale, mvhd + 20);
  out.writeUInt32BE(seconds * movieScale, box('tkhd') + 24);
  const mdhd = box('mdhd');
  out.writeUInt32BE(seconds * out.readUInt32BE(mdhd + 16), mdhd + 20);
  return out;
}

/** What ffprobe says of a file: the header's length, and (decoding it) how many frames it really has. */
function probe(name: string, data: Buffer): { claimed: number; frames: number } {
  const path = join(dataDir, name);
  writeFileSync(path, data);
  const run = spawnSync('ffprobe', ['-v', 'error', '-count_frames', '-show_entries', 'format=duration:stream=nb_read_frames', '-of', 'json', path], { encoding: 'utf8' });
  const json = JSON.parse(run.stdout) as { format: { duration: string }; streams: Array<{ nb_read_frames: string }> };
  return { claimed: Number(json.format.duration), frames: Number(json.streams[0]?.nb_read_frames) };
}

describe('video processing in the worker', () => {
  it('makes a 3 s phone clip an H.264 MP4 with its duration and a poster frame', async () => {
    const mp4 = clip('three.mp4', ['-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine=duration=3', '-c:v', 'libx264', '-c:a', 'aac', '-shortest']);
    // AVI, which browsers cannot play, comes out as MP4 too.
    const avi = clip('two.avi', ['-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10', '-c:v', 'mpeg4']);
    const [clipItem, aviItem] = await uploadAndSettle([
      { name: 'clip.mp4', body: mp4 },
      { name: 'old.avi', body: avi },
    ]);
    expect(clipItem).toMatchObject({ fileType: 'video', status: 'ready', width: 320, height: 240, posterPath: expect.stringMatching(`^/api/media/files/${clipItem?.fileName}\\?variant=poster&sig=`) });
    expect(clipItem?.durationSeconds).toBeGreaterThan(2.9);
    expect(clipItem?.durationSeconds).toBeLessThan(3.2);
    expect(aviItem).toMatchObject({ mimeType: 'video/x-msvideo', status: 'ready', width: 160, height: 120 });

    const video = await serve(clipItem?.filePath ?? '');
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const poster = await serve(clipItem?.posterPath ?? '');
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect((await serve(aviItem?.filePath ?? '')).headers['content-type']).toBe('video/mp4');
  }, 90_000);

  it('leaves no stored file of a phone clip carrying its location tag once it is processed (issue 38)', async () => {
    const mp4 = clip('located.mp4', ['-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10', '-c:v', 'libx264', '-metadata', 'location=+29.7604-095.3698/']);
    expect(await positionIn(join(dataDir, 'located.mp4'))).toBe('+29.7604-095.3698/');

    const owner = await app.register();
    const [item] = await uploadAndSettle([{ name: 'quay-tiem.mp4', body: mp4 }], owner);
    expect(item?.status).toBe('ready');
    const stored = storedFilesOf(item?.fileName ?? 'none');
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const path of stored) expect({ path, position: await positionIn(path) }).toEqual({ path, position: null });
  }, 60_000);

  it('refuses a 90 s video with its reason and length, without converting it', async () => {
    const long = clip('long.mp4', ['-f', 'lavfi', '-i', 'color=c=blue:s=64x64:r=1:d=90', '-c:v', 'libx264']);
    const [item] = await uploadAndSettle([{ name: 'long.mp4', body: long }]);
    expect(item).toMatchObject({ status: 'rejected', reason: 'video_too_long', posterPath: null });
    expect(item?.durationSeconds).toBeCloseTo(90, 0);
    expect((await serve(item?.filePath ?? '')).statusCode).toBe(404);
  }, 90_000);

  it('refuses a 120 s video whose header claims 2 s as too long: the transcode stops past 60 s and what it wrote is measured (issue 19 finding 6)', async () => {
    // One 64 x 64 frame a second: two minutes of real stream in a few kilobytes.
    const real = clip('liar-source.mp4', ['-f', 'lavfi', '-i', 'color=c=green:s=64x64:r=1:d=120', '-c:v', 'libx264', '-use_editlist', '0']);
    const liar = claimLength(real, 2);
    expect(probe('liar.mp4', liar)).toEqual({ claimed: 2, frames: 120 });

    const started = Date.now();
    const [item] = await uploadAndSettle([{ name: 'liar.mp4', body: liar }]);
    expect(item).toMatchObject({ status: 'rejected', reason: 'video_too_long', durationSeconds: null, posterPath: null });
    expect((await serve(item?.filePath ?? '')).statusCode).toBe(404);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 60_000);

  it('refuses an AVI whose content is an HLS playlist pointing at /etc/passwd, without reading it', async () => {
    const playlist = Buffer.from('#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:10.0,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n');
    const header = Buffer.alloc(12);
    header.write('RIFF', 0, 'latin1');
    header.writeUInt32LE(playlist.length + 4, 4);
    header.write('AVI ', 8, 'latin1');
    const [item] = await uploadAndSettle([{ name: 'trap.avi', body: Buffer.concat([header, playlist]) }]);
    expect(item).toMatchObject({ status: 'rejected', reason: 'video_unreadable' });
    expect((await serve(item?.filePath ?? '')).statusCode).toBe(404);
    expect((await serve(`/api/media/files/${item?.fileName}?variant=poster`)).statusCode).toBe(404);
  }, 60_000);
});

describe('the hourly media sweep', () => {
  const age = (ids: number[], column: 'created_at' | 'updated_at', interval: string) =>
    app.data.query(`UPDATE media SET ${column} = now() - $2::interval WHERE id = ANY($1)`, [ids, interval]);
  const statusOf = async (id: number) => ((await app.data.query('SELECT status FROM media WHERE id = $1', [id])) as Array<{ status: string }>)[0]?.status;

  it('deletes sessions never attached to a post after 6 h, keeps younger and attached ones, and queues again a file whose job was lost', async () => {
    const owner = await app.register();
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2980b9' } }).jpeg().toBuffer();
    const [abandoned] = await uploadAndSettle([{ name: 'old.jpg', body: image }], owner);
    const [recent] = await uploadAndSettle([{ name: 'new.jpg', body: image }], owner);
    const [posted] = await uploadAndSettle([{ name: 'posted.jpg', body: image }], owner);
    const [lost] = await uploadAndSettle([{ name: 'lost.jpg', body: image }], owner);
    if (!abandoned || !recent || !posted || !lost) throw new Error('uploads did not settle');

    const postId = (
      await app.data.getRepository(JobPostEntity).insert({
        ownerId: owner.user.id, jobType: 'hiring', title: 'Cần thợ', description: 'x', city: 'Houston', state: 'TX', duration: 6,
        createdAt: new Date(), bumpedAt: new Date(),
      })
    ).identifiers[0]?.['id'] as number;
    await app.data.query('UPDATE media SET job_post_id = $1 WHERE id = ANY($2)', [postId, [posted.id, lost.id]]);
    await age([abandoned.id, posted.id, lost.id], 'created_at', '7 hours');
    await age([recent.id], 'created_at', '5 hours');
    // A file left in processing whose job never reached Redis (the upload's enqueue failed).
    const queues = app.app.get(QueueRegistry);
    await (await queues.queue(QueueName.Media).getJob(`media-${lost.id}`))?.remove();
    await app.data.query("UPDATE media SET status = 'processing', display_key = NULL, thumb_key = NULL, updated_at = now() - interval '20 minutes' WHERE id = $1", [lost.id]);
    // Its original, as it was before any job ran (processing removes it once the file is settled).
    writeFileSync(join(dataDir, 'media', 'originals', `${lost.fileName}.jpg`), image);
    expect((await serve(abandoned.filePath)).statusCode).toBe(200);

    const job = await queues.enqueue(JobName.MediaSweep, {});
    const result = await eventually(async () => ((await job.getState()) === 'completed' ? (await queues.queue(QueueName.Maintenance).getJob(job.id ?? ''))?.returnvalue : undefined), 30_000);
    // The counts are the whole table's, which other files' rows share: at least this test's own, whose
    // fates are checked one by one below.
    const { removed, requeued } = result as { removed: number; requeued: number };
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(requeued).toBeGreaterThanOrEqual(1);

    expect(await statusOf(abandoned.id)).toBeUndefined();
    expect((await serve(abandoned.filePath)).statusCode).toBe(404);
    expect(await statusOf(recent.id)).toBe('ready');
    expect(await statusOf(posted.id)).toBe('ready');
    expect((await serve(posted.filePath)).statusCode).toBe(200);
    // The lost one is processed again from its kept original.
    await eventually(async () => ((await statusOf(lost.id)) === 'ready' ? true : undefined), 30_000);
    expect((await serve(lost.filePath)).statusCode).toBe(200);
  }, 90_000);
});

describe('files of a deleted or hidden post (issue 19 finding 10; issue 38: an upload no post took is not public either)', () => {
  /** The URL a post stores and visitors load; upload answers sign it for the owner (media-privacy.int.spec.ts). */
  const plain = (item: MediaItem, variant = '') => `/api/media/files/${item.fileName}${variant}`;
  const newPost = async (ownerId: number) =>
    (
      await app.data.getRepository(JobPostEntity).insert({
        ownerId, jobType: 'selling', title: 'Bán tiệm', description: 'x', city: 'Houston', state: 'TX', duration: 6,
        createdAt: new Date(), bumpedAt: new Date(), photoVideoAddon: true, photoVideoEndsAt: new Date(Date.now() + 30 * 86_400_000),
      })
    ).identifiers[0]?.['id'] as number;
  const as = (token: string, url: string) => app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const rowOf = async (id: number) => ((await app.data.query('SELECT job_post_id FROM media WHERE id = $1', [id])) as unknown[])[0];

  it('are 404 to visitors at once, still load for their owner signed in, and the sweep removes those of deleted posts only', async () => {
    const owner = await app.register();
    const stranger = await app.register();
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
    const [live, hidden, deleted, loose] = await uploadAndSettle(['live', 'hidden', 'deleted', 'loose'].map((name) => ({ name: `${name}.jpg`, body: image })), owner);
    if (!live || !hidden || !deleted || !loose) throw new Error('uploads did not settle');
    const [livePost, hiddenPost, deletedPost] = [await newPost(owner.user.id), await newPost(owner.user.id), await newPost(owner.user.id)];
    await app.data.query('UPDATE media SET job_post_id = $1 WHERE id = $2', [livePost, live.id]);
    await app.data.query('UPDATE media SET job_post_id = $1 WHERE id = $2', [hiddenPost, hidden.id]);
    await app.data.query('UPDATE media SET job_post_id = $1 WHERE id = $2', [deletedPost, deleted.id]);
    for (const item of [live, hidden, deleted]) expect((await serve(plain(item))).statusCode).toBe(200);
    expect((await serve(plain(loose))).statusCode).toBe(404);
    expect((await serve(loose.filePath)).statusCode).toBe(200);

    expect((await as(owner.token, `/api/job-posts/${deletedPost}`)).statusCode).toBe(200);
    expect((await app.app.inject({ method: 'DELETE', url: `/api/job-posts/${deletedPost}`, headers: { authorization: `Bearer ${owner.token}` } })).statusCode).toBe(200);
    await app.data.query('UPDATE job_posts SET hidden_at = now() WHERE id = $1', [hiddenPost]);

    for (const item of [hidden, deleted]) {
      expect((await serve(plain(item))).statusCode).toBe(404);
      expect((await serve(plain(item, '?variant=thumb'))).statusCode).toBe(404);
      expect((await as(stranger.token, plain(item))).statusCode).toBe(404);
    }
    // The owner's own view (the portal shows a post staff hid) and their upload previews still load.
    const own = await as(owner.token, plain(hidden));
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toMatch(/no-store/);
    expect(own.headers['cache-control']).not.toMatch(/public/);
    const shown = await serve(plain(live));
    expect(shown.statusCode).toBe(200);
    // No shared cache keeps a public file for long: it may stop being public at any time.
    expect(shown.headers['cache-control']).toBe('public, max-age=3600, s-maxage=60');
    expect((await serve(loose.filePath)).statusCode).toBe(200);

    const queues = app.app.get(QueueRegistry);
    const job = await queues.enqueue(JobName.MediaSweep, {});
    const result = await eventually(async () => ((await job.getState()) === 'completed' ? ((await queues.queue(QueueName.Maintenance).getJob(job.id ?? ''))?.returnvalue as { ofDeletedPosts: number }) : undefined), 30_000);
    expect(result.ofDeletedPosts).toBeGreaterThanOrEqual(1);
    expect(await rowOf(deleted.id)).toBeUndefined();
    for (const file of readdirSync(join(dataDir, 'media', 'media'))) expect(file.startsWith(deleted.fileName)).toBe(false);
    expect(existsSync(join(dataDir, 'media', 'originals', `${deleted.fileName}.jpg`))).toBe(false);
    expect(await rowOf(hidden.id)).toEqual({ job_post_id: hiddenPost });
    expect(await rowOf(live.id)).toEqual({ job_post_id: livePost });

    // Staff may restore a hidden post: its files come back with it.
    await app.data.query('UPDATE job_posts SET hidden_at = NULL WHERE id = $1', [hiddenPost]);
    expect((await serve(plain(hidden))).statusCode).toBe(200);
  }, 90_000);
});
