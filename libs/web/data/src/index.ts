export { ApiError, errorMessage, errorMessageKey, readApiError, type Translate } from './api-error';
export { keepForOffline } from './keep-offline';
export {
  ACCESS_TOKEN_KEY,
  HAS_SESSION_KEY,
  type AuthState,
  authSlice,
  authStorageMiddleware,
  readStoredAuth,
  selectAccessToken,
  selectHasSession,
  signedIn,
  signedOut,
  tokenRefreshed,
} from './auth.slice';
export {
  API_TAG_TYPES,
  type ApiQueryArgs,
  type ApiQueryError,
  type ApiQueryMeta,
  apiBaseQuery,
  baseApi,
  MUTATION_PAUSED_EVENT,
  QUERY_FRESH_SECONDS,
  QUERY_KEEP_SECONDS,
} from './base-api';
export {
  apiRequest,
  type AuthStore,
  bindStore,
  configureApi,
  followOtherTabs,
  type HttpMethod,
  queryFetcher,
  REFRESH_PATH,
  refreshSession,
  send,
} from './request';
export {
  type AppDispatch,
  type AppStore,
  createAppStore,
  type LazyLoadedSlices,
  rootReducer,
  type RootState,
  useAppDispatch,
  useAppSelector,
} from './store';
export {
  LOCATION_KEY,
  locationCleared,
  locationSelected,
  locationSlice,
  selectLocation,
  type SelectedLocation,
  useSelectedLocation,
} from './location.slice';
// Redux is used through this lib only: shell and remotes share it as this one module (one store
// context), and the unused parts of Redux Toolkit are tree-shaken (lint forbids direct imports).
export { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
export { Provider } from 'react-redux';
export { registerSingletons, useRegisterSingletons, type RuntimeSingletons } from './singletons';
export { authApi, useCurrentUserQuery, USER_FRESH_SECONDS } from './auth-api';
export {
  accountRequired,
  type AfterAuth,
  authDialogClosed,
  authDialogOpened,
  type AuthDialog,
  type AuthUiState,
  authUiSlice,
  changePinOpened,
  forgotPinOpened,
  logoutRequested,
  pendingSaveHandled,
  pendingAlertHandled,
  selectAfterAuth,
  selectAuthDialog,
  selectLogoutRequested,
  selectPendingSaveItemId,
  selectPendingAlert,
  selectUserCheckReady,
  signInRequested,
  jobPostDialogOpened,
  userCheckAllowed,
  useSignInHere,
} from './auth-ui.slice';
export { type Account, useAccount } from './use-account';
export { type JobPostArgs, LIST_FRESH_SECONDS, NEW_JOB_POST_EVENT, useJobPostQuery, useMapPostsQuery, usePostContact, useSearchJobPostsQuery } from './job-posts-api';
export {
  SAVED_CHECK_FRESH_SECONDS,
  SAVED_ITEMS_CHANGED_EVENT,
  type SavedItemArg,
  useSavedItemsQuery,
  useSaveItemMutation,
  useUnsaveItemMutation,
} from './saved-items-api';
export { TRANSLATION_FRESH_SECONDS, useAddressSuggestionsQuery, useSiteConfigQuery, useTranslateJobQuery } from './site-api';
export { addFirstScreenAnswers, cacheFirstScreen, type FirstScreenAnswers, primeFirstScreen, refreshForMember } from './first-screen-cache';
