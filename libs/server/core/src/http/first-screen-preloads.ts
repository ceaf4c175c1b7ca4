import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseCookies } from 'cookie';
import { findRemoteRoute, INLINE_ANSWER_ATTRIBUTE, INLINE_MANIFEST_ID, REMOTE_ROUTES } from '@chonail/shared/contracts';
import { FIRST_SCREEN_COOKIES, firstScreenRequests, parseStoredLocation, escapeHtml, scriptJson, type StoredLocation } from '@chonail/shared/domain';
import type { RenderedPage } from './server-render';

/** What the web build writes beside each remote (tools/rspack/startup-preloads.cjs): file names in its folder. */
interface RemotePreloads {
  routes?: unknown;
  pages?: Record<string, unknown>;
}
/** What it writes beside the shell: each language catalogue's chunks, and the start of a server-drawn page. */
interface ShellPreloads {
  languages?: Record<string, unknown>;
  paintFirst?: unknown;
}

/** Preloads of code (scripts and a page's stylesheet, as link() below and the build write them). */
const CODE_PRELOAD = /<link rel="preload" as="(?:script|style)" href="([^"]+)">/g;

/** The build's start-up scripts in index.html (tools/rspack/startup-preloads.cjs writes them so). */
const STARTUP_SCRIPT = /<script defer fetchpriority="high" src="([^"]+)"><\/script>/g;

/**
 * A page the server drew paints before its code is even asked for: its start-up script tags and
 * its code's preloads give way to one small script (tools/rspack/paint-first.js) that asks for
 * them, the start-up scripts in order, once the browser has painted. Without it a phone shares the first paint's connection with 150 KB of code
 * the paint does not need (Lighthouse's phone: LCP of / 2.2 s, with it 1.3 s). Pages drawn by the
 * browser keep the tags: they need the code to paint anything.
 */
function paintFirstHtml(html: string, paintFirst: string): string {
  const scripts = [...html.matchAll(STARTUP_SCRIPT)].map((m) => m[1] as string);
  if (!scripts.length) return html;
  // The other code the page will need (its remote's, its language's) is named to it as well, to be
  // asked for with the start-up scripts.
  const preloads = [...html.matchAll(CODE_PRELOAD)].map((m) => m[1] as string);
  let placed = false;
  return html.replace(CODE_PRELOAD, '').replace(STARTUP_SCRIPT, () => {
    if (placed) return '';
    placed = true;
    return `<script defer src="/${paintFirst}" data-preload="${escapeHtml(preloads.join(' '))}" data-scripts="${escapeHtml(scripts.join(' '))}"></script>`;
  });
}

const LANGS = ['vi', 'en'] as const;
type Lang = (typeof LANGS)[number];

const FILE_NAME = /^[\w.-]+\.(js|css)$/;

