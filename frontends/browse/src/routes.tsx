import { lazy, Suspense } from 'react';
import { useRegisterSingletons } from '@chonail/web/data';
import { ComingSoon, type ComingSoonPage, type RemotePageProps, Spinner } from '@chonail/web/ui';
import './browse.slice';
import { HomePage } from './home/HomePage';

// Loaded on demand: most visits start on the home page, whose code is all the first page carries.
const SavedPage = lazy(() => import('./saved/SavedPage'));
const JobPage = lazy(() => import('./job/JobPage').then((m) => ({ default: m.JobPage })));
// Leaflet and its stylesheet come with the map page only.
const MapPage = lazy(() => import('./map/MapPage'));
const LAZY_PAGES = { saved: SavedPage, job: JobPage, map: MapPage } as const;

const LATER: Record<string, ComingSoonPage> = { forum: 'forum' };

export default function BrowsePage({ page }: RemotePageProps) {
  useRegisterSingletons('browse');
  if (page === 'home') return <HomePage />;
  if (page in LAZY_PAGES) {
    const Page = LAZY_PAGES[page as keyof typeof LAZY_PAGES];
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
  }
  return <ComingSoon page={LATER[page] ?? 'home'} />;
}
