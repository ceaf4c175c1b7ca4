import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyResponse } from '@chonail/shared/domain';
import { type RemotePageProps, type RemoteRoutesModule, settledPromise } from '@chonail/web/ui';
import { MANIFEST_URL } from './manifest-url';

export const REMOTE_NAMES = ['browse', 'post', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemoteManifest = Record<RemoteName, string>;

let manifest: Partial<RemoteManifest> = {};
const modules = new Map<RemoteName, { routes: Promise<RemoteRoutesModule>; page: Promise<ComponentType<RemotePageProps>> }>();

function parseManifest(value: unknown): Partial<RemoteManifest> {
  if (!value || typeof value !== 'object') return {};
  const entries = REMOTE_NAMES.flatMap((name) => {
    const entry = (value as Record<string, unknown>)[name];
    return typeof entry === 'string' && entry.length > 0 ? [[name, entry] as const] : [];
  });
  return Object.fromEntries(entries);
}

/** Reads remotes.json once at start. A missing manifest is not fatal: each remote then shows its error panel. */
export async function loadRemoteManifest(url = MANIFEST_URL): Promise<void> {
  try {
    const response = await (takeEarlyResponse(url) ?? fetch(url, { cache: 'no-cache' }));
    manifest = response.ok ? parseManifest(await response.json()) : {};
  } catch {
    manifest = {};
  }
  const remotes = Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
  if (remotes.length) registerRemotes(remotes);
}

function loadRoutes(name: RemoteName) {
  let loaded = modules.get(name);
  if (!loaded) {
    const routes = (async () => {
      if (!manifest[name]) throw new Error(`remote "${name}" is not in ${MANIFEST_URL}`);
      const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
      if (!module?.default) throw new Error(`remote "${name}" did not load`);
      return module;
    })();
    loaded = { routes, page: settledPromise(routes.then((module) => module.default)) };
    modules.set(name, loaded);
  }
  return loaded;
}

/**
 * For the server build (server/render.tsx), which has the remotes' modules in its own bundle: the
 * page is read from them, already settled, instead of through Module Federation.
 */
export function provideRemote(name: RemoteName, module: RemoteRoutesModule): void {
  const routes = settledPromise(Promise.resolve(module));
  modules.set(name, { routes, page: settledPromise(routes.then((loaded) => loaded.default)) });
}

/**
 * The remote's page component. A failed load stays cached (React re-renders a suspended component
 * before showing its error, and a fresh promise each time would suspend forever) until
 * `retryRemote` is called from the error panel. Once loaded, it is read without suspending.
 */
export function loadRemotePage(name: RemoteName): Promise<ComponentType<RemotePageProps>> {
  return loadRoutes(name).page;
}

/** Loads a remote and the code of one of its pages, so that page's first render needs nothing more. */
export async function prepareRemotePage(name: RemoteName, page: string): Promise<void> {
  const loaded = loadRoutes(name);
  const routes = await loaded.routes;
  // Awaited, the page promise has been marked settled (its marking ran first), so React reads it at once.
  await Promise.all([loaded.page, routes.preloadPage?.(page)]);
}

export function retryRemote(name: RemoteName): void {
  // Files the API named in this page's HTML (its first-screen preload links, by path) that failed
  // stay failed for this document in Chromium: the remote's next request for them gets the old
  // error without asking the network. Only a fresh page loads them again.
  if (document.querySelector(`link[rel="preload"][href^="/remotes/${name}/"]`)) {
    window.location.reload();
    return;
  }
  modules.delete(name);
  const entry = manifest[name];
  // `force` drops the runtime's cached (failed) container so the script is fetched again.
  if (entry) registerRemotes([{ name, entry: new URL(entry, window.location.href).href }], { force: true });
}
