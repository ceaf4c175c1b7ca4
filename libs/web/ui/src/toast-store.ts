import { useSyncExternalStore } from 'react';

/** Spec 02 section 9: one toast visible at a time, 5000 ms by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
/** A dismissed toast leaves the list this long after closing (spec 02 section 9 constant). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

type Listener = () => void;

/**
 * Module-level state: this lib is a Module Federation singleton, so the shell's toaster shows
 * toasts raised from any remote without passing anything through the Redux store.
 */
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: number): void {
  emit(items.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of items) {
    if (item.open || removalTimers.has(item.id)) continue;
    removalTimers.set(
      item.id,
      setTimeout(() => {
        removalTimers.delete(item.id);
        emit(items.filter((i) => i.id !== item.id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => items,
  );
}

/**
 * Open dialogs. While one is open its toasts show inside it, in the flow of its content (see
 * DialogFrame), so no message floats over the field or button the user is about to use.
 */
let openDialogs = 0;
const dialogListeners = new Set<Listener>();

/** A dialog calls this when it opens; the returned function, when it closes. */
export function registerDialog(): () => void {
  openDialogs += 1;
  for (const listener of dialogListeners) listener();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    openDialogs -= 1;
    for (const listener of dialogListeners) listener();
  };
}

export function useDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      dialogListeners.add(listener);
      return () => dialogListeners.delete(listener);
    },
    () => openDialogs > 0,
    () => false,
  );
}
