import type { CreateJobPostRequest, JobPost, RenewJobPostRequest, UpdateJobPostRequest } from '@chonail/shared/contracts';
// Through the library's shared entry, not relative paths: this file is part of the posting entry
// (./posting.ts), which only the post remote bundles, and must use the page's one API, store and
// session (a relative import would bundle second copies of them).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { baseApi } from '@chonail/web/data';

/**
 * An owner's change shows on their dashboard, on every public list and detail the post is in, and
 * in the site's counts (a paused or deleted post no longer counts as listed).
 */
const OWNER_CHANGE_TAGS = ['MyJobPosts' as const, 'JobPosts' as const, 'Stats' as const];

/** The owner's posts: the portal's list, and every write of a post (create, edit, pause, resume, delete, renew). */
export const myPostsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in owner's posts in every state (paused and expired too), for the portal's dashboard. */
    myJobPosts: build.query<JobPost[], void>({
      query: () => '/api/my-job-posts',
      providesTags: ['MyJobPosts'],
    }),
    /** `images`: the kept media in their new order; `sessionId`: an upload session whose files are appended. */
    updateJobPost: build.mutation<JobPost, UpdateJobPostRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/job-posts/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : OWNER_CHANGE_TAGS),
    }),
    pauseJobPost: build.mutation<JobPost, number>({
      query: (id) => ({ url: `/api/job-posts/${id}/pause`, method: 'PATCH' }),
      invalidatesTags: (_result, error) => (error ? [] : OWNER_CHANGE_TAGS),
    }),
    resumeJobPost: build.mutation<JobPost, number>({
      query: (id) => ({ url: `/api/job-posts/${id}/resume`, method: 'PATCH' }),
      invalidatesTags: (_result, error) => (error ? [] : OWNER_CHANGE_TAGS),
    }),
    deleteJobPost: build.mutation<{ success: true; message: string }, number>({
      query: (id) => ({ url: `/api/job-posts/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : OWNER_CHANGE_TAGS),
    }),
    createJobPost: build.mutation<JobPost, CreateJobPostRequest>({
      query: (body) => ({ url: '/api/job-posts', method: 'POST', body }),
      // A new store may have been made for the post, so the owner's stores change too.
      invalidatesTags: (_result, error) => (error ? [] : ['JobPosts', 'MyJobPosts', 'Stats', 'Stores']),
    }),
    /** An expired post runs again (issue 22): `{}` as Basic, or the add-ons of a payment made at today's prices. */
    renewJobPost: build.mutation<JobPost, RenewJobPostRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/job-posts/${id}/renew`, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['JobPosts', 'MyJobPosts', 'Stats']),
    }),
  }),
});

export const {
  useMyJobPostsQuery,
  useCreateJobPostMutation,
  useUpdateJobPostMutation,
  usePauseJobPostMutation,
  useResumeJobPostMutation,
  useDeleteJobPostMutation,
  useRenewJobPostMutation,
} = myPostsApi;
