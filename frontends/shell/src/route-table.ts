import type { RemoteName } from './remotes/remote-loader';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  page: string;
}

/** Every route a remote renders (spec 01 and 02 route lists). The shell owns the table; remotes own the pages. */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'browse', page: 'home' },
  { path: '/map', remote: 'browse', page: 'map' },
  { path: '/job/:id', remote: 'browse', page: 'job' },
  { path: '/saved', remote: 'browse', page: 'saved' },
  { path: '/saved-items', remote: 'browse', page: 'saved' },
  { path: '/forum', remote: 'browse', page: 'forum' },
  { path: '/forum/thread/:id', remote: 'browse', page: 'forum' },
  { path: '/forum/post/:id', remote: 'browse', page: 'forum' },
  { path: '/new-package', remote: 'post', page: 'newPackage' },
  { path: '/package', remote: 'post', page: 'newPackage' },
  { path: '/my-posts/:id', remote: 'post', page: 'myPost' },
  { path: '/customerportal', remote: 'post', page: 'customerPortal' },
  { path: '/payment-success', remote: 'post', page: 'paymentSuccess' },
  { path: '/admin/*', remote: 'admin', page: 'admin' },
  { path: '/tuongadmin/*', remote: 'admin', page: 'admin' },
];
