import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { JOB_QUEUE } from '@chonail/shared/contracts';
import type { AppConfig } from '../config/env';
import { WorkerMetrics } from '../metrics/metrics';
import { bullConnection, bullPrefix } from '../redis/redis';
import { JobDispatcher } from './job-dispatcher';
import { JOB_HANDLERS, WORKER_ID, type JobHandler } from './job-handler';
import { QueueRegistry } from './queue-registry';
import { QUEUE_PROCESSORS, QueueWorkerRuntime } from './queue-worker.runtime';
import { queueProcessor, workerOptions } from './queue.processor';

export interface QueueWorkerOptions {
  config: AppConfig;
  /** Every job handler the worker runs, once each (the worker refuses to boot otherwise). */
  handlers: Array<Type<JobHandler>>;
  /** The feature modules that provide what the handlers need (storage, repositories). */
  imports?: Array<Type<unknown> | DynamicModule>;
}

/**
 * The consumer side, imported by the worker app only (the API never takes jobs): `@nestjs/bullmq`
 * with the workers' Redis connection, one `@Processor` per queue, every job handler, and the
 * runtime that starts and drains the processors.
 */
@Module({})
export class QueueWorkerModule {
  static forRoot({ config, handlers, imports = [] }: QueueWorkerOptions): DynamicModule {
    // Every job name must have a handler (JobDispatcher checks it at boot), so these are the queues with handlers.
    const queues = [...new Set(Object.values(JOB_QUEUE))];
    const processors = queues.map((queue) => queueProcessor(queue, workerOptions(config)));
    return {
      module: QueueWorkerModule,
      imports: [
        // Workers block on Redis and retry forever (`maxRetriesPerRequest: null`), under our key prefix.
        BullModule.forRoot({ connection: bullConnection(config, 'worker'), prefix: bullPrefix(config) }),
        // Brings Nest's processor explorer. No queue is registered here: jobs are added through
        // QueueRegistry (payload validation, the producers' fail-fast connection, the job defaults).
        BullModule.registerQueue(),
        ...imports,
      ],
      providers: [
        { provide: WORKER_ID, useValue: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}` },
        ...handlers,
        { provide: JOB_HANDLERS, useFactory: (...instances: JobHandler[]) => instances, inject: handlers },
        JobDispatcher,
        ...processors,
        { provide: QUEUE_PROCESSORS, useFactory: (...instances: unknown[]) => instances, inject: processors },
        { provide: WorkerMetrics, useFactory: (queues: QueueRegistry) => new WorkerMetrics(() => queues.depths()), inject: [QueueRegistry] },
        QueueWorkerRuntime,
      ],
      exports: [WorkerMetrics],
    };
  }
}
