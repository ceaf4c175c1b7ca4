import { Injectable } from '@nestjs/common';
import { JsonLogger } from '@chonail/server/core/base';
import type { SmsMessage, SmsSender } from './sms-sender';

/**
 * Outside production with neither Vonage nor SMS_OUTBOX=true: nothing is sent and the code is
 * never written anywhere (a log is read by more people than the phone's owner). The warning says
 * how to get codes locally. Production refuses to boot in this state.
 */
@Injectable()
export class NoSmsSender implements SmsSender {
  constructor(private readonly logger: JsonLogger) {}

  send(message: SmsMessage): Promise<void> {
    this.logger.entry('warn', 'sms not sent: no SMS provider (set VONAGE_API_KEY/SECRET, or SMS_OUTBOX=true for the local outbox)', {
      purpose: message.purpose,
    });
    return Promise.resolve();
  }
}
