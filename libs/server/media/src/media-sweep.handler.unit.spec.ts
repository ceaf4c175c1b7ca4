import { JobName } from '@chonail/shared/contracts';
import type { JsonLogger } from '@chonail/server/core/base';
import type { QueueRegistry } from '@chonail/server/core/queues';
import type { MediaRowsRepository } from './media-rows.repository';
import { MEDIA_SWEEP, MediaSweepHandler } from './media-sweep.handler';
import type { StoredKeys } from './storage/media-storage';
import { FakeQueues, InMemoryStorage, RecordingLogger } from './testing/unit-fakes';

const NOW = new Date('2025-06-01T12:00:00Z').getTime();
const HOUR = 3_600_000;
const MINUTE = 60_000;

interface Row extends StoredKeys {
  id: number;
  kind: 'image' | 'video';
  status: 'processing' | 'ready' | 'rejected' | 'failed';
  jobPostId: number | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * The media table and the post flags it reads, over arrays, answering as the real DELETE ...
 * RETURNING and SELECT do (ages measured from a fixed now), so the sweep's rules are tested here
 * in milliseconds; the SQL and the worker are covered by processing.int.spec.ts.
 */
class InMemoryMediaRows implements Pick<MediaRowsRepository, 'deleteUnattached' | 'deleteOfDeletedPosts' | 'stuckProcessing'> {
  rows: Row[] = [];
  readonly deletedPosts = new Set<number>();
  readonly batches: number[] = [];

  async deleteUnattached(hours: number, batch: number): Promise<StoredKeys[]> {
    return this.take((row) => row.jobPostId === null && row.createdAt < NOW - hours * HOUR, batch);
  }

  async deleteOfDeletedPosts(batch: number): Promise<StoredKeys[]> {
    return this.take((row) => row.jobPostId !== null && this.deletedPosts.has(row.jobPostId), batch);
  }

  async stuckProcessing(minutes: number, batch: number): Promise<Array<{ id: number; kind: string }>> {
    return this.rows
      .filter((row) => row.status === 'processing' && row.updatedAt < NOW - minutes * MINUTE)
      .slice(0, batch)
      .map(({ id, kind }) => ({ id, kind }));
  }

