import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { JOB_QUEUE, jobPayloadSchemas, type JobName, type QueueName } from '@chonail/shared/contracts';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { JsonLogger, serializeError } from '../logging/json-logger';
import { QueueRegistry } from './queue-registry';
import { requestContext } from '../logging/request-context';
import { bullConnection, bullPrefix } from '../redis/redis';
import { handlersByName, JOB_HANDLERS, WORKER_ID, type JobHandler } from './job-handler';
import { WorkerHeartbeatStore } from './worker-heartbeat.store';
import { WorkerMetrics } from '../metrics/metrics';

/**
 * Consumer side: one BullMQ worker per queue that has handlers, dispatching by job name. A job whose
 * name has no handler, or whose payload fails its schema, fails at once without retries; a handler
 * that throws fails only its own job, which BullMQ retries with the default backoff.
 */
@Injectable()
export class QueueWorkerRuntime implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly handlers: Map<string, JobHandler>;
  private readonly workers: Worker[] = [];
  private heartbeatTimer?: NodeJS.Timeout;
  private draining = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_HANDLERS) handlers: JobHandler[],
    @Inject(WORKER_ID) private readonly workerId: string,
    private readonly heartbeats: WorkerHeartbeatStore,
    private readonly logger: JsonLogger,
    private readonly queues: QueueRegistry,
    private readonly metrics: WorkerMetrics,
  ) {
    this.handlers = handlersByName(handlers);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.beat();
    this.heartbeatTimer = setInterval(() => void this.beat(), this.config.WORKER_HEARTBEAT_INTERVAL_MS);
    const queues = new Set<QueueName>([...this.handlers.keys()].map((name) => JOB_QUEUE[name as JobName]));
    for (const queueName of queues) {
      const worker = new Worker(queueName, (job) => this.dispatch(job), {
        connection: bullConnection(this.config, 'worker'),
        prefix: bullPrefix(this.config),
        concurrency: this.config.WORKER_CONCURRENCY,
        // A killed worker's jobs go back to waiting once their lock lapses and a stalled check runs.
        lockDuration: this.config.WORKER_LOCK_DURATION_MS,
        stalledInterval: this.config.WORKER_STALLED_INTERVAL_MS,
      });
      worker.on('failed', (job, error) =>
        this.logger.entry('warn', 'job failed', {
          queue: queueName,
          jobId: job?.id,
          jobName: job?.name,
          attemptsMade: job?.attemptsMade,
          err: serializeError(error),
        }),
      );
      worker.on('error', (error) => this.logger.entry('error', 'queue worker error', { queue: queueName, err: serializeError(error) }));
      this.workers.push(worker);
    }
    await this.schedule();
    this.logger.info('worker started', {
      workerId: this.workerId,
      queues: [...queues],
      concurrency: this.config.WORKER_CONCURRENCY,
    });
  }

  /** Stops taking jobs and waits for the running ones; the heartbeat goes on until they are done. */
  async beforeApplicationShutdown(): Promise<void> {
    this.draining = true;
    this.logger.info('worker draining', { workerId: this.workerId });
    await Promise.all(this.workers.map((worker) => worker.close()));
    clearInterval(this.heartbeatTimer);
    await this.heartbeats.remove(this.workerId).catch(() => undefined);
    this.logger.info('worker drained', { workerId: this.workerId });
  }

  /** Ready while it takes jobs and its heartbeat reaches Redis; not while draining for shutdown. */
  get ready(): boolean {
    return !this.draining && this.workers.length > 0 && this.metrics.heartbeatAgeMs() < this.config.WORKER_HEARTBEAT_TIMEOUT_MS;
  }

  private async dispatch(job: Job): Promise<unknown> {
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

  /** Upserted, not added: every worker that boots declares the same one schedule per job name. */
  private async schedule(): Promise<void> {
    for (const handler of this.handlers.values()) {
      if (!handler.repeat) continue;
      await this.queues
        .queue(JOB_QUEUE[handler.jobName])
        .upsertJobScheduler(handler.jobName, { every: handler.repeat.everyMs }, { name: handler.jobName, data: handler.repeat.payload });
    }
  }

  private async beat(): Promise<void> {
    try {
      await this.heartbeats.beat(this.workerId);
      this.metrics.beat();
    } catch (error) {
      this.logger.entry('warn', 'heartbeat not written', { err: serializeError(error) });
    }
  }
}
