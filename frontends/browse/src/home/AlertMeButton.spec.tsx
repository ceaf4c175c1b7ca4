/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SAMPLE_USER } from '@chonail/shared/contracts/testing';
import { createI18n, en as enText, I18nextProvider, vi as viText, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider, selectAuthDialog, signedIn, useAccount, userCheckAllowed } from '@chonail/web/data';
import { fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import { useToasts } from '@chonail/web/ui';
import { AlertMeButton } from './AlertMeButton';

/** As the home page renders it, with the page's account. */
function Subject({ query }: { query: Record<string, string> }) {
  return <AlertMeButton query={query} account={useAccount().status} />;
}

function ToastProbe() {
  const [latest] = useToasts().filter((toast) => toast.open);
  return <output data-testid="toast">{latest ? `${latest.title}|${latest.description ?? ''}` : ''}</output>;
}

const QUERY = { state: 'TX', city: 'Houston', jobType: 'hiring', weeklyPayFrom: '1000', limit: '50' };

function renderButton(lang: Lang, post: FakeRoute, { member = true } = {}) {
  const fetchMock = fakeApi({ 'GET /api/auth/user': { status: 200, body: SAMPLE_USER }, 'POST /api/saved-searches': post });
  const store = createAppStore();
  store.dispatch(userCheckAllowed());
  if (member) store.dispatch(signedIn({ accessToken: 'token' }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <Subject query={QUERY} />
        <ToastProbe />
      </I18nextProvider>
    </Provider>,
  );
  const posted = () =>
    fetchMock.mock.calls.filter(([url, init]) => url === '/api/saved-searches' && (init as RequestInit | undefined)?.method === 'POST').map(([, init]) => JSON.parse(String((init as RequestInit).body)));
  return { store, posted };
}

/** The button once the session is known (it waits for it). */
async function button(name: string) {
  const found = await screen.findByRole('button', { name });
  await waitFor(() => expect((found as HTMLButtonElement).disabled).toBe(false));
  return found;
}

describe('AlertMeButton (issue 39)', () => {
  // A member's test leaves its session in localStorage.
  beforeEach(() => localStorage.clear());

  it("saves the home page's search as an instant alert and says so, in Vietnamese", async () => {
    const { posted } = renderButton('vi', { status: 201, body: {} });
    fireEvent.click(await button(viText.home.alertMe));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(`${viText.alerts.saved.title}|${viText.alerts.saved.body}`));
    expect(posted()).toEqual([{ ...QUERY, frequency: 'instant' }]);
  });

  it('a search saved already is still an alert that is on', async () => {
    renderButton('en', { status: 409, body: { message: 'saved', code: 'SAVED_SEARCH_EXISTS' } });
    fireEvent.click(await button(enText.home.alertMe));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(`${enText.alerts.saved.title}|${enText.apiErrors.SAVED_SEARCH_EXISTS}`));
  });

  it('says when ten searches are saved already', async () => {
    renderButton('vi', { status: 409, body: { message: 'max', code: 'TOO_MANY_SAVED_SEARCHES' } });
    fireEvent.click(await button(viText.home.alertMe));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(`${viText.alerts.saved.failedTitle}|${viText.apiErrors.TOO_MANY_SAVED_SEARCHES}`));
  });

  it('asks a guest to sign in first, then saves the search once they have', async () => {
    const { store, posted } = renderButton('en', { status: 201, body: {} }, { member: false });
    fireEvent.click(await button(enText.home.alertMe));
    expect(selectAuthDialog(store.getState())).toEqual({ kind: 'required', mode: 'alert' });
    expect(posted()).toEqual([]);
    act(() => void store.dispatch(signedIn({ accessToken: 'token' })));
    await waitFor(() => expect(posted()).toEqual([{ ...QUERY, frequency: 'instant' }]));
    expect(selectAuthDialog(store.getState())).toBeNull();
    // Once: the pending save is done with.
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(enText.alerts.saved.title));
    expect(posted()).toHaveLength(1);
  });
});
