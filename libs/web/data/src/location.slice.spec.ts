/** @jest-environment jsdom */
import { createAppStore } from './store';
import { LOCATION_KEY, locationCleared, locationSelected } from './location.slice';

describe('selected location', () => {
  beforeEach(() => localStorage.clear());

  it('starts from what the last visit stored', () => {
    localStorage.setItem(LOCATION_KEY, JSON.stringify({ city: 'Houston', state: 'TX' }));
    expect(createAppStore().getState().location.selected).toEqual({ city: 'Houston', state: 'TX' });
  });

  it.each(['not json', '{"city":"X"}', '{"state":"texas"}', 'null'])('ignores a stored value it cannot use: %s', (stored) => {
    localStorage.setItem(LOCATION_KEY, stored);
    expect(createAppStore().getState().location.selected).toBeNull();
  });

  it('stores a choice and forgets it when cleared', () => {
    const store = createAppStore();
    store.dispatch(locationSelected({ city: null, state: 'CA' }));
    expect(JSON.parse(localStorage.getItem(LOCATION_KEY) ?? 'null')).toEqual({ city: null, state: 'CA' });
    store.dispatch(locationCleared());
    expect(store.getState().location.selected).toBeNull();
    expect(localStorage.getItem(LOCATION_KEY)).toBeNull();
  });
});
