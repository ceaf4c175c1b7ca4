import { useEffect } from 'react';
import type { User } from '@chonail/shared/contracts';
import { refreshDelayMs, tokenExpiryMs } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useLocation } from '@chonail/web/router';
import { toast, type ToastInput } from '@chonail/web/ui';
import {
  accountRequired,
  MUTATION_PAUSED_EVENT,
  USER_FRESH_SECONDS,
  jobPostDialogOpened,
  apiRequest,
  authApi,
  authDialogOpened,
  baseApi,
  followOtherTabs,
  refreshSession,
  selectLogoutRequested,
  selectUserCheckReady,
  signedOut,
  useAppDispatch,
  useAppSelector,
  useCurrentUserQuery,
  userCheckAllowed,
} from '@chonail/web/data';

/** Spec 01 section 9: on the home page the user check waits 10 s, so the listings load first. */
export const HOME_USER_CHECK_DELAY_MS = 10_000;
/** A toast to show after the reload that follows logout (the page it was raised on is gone). */
const FLASH_KEY = 'chonail_flash';

/** Who is signed in. The user is asked for only when a token or the `has_session` flag exists. */
export function useSession(): { signedIn: boolean; user: User | null } {
  const accessToken = useAppSelector((state) => state.auth.accessToken);
  // Whether to ask, as one value: a guest with nothing to check stays `false` when the check is let
  // through (a page does so as it mounts), so the header is not drawn again for it.
  const check = useAppSelector((state) => selectUserCheckReady(state) && (state.auth.accessToken !== null || state.auth.hasSession));
  // Read again every 12 minutes while the app is open (spec 01 section 9: fresh 10-15 minutes), so a
  // change made elsewhere (a blocked account, a new name) shows without a reload.
  const { data } = useCurrentUserQuery(undefined, { skip: !check, pollingInterval: USER_FRESH_SECONDS * 1000 });
  // While the check waits (home page), a stored token is enough to show the signed-in header.
  return { signedIn: Boolean(data) || (Boolean(accessToken) && data !== null), user: data ?? null };
}

/** Guest actions: Login opens the sign-in dialog; Post Job asks for an account first (spec 01 section 2). */
export function useAskToSignIn(): { login: () => void; post: () => void } {
  const dispatch = useAppDispatch();
  return {
    login: () => dispatch(authDialogOpened('login')),
    post: () => dispatch(accountRequired({ mode: 'post' })),
  };
}

/** 'Đăng tin' (spec 02 section 2): the job-creation dialog for a member, the account-required prompt for a guest. */
export function usePostJob(): () => void {
  const dispatch = useAppDispatch();
  const { signedIn } = useSession();
  const askToSignIn = useAskToSignIn();
  return () => (signedIn ? dispatch(jobPostDialogOpened()) : askToSignIn.post());
}

/**
 * The session's clockwork, mounted once by the layout: lets the user check run (after 10 s on the
 * home page), refreshes the access token before it expires, and carries out logout requests.
 */
export function SessionKeeper() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const accessToken = useAppSelector((state) => state.auth.accessToken);
  const logoutRequested = useAppSelector(selectLogoutRequested);
  const ready = useAppSelector(selectUserCheckReady);

  // A change made offline waits for the network (the data layer holds it): say so, once per wait.
  useEffect(() => {
    const say = () => toast({ title: t('common.offlineTitle'), description: t('common.offlinePaused') });
    window.addEventListener(MUTATION_PAUSED_EVENT, say);
    return () => window.removeEventListener(MUTATION_PAUSED_EVENT, say);
  }, [t]);

  useEffect(() => {
    if (ready) return;
    if (pathname !== '/') {
      dispatch(userCheckAllowed());
      return;
    }
    const timer = setTimeout(() => dispatch(userCheckAllowed()), HOME_USER_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, pathname, dispatch]);

  // Another tab's refresh hands this one its new access token (issue 38, finding 6): the effect
  // below then schedules the next refresh from it, and this tab does not refresh now as well.
  useEffect(() => followOtherTabs(), []);

  useEffect(() => {
    const expiresAt = accessToken ? tokenExpiryMs(accessToken) : null;
    const delay = expiresAt === null ? null : refreshDelayMs(expiresAt, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => {
      void refreshSession().then((ok) => ok && dispatch(authApi.util.invalidateTags(['Me'])));
    }, delay);
    return () => clearTimeout(timer);
  }, [accessToken, dispatch]);

  useEffect(() => {
    if (!logoutRequested) return;
    void (async () => {
      // Spec 01 section 8 has both 'Logged out' and 'Logout successful, See you again!': title and line.
      let flash: ToastInput = { title: t('auth.loggedOut'), description: t('auth.logoutSuccess'), variant: 'success' };
      try {
        await apiRequest('POST', '/api/auth/logout', {});
      } catch {
        // Signed out here anyway: the tokens are dropped below whatever the server said.
        flash = { title: t('auth.logoutFailed'), variant: 'destructive' };
      }
      dispatch(signedOut());
      dispatch(baseApi.util.resetApiState());
      try {
        sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
      } catch {
        // Private mode without storage: the reload simply shows no toast.
      }
      window.location.assign('/');
    })();
  }, [logoutRequested, dispatch, t]);

  useEffect(() => {
    try {
      const flash = sessionStorage.getItem(FLASH_KEY);
      sessionStorage.removeItem(FLASH_KEY);
      if (flash) toast(JSON.parse(flash) as ToastInput);
    } catch {
      // Nothing stored, or storage unavailable: no toast to show.
    }
  }, []);

  return null;
}
