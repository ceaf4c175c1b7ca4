import { Inject, Injectable } from '@nestjs/common';
import { daysLeft, dueExpiryStage, expiryReminderText, isQuietHour, timeZoneOfState } from '@chonail/shared/domain';
import { APP_CONFIG, type AppConfig, JsonLogger, serializeError } from '@chonail/server/core/base';
import { SMS_SENDER, type SmsSender } from '@chonail/server/auth';
import { SmsOptOutsRepository } from '../alerts/sms-opt-outs.repository';
import { ExpiryRemindersRepository } from './expiry-reminders.repository';

/** Posts read per page of a run. */
const BATCH = 500;

export interface ExpiryRemindersResult {
  sent: number;
  failed: number;
  /** Due but not texted this run: quiet hours where the post is (sent in the morning), or a phone that said STOP. */
  held: number;
}

/**
 * Issue 39: texts owners 7 days and 1 day before a post expires, with the link to its page (where
 * it is renewed). Each text is claimed before the provider is called: two runs at once send it
 * once, and a worker killed between the claim and the send loses that text rather than sending it
 * twice. The worker's schedule and `npm run alerts:run` both call sendDue.
 */
@Injectable()
export class ExpiryRemindersService {
  constructor(
    private readonly reminders: ExpiryRemindersRepository,
    private readonly optOuts: SmsOptOutsRepository,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
  ) {}

  async sendDue(now: Date): Promise<ExpiryRemindersResult> {
    const result: ExpiryRemindersResult = { sent: 0, failed: 0, held: 0 };
    for (let afterId = 0; ; ) {
      const due = await this.reminders.due(now, afterId, BATCH);
      for (const reminder of due) {
        // The query's stage is the domain rule in SQL; a row the two disagree on (at a boundary) waits for the next run.
        if (dueExpiryStage(reminder.expires_at, now) !== reminder.stage) continue;
        // The salon's local hours: a text due at night waits for a run after 8:00.
        if (isQuietHour(now, timeZoneOfState(reminder.state)) || (await this.optOuts.isStopped(reminder.phone))) {
          result.held += 1;
          continue;
        }
        if (!(await this.reminders.claim(reminder.post_id, reminder.stage, reminder.expires_at))) continue;
        const text = expiryReminderText(reminder.language, {
          title: reminder.title,
          days: daysLeft(reminder.expires_at, now),
          link: `${this.config.PUBLIC_ORIGIN}/my-posts/${reminder.post_id}`,
        });
        try {
          await this.sms.send({ to: reminder.phone, text, code: '', purpose: 'expiry-reminder' });
          await this.reminders.markSent(reminder.post_id, reminder.stage, reminder.expires_at, now);
          result.sent += 1;
        } catch (error) {
          // Not sent again: a provider that timed out may still have delivered it.
          this.logger.entry('warn', 'expiry reminder failed', { postId: reminder.post_id, stage: reminder.stage, err: serializeError(error) });
          await this.reminders.markFailed(reminder.post_id, reminder.stage, reminder.expires_at);
          result.failed += 1;
        }
      }
      const last = due.at(-1);
      if (!last || due.length < BATCH) break;
      afterId = last.post_id;
    }
    if (result.sent || result.failed) this.logger.info('expiry reminders sent', { ...result });
    return result;
  }
}
