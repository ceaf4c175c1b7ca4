import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { jobPayloadSchemas } from '@chonail/shared/contracts';
import { JsonLogger } from '../logging/json-logger';
import { requestContext } from '../logging/request-context';
import { WorkerMetrics } from '../metrics/metrics';
import { handlersByName, JOB_HANDLERS, type JobHandler } from './job-handler';

/**
 * What every queue processor does with a job: find its handler by job name, validate the payload,
 * run the handler, count and log the outcome. Built once per worker from the handler list, which
 * it checks first (handlersByName): a worker boots only with exactly one handler per job name.
 */
@Injectable()
export class JobDispatcher {
  private readonly handlers: Map<string, JobHandler>;

  constructor(
    @Inject(JOB_HANDLERS) handlers: JobHandler[],
    private readonly logger: JsonLogger,
    private readonly metrics: WorkerMetrics,
  ) {
    this.handlers = handlersByName(handlers);
  }

  /** Handlers of the jobs the worker schedules itself (sweeps). */
  get repeating(): JobHandler[] {
    return [...this.handlers.values()].filter((handler) => handler.repeat);
  }

  /**
   * A job whose name has no handler, or whose payload fails its schema, fails at once without
   * retries; a handler that throws fails only its own job, which BullMQ retries with the default backoff.
   */
  async dispatch(job: Job): Promise<unknown> {
    const handler = this.handlers.get(job.name);
    // Metrics are labelled by known names only: a foreign job name must not mint new series.
    const label = handler ? job.name : 'unknown';
    const started = Date.now();
    try {
      if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}"`);
      const parsed = jobPayloadSchemas[handler.jobName].safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`Invalid payload for job "${job.name}": ${parsed.error.message}`);
      const result = await requestContext.run({ jobId: job.id, jobName: job.name }, async () => {
        const value = await handler.handle(parsed.data as never, job);
        this.logger.info('job completed', { durationMs: Date.now() - started });
        return value;
      });
      this.metrics.jobFinished(label, 'completed', (Date.now() - started) / 1000);
      return result;
    } catch (error) {
      this.metrics.jobFinished(label, 'failed', (Date.now() - started) / 1000);
      throw error;
    }
  }
}
