import { z } from 'zod';
import { PLACE_PAGE_MAX } from '@chonail/shared/domain';
import type { JobPost } from './listings';
import { stateCodeSchema } from './listings';

/**
 * Issue 37's city and state landing pages (GET /api/place-pages). A city is named by its slug
 * (`citySlug` in the domain: "garden-grove"); anything that could not be one is refused with 400
 * before any query, so a hostile value never reaches the database or a page's head.
 */
export const placePageQuerySchema = z.object({
  kind: z.enum(['hiring', 'sale']),
  state: z.string().max(2, 'must be a US state code such as TX').pipe(stateCodeSchema),
  city: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a city slug such as garden-grove')
    .optional(),
  page: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a page number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be 1 or more').max(PLACE_PAGE_MAX, 'is too large'))
    .default(1),
});
export type PlacePageQuery = z.output<typeof placePageQuerySchema>;

/** A city with listed posts of the page's kind, as a link. */
export interface PlaceLink {
  /** "Houston" */
  name: string;
  state: string;
  /** citySlug of the name: the path segment. */
  slug: string;
  count: number;
}

export interface PlacePageResponse {
  kind: 'hiring' | 'sale';
  state: string;
  /** The city's slug; null on a state page. */
  city: string | null;
  /** "Houston, TX" on a city page, "Texas" on a state page. */
  name: string;
  stateName: string;
  /** Listed posts of the kind in the place (all pages). */
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** This page's posts, the public card shape, in the home list's order. */
  posts: JobPost[];
  /** The nearest other cities with listed posts of the kind (city pages; empty on state pages). */
  nearby: PlaceLink[];
  /** The state's cities with listed posts of the kind, busiest first (state pages; empty on city pages). */
  cities: PlaceLink[];
}
