import 'reflect-metadata';
import { EventEmitter } from 'node:events';
import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BullModule } from '@nestjs/bullmq';
import { Worker, type Job } from 'bullmq';
import { QueueName } from '@chonail/shared/contracts';
import { loadConfig } from '../config/env';
import { JsonLogger } from '../logging/json-logger';
import { JobDispatcher } from './job-dispatcher';
import { queueProcessor, workerOptions, type QueueProcessor } from './queue.processor';

/** Stands in for BullMQ's Worker: records what Nest's explorer builds it with, connects to nothing. */
class RecordingWorker extends EventEmitter {
  static built: RecordingWorker[] = [];
  constructor(
    readonly name: string,
    readonly processFn: (job: Job) => Promise<unknown>,
    readonly opts: Record<string, unknown>,
  ) {
    super();
    RecordingWorker.built.push(this);
  }
  closed = false;
  async close(): Promise<void> {
    this.closed = true;
  }
}

const config = loadConfig({ ...process.env, WORKER_CONCURRENCY: '3', WORKER_LOCK_DURATION_MS: '2000', WORKER_STALLED_INTERVAL_MS: '1000' });
const dispatch = jest.fn(async (job: Job) => ({ handled: job.name }));
const logLines: Array<Record<string, unknown>> = [];
const MediaProcessor = queueProcessor(QueueName.Media, workerOptions(config));

@Module({
  imports: [BullModule.forRoot({ connection: { host: '127.0.0.1', port: 1 }, prefix: 'chonail-unit:bull' }), BullModule.registerQueue()],
  providers: [
    { provide: JobDispatcher, useValue: { dispatch } },
    { provide: JsonLogger, useValue: new JsonLogger({ service: 'worker', level: 'info', write: (line) => logLines.push(JSON.parse(line)) }) },
    MediaProcessor,
  ],
})
class ProbeModule {}

let app: INestApplicationContext;
beforeAll(async () => {
  BullModule.workerClass = RecordingWorker;
  app = await NestFactory.createApplicationContext(ProbeModule, { logger: false });
});
afterAll(async () => {
  await app?.close();
  BullModule.workerClass = Worker;
});

describe('queue processors (@nestjs/bullmq)', () => {
  it('are @Processor classes whose Worker gets the queue, the shared connection and the typed config', () => {
    expect(MediaProcessor.name).toBe('MediaQueueProcessor');
    expect(RecordingWorker.built).toHaveLength(1);
    const [worker] = RecordingWorker.built;
    expect(worker?.name).toBe(QueueName.Media);
    expect(worker?.opts).toMatchObject({
      connection: { host: '127.0.0.1', port: 1 },
      prefix: 'chonail-unit:bull',
      concurrency: 3,
      lockDuration: 2000,
      stalledInterval: 1000,
      autorun: false,
    });
    expect(app.get<QueueProcessor>(MediaProcessor).worker).toBe(worker);
  });

  it('send every job to the dispatcher', async () => {
    const job = { id: '1', name: 'media-process-image', data: { mediaId: 1 } } as Job;
    await expect(RecordingWorker.built[0]?.processFn(job)).resolves.toEqual({ handled: 'media-process-image' });
    expect(dispatch).toHaveBeenCalledWith(job);
  });

  it('log failed jobs and worker errors with their queue', () => {
    const worker = RecordingWorker.built[0];
    worker?.emit('failed', { id: '7', name: 'media-process-video', attemptsMade: 1 }, new Error('ffmpeg exited 1'));
    worker?.emit('error', new Error('connection lost'));
    expect(logLines).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'job failed', queue: 'media', jobId: '7', jobName: 'media-process-video', attemptsMade: 1 }),
      expect.objectContaining({ level: 'error', msg: 'queue worker error', queue: 'media' }),
    ]);
  });
});
