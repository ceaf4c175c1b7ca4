/**
 * The service worker (`/sw.js`), bundled with Workbox by tools/pwa/build-sw.cjs after the web build.
 * It keeps the app's shell and the last LISTINGS_KEPT listings the person opened (detail and
 * photos) so they read offline, and never stores an answer about one person (offline-rules.ts).
 * A new version waits until the person accepts it (frontends/shell/src/sw): the page it would
 * replace may be running the old files' code.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  ASSETS_KEPT,
  CACHES,
  isHashedAsset,
  isListingPage,
  isPhotoRequest,
  isPublicAnswer,
  isStorableListingRequest,
  isStorablePage,
  LISTINGS_KEPT,
  PAGES_KEPT,
  PHOTOS_KEPT,
  type RequestFacts,
  UNHASHED_APP_FILE,
} from './offline-rules';

/** Written by the build (build-pwa.cjs): the shell's and the browse remote's files, with revisions. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
/** The bare app shell (the built index.html), shown for a page that was never stored. */
declare const __SHELL_URL__: string;

/** The little of ServiceWorkerGlobalScope used here (the project's TypeScript has no webworker lib). */
interface WorkerScope {
  location: { origin: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
const worker = globalThis as unknown as WorkerScope;
const { origin } = worker.location;

const DAY_SECONDS = 24 * 60 * 60;
/** Under this the network answers; past it, what was stored shows and the network's answer still refreshes it. */
const NETWORK_TIMEOUT_SECONDS = 3;

const facts = (request: Request, url: URL): RequestFacts => ({
  method: request.method,
  url: url.href,
  origin,
  authorized: request.headers.has('authorization'),
});

// The app's unhashed files (remotes.json, which may be a mounted file that changes without a build,
// and each remote's remoteEntry.js) come from the network while there is one, as without a worker:
// a precached copy would pair the network's newer pages with an older remote. Offline: the last
// copy fetched, else the one precached at install.
registerRoute(
  ({ url }) => url.origin === origin && UNHASHED_APP_FILE.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.manifest,
    plugins: [{ handlerDidError: async ({ request }) => matchPrecache(request.url) }],
  }),
);

// The shell and the browse remote's first screens (home, job page), so the app starts offline.
precacheAndRoute(__PRECACHE_MANIFEST__, {
  // `/` is a page the server renders, not index.html: only the exact URLs are served from here.
  directoryIndex: '',
  cleanURLs: false,
});
cleanupOutdatedCaches();
// The first version takes the open page at once (nothing to replace), so the listing being read
// now is stored; later versions wait for the person's "Reload" (SKIP_WAITING below).
clientsClaim();
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});
/** A page load, or a page's own address handed back by the page the first version took over (CACHE_URLS, asking for HTML). */
const isPage = (request: Request) => request.mode === 'navigate' || (request.headers.get('accept') ?? '').startsWith('text/html');

// Pages: the network's answer (fresh data, the right status), a stored copy when the network is
// down or slow. Personal pages go to the network only; offline the shell opens them.
registerRoute(
  ({ request, url }) => isPage(request) && url.origin === origin && isStorablePage(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    // Pages vary on the language and location cookies; offline, the last one stored is the best there is.
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: PAGES_KEPT, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
);
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// A listing's public detail (never one asked with a token): the last LISTINGS_KEPT opened. Kept by
// its path alone: a list opens it with `?from=TX` (the state searched, for the poster's statistics,
// issue 39), the job page without, and both are the same post.
const byPathAlone = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};
registerRoute(
  ({ request, url }) => isStorableListingRequest(facts(request, url)),
  new NetworkFirst({
    cacheName: CACHES.listings,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [byPathAlone, new ExpirationPlugin({ maxEntries: LISTINGS_KEPT, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
);

// Photos: a file's name never changes its picture, so a stored one is shown without asking. Only
// the pictures of an opened listing are stored, and only files the server calls public. Videos go
// to the network (megabytes, and asked for in ranges).
registerRoute(
  ({ request, url }) => isPhotoRequest(facts(request, url)) && request.destination !== 'video' && request.destination !== 'audio',
  new CacheFirst({
    cacheName: CACHES.photos,
    matchOptions: { ignoreVary: true },
    plugins: [
      {
        cacheWillUpdate: async ({ request, response }) =>
          isListingPage(request.referrer) && isPublicAnswer(response.status, response.headers.get('cache-control')) ? response : null,
      },
      new ExpirationPlugin({ maxEntries: PHOTOS_KEPT, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// The build's other hashed files (a page's chunks, the map's images) as the app asks for them.
registerRoute(
  ({ url }) => isHashedAsset({ method: 'GET', url: url.href, origin }),
  new CacheFirst({ cacheName: CACHES.assets, plugins: [new ExpirationPlugin({ maxEntries: ASSETS_KEPT, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })] }),
);

// A page neither the network nor the cache could give: the app's shell, which shows what is
// stored (an opened listing) or its own "could not load" state.
setCatchHandler(async ({ request }) => (request.destination === 'document' ? ((await matchPrecache(__SHELL_URL__)) ?? Response.error()) : Response.error()));
