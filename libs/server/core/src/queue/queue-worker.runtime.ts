import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { JOB_QUEUE } from '@chonail/shared/contracts';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { JsonLogger, serializeError } from '../logging/json-logger';
import { WorkerMetrics } from '../metrics/metrics';
import { JobDispatcher } from './job-dispatcher';
import { WORKER_ID } from './job-handler';
import { QueueRegistry } from './queue-registry';
import type { QueueProcessor } from './queue.processor';
import { WorkerHeartbeatStore } from './worker-heartbeat.store';

export const QUEUE_PROCESSORS = Symbol('QUEUE_PROCESSORS');

/**
 * The worker's life around its queue processors (one `@Processor` per queue, whose BullMQ Workers
 * Nest builds at init): at bootstrap it writes the first heartbeat, starts the processors, and
 * declares the schedules of the jobs the worker runs itself; at shutdown it stops them taking jobs
 * and waits for the running ones before the heartbeat goes.
 */
@Injectable()
export class QueueWorkerRuntime implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private heartbeatTimer?: NodeJS.Timeout;
  private started = false;
  private draining = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(QUEUE_PROCESSORS) private readonly processors: QueueProcessor[],
    @Inject(WORKER_ID) private readonly workerId: string,
    private readonly dispatcher: JobDispatcher,
    private readonly heartbeats: WorkerHeartbeatStore,
    private readonly logger: JsonLogger,
    private readonly queues: QueueRegistry,
    private readonly metrics: WorkerMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.beat();
    this.heartbeatTimer = setInterval(() => void this.beat(), this.config.WORKER_HEARTBEAT_INTERVAL_MS);
    for (const processor of this.processors) processor.start();
    this.started = this.processors.length > 0;
    await this.schedule();
    this.logger.info('worker started', {
      workerId: this.workerId,
      queues: this.processors.map((processor) => processor.worker.name),
      concurrency: this.config.WORKER_CONCURRENCY,
    });
  }

  /**
   * Stops taking jobs and waits for the running ones; the heartbeat goes on until they are done.
   * (Nest's BullMQ explorer closes the same Workers again at application shutdown: a no-op by then.)
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.draining = true;
    this.logger.info('worker draining', { workerId: this.workerId });
    await Promise.all(this.processors.map((processor) => processor.worker.close()));
    clearInterval(this.heartbeatTimer);
    await this.heartbeats.remove(this.workerId).catch(() => undefined);
    this.logger.info('worker drained', { workerId: this.workerId });
  }

  /** Ready while it takes jobs and its heartbeat reaches Redis; not while draining for shutdown. */
  get ready(): boolean {
    return !this.draining && this.started && this.metrics.heartbeatAgeMs() < this.config.WORKER_HEARTBEAT_TIMEOUT_MS;
  }

  /** Upserted, not added: every worker that boots declares the same one schedule per job name. */
  private async schedule(): Promise<void> {
    for (const handler of this.dispatcher.repeating) {
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
