/** The worker's message that makes a waiting version take over (tools/pwa/sw.ts). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/**
 * Registers /sw.js and offers a waiting new version to the person (the banner comes in a chunk of
 * its own, only then): a new version never takes over a page by itself, since the page may be
 * running the old files' code.
 */
export function registerServiceWorker(): void {
  const container = navigator.serviceWorker;
  const firstVisit = !container.controller;
  container.register('/sw.js').then((registration) => {
    // Only an update waits for a page that a worker already controls; the first version takes over at once.
    const offer = () => {
      if (registration.waiting && container.controller) void import('./show-update').then((m) => m.showUpdate(registration), () => undefined);
    };
    // A new version may be installing already (the browser looks for one on every page load).
    const track = (installing: ServiceWorker | null) => installing?.addEventListener('statechange', () => installing.state === 'installed' && offer());
    offer();
    track(registration.installing);
    registration.addEventListener('updatefound', () => track(registration.installing));
    // An app opened from the home screen may stay open for days: look again whenever it comes back.
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void registration.update().catch(() => undefined));
    if (firstVisit) container.addEventListener('controllerchange', () => keepWhatThisPageLoaded(container), { once: true });
  }, () => undefined);
}

/**
 * The first version took over after this page had loaded without it (the page itself, which the
 * server rendered with its listing, its files and its photos): hands the worker their addresses,
 * which stores those its rules allow (Workbox's CACHE_URLS; a personal page or call matches no rule
 * and is not even asked for again). The page's address goes as the referrer, by which the worker
 * knows a listing's photos from a list's thumbnails. (The same message as keepForOffline in
 * @chonail/web/data, written here: this late chunk importing a shared library would make Module
 * Federation start every remote's entry to compare versions.)
 */
function keepWhatThisPageLoaded(container: ServiceWorkerContainer): void {
  const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    // Not a video again (megabytes): the worker keeps none.
    .filter((entry) => entry.name.startsWith(`${location.origin}/`) && entry.initiatorType !== 'video')
    .map((entry) => [entry.name, { referrer: location.href }]);
  const page = [location.href, { headers: { accept: 'text/html' } }];
  container.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [page, ...files] } });
}
