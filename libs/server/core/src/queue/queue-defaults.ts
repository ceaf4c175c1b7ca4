import type { DefaultJobOptions } from 'bullmq';

/**
 * The one place job retention and retry policy is set. Completed jobs are dropped soon (the result
 * lives in the database); failed ones stay a week for inspection, bounded so Redis cannot fill up.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 60 * 60, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 60 * 60, count: 5_000 },
};
