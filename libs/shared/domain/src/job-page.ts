import type { JobType } from './listing-rules';

/** Where a job page's back button leads is remembered under this sessionStorage key by the list that opened it. */
export const JOB_REFERRER_KEY = 'jobReferrer';

/** Only a path on this site: a ref of '//evil.example' or 'https://…' must not turn Back into a redirect. */
export function isSafeBackPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && path.length <= 500;
}

/**
 * Spec 01 "Public job detail": Back takes a signed-in owner to their own post's page (section 2,
 * /my-posts/{id}); anyone else to the ref query parameter, else the stored referrer; otherwise the
 * list filtered to the post's job type, or the visitor's own posts when signed in, else home. The
 * spec's /my-posts has no list page of its own: the portal's dashboard lists the user's posts.
 */
export function jobPageBackTarget(input: { ref: string | null; storedReferrer: string | null; jobType: JobType | null; signedIn: boolean; ownPostId?: number | null }): string {
  if (input.signedIn && input.ownPostId) return `/my-posts/${input.ownPostId}`;
  if (isSafeBackPath(input.ref)) return input.ref;
  if (isSafeBackPath(input.storedReferrer)) return input.storedReferrer;
  if (input.jobType === 'hiring' || input.jobType === 'selling') return `/?filter=${input.jobType}`;
  return input.signedIn ? '/customerportal' : '/';
}

/**
 * Up to `count` other posts from a list fetched for the related strip. The list is asked for one
 * more than shown, because the post itself is usually in it and is removed here (spec 01 section 7).
 */
export function relatedPosts<T extends { id: number }>(list: readonly T[], currentId: number, count = 3): T[] {
  return list.filter((post) => post.id !== currentId).slice(0, count);
}
