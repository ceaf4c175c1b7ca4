import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobName, type ParsedJobPayload } from '@chonail/shared/contracts';
import { IMAGE_LIMITS, imageRefusal } from '@chonail/shared/domain';
import { JsonLogger, serializeError, type JobHandler } from '@chonail/server/core/base';
import { MediaJobBase, type ProcessResult } from './media-job';
import { MediaJobRepository } from './media-job.repository';
import { MediaRepository } from './media.repository';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';

/** Spec 02 / issue 7: WebP at 1600 px and a 400 px thumbnail, upright, with no metadata; the original is never served, and removed once settled (media-job.ts). */
@Injectable()
export class ProcessImageHandler extends MediaJobBase implements JobHandler<JobName.ProcessImage> {
  readonly jobName = JobName.ProcessImage;

  constructor(
    jobs: MediaJobRepository,
    @Inject(MEDIA_STORAGE) storage: MediaStorage,
    logger: JsonLogger,
    private readonly media: MediaRepository,
  ) {
    super(jobs, storage, logger);
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
