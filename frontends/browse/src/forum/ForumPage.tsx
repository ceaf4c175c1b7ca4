import { matchRoute } from '@chonail/shared/contracts/routes';
import { addTranslations } from '@chonail/shared/i18n';
import { forumCatalogue } from '@chonail/shared/i18n/forum';
import { useLocation } from '@chonail/web/router';
import { PostPage } from './PostPage';
import { ThreadListPage } from './ThreadListPage';
import { ThreadPage } from './ThreadPage';

// The forum's copy comes with this chunk, before any of its screens renders.
addTranslations(forumCatalogue);

/** The three forum routes are one page of the route table ('forum'); the path says which screen. */
export default function ForumPage() {
  const { pathname } = useLocation();
  if (matchRoute('/forum/thread/:id', pathname)) return <ThreadPage />;
  if (matchRoute('/forum/post/:id', pathname)) return <PostPage />;
  return <ThreadListPage />;
}
