import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { type JobPostContact, ListingErrorCode } from '@chonail/shared/contracts';
import { contactPhone, isBotUserAgent, phonesInText, retryAfterWords } from '@chonail/shared/domain';
import { APP_CONFIG, type AppConfig, DomainError, REDIS, redisKey, type RateLimit, RateLimiter } from '@chonail/server/core/base';
import type { ClientInfo } from '@chonail/server/auth';
import { addressBucket } from '../write-limits';
import type { Viewer } from './job-post.mapper';
import { JobPostRepository } from './job-post.repository';
import { assertListed, postNotFound } from './job-posts.service';
import { PostStatsRepository } from './post-stats.repository';
import { viewerKey } from './view-counter';

const HOUR = 3600;
const DAY = 86_400;

/**
 * Issue 38, finding 4: how many posts' full phone numbers one person may reveal (one reveal is one
 * post's numbers, its Call, Text and the numbers in its text together; the browser keeps them, so
 * a second tap on the same post costs nothing). A technician looking for work calls some salons a
 * day, a busy day a few dozen; a scraper wants every post (the map once handed out 180 at once).
 * A request over a limit counts too, so hammering does not shorten the wait. Fixed windows in
 * Redis (RateLimiter), shared by every replica.
 */
export const CONTACT_REVEAL_LIMITS = {
  /** A signed-in member, wherever they are: a few dozen a day, and not all of them in one sitting. */
  account: [
    { name: 'contact-reveal:user:hour', limit: 20, windowSeconds: HOUR },
    { name: 'contact-reveal:user:day', limit: 40, windowSeconds: DAY },
  ],
  /**
   * Guests (phone users browse signed out), by address (an IPv6 one by its /64): a household's or a
   * salon's Wi-Fi holds a few people, so somewhat more than one member's; a scraper without accounts
   * gets 60 posts a day from an address. A guest refused behind a busy shared address (a carrier's)
   * can sign in and go on with their own allowance.
   */
  guestAddress: [
    { name: 'contact-reveal:ip:hour', limit: 30, windowSeconds: HOUR },
    { name: 'contact-reveal:ip:day', limit: 60, windowSeconds: DAY },
  ],
  /**
   * Members, by address: every account of one machine together. High, since a carrier's shared
   * address holds many real members; it stops one machine signing in as account after account.
   */
  memberAddress: [{ name: 'contact-reveal:member-ip:day', limit: 300, windowSeconds: DAY }],
} as const satisfies Record<string, readonly RateLimit[]>;

/** A person who revealed a post's numbers counts once a day, as a viewer does (ViewCounter). */
const REVEAL_COUNTED_SECONDS = DAY;

const refused = (seconds: number) =>
  new DomainError(ListingErrorCode.ContactRevealLimited, `Too many phone numbers revealed; try again in ${retryAfterWords(seconds)}`, 429);

/**
 * GET /api/job-posts/{id}/contact: the full numbers public answers mask. Guests may ask (most
 * readers browse signed out), within CONTACT_REVEAL_LIMITS; staff are not limited (they read every
 * post in full anyway). Checked before the post is read, so a refused scraper costs no query, and
 * an id that does not exist still counts (walking ids is what a scraper does).
 */
@Injectable()
export class ContactReveals {
  constructor(
    private readonly posts: JobPostRepository,
    private readonly stats: PostStatsRepository,
    private readonly limiter: RateLimiter,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async reveal(id: number, viewer: Viewer | null, client: ClientInfo, reply: FastifyReply, now = new Date()): Promise<JobPostContact> {
    if (viewer?.role !== 'admin') await this.take(viewer, client, reply);
    const row = await this.posts.findRow(id);
    if (!row) throw postNotFound();
    const privileged = viewer !== null && (viewer.id === row.owner_id || viewer.role === 'admin');
    // Who may not open the post may not have its numbers: 404 for a paused or hidden one, 410 for an expired one.
    if (!privileged) {
      assertListed(row, now, true);
      await this.countReveal(row.id, viewer?.id ?? null, client, now);
    }
    const store = row.store_phone?.trim() ? row.store_phone : null;
    return {
      id: row.id,
      phone: contactPhone(store, row.owner_phone),
      salonPhone: store,
      textPhones: phonesInText(`${row.title}\n${row.description}`),
    };
  }

  /** Counts the reveal against the caller's allowance, or answers 429 with Retry-After. */
  private async take(viewer: Viewer | null, client: ClientInfo, reply: FastifyReply): Promise<void> {
    const address = addressBucket(client.ip);
    const checks: Array<[string, readonly RateLimit[]]> =
      viewer === null
        ? [[address, CONTACT_REVEAL_LIMITS.guestAddress]]
        : [
            [String(viewer.id), CONTACT_REVEAL_LIMITS.account],
            [address, CONTACT_REVEAL_LIMITS.memberAddress],
          ];
    for (const [subject, limits] of checks) {
      const { allowed, retryAfterSeconds } = await this.limiter.hit(subject, [...limits]);
      if (allowed) continue;
      // The error filter sends on this reply, so the header reaches clients that honour it.
      void reply.header('retry-after', String(retryAfterSeconds));
      throw refused(retryAfterSeconds);
    }
  }

  /**
   * A phone reveal for the poster's statistics: once a person (an account, else an address and
   * browser) a post a day, never a robot; the owner and staff are left out by the caller.
   */
  private async countReveal(postId: number, accountId: number | null, client: ClientInfo, now: Date): Promise<void> {
    if (isBotUserAgent(client.userAgent)) return;
    const key = redisKey(this.config, 'post-reveal', String(postId), viewerKey(accountId, client));
    const first = await this.redis.set(key, '1', 'EX', REVEAL_COUNTED_SECONDS, 'NX');
    if (first === 'OK') await this.stats.addPhoneReveal(postId, now);
  }
}
