import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { JobName, type DiagnosticPingResult, type ParsedJobPayload } from '@chonail/shared/contracts';
import type { JobHandler } from './job-handler';
import { WORKER_ID } from './job-handler';

/** Answers with who processed it; `holdMs` keeps the slot busy so shutdown draining can be observed. */
@Injectable()
export class DiagnosticPingHandler implements JobHandler<JobName.DiagnosticPing> {
  readonly jobName = JobName.DiagnosticPing;

  constructor(@Inject(WORKER_ID) private readonly workerId: string) {}

  async handle({ probeId, holdMs }: ParsedJobPayload<JobName.DiagnosticPing>): Promise<DiagnosticPingResult> {
    const started = Date.now();
    if (holdMs > 0) await sleep(holdMs);
    return { probeId, workerId: this.workerId, pid: process.pid, heldMs: Date.now() - started };
  }
}
