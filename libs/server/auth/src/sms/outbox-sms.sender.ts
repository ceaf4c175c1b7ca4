import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, JsonLogger, REDIS, redisKey, type AppConfig } from '@chonail/server/core/base';
import type { SmsMessage, SmsSender } from './sms-sender';

export interface OutboxMessage extends SmsMessage {
  /** ISO 8601. */
  createdAt: string;
}

/** Enough to follow a few sign-up attempts by hand, and small enough that a busy test run stays bounded. */
export const OUTBOX_LIMIT = 50;
const OUTBOX_TTL_SECONDS = 24 * 60 * 60;

/**
 * Stands in for Vonage when SMS_OUTBOX=true (local runs, tests): nothing leaves the machine, and
 * the code can be read per phone from the dev-only outbox endpoint.
 */
@Injectable()
export class OutboxSmsSender implements SmsSender {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly logger: JsonLogger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const entry: OutboxMessage = {
      to: message.to,
      text: message.text,
      code: message.code,
      purpose: message.purpose,
      createdAt: new Date().toISOString(),
    };
    // The code is not logged: logs travel further than the outbox, which only loopback clients read.
    this.logger.info('sms kept in the development outbox', { purpose: entry.purpose });
    const key = this.key(message.to);
    // One transaction, so a reader never sees the list past its limit or without its expiry.
    const results = await this.redis
      .multi()
      .lpush(key, JSON.stringify(entry))
      .ltrim(key, 0, OUTBOX_LIMIT - 1)
      .expire(key, OUTBOX_TTL_SECONDS)
      .exec();
    // ioredis reports a failed command inside the results instead of rejecting.
    const failed = results?.find(([error]) => error);
    if (failed) throw failed[0];
  }

  /** Newest first. `phone` is E.164, as the messages were addressed. */
  async list(phone: string): Promise<OutboxMessage[]> {
    const items = await this.redis.lrange(this.key(phone), 0, OUTBOX_LIMIT - 1);
    return items.map((item) => JSON.parse(item) as OutboxMessage);
  }

  private key(phone: string): string {
    return redisKey(this.config, 'sms-outbox', phone);
  }
}
