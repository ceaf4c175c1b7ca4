import { createSlice, type PayloadAction } from '@chonail/web/data';
import { rootReducer } from '@chonail/web/data';

/** Browse's own state, injected into the shell's store when the remote loads. */
export interface BrowseState {
  /** Scroll offset of each list page, so coming back from a detail restores it (spec 01 Home). */
  scrollPositions: Record<string, number>;
}

const initialState: BrowseState = { scrollPositions: {} };

export const browseSlice = createSlice({
  name: 'browse',
  initialState,
  reducers: {
    scrollSaved(state, action: PayloadAction<{ key: string; y: number }>) {
      state.scrollPositions[action.payload.key] = action.payload.y;
    },
  },
});

export const injectedReducer = rootReducer.inject(browseSlice);
export const { scrollSaved } = browseSlice.actions;
