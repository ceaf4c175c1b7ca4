import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { JobName, type MediaReason, type ParsedJobPayload } from '@chonail/shared/contracts';
import { IMAGE_LIMITS, imageRefusal } from '@chonail/shared/domain';
import { JsonLogger, serializeError, type JobHandler } from '@chonail/server/core';
import { MediaEntity } from './entities/media.entity';
import { MediaRepository } from './media.repository';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';

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
    protected readonly data: DataSource,
    protected readonly storage: MediaStorage,
    protected readonly logger: JsonLogger,
  ) {}

  protected async run(mediaId: number, job: Job, work: (row: MediaEntity, original: Buffer) => Promise<Partial<MediaEntity>>): Promise<ProcessResult> {
    const row = await this.data.getRepository(MediaEntity).findOneBy({ id: mediaId });
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

  /** Only a row still processing changes: a file removed meanwhile stays removed. */
  private async finish(row: MediaEntity, changes: Partial<MediaEntity>): Promise<ProcessResult> {
    await this.data.getRepository(MediaEntity).update({ id: row.id, status: 'processing' }, changes);
    if (changes.status !== 'ready') this.logger.info('media refused', { mediaId: row.id, reason: changes.reason });
    return { mediaId: row.id, status: changes.status ?? row.status };
  }

  protected async put(key: string, data: Buffer): Promise<string> {
    await this.storage.write(key, Readable.from([data]));
    return key;
  }
}

/** Spec 02 / issue 7: WebP at 1600 px and a 400 px thumbnail, upright, with no metadata; the original stays private. */
@Injectable()
export class ProcessImageHandler extends MediaJobBase implements JobHandler<JobName.ProcessImage> {
  readonly jobName = JobName.ProcessImage;

  constructor(
    @InjectDataSource() data: DataSource,
    @Inject(MEDIA_STORAGE) storage: MediaStorage,
    logger: JsonLogger,
    private readonly media: MediaRepository,
  ) {
    super(data, storage, logger);
  }

  handle({ mediaId }: ParsedJobPayload<JobName.ProcessImage>, job: Job): Promise<ProcessResult> {
    return this.run(mediaId, job, async (row, original) => {
      let encoded;
      try {
        const header = await this.media.imageHeader(original);
        const refusal = imageRefusal(header.width, header.height, original.length);
        if (refusal) return this.refused(refusal);
        const animated = header.pages > 1;
        encoded = {
          display: await this.media.webp(original, IMAGE_LIMITS.displayMaxPx, animated),
          thumb: await this.media.webp(original, IMAGE_LIMITS.thumbMaxPx, false),
        };
      } catch (error) {
        // The decoder's errors are about this file's bytes: retrying cannot help.
        this.logger.info('image not decodable', { mediaId: row.id, err: serializeError(error) });
        return this.refused('image_unreadable');
      }
      return {
        status: 'ready',
        reason: null,
        width: encoded.display.width,
        height: encoded.display.height,
        displayKey: await this.put(`media/${row.fileName}.webp`, encoded.display.data),
        thumbKey: await this.put(`media/${row.fileName}-thumb.webp`, encoded.thumb.data),
      };
    });
  }
}
