/**
 * One refresh for all the tabs of a browser (issue 38, finding 6). Every open tab schedules its
 * refresh from the same access token, so all of them wake at the same moment with the one refresh
 * cookie they share. The Web Locks API lets only one of them refresh at a time, and a
 * BroadcastChannel hands the new access token to the others, so they take it instead of refreshing
 * themselves. Where either API is missing (an older browser, jsdom in component tests) each tab
 * refreshes on its own, as before, and the server's grace window for a just-rotated refresh token
 * answers the parallel uses with the same successor.
 */

/** The Web Lock every tab of the origin takes to refresh. */
export const REFRESH_LOCK_NAME = 'chonail-refresh';
/** The BroadcastChannel new access tokens travel on to the other tabs. */
export const AUTH_CHANNEL_NAME = 'chonail-auth';
/**
 * How long a tab waits for another tab's refresh before refreshing itself: a hung request must not
 * hold every tab. Well inside the server's 30 s grace window, so that refresh still answers alike.
 */
export const REFRESH_LOCK_WAIT_MS = 10_000;

interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

interface AccessTokenMessage {
  type: 'access-token';
  accessToken: string;
}

function lockManager(): LockManagerLike | null {
  try {
    const locks = (globalThis as { navigator?: { locks?: Partial<LockManagerLike> } }).navigator?.locks;
    return locks && typeof locks.request === 'function' ? (locks as LockManagerLike) : null;
  } catch {
    return null;
  }
}

/**
 * Runs `task` while this tab holds the refresh lock all tabs of the origin share, so a tab that
 * wants to refresh while another one does waits for it. Without Web Locks, or when the lock cannot
 * be had (refused, or not within REFRESH_LOCK_WAIT_MS), `task` runs at once.
 */
export async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (!locks) return task();
  const giveUp = new AbortController();
  const timer = setTimeout(() => giveUp.abort(), REFRESH_LOCK_WAIT_MS);
  let started = false;
  try {
    return await locks.request(REFRESH_LOCK_NAME, { signal: giveUp.signal }, () => {
      started = true;
      clearTimeout(timer);
      return task();
    });
  } catch (error) {
    // The task's own failure is the caller's; only a lock that was never granted falls back.
    if (started) throw error;
    return task();
  } finally {
    clearTimeout(timer);
  }
}

let channel: BroadcastChannel | null | undefined;

function authChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  try {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL_NAME) : null;
    // Node (the data layer's tests) keeps its process alive for an open channel; browsers have no unref.
    (channel as { unref?: () => void } | null)?.unref?.();
  } catch {
    channel = null;
  }
  return channel;
}

/** Tells the other tabs of this origin the access token this tab just got (no-op without BroadcastChannel). */
export function announceAccessToken(accessToken: string): void {
  const message: AccessTokenMessage = { type: 'access-token', accessToken };
  try {
    authChannel()?.postMessage(message);
  } catch {
    // A closed or unusable channel: the other tabs find the token in storage when they next refresh.
  }
}

/**
 * Calls `listener` with each access token another tab announces. Answers the unsubscribe. A
 * channel object does not hear its own messages, so a tab never hears itself.
 */
export function onAccessTokenAnnounced(listener: (accessToken: string) => void): () => void {
  const current = authChannel();
  if (!current) return () => undefined;
  const handle = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<AccessTokenMessage> | null;
    if (data?.type === 'access-token' && typeof data.accessToken === 'string' && data.accessToken) listener(data.accessToken);
  };
  current.addEventListener('message', handle as EventListener);
  return () => current.removeEventListener('message', handle as EventListener);
}

/** Closes this tab's channel (tests; a later call opens a new one). */
export function closeAuthChannel(): void {
  channel?.close();
  channel = undefined;
}
