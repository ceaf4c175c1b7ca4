import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
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
 * Saving posts (spec 01 section 4 "Saving", section 8 save messages): which posts the visitor has
 * saved, the toggle, and the own-post dialog when the server refuses. One per list or dialog, not
 * one per card: a card then renders a plain button, and a list of 50 cards does not run 150 query
 * and mutation hooks on a phone (issue 21).
 */
export function useSaveActions({ onePost = false }: { onePost?: boolean } = {}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const account = useAccount();
  const signedIn = account.status === 'signedIn';
  const { data: savedItems } = useSavedItemsQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: SAVED_CHECK_FRESH_SECONDS });
  const savedIds = useMemo(
    () => new Set(signedIn ? (savedItems ?? []).filter((entry) => entry.itemType === 'job').map((entry) => entry.itemId) : []),
    [signedIn, savedItems],
  );
  const [save, saving] = useSaveItemMutation();
  const [unsave, unsaving] = useUnsaveItemMutation();
  const [ownPost, setOwnPost] = useState(false);

  const doSave = useCallback(
    async (postId: number) => {
      const result = await save(postId);
      if (!result.error) {
        // Spec 01 section 8 keeps both wordings: the cards' "Saved / Added to favorites", one post's "Post saved successfully".
        toast(onePost ? { title: t('saving.postSaved'), variant: 'success' } : { title: t('saving.savedTitle'), description: t('saving.savedBody'), variant: 'success' });
        return;
      }
      const error = result.error as ApiQueryError;
      if (isOwnPost(error)) setOwnPost(true);
      else if (needsSignIn(error)) dispatch(accountRequired({ mode: 'save', itemId: postId }));
      else toast({ title: t('saving.errorTitle'), description: t('saving.couldNotSavePost'), variant: 'destructive' });
    },
    [dispatch, onePost, save, t],
  );

  const toggle = useCallback(
    async (postId: number) => {
      if (!signedIn) {
        dispatch(accountRequired({ mode: 'save', itemId: postId }));
        return;
      }
      if (!savedIds.has(postId)) return doSave(postId);
      const result = await unsave(postId);
      if (result.error) toast({ title: t('saving.errorTitle'), description: t('saving.couldNotRemove'), variant: 'destructive' });
      else toast(onePost ? { title: t('saving.postUnsaved'), variant: 'success' } : { title: t('saving.removedTitle'), description: t('saving.removedBody'), variant: 'success' });
    },
    [dispatch, doSave, onePost, savedIds, signedIn, t, unsave],
  );

  const pending = saving.isLoading ? saving.originalArgs : unsaving.isLoading ? unsaving.originalArgs : undefined;
  return {
    savedIds,
    /** The post whose save or removal is on its way (its button waits). */
    // This hook saves jobs only, which it names by id alone.
    busyId: typeof pending === 'number' ? pending : null,
    toggle,
    doSave,
    ownPostDialog: ownPost ? (
      <Suspense fallback={null}>
        <OwnPostDialog onClose={() => setOwnPost(false)} />
      </Suspense>
    ) : null,
  };
}

/** The heart in a card's corner and in the detail dialog, as the list's useSaveActions says. */
export function SaveHeart({ saved, busy, withLabel = false, onToggle }: { saved: boolean; busy: boolean; withLabel?: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t('saving.unsave') : t('saving.save')}
      disabled={busy}
      onClick={onToggle}
      data-testid="save-button"
      className={`flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-2.5 py-1.5 text-lg leading-none shadow-sm transition ${
        saved ? 'border-rose-300 bg-rose-50 text-rose-600' : 'border-slate-200 bg-white text-slate-600 hover:text-rose-700'
      }`}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      {withLabel && <span className="text-sm font-semibold">{saved ? t('saving.unsave') : t('saving.save')}</span>}
    </button>
  );
}

/** One post's save button with its own actions (the detail dialog, the job page). */
export function SaveButton({ postId, withLabel = false }: { postId: number; withLabel?: boolean }) {
  const { savedIds, busyId, toggle, ownPostDialog } = useSaveActions({ onePost: true });
  return (
    <>
      <SaveHeart saved={savedIds.has(postId)} busy={busyId === postId} withLabel={withLabel} onToggle={() => void toggle(postId)} />
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
  const { doSave, ownPostDialog } = useSaveActions();
  useEffect(() => {
    if (account.status !== 'signedIn' || pending === null) return;
    dispatch(pendingSaveHandled());
    void doSave(pending);
  }, [account.status, pending, dispatch, doSave]);
  return ownPostDialog;
}
