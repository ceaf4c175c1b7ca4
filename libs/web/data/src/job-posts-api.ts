import { useCallback } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { JobPost, JobPostContact, MapPostsResponse } from '@chonail/shared/contracts';
import { baseApi } from './base-api';

/** Spec 01 section 9 cache times, in seconds. */
export const LIST_FRESH_SECONDS = 5;

/** Fired on window when a post is created (spec 02 section 7); lists refresh on it. */
export const NEW_JOB_POST_EVENT = 'new-job-post-created';

/** A post's read as a list asks it: its id, and the state the list searched in (a US state code). */
export interface JobPostArgs {
  id: number;
  from?: string | null;
}
const idOf = (arg: number | JobPostArgs) => (typeof arg === 'number' ? arg : arg.id);

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
    /**
     * One post. A list that opens it may say the state it searched in (`from`, issue 39: the
     * poster's statistics count where viewers searched); the answer is the same, so it is cached
     * by the id alone, and a card, its detail and the job page share it.
     */
    jobPost: build.query<JobPost, number | JobPostArgs>({
      query: (arg) => (typeof arg === 'number' || !arg.from ? `/api/job-posts/${idOf(arg)}` : `/api/job-posts/${arg.id}?from=${encodeURIComponent(arg.from)}`),
      serializeQueryArgs: ({ queryArgs }) => idOf(queryArgs),
      providesTags: (_result, _error, arg) => [{ type: 'JobPosts', id: idOf(arg) }],
    }),
    /**
     * The full numbers behind a post's masked ones (issue 38, finding 4): asked for only when a
     * person taps Call, Text or a number, since each call counts against their reveal allowance.
     * Kept while the page lives (a card and its detail share one answer), never refetched by a tag.
     */
    jobPostContact: build.query<JobPostContact, number>({
      query: (id) => `/api/job-posts/${id}/contact`,
      keepUnusedDataFor: 30 * 60,
    }),
  }),
});

export const { useSearchJobPostsQuery, useJobPostQuery, useMapPostsQuery } = jobPostsApi;

/**
 * A post's revealed numbers, shared by every control of the post on the page: `contact` once any of
 * them asked (undefined before), `busy` while the call is on its way, and `reveal`, which asks once
 * (a second tap uses the answer) and rejects with the API's error (a 429 names CONTACT_REVEAL_LIMITED).
 */
export function usePostContact(postId: number | undefined) {
  const [trigger] = jobPostsApi.endpoints.jobPostContact.useLazyQuery();
  const { data, isFetching } = jobPostsApi.endpoints.jobPostContact.useQueryState(postId ?? skipToken);
  const reveal = useCallback(async (): Promise<JobPostContact> => {
    if (postId === undefined) throw new Error('no post to reveal');
    return trigger(postId, true).unwrap();
  }, [postId, trigger]);
  return { contact: data, busy: isFetching, reveal };
}
