import { createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { FIRST_SCREEN_COOKIES, parseStoredLocation, rememberForFirstScreen, STORED_LOCATION_KEY } from '@chonail/shared/domain';
import { readItem, writeItem } from './browser-storage';
import { useAppSelector } from './store-hooks';

/** Spec 01 "session data kept locally": the location the visitor searches in. */
export const LOCATION_KEY = STORED_LOCATION_KEY;

export interface SelectedLocation {
  city: string | null;
  /** Two-letter US state code. */
  state: string;
}

function readStoredLocation(): SelectedLocation | null {
  return parseStoredLocation(readItem(LOCATION_KEY));
}

/**
 * Shared because the shell's header shows it while the browse remote chooses it. Defaults such
 * as "no stored location becomes TX" belong to the home page, not here.
 */
export const locationSlice = createSlice({
  name: 'location',
  initialState: () => ({ selected: readStoredLocation() }),
  reducers: {
    locationSelected(state, action: PayloadAction<SelectedLocation>) {
      state.selected = action.payload;
    },
    locationCleared(state) {
      state.selected = null;
    },
  },
  selectors: { selectLocation: (state) => state.selected },
});

export const { locationSelected, locationCleared } = locationSlice.actions;
export const { selectLocation } = locationSlice.selectors;

export const locationStorageMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  const kept = locationSelected.match(action) ? JSON.stringify(action.payload) : locationCleared.match(action) ? null : undefined;
  if (kept !== undefined) {
    writeItem(LOCATION_KEY, kept);
    rememberForFirstScreen(FIRST_SCREEN_COOKIES.location, kept);
  }
  return result;
};

export function useSelectedLocation(): SelectedLocation | null {
  return useAppSelector((state) => state.location.selected);
}
