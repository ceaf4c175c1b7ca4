import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { REDIS, redisKey } from '../redis/redis';

export interface RateLimit {
  /** Names the counter, e.g. 'otp-send:phone'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window that refused the hit resets (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in Redis, shared by every API replica. A hit counts against every limit
 * given (say 3 per 15 minutes and 10 per day) and is allowed only if all of them still allow it.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** How many hits each limit's current window holds for the subject, without counting one. */
  async peek(subject: string, limits: RateLimit[]): Promise<number[]> {
    const keys = limits.map((l) => redisKey(this.config, 'rate', l.name, subject));
    const counts = await this.redis.mget(...keys);
    return counts.map((count) => Number(count ?? 0));
  }

  async hit(subject: string, limits: RateLimit[]): Promise<RateLimitResult> {
    const transaction = this.redis.multi();
    const keys = limits.map((l) => redisKey(this.config, 'rate', l.name, subject));
    limits.forEach((l, i) => transaction.incr(keys[i] as string).expire(keys[i] as string, l.windowSeconds, 'NX').ttl(keys[i] as string));
    const replies = (await transaction.exec()) ?? [];
    let retryAfterSeconds = 0;
    limits.forEach((l, i) => {
      const count = Number(replies[i * 3]?.[1] ?? 0);
      const ttl = Number(replies[i * 3 + 2]?.[1] ?? l.windowSeconds);
      if (count > l.limit) retryAfterSeconds = Math.max(retryAfterSeconds, ttl > 0 ? ttl : l.windowSeconds);
    });
    return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
  }
}
