import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice, authStorageMiddleware } from './auth.slice';
import { authUiSlice } from './auth-ui.slice';
import { baseApi } from './base-api';
import { locationSlice, locationStorageMiddleware } from './location.slice';

/**
 * Slices that remotes inject later. A remote declares its own slice here so RootState knows it:
 *
 *   declare module '@chonail/web/data' {
 *     interface LazyLoadedSlices extends WithSlice<typeof postDraftSlice> {}
 *   }
 *   rootReducer.inject(postDraftSlice);
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- remotes fill it by declaration merging
export interface LazyLoadedSlices {}

/**
 * The reducer of the one store the shell owns. Remotes are built separately and share this library
 * as a Module Federation singleton, so they cannot be listed here: they call `rootReducer.inject`.
 */
export const rootReducer = combineSlices(authSlice, authUiSlice, locationSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware, authStorageMiddleware, locationStorageMiddleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export { useAppDispatch, useAppSelector } from './store-hooks';
