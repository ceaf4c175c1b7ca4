/**
 * The forum's calls, a further entry of this library: `@chonail/web/data/forum`. The main entry is
 * shared whole between shell and remotes (every export downloads with every first page), so these
 * stay out of it; only the forum page's chunk imports them. They inject into the main entry's one
 * API and read its store and session.
 */
export {
  forumApi,
  type ForumThreadsArgs,
  useCreateForumThreadMutation,
  useDeleteForumPostMutation,
  useDeleteForumThreadMutation,
  useEditForumPostMutation,
  useEditForumThreadMutation,
  useForumPostQuery,
  useForumThreadQuery,
  useForumThreadsQuery,
  useReplyToForumThreadMutation,
} from './forum-api';
