import { IMAGE_LIMITS } from '@chonail/shared/domain';
import type { JsonLogger } from '@chonail/server/core/base';
import type { MediaEntity } from './entities/media.entity';
import type { MediaJobRepository } from './media-job.repository';
import type { EncodedImage, ImageHeader, MediaRepository } from './media.repository';
import { ProcessImageHandler } from './process-image.handler';
import { InMemoryMediaJobs, InMemoryStorage, quietLogger, RecordingLogger, sampleJob as job, sampleMediaRow as mediaRow } from './testing/unit-fakes';

/**
 * The image job's rules over the in-memory media table and storage (testing/unit-fakes.ts), with
 * sharp faked below; the SQL, sharp and a real worker are covered by processing.int.spec.ts.
 */

/** Stands in for sharp: the header is whatever the test says, and an "encoding" names its size in its bytes. */
class FakeImages implements Pick<MediaRepository, 'imageHeader' | 'webp'> {
  header: ImageHeader | Error = { width: 2000, height: 1000, format: 'jpeg', pages: 1 };
  readonly encoded: Array<{ maxPx: number; animated: boolean }> = [];
  /** Runs while the first variant is being made, as a parallel request would. */
  meanwhile: (() => void) | null = null;

  async imageHeader(): Promise<ImageHeader> {
    if (this.header instanceof Error) throw this.header;
    return this.header;
  }

  async webp(_input: Buffer, maxPx: number, animated: boolean): Promise<EncodedImage> {
    this.meanwhile?.();
    this.meanwhile = null;
    this.encoded.push({ maxPx, animated });
    return { data: Buffer.from(`webp ${maxPx}`), width: maxPx, height: maxPx / 2 };
  }
}

function setup() {
  const jobs = new InMemoryMediaJobs();
  const storage = new InMemoryStorage();
  const images = new FakeImages();
  // The fakes lack the real classes' private fields (the DataSource, ffmpeg paths), hence the casts.
  const handler = new ProcessImageHandler(jobs as unknown as MediaJobRepository, storage, quietLogger, images as unknown as MediaRepository);
  /** An uploaded file waiting for its job; `size` is the original's byte count. */
  const uploaded = (id: number, changes: Partial<MediaEntity> = {}, size = 3_000_000) => {
    const row = mediaRow(id, changes);
    jobs.rows.set(id, row);
    storage.files.set(row.originalKey, Buffer.alloc(size));
    return row;
  };
  return { jobs, storage, images, handler, uploaded };
}

