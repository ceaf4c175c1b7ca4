import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { JOB_HANDLERS, WORKER_ID, type JobHandler } from './job-handler';
import { QueueWorkerRuntime } from './queue-worker.runtime';
import { QueueRegistry } from './queue-registry';
import { WorkerMetrics } from '../metrics/metrics';

/** The processor registry: the worker app lists every handler class here, once. */
@Module({})
export class QueueWorkerModule {
  /** `imports` are the feature modules that provide what the handlers need (storage, repositories). */
  static forRoot(handlers: Type<JobHandler>[], imports: Array<Type<unknown> | DynamicModule> = []): DynamicModule {
    return {
      module: QueueWorkerModule,
      imports,
      providers: [
        { provide: WORKER_ID, useValue: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}` },
        ...handlers,
        { provide: JOB_HANDLERS, useFactory: (...instances: JobHandler[]) => instances, inject: handlers },
        { provide: WorkerMetrics, useFactory: (queues: QueueRegistry) => new WorkerMetrics(() => queues.depths()), inject: [QueueRegistry] },
        QueueWorkerRuntime,
      ],
      exports: [WorkerMetrics],
    };
  }
}
