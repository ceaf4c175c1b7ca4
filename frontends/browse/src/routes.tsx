import { Suspense } from 'react';
import { useRegisterSingletons } from '@chonail/web/data';
import { ComingSoon, lazyPage, lazyPages, type RemotePageProps, Spinner } from '@chonail/web/ui';
import './browse.slice';
import { HomePage } from './home/HomePage';

// Loaded on demand: most visits start on the home page, whose code is all the first page carries.
// A chunk named page-<page> is named in that page's HTML by the API, so a visit that starts there
// fetches it alongside the shell (tools/rspack/startup-preloads.cjs).
const LAZY_PAGES = lazyPages({
  saved: lazyPage(() => import(/* webpackChunkName: "page-saved" */ './saved/SavedPage')),
  savedContent: lazyPage(() => import(/* webpackChunkName: "page-savedContent" */ './saved/SavedContentPage')),
  job: lazyPage(() => import(/* webpackChunkName: "page-job" */ './job/JobPage').then((m) => ({ default: m.JobPage }))),
  map: lazyPage(() => import(/* webpackChunkName: "page-map" */ './map/MapPage')),
  forum: lazyPage(() => import(/* webpackChunkName: "page-forum" */ './forum/ForumPage')),
  place: lazyPage(() => import(/* webpackChunkName: "page-place" */ './place/PlacePage')),
  alertLink: lazyPage(() => import(/* webpackChunkName: "page-alertLink" */ './alert-link/AlertLinkPage')),
});

/** The shell calls this for the page a visit starts on, before its first render. */
export const preloadPage = LAZY_PAGES.preload;

export default function BrowsePage({ page }: RemotePageProps) {
  useRegisterSingletons('browse');
  if (page === 'home') return <HomePage />;
  const Page = LAZY_PAGES.find(page);
  if (Page) {
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
  }
  return <ComingSoon page="home" />;
}
