import type { AddressSuggestion, JobPost, MapPostsResponse, PostPayment, SavedEntry, SavedItemState, SavedItemType, SiteConfig, TranslateJobRequest, TranslateJobResponse, UpdateJobPostRequest } from '@chonail/shared/contracts';
import { baseApi } from './base-api';

/** Spec 01 section 9 cache times, in seconds. */
export const LIST_FRESH_SECONDS = 5;
/** The spec's "saved check" times, applied to the one saved list every save button reads. */
export const SAVED_CHECK_FRESH_SECONDS = 2 * 60;
export const TRANSLATION_FRESH_SECONDS = 24 * 60 * 60;
const TRANSLATION_KEEP_SECONDS = 7 * 24 * 60 * 60;

/** Fired on window when a post is created (spec 02 section 7); lists refresh on it. */
export const NEW_JOB_POST_EVENT = 'new-job-post-created';
/** Fired on window when the visitor saves or unsaves; the saved page refetches on it (spec 02's `savedItemsChanged`). */
export const SAVED_ITEMS_CHANGED_EVENT = 'savedItemsChanged';
/** Spec 01 section 9: the saved check is kept 10 minutes. */
export const SAVED_CHECK_KEEP_SECONDS = 10 * 60;

const savedChanged = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SAVED_ITEMS_CHANGED_EVENT));
};

/** What a save or unsave names: a job post by its id alone (as every job card does), or any kind of item. */
export type SavedItemArg = number | { itemId: number; itemType: SavedItemType };
const savedRef = (arg: SavedItemArg) => (typeof arg === 'number' ? { itemId: arg, itemType: 'job' as const } : arg);
/** A job's save count shows on its card and page, so they refetch too. */
const savedTags = (arg: SavedItemArg) => {
  const { itemId, itemType } = savedRef(arg);
  return itemType === 'job' ? ['SavedItems' as const, { type: 'JobPosts' as const, id: itemId }] : ['SavedItems' as const];
};

/**
 * An owner's change shows on their dashboard, on every public list and detail the post is in, and
 * in the site's counts (a paused or deleted post no longer counts as listed).
 */
const OWNER_CHANGE_TAGS = ['MyJobPosts' as const, 'JobPosts' as const, 'Stats' as const];

/**
 * The listing calls of spec 01 section 7. They live here, not in the browse remote, because the
 * post remote's portal shows saved items and its own posts from the same cache.
 */
export const listingsApi = baseApi.injectEndpoints({
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
    /**
     * Also what every save button reads: one list instead of a `/api/saved-items/check` per card,
     * which would be 50 requests for a page of results.
     */
    savedItems: build.query<SavedEntry[], void>({
      query: () => '/api/saved-items',
      providesTags: ['SavedItems'],
      keepUnusedDataFor: SAVED_CHECK_KEEP_SECONDS,
    }),
    saveItem: build.mutation<SavedItemState, SavedItemArg>({
      query: (arg) => ({ url: '/api/saved-items', method: 'POST', body: savedRef(arg) }),
      invalidatesTags: (_result, error, arg) => (error ? [] : savedTags(arg)),
      onQueryStarted: (_arg, { queryFulfilled }) => void queryFulfilled.then(savedChanged, () => undefined),
    }),
    unsaveItem: build.mutation<SavedItemState, SavedItemArg>({
      query: (arg) => ({ url: '/api/saved-items', method: 'DELETE', body: savedRef(arg) }),
      invalidatesTags: (_result, error, arg) => (error ? [] : savedTags(arg)),
      onQueryStarted: (_arg, { queryFulfilled }) => void queryFulfilled.then(savedChanged, () => undefined),
    }),
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
    /** The location box's and the wizard's address completion. */
    addressSuggestions: build.query<AddressSuggestion[], string>({
      query: (q) => `/api/address-suggestions?${new URLSearchParams({ q }).toString()}`,
    }),
    siteConfig: build.query<SiteConfig, void>({
      query: () => '/api/site-config',
      // It changes only with a deploy.
      keepUnusedDataFor: TRANSLATION_KEEP_SECONDS,
    }),
    /** A query, not a mutation, so a translation is cached per text and language (fresh 24 h, kept 7 days). */
    translateJob: build.query<TranslateJobResponse, TranslateJobRequest>({
      query: (body) => ({ url: '/api/translate-job', method: 'POST', body }),
      keepUnusedDataFor: TRANSLATION_KEEP_SECONDS,
    }),
  }),
});

export const {
  useSearchJobPostsQuery,
  useJobPostQuery,
  useMapPostsQuery,
  usePostPaymentQuery,
  useSavedItemsQuery,
  useSaveItemMutation,
  useUnsaveItemMutation,
  useTranslateJobQuery,
  useSiteConfigQuery,
  useMyJobPostsQuery,
  useUpdateJobPostMutation,
  usePauseJobPostMutation,
  useResumeJobPostMutation,
  useDeleteJobPostMutation,
  useAddressSuggestionsQuery,
} = listingsApi;