function readJson(file: string): unknown {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

/** The plain script and stylesheet names of a list read from disk; anything else is left out. */
function list(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string' && FILE_NAME.test(file)) : [];
}

function link(href: string): string {
  return `<link rel="preload" as="${href.endsWith('.css') ? 'style' : 'script'}" href="${href}">`;
}

/** As the shell's first script asks (fetch, credentials included), so the browser hands it this answer. */
function apiLink(href: string): string {
  return `<link rel="preload" as="fetch" href="${href.replace(/&/g, '&amp;')}" crossorigin="use-credentials">`;
}

const MAP_PATH = '/map';

/** remotes.json as the shell's first script asks for it (fetch, same-origin credentials). */
const MANIFEST_LINK = '<link rel="preload" as="fetch" href="/remotes.json" crossorigin>';

/** remotes.json itself, as data the shell's first script reads (`<` escaped: no `</script>` can end it early). */
function inlineManifest(manifest: Record<string, unknown>): string {
  return `<script type="application/json" id="${INLINE_MANIFEST_ID}">${JSON.stringify(manifest).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Issue 21, the critical path in parallel, for a visit that starts on a remote's page: its HTML
 * names the remote's entry, the remote's routes code and the page's own chunks, so the phone asks
 * for them with the shell's instead of one after another (remotes.json, then the entry, then the
 * routes, then the page: four round trips before /map or /job/12 can draw anything).
 *
 * Only for the build's own remotes.json: a mounted manifest (WEB_REMOTES_FILE) may send a remote
 * elsewhere, built separately, whose file names this build cannot know; the shell's first script
 * still preloads the entry it names.
 *
 * The answers the page's first screen asks the API for (`firstScreenRequests`: a job's post, the
 * map's points, the home list of the location the visitor's cookie mirrors) and the reader's
 * language catalogue (the cookie's language, else Vietnamese) are named too: the phone asks for
 * them with the HTML's other links instead of after the shell's first script has arrived and run
 * (on Lighthouse's phone, that wait was 0.15-0.2 s of every page's first paint). remotes.json
 * comes inside the page (a mounted one is named instead): on a phone's six connections each
 * request costs a round trip.
 *
 * A page the server rendered (issue 37) carries its first screen inside #root, and the API answers
 * it was rendered from, which the browser takes instead of asking again (so they are not named).
 *
 * The map page also opens its connection to the tile server early (`tileOrigin`: MAP_TILE_URL's
 * origin, when it names one host).
 *
 * Returns the HTML for a path, its query string, the request's Cookie header, the page's language
 * (issue 37: the URL's, else the cookie's; the catalogue named and `<html lang>` follow it) and
 * the server's render of it, if any.
 */
export function firstScreenHtml(
  webDir: string,
  indexHtml: string,
  { mountedManifest = false, tileOrigin }: { mountedManifest?: boolean; tileOrigin?: string } = {},
): (path: string, search?: string, cookieHeader?: string, pageLang?: Lang, rendered?: RenderedPage | null) => string {
  const manifest = mountedManifest ? undefined : (readJson(join(webDir, 'shell', 'remotes.json')) as Record<string, unknown> | undefined);
  const byPattern = new Map<string, string[]>();
  for (const route of REMOTE_ROUTES) {
    const entry = `/remotes/${route.remote}/remoteEntry.js`;
    if (manifest?.[route.remote] !== entry) continue;
    const preloads = (readJson(join(webDir, route.remote, 'preloads.json')) ?? {}) as RemotePreloads;
    const files = [...list(preloads.routes), ...list(preloads.pages?.[route.page])];
    byPattern.set(route.path, [entry, ...[...new Set(files)].map((file) => `/remotes/${route.remote}/${file}`)].map(link));
  }
  // The build's own manifest never changes while this process runs, so it comes with the page; a
  // mounted one may (WEB_REMOTES_FILE is read on each request), so it is only named.
  const manifestHtml = manifest && typeof manifest === 'object' && !Array.isArray(manifest) ? inlineManifest(manifest) : MANIFEST_LINK;
  const shell = (readJson(join(webDir, 'shell', 'preloads.json')) ?? {}) as ShellPreloads;
  const paintFirst = list([shell.paintFirst])[0];
  const catalogueLinks = Object.fromEntries(LANGS.map((lang) => [lang, list(shell.languages?.[lang]).map((file) => link(`/${file}`))])) as Record<Lang, string[]>;
  return (path, search = '', cookieHeader = '', pageLang, rendered = null) => {
    const cookies = readCookies(cookieHeader);
    const lang: Lang = pageLang ?? (cookies[FIRST_SCREEN_COOKIES.lang] === 'en' ? 'en' : 'vi');
    const route = findRemoteRoute(path);
    const links = [
      ...firstScreenRequests(path, search, cookies[FIRST_SCREEN_COOKIES.location] ?? null)
        .filter((url) => !rendered || !Object.hasOwn(rendered.answers, url))
        .map(apiLink),
      manifestHtml,
      ...catalogueLinks[lang],
      ...((route && byPattern.get(route.path)) ?? []),
      // The map page's main content is its tiles, from the tile server's origin: the connection is
      // opened while the page's code downloads, not once Leaflet asks for the first tile.
      ...(path === MAP_PATH && tileOrigin ? [`<link rel="preconnect" href="${escapeHtml(tileOrigin)}">`] : []),
    ];
    // Functions, not strings: a `$&` or `$'` in a query string must stay text.
    const html = indexHtml.replace(/<html lang="\w+">/, () => `<html lang="${lang}">`).replace('</head>', () => `${links.join('')}</head>`);
    if (!rendered) return html;
    const drawn = paintFirst ? paintFirstHtml(html, paintFirst) : html;
    const answers = Object.entries(rendered.answers)
      .map(([url, data]) => `<script type="application/json" ${INLINE_ANSWER_ATTRIBUTE}="${escapeHtml(url)}">${scriptJson(data)}</script>`)
      .join('');
    return drawn.replace('</head>', () => `${rendered.head}</head>`).replace(
      '<div id="root"></div>',
      () => `<div id="root" data-rendered-at="${rendered.renderedAt}" data-location="${escapeHtml(JSON.stringify(rendered.location))}">${rendered.body}</div>${answers}`,
    );
  };
}

/** The reader's language and searched location as their cookies mirror them (null: not said, or not readable). */
export function readVisitor(cookieHeader = ''): { lang: Lang | null; location: StoredLocation | null } {
  const cookies = readCookies(cookieHeader);
  const lang = cookies[FIRST_SCREEN_COOKIES.lang];
  return { lang: lang === 'vi' || lang === 'en' ? lang : null, location: parseStoredLocation(cookies[FIRST_SCREEN_COOKIES.location] ?? null) };
}

/** The request's cookies; a malformed header counts as none (the page then asks for what it needs itself). */
function readCookies(header: string): Record<string, string | undefined> {
  try {
    return parseCookies(header);
  } catch {
    return {};
  }
}
