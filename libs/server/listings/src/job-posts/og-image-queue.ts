import { Injectable } from '@nestjs/common';
import { JobName } from '@chonail/shared/contracts';
import { JsonLogger, serializeError } from '@chonail/server/core/base';
import { QueueRegistry } from '@chonail/server/core/queues';

/**
 * After a post is written (created, edited, its photos changed, renewed), the worker draws the
 * preview image of its new version, so the first share of the link finds it made. A job that
 * cannot be queued only loses that head start: the image route draws a missing image itself.
 */
@Injectable()
export class OgImageQueue {
  constructor(
    private readonly queues: QueueRegistry,
    private readonly logger: JsonLogger,
  ) {}

  async refresh(postId: number): Promise<void> {
    try {
      await this.queues.enqueue(JobName.RenderOgImage, { postId });
    } catch (error) {
      this.logger.entry('warn', 'og image job not queued', { postId, err: serializeError(error) });
    }
  }
}
