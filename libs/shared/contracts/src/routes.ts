/**
 * The web app's pages, in one place for the shell (which renders them) and the API (which answers
 * 404 for any other path while still sending the app, so the not-found page shows with the right
 * status). Kept free of zod so the shell's first page can import it.
 */
export type WebRemoteName = 'browse' | 'post' | 'admin';

export interface RemoteRoute {
  path: string;
  remote: WebRemoteName;
  page: string;
}

/** Every route a remote renders (spec 01 and 02 route lists); the remotes own the pages. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'browse', page: 'home' },
  { path: '/map', remote: 'browse', page: 'map' },
  { path: '/job/:id', remote: 'browse', page: 'job' },
  { path: '/saved', remote: 'browse', page: 'saved' },
  // Spec 02 names two saved pages: the job cards (Saved Items) and every kind of entry (Saved Content).
  { path: '/saved-items', remote: 'browse', page: 'savedContent' },
  { path: '/forum', remote: 'browse', page: 'forum' },
  { path: '/forum/thread/:id', remote: 'browse', page: 'forum' },
  { path: '/forum/post/:id', remote: 'browse', page: 'forum' },
  // Issue 37's state pages and their cities' (`:city?`), a Vietnamese and an English path of each
  // (domain `PLACE_PAGE_PREFIXES`).
  { path: '/viec-lam-nail/:state/:city?', remote: 'browse', page: 'place' },
  { path: '/nail-jobs/:state/:city?', remote: 'browse', page: 'place' },
  { path: '/tiem-nail-ban/:state/:city?', remote: 'browse', page: 'place' },
  { path: '/nail-salons-for-sale/:state/:city?', remote: 'browse', page: 'place' },
  // Issue 39: a saved search's text links here (the posts it told about, and a way to stop the texts).
  { path: '/s/:code', remote: 'browse', page: 'alertLink' },
  { path: '/new-package', remote: 'post', page: 'newPackage' },
  { path: '/package', remote: 'post', page: 'newPackage' },
  { path: '/my-posts/:id', remote: 'post', page: 'myPost' },
  { path: '/customerportal', remote: 'post', page: 'customerPortal' },
  { path: '/payment-success', remote: 'post', page: 'paymentSuccess' },
  { path: '/admin/*', remote: 'admin', page: 'admin' },
  { path: '/tuongadmin/*', remote: 'admin', page: 'admin' },
];

/** The shell's own pages. */
export const SHELL_PAGES = {
  about: '/about',
  faq: '/faq',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  skeletonDemo: '/skeleton-demo',
} as const;

/** The public job page, whose status also depends on whether the post can be shown. */
export const JOB_PAGE_ROUTE = '/job/:id';

/**
 * Matches a pathname against a route pattern as the router does: `:name` takes one segment, a
 * trailing `:name?` one or none, a trailing `/*` any rest (none included), a trailing slash is
 * ignored. Returns the params.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const split = (path: string) => path.split('/').filter(Boolean);
  const wanted = split(pattern);
  const given = split(pathname);
  const last = wanted[wanted.length - 1] ?? '';
  const splat = last === '*';
  const optional = last.startsWith(':') && last.endsWith('?');
  if (splat) wanted.pop();
  if (optional) wanted[wanted.length - 1] = last.slice(0, -1);
  if (optional && given.length === wanted.length - 1) wanted.pop();
  if (splat ? given.length < wanted.length : given.length !== wanted.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of wanted.entries()) {
    const segment = given[i] as string;
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segment);
    else if (part.toLowerCase() !== safeDecode(segment).toLowerCase()) return null;
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The remote's page a pathname opens, or null for the shell's own pages and unknown paths. */
export function findRemoteRoute(pathname: string): RemoteRoute | null {
  return REMOTE_ROUTES.find((route) => matchRoute(route.path, pathname) !== null) ?? null;
}

/** The web route a pathname opens, or null when the app would show its not-found page. */
export function findWebRoute(pathname: string): { pattern: string; params: Record<string, string> } | null {
  const patterns = [...REMOTE_ROUTES.map((route) => route.path), ...Object.values(SHELL_PAGES)];
  for (const pattern of patterns) {
    const params = matchRoute(pattern, pathname);
    if (params) return { pattern, params };
  }
  return null;
}

/** Where a saved entry opens (spec 02 "Saved Content page"). */
export function savedEntryPath(entry: { type: 'job' | 'thread' | 'post'; id: number }): string {
  return entry.type === 'job' ? `/job/${entry.id}` : `/forum/${entry.type}/${entry.id}`;
}

/** The id of the `<script type="application/json">` in which the API hands a page remotes.json itself. */
export const INLINE_MANIFEST_ID = 'remotes-manifest';
/**
 * The attribute naming the URL of an API answer a server-rendered page carries, one JSON script
 * element each (issue 37): the browser takes them instead of asking again, and hydrates from them,
 * parsing each once, where the page reads it.
 */
export const INLINE_ANSWER_ATTRIBUTE = 'data-first-screen-answer';

/**
 * Pages whose first screen the server renders (issue 37): what a guest sees, worth a search
 * engine's and a link preview's reading. Personal pages (saved, portal, posting, admin) are left to
 * the browser: the server never knows who is signed in.
 */
const SERVER_RENDERED_PATTERNS = [
  '/',
  '/map',
  '/job/:id',
  '/forum',
  '/forum/thread/:id',
  '/forum/post/:id',
  // Not the contact form: a form drawn before the app has taken it over would post itself as a
  // plain HTML form on a quick tap, and it has nothing a search engine needs.
  ...Object.values(SHELL_PAGES).filter((path) => path !== SHELL_PAGES.skeletonDemo && path !== SHELL_PAGES.contact),
];

/** Whether the server renders this path's first screen (the city and state pages too). */
export function isServerRenderedPath(pathname: string): boolean {
  return findRemoteRoute(pathname)?.page === 'place' || SERVER_RENDERED_PATTERNS.some((pattern) => matchRoute(pattern, pathname) !== null);
}
