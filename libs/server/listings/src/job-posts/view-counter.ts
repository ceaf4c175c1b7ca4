import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { isBotUserAgent } from '@chonail/shared/domain';
import { APP_CONFIG, type AppConfig, REDIS, redisKey } from '@chonail/server/core/base';
import type { ClientInfo } from '@chonail/server/auth';
import { addressBucket, VIEW_COUNTING } from '../write-limits';
import { JobPostRepository } from './job-post.repository';
import { PostStatsRepository } from './post-stats.repository';

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/**
 * Who opened a post, as the view counter tells people apart: a signed-in account by its id (the
 * same person on the phone and at the salon is one viewer), else a guest by the address and browser
 * together (the app gives guests no id of their own), hashed so Redis holds neither.
 */
export function viewerKey(accountId: number | null, client: ClientInfo): string {
  if (accountId !== null) return `user:${accountId}`;
  return `guest:${digest(`${client.ip}\n${client.userAgent ?? ''}`)}`;
}

/**
 * Counts a viewer the first time in the window, and only while their address has counted fewer
 * than the cap of viewers of this post in its own window. Atomic, so parallel opens count once.
 * KEYS: the viewer's key, the address's counter; ARGV: the viewer window, the cap, the address window.
 */
const COUNT_ONCE = `
if not redis.call('SET', KEYS[1], '1', 'EX', ARGV[1], 'NX') then return 0 end
local viewers = redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], ARGV[3], 'NX')
if viewers > tonumber(ARGV[2]) then return 0 end
return 1`;

/**
 * Issue 38, finding 9: a post's view count, in Redis rather than a table: the marks are needed for
 * a day and then expire by themselves (no sweep), every replica sees them, and an open costs one
 * round trip instead of a row write. Losing them (a Redis restart) at worst counts a viewer twice.
 */
@Injectable()
export class ViewCounter {
  constructor(
    private readonly posts: JobPostRepository,
    private readonly stats: PostStatsRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One open of a listed post by someone other than its owner or staff (the caller leaves those
   * out): counted once a viewer a day, never for a robot. Answers whether it counted. A counted
   * view is also the day's view in the poster's statistics (issue 39), with `searchedState`, the
   * state the viewer searched in when they opened it from a list (`?from=`), when there is one.
   */
  async count(postId: number, accountId: number | null, client: ClientInfo, searchedState: string | null = null, now = new Date()): Promise<boolean> {
    if (isBotUserAgent(client.userAgent)) return false;
    const { viewerWindowSeconds, viewersPerAddress, addressWindowSeconds } = VIEW_COUNTING;
    const viewer = redisKey(this.config, 'post-view', String(postId), viewerKey(accountId, client));
    const address = redisKey(this.config, 'post-view-address', String(postId), digest(addressBucket(client.ip)));
    const counted = Number(await this.redis.eval(COUNT_ONCE, 2, viewer, address, viewerWindowSeconds, viewersPerAddress, addressWindowSeconds)) === 1;
    if (counted) await Promise.all([this.posts.addViews(postId), this.stats.addView(postId, now, searchedState)]);
    return counted;
  }
}
