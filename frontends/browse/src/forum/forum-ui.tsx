import type { ForumAuthor, ForumCategory, ForumErrorCode } from '@chonail/shared/contracts';
import { forumPageParam, postedAge } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import {
  type ApiQueryError,
  SAVED_CHECK_FRESH_SECONDS,
  useAccount,
  useSavedItemsQuery,
  useSaveItemMutation,
  useSignInHere,
  useUnsaveItemMutation,
} from '@chonail/web/data';
import { Link } from '@chonail/web/router';
import { buttonClass, ErrorPanel, LoginRequired, postedAgo, postedLine, toast } from '@chonail/web/ui';

type TFunction = ReturnType<typeof useTranslation>['t'];

export const primaryButton = buttonClass({ width: 'auto' });
export const secondaryButton = buttonClass({ variant: 'secondary', width: 'auto' });
/** Bodies and titles are plain text as typed: React text, line breaks kept, never markup or links. */
export const bodyClass = 'whitespace-pre-line break-words leading-relaxed text-slate-800';

/** What is on screen while a page's first answer is on its way; tall enough that the footer does not jump. */
export const PAGE_FRAME = 'mx-auto min-h-[80vh] max-w-3xl px-4 py-5';

export function authorName(t: TFunction, author: ForumAuthor): string {
  return author.displayName ?? t('forum.member');
}

export function CategoryBadge({ category }: { category: ForumCategory }) {
  const { t } = useTranslation();
  return (
    <span className="inline-block rounded-full bg-rose-50 px-2.5 py-0.5 text-xs font-semibold text-rose-800" data-testid="forum-category">
      {t(`forum.categories.${category}`)}
    </span>
  );
}

/** "Hoạt động 2 giờ trước" / "Active 2 hours ago". */
export function activeAgo(t: TFunction, at: string, now: Date): string {
  return postedAge(new Date(at), now).unit === 'justNow' ? t('forum.list.activeJustNow') : t('forum.list.active', { ago: postedAgo(t, at, now) });
}

/** Who wrote it and when ("Mai T. · Đăng 2 giờ trước · đã sửa"), the exact time on hover. */
export function EntryMeta({ author, createdAt, updatedAt, now }: { author: ForumAuthor; createdAt: string; updatedAt: string; now: Date }) {
  const { t, i18n } = useTranslation();
  // The server stamps updatedAt on creation too; only a later change is an edit.
  const edited = new Date(updatedAt).getTime() - new Date(createdAt).getTime() > 1_000;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
      <span className="font-semibold text-slate-800" data-testid="forum-author" data-user-content>
        {authorName(t, author)}
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={createdAt} title={new Date(createdAt).toLocaleString(i18n.language)}>
        {postedLine(t, createdAt, now)}
      </time>
      {edited && <span className="italic">({t('forum.thread.edited')})</span>}
    </p>
  );
}

export interface ForumSaveButtonProps {
  itemType: 'thread' | 'post';
  itemId: number;
}

/**
 * Saves a thread or a reply to read later (spec 02 sections 1 and 3). A guest is asked to sign in
 * and comes back here. Every button reads the one saved list (no call per button).
 */
export function ForumSaveButton({ itemType, itemId }: ForumSaveButtonProps) {
  const { t } = useTranslation();
  const signedIn = useAccount().status === 'signedIn';
  const signInHere = useSignInHere();
  const { data: entries } = useSavedItemsQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: SAVED_CHECK_FRESH_SECONDS });
  const saved = signedIn && (entries ?? []).some((entry) => entry.type === itemType && entry.id === itemId);
  const [save, saving] = useSaveItemMutation();
  const [unsave, unsaving] = useUnsaveItemMutation();

  const toggle = async () => {
    if (!signedIn) return signInHere();
    const result = saved ? await unsave({ itemId, itemType }) : await save({ itemId, itemType });
    if (result.error) toast({ variant: 'destructive', title: t('saving.errorTitle'), description: t(saved ? 'saving.couldNotRemove' : 'saving.couldNotSave') });
    else if (saved) toast({ variant: 'success', title: t('saving.removedTitle'), description: t('saving.removedBody') });
    else toast({ variant: 'success', title: t('saving.savedTitle'), description: t('saving.savedBody') });
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={saving.isLoading || unsaving.isLoading}
      onClick={() => void toggle()}
      className={`${secondaryButton} gap-1.5 ${saved ? 'border-rose-300 bg-rose-50 text-rose-700' : ''}`}
      data-testid={`forum-save-${itemType}`}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      {saved ? t('forum.saving.saved') : t('forum.saving.save')}
    </button>
  );
}

/** Reading is public; writing asks a guest to sign in and brings them back to this page. */
export function ForumSignInPrompt({ title, body, testId }: { title: string; body: string; testId: string }) {
  const { t } = useTranslation();
  const signInHere = useSignInHere();
  return <LoginRequired inline title={title} body={body} signInLabel={t('auth.signIn')} onSignIn={() => signInHere()} testId={testId} />;
}

export function BackToForum() {
  const { t } = useTranslation();
  return (
    <Link to="/forum" className={`${secondaryButton} mb-4`} data-testid="forum-back">
      ← {t('forum.thread.back')}
    </Link>
  );
}

const NOT_FOUND_CODES: readonly string[] = ['THREAD_NOT_FOUND', 'FORUM_POST_NOT_FOUND'] satisfies ForumErrorCode[];

/** A 404 means the entry is gone; anything else (offline, a busy server) says nothing about it. */
export function isNotFound(error: unknown): boolean {
  const { status, code } = (error ?? {}) as Partial<ApiQueryError>;
  return status === 404 || (code !== undefined && NOT_FOUND_CODES.includes(code));
}

export function ForumNotFound({ kind }: { kind: 'thread' | 'post' }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="forum-not-found">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t(`forum.${kind}.notFoundTitle`)}</h1>
      <p className="mb-6 text-slate-600">{t(`forum.${kind}.notFoundBody`)}</p>
      <BackToForum />
    </div>
  );
}

export function ForumLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorPanel title={t('forum.loadFailedTitle')} body={t('forum.loadFailedBody')} retryLabel={t('forum.retry')} onRetry={onRetry} />;
}

/** Previous / next between pages of `total` entries, `pageSize` a page; nothing when one page holds them all. */
export function Pager({ page, pageSize, total, hrefOf }: { page: number; pageSize: number; total: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('forum.paging.label')} className="mt-4 flex items-center justify-between gap-3" data-testid="forum-pager">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={secondaryButton} rel="prev" data-testid="forum-pager-previous">
          ← {t('forum.paging.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">{t('forum.paging.position', { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={secondaryButton} rel="next" data-testid="forum-pager-next">
          {t('forum.paging.next')} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The `page` search parameter: a whole number from 1, else 1. */
export const pageParam = forumPageParam;

/** A skeleton block of the shape of what loads, for screen readers a "loading" status. */
export function LoadingBlock({ lines = 3, testId }: { lines?: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="animate-pulse rounded-xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <span className="sr-only">{t('common.loading')}</span>
      <div className="h-5 w-20 rounded-full bg-slate-200" />
      <div className="mt-3 h-6 w-3/4 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-1/3 rounded bg-slate-200" />
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="mt-3 h-4 w-full rounded bg-slate-200" />
      ))}
    </div>
  );
}
