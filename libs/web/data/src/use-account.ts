import { useEffect } from 'react';
import type { User } from '@chonail/shared/contracts';
import { useCurrentUserQuery } from './auth-api';
import { userCheckAllowed } from './auth-ui.slice';
import { selectAccessToken, selectHasSession } from './auth.slice';
import { useAppDispatch, useAppSelector } from './store-hooks';

export type Account = { status: 'loading'; user: null } | { status: 'guest'; user: null } | { status: 'signedIn'; user: User };

/**
 * Who is looking at the page. The user check only runs when there is something to check (an
 * access token or the refresh-session flag, ARCHITECTURE section 7); without either the visitor is
 * a guest. A failed check counts as signed out (spec 01 section 8).
 */
export function useAccount(): Account {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const hasSession = useAppSelector(selectHasSession);
  const skip = !token && !hasSession;
  // The shell holds the user check back on first load (spec 01 section 4); this page needs it now.
  useEffect(() => {
    dispatch(userCheckAllowed());
  }, [dispatch]);
  const { data, isError } = useCurrentUserQuery(undefined, { skip });
  if (skip || isError || data === null) return { status: 'guest', user: null };
  if (data) return { status: 'signedIn', user: data };
  return { status: 'loading', user: null };
}
