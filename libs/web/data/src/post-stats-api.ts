import type { MyPostsStatsSummary, PostStats } from '@chonail/shared/contracts';
// Through the library's shared entry, as my-posts-api.ts: this file is part of the posting entry.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { baseApi } from '@chonail/web/data';

export interface PostStatsArgs {
  id: number;
  days: number;
  /** Staff reading another's post ask the staff route (GET /api/admin/job-posts/{id}/stats). */
  staff?: boolean;
}

/**
 * Issue 39, what the ad earned: a post's numbers a day (the owner's ad page, staff's view of any
 * post) and the owner's posts together (the portal's summary). Others' visits move them, so no tag
 * keeps them: each screen asks again when it opens (refetchOnMountOrArgChange).
 */
export const postStatsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    postStats: build.query<PostStats, PostStatsArgs>({
      query: ({ id, days, staff }) => (staff ? `/api/admin/job-posts/${id}/stats?days=${days}` : `/api/my-posts/${id}/stats?days=${days}`),
    }),
    myPostsStatsSummary: build.query<MyPostsStatsSummary, void>({
      query: () => '/api/my-posts/stats',
    }),
  }),
});

export const { usePostStatsQuery, useMyPostsStatsSummaryQuery } = postStatsApi;
