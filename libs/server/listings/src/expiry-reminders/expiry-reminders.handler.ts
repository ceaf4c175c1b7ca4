import { Injectable } from '@nestjs/common';
import { JobName } from '@chonail/shared/contracts';
import type { JobHandler } from '@chonail/server/core/base';
import { ExpiryRemindersService, type ExpiryRemindersResult } from './expiry-reminders.service';

/** How often the worker looks for reminders due: a text goes within this of its moment (or of 8:00 after quiet hours). */
export const EXPIRY_REMINDERS_EVERY_MS = 15 * 60 * 1000;

/** Every 15 minutes: the expiry reminders that are due. */
@Injectable()
export class ExpiryRemindersHandler implements JobHandler<JobName.ExpiryReminders> {
  readonly jobName = JobName.ExpiryReminders;
  readonly repeat = { everyMs: EXPIRY_REMINDERS_EVERY_MS, payload: {} };

  constructor(private readonly reminders: ExpiryRemindersService) {}

  handle(): Promise<ExpiryRemindersResult> {
    return this.reminders.sendDue(new Date());
  }
}
