import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { ForumErrorCode, ListingErrorCode } from '@chonail/shared/contracts';
import { retryAfterWords } from '@chonail/shared/domain';
import { addressBucket, APP_CONFIG, type AppConfig, DomainError, REDIS, redisKey, type RateLimit } from '@chonail/server/core/base';

const HOUR = 3600;
const DAY = 86_400;

/** A kind of write's allowance: every window of both must have room for the write to go ahead. */
export interface WriteAllowance {
  /** Counted per signed-in account: what one person may write wherever they are. */
  account: readonly RateLimit[];
  /**
   * Counted per address (an IPv6 address by its /64, what one connection is given): what one
   * place may write, however many accounts it signs up. Several times an account's, as a salon's
   * Wi-Fi, a family or a phone carrier's shared address may hold several real writers.
   */
  address: readonly RateLimit[];
}

/**
 * Issue 38, finding 8: one account made 60 posts in 1.4 s and 46 of Houston's first 50 results were
 * its spam. Every allowance of the members' and visitors' public writes, in one place. Only writes
 * that were stored count: a refused or failed one (invalid, unpaid, a missing thread) gives its
 * place back, so a real owner fixing a form does not use up the day.
 */
export const WRITE_LIMITS = {
  /**
   * POST /api/job-posts: hiring, salon for sale and salon transfer posts alike (one route). A post
   * runs for months, so even an owner of several salons posts about 10 on a busy day (a hiring post
   * per salon and a sale or two) and can post them all at one sitting; 20 a day is twice that.
   */
  post: {
    account: [
      { name: 'post:user:hour', limit: 10, windowSeconds: HOUR },
      { name: 'post:user:day', limit: 20, windowSeconds: DAY },
    ],
    address: [
      { name: 'post:ip:hour', limit: 30, windowSeconds: HOUR },
      { name: 'post:ip:day', limit: 60, windowSeconds: DAY },
    ],
  },
  /** A person asking writes a few threads a day. */
  thread: {
    account: [
      { name: 'forum-thread:user:hour', limit: 5, windowSeconds: HOUR },
      { name: 'forum-thread:user:day', limit: 20, windowSeconds: DAY },
    ],
    address: [
      { name: 'forum-thread:ip:hour', limit: 15, windowSeconds: HOUR },
      { name: 'forum-thread:ip:day', limit: 60, windowSeconds: DAY },
    ],
  },
  /** A person answering writes some dozens of replies a day, a conversation a few a minute. */
  reply: {
    account: [
      { name: 'forum-reply:user:hour', limit: 30, windowSeconds: HOUR },
      { name: 'forum-reply:user:day', limit: 200, windowSeconds: DAY },
    ],
    address: [
      { name: 'forum-reply:ip:hour', limit: 90, windowSeconds: HOUR },
      { name: 'forum-reply:ip:day', limit: 600, windowSeconds: DAY },
    ],
  },
  /**
   * POST /api/contact, open to guests: a person writes staff a handful of messages. A guest is
   * counted by address only; a signed-in member by their account too, so changing networks does
   * not buy more.
   */
  contact: {
    account: [
      { name: 'contact:user:hour', limit: 3, windowSeconds: HOUR },
      { name: 'contact:user:day', limit: 10, windowSeconds: DAY },
    ],
    address: [
      { name: 'contact:ip:hour', limit: 5, windowSeconds: HOUR },
      { name: 'contact:ip:day', limit: 20, windowSeconds: DAY },
    ],
  },
} as const satisfies Record<string, WriteAllowance>;

export type WriteKind = keyof typeof WRITE_LIMITS;

/**
 * Issue 38, finding 9: how a post's views are counted. A viewer (a signed-in account, else the
 * address and browser together) counts once a post a day; one address counts at most
 * `viewersPerAddress` viewers of a post a day, so rotating the User-Agent (or signing in as several
 * accounts) from one machine cannot pump a post, while a household or a salon sharing an address
 * still counts as the few people it is.
 */
