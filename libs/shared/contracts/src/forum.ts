import { z } from 'zod';
import { plainText } from './listings';

/**
 * The forum (spec 02 sections 1 and 3, issue 22): threads and their replies ("posts"), plain text
 * only. Codes are part of the public contract: never renamed, only added.
 */
export const ForumErrorCode = {
  ThreadNotFound: 'THREAD_NOT_FOUND',
  ForumPostNotFound: 'FORUM_POST_NOT_FOUND',
  /** Editing or deleting someone else's thread or reply. */
  NotYourForumEntry: 'NOT_YOUR_FORUM_ENTRY',
  /** Authors edit within FORUM_EDIT_WINDOW_HOURS of writing. */
  ForumEditWindowClosed: 'FORUM_EDIT_WINDOW_CLOSED',
  /** A thread others have answered stays: its author may edit it, staff may remove it. */
  ThreadHasReplies: 'THREAD_HAS_REPLIES',
  ForumRateLimited: 'FORUM_RATE_LIMITED',
} as const;
export type ForumErrorCode = (typeof ForumErrorCode)[keyof typeof ForumErrorCode];

/** What people ask about: the salon trade, pay, licences, immigration, anything else. */
export const FORUM_CATEGORIES = ['salon', 'pay', 'license', 'immigration', 'other'] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];

/** Threads and replies per page. */
export const FORUM_PAGE_SIZE = 20;
/** How long after writing an author may still edit a thread or reply. */
export const FORUM_EDIT_WINDOW_HOURS = 24;

export const FORUM_TITLE_MIN = 5;
export const FORUM_TITLE_MAX = 150;
export const FORUM_BODY_MAX = 5000;

const title = plainText(FORUM_TITLE_MAX).pipe(z.string().min(FORUM_TITLE_MIN, 'is too short'));
const body = plainText(FORUM_BODY_MAX).pipe(z.string().min(1, 'is empty'));
const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const forumThreadsQuerySchema = z.object({
  page,
  category: z.enum(FORUM_CATEGORIES).optional(),
  /** Words to find in titles, bodies and replies, accents ignored ("can tho" finds "Cần thợ"). */
  q: plainText(100).optional(),
});
export type ForumThreadsQuery = z.output<typeof forumThreadsQuerySchema>;

export const forumPageQuerySchema = z.object({ page });

export const createForumThreadSchema = z.object({ title, body, category: z.enum(FORUM_CATEGORIES) });
export type CreateForumThread = z.output<typeof createForumThreadSchema>;

export const updateForumThreadSchema = z
  .object({ title: title.optional(), body: body.optional(), category: z.enum(FORUM_CATEGORIES).optional() })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { message: 'nothing to change' });
export type UpdateForumThread = z.output<typeof updateForumThreadSchema>;

export const forumReplySchema = z.object({ body });
export type ForumReply = z.output<typeof forumReplySchema>;

/** Who wrote it, as other readers see them: a first name and an initial, never the phone. */
export interface ForumAuthor {
  id: number;
  /** "Mai T."; null when the member gave no name (the page says "Member"). */
  displayName: string | null;
}

export interface ForumThreadSummary {
  id: number;
  title: string;
  category: ForumCategory;
  author: ForumAuthor;
  createdAt: string;
  replyCount: number;
  lastActivityAt: string;
}

export interface ForumThread extends ForumThreadSummary {
  body: string;
  updatedAt: string;
}

export interface ForumPost {
  id: number;
  threadId: number;
  body: string;
  author: ForumAuthor;
  createdAt: string;
  updatedAt: string;
}

export interface ForumPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /api/forum/threads/{id}: the thread and one page of its replies, oldest first. */
export interface ForumThreadPage {
  thread: ForumThread;
  replies: ForumPage<ForumPost>;
}

/** GET /api/forum/posts/{id}: one reply, its thread, and the page of the thread it is on. */
export interface ForumPostInThread {
  post: ForumPost;
  thread: ForumThreadSummary;
  page: number;
}
