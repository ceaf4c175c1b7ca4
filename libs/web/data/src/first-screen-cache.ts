import type { JobPost, MapPostsResponse, SiteConfig } from '@chonail/shared/contracts';
import { pendingEarlyResponses, takeEarlyResponse } from '@chonail/shared/domain';
import { jobPostsApi } from './job-posts-api';
import { siteApi } from './site-api';
import type { AppStore } from './store';

/**
 * Puts one answer in the cache (path without query, the query's parameters, the answer), or
 * returns undefined when the URL is not its endpoint's. Pages whose calls live outside the main
 * entry (the forum's) add theirs when their code loads.
 */
export type FirstScreenAnswers = (store: AppStore, path: string, params: URLSearchParams, data: unknown) => Promise<unknown> | undefined;
const moreAnswers: FirstScreenAnswers[] = [];

export function addFirstScreenAnswers(answers: FirstScreenAnswers): void {
  moreAnswers.push(answers);
}

/** The cache entry a page's query reads for an early answer's URL: the same endpoint and argument the page asks with. */
function upsert(store: AppStore, url: string, data: unknown): Promise<unknown> | undefined {
  const [path = '', query = ''] = url.split('?', 2);
  for (const answers of moreAnswers) {
    const primed = answers(store, path, new URLSearchParams(query), data);
    if (primed) return primed;
  }
  const { upsertQueryData } = jobPostsApi.util;
  const id = /^\/api\/job-posts\/(\d+)$/.exec(path)?.[1];
  if (id) return store.dispatch(upsertQueryData('jobPost', Number(id), data as JobPost));
  // The page's argument is the query string's object (searchQuery), which is what builds this URL.
  if (path === '/api/job-posts') return store.dispatch(upsertQueryData('searchJobPosts', Object.fromEntries(new URLSearchParams(query)), data as JobPost[]));
  if (path === '/api/job-posts/map') return store.dispatch(upsertQueryData('mapPosts', undefined, data as MapPostsResponse));
  if (path === '/api/site-config') return store.dispatch(siteApi.util.upsertQueryData('siteConfig', undefined, data as SiteConfig));
  return undefined;
}

/**
 * Puts answers the server already has (server rendering, issue 37: the API's own answers for the
 * page's first-screen requests, by URL) in the request cache, as the browser does with the early
 * answers, so the server's render and the browser's first render read the same data.
 */
export async function primeFirstScreen(store: AppStore, answers: Readonly<Record<string, unknown>>): Promise<void> {
  await Promise.all(Object.entries(answers).map(([url, data]) => upsert(store, url, data)));
}

/**
 * Puts the answers the shell asked for early (issue 21) in the request cache before the first
 * render, so the page's first render already has its post, list or map points: otherwise it would
 * render a spinner, and the content in a second render and paint (on a phone, ~130 ms more of
 * React's work before the content shows). Only for a visitor without a token, as the request
 * layer takes these answers (or for any visitor of a server-rendered page); an answer that is not OK, or does not arrive, is left for the page
 * to ask for as it always does.
 */
export async function cacheFirstScreen(store: AppStore, { serverRendered = false } = {}): Promise<void> {
  // A server-rendered page is hydrated from the answers it came with, whoever reads it (the
  // shell asks again with a member's token after hydration).
  if (store.getState().auth.accessToken && !serverRendered) return;
  await Promise.all(
    pendingEarlyResponses().map(async ([url, pending]) => {
      if (!url.startsWith('/api/')) return;
      try {
        const response = await pending;
        // One that is not OK stays for the page's own request, which reports it as usual.
        if (!response.ok) return;
        const primed = upsert(store, url, await response.clone().json());
        if (!primed) return;
        await primed;
        takeEarlyResponse(url);
      } catch {
        // The page asks for it itself.
      }
    }),
  );
}

/**
 * After a server-rendered page is hydrated (issue 37): the server rendered a guest's view, so a
 * member's lists and post are asked for again with the member's token. Their data stays on
 * screen meanwhile (RTK Query keeps it while it refetches).
 */
export function refreshForMember(store: AppStore): void {
  if (store.getState().auth.accessToken) store.dispatch(jobPostsApi.util.invalidateTags(['JobPosts']));
}
