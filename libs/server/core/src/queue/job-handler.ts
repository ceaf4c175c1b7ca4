import type { Job } from 'bullmq';
import { JobName, type ParsedJobPayload } from '@chonail/shared/contracts';

/** One class per job name. JobDispatcher validates the payload before `handle` sees it. */
export interface JobHandler<N extends JobName = JobName> {
  readonly jobName: N;
  /** Jobs the worker itself schedules (sweeps): run every `everyMs`, one schedule however many workers start. */
  readonly repeat?: { everyMs: number; payload: ParsedJobPayload<N> };
  handle(payload: ParsedJobPayload<N>, job: Job): Promise<unknown>;
}

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');
export const WORKER_ID = Symbol('WORKER_ID');

/**
 * The handlers by job name. A worker boots only when every job name has exactly one handler (as
 * Immich's job repository checks): a name with none would fail only when such a job arrives, and of
 * two, one would silently never run.
 */
export function handlersByName(handlers: readonly JobHandler[], names: readonly string[] = Object.values(JobName)): Map<string, JobHandler> {
  const byName = new Map<string, JobHandler[]>();
  for (const handler of handlers) byName.set(handler.jobName, [...(byName.get(handler.jobName) ?? []), handler]);
  const problems = [
    ...names.filter((name) => !byName.has(name)).map((name) => `"${name}" has no handler`),
    ...[...byName].flatMap(([name, found]) =>
      !names.includes(name)
        ? [`a handler names "${name}", which is no job`]
        : found.length > 1
          ? [`"${name}" has ${found.length} handlers (${found.map((h) => h.constructor.name).join(', ')})`]
          : [],
    ),
  ];
  if (problems.length) throw new Error(`The worker's job handlers do not match the job names: ${problems.join('; ')}`);
  return new Map([...byName].map(([name, [handler]]) => [name, handler as JobHandler]));
}
