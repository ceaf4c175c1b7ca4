import type { UnknownAction } from '@reduxjs/toolkit';
import { takeEarlyResponse, tokenExpiryMs } from '@chonail/shared/domain';
import { readApiError } from './api-error';
import { ACCESS_TOKEN_KEY, type AuthState, signedOut, tokenRefreshed } from './auth.slice';
import { readItem } from './browser-storage';
import { announceAccessToken, onAccessTokenAnnounced, withRefreshLock } from './tab-lock';

/** What the request layer needs from a store: the token to send and a way to record a new one. */
export interface AuthStore {
  getState(): { auth: AuthState };
  dispatch(action: UnknownAction): unknown;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const REFRESH_PATH = '/api/auth/refresh-token';
/**
 * Calls whose 401 is an answer about the credentials sent, not about the session: never refreshed
 * and replayed (a replayed wrong PIN would count twice against the login throttle).
 */
const CREDENTIAL_CALLS = /^\/api\/(auth\/(login|send-otp|complete-registration|refresh-token|logout)|forgot-password)/;

let baseUrl = '';
let boundStore: AuthStore | null = null;
// One refresh at a time: the server rotates the refresh cookie on every use and treats a reused
// one as theft (after a short grace), so concurrent 401s must all wait for the same refresh instead
// of starting their own. Across tabs, the refresh lock (tab-lock.ts) does the same.
let refreshing: Promise<string | null> | null = null;

/** Where the API lives. '' (the default) means the page's own origin; every API path starts with /api. */
export function configureApi(options: { baseUrl?: string }): void {
  baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
}

/** The shell calls this once with its store, so plain helpers (outside RTK Query) can read the token. */
export function bindStore(store: AuthStore): void {
  boundStore = store;
}

function requireStore(): AuthStore {
  if (!boundStore) throw new Error('@chonail/web/data: call bindStore(store) before making requests');
  return boundStore;
}

function fetchApi(method: string, path: string, body: unknown, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // No Content-Type: fetch writes the multipart header with its boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  // Cookies always go along: the refresh cookie is HttpOnly and only the server can read it.
  const ask = () => fetch(baseUrl + path, { method, headers, body: payload, credentials: 'include' });
  // The shell asked for the first screen's data before this code arrived, as a visitor without a
  // token; a call made the same way takes that answer (or asks itself if that request failed).
  const early = method === 'GET' && !token && body === undefined && baseUrl === '' ? takeEarlyResponse(path) : undefined;
  return early ? early.catch(ask) : ask();
}

/**
 * Whether `candidate` is an access token to take instead of `held`: unexpired, and living longer
 * than `held` (so it was issued later). Tokens that cannot be read are never taken.
 */
function isFresher(candidate: string | null, held: string | null, now = Date.now()): candidate is string {
  if (!candidate || candidate === held) return false;
  const expires = tokenExpiryMs(candidate);
  if (expires === null || expires <= now) return false;
  const heldExpires = held ? tokenExpiryMs(held) : null;
  return heldExpires === null || expires > heldExpires;
}

/**
 * Asks for a new access token with the refresh cookie, holding the refresh lock all tabs share.
 * Resolves null (and signs out) when refused. A tab that finds a fresher token than the one it held
 * when it asked (another tab refreshed while it waited for the lock, or just before) takes that one
 * and leaves the cookie alone.
 */
async function refreshAccessToken(store: AuthStore): Promise<string | null> {
  const held = store.getState().auth.accessToken;
  return withRefreshLock(async () => {
    // Announced into this store by the tab that refreshed, or, if its message is still on the way,
    // in the storage all tabs share.
    const current = store.getState().auth.accessToken;
    if (isFresher(current, held)) return current;
    const stored = readItem(ACCESS_TOKEN_KEY);
    if (isFresher(stored, held)) {
      store.dispatch(tokenRefreshed({ accessToken: stored }));
      return stored;
    }
    return refreshWithCookie(store);
  });
}

async function refreshWithCookie(store: AuthStore): Promise<string | null> {
  // A network failure is not proof that the session ended, so it is thrown, not turned into a sign-out.
  const response = await fetchApi('POST', REFRESH_PATH, {}, null);
  const text = await response.text();
  let accessToken: unknown;
  try {
    accessToken = response.ok ? (JSON.parse(text) as { accessToken?: unknown }).accessToken : undefined;
  } catch {
    accessToken = undefined;
  }
  if (typeof accessToken !== 'string' || !accessToken) {
    store.dispatch(signedOut());
    return null;
  }
  // The answer also carries `refreshToken`; it is deliberately dropped: the cookie already holds it.
  store.dispatch(tokenRefreshed({ accessToken }));
  announceAccessToken(accessToken);
  return accessToken;
}

/**
 * Takes the access tokens other tabs announce after their refresh into the store, when fresher
 * than its own, so this tab schedules its next refresh from them instead of refreshing now with a
 * cookie another tab has just used. A signed-out tab stays signed out. Answers the unsubscribe; the
 * shell's SessionKeeper runs it once (no-op before bindStore, or without BroadcastChannel).
 */
export function followOtherTabs(store: AuthStore | null = boundStore): () => void {
  if (!store) return () => undefined;
  return onAccessTokenAnnounced((accessToken) => {
    const { accessToken: held, hasSession } = store.getState().auth;
    if ((held || hasSession) && isFresher(accessToken, held)) store.dispatch(tokenRefreshed({ accessToken }));
  });
}

/**
 * A scheduled refresh (spec 01 section 4): a new access token before the old one expires. Resolves
 * whether it worked; a failure is only logged (a refused refresh has already signed the client out).
 */
export async function refreshSession(store: AuthStore = requireStore()): Promise<boolean> {
  try {
    return (await sharedRefresh(store)) !== null;
  } catch (error) {
    console.warn('Session refresh failed', error);
    return false;
  }
}

function sharedRefresh(store: AuthStore): Promise<string | null> {
  refreshing ??= refreshAccessToken(store).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The one place requests are made. Sends the bearer token and cookies; on a 401 it refreshes the
 * access token (once, shared with any concurrent 401s) and retries the request one time. The answer
 * after that is returned as is: callers decide what a non-OK answer means.
 */
export async function send(
  method: HttpMethod,
  path: string,
  body?: unknown,
  store: AuthStore = requireStore(),
): Promise<Response> {
  const sentToken = store.getState().auth.accessToken;
  const response = await fetchApi(method, path, body, sentToken);
  if (response.status !== 401 || CREDENTIAL_CALLS.test(path)) return response;

  // Only a signed-in client has a session to recover. A guest's 401 (say, a wrong PIN at login)
  // must not be replayed: that would count twice against the login throttle.
  const { accessToken, hasSession } = store.getState().auth;
  if (!accessToken && !hasSession) return response;

  // If another request already refreshed while this one was in flight, just use the newer token.
  const token = accessToken && accessToken !== sentToken && !refreshing ? accessToken : await sharedRefresh(store);
  if (!token) return response;
  await response.body?.cancel();
  return fetchApi(method, path, body, token);
}

async function parseJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Generic request helper: any method; raises ApiError on any non-OK answer; JSON (or undefined when empty). */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  if (!response.ok) throw await readApiError(response);
  return parseJson<T>(response);
}

/** Generic query fetcher: GET; a 401 that survives recovery means "signed out" and yields null. */
export async function queryFetcher<T = unknown>(path: string): Promise<T | null> {
  const response = await send('GET', path);
  if (response.status === 401) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw await readApiError(response);
  return parseJson<T>(response);
}
