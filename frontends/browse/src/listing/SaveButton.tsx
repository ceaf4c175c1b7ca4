import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ListingErrorCode } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import {
  accountRequired,
  type ApiQueryError,
  pendingSaveHandled,
  SAVED_CHECK_FRESH_SECONDS,
  selectPendingSaveItemId,
  useAccount,
  useAppDispatch,
  useAppSelector,
  useSavedItemsQuery,
  useSaveItemMutation,
  useUnsaveItemMutation,
} from '@chonail/web/data';
import { toast } from '@chonail/web/ui';

const OwnPostDialog = lazy(() => import('./OwnPostDialog'));

/** Spec 01 section 8: a 401 or "Unauthorized" anywhere in the failure means the visitor must sign in. */
const needsSignIn = (error: ApiQueryError) => error.status === 401 || /401|unauthorized/i.test(error.message);
// Compared as a literal: importing the contracts lib's values would load zod with the first page.
const OWN_POST_ERROR: ListingErrorCode = 'OWN_POST_ERROR';
const isOwnPost = (error: ApiQueryError) => error.code === OWN_POST_ERROR || /cannot save your own post/i.test(error.message);

/**
 * Saving a post (spec 01 section 4 "Saving", section 8 save messages). Returns the toggle the
 * cards and dialogs render, and the own-post dialog when the server refuses.
 */
export function useSaveToggle(postId: number | null) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const account = useAccount();
  const signedIn = account.status === 'signedIn';
  const { isSaved } = useSavedItemsQuery(undefined, {
    skip: !signedIn || postId === null,
    refetchOnMountOrArgChange: SAVED_CHECK_FRESH_SECONDS,
    selectFromResult: ({ data }) => ({ isSaved: data?.some((entry) => entry.itemId === postId) ?? false }),
  });
  const [save, saving] = useSaveItemMutation();
  const [unsave, unsaving] = useUnsaveItemMutation();
  const [ownPost, setOwnPost] = useState(false);

  const doSave = useCallback(async () => {
    if (postId === null) return;
    const result = await save(postId);
    if (!result.error) {
      toast({ title: t('saving.savedTitle'), description: t('saving.savedBody'), variant: 'success' });
      return;
    }
    const error = result.error as ApiQueryError;
    if (isOwnPost(error)) setOwnPost(true);
    else if (needsSignIn(error)) dispatch(accountRequired({ mode: 'save', itemId: postId }));
    else toast({ title: t('saving.errorTitle'), description: t('saving.couldNotSavePost'), variant: 'destructive' });
  }, [dispatch, postId, save, t]);

  const toggle = async () => {
    if (postId === null) return;
    if (!signedIn) {
      dispatch(accountRequired({ mode: 'save', itemId: postId }));
      return;
    }
    if (!isSaved) return doSave();
    const result = await unsave(postId);
    if (result.error) toast({ title: t('saving.errorTitle'), description: t('saving.couldNotRemove'), variant: 'destructive' });
    else toast({ title: t('saving.removedTitle'), description: t('saving.removedBody'), variant: 'success' });
  };

  return {
    isSaved: signedIn && isSaved,
    busy: saving.isLoading || unsaving.isLoading,
    toggle,
    doSave,
    ownPostDialog: ownPost ? (
      <Suspense fallback={null}>
        <OwnPostDialog onClose={() => setOwnPost(false)} />
      </Suspense>
    ) : null,
  };
}

/** The heart in a card's corner and in the detail dialog. */
export function SaveButton({ postId, withLabel = false }: { postId: number; withLabel?: boolean }) {
  const { t } = useTranslation();
  const { isSaved, busy, toggle, ownPostDialog } = useSaveToggle(postId);
  return (
    <>
      <button
        type="button"
        aria-pressed={isSaved}
        aria-label={isSaved ? t('saving.unsave') : t('saving.save')}
        disabled={busy}
        onClick={() => void toggle()}
        data-testid="save-button"
        className={`flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-2.5 py-1.5 text-lg leading-none shadow-sm transition ${
          isSaved ? 'border-rose-300 bg-rose-50 text-rose-600' : 'border-slate-200 bg-white text-slate-600 hover:text-rose-700'
        }`}
      >
        <span aria-hidden="true">{isSaved ? '♥' : '♡'}</span>
        {withLabel && <span className="text-sm font-semibold">{isSaved ? t('saving.unsave') : t('saving.save')}</span>}
      </button>
      {ownPostDialog}
    </>
  );
}

/**
 * A guest who pressed save and then signed in comes back with the post still to save (the shell
 * keeps its id as pendingSaveItemId). Mounted once per page that shows save buttons.
 */
export function PendingSave() {
  const account = useAccount();
  const pending = useAppSelector(selectPendingSaveItemId);
  const dispatch = useAppDispatch();
  const { doSave, ownPostDialog } = useSaveToggle(pending);
  useEffect(() => {
    if (account.status !== 'signedIn' || pending === null) return;
    dispatch(pendingSaveHandled());
    void doSave();
  }, [account.status, pending, dispatch, doSave]);
  return ownPostDialog;
}
