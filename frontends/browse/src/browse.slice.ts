import { createSlice, type PayloadAction, rootReducer, type WithSlice } from '@chonail/web/data';
import { type BrowseFilters, DEFAULT_BROWSE_FILTERS } from './home/fact-filters';

/** Browse's own state, injected into the shell's store when the remote loads. */
export interface BrowseState {
  /** Scroll offset of each list page, so coming back from a detail restores it (spec 01 Home). */
  scrollPositions: Record<string, number>;
  /** The home page's filter dialog choices (the facts' too, issue 24); kept here so they survive a visit to a job page. */
  filters: BrowseFilters;
}

const initialState: BrowseState = { scrollPositions: {}, filters: DEFAULT_BROWSE_FILTERS };

export const browseSlice = createSlice({
  name: 'browse',
  initialState,
  reducers: {
    scrollSaved(state, action: PayloadAction<{ key: string; y: number }>) {
      state.scrollPositions[action.payload.key] = action.payload.y;
    },
    filtersApplied(state, action: PayloadAction<BrowseFilters>) {
      state.filters = action.payload;
    },
  },
  selectors: {
    selectFilters: (state) => state.filters,
    selectScrollPosition: (state, key: string) => state.scrollPositions[key] ?? null,
  },
});

declare module '@chonail/web/data' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- declaration merging adds the slice to RootState
  interface LazyLoadedSlices extends WithSlice<typeof browseSlice> {}
}

/** Injected when this module loads; its selectors answer the initial state until the first action. */
export const injectedBrowseSlice = browseSlice.injectInto(rootReducer);
export const { scrollSaved, filtersApplied } = browseSlice.actions;
export const { selectFilters, selectScrollPosition } = injectedBrowseSlice.selectors;
