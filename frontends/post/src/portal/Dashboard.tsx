import { lazy, Suspense, useEffect, useState } from 'react';
import type { JobPost } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { LIST_FRESH_SECONDS, NEW_JOB_POST_EVENT } from '@chonail/web/data';
import { useDeleteJobPostMutation, useMyJobPostsQuery, usePauseJobPostMutation, useResumeJobPostMutation } from '@chonail/web/data/posting';
import { Link } from '@chonail/web/router';
import { buttonClass, ErrorPanel, Spinner, toast } from '@chonail/web/ui';
import { PostStatsSummary } from '../my-post/PostStatsSummary';
import { CreditsPanel } from './CreditsPanel';
import { HiddenNote } from './HiddenNote';
import { EXPIRY_STYLES, failureKey, postExpiry, postStatus, STATUS_STYLES } from './post-status';
import { RenewButton } from './RenewButton';

// Radix and the uploader load with the first dialog, not with the portal.
const ConfirmDialog = lazy(() => import('@chonail/web/ui/dialog').then((m) => ({ default: m.ConfirmDialog })));
const EditPostDialog = lazy(() => import('./EditPostDialog'));

const primaryButton = buttonClass({ width: 'auto' });
const actionButton = 'min-h-11 flex-1 rounded-lg border px-3 text-sm font-semibold sm:flex-none disabled:opacity-50';

type Pending = { kind: 'pause' | 'delete'; post: JobPost } | null;
type ApiResult = { error?: unknown };

