import { z } from 'zod';
import { jobPostSearchQuerySchema, type JobPost, type JobPostSearchQuery } from './listings';

/**
 * Issue 39: saved searches ("Báo tin cho tôi" / "Alert me") and the texts they send. A saved search
 * is the home page's search, checked by the listing search's own contract (jobPostSearchQuerySchema),
 * less what only pages or orders a list (sort, page size, cursor): a post matches it exactly when
 * GET /api/job-posts with these filters would list it.
 */
export const AlertErrorCode = {
  SavedSearchNotFound: 'SAVED_SEARCH_NOT_FOUND',
  /** ALERT_RULES.maxPerAccount saved searches already. */
  TooManySavedSearches: 'TOO_MANY_SAVED_SEARCHES',
  /** The same filters are saved already. */
  SavedSearchExists: 'SAVED_SEARCH_EXISTS',
  /** A `/s/{code}` link that was never given, or is past its 30 days. */
  AlertLinkNotFound: 'ALERT_LINK_NOT_FOUND',
  AlertLinkExpired: 'ALERT_LINK_EXPIRED',
  /** The inbound SMS webhook's signature is missing or wrong (or no signature secret is set). */
  InvalidSmsSignature: 'INVALID_SMS_SIGNATURE',
} as const;
export type AlertErrorCode = (typeof AlertErrorCode)[keyof typeof AlertErrorCode];

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The filter fields a saved search keeps: the listing search's, without its order and paging. */
export type SavedSearchFilters = Omit<JobPostSearchQuery, 'sortBy' | 'dateOrder' | 'limit' | 'cursor'>;

/** What only orders or pages a list: left out of a saved search. */
const NOT_FILTERS: ReadonlySet<string> = new Set(['sortBy', 'dateOrder', 'limit', 'cursor']);

/** The listing search's query as saved: what is left out only pages or orders the list. */
export function savedFiltersOf(query: JobPostSearchQuery): SavedSearchFilters {
  const kept: Record<string, unknown> = {};
  // Undefined keys left out too, so two saves of the same search compare equal as JSON.
  for (const [key, value] of Object.entries(query)) if (value !== undefined && !NOT_FILTERS.has(key)) kept[key] = value;
  return kept as SavedSearchFilters;
}

/**
 * POST /api/saved-searches: the search's fields as GET /api/job-posts takes them (flat, the same
 * names), and how often to text. Unknown fields are dropped, as the search drops them.
 */
export const createSavedSearchSchema = z
  .object({ frequency: z.enum(ALERT_FREQUENCIES).default('instant') })
  .passthrough()
  .transform(({ frequency, ...fields }, ctx) => {
    const parsed = jobPostSearchQuerySchema.safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { frequency, filters: savedFiltersOf(parsed.data) };
  });
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchSchema>;

/** PATCH /api/saved-searches/{id}: any of these; `seen: true` marks its matches looked at (the "new" count restarts). */
export const updateSavedSearchSchema = z
  .strictObject({
    frequency: z.enum(ALERT_FREQUENCIES).optional(),
    paused: z.boolean().optional(),
    seen: z.literal(true).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'send frequency, paused or seen' });
export type UpdateSavedSearchRequest = z.infer<typeof updateSavedSearchSchema>;

export interface SavedSearch {
  id: number;
  filters: SavedSearchFilters;
  frequency: AlertFrequency;
  paused: boolean;
  createdAt: string;
  /** The latest post that matched it, while that post is still listed. */
  lastMatch: { postId: number; title: string; city: string; state: string; matchedAt: string } | null;
  /** Posts matched since the person last looked (PATCH seen, or the text's link opened). */
  newCount: number;
}

/** GET /api/saved-searches: newest first, and whether this phone's alerts are stopped (STOP reply or link). */
export interface SavedSearchList {
  items: SavedSearch[];
  /** A STOP reply or the link's stop button paused every alert of the phone; saving or resuming a search starts them again. */
  alertsStopped: boolean;
}

/** `/s/{code}`: a text's link, 64 random bits in base64url. */
export const alertLinkCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{11,32}$/);

/** GET /api/alert-links/{code}: the posts the text told about, those still listed (public, masked like every list). */
export interface AlertLinkAnswer {
  posts: JobPost[];
  /** How many the text told about (some may have ended since). */
  told: number;
  sentAt: string;
  alertsStopped: boolean;
}

/**
 * Vonage's inbound SMS (SMS API, signed): sent as a query string (GET) or a form/JSON body (POST).
 * Only the fields used are named; the signature covers every field sent.
 */
export const inboundSmsSchema = z
  .object({
    msisdn: z.string().regex(/^\d{6,15}$/),
    text: z.string().max(2000).default(''),
    sig: z.string().regex(/^[0-9a-fA-F]{32,128}$/),
    timestamp: z.string().regex(/^\d{1,12}$/),
  })
  .passthrough();
