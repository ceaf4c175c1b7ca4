import { createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { readItem, writeItem } from './browser-storage';

/**
 * What the client knows about the session. The refresh token lives in an HttpOnly cookie that
 * scripts cannot read (ARCHITECTURE section 7), so `hasSession` is the only trace of it here.
 * No phone, PIN or password is ever kept on the client: when the refresh fails, the user signs in again.
 */
export interface AuthState {
  accessToken: string | null;
  hasSession: boolean;
}

/** The only two keys this library writes to browser storage. */
export const ACCESS_TOKEN_KEY = 'jwt_token';
/** Non-secret flag: '1' while a refresh cookie probably exists, so the shell knows to ask who the user is. */
export const HAS_SESSION_KEY = 'has_session';


/** The state a new store starts from: whatever the previous page load left in storage. */
export function readStoredAuth(): AuthState {
  return {
    accessToken: readItem(ACCESS_TOKEN_KEY) || null,
    hasSession: readItem(HAS_SESSION_KEY) === '1',
  };
}

export const authSlice = createSlice({
  name: 'auth',
  // A function, so every new store reads storage when it is created rather than at import time.
  initialState: readStoredAuth,
  reducers: {
    signedIn(state, action: PayloadAction<{ accessToken: string }>) {
      state.accessToken = action.payload.accessToken;
      state.hasSession = true;
    },
    // A refresh only succeeds while the cookie session exists, so it also confirms `hasSession`.
    tokenRefreshed(state, action: PayloadAction<{ accessToken: string }>) {
      state.accessToken = action.payload.accessToken;
      state.hasSession = true;
    },
    signedOut(state) {
      state.accessToken = null;
      state.hasSession = false;
    },
  },
  selectors: {
    selectAccessToken: (state) => state.accessToken,
    selectHasSession: (state) => state.hasSession,
  },
});

export const { signedIn, tokenRefreshed, signedOut } = authSlice.actions;
export const { selectAccessToken, selectHasSession } = authSlice.selectors;

/**
 * Mirrors the auth actions into storage. Kept out of the reducers because reducers must stay pure
 * (they also run in tests, devtools replays and on preloaded state).
 */
export const authStorageMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (signedIn.match(action) || tokenRefreshed.match(action)) {
    writeItem(ACCESS_TOKEN_KEY, action.payload.accessToken);
    writeItem(HAS_SESSION_KEY, '1');
  } else if (signedOut.match(action)) {
    writeItem(ACCESS_TOKEN_KEY, null);
    writeItem(HAS_SESSION_KEY, null);
  }
  return result;
};
