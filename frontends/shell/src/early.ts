import { findRemoteRoute, INLINE_ANSWER_ATTRIBUTE, INLINE_MANIFEST_ID } from '@chonail/shared/contracts/routes';
import { EARLY_RESPONSES, FIRST_SCREEN_COOKIES, firstScreenRequests, rememberForFirstScreen, STORED_LOCATION_KEY } from '@chonail/shared/domain';
import { MANIFEST_URL } from './remotes/manifest-url';

/** Asks the browser for the page's remote entry as soon as the manifest names it (the runtime's script tag then finds it loaded). */
function preloadRemoteEntry(manifest: Promise<Response>): void {
  const remote = findRemoteRoute(window.location.pathname)?.remote;
  if (!remote) return;
  manifest
    .then((response): Promise<Record<string, unknown>> | Record<string, unknown> => (response.ok ? response.clone().json() : {}))
    .then((entries) => {
      const entry = entries[remote];
      if (typeof entry !== 'string' || !entry) return;
      const href = new URL(entry, window.location.href);
      // Named in the HTML already (the API does, with the build's own manifest).
      if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href.pathname)}"]`)) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href.href;
      document.head.append(link);
    })
    .catch(() => undefined);
}

/**
 * Issue 21, the critical path in parallel: before Module Federation has negotiated anything, the
 * first script asks for remotes.json and for the API answers the first screen needs. Otherwise each
 * would wait for the one before it (shell chunks, manifest, remote entry, remote chunks, render,
 * then the listings call). The answers wait on `globalThis` until the remote loader and the
 * request layer take them (takeEarlyResponse, once each).
 */
export function startEarlyRequests(): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORED_LOCATION_KEY);
  } catch {
    // Storage can be refused (private mode, policy); the page then searches without it, as here.
  }
  // For the API's next page of this visitor (kept before this cookie existed, or cleared since).
  rememberForFirstScreen(FIRST_SCREEN_COOKIES.location, stored);
  const early = new Map<string, Promise<Response>>();
  const start = (url: string, init: RequestInit) => {
    const pending = fetch(url, init);
    // An answer nobody takes must not surface as an unhandled rejection; the taker awaits the same promise.
    pending.catch(() => undefined);
    early.set(url, pending);
  };
  // Handed in the HTML by the API (one request fewer on a phone's few connections), else asked for.
  const inline = document.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (inline) early.set(MANIFEST_URL, Promise.resolve(new Response(inline)));
  else start(MANIFEST_URL, { cache: 'no-cache' });
  preloadRemoteEntry(early.get(MANIFEST_URL) as Promise<Response>);
  // A server-rendered page carries the answers it was rendered from: the first render must read
  // exactly those (hydration), and asking again would only repeat what the HTML brought.
  // Read as text: the page's request layer parses each where it takes it, once.
  for (const script of document.querySelectorAll(`script[${INLINE_ANSWER_ATTRIBUTE}]`)) {
    const url = script.getAttribute(INLINE_ANSWER_ATTRIBUTE);
    if (url) early.set(url, Promise.resolve(new Response(script.textContent, { headers: { 'content-type': 'application/json' } })));
  }
  for (const url of firstScreenRequests(window.location.pathname, window.location.search, stored)) {
    if (!early.has(url)) start(url, { credentials: 'include' });
  }
  (globalThis as Record<symbol, unknown>)[EARLY_RESPONSES] = early;
}

