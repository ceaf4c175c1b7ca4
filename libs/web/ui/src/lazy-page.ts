import { type ComponentProps, type ComponentType, createElement, use } from 'react';

/** React's own fields on a promise it reads with `use`: once they say settled, it reads without suspending. */
type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/**
 * Marks `promise` as settled when it settles, so React's `use` reads it at once from then on
 * instead of suspending for a tick (a promise React sees for the first time always suspends).
 */
export function settledPromise<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

// Any props, as React.lazy takes: the page's own props pass through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type LazyPage<T extends AnyComponent> = T & { preload(): Promise<T> };

/**
 * React.lazy for a page, with a `preload` that fetches its code ahead of the first render: a page
 * whose code is there renders in the same commit as what surrounds it. (React.lazy suspends once
 * even then, and React holds back what a Suspense boundary reveals for at least 300 ms after its
 * fallback showed: the visitor sees a spinner for code that had already arrived.)
 */
export function lazyPage<T extends AnyComponent>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loaded: Promise<T> | undefined;
  const preload = () => (loaded ??= settledPromise(load().then((module) => module.default)));
  function Page(props: ComponentProps<T>) {
    return createElement(use(preload()), props);
  }
  return Object.assign(Page, { preload }) as unknown as LazyPage<T>;
}

/**
 * A remote's split pages by their key (the `page` of REMOTE_ROUTES): `find` the one to render, and
 * `preload`, which the remote exports as its routes module's `preloadPage` for the shell.
 */
export function lazyPages<K extends string>(pages: Record<K, LazyPage<AnyComponent>>) {
  const find = (page: string): LazyPage<AnyComponent> | undefined => (Object.hasOwn(pages, page) ? pages[page as K] : undefined);
  return { find, preload: (page: string): Promise<unknown> => find(page)?.preload() ?? Promise.resolve() };
}
