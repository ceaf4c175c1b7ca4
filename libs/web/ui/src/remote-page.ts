import type { ComponentType } from 'react';

/**
 * The contract between the shell and a remote: each remote exposes `./routes`, whose default export
 * renders one of its pages by key. The shell keeps the route table, so paths, not-found and layout
 * stay in one place while remotes own what is on the page.
 */
export interface RemotePageProps {
  page: string;
}

/** A remote's `./routes` module. */
export interface RemoteRoutesModule {
  default: ComponentType<RemotePageProps>;
  /** Fetches one page's code ahead of its first render (the shell asks for the page a visit starts on). */
  preloadPage?: (page: string) => Promise<unknown>;
}
