import { useRegisterSingletons } from '@chonail/web/data';
import { ComingSoon, type ComingSoonPage, type RemotePageProps } from '@chonail/web/ui';
import './browse.slice';
import { HomePage } from './home/HomePage';

const LATER: Record<string, ComingSoonPage> = { map: 'map', job: 'job', saved: 'saved', forum: 'forum' };

export default function BrowsePage({ page }: RemotePageProps) {
  useRegisterSingletons('browse');
  if (page === 'home') return <HomePage />;
  return <ComingSoon page={LATER[page] ?? 'home'} />;
}
