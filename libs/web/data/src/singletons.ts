import { useEffect } from 'react';
import * as React from 'react';
import { useStore } from 'react-redux';

/**
 * Each app (shell and every remote) records the React module and the Redux store it actually runs
 * with. Module Federation is set to share both as singletons; this lets a browser test check that at
 * run time (one React, one store), instead of trusting the configuration.
 */
export interface RuntimeSingletons {
  /** React.createElement: each bundle wraps a shared module in its own namespace object, but a
   * function of the module itself is the same object only if the module is. */
  react: unknown;
  store: unknown;
}

const KEY = '__CHONAIL_RUNTIME__';

export function registerSingletons(app: string, singletons: RuntimeSingletons): void {
  const registry = ((globalThis as Record<string, unknown>)[KEY] ??= {}) as Record<string, RuntimeSingletons>;
  registry[app] = singletons;
}

/** For remotes: records the React and store this remote's components see. */
export function useRegisterSingletons(app: string): void {
  const store = useStore();
  useEffect(() => {
    registerSingletons(app, { react: React.createElement, store });
  }, [app, store]);
}
