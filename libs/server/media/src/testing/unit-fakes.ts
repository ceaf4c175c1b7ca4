// In-memory fakes shared by the media lib's unit specs (*.unit.spec.ts); never imported by production code.
import { Readable } from 'node:stream';
import type { Job } from 'bullmq';
import type { JobName } from '@chonail/shared/contracts';
import type { JsonLogger } from '@chonail/server/core/base';
import type { QueueRegistry } from '@chonail/server/core/queues';
import type { MediaEntity } from '../entities/media.entity';
import type { MediaJobRepository } from '../media-job.repository';
import type { MediaStorage } from '../storage/media-storage';

/**
 * The media table over a map, finishing a row only while it is still processing as the real
 * conditional UPDATE does, so the processing jobs' rules are tested in milliseconds; the SQL and
 * a real worker are covered by processing.int.spec.ts.
 */
export class InMemoryMediaJobs implements Pick<MediaJobRepository, keyof MediaJobRepository> {
  readonly rows = new Map<number, MediaEntity>();

  async findForProcessing(mediaId: number): Promise<MediaEntity | null> {
    const row = this.rows.get(mediaId);
    return row ? { ...row } : null;
  }

  async finishIfProcessing(mediaId: number, changes: Partial<MediaEntity>): Promise<void> {
    const row = this.rows.get(mediaId);
    if (row?.status === 'processing') Object.assign(row, changes);
  }
}

/** The storage over a map of keys to bytes; a spec can make writes or removes fail. */
export class InMemoryStorage implements MediaStorage {
  readonly files = new Map<string, Buffer>();
  failWrites: Error | null = null;
  failRemoves: Error | null = null;
  /** Runs once the first file has been written. */
  afterWrite: (() => void) | null = null;

  async write(key: string, body: Readable): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    if (this.failWrites) throw this.failWrites;
    this.files.set(key, Buffer.concat(chunks));
    this.afterWrite?.();
    this.afterWrite = null;
  }

  async read(key: string): Promise<Readable | null> {
    const data = this.files.get(key);
    return data ? Readable.from([data]) : null;
  }

  async remove(key: string): Promise<void> {
    if (this.failRemoves) throw this.failRemoves;
    this.files.delete(key);
  }
}

/** The queues, keeping what was enqueued; a spec can make enqueueing fail. */
export class FakeQueues implements Pick<QueueRegistry, 'enqueue'> {
  readonly jobs: Array<{ name: JobName; payload: unknown; jobId: string | undefined }> = [];
  fail: Error | null = null;

  // The real method's generic signature, so the fake stays assignable to QueueRegistry['enqueue'].
  enqueue: QueueRegistry['enqueue'] = async (name, payload, options = {}) => {
    if (this.fail) throw this.fail;
    this.jobs.push({ name, payload, jobId: options.jobId });
    return {} as Awaited<ReturnType<QueueRegistry['enqueue']>>;
  };
}

/** The logger, keeping every entry. */
export class RecordingLogger {
  readonly entries: Array<{ level: string; msg: string; fields: Record<string, unknown> }> = [];
  info(msg: string, fields: Record<string, unknown> = {}): void {
    this.entries.push({ level: 'info', msg, fields });
  }
  entry(level: string, msg: string, fields: Record<string, unknown> = {}): void {
    this.entries.push({ level, msg, fields });
  }
}

/** A logger that drops everything. */
export const quietLogger = { info: () => undefined, entry: () => undefined } as unknown as JsonLogger;

/** A BullMQ job on its (attemptsMade + 1)th try of `attempts`. */
export const sampleJob = (attemptsMade: number, attempts = 3) => ({ attemptsMade, opts: { attempts } }) as unknown as Job;

/** An uploaded image of owner 1 waiting to be processed (created now), with `changes` on top. */
export function sampleMediaRow(id: number, changes: Partial<MediaEntity> = {}): MediaEntity {
  return {
    id,
    ownerId: 1,
    sessionId: 'upload_unit',
    jobPostId: null,
    kind: 'image',
    mimeType: 'image/jpeg',
    originalName: 'salon.jpg',
    fileName: `file-${id}`,
    originalKey: `originals/file-${id}.jpg`,
    sizeBytes: 3_000_000,
    uploadOrder: 0,
    isMain: true,
    status: 'processing',
    reason: null,
    width: null,
    height: null,
    durationSeconds: null,
    displayKey: null,
    thumbKey: null,
    posterKey: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...changes,
  };
}
