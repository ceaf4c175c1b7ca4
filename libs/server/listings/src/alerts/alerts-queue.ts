import { Injectable } from '@nestjs/common';
import { JobName } from '@chonail/shared/contracts';
import { JsonLogger, serializeError } from '@chonail/server/core/base';
import { QueueRegistry } from '@chonail/server/core/queues';

/**
 * Tells the worker a post was just listed (created, renewed, resumed), so its alerts go out within
 * seconds. A job that cannot be queued only loses that head start: the minute's dispatch run
 * matches every post whose version is not matched yet (job_posts.alerts_matched_at).
 */
@Injectable()
export class AlertsQueue {
  constructor(
    private readonly queues: QueueRegistry,
    private readonly logger: JsonLogger,
  ) {}

  async postListed(postId: number): Promise<void> {
    try {
      await this.queues.enqueue(JobName.AlertsMatchPost, { postId });
    } catch (error) {
      this.logger.entry('warn', 'alerts job not queued', { postId, err: serializeError(error) });
    }
  }
}
