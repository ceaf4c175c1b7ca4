import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ALERT_FREQUENCIES, type AlertFrequency } from '@chonail/shared/contracts';
import { ALERT_RULES, alertSending, alertText, localClock, smsSize } from '@chonail/shared/domain';
import { APP_CONFIG, type AppConfig, JsonLogger, serializeError } from '@chonail/server/core/base';
import { SMS_SENDER, type SmsSender } from '@chonail/server/auth';
import { AlertsRepository } from './alerts.repository';
import { SmsOptOutsRepository } from './sms-opt-outs.repository';
import { AlertsSwitch } from './alerts-switch';

/** People texted per run; the rest wait for the next minute's run. */
const SEND_BATCH = 500;
const DAY_MS = 86_400_000;

export interface DispatchResult {
  sent: number;
  failed: number;
  /** People whose matches wait: quiet hours, the day's cap, a daily search before its morning. */
  held: number;
}

/**
 * Sends the alert texts that are due. For each person and frequency, under the person's lock: the
 * waiting matches, the day's texts so far (in the searched place's time zone), the rules of
 * alertSending; then one text for all of them, claimed (`sending`, matches attached) before the
 * provider is called. A worker killed after the claim loses that text, never sends it twice.
 */
@Injectable()
export class AlertDispatcher {
  constructor(
    private readonly alerts: AlertsRepository,
    private readonly optOuts: SmsOptOutsRepository,
    private readonly alertsSwitch: AlertsSwitch,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
  ) {}

  async sendDue(now: Date): Promise<DispatchResult> {
    const result: DispatchResult = { sent: 0, failed: 0, held: 0 };
    // Staff's switch (admin dashboard): matches keep gathering, nothing is sent.
    if (await this.alertsSwitch.isPaused()) return result;
    for (const userId of await this.alerts.usersWaiting(SEND_BATCH)) {
      for (const frequency of ALERT_FREQUENCIES) {
        const outcome = await this.sendTo(userId, frequency, now);
        if (outcome !== 'none') result[outcome] += 1;
      }
    }
    return result;
  }

  private async sendTo(userId: number, frequency: AlertFrequency, now: Date): Promise<'sent' | 'failed' | 'held' | 'none'> {
    const claimed = await this.alerts.withPersonLock(userId, async (tx) => {
      const waiting = await this.alerts.waiting(tx, userId, frequency, now);
      const best = waiting[0];
      if (!best) return 'none' as const;
      if (await this.optOuts.isStopped(best.phone)) return 'held' as const;
      const localDate = localClock(now, best.time_zone).date;
      const today = await this.alerts.countOn(tx, userId, localDate);
      const oldestWaitingAt = new Date(Math.min(...waiting.map((match) => match.matched_at.getTime())));
      const sending = alertSending({ now, timeZone: best.time_zone, frequency, instantSentToday: today.instant, digestSentToday: today.daily > 0, oldestWaitingAt });
      if (!sending.now) return 'held' as const;
      // 16 random bytes: far past the 64 bits a link must have to be unguessable.
      const code = randomBytes(16).toString('base64url');
      const link = `${this.config.PUBLIC_ORIGIN}/s/${code}`;
      const text = alertText(best.language, {
        count: waiting.length,
        best: { title: best.title, city: best.city, state: best.state, weeklyPay: best.weekly_pay, askingPrice: best.asking_price },
        link,
      });
      const postIds = waiting.map((match) => match.post_id);
      const id = await this.alerts.claim(tx, {
        userId,
        code,
        frequency,
        localDate,
        postIds,
        text,
        parts: smsSize(text).parts,
        expiresAt: new Date(now.getTime() + ALERT_RULES.linkDays * DAY_MS),
      });
      return { id, to: best.phone, text };
    });
    if (typeof claimed === 'string') return claimed;
    try {
      await this.sms.send({ to: claimed.to, text: claimed.text, code: '', purpose: 'saved-search-alert' });
      await this.alerts.markSent(claimed.id, now);
      return 'sent';
    } catch (error) {
      // Not sent again: a provider that timed out may still have delivered it.
      this.logger.entry('warn', 'alert text failed', { messageId: claimed.id, err: serializeError(error) });
      await this.alerts.markFailed(claimed.id);
      return 'failed';
    }
  }
}
