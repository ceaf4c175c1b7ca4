/** @jest-environment jsdom */
import { signedIn, signedOut, tokenRefreshed } from './auth.slice';
import { createAppStore } from './store';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('auth state in browser storage', () => {
  it('starts signed out on an empty storage', () => {
    expect(createAppStore().getState().auth).toEqual({ accessToken: null, hasSession: false });
  });

  it('starts from what the previous page load stored', () => {
    localStorage.setItem('jwt_token', 'stored-token');
    localStorage.setItem('has_session', '1');

    expect(createAppStore().getState().auth).toEqual({ accessToken: 'stored-token', hasSession: true });
  });

  it('stores the token and the session flag at sign-in, updates the token on refresh, clears both at sign-out', () => {
    const store = createAppStore();

    store.dispatch(signedIn({ accessToken: 'a1' }));
    expect(localStorage.getItem('jwt_token')).toBe('a1');
    expect(localStorage.getItem('has_session')).toBe('1');

    store.dispatch(tokenRefreshed({ accessToken: 'a2' }));
    expect(store.getState().auth).toEqual({ accessToken: 'a2', hasSession: true });
    expect(localStorage.getItem('jwt_token')).toBe('a2');

    store.dispatch(signedOut());
    expect(store.getState().auth).toEqual({ accessToken: null, hasSession: false });
    expect(localStorage.length).toBe(0);
  });

  it('writes no other key, even when a caller passes the login form along', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const store = createAppStore();

    // A careless caller: the extra fields must not reach storage.
    const loginForm = { accessToken: 'a1', phone: '+17145550100', pin: '4821', password: 'hunter22' };
    store.dispatch(signedIn(loginForm));
    store.dispatch(tokenRefreshed({ accessToken: 'a2' }));

    expect(new Set(setItem.mock.calls.map(([key]) => key))).toEqual(new Set(['jwt_token', 'has_session']));
    const everything = Object.keys(localStorage)
      .map((key) => `${key}=${localStorage.getItem(key)}`)
      .join(' ');
    expect(everything).not.toMatch(/4821|hunter22|7145550100|saved_credentials|pin|password/i);
    expect(store.getState().auth).toEqual({ accessToken: 'a2', hasSession: true });
  });

  it('keeps working when storage refuses writes (quota, privacy mode)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = createAppStore();

    store.dispatch(signedIn({ accessToken: 'a1' }));

    expect(store.getState().auth).toEqual({ accessToken: 'a1', hasSession: true });
  });
});
