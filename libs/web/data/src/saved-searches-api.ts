import type { AlertLinkAnswer, CreateSavedSearchRequest, SavedSearch, SavedSearchList, UpdateSavedSearchRequest } from '@chonail/shared/contracts';
// Through the library's shared entry, not relative paths: this file is part of the alerts entry
// (./alerts.ts), which only the pages that use it bundle, and must use the page's one API, store
// and session (a relative import would bundle second copies of them).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { baseApi } from '@chonail/web/data';

/**
 * Issue 39: the member's saved searches ("Báo tin cho tôi" / "Alert me") and a text's link.
 * Saving, changing or deleting one refetches the portal's list; stopping by a link does too (every
 * search of the phone is paused).
 */
export const savedSearchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savedSearches: build.query<SavedSearchList, void>({
      query: () => '/api/saved-searches',
      providesTags: ['SavedSearches'],
    }),
    createSavedSearch: build.mutation<SavedSearch, CreateSavedSearchRequest>({
      query: (body) => ({ url: '/api/saved-searches', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['SavedSearches']),
    }),
    updateSavedSearch: build.mutation<SavedSearch, { id: number } & UpdateSavedSearchRequest>({
      query: ({ id, ...body }) => ({ url: `/api/saved-searches/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['SavedSearches']),
    }),
    deleteSavedSearch: build.mutation<void, number>({
      query: (id) => ({ url: `/api/saved-searches/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['SavedSearches']),
    }),
    /** The posts a text told about (public: the code is the key). */
    alertLink: build.query<AlertLinkAnswer, string>({
      query: (code) => `/api/alert-links/${encodeURIComponent(code)}`,
    }),
    stopAlertLink: build.mutation<{ alertsStopped: true }, string>({
      query: (code) => ({ url: `/api/alert-links/${encodeURIComponent(code)}/stop`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['SavedSearches']),
    }),
  }),
});

export const {
  useSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useAlertLinkQuery,
  useStopAlertLinkMutation,
} = savedSearchesApi;
