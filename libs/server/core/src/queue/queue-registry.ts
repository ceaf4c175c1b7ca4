import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type Job, type JobsOptions } from 'bullmq';
import { JOB_QUEUE, jobPayloadSchemas, QueueName, type JobName, type JobPayload, type QueueDepth } from '@chonail/shared/contracts';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { bullConnection, bullPrefix } from '../redis/redis';
import { DEFAULT_JOB_OPTIONS } from './queue-defaults';

export type EnqueueOptions = Pick<JobsOptions, 'jobId' | 'delay' | 'priority'>;

/**
 * Producer side of every queue. Jobs go in only through `enqueue`, which picks the queue from the
 * job name and validates the payload against its schema, so no one can enqueue a malformed job.
 */
@Injectable()
export class QueueRegistry implements OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: bullConnection(this.config, 'queue'),
        prefix: bullPrefix(this.config),
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      queue.on('error', () => undefined); // connection errors surface through health, not as crashes
      this.queues.set(name, queue);
    }
    return queue;
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options: EnqueueOptions = {}): Promise<Job> {
    const data = jobPayloadSchemas[name].parse(payload);
    return this.queue(JOB_QUEUE[name]).add(name, data, options);
  }

  /** Depth of each queue; null for a queue whose counts could not be read in time. */
  async depths(timeoutMs = 1_000): Promise<Record<QueueName, QueueDepth | null>> {
    const entries = await Promise.all(
      Object.values(QueueName).map(async (name) => {
        try {
          const counts = await withTimeout(this.queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed'), timeoutMs);
          const depth: QueueDepth = {
            waiting: counts['waiting'] ?? 0,
            active: counts['active'] ?? 0,
            delayed: counts['delayed'] ?? 0,
            failed: counts['failed'] ?? 0,
          };
          return [name, depth] as const;
        } catch {
          return [name, null] as const;
        }
      }),
    );
    return Object.fromEntries(entries) as Record<QueueName, QueueDepth | null>;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
  }
}

export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
