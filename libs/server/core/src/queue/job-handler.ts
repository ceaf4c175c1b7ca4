import type { Job } from 'bullmq';
import type { JobName, ParsedJobPayload } from '@chonail/shared/contracts';

/** One class per job name. The worker runtime validates the payload before `handle` sees it. */
export interface JobHandler<N extends JobName = JobName> {
  readonly jobName: N;
  /** Jobs the worker itself schedules (sweeps): run every `everyMs`, one schedule however many workers start. */
  readonly repeat?: { everyMs: number; payload: ParsedJobPayload<N> };
  handle(payload: ParsedJobPayload<N>, job: Job): Promise<unknown>;
}

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');
export const WORKER_ID = Symbol('WORKER_ID');
