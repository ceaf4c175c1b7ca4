/**
 * A few seconds after `load`: the first screen's late requests (its photos, the job page's map and
 * related posts, which wait for the page to settle) go first on a phone's few connections; the
 * worker's install then downloads the precache (mostly from the HTTP cache) and nobody waits for it.
 */
const AFTER_LOAD_MS = 3_000;

/**
 * Starts the service worker (issue 37: installable app, offline reading) once the page has loaded,
 * settled and the browser is idle, so it never competes with the first screen: its code is a chunk
 * of its own, asked for only then. Production builds only (a development server's files change
 * under it), and only where browsers allow one: https, or localhost.
 */
export function startServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const idle = window.requestIdleCallback ?? setTimeout;
  const register = () => void import('./register-sw').then((m) => m.registerServiceWorker(), () => undefined);
  const later = () => setTimeout(() => idle(register), AFTER_LOAD_MS);
  // A page the server drew may have finished loading before its code arrived (paint-first).
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
