import type { SavedEntry } from '@chonail/shared/contracts';
import { savedEntryPath } from '@chonail/shared/contracts/routes';
import { useTranslation } from '@chonail/shared/i18n';
// Through the library's shared entry, not relative paths: this file is a further entry
// (@chonail/web/ui/saved) that only the saved pages' chunks carry, and toasts must reach the one
// toast list the shell renders.
import { buttonClass, MaskedText, toast } from '@chonail/web/ui';
import { Link } from '@chonail/web/router';


export interface SavedEntriesProps {
  entries: SavedEntry[];
  onUnsave: SavedEntryItemProps['onUnsave'];
  /** An unsave is on its way: the buttons wait. */
  busy: boolean;
}

/**
 * Spec 02 "Saved Content page": the saved jobs, threads and replies, or, with none, the way to the
 * forum ('Explore Forum') and to the jobs ('Browse Jobs'). The portal's Saved tab and /saved-items
 * both show this.
 */
export function SavedEntries({ entries, onUnsave, busy }: SavedEntriesProps) {
  const { t } = useTranslation();
  if (!entries.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center" data-testid="saved-content-empty">
        <p className="text-base font-semibold text-slate-900">{t('savedPage.content.empty')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('savedPage.content.emptyBody')}</p>
        <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/forum" className={buttonClass({ width: 'auto' })} data-testid="saved-forum">
            {t('savedPage.content.exploreForum')}
          </Link>
          <Link to="/" className={buttonClass({ variant: 'secondary', width: 'auto' })} data-testid="saved-browse">
            {t('savedPage.content.browseJobs')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" data-testid="saved-content-list">
      {entries.map((entry) => (
        <SavedEntryItem key={`${entry.type}-${entry.id}`} entry={entry} onUnsave={onUnsave} busy={busy} />
      ))}
    </ul>
  );
}

export interface SavedEntryItemProps {
  entry: SavedEntry;
  /** The unsave call (RTK Query's trigger, which resolves with `error` on failure); the item shows the toast. */
  onUnsave: (entry: SavedEntry) => Promise<{ error?: unknown }>;
  busy: boolean;
}

const KIND_BADGE: Record<SavedEntry['type'], string> = {
  job: 'bg-rose-50 text-rose-800',
  thread: 'bg-sky-50 text-sky-900',
  post: 'bg-amber-50 text-amber-900',
};

/** One saved entry of any kind: what it is, its title linking to its page, the start of its text, and a way to unsave it. */
export function SavedEntryItem({ entry, onUnsave, busy }: SavedEntryItemProps) {
  const { t } = useTranslation();
  const job = entry.type === 'job' ? entry.jobPost : null;
  const title = job?.title ?? entry.title;
  const description = job?.description ?? entry.description;

  const unsave = async () => {
    const result = await onUnsave(entry);
    if (result.error) toast({ variant: 'destructive', title: t('saving.errorTitle'), description: t('saving.couldNotRemove') });
    else toast({ variant: 'success', title: t('saving.removedTitle'), description: t('saving.removedBody') });
  };

  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`saved-item-${entry.type}-${entry.id}`}>
      <span className={`self-start rounded px-2 py-0.5 text-xs font-semibold ${KIND_BADGE[entry.type]}`}>{t(`savedPage.kind.${entry.type}`)}</span>
      <h3 className="mt-2 line-clamp-2 text-base font-bold text-slate-900" data-user-content>
        <Link to={savedEntryPath(entry)} className="hover:underline" data-testid="saved-link">
          {title}
        </Link>
      </h3>
      {job?.location && (
        <p className="mt-1 text-sm text-slate-700" data-user-content>
          {job.location}
        </p>
      )}
      {description && (
        <p className="mt-1 line-clamp-3 whitespace-pre-line text-sm text-slate-600" data-user-content>
          <MaskedText text={description} revealLabel={t('jobCard.revealPhone')} />
        </p>
      )}
      <button
        type="button"
        onClick={() => void unsave()}
        disabled={busy}
        aria-label={t('savedPage.unsaveLabel', { title })}
        className="mt-3 min-h-11 self-start rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50"
        data-testid="saved-unsave"
      >
        {t('savedPage.unsave')}
      </button>
    </li>
  );
}