describe('ProcessImageHandler', () => {
  it('stores a display WebP and a thumbnail, and marks the file ready with the display size', async () => {
    const { handler, jobs, storage, images, uploaded } = setup();
    uploaded(1);

    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'ready' });

    expect(images.encoded).toEqual([
      { maxPx: IMAGE_LIMITS.displayMaxPx, animated: false },
      { maxPx: IMAGE_LIMITS.thumbMaxPx, animated: false },
    ]);
    expect(jobs.rows.get(1)).toMatchObject({
      status: 'ready',
      reason: null,
      width: IMAGE_LIMITS.displayMaxPx,
      height: IMAGE_LIMITS.displayMaxPx / 2,
      displayKey: 'media/file-1.webp',
      thumbKey: 'media/file-1-thumb.webp',
    });
    expect(storage.files.get('media/file-1.webp')?.toString()).toBe(`webp ${IMAGE_LIMITS.displayMaxPx}`);
    expect(storage.files.get('media/file-1-thumb.webp')?.toString()).toBe(`webp ${IMAGE_LIMITS.thumbMaxPx}`);
  });

  it('keeps an animation moving in the display image only: the thumbnail is one still frame', async () => {
    const { handler, images, uploaded } = setup();
    uploaded(1, { mimeType: 'image/gif', originalKey: 'originals/file-1.gif' });
    images.header = { width: 400, height: 300, format: 'gif', pages: 12 };

    await handler.handle({ mediaId: 1 }, job(0));

    expect(images.encoded.map((e) => e.animated)).toEqual([true, false]);
  });

  it('does nothing for a file removed before its job ran, nor for one a previous run already finished', async () => {
    const { handler, jobs, storage, images, uploaded } = setup();
    uploaded(2, { status: 'ready', displayKey: 'media/file-2.webp' });
    const before = { ...jobs.rows.get(2) };

    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'gone' });
    await expect(handler.handle({ mediaId: 2 }, job(0))).resolves.toEqual({ mediaId: 2, status: 'ready' });

    expect(images.encoded).toEqual([]);
    expect(jobs.rows.get(2)).toEqual(before);
    expect([...storage.files.keys()]).toEqual(['originals/file-2.jpg']);
  });

  it('refuses a decompression bomb by its header, before anything is encoded', async () => {
    const { handler, jobs, images, uploaded } = setup();
    uploaded(1, {}, 30_000);
    images.header = { width: 5000, height: 5000, format: 'png', pages: 1 };

    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'rejected' });

    expect(images.encoded).toEqual([]);
    expect(jobs.rows.get(1)).toMatchObject({ status: 'rejected', reason: 'image_too_large', displayKey: null });
  });

  it('refuses bytes the decoder cannot read at once: retrying cannot help, so the job does not fail', async () => {
    const { handler, jobs, images, uploaded } = setup();
    uploaded(1);
    images.header = new Error('Input buffer contains unsupported image format');

    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'rejected' });
    expect(jobs.rows.get(1)).toMatchObject({ status: 'rejected', reason: 'image_unreadable' });
  });

  it('refuses a file whose original is missing from storage', async () => {
    const { handler, jobs, storage, uploaded } = setup();
    const row = uploaded(1);
    storage.files.delete(row.originalKey);

    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'rejected' });
    expect(jobs.rows.get(1)).toMatchObject({ status: 'rejected', reason: 'original_missing' });
  });

  it('leaves the file processing when storage fails and attempts remain, and marks it failed on the last one', async () => {
    const { handler, jobs, storage, uploaded } = setup();
    uploaded(1);
    storage.failWrites = new Error('disk full');

    await expect(handler.handle({ mediaId: 1 }, job(0, 3))).rejects.toThrow('disk full');
    expect(jobs.rows.get(1)?.status).toBe('processing');

    await expect(handler.handle({ mediaId: 1 }, job(2, 3))).rejects.toThrow('disk full');
    expect(jobs.rows.get(1)).toMatchObject({ status: 'failed', reason: 'processing_failed' });
  });

  it('removes the original (a phone photo keeps its GPS position there) once the file is ready, refused or failed on its last attempt, and keeps it while attempts remain (issue 38)', async () => {
    const { handler, storage, images, uploaded } = setup();
    const ready = uploaded(1);
    const refused = uploaded(2);
    const failing = uploaded(3);

    await handler.handle({ mediaId: 1 }, job(0));
    expect([...storage.files.keys()].sort()).toEqual(['media/file-1-thumb.webp', 'media/file-1.webp', refused.originalKey, failing.originalKey]);
    expect(storage.files.has(ready.originalKey)).toBe(false);

    images.header = new Error('Input buffer contains unsupported image format');
    await expect(handler.handle({ mediaId: 2 }, job(0))).resolves.toEqual({ mediaId: 2, status: 'rejected' });
    expect(storage.files.has(refused.originalKey)).toBe(false);

    images.header = { width: 2000, height: 1000, format: 'jpeg', pages: 1 };
    storage.failWrites = new Error('disk full');
    await expect(handler.handle({ mediaId: 3 }, job(0, 3))).rejects.toThrow('disk full');
    expect(storage.files.has(failing.originalKey)).toBe(true);
    await expect(handler.handle({ mediaId: 3 }, job(2, 3))).rejects.toThrow('disk full');
    expect(storage.files.has(failing.originalKey)).toBe(false);
  });

  it('logs an original it could not remove and still settles the file', async () => {
    const { jobs, storage, images, uploaded } = setup();
    const logger = new RecordingLogger();
    const handler = new ProcessImageHandler(jobs as unknown as MediaJobRepository, storage, logger as unknown as JsonLogger, images as unknown as MediaRepository);
    const row = uploaded(1);
    storage.failRemoves = new Error('bucket unreachable');

    await expect(handler.handle({ mediaId: 1 }, job(0))).resolves.toEqual({ mediaId: 1, status: 'ready' });
    expect(jobs.rows.get(1)?.status).toBe('ready');
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'media file not removed', fields: expect.objectContaining({ key: row.originalKey }) }));
  });

  it('does not bring back a file its owner removed while it was being processed', async () => {
    const { handler, jobs, images, uploaded } = setup();
    uploaded(1);
    images.meanwhile = () => jobs.rows.delete(1);

    await handler.handle({ mediaId: 1 }, job(0));

    expect(jobs.rows.has(1)).toBe(false);
  });
});
