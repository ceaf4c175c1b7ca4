import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRemoteRoute, REMOTE_ROUTES } from '@chonail/shared/contracts';
import { pageRequests } from '@chonail/shared/domain';

/** What the web build writes beside each remote (tools/rspack/startup-preloads.cjs): file names in its folder. */
interface RemotePreloads {
  routes?: unknown;
  pages?: Record<string, unknown>;
}

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
  return `<link rel="preload" as="fetch" href="${href}" crossorigin="use-credentials">`;
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
 * The answers the page's first screen asks the API for, when they depend on the path alone (a
 * job's post, the map's points: `pageRequests`), are named too: the phone asks for them with the
 * HTML's other links instead of after the shell's first script has arrived and run.
 *
 * Returns the HTML for a path (index.html itself where there is nothing to add).
 */
export function firstScreenHtml(webDir: string, indexHtml: string, { mountedManifest = false } = {}): (path: string) => string {
  const manifest = mountedManifest ? undefined : (readJson(join(webDir, 'shell', 'remotes.json')) as Record<string, unknown> | undefined);
  const byPattern = new Map<string, string[]>();
  for (const route of REMOTE_ROUTES) {
    const entry = `/remotes/${route.remote}/remoteEntry.js`;
    if (manifest?.[route.remote] !== entry) continue;
    const preloads = (readJson(join(webDir, route.remote, 'preloads.json')) ?? {}) as RemotePreloads;
    const files = [...list(preloads.routes), ...list(preloads.pages?.[route.page])];
    byPattern.set(route.path, [entry, ...[...new Set(files)].map((file) => `/remotes/${route.remote}/${file}`)].map(link));
  }
  return (path) => {
    const route = findRemoteRoute(path);
    const links = [...pageRequests(path).map(apiLink), ...((route && byPattern.get(route.path)) ?? [])];
    return links.length ? indexHtml.replace('</head>', `${links.join('')}</head>`) : indexHtml;
  };
}
