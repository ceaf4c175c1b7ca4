/** Guarded localStorage access shared by the slices that persist something. */
// Storage can be missing (server rendering, tests under Node) or throw (privacy modes, full quota):
// the app must still run, just without persistence.
function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    const store = storage();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Persistence is a convenience; the in-memory state stays correct.
  }
}