/** Spec 01 "Customer portal": the counts, the owner's posts and their actions. */
export function Dashboard() {
  const { t } = useTranslation();
  const { data: posts, isLoading, isError, refetch } = useMyJobPostsQuery(undefined, { refetchOnMountOrArgChange: LIST_FRESH_SECONDS });
  const [pause] = usePauseJobPostMutation();
  const [resume, resuming] = useResumeJobPostMutation();
  const [remove] = useDeleteJobPostMutation();
  const [pending, setPending] = useState<Pending>(null);
  const [editing, setEditing] = useState<JobPost | null>(null);
  const now = new Date();

  // The wizard announces a new post; it is the owner's own, so it shows at once (no 30 s throttle).
  useEffect(() => {
    const onNewPost = () => void refetch();
    window.addEventListener(NEW_JOB_POST_EVENT, onNewPost);
    return () => window.removeEventListener(NEW_JOB_POST_EVENT, onNewPost);
  }, [refetch]);

  const report = (result: ApiResult, ok: { title: string; body: string }, failed: { title: string; body: string }) => {
    if (result.error) toast({ variant: 'destructive', title: t(failed.title), description: t(failureKey(result.error, failed.body)) });
    else toast({ variant: 'success', title: t(ok.title), description: t(ok.body) });
  };
  const confirmed = async (kind: 'pause' | 'delete', post: JobPost) => {
    if (kind === 'pause') {
      report(await pause(post.id), { title: 'portal.toast.successTitle', body: 'portal.toast.paused' }, { title: 'portal.toast.errorTitle', body: 'portal.toast.pauseFailed' });
    } else {
      report(await remove(post.id), { title: 'portal.toast.deletedTitle', body: 'portal.toast.deleted' }, { title: 'portal.toast.deleteFailedTitle', body: 'portal.toast.deleteFailed' });
    }
  };
  // Resuming hides nothing from anyone, so it needs no confirmation (spec 01 section 4).
  const resumeNow = async (post: JobPost) =>
    report(await resume(post.id), { title: 'portal.toast.successTitle', body: 'portal.toast.resumed' }, { title: 'portal.toast.errorTitle', body: 'portal.toast.resumeFailed' });

  if (isLoading) return <Spinner />;
  if (!posts) {
    return isError ? (
      <ErrorPanel title={t('portal.dashboard.fetchFailed')} body={t('portal.dashboard.fetchFailedBody')} retryLabel={t('portal.dashboard.retry')} onRetry={() => void refetch()} />
    ) : null;
  }

  const statuses = new Map(posts.map((post) => [post.id, postStatus(post, now)]));
  const counts = {
    total: posts.length,
    active: posts.filter((post) => statuses.get(post.id) === 'active').length,
    saves: posts.reduce((sum, post) => sum + (post.saveCount || 0), 0),
  };

  return (
    <section className="space-y-5" data-testid="portal-dashboard">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{t('portal.dashboard.title')}</h2>
        <Link to="/new-package" className={primaryButton} data-testid="portal-create-post">
          {t('portal.dashboard.createPost')}
        </Link>
      </div>

      <CreditsPanel />

      <dl className="grid grid-cols-3 gap-2 sm:gap-4" aria-label={t('portal.dashboard.countsLabel')}>
        {(['total', 'active', 'saves'] as const).map((key) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-3 text-center sm:p-4">
            <dt className="text-xs font-medium text-slate-500 sm:text-sm">{t(`portal.dashboard.counts.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={`portal-count-${key}`}>
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>

      {posts.length > 0 && <PostStatsSummary />}

      {posts.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center" data-testid="portal-posts-empty">
          <p className="text-base font-semibold text-slate-900">{t('portal.dashboard.empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('portal.dashboard.emptyBody')}</p>
          <Link to="/new-package" className={`${primaryButton} mt-4`}>
            {t('portal.dashboard.createPost')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" data-testid="portal-posts">
          {posts.map((post) => (
            <PostRow
              key={post.id}
              post={post}
              now={now}
              busy={resuming.isLoading && resuming.originalArgs === post.id}
              onEdit={() => setEditing(post)}
              onPause={() => setPending({ kind: 'pause', post })}
              onResume={() => void resumeNow(post)}
              onDelete={() => setPending({ kind: 'delete', post })}
            />
          ))}
        </ul>
      )}

      <Suspense fallback={null}>
        {pending && (
          <ConfirmDialog
            title={t(pending.kind === 'pause' ? 'portal.confirm.pauseTitle' : 'portal.confirm.deleteTitle')}
            body={t(pending.kind === 'pause' ? 'portal.confirm.pauseBody' : 'portal.confirm.deleteBody', { title: pending.post.title })}
            confirmLabel={t(pending.kind === 'pause' ? 'portal.confirm.pauseConfirm' : 'portal.confirm.deleteConfirm')}
            cancelLabel={t('portal.confirm.cancel')}
            busyLabel={t('portal.confirm.working')}
            destructive={pending.kind === 'delete'}
            onConfirm={() => confirmed(pending.kind, pending.post)}
            onClose={() => setPending(null)}
          />
        )}
        {editing && <EditPostDialog post={editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </section>
  );
}

interface PostRowProps {
  post: JobPost;
  now: Date;
  busy: boolean;
  onEdit: () => void;
  onPause: () => void;
  onResume: () => void;
  onDelete: () => void;
}

function PostRow({ post, now, busy, onEdit, onPause, onResume, onDelete }: PostRowProps) {
  const { t, i18n } = useTranslation();
  const status = postStatus(post, now);
  const expiry = postExpiry(post, now, i18n.language);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`portal-post-${post.id}`} data-status={status}>
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className={`rounded-full px-2 py-0.5 ${STATUS_STYLES[status]}`} data-testid="post-status" data-status={status}>
          {t(`portal.post.status.${status}`)}
        </span>
        <span className={EXPIRY_STYLES[expiry.cls]} data-testid="post-expiry" data-expiry-class={expiry.cls}>
          {expiry.date ? t('portal.post.expiresOn', { date: expiry.date }) : t('portal.post.expiry.unknown')}
          {expiry.date && expiry.cls !== 'safe' && ` · ${t(`portal.post.expiry.${expiry.cls}`)}`}
        </span>
      </div>
      {status === 'hidden' && <HiddenNote post={post} testId="post-hidden-note" />}
      <h3 className="mt-2 text-base font-bold text-slate-900" data-user-content>
        <Link to={`/my-posts/${post.id}`} className="hover:underline" data-testid="post-title">
          {post.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {t(`jobCard.jobType.${post.jobType}`)} · <span data-user-content>{post.location}</span>
      </p>
      <p className="mt-1 text-sm text-slate-500">
        {t('portal.post.views')}: <span data-testid="post-views">{post.viewCount}</span> · {t('portal.post.saves')}:{' '}
        <span data-testid="post-saves">{post.saveCount}</span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('portal.post.actions', { title: post.title })}>
        <button type="button" onClick={onEdit} className={`${actionButton} border-slate-300 text-slate-800 hover:bg-slate-50`} data-testid="post-edit">
          {t('portal.post.edit')}
        </button>
        {status === 'active' && (
          <button type="button" onClick={onPause} className={`${actionButton} border-amber-300 text-amber-800 hover:bg-amber-50`} data-testid="post-pause">
            {t('portal.post.pause')}
          </button>
        )}
        {status === 'paused' && (
          <button
            type="button"
            onClick={onResume}
            disabled={busy}
            className={`${actionButton} border-emerald-300 text-emerald-800 hover:bg-emerald-50`}
            data-testid="post-resume"
          >
            {t('portal.post.resume')}
          </button>
        )}
        {status === 'expired' && (
          <RenewButton post={post} className={`${actionButton} inline-flex items-center justify-center border-rose-300 bg-rose-600 text-white hover:bg-rose-700`} />
        )}
        <button type="button" onClick={onDelete} className={`${actionButton} border-red-300 text-red-700 hover:bg-red-50`} data-testid="post-delete">
          {t('portal.post.delete')}
        </button>
      </div>
    </li>
  );
}
