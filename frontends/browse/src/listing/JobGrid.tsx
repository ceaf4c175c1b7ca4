import type { JobPost } from '@chonail/shared/contracts';
import { effectivePriority } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { JobCard } from '@chonail/web/ui';
import { SaveButton } from './SaveButton';

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3';

const isDiamond3 = (post: JobPost, now: Date) =>
  effectivePriority({ priorityAddon: post.priorityAddon, priorityEndsAt: post.priorityEndsAt ? new Date(post.priorityEndsAt) : null }, now) === 'diamond3';

/** Cards with their save control; diamond3 posts get their own grid above a divider (spec 01 Home). */
export function JobGrid({ posts, onOpen }: { posts: JobPost[]; onOpen: (post: JobPost) => void }) {
  const { t } = useTranslation();
  const now = new Date();
  const top = posts.filter((post) => isDiamond3(post, now));
  const rest = posts.filter((post) => !isDiamond3(post, now));
  const cards = (list: JobPost[]) => list.map((post) => <JobCard key={post.id} post={post} now={now} onOpen={onOpen} saveControl={<SaveButton postId={post.id} />} />);
  return (
    <>
      {top.length > 0 && (
        <section aria-label={t('home.priorityHeading')} data-testid="priority-grid">
          <h2 className="mb-3 text-lg font-bold text-slate-900">{t('home.priorityHeading')}</h2>
          <div className={GRID}>{cards(top)}</div>
          <hr className="my-6 border-t-2 border-dashed border-slate-200" data-testid="priority-divider" />
        </section>
      )}
      {rest.length > 0 && (
        <section aria-label={t('home.listHeading')} data-testid="job-grid">
          <div className={GRID}>{cards(rest)}</div>
        </section>
      )}
    </>
  );
}
