import { useRegisterSingletons } from '@chonail/web/data';
import { ComingSoon, type ComingSoonPage, type RemotePageProps } from '@chonail/web/ui';
import './browse.slice';

const PAGES: Record<string, ComingSoonPage> = { home: 'home', map: 'map', job: 'job', saved: 'saved', forum: 'forum' };

export default function BrowsePage({ page }: RemotePageProps) {
  useRegisterSingletons('browse');
  return <ComingSoon page={PAGES[page] ?? 'home'} />;
}
