import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedIn } from './auth.slice';
import { useLocation } from '@chonail/web/router';
import { useAppDispatch } from './store-hooks';

/**
 * Which account dialog is open. Any remote can open one (a guest pressing Save in browse, Post in
 * the header); the shell renders them. Kept in the store because remotes share it as a singleton.
 */
export type AuthDialog =
  | { kind: 'auth'; tab: 'login' | 'register' }
  | { kind: 'forgot' }
  | { kind: 'change' }
  | { kind: 'required'; mode: 'save' | 'post' | 'alert' }
  /** Spec 02 section 2, the job-creation dialog: a member chooses what to post. */
  | { kind: 'post' };

/** What to do once the guest has signed in from the account-required prompt (spec 01 section 2). */
export type AfterAuth = { kind: 'post' } | { kind: 'save'; itemId: number } | { kind: 'alert' } | { kind: 'return'; path: string } | null;

export interface AuthUiState {
  dialog: AuthDialog | null;
  afterAuth: AfterAuth;
  /** The current-user check may run (spec 01 section 4: the home page waits 10 s first). */
  userCheckReady: boolean;
  /** A post a guest tried to save, kept until the browse remote saves it after sign-in. */
  pendingSaveItemId: number | null;
  /** A guest pressed "Alert me" (issue 39): once signed in, the home page saves its search. */
  pendingAlert: boolean;
  /** Someone (shell menu, portal settings) asked to log out; the shell does it and reloads to /. */
  logoutRequested: boolean;
}

const initialState: AuthUiState = { dialog: null, afterAuth: null, userCheckReady: false, pendingSaveItemId: null, pendingAlert: false, logoutRequested: false };

export const authUiSlice = createSlice({
  name: 'authUi',
  initialState,
  reducers: {
    authDialogOpened(state, action: PayloadAction<'login' | 'register' | undefined>) {
      state.dialog = { kind: 'auth', tab: action.payload ?? 'login' };
    },
    /** Guest tried to save or post: the prompt asks them to sign up or sign in first. */
    accountRequired(state, action: PayloadAction<{ mode: 'save'; itemId: number } | { mode: 'post' } | { mode: 'alert' }>) {
      const { payload } = action;
      state.dialog = { kind: 'required', mode: payload.mode };
      state.afterAuth = payload.mode === 'save' ? { kind: 'save', itemId: payload.itemId } : { kind: payload.mode };
    },
    /**
     * A "sign in required" screen (LoginRequired) or the bottom bar's Saved: once signed in, the
     * user goes to `returnTo` (usually the page they are on) instead of the portal.
     */
    signInRequested(state, action: PayloadAction<{ returnTo: string; tab?: 'login' | 'register' }>) {
      state.dialog = { kind: 'auth', tab: action.payload.tab ?? 'login' };
      state.afterAuth = { kind: 'return', path: action.payload.returnTo };
    },
    /** 'Đăng tin' by a member, from any page: the job-creation dialog (a guest gets accountRequired instead). */
    jobPostDialogOpened(state) {
      state.dialog = { kind: 'post' };
    },
    forgotPinOpened(state) {
      state.dialog = { kind: 'forgot' };
    },
    changePinOpened(state) {
      state.dialog = { kind: 'change' };
    },
    /** Closed by the user: a pending "after sign-in" intent goes with it. */
    authDialogClosed(state) {
      state.dialog = null;
      state.afterAuth = null;
    },
    userCheckAllowed(state) {
      state.userCheckReady = true;
    },
    logoutRequested(state) {
      state.logoutRequested = true;
    },
    pendingSaveHandled(state) {
      state.pendingSaveItemId = null;
    },
    pendingAlertHandled(state) {
      state.pendingAlert = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedIn, (state) => {
      state.userCheckReady = true;
      state.dialog = null;
      if (state.afterAuth?.kind === 'save') state.pendingSaveItemId = state.afterAuth.itemId;
      if (state.afterAuth?.kind === 'alert') state.pendingAlert = true;
      // The dialog read `afterAuth` before signing in (it decides where to go next); done with it.
      state.afterAuth = null;
    });
  },
  selectors: {
    selectAuthDialog: (state) => state.dialog,
    selectAfterAuth: (state) => state.afterAuth,
    selectUserCheckReady: (state) => state.userCheckReady,
    selectPendingSaveItemId: (state) => state.pendingSaveItemId,
    selectPendingAlert: (state) => state.pendingAlert,
    selectLogoutRequested: (state) => state.logoutRequested,
  },
});

export const {
  authDialogOpened,
  accountRequired,
  signInRequested,
  jobPostDialogOpened,
  forgotPinOpened,
  changePinOpened,
  authDialogClosed,
  userCheckAllowed,
  logoutRequested,
  pendingSaveHandled,
  pendingAlertHandled,
} = authUiSlice.actions;
export const { selectAuthDialog, selectAfterAuth, selectUserCheckReady, selectPendingSaveItemId, selectPendingAlert, selectLogoutRequested } =
  authUiSlice.selectors;

/**
 * Opens the shell's sign-in dialog; once signed in, the user is back on `returnTo`, by default the
 * page they are on (a "sign in required" screen then shows its content). For LoginRequired's onSignIn.
 */
export function useSignInHere(): (returnTo?: string) => void {
  const dispatch = useAppDispatch();
  const here = useLocation();
  return (returnTo) => dispatch(signInRequested({ returnTo: returnTo ?? `${here.pathname}${here.search}` }));
}
