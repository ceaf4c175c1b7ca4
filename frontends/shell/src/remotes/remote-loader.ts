import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyResponse } from '@chonail/shared/domain';
import type { RemotePageProps } from '@chonail/web/ui';

export const REMOTE_NAMES = ['browse', 'post', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemoteManifest = Record<RemoteName, string>;

/** Where the shell learns the remotes' URLs, at run time, so a deployment can move them without a rebuild. */
export const MANIFEST_URL = '/remotes.json';

let manifest: Partial<RemoteManifest> = {};
const modules = new Map<RemoteName, Promise<ComponentType<RemotePageProps>>>();

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

/**
 * The remote's page component. A failed load stays cached (React re-renders a suspended component
 * before showing its error, and a fresh promise each time would suspend forever) until
 * `retryRemote` is called from the error panel.
 */
export function loadRemotePage(name: RemoteName): Promise<ComponentType<RemotePageProps>> {
  let pending = modules.get(name);
  if (!pending) {
    pending = (async () => {
      if (!manifest[name]) throw new Error(`remote "${name}" is not in ${MANIFEST_URL}`);
      const loaded = await loadRemote<{ default: ComponentType<RemotePageProps> }>(`${name}/routes`);
      if (!loaded?.default) throw new Error(`remote "${name}" did not load`);
      return loaded.default;
    })();
    modules.set(name, pending);
  }
  return pending;
}

export function retryRemote(name: RemoteName): void {
  modules.delete(name);
  const entry = manifest[name];
  // `force` drops the runtime's cached (failed) container so the script is fetched again.
  if (entry) registerRemotes([{ name, entry: new URL(entry, window.location.href).href }], { force: true });
}
