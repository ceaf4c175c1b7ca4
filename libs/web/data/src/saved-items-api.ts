import type { SavedEntry, SavedItemState, SavedItemType } from '@chonail/shared/contracts';
import { baseApi } from './base-api';

/** The spec's "saved check" times, applied to the one saved list every save button reads. */
export const SAVED_CHECK_FRESH_SECONDS = 2 * 60;
/** Spec 01 section 9: the saved check is kept 10 minutes. */
export const SAVED_CHECK_KEEP_SECONDS = 10 * 60;
/** Fired on window when the visitor saves or unsaves; the saved page refetches on it (spec 02's `savedItemsChanged`). */
export const SAVED_ITEMS_CHANGED_EVENT = 'savedItemsChanged';

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

/** Saved items (spec 01 "Saved items"): the list, save and unsave, for every kind of item. */
export const savedItemsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useSavedItemsQuery, useSaveItemMutation, useUnsaveItemMutation } = savedItemsApi;
