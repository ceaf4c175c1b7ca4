import { z } from 'zod';
import type { JobType, MapFilterCounts, PriorityAddon } from '@chonail/shared/domain';
import { jobTypeSchema, stateCodeSchema } from './listings';

/**
 * GET /api/job-posts/map: every publicly listed post that has a place on the map, however many
 * there are (the map clusters them), optionally of one state or one type. Empty values mean "not given".
 */
export const mapPostsQuerySchema = z.preprocess(
  (raw) => (raw && typeof raw === 'object' ? Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== '' && value !== undefined)) : raw),
  z
    .object({
      state: stateCodeSchema.optional(),
      // `all` (the map's first button) means no type filter, as on the list.
      jobType: z.union([z.literal('all').transform(() => undefined), jobTypeSchema]).optional(),
    }),
);
export type MapPostsQuery = z.output<typeof mapPostsQuerySchema>;

/** A marker: only what the map and its preview sheet show, so thousands of posts stay a small answer. */
export interface MapPost {
  id: number;
  /** Rounded to about a mile when the owner hides the street address, as on every public read. */
  lat: number;
  lng: number;
  jobType: JobType;
  title: string;
  storeName: string | null;
  city: string;
  state: string;
  /** The priority in force now (an ended add-on is 'none'). */
  priority: PriorityAddon;
  /** The listing's contact phone (ARCHITECTURE.md section 7), masked: the full one comes from the post's contact call. */
  phone: string;
}

export interface MapPostsResponse {
  /** How many posts each map filter button stands for: all of `posts`, by kind. */
  counts: MapFilterCounts;
  posts: MapPost[];
}
