import { z } from 'zod';
import { stateCodeSchema } from './listings';

/**
 * Issue 39, "what the ad earned": a post's numbers a day for its poster (and staff). Each counter
 * is a person's act, counted once a person a post a day, never a robot's, the owner's or staff's:
 *  - views: opens of the post's detail (GET /api/job-posts/{id});
 *  - phoneReveals: the contact call (GET /api/job-posts/{id}/contact) behind Call, Text and a number;
 *  - saves: a save of the post (not an unsave);
 *  - directionTaps and shares: the detail's Directions and Share buttons (POST /api/job-posts/{id}/events).
 * A view also records the state the viewer searched in, when the list they opened it from had one.
 */
export const POST_STATS_LIMITS = {
  /** A stats call answers the last 30 days unless asked for more. */
  defaultDays: 30,
  /** At most 395 days (13 months): what is kept. */
  maxDays: 395,
  /** Rows older than this many months are deleted by the nightly job. */
  keepMonths: 13,
  /** How many of the viewers' states an answer lists, most views first. */
  topStates: 5,
} as const;

/** The counters of a day (and of a period, summed), as the API names them. */
export const POST_STAT_COUNTERS = ['views', 'phoneReveals', 'saves', 'directionTaps', 'shares'] as const;
export type PostStatCounter = (typeof POST_STAT_COUNTERS)[number];
export type PostStatTotals = Record<PostStatCounter, number>;

/** The taps the browse pages report themselves; views, reveals and saves are counted by their own calls. */
export const POST_EVENT_KINDS = ['direction', 'share'] as const;
export type PostEventKind = (typeof POST_EVENT_KINDS)[number];

/** POST /api/job-posts/{id}/events: one tap of the detail's Directions or Share button. */
export const postEventRequestSchema = z.object({ kind: z.enum(POST_EVENT_KINDS, { message: "must be 'direction' or 'share'" }) }).strict();
export type PostEventRequest = z.input<typeof postEventRequestSchema>;

/** Whether the tap counted (false: the same person's second of the day, the owner's, staff's or a robot's). */
export interface PostEventResult {
  counted: boolean;
}

/**
 * GET /api/job-posts/{id}?from=TX: the state the reader searched in when they opened the post from
 * a list (the home list's chosen place, a city or state page's state). Absent when they came some
 * other way (a shared link, the map, saved posts); a value that is not a US state code is a 400.
 */
export const postDetailQuerySchema = z.object({ from: stateCodeSchema.optional() });
export type PostDetailQuery = z.output<typeof postDetailQuerySchema>;

/** `?days=`: how many days back from today (UTC), today included. */
export const postStatsQuerySchema = z.object({
  days: z
    .union([z.number(), z.string().regex(/^\d{1,4}$/, 'must be a number')], { message: 'must be a number' })
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(POST_STATS_LIMITS.maxDays, `must be at most ${POST_STATS_LIMITS.maxDays}`))
    .optional()
    .transform((days) => days ?? POST_STATS_LIMITS.defaultDays),
});
export type PostStatsQuery = z.output<typeof postStatsQuerySchema>;

/** One UTC day's counters; every day of the period has a row, zeros included, oldest first. */
export interface PostStatsDay extends PostStatTotals {
  /** YYYY-MM-DD, a UTC day. */
  day: string;
}

export interface PostStatsState {
  /** Two-letter US state code the viewers searched in. */
  state: string;
  views: number;
}

/**
 * GET /api/my-posts/{id}/stats (the owner) and GET /api/admin/job-posts/{id}/stats (staff): the
 * last `days` days of one post.
 */
export interface PostStats {
  postId: number;
  days: number;
  /** The period's first and last day (YYYY-MM-DD, UTC), both included. */
  from: string;
  to: string;
  daily: PostStatsDay[];
  totals: PostStatTotals;
  /** The states viewers searched in, most views first (at most POST_STATS_LIMITS.topStates). */
  topStates: PostStatsState[];
}

/** GET /api/my-posts/stats: the signed-in owner's posts together, over the last `days` days (the portal's summary). */
export interface MyPostsStatsSummary {
  days: number;
  from: string;
  to: string;
  totals: PostStatTotals;
}

/** The sum of some days' counters. */
export function sumPostStats(days: readonly PostStatTotals[]): PostStatTotals {
  const totals: PostStatTotals = { views: 0, phoneReveals: 0, saves: 0, directionTaps: 0, shares: 0 };
  for (const day of days) for (const key of POST_STAT_COUNTERS) totals[key] += day[key];
  return totals;
}
