import type { PostEventKind } from '@chonail/shared/contracts';
import { send } from '@chonail/web/data';

/**
 * Issue 39: the detail's Directions and Share buttons tell the poster's statistics they were used
 * (POST /api/job-posts/{id}/events), fire and forget: the tap goes on at once (the maps app opens,
 * the share sheet shows) whatever the call does, and a failure (offline, a limit) is dropped, never
 * shown, since the statistic is the poster's business, not the reader's. The call goes with the
 * page's session (the store the shell bound: a signed-in reader counts as one person wherever they
 * are, the owner not at all), outside RTK Query's changes, which would hold it for the network and
 * tell the reader so.
 */
export function reportPostEvent(postId: number, kind: PostEventKind): void {
  send('POST', `/api/job-posts/${postId}/events`, { kind }).then(
    (response) => void response.body?.cancel().catch(() => undefined),
    () => undefined,
  );
}
