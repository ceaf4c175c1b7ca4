import { Inject, Injectable, mixin, UseGuards, type CanActivate, type ExecutionContext, type Type } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ListingErrorCode } from '@chonail/shared/contracts';
import { DomainError, type RateLimit, RateLimiter } from '@chonail/server/core/base';
import { clientOf } from '@chonail/server/auth';
import { addressBucket } from './write-limits';

/**
 * Searches, map and salon reads share one counter: a page of the site makes one or two of them, so
 * a person browsing fast stays far below; a scraper walking every filter combination does not.
 */
export const SEARCH_LIMITS: RateLimit[] = [{ name: 'search:ip:minute', limit: 600, windowSeconds: 60 }];

/**
 * Issue 38, finding 4: one post's read (GET /api/job-posts/:id), once answered 24,000 times a
 * minute to one address. A person opens a post every few seconds at most, and a page opens one;
 * 300 a minute leaves room for a salon's or a family's shared address, not for a walk over every id.
 */
export const DETAIL_LIMITS: RateLimit[] = [{ name: 'detail:ip:minute', limit: 300, windowSeconds: 60 }];

/**
 * A reader in English asks one translation per listing opened (the browser caches it a day); every
 * new text costs a call to the paid translation service and a stored row.
 */
export const TRANSLATE_LIMITS: RateLimit[] = [{ name: 'translate:ip:10min', limit: 60, windowSeconds: 600 }];

/**
 * Issue 39: the detail's Directions and Share buttons report their taps (POST /api/job-posts/{id}/events).
 * A person taps them a few times per post they read; a script that pumps a post's numbers from
 * one address stops here (and each person counts once a post a day anyway, PostEventCounter).
 */
export const POST_EVENT_LIMITS: RateLimit[] = [
  { name: 'post-event:ip:minute', limit: 30, windowSeconds: 60 },
  { name: 'post-event:ip:day', limit: 500, windowSeconds: 86_400 },
];

/**
 * A guard counting every call of the route against the client's address (an IPv6 one by its /64,
 * which one subscriber is handed whole), before the query or body is even read: a refused caller
 * costs one Redis round trip, not a database query.
 */
function perIpLimit(limits: RateLimit[], refusal: (retryAfterSeconds: number) => DomainError): Type<CanActivate> {
  @Injectable()
  class PerIpLimitGuard implements CanActivate {
    constructor(@Inject(RateLimiter) private readonly limiter: RateLimiter) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const http = context.switchToHttp();
      const { allowed, retryAfterSeconds } = await this.limiter.hit(addressBucket(clientOf(http.getRequest<FastifyRequest>()).ip), limits);
      if (allowed) return true;
      // The error filter sends on this reply, so the header reaches clients that honour it.
      void http.getResponse<FastifyReply>().header('retry-after', String(retryAfterSeconds));
      throw refusal(retryAfterSeconds);
    }
  }
  return mixin(PerIpLimitGuard);
}

const SearchLimitGuard = perIpLimit(
  SEARCH_LIMITS,
  (seconds) => new DomainError(ListingErrorCode.SearchRateLimited, `Too many searches; try again in ${seconds} seconds`, 429),
);
const DetailLimitGuard = perIpLimit(
  DETAIL_LIMITS,
  (seconds) => new DomainError(ListingErrorCode.DetailRateLimited, `Too many posts opened; try again in ${seconds} seconds`, 429),
);
const TranslateLimitGuard = perIpLimit(
  TRANSLATE_LIMITS,
  (seconds) => new DomainError(ListingErrorCode.TranslateRateLimited, `Too many translations; try again in ${Math.ceil(seconds / 60)} minutes`, 429),
);
const PostEventsLimitGuard = perIpLimit(
  POST_EVENT_LIMITS,
  (seconds) => new DomainError(ListingErrorCode.PostEventsRateLimited, `Too many taps reported; try again in ${seconds} seconds`, 429),
);

/** Public reads that query many posts. */
export const SearchLimited = () => UseGuards(SearchLimitGuard);
/** One post's public read. */
export const DetailLimited = () => UseGuards(DetailLimitGuard);
export const TranslateLimited = () => UseGuards(TranslateLimitGuard);
/** The detail's Directions and Share taps (issue 39). */
export const PostEventsLimited = () => UseGuards(PostEventsLimitGuard);
