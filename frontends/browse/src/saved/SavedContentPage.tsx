import { useTranslation } from '@chonail/shared/i18n';
import { useAccount, useSavedItemsQuery, useUnsaveItemMutation } from '@chonail/web/data';
import { Spinner } from '@chonail/web/ui';
import { SavedEntries } from '@chonail/web/ui/saved';
import { GuestPrompt } from './SavedPage';

/**
 * Spec 02 "Saved Content page" (/saved-items): every saved job, thread and reply, each linking to its
 * page. Fetched anew on every visit (stale time 0); a failure is the generic error in red, no retry.
 * The spec calls without a sign-in check; a guest gets the sign-in prompt instead of a 401's error.
 */
export default function SavedContentPage() {
  const account = useAccount();
  if (account.status === 'loading') return <Spinner />;
  return account.status === 'guest' ? <GuestPrompt /> : <SavedContent />;
}

function SavedContent() {
  const { t } = useTranslation();
  const { data: entries, isError } = useSavedItemsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [unsave, unsaving] = useUnsaveItemMutation();

  return (
    <div className="mx-auto max-w-4xl px-4 py-5" data-testid="saved-content-page">
      <h1 className="mb-4 text-xl font-bold text-slate-900">{t('savedPage.content.title')}</h1>
      {entries ? (
        <SavedEntries entries={entries} onUnsave={(entry) => unsave({ itemId: entry.id, itemType: entry.type })} busy={unsaving.isLoading} />
      ) : isError ? (
        <p role="alert" className="py-10 text-center text-sm font-semibold text-red-700" data-testid="saved-content-error">
          {t('savedPage.content.failed')}
        </p>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
