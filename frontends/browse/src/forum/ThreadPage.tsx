import { useEffect } from 'react';
import { postIdParam } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useAccount } from '@chonail/web/data';
import { useForumThreadQuery, useReplyToForumThreadMutation } from '@chonail/web/data/forum';
import { usePageNow } from '@chonail/web/ui';
import { useLocation, useNavigate, useParams, useSearchParams } from '@chonail/web/router';
import { ReplyEntry, ThreadEntry } from './entries';
import { ReplyForm, sent } from './forms';
import { BackToForum, ForumLoadFailed, ForumNotFound, ForumSignInPrompt, isNotFound, LoadingBlock, PAGE_FRAME, Pager, pageParam } from './forum-ui';

const threadHref = (threadId: number, page: number) => `/forum/thread/${threadId}${page > 1 ? `?page=${page}` : ''}`;

/** /forum/thread/:id (issue 22): the question, its replies oldest first a page at a time, and the reply box. */
export function ThreadPage() {
  const { t } = useTranslation();
  const threadId = postIdParam(useParams().id);
  const page = pageParam(useSearchParams()[0].get('page'));
  const { hash } = useLocation();
  const now = usePageNow();
  const { data, error, refetch } = useForumThreadQuery({ id: threadId ?? 0, page }, { skip: threadId === null });
  // Another thread's answer stays in `data` while this one loads.
  const shown = data?.thread.id === threadId ? data : undefined;

  // A link to one reply (#post-12) points below the fold; the browser cannot scroll there before the replies arrive.
  useEffect(() => {
    if (shown && hash.startsWith('#post-')) document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'center' });
  }, [shown, hash]);

  if (threadId === null || isNotFound(error)) return <ForumNotFound kind="thread" />;
  if (!shown) {
    return (
      <div className={PAGE_FRAME}>
        <BackToForum />
        {error ? <ForumLoadFailed onRetry={() => void refetch()} /> : <LoadingBlock lines={4} testId="forum-thread-loading" />}
      </div>
    );
  }

  const { thread, replies } = shown;
  return (
    <div className={PAGE_FRAME} data-testid="forum-thread-page">
      <BackToForum />
      <ThreadEntry thread={thread} now={now} />
      <section aria-labelledby="forum-replies-heading" className="mt-8">
        <h2 id="forum-replies-heading" className="text-lg font-bold text-slate-900">
          {t('forum.thread.repliesHeading', { count: replies.total })}
        </h2>
        {replies.total === 0 ? (
          <p className="mt-3 text-slate-600" data-testid="forum-no-replies">
            {t('forum.thread.noReplies')}
          </p>
        ) : (
          <ol className="mt-3 space-y-3" data-testid="forum-replies">
            {replies.items.map((reply) => (
              <li key={reply.id}>
                <ReplyEntry reply={reply} highlighted={hash === `#post-${reply.id}`} now={now} />
              </li>
            ))}
          </ol>
        )}
        <Pager page={replies.page} pageSize={replies.pageSize} total={replies.total} hrefOf={(n) => threadHref(thread.id, n)} />
      </section>
      <section className="mt-8">
        <ReplyBox threadId={thread.id} total={replies.total} pageSize={replies.pageSize} />
      </section>
    </div>
  );
}

function ReplyBox({ threadId, total, pageSize }: { threadId: number; total: number; pageSize: number }) {
  const { t } = useTranslation();
  const account = useAccount();
  const navigate = useNavigate();
  const [send] = useReplyToForumThreadMutation();
  if (account.status === 'loading') return null;
  if (account.status === 'guest') {
    return <ForumSignInPrompt title={t('forum.reply.loginTitle')} body={t('forum.reply.loginBody')} testId="forum-reply-login-prompt" />;
  }
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-lg font-bold text-slate-900">{t('forum.reply.heading')}</h2>
      <ReplyForm
        label={t('forum.reply.label')}
        submitLabel={t('forum.reply.submit')}
        busyLabel={t('forum.reply.submitting')}
        testId="forum-reply-form"
        onSubmit={(values) =>
          sent(t, 'forum.reply.failed', async () => {
            const reply = await send({ threadId, body: values.body }).unwrap();
            // Oldest first: the new reply is on the last page, shown and pointed at there.
            navigate(`${threadHref(threadId, Math.ceil((total + 1) / pageSize))}#post-${reply.id}`);
          })
        }
      />
    </div>
  );
}
