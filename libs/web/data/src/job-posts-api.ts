import type { JobPost, MapPostsResponse, PostPayment } from '@chonail/shared/contracts';
import { baseApi } from './base-api';

/** Spec 01 section 9 cache times, in seconds. */
export const LIST_FRESH_SECONDS = 5;

/** Fired on window when a post is created (spec 02 section 7); lists refresh on it. */
export const NEW_JOB_POST_EVENT = 'new-job-post-created';

/**
 * The public reads of job posts (spec 01 section 7): lists, the map, one post and what was paid
 * for it. The owner's own posts and their writes are the posting entry's (my-posts-api.ts).
 */
export const jobPostsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `query` is the exact query string object (see searchQuery in the domain lib): it is the cache key. */
    searchJobPosts: build.query<JobPost[], Record<string, string>>({
      query: (query) => `/api/job-posts?${new URLSearchParams(query).toString()}`,
      providesTags: ['JobPosts'],
    }),
    /** Every listed post with a place, for the map (which clusters them). */
    mapPosts: build.query<MapPostsResponse, void>({
      query: () => '/api/job-posts/map',
      providesTags: ['JobPosts'],
    }),
    jobPost: build.query<JobPost, number>({
      query: (id) => `/api/job-posts/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'JobPosts', id }],
    }),
    /**
     * What the owner paid for the post, line by line (null for a free Basic post). Tagged with the
     * post, so an edit or upgrade that invalidates the post refetches it too.
     */
    postPayment: build.query<PostPayment, number>({
      query: (id) => `/api/job-posts/${id}/payment`,
      providesTags: (_result, _error, id) => [{ type: 'JobPosts', id }],
    }),
  }),
});

export const { useSearchJobPostsQuery, useJobPostQuery, useMapPostsQuery, usePostPaymentQuery } = jobPostsApi;
