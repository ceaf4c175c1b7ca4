import type { JobPost, MapPostsResponse, SiteConfig } from '@chonail/shared/contracts';
import { pendingEarlyResponses, takeEarlyResponse } from '@chonail/shared/domain';
import { jobPostsApi } from './job-posts-api';
import { siteApi } from './site-api';
import type { AppStore } from './store';

/** The cache entry a page's query reads for an early answer's URL: the same endpoint and argument the page asks with. */
function upsert(store: AppStore, url: string, data: unknown): Promise<unknown> | undefined {
  const [path = '', query = ''] = url.split('?', 2);
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
 * Puts the answers the shell asked for early (issue 21) in the request cache before the first
 * render, so the page's first render already has its post, list or map points: otherwise it would
 * render a spinner, and the content in a second render and paint (on a phone, ~130 ms more of
 * React's work before the content shows). Only for a visitor without a token, as the request
 * layer takes these answers; an answer that is not OK, or does not arrive, is left for the page
 * to ask for as it always does.
 */
export async function cacheFirstScreen(store: AppStore): Promise<void> {
  if (store.getState().auth.accessToken) return;
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
