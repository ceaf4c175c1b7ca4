import { type FormEvent, useState } from 'react';
import { FORUM_CATEGORIES, type ForumCategory, type ForumThreadSummary } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { useAccount } from '@chonail/web/data';
import { useCreateForumThreadMutation, useForumThreadsQuery } from '@chonail/web/data/forum';
import { Link, useNavigate, useSearchParams } from '@chonail/web/router';
import { controlClass, usePageNow } from '@chonail/web/ui';
import { ThreadForm, sent } from './forms';
import { activeAgo, authorName, CategoryBadge, ForumLoadFailed, ForumSignInPrompt, Pager, pageParam, primaryButton } from './forum-ui';

const SKELETON_ROWS = 6;
const clearButton = 'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-xl text-slate-700 hover:bg-slate-50';
const chipClass = (active: boolean) =>
  `inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold ${
    active ? 'border-rose-700 bg-rose-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-rose-400'
  }`;

function categoryParam(value: string | null): ForumCategory | undefined {
  return (FORUM_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as ForumCategory) : undefined;
}

/** /forum (issue 22): threads by latest activity, filtered by category and words, paged; a member opens a new one here. */
export function ThreadListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const category = categoryParam(params.get('category'));
  const q = params.get('q')?.trim() ?? '';
  const { data, isFetching, isError, refetch } = useForumThreadsQuery({ page, category, q });

  /** A new filter or search starts again from page 1. */
  const show = (change: { category?: ForumCategory; q?: string; page?: number }) => {
    const next = new URLSearchParams();
    const nextCategory = 'category' in change ? change.category : category;
    const nextQ = 'q' in change ? change.q : q;
    if (nextCategory) next.set('category', nextCategory);
    if (nextQ) next.set('q', nextQ);
    if (change.page && change.page > 1) next.set('page', String(change.page));
    return `/forum${next.size ? `?${next.toString()}` : ''}`;
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-5" data-testid="forum-page">
      <div className="mb-4 flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('forum.title')}</h1>
          <p className="mt-1 text-slate-600">{t('forum.intro')}</p>
        </div>
        {/* The form is at the foot of the list, where opening it moves nothing above. */}
        <a href="#new-thread" className={`${primaryButton} shrink-0`} data-testid="forum-new-thread-link">
          {t('forum.list.newThreadLink')}
        </a>
      </div>

      <SearchBox key={q} initial={q} onSearch={(words) => navigate(show({ q: words }))} />

      <div role="group" aria-label={t('forum.categoryFilter')} className="-mx-4 mb-4 flex gap-2 overflow-x-auto px-4 pb-1" data-testid="forum-categories">
        <Link to={show({ category: undefined })} className={chipClass(!category)} aria-current={!category ? 'true' : undefined}>
          {t('forum.allCategories')}
        </Link>
        {FORUM_CATEGORIES.map((c) => (
          <Link key={c} to={show({ category: c })} className={chipClass(category === c)} aria-current={category === c ? 'true' : undefined} data-testid={`forum-category-${c}`}>
            {t(`forum.categories.${c}`)}
          </Link>
        ))}
      </div>

      <section aria-labelledby="forum-list-heading" aria-busy={isFetching}>
        <h2 id="forum-list-heading" className="sr-only">
          {t('forum.list.heading')}
        </h2>
        {data === undefined && isError ? (
          <ForumLoadFailed onRetry={() => void refetch()} />
        ) : data === undefined ? (
          <ul className="space-y-3" data-testid="forum-loading">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <li key={i} className="h-[6.5rem] animate-pulse rounded-xl border border-slate-200 bg-white p-4" aria-hidden="true">
                <div className="h-5 w-20 rounded-full bg-slate-200" />
                <div className="mt-3 h-5 w-3/4 rounded bg-slate-200" />
                <div className="mt-3 h-4 w-1/2 rounded bg-slate-200" />
              </li>
            ))}
          </ul>
        ) : data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 py-12 text-center text-slate-600" data-testid="forum-empty">
            {q || category ? t('forum.list.noResults') : t('forum.list.empty')}
          </p>
        ) : (
          <ul className="space-y-3" data-testid="forum-threads">
            {data.items.map((thread) => (
              <ThreadRow key={thread.id} thread={thread} />
            ))}
          </ul>
        )}
        {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} hrefOf={(n) => show({ page: n })} />}
      </section>

      <section id="new-thread" className="mt-8 scroll-mt-20">
        <NewThread category={category} />
      </section>
    </div>
  );
}

function ThreadRow({ thread }: { thread: ForumThreadSummary }) {
  const { t } = useTranslation();
  const now = usePageNow();
  return (
    <li>
      <Link to={`/forum/thread/${thread.id}`} className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-rose-300" data-testid="forum-thread-row">
        <CategoryBadge category={thread.category} />
        <h3 className="mt-2 line-clamp-2 break-words font-semibold text-slate-900" data-testid="forum-row-title" data-user-content>
          {thread.title}
        </h3>
        <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-slate-600">
          <span data-user-content>{authorName(t, thread.author)}</span>
          <span aria-hidden="true">·</span>
          <span data-testid="forum-reply-count">{t('forum.list.replies', { count: thread.replyCount })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={thread.lastActivityAt}>{activeAgo(t, thread.lastActivityAt, now)}</time>
        </p>
      </Link>
    </li>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (words: string) => void }) {
  const { t } = useTranslation();
  const [words, setWords] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(words.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="mb-3 flex gap-2" data-testid="forum-search">
      <label htmlFor="forum-search-input" className="sr-only">
        {t('forum.search.label')}
      </label>
      <input
        id="forum-search-input"
        type="search"
        enterKeyHint="search"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        placeholder={t('forum.search.placeholder')}
        maxLength={100}
        className={`${controlClass} min-w-0 flex-1`}
      />
      {initial && (
        <button type="button" onClick={() => onSearch('')} className={clearButton} aria-label={t('forum.search.clear')} data-testid="forum-search-clear">
          <span aria-hidden="true">×</span>
        </button>
      )}
      <button type="submit" className={primaryButton}>
        {t('forum.search.submit')}
      </button>
    </form>
  );
}

function NewThread({ category }: { category: ForumCategory | undefined }) {
  const { t } = useTranslation();
  const account = useAccount();
  const navigate = useNavigate();
  const [create] = useCreateForumThreadMutation();
  if (account.status === 'loading') return null;
  if (account.status === 'guest') {
    return <ForumSignInPrompt title={t('forum.newThread.loginTitle')} body={t('forum.newThread.loginBody')} testId="forum-thread-login-prompt" />;
  }
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-bold text-slate-900">
        {t('forum.newThread.heading')}
      </h2>
      <ThreadForm
        initial={category ? { category } : undefined}
        submitLabel={t('forum.newThread.submit')}
        busyLabel={t('forum.newThread.submitting')}
        testId="forum-new-thread-form"
        onSubmit={(values) =>
          sent(t, 'forum.newThread.failed', async () => {
            const thread = await create(values).unwrap();
            navigate(`/forum/thread/${thread.id}`);
          })
        }
      />
    </div>
  );
}
