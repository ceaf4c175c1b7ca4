import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { PostEventKind } from '@chonail/shared/contracts';
import { isBotUserAgent, secondsLeftInUtcDay, utcDay } from '@chonail/shared/domain';
import { APP_CONFIG, type AppConfig, REDIS, redisKey } from '@chonail/server/core/base';
import type { ClientInfo } from '@chonail/server/auth';
import { JobPostRepository } from '../job-posts/job-post.repository';
import type { Viewer } from '../job-posts/job-post.mapper';
import { assertListed, postNotFound } from '../job-posts/job-posts.service';
import { type PostStatEvent, PostStatsRepository } from '../job-posts/post-stats.repository';
import { viewerKey } from '../job-posts/view-counter';

/** The API's tap kinds and the counters they add to. */
const EVENT_OF_KIND: Record<PostEventKind, PostStatEvent> = { direction: 'direction', share: 'share' };

/**
 * Issue 39: a post's saves, Directions taps and shares for its poster's statistics, each once a
 * person (an account, else an address and browser, as the view counter tells people apart) a post a
 * UTC day, so tapping Share five times, or saving, unsaving and saving again, is one. The marks
 * live in Redis until the day ends and then expire by themselves; losing them (a Redis restart)
 * at worst counts a person twice that day.
 */
@Injectable()
export class PostEventCounter {
  constructor(
    private readonly posts: JobPostRepository,
    private readonly stats: PostStatsRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * POST /api/job-posts/{id}/events: a tap of the detail's Directions or Share button. 404 for a
   * post visitors cannot open (missing, paused, hidden or expired); not counted for the owner,
   * staff or a robot. Answers whether it counted.
   */
  async tapped(postId: number, kind: PostEventKind, viewer: Viewer | null, client: ClientInfo, now = new Date()): Promise<boolean> {
    const row = await this.posts.findRow(postId);
    try {
      assertListed(row, now);
    } catch {
      // An expired post's own page says so (410); a tap reporter only needs to know it is not there.
      throw postNotFound();
    }
    if (viewer !== null && (viewer.id === row?.owner_id || viewer.role === 'admin')) return false;
    if (isBotUserAgent(client.userAgent)) return false;
    return this.countOnce(postId, EVENT_OF_KIND[kind], viewerKey(viewer?.id ?? null, client), now);
  }

  /** A member saved a post (the save service checked it is listed and not theirs): once a day per member and post. */
  saved(postId: number, accountId: number, now = new Date()): Promise<boolean> {
    return this.countOnce(postId, 'save', viewerKey(accountId, { ip: '' }), now);
  }

  private async countOnce(postId: number, event: PostStatEvent, who: string, now: Date): Promise<boolean> {
    const key = redisKey(this.config, 'post-event', event, String(postId), utcDay(now), who);
    const first = await this.redis.set(key, '1', 'EX', secondsLeftInUtcDay(now), 'NX');
    if (first !== 'OK') return false;
    await this.stats.addEvent(postId, event, now);
    return true;
  }
}
