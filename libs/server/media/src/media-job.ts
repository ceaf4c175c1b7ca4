import { Readable } from 'node:stream';
import type { Job } from 'bullmq';
import type { MediaReason } from '@chonail/shared/contracts';
import type { JsonLogger } from '@chonail/server/core/base';
import type { MediaEntity } from './entities/media.entity';
import type { MediaJobRepository } from './media-job.repository';
import { removeStored, type MediaStorage } from './storage/media-storage';

export type ProcessResult = { mediaId: number; status: MediaEntity['status'] | 'gone' };

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The shared frame of a media job: load the row, skip what is gone or already done (a repeated job
 * does nothing new), and turn an error into `failed` on the last attempt so the uploader stops waiting.
 */
export abstract class MediaJobBase {
  constructor(
    protected readonly jobs: MediaJobRepository,
    protected readonly storage: MediaStorage,
    protected readonly logger: JsonLogger,
  ) {}

  protected async run(mediaId: number, job: Job, work: (row: MediaEntity, original: Buffer) => Promise<Partial<MediaEntity>>): Promise<ProcessResult> {
    const row = await this.jobs.findForProcessing(mediaId);
    if (!row) return { mediaId, status: 'gone' };
    if (row.status !== 'processing') return { mediaId, status: row.status };
    try {
      const stream = await this.storage.read(row.originalKey);
      const changes = stream ? await work(row, await readAll(stream)) : this.refused('original_missing');
      return await this.finish(row, changes);
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt) await this.finish(row, { status: 'failed', reason: 'processing_failed' });
      throw error;
    }
  }

  protected refused(reason: MediaReason): Partial<MediaEntity> {
    return { status: 'rejected', reason };
  }

  /**
   * Only a row still processing changes: a file removed meanwhile stays removed. A file is settled
   * here for good (ready, refused, or failed on its last attempt), so its original goes: nothing
   * reads it again (only the variants are served, and they are written without metadata), and it
   * is the one stored copy of what the phone wrote into the file, a photo's GPS position in its
   * EXIF or a video's location tag. A failed removal is logged, as other leftovers are.
   */
  private async finish(row: MediaEntity, changes: Partial<MediaEntity>): Promise<ProcessResult> {
    await this.jobs.finishIfProcessing(row.id, changes);
    await removeStored(this.storage, [row.originalKey], this.logger);
    if (changes.status !== 'ready') this.logger.info('media refused', { mediaId: row.id, reason: changes.reason });
    return { mediaId: row.id, status: changes.status ?? row.status };
  }

  protected async put(key: string, data: Buffer): Promise<string> {
    await this.storage.write(key, Readable.from([data]));
    return key;
  }
}