  private take(match: (row: Row) => boolean, batch: number): StoredKeys[] {
    const taken = this.rows.filter(match).slice(0, batch);
    this.batches.push(taken.length);
    this.rows = this.rows.filter((row) => !taken.includes(row));
    return taken.map(({ originalKey, displayKey, thumbKey, posterKey }) => ({ originalKey, displayKey, thumbKey, posterKey }));
  }
}

function setup() {
  const rows = new InMemoryMediaRows();
  const storage = new InMemoryStorage();
  const queues = new FakeQueues();
  const logger = new RecordingLogger();
  const handler = new MediaSweepHandler(rows as unknown as MediaRowsRepository, storage, queues as unknown as QueueRegistry, logger as unknown as JsonLogger);
  let nextId = 1;
  /** A file `ageHours` old, ready with its variants stored, unless told otherwise. */
  const file = (ageHours: number, changes: Partial<Row> = {}): Row => {
    const id = nextId++;
    const row: Row = {
      id,
      kind: 'image',
      status: 'ready',
      jobPostId: null,
      createdAt: NOW - ageHours * HOUR,
      updatedAt: NOW - ageHours * HOUR,
      originalKey: `originals/f-${id}.jpg`,
      displayKey: `media/f-${id}.webp`,
      thumbKey: `media/f-${id}-thumb.webp`,
      posterKey: null,
      ...changes,
    };
    rows.rows.push(row);
    for (const key of [row.originalKey, row.displayKey, row.thumbKey, row.posterKey]) if (key) storage.files.set(key, Buffer.from(key));
    return row;
  };
  const ids = () => rows.rows.map((row) => row.id);
  return { rows, storage, queues, logger, handler, file, ids };
}

describe('MediaSweepHandler', () => {
  it('runs hourly on the maintenance schedule', () => {
    const { handler } = setup();
    expect([handler.jobName, handler.repeat]).toEqual([JobName.MediaSweep, { everyMs: 60 * 60 * 1000, payload: {} }]);
  });

  it('deletes files of sessions no post took within 6 hours, with every stored variant, and keeps younger and attached ones', async () => {
    const { handler, storage, file, ids } = setup();
    const abandoned = file(7);
    const recent = file(5);
    const posted = file(7, { jobPostId: 10 });

    await expect(handler.handle()).resolves.toEqual({ removed: 1, ofDeletedPosts: 0, requeued: 0 });

    expect(ids()).toEqual([recent.id, posted.id]);
    expect([abandoned.originalKey, abandoned.displayKey, abandoned.thumbKey].filter((key) => storage.files.has(key ?? ''))).toEqual([]);
    expect(storage.files.has(recent.originalKey) && storage.files.has(posted.originalKey)).toBe(true);
    expect(MEDIA_SWEEP.unattachedAfterHours).toBe(6);
  });

  it('deletes the files of deleted posts, whatever their age, and keeps those of live and hidden ones', async () => {
    const { handler, rows, storage, file, ids } = setup();
    const ofDeleted = file(0, { jobPostId: 11, kind: 'video', displayKey: 'media/f-1.mp4', thumbKey: null, posterKey: 'media/f-1-poster.jpg' });
    const ofLive = file(100, { jobPostId: 12 });
    rows.deletedPosts.add(11);

    await expect(handler.handle()).resolves.toEqual({ removed: 0, ofDeletedPosts: 1, requeued: 0 });

    expect(ids()).toEqual([ofLive.id]);
    expect(['originals/f-1.jpg', 'media/f-1.mp4', 'media/f-1-poster.jpg'].some((key) => storage.files.has(key))).toBe(false);
    expect(ofDeleted.id).toBe(1);
  });

  it('queues again files still processing 15 minutes after their last change, by the same job id, to the job of their kind', async () => {
    const { handler, queues, file } = setup();
    const lostImage = file(1, { status: 'processing', updatedAt: NOW - 20 * MINUTE, jobPostId: 1 });
    const lostVideo = file(1, { status: 'processing', kind: 'video', updatedAt: NOW - 16 * MINUTE, jobPostId: 1 });
    file(1, { status: 'processing', updatedAt: NOW - 10 * MINUTE, jobPostId: 1 });
    file(1, { status: 'failed', updatedAt: NOW - 60 * MINUTE, jobPostId: 1 });

    await expect(handler.handle()).resolves.toEqual({ removed: 0, ofDeletedPosts: 0, requeued: 2 });

    expect(queues.jobs).toEqual([
      { name: JobName.ProcessImage, payload: { mediaId: lostImage.id }, jobId: `media-${lostImage.id}` },
      { name: JobName.ProcessVideo, payload: { mediaId: lostVideo.id }, jobId: `media-${lostVideo.id}` },
    ]);
  });

  it(`deletes in batches of ${MEDIA_SWEEP.batch} until a batch comes back short`, async () => {
    const { handler, rows, file } = setup();
    for (let i = 0; i < MEDIA_SWEEP.batch * 2 + 3; i += 1) file(8);

    await expect(handler.handle()).resolves.toEqual({ removed: MEDIA_SWEEP.batch * 2 + 3, ofDeletedPosts: 0, requeued: 0 });

    // Unattached: full, full, short; then one short batch of deleted posts' files.
    expect(rows.batches).toEqual([MEDIA_SWEEP.batch, MEDIA_SWEEP.batch, 3, 0]);
    expect(rows.rows).toEqual([]);
  });

  it('carries on when a file cannot be removed from storage: the row is gone, the orphan file is logged', async () => {
    const { handler, storage, logger, file, ids } = setup();
    file(7);
    storage.failRemoves = new Error('bucket unreachable');

    await expect(handler.handle()).resolves.toEqual({ removed: 1, ofDeletedPosts: 0, requeued: 0 });

    expect(ids()).toEqual([]);
    expect(logger.entries.filter((e) => e.msg === 'media file not removed').map((e) => e.fields['key'])).toEqual([
      'originals/f-1.jpg',
      'media/f-1.webp',
      'media/f-1-thumb.webp',
    ]);
  });

  it('logs what it did only when it did something', async () => {
    const { handler, logger, file } = setup();
    await handler.handle();
    expect(logger.entries).toEqual([]);

    file(7);
    await handler.handle();
    expect(logger.entries).toEqual([{ level: 'info', msg: 'media swept', fields: { removed: 1, ofDeletedPosts: 0, requeued: 0 } }]);
  });
});
