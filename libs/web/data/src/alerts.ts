/**
 * Saved searches and their texts' links (issue 39), a further entry of this library:
 * `@chonail/web/data/alerts`. The main entry is shared whole between shell and remotes, so these
 * stay out of it; the home page's "Alert me" button, the portal's tab and the `/s/{code}` page import it.
 */
export {
  savedSearchesApi,
  useAlertLinkQuery,
  useCreateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useSavedSearchesQuery,
  useStopAlertLinkMutation,
  useUpdateSavedSearchMutation,
} from './saved-searches-api';
