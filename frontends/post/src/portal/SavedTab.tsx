import { useTranslation } from '@chonail/shared/i18n';
import { useSavedItemsQuery, useUnsaveItemMutation } from '@chonail/web/data';
import { Spinner } from '@chonail/web/ui';
import { SavedEntries } from '@chonail/web/ui/saved';

const linkButton = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 text-sm font-semibold';

/**
 * Spec 02 "Saved Content page" inside the portal: loading, error, empty or the list of saved jobs,
 * threads and replies, each linking to its page. Fetched anew each time the tab opens (stale time 0).
 */
export function SavedTab() {
  const { t } = useTranslation();
  const { data: entries, isLoading, isError, refetch } = useSavedItemsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [unsave, unsaving] = useUnsaveItemMutation();

  if (isLoading) return <Spinner />;
  if (!entries) {
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
  return (
    <section className="space-y-4" data-testid="portal-saved">
      <h2 className="text-lg font-semibold text-slate-900">{t('portal.saved.title')}</h2>
      <SavedEntries entries={entries} onUnsave={(entry) => unsave({ itemId: entry.id, itemType: entry.type })} busy={unsaving.isLoading} />
    </section>
  );
}
