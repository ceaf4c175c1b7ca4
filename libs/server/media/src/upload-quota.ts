import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { MediaErrorCode } from '@chonail/shared/contracts';
import { bytesQuotaAllows, retryAfterWords, UPLOAD_LIMITS, UPLOAD_QUOTAS } from '@chonail/shared/domain';
import { APP_CONFIG, DomainError, RateLimiter, REDIS, redisKey, type AppConfig } from '@chonail/server/core/base';

const rateLimited = (retryAfterSeconds: number) =>
  new DomainError(MediaErrorCode.UploadRateLimited, `Too many uploads. Please try again in ${retryAfterWords(retryAfterSeconds)}.`, 429);

/**
 * The uploader sends each file in its own request, several at once, so a session is counted once,
 * when the first of them arrives. Check, count and add are one atomic step: two requests racing
 * for the same new session cannot both get past a full window, nor count it twice.
 */
const OPEN_SESSION = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 0 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  local ttl = redis.call('TTL', KEYS[1])
  if ttl > 0 then return ttl end
  return tonumber(ARGV[3])
end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[3], 'NX')
return 0`;

/**
 * Per-account upload allowances (UPLOAD_LIMITS), in Redis so every API replica counts the same:
 * sessions and files an hour, bytes a day. Files go through the shared RateLimiter; sessions and
 * bytes need what it cannot do (count a session once; add a size, not 1).
 */
@Injectable()
export class UploadQuota {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async openSession(ownerId: number, sessionId: string): Promise<void> {
    const { name, limit, windowSeconds } = UPLOAD_QUOTAS.sessions;
    const retryAfter = Number(await this.redis.eval(OPEN_SESSION, 1, this.key(name, ownerId), sessionId, limit, windowSeconds));
    if (retryAfter > 0) throw rateLimited(retryAfter);
  }

  /** Every file part counts, kept or refused: each one costs a sniff and a write. */
  async countFile(ownerId: number): Promise<void> {
    const result = await this.limiter.hit(String(ownerId), [UPLOAD_QUOTAS.files]);
    if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
  }

  /**
   * Holds a whole file's worth of the day's bytes before the file streams, so parallel requests
   * cannot all start under the allowance and end far over it; `settle` then leaves exactly the
   * bytes received counted (a file cut off, or refused after it arrived, counts what came).
   */
  async reserveBytes(ownerId: number): Promise<{ settle: (received: number) => Promise<void> }> {
    const { name, windowSeconds } = UPLOAD_QUOTAS.bytes;
    const key = this.key(name, ownerId);
    const held = UPLOAD_LIMITS.maxFileBytes;
    const total = await this.add(key, held, windowSeconds);
    if (!bytesQuotaAllows(total - held)) {
      await this.add(key, -held, windowSeconds);
      throw rateLimited(await this.redis.ttl(key));
    }
    return { settle: async (received) => void (await this.add(key, received - held, windowSeconds)) };
  }

  /** The byte counter after adding; the window starts with the day's first byte (a settle after it ended starts the next one). */
  private async add(key: string, bytes: number, windowSeconds: number): Promise<number> {
    const replies = await this.redis.multi().incrby(key, bytes).expire(key, windowSeconds, 'NX').exec();
    const [error, total] = replies?.[0] ?? [new Error('upload byte counter not answered'), 0];
    if (error) throw error;
    return Number(total);
  }

  private key(name: string, ownerId: number): string {
    return redisKey(this.config, 'rate', name, String(ownerId));
  }
}
