import { postIdParam } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useForumPostQuery } from '@chonail/web/data/forum';
import { usePageNow } from '@chonail/web/ui';
import { Link, useParams } from '@chonail/web/router';
import { ReplyEntry } from './entries';
import { BackToForum, CategoryBadge, ForumLoadFailed, ForumNotFound, isNotFound, LoadingBlock, PAGE_FRAME, secondaryButton } from './forum-ui';

/** /forum/post/:id (issue 22): one reply, highlighted, under its thread's title, which leads to the page of the thread it is on. */
export function PostPage() {
  const { t } = useTranslation();
  const postId = postIdParam(useParams().id);
  const now = usePageNow();
  const { data, error, refetch } = useForumPostQuery(postId ?? 0, { skip: postId === null });
  const shown = data?.post.id === postId ? data : undefined;

  if (postId === null || isNotFound(error)) return <ForumNotFound kind="post" />;
  if (!shown) {
    return (
      <div className={PAGE_FRAME}>
        <BackToForum />
        {error ? <ForumLoadFailed onRetry={() => void refetch()} /> : <LoadingBlock lines={2} testId="forum-post-loading" />}
      </div>
    );
  }

  const { post, thread, page } = shown;
  const inThread = `/forum/thread/${thread.id}${page > 1 ? `?page=${page}` : ''}#post-${post.id}`;
  return (
    <div className={PAGE_FRAME} data-testid="forum-post-page">
      <BackToForum />
      <p className="text-sm font-semibold text-slate-600">{t('forum.post.heading')}</p>
      <div className="mt-2">
        <CategoryBadge category={thread.category} />
      </div>
      <h1 className="mt-1 break-words text-2xl font-bold">
        <Link to={inThread} className="block min-h-11 py-1 text-rose-800 underline hover:text-rose-900" data-testid="forum-post-thread-link" data-user-content>
          {thread.title}
        </Link>
      </h1>
      <div className="mt-4">
        <ReplyEntry reply={post} highlighted now={now} />
      </div>
      <Link to={inThread} className={`${secondaryButton} mt-4`} data-testid="forum-post-view-thread">
        {t('forum.post.viewThread')}
      </Link>
    </div>
  );
}