export const VIEW_COUNTING = {
  viewerWindowSeconds: DAY,
  viewersPerAddress: 5,
  addressWindowSeconds: DAY,
} as const;

const refusals: Record<WriteKind, (retryAfterSeconds: number) => DomainError> = {
  post: (seconds) => new DomainError(ListingErrorCode.PostRateLimited, `Too many new posts; try again in ${retryAfterWords(seconds)}`, 429),
  thread: (seconds) => new DomainError(ForumErrorCode.ForumRateLimited, `Too many forum posts; try again in ${retryAfterWords(seconds)}`, 429),
  reply: (seconds) => new DomainError(ForumErrorCode.ForumRateLimited, `Too many forum posts; try again in ${retryAfterWords(seconds)}`, 429),
  contact: (seconds) => new DomainError(ListingErrorCode.ContactRateLimited, `Too many messages; try again in ${retryAfterWords(seconds)}`, 429),
};

// Where an address is counted (an IPv6 one by its /64): one rule for every limit of the product.
export { addressBucket } from '@chonail/server/core/base';

/** Who is writing: the signed-in account (none for a guest) and the request's address (`request.ip`). */
export interface Writer {
  accountId?: number;
  address: string;
}

/**
 * Takes one of every counter at once if all of them have room, else takes none and answers the
 * seconds until the fullest window resets: a request over the limit does not count (fixed windows
 * end when they end, however often a refused writer retries), and parallel requests cannot all
 * pass a check made before any of them counted. ARGV holds each key's limit and window.
 */
const TAKE = `
local wait = 0
for i = 1, #KEYS do
  local used = tonumber(redis.call('GET', KEYS[i]) or '0')
  if used >= tonumber(ARGV[2 * i - 1]) then
    local ttl = redis.call('TTL', KEYS[i])
    if ttl <= 0 then ttl = tonumber(ARGV[2 * i]) end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i = 1, #KEYS do
  redis.call('INCR', KEYS[i])
  redis.call('EXPIRE', KEYS[i], ARGV[2 * i], 'NX')
end
return 0`;

/** Gives back what TAKE took, in windows that still exist (DECR keeps a key's expiry; a missing key is not made). */
const GIVE_BACK = `
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 0`;

/**
 * The write allowances (WRITE_LIMITS) in Redis, shared by every API replica. `within` runs a write
 * only with room in every window of its account and its address, and counts it only if it succeeds.
 * Another address's writes never touch an owner's own account counter, so nobody elsewhere can use
 * up a real owner's allowance.
 */
@Injectable()
export class WriteLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Runs `write` if `writer` has room for one more `kind`; else answers 429 with the kind's code and
   * a Retry-After header, having run nothing. A write that throws gives its place back.
   */
  async within<T>(kind: WriteKind, writer: Writer, reply: FastifyReply, write: () => Promise<T>): Promise<T> {
    const allowance: WriteAllowance = WRITE_LIMITS[kind];
    const counters = [
      ...(writer.accountId === undefined ? [] : allowance.account.map((limit) => ({ limit, subject: String(writer.accountId) }))),
      ...allowance.address.map((limit) => ({ limit, subject: addressBucket(writer.address) })),
    ];
    const keys = counters.map(({ limit, subject }) => redisKey(this.config, 'rate', limit.name, subject));
    const args = counters.flatMap(({ limit }) => [limit.limit, limit.windowSeconds]);
    const wait = Number(await this.redis.eval(TAKE, keys.length, ...keys, ...args));
    if (wait > 0) {
      // The error filter sends on this reply, so the header reaches clients that honour it.
      void reply.header('retry-after', String(wait));
      throw refusals[kind](wait);
    }
    try {
      return await write();
    } catch (error) {
      // The write's own error is the answer; a failed give-back only leaves the writer one place short.
      await this.redis.eval(GIVE_BACK, keys.length, ...keys).catch(() => undefined);
      throw error;
    }
  }
}
