import { Injectable, type Type } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job, WorkerOptions } from 'bullmq';
import type { QueueName } from '@chonail/shared/contracts';
import type { AppConfig } from '../config/env';
import { JsonLogger, serializeError } from '../logging/json-logger';
import { JobDispatcher } from './job-dispatcher';

/**
 * The consumer of one queue, as `@nestjs/bullmq` runs it: Nest's explorer builds the BullMQ Worker
 * of every `@Processor` class it finds and sends each job to `process`, which dispatches it by job
 * name to its handler (JobDispatcher). Only the worker app provides processors (QueueWorkerModule);
 * the API adds jobs and never takes them.
 */
@Injectable()
export abstract class QueueProcessor extends WorkerHost {
  constructor(
    private readonly dispatcher: JobDispatcher,
    private readonly logger: JsonLogger,
  ) {
    super();
  }

  process(job: Job): Promise<unknown> {
    return this.dispatcher.dispatch(job);
  }

  /** Starts taking jobs (the Worker is built with `autorun: false`, see workerOptions). */
  start(): void {
    this.worker.run().catch((error: unknown) => this.worker.emit('error', error instanceof Error ? error : new Error(String(error))));
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.entry('warn', 'job failed', {
      queue: this.worker.name,
      jobId: job?.id,
      jobName: job?.name,
      attemptsMade: job?.attemptsMade,
      err: serializeError(error),
    });
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.entry('error', 'queue worker error', { queue: this.worker.name, err: serializeError(error) });
  }
}

/** A processor's Worker settings; the connection and key prefix are BullModule.forRoot's. */
export type ProcessorWorkerOptions = Omit<WorkerOptions, 'connection' | 'prefix'>;

/** The Worker settings of every queue, from the typed config. */
export function workerOptions(config: Pick<AppConfig, 'WORKER_CONCURRENCY' | 'WORKER_LOCK_DURATION_MS' | 'WORKER_STALLED_INTERVAL_MS'>): ProcessorWorkerOptions {
  return {
    concurrency: config.WORKER_CONCURRENCY,
    // A killed worker's jobs go back to waiting once their lock lapses and a stalled check runs.
    lockDuration: config.WORKER_LOCK_DURATION_MS,
    stalledInterval: config.WORKER_STALLED_INTERVAL_MS,
    // QueueWorkerRuntime starts it once the app is up and its first heartbeat written, as before.
    autorun: false,
  };
}

/**
 * `@Processor(queue, options)` over QueueProcessor. The class is made when the worker's module is
 * built, from the loaded config: the decorator's options are fixed when it runs, Nest reads no
 * config for them (nestjs/bull#2583), and BullMQ takes `lockDuration` only when it builds the
 * Worker (it cannot be changed on a running one, unlike `concurrency`).
 */
export function queueProcessor(queue: QueueName, options: ProcessorWorkerOptions): Type<QueueProcessor> {
  @Processor(queue, options)
  class Configured extends QueueProcessor {}
  const name = `${queue.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase())}QueueProcessor`;
  Object.defineProperty(Configured, 'name', { value: name });
  return Configured;
}
