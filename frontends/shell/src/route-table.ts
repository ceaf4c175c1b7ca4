import { REMOTE_ROUTES as ROUTES, type RemoteRoute as SharedRemoteRoute } from '@chonail/shared/contracts/routes';
import type { RemoteName } from './remotes/remote-loader';

export { SHELL_PAGES } from '@chonail/shared/contracts/routes';

export interface RemoteRoute extends SharedRemoteRoute {
  remote: RemoteName;
}

/**
 * Every route a remote renders. The table lives in @chonail/shared/contracts/routes, where the API
 * reads it too (unknown paths answer 404); the shell owns the rendering, remotes own the pages.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = ROUTES;
