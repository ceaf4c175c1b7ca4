import type {
  CreateForumThread,
  ForumCategory,
  ForumPage,
  ForumPost,
  ForumPostInThread,
  ForumThread,
  ForumThreadPage,
  ForumThreadSummary,
  UpdateForumThread,
} from '@chonail/shared/contracts';
// Through the library's shared entry, not relative paths: this file is part of the forum entry
// (./forum.ts), which only the forum page's chunk bundles, and must use the page's one API, store
// and session (a relative import would bundle second copies of them).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { addFirstScreenAnswers, baseApi } from '@chonail/web/data';
import { forumThreadsPath } from '@chonail/shared/domain';

export interface ForumThreadsArgs {
  page: number;
  category?: ForumCategory;
  q?: string;
}

/**
 * The list of threads is one tag; each thread (with every page of its replies, and the single-reply
 * view of any of them) is tagged with its id, so a reply, edit or delete refetches what shows it.
 */
const LIST = { type: 'ForumThread' as const, id: 'LIST' };
const thread = (id: number) => ({ type: 'ForumThread' as const, id });

/** Omits empty values: the query string is the cache key, so `?q=` and no `q` must be one entry. */
const threadsUrl = (args: ForumThreadsArgs): string => forumThreadsPath(args);

/**
 * The forum's calls (issue 22). Its tag type is added here rather than in the base API's list, so
 * nothing forum-related is part of the first page.
 */
export const forumApi = baseApi.enhanceEndpoints({ addTagTypes: ['ForumThread'] }).injectEndpoints({
  endpoints: (build) => ({
    forumThreads: build.query<ForumPage<ForumThreadSummary>, ForumThreadsArgs>({
      query: threadsUrl,
      providesTags: [LIST],
    }),
    forumThread: build.query<ForumThreadPage, { id: number; page: number }>({
      query: ({ id, page }) => `/api/forum/threads/${id}?page=${page}`,
      providesTags: (_result, _error, { id }) => [thread(id)],
    }),
    forumPost: build.query<ForumPostInThread, number>({
      query: (id) => `/api/forum/posts/${id}`,
      providesTags: (result) => (result ? [thread(result.thread.id)] : []),
    }),
    createForumThread: build.mutation<ForumThread, CreateForumThread>({
      query: (body) => ({ url: '/api/forum/threads', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    replyToForumThread: build.mutation<ForumPost, { threadId: number; body: string }>({
      query: ({ threadId, body }) => ({ url: `/api/forum/threads/${threadId}/posts`, method: 'POST', body: { body } }),
      // The list shows reply counts and orders by last activity.
      invalidatesTags: (_result, error, { threadId }) => (error ? [] : [thread(threadId), LIST]),
    }),
    editForumThread: build.mutation<ForumThread, UpdateForumThread & { id: number }>({
      query: ({ id, ...change }) => ({ url: `/api/forum/threads/${id}`, method: 'PATCH', body: change }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [thread(id), LIST]),
    }),
    deleteForumThread: build.mutation<void, number>({
      query: (id) => ({ url: `/api/forum/threads/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [thread(id), LIST]),
    }),
    editForumPost: build.mutation<ForumPost, { id: number; threadId: number; body: string }>({
      query: ({ id, body }) => ({ url: `/api/forum/posts/${id}`, method: 'PATCH', body: { body } }),
      invalidatesTags: (_result, error, { threadId }) => (error ? [] : [thread(threadId)]),
    }),
    deleteForumPost: build.mutation<void, { id: number; threadId: number }>({
      query: ({ id }) => ({ url: `/api/forum/posts/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { threadId }) => (error ? [] : [thread(threadId), LIST]),
    }),
  }),
});

export const {
  useForumThreadsQuery,
  useForumThreadQuery,
  useForumPostQuery,
  useCreateForumThreadMutation,
  useReplyToForumThreadMutation,
  useEditForumThreadMutation,
  useDeleteForumThreadMutation,
  useEditForumPostMutation,
  useDeleteForumPostMutation,
} = forumApi;

/**
 * The forum pages' first-screen answers (issue 37: the server renders them, and the browser
 * hydrates from the same answers), put in the cache under the arguments the forum's pages ask
 * with: the list's `{ page, category, q }` as ThreadListPage builds it, a thread's `{ id, page }`,
 * a reply's id. Registered when this module loads, i.e. with the forum page's code.
 */
addFirstScreenAnswers((store, path, params, data) => {
  if (path === '/api/forum/threads') {
    const args = { page: Number(params.get('page') ?? 1), category: (params.get('category') ?? undefined) as ForumCategory | undefined, q: params.get('q') ?? '' };
    return store.dispatch(forumApi.util.upsertQueryData('forumThreads', args, data as ForumPage<ForumThreadSummary>));
  }
  const thread = /^\/api\/forum\/threads\/(\d+)$/.exec(path)?.[1];
  if (thread) return store.dispatch(forumApi.util.upsertQueryData('forumThread', { id: Number(thread), page: Number(params.get('page') ?? 1) }, data as ForumThreadPage));
  const post = /^\/api\/forum\/posts\/(\d+)$/.exec(path)?.[1];
  if (post) return store.dispatch(forumApi.util.upsertQueryData('forumPost', Number(post), data as ForumPostInThread));
  return undefined;
});
