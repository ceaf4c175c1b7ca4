import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query/react';
import { readApiError } from './api-error';
import { type AuthStore, type HttpMethod, send } from './request';

/**
 * Request-layer defaults (spec 02 section 9): data fresh for 10 s, unused data kept 2 min, no
 * retries, no refetch on focus, mount, reconnect or interval.
 *
 * RTK Query has no "staleTime". With refetch on mount, focus and reconnect all off (below), cached
 * data is only ever refetched when a tag is invalidated or a component asks for it, which is what a
 * 10 s fresh time amounts to there. Where freshness does matter, pass the constant explicitly:
 * `usePrefetch(name, { ifOlderThan: QUERY_FRESH_SECONDS })` or
 * `refetchOnMountOrArgChange: QUERY_FRESH_SECONDS` on a single hook.
 */
export const QUERY_FRESH_SECONDS = 10;
export const QUERY_KEEP_SECONDS = 120;

export type ApiQueryArgs = string | { url: string; method?: HttpMethod; body?: unknown };

/** `status` is the HTTP status, or 'FETCH_ERROR' when no answer came (offline, server down). */
export interface ApiQueryError {
  status: number | 'FETCH_ERROR';
  message: string;
  code?: string;
  body: unknown;
}

/** What an endpoint's transformResponse can read besides the body (a list's total, a next cursor). */
export interface ApiQueryMeta {
  headers: Headers;
}

/**
 * RTK Query's base query on top of `send`, so endpoints get the same bearer token, cookies and
 * 401 recovery as the plain helpers. It never retries beyond that one recovery: RTK Query only
 * retries when a base query is wrapped in `retry()`, and this one is not.
 */
export const apiBaseQuery: BaseQueryFn<ApiQueryArgs, unknown, ApiQueryError, object, ApiQueryMeta> = async (args, api) => {
  const { url, method = 'GET', body } = typeof args === 'string' ? { url: args } : args;
  await onlineForChange(method);
  // The store running the query, not the one passed to bindStore: they are the same in the app,
  // and this way tests and extra stores need no global set-up.
  const store: AuthStore = { getState: api.getState as AuthStore['getState'], dispatch: api.dispatch };
  let response: Response;
  try {
    response = await send(method, url, body, store);
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', message: error instanceof Error ? error.message : String(error), body: undefined } };
  }
  if (!response.ok) {
    const { status, message, code, body: errorBody } = await readApiError(response);
    return { error: { status, message, code, body: errorBody } };
  }
  const text = await response.text();
  return { data: text ? (JSON.parse(text) as unknown) : undefined, meta: { headers: response.headers } };
};

/** Fired on window when a change waits for the network; the shell tells the user. */
export const MUTATION_PAUSED_EVENT = 'chonail-mutation-paused';

/**
 * A change made while the phone is offline waits for the network instead of failing (issue 22:
 * mutations paused while offline), so a save or a post typed on a bad connection is not lost.
 * Reads are not held: a list shows its error and its retry at once.
 */
async function onlineForChange(method: HttpMethod): Promise<void> {
  if (method === 'GET' || typeof navigator === 'undefined' || navigator.onLine !== false) return;
  window.dispatchEvent(new Event(MUTATION_PAUSED_EVENT));
  await new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

export const API_TAG_TYPES = [
  'Me',
  'JobPosts',
  'MyJobPosts',
  'SavedItems',
  'Stats',
  'Stores',
  'Pricing',
  'Media',
  'ContactInfo',
  'Admin',
  'SavedSearches',
] as const;

/** The one API slice. Remotes add their calls with `baseApi.injectEndpoints({ endpoints: ... })`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
  keepUnusedDataFor: QUERY_KEEP_SECONDS,
  refetchOnMountOrArgChange: false,
  refetchOnFocus: false,
  refetchOnReconnect: false,
});
