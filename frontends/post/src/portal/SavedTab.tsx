import type { SavedEntry } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { useSavedItemsQuery, useUnsaveItemMutation } from '@chonail/web/data';
import { Link } from '@chonail/web/router';
import { MaskedText, Spinner, toast } from '@chonail/web/ui';

const linkButton = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 text-sm font-semibold';

/**
 * Spec 02 "Saved Content page" inside the portal: loading, error, empty or the list, each entry a
 * link to its job. Fetched anew each time the tab opens (stale time 0).
 */
export function SavedTab() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useSavedItemsQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) return <Spinner />;
  if (!data) {
    return isError ? (
      <div className="py-10 text-center" data-testid="portal-saved-error">
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t('portal.saved.fetchFailed')}
        </p>
        <button type="button" onClick={() => void refetch()} className={`${linkButton} mt-3 border border-slate-300 text-slate-800`}>
          {t('portal.saved.retry')}
        </button>
      </div>
    ) : null;
  }
  // Only jobs can be saved today; an entry of another kind has no page to link to here.
  const entries = data.filter((entry) => entry.itemType === 'job');

  return (
    <section className="space-y-4" data-testid="portal-saved">
      <h2 className="text-lg font-semibold text-slate-900">{t('portal.saved.title')}</h2>
      {entries.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center" data-testid="portal-saved-empty">
          <p className="text-base font-semibold text-slate-900">{t('portal.saved.empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('portal.saved.emptyBody')}</p>
          <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/" className={`${linkButton} bg-rose-600 text-white hover:bg-rose-700`} data-testid="saved-browse">
              {t('portal.saved.browse')}
            </Link>
            <Link to="/forum" className={`${linkButton} border border-slate-300 text-slate-800 hover:bg-slate-50`} data-testid="saved-forum">
              {t('portal.saved.forum')}
            </Link>
          </div>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" data-testid="portal-saved-list">
          {entries.map((entry) => (
            <SavedRow key={entry.itemId} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedRow({ entry }: { entry: SavedEntry }) {
  const { t } = useTranslation();
  const [unsave, { isLoading }] = useUnsaveItemMutation();
  const title = entry.jobPost?.title ?? entry.title;
  const description = entry.jobPost?.description ?? entry.description;

  const onUnsave = async () => {
    const result = await unsave(entry.itemId);
    if (result.error) toast({ variant: 'destructive', title: t('saving.errorTitle'), description: t('saving.couldNotRemove') });
    else toast({ variant: 'success', title: t('saving.removedTitle'), description: t('saving.removedBody') });
  };

  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`saved-item-${entry.itemId}`}>
      <h3 className="line-clamp-2 text-base font-bold text-slate-900" data-user-content>
        <Link to={`/job/${entry.itemId}`} className="hover:underline" data-testid="saved-link">
          {title}
        </Link>
      </h3>
      {entry.jobPost?.location && (
        <p className="mt-1 text-sm text-slate-700" data-user-content>
          {entry.jobPost.location}
        </p>
      )}
      <p className="mt-1 line-clamp-3 text-sm text-slate-600" data-user-content>
        <MaskedText text={description} revealLabel={t('jobCard.revealPhone')} />
      </p>
      <button
        type="button"
        onClick={() => void onUnsave()}
        disabled={isLoading}
        aria-label={t('portal.saved.unsaveLabel', { title })}
        className="mt-3 min-h-11 self-start rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50"
        data-testid="saved-unsave"
      >
        {t('portal.saved.unsave')}
      </button>
    </li>
  );
}
