import { memo, useCallback } from 'react';
import type { JobPost } from '@chonail/shared/contracts';
import { effectivePriority } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { JobCard, usePageNow } from '@chonail/web/ui';
import { SaveHeart, useSaveActions } from './SaveButton';

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3';
/**
 * Cards a phone's first screen can show, laid out at once: the rest skip layout until near, with an
 * estimated height that gives way to the real one (on the first screen that moved the list under
 * them: Lighthouse's CLS 0.012 on /, the diamond cards 88 px shorter than the estimate).
 */
const FIRST_SCREEN_CARDS = 4;

const isDiamond3 = (post: JobPost, now: Date) =>
  effectivePriority({ priorityAddon: post.priorityAddon, priorityEndsAt: post.priorityEndsAt ? new Date(post.priorityEndsAt) : null }, now) === 'diamond3';

interface ListCardProps {
  post: JobPost;
  now: Date;
  onOpen: (post: JobPost) => void;
  saved: boolean;
  busy: boolean;
  onToggleSave: (postId: number) => void;
  descriptionLines?: 2 | 3;
  deferLayout?: boolean;
}

/**
 * A list's card with its heart. Memoised, with the list's save actions passed in: a list that
 * grows a few cards at a time (useProgressiveList) draws each card once, not once per step.
 */
export const ListCard = memo(function ListCard({ post, now, onOpen, saved, busy, onToggleSave, descriptionLines, deferLayout }: ListCardProps) {
  return (
    <JobCard
      post={post}
      now={now}
      onOpen={onOpen}
      descriptionLines={descriptionLines}
      deferLayout={deferLayout}
      saveControl={<SaveHeart saved={saved} busy={busy} onToggle={() => onToggleSave(post.id)} />}
    />
  );
});

/** Cards with their save control; diamond3 posts get their own grid above a divider (spec 01 Home). */
export function JobGrid({ posts, onOpen }: { posts: JobPost[]; onOpen: (post: JobPost) => void }) {
  const { t } = useTranslation();
  // One instant for the grid's life, so a card's props stay the same while the list grows.
  const now = usePageNow();
  const { savedIds, busyId, toggle, ownPostDialog } = useSaveActions();
  const top = posts.filter((post) => isDiamond3(post, now));
  const rest = posts.filter((post) => !isDiamond3(post, now));
  const onToggleSave = useCallback((postId: number) => void toggle(postId), [toggle]);
  const cards = (list: JobPost[], before: number) =>
    list.map((post, i) => (
      <ListCard
        key={post.id}
        post={post}
        now={now}
        onOpen={onOpen}
        saved={savedIds.has(post.id)}
        busy={busyId === post.id}
        onToggleSave={onToggleSave}
        deferLayout={before + i >= FIRST_SCREEN_CARDS}
      />
    ));
  return (
    <>
      {top.length > 0 && (
        <section aria-label={t('home.priorityHeading')} data-testid="priority-grid">
          <h2 className="mb-3 text-lg font-bold text-slate-900">{t('home.priorityHeading')}</h2>
          <div className={GRID}>{cards(top, 0)}</div>
          <hr className="my-6 border-t-2 border-dashed border-slate-200" data-testid="priority-divider" />
        </section>
      )}
      {rest.length > 0 && (
        <section aria-label={t('home.listHeading')} data-testid="job-grid">
          <div className={GRID}>{cards(rest, top.length)}</div>
        </section>
      )}
      {ownPostDialog}
    </>
  );
}
