import { useCallback, useRef, useState } from 'react';
import type { JobPost } from '@chonail/shared/contracts';
import { useLocation, useNavigate } from '@chonail/web/router';

/** `?post={id}`: the listing open in the detail dialog over the page (issue 36). */
export const POST_PARAM = 'post';

/** Marks the history entry this page pushed when it opened the dialog: closing it goes Back. */
interface PushedState {
  postOpenedHere?: number;
}

/**
 * The detail dialog's own address: opening a listing pushes `?post={id}` onto the page's address
 * (the list stays under it), so the address can be copied, a reload opens the same listing and Back
 * closes the dialog. Closing it (X, Escape, Close) goes back over the entry it pushed, or, opened
 * from a copied address, replaces the address without `post`: Back never reopens it.
 */
export function usePostParam() {
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const params = new URLSearchParams(search);
  const id = Number(params.get(POST_PARAM));
  const openedId = Number.isInteger(id) && id > 0 ? id : null;
  // One close per opened listing: the X and Escape together must not go Back twice.
  const closed = useRef<number | null>(null);

  const withPost = useCallback(
    (next: number | null) => {
      const query = new URLSearchParams(search);
      if (next === null) query.delete(POST_PARAM);
      else query.set(POST_PARAM, String(next));
      const text = query.toString();
      return { pathname, search: text ? `?${text}` : '' };
    },
    [pathname, search],
  );

  const open = useCallback(
    (next: number) => {
      closed.current = null;
      navigate(withPost(next), { state: { postOpenedHere: next } satisfies PushedState });
    },
    [navigate, withPost],
  );

  const close = useCallback(() => {
    if (openedId === null || closed.current === openedId) return;
    closed.current = openedId;
    if ((state as PushedState | null)?.postOpenedHere === openedId) navigate(-1);
    else navigate(withPost(null), { replace: true });
  }, [navigate, openedId, state, withPost]);

  return { openedId, open, close };
}

/**
 * A list page's detail dialog: the listing open in the address (usePostParam), shown at once from
 * the card that was tapped, else from the page's list, else loaded by id (a copied address).
 * `openPost` stays the same function while the address does: the list's cards are memoised, and a
 * new one would draw all of them again on every render of the page (as the arrival place lands in
 * the store, right after the server's page is taken over).
 */
export function useListDetail(posts: readonly JobPost[] | undefined) {
  const detail = usePostParam();
  const [seed, setSeed] = useState<JobPost | null>(null);
  const { openedId, open } = detail;
  const opened = openedId === null ? null : seed?.id === openedId ? seed : (posts?.find((p) => p.id === openedId) ?? { id: openedId, title: '' });
  const openPost = useCallback(
    (post: JobPost) => {
      setSeed(post);
      open(post.id);
    },
    [open],
  );
  return { opened, openPost, close: detail.close };
}

/** The page's address without the open listing: list pages key their scroll position by it. */
export function withoutPostParam(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(POST_PARAM);
  const text = query.toString();
  return text ? `?${text}` : '';
}
