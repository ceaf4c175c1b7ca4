import { useEffect, useState } from 'react';
import { useTranslation } from '@chonail/shared/i18n';
import { type Account, accountRequired, pendingAlertHandled, selectPendingAlert, useAppDispatch, useAppSelector } from '@chonail/web/data';
import { buttonClass } from '@chonail/web/ui';

/**
 * Issue 39, "Báo tin cho tôi" / "Alert me": saves the home page's current search (`query`, the
 * listing search's own query, so the alerts match exactly what this list shows) as an alert.
 * A guest is asked to sign in first; once signed in the save completes here (pendingAlert). Only
 * the button comes with the first page: the saving code and its words load on the tap (./save-alert).
 */
export function AlertMeButton({ query, account }: { query: Record<string, string>; account: Account['status'] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingAlert);
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    void import(/* webpackChunkName: "save-alert" */ './save-alert').then((m) => m.saveAlert(dispatch, query, t)).finally(() => setBusy(false));
  };
  useEffect(() => {
    if (account !== 'signedIn' || !pending) return;
    dispatch(pendingAlertHandled());
    save();
    // Once, when the guest who tapped has signed in; `save` is new each render.
  }, [account, pending]);

  return (
    <button
      type="button"
      onClick={() => (account === 'signedIn' ? save() : dispatch(accountRequired({ mode: 'alert' })))}
      // Until the session is known a tap could ask a member to sign in.
      disabled={busy || account === 'loading'}
      className={buttonClass({ variant: 'secondary', size: 'sm', width: 'auto' })}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 text-rose-600" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {t('home.alertMe')}
    </button>
  );
}
