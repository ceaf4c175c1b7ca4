import { Injectable } from '@nestjs/common';
import { JobName } from '@chonail/shared/contracts';
import type { JobHandler } from '@chonail/server/core/base';
import { AlertsRunner, type AlertsRunResult } from './alerts-runner';

/** How often the worker matches and sends: "instant" alerts go out within this. */
export const ALERTS_DISPATCH_EVERY_MS = 60_000;

/**
 * A post was just listed. Matching is by post version, so the run matches it (and anything else
 * waiting), and a doubled job finds nothing left to do.
 */
@Injectable()
export class AlertsMatchPostHandler implements JobHandler<JobName.AlertsMatchPost> {
  readonly jobName = JobName.AlertsMatchPost;

  constructor(private readonly runner: AlertsRunner) {}

  handle(): Promise<AlertsRunResult> {
    return this.runner.runDue();
  }
}

/** Every minute: what was missed by the per-post jobs, the held texts whose morning came, the daily digests. */
@Injectable()
export class AlertsDispatchHandler implements JobHandler<JobName.AlertsDispatch> {
  readonly jobName = JobName.AlertsDispatch;
  readonly repeat = { everyMs: ALERTS_DISPATCH_EVERY_MS, payload: {} };

  constructor(private readonly runner: AlertsRunner) {}

  handle(): Promise<AlertsRunResult> {
    return this.runner.runDue();
  }
}
