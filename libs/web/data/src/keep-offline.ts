/**
 * Asks the service worker (tools/pwa/sw.ts) to keep files this page has drawn, through Workbox's
 * CACHE_URLS message: the worker stores those its rules allow (tools/pwa/offline-rules.ts) and no
 * other. Each file goes with this page's address as its referrer, by which the worker tells an
 * opened listing's photos (a job page, a page with ?post=) from a list's thumbnails. Needed because
 * a file the browser draws from its own memory never reaches the worker: the detail dialog's photos
 * are the cards' same thumbnails. Without a controlling worker (a first visit, a browser without
 * one) it does nothing. (The shell's register-sw.ts sends the same message for a first visit's files.)
 */
export function keepForOffline(files: readonly string[]): void {
  const controller = globalThis.navigator?.serviceWorker?.controller;
  if (!controller || files.length === 0) return;
  controller.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: files.map((url) => [url, { referrer: location.href }]) } });
}
