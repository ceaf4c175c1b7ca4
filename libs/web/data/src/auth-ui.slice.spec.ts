import { accountRequired, authDialogClosed, authDialogOpened, authUiSlice, logoutRequested, pendingAlertHandled } from './auth-ui.slice';
import { signedIn } from './auth.slice';

const reduce = (...actions: Parameters<typeof authUiSlice.reducer>[1][]) =>
  actions.reduce(authUiSlice.reducer, authUiSlice.reducer(undefined, { type: 'init' }));

describe('account dialogs state', () => {
  it('starts closed, with the user check held back', () => {
    expect(reduce()).toEqual({ dialog: null, afterAuth: null, userCheckReady: false, pendingSaveItemId: null, pendingAlert: false, logoutRequested: false });
  });

  it('keeps the post intent through the tabs and drops it after sign-in', () => {
    const prompted = reduce(accountRequired({ mode: 'post' }), authDialogOpened('register'));
    expect(prompted.dialog).toEqual({ kind: 'auth', tab: 'register' });
    expect(prompted.afterAuth).toEqual({ kind: 'post' });
    const after = authUiSlice.reducer(prompted, signedIn({ accessToken: 't' }));
    expect(after).toMatchObject({ dialog: null, afterAuth: null, userCheckReady: true, pendingSaveItemId: null });
  });

  it('turns a save intent into a pending save once signed in', () => {
    const state = reduce(accountRequired({ mode: 'save', itemId: 42 }), authDialogOpened('login'), signedIn({ accessToken: 't' }));
    expect(state.pendingSaveItemId).toBe(42);
  });

  it('forgets the intent when the guest closes the dialog', () => {
    const state = reduce(accountRequired({ mode: 'save', itemId: 42 }), authDialogClosed(), signedIn({ accessToken: 't' }));
    expect(state.pendingSaveItemId).toBeNull();
  });

  it('turns an alert intent into a pending alert once signed in (issue 39), until the home page has saved it', () => {
    const state = reduce(accountRequired({ mode: 'alert' }), authDialogOpened('register'), signedIn({ accessToken: 't' }));
    expect(state).toMatchObject({ pendingAlert: true, afterAuth: null, dialog: null });
    expect(authUiSlice.reducer(state, pendingAlertHandled()).pendingAlert).toBe(false);
    expect(reduce(accountRequired({ mode: 'alert' }), authDialogClosed(), signedIn({ accessToken: 't' })).pendingAlert).toBe(false);
  });

  it('records a logout request', () => {
    expect(reduce(logoutRequested()).logoutRequested).toBe(true);
  });
});
