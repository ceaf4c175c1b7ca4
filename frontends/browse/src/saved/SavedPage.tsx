import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { JobPost } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { LIST_FRESH_SECONDS, SAVED_ITEMS_CHANGED_EVENT, useAccount, useSavedItemsQuery, useSignInHere } from '@chonail/web/data';
import { Link } from '@chonail/web/router';
import { buttonClass, ErrorPanel, LoginRequired, SkeletonGrid, usePageNow } from '@chonail/web/ui';
import { ListCard } from '../listing/JobGrid';
import { useSaveActions } from '../listing/SaveButton';

const JobDetailModal = lazy(() => import('../listing/JobDetailModal'));

/** Spec 01 section 9: the saved items page polls every 5 s. */
export const SAVED_POLL_MS = 5_000;
/** Every window event after which the list may be out of date (spec 01 section 9). */
const REFRESH_EVENTS = ['focus', 'storage', SAVED_ITEMS_CHANGED_EVENT];
const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3';
const backButton = 'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-700 hover:border-rose-400';
const primaryButton = buttonClass({ width: 'auto' });

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={backButton} data-testid="saved-back">
      ← {t('savedPage.back')}
    </Link>
  );
}

/** Spec 01 "Saved items" (/saved): guests get a login prompt, members their saved job cards. */
export default function SavedPage() {
  const account = useAccount();
  if (account.status === 'loading') {
    return (
      <div className="mx-auto max-w-6xl px-4 py-5">
        <SkeletonGrid />
      </div>
    );
  }
  return account.status === 'guest' ? <GuestPrompt /> : <SavedList />;
}

/** The shell's sign-in dialog opens by itself once; closed, it leaves a way to open it again or leave. Signed in, the list shows here. */
export function GuestPrompt() {
  const { t } = useTranslation();
  const signInHere = useSignInHere();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    signInHere();
  }, [signInHere]);

  return (
    <LoginRequired
      title={t('savedPage.loginTitle')}
      body={t('savedPage.loginBody')}
      signInLabel={t('savedPage.login')}
      onSignIn={() => signInHere()}
      testId="saved-login-prompt"
      secondary={<BackLink />}
    />
  );
}

function SavedList() {
  const { t } = useTranslation();
  const { data: entries, isError, refetch } = useSavedItemsQuery(undefined, {
    pollingInterval: SAVED_POLL_MS,
    refetchOnMountOrArgChange: LIST_FRESH_SECONDS,
  });
  const [opened, setOpened] = useState<JobPost | null>(null);
  const now = usePageNow();
  const { savedIds, busyId, toggle, ownPostDialog } = useSaveActions();
  const onToggleSave = useCallback((postId: number) => void toggle(postId), [toggle]);

  // The shared API turns RTK Query's focus refetch off and never calls setupListeners, so this page listens itself.
  useEffect(() => {
    const refresh = () => void refetch();
    for (const name of REFRESH_EVENTS) window.addEventListener(name, refresh);
    return () => {
      for (const name of REFRESH_EVENTS) window.removeEventListener(name, refresh);
    };
  }, [refetch]);

  // Spec 02's Saved Items page shows job cards; threads and replies are on /saved-items (Saved Content).
  const posts = entries?.flatMap((entry) => (entry.type === 'job' ? [entry.jobPost] : []));

  return (
    <div className="mx-auto max-w-6xl px-4 py-5" data-testid="saved-page">
      <div className="mb-4 flex items-center gap-3">
        <BackLink />
        <h1 className="text-xl font-bold text-slate-900">{t('savedPage.title')}</h1>
      </div>

      {/* A failed poll keeps the list already shown: the next poll tries again. */}
      {posts === undefined && isError ? (
        <ErrorPanel title={t('savedPage.fetchFailed')} body={t('savedPage.fetchFailedBody')} retryLabel={t('savedPage.retry')} onRetry={() => void refetch()} />
      ) : posts === undefined ? (
        <SkeletonGrid />
      ) : posts.length === 0 ? (
        <div className="py-16 text-center" data-testid="saved-empty">
          <p className="mb-4 text-lg text-slate-600">{t('savedPage.empty')}</p>
          <Link to="/" className={primaryButton}>
            {t('savedPage.browse')}
          </Link>
        </div>
      ) : (
        <section aria-label={t('savedPage.title')} className={GRID} data-testid="saved-grid">
          {posts.map((post) => (
            <ListCard
              key={post.id}
              post={post}
              now={now}
              onOpen={setOpened}
              descriptionLines={3}
              saved={savedIds.has(post.id)}
              busy={busyId === post.id}
              onToggleSave={onToggleSave}
            />
          ))}
        </section>
      )}
      {ownPostDialog}

      <Suspense fallback={null}>{opened && <JobDetailModal post={opened} onClose={() => setOpened(null)} />}</Suspense>
    </div>
  );
}
