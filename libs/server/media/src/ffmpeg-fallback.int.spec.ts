import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { MediaItem } from '@chonail/shared/contracts';
import { useAuthApp } from '@chonail/server/auth/testing';
import { ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { eventually, multipartForm, serviceEnv, startService, type ServiceProcess } from '@chonail/server/testing';
import { MediaModule } from './media.module';
import { mediaMigrations } from './migrations';

/**
 * Issue 19 finding 13: a machine without a system ffmpeg runs the npm-shipped 2018 build
 * (@ffmpeg-installer, ffmpeg 4.1), which lacks options newer builds have. The real pipeline here:
 * a worker process whose PATH holds no ffmpeg, so it picks the bundled binaries.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'chonail-media-fallback-'));
const noTools = mkdtempSync(join(tmpdir(), 'chonail-empty-path-'));
const SUFFIX = 'media-fallback';
const app = useAuthApp(SUFFIX, { env: { DATA_DIR: dataDir }, modules: [ListingsModule, MediaModule], migrations: [...listingsMigrations, ...mediaMigrations] });

let worker: ServiceProcess;
beforeAll(async () => {
  worker = startService(
    'worker',
    serviceEnv({ DATA_DIR: dataDir, REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-${SUFFIX}`, PATH: noTools, FFMPEG_PATH: undefined, FFPROBE_PATH: undefined }),
  );
  await worker.waitForLog((l) => l.msg === 'worker started');
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(noTools, { recursive: true, force: true });
});

/** Made with the system's ffmpeg, in this test process (its PATH is untouched). */
function clip(name: string, args: string[]): Buffer {
  const out = join(dataDir, name);
  const made = spawnSync('ffmpeg', ['-v', 'error', '-y', ...args, out], { encoding: 'utf8', timeout: 60_000 });
  if (made.status !== 0) throw new Error(`ffmpeg could not make ${name}: ${made.stderr}`);
  return readFileSync(out);
}

describe('video processing with the npm fallback ffmpeg/ffprobe', () => {
  it('makes a 1 s MP4 of odd size a web-playable MP4 with even sides and a poster', async () => {
    const tools = await worker.waitForLog((l) => l.msg === 'video tools');
    expect(tools).toMatchObject({ ffmpeg: { source: 'bundled' }, ffprobe: { source: 'bundled' } });

    const mp4 = clip('odd.mp4', ['-f', 'lavfi', '-i', 'testsrc=duration=1:size=321x241:rate=10', '-f', 'lavfi', '-i', 'sine=duration=1', '-c:v', 'libx264', '-pix_fmt', 'yuv444p', '-c:a', 'aac', '-shortest']);
    const owner = await app.register();
    const sessionId = `upload_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const body = multipartForm({ sessionId }, [{ name: 'clip.mp4', type: 'video/mp4', body: mp4 }]);
    const sent = await app.app.inject({ method: 'POST', url: '/api/upload-media', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${owner.token}` } });
    expect(sent.statusCode).toBe(201);
    const item = await eventually(async () => {
      const listed = await app.app.inject({ method: 'GET', url: `/api/media/uploads?sessionId=${sessionId}`, headers: { authorization: `Bearer ${owner.token}` } });
      const [first] = listed.json() as MediaItem[];
      return first && first.status !== 'processing' ? first : undefined;
    }, 30_000);

    expect(item).toMatchObject({ status: 'ready', reason: null, width: 320, height: 240 });
    expect(item.durationSeconds).toBeGreaterThan(0.9);
    expect(item.durationSeconds).toBeLessThan(1.2);
    const video = await app.app.inject({ method: 'GET', url: item.filePath });
    expect(video.headers['content-type']).toBe('video/mp4');
    const poster = await app.app.inject({ method: 'GET', url: item.posterPath ?? '' });
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
  }, 60_000);
});
