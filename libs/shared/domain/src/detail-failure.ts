/**
 * What a failed read of one post means to the visitor. Only the API's "not found" (404) and "gone"
 * (410) say the post is no longer there; a network failure, a 5xx or a rate limit says nothing about
 * the post, so the visitor is told the read failed and offered to try again.
 */
export type DetailFailure = 'removed' | 'expired' | 'unavailable';

/** The API's code for an expired post (410); the page shows its own expired screen for it. */
const POST_EXPIRED = 'POST_EXPIRED';

export function detailFailure(status: number | string | undefined, code?: string): DetailFailure {
  if (status === 410 && code === POST_EXPIRED) return 'expired';
  if (status === 404 || status === 410) return 'removed';
  return 'unavailable';
}
