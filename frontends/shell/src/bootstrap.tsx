import { StrictMode, startTransition } from 'react';
import * as React from 'react';
import { I18nextProvider, initI18n, pageLang } from '@chonail/shared/i18n';
import { parseStoredLocation } from '@chonail/shared/domain';
import { findRemoteRoute } from '@chonail/shared/contracts/routes';
import type { RootState } from '@chonail/web/data';

// The rest of the app's code is evaluated step by step below (modules of this chunk: no extra
// download), each step its own task, so a phone answers a tap and paints between them.
const storeCode = () => import(/* webpackMode: "eager" */ './start-store');
const remoteLoader = () => import(/* webpackMode: "eager" */ './remotes/remote-loader');
const renderCode = () => import(/* webpackMode: "eager" */ './start-render');

/**
 * Hands the main thread back to the browser until its next task. Starting the app was one task of
 * 230 ms on a phone (the libraries' code, the store, the first answers, then hydration), which
 * Lighthouse counted as most of every page's blocking time.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long the first render waits for the first page's remote before it shows the header and a spinner. */
const FIRST_PAGE_WAIT_MS = 2_000;
/**
 * The same for a server-rendered page, whose content is already on screen: taking it over
 * without the page's code or answers would replace it with a spinner, so it waits longer.
 */
const SERVER_PAGE_WAIT_MS = 10_000;

async function start(): Promise<void> {
  const root = document.getElementById('root');
  // Issue 37: the server sent this page's first screen; the browser takes it over (hydrates) in the
  // language it was rendered in, from the answers it was rendered from, instead of drawing it again.
  const wantedLang = pageLang();
  // The reader's language (that one only) downloads while the remotes' manifest does; both are
  // there before the first render, so no screen shows a key.
  const i18nReady = initI18n(wantedLang);
  await yieldToMain();
  const { bindStore, cacheFirstScreen, createAppStore, Provider, refreshForMember, registerSingletons } = await storeCode();
  const store = createAppStore();
  // Rendered for another language or place than the reader's own (a visitor whose cookies were
  // lost, while the browser kept their choices: the server could not know): then the browser draws
  // the page for theirs, as before, instead of taking the server's over and changing it after.
  const sameLocation = JSON.stringify(parseStoredLocation(root?.dataset['location'] ?? null)) === JSON.stringify(store.getState().location.selected);
  const serverRendered = Boolean(root?.firstElementChild) && document.documentElement.lang === wantedLang && sameLocation;
  const renderedAt = serverRendered && root?.dataset['renderedAt'] ? Number(root.dataset['renderedAt']) : undefined;
  bindStore(store);
  registerSingletons('shell', { react: React.createElement, store });
  await yieldToMain();
  // Evaluated before the remotes are registered: a library first asked for after that makes Module
  // Federation start every remote's entry (post's and admin's too) to compare versions.
  const { App, BrowserRouter, createRoot, hydrateRoot } = await renderCode();
  await yieldToMain();
  const { loadRemoteManifest, prepareRemotePage } = await remoteLoader();
  const [i18n] = await Promise.all([i18nReady, loadRemoteManifest()]);
  // The page the visit starts on comes in the first render with the header, not after a spinner:
  // its files were named in the HTML (the API's preload links), so they are here or on their way,
  // and React would hold a page back at least 300 ms after showing a spinner for it. A remote that
  // fails to load shows its error panel in that render; one that stalls, the spinner, after a while.
  // Its first screen's data too (asked for by the first script, with the HTML's links), so that
  // render has the content instead of a spinner and a second render.
  const first = findRemoteRoute(window.location.pathname);
  if (first) {
    const stalled = new Promise((resolve) => setTimeout(resolve, serverRendered ? SERVER_PAGE_WAIT_MS : FIRST_PAGE_WAIT_MS));
    // The answers go in the cache once the page's code is here: a page may bring its own calls (the forum's).
    const ready = prepareRemotePage(first.remote, first.page)
      .catch(() => undefined)
      .then(yieldToMain)
      .then(() => cacheFirstScreen(store, { serverRendered }));
    await Promise.race([ready, stalled]);
  }
  document.documentElement.lang = i18n.language;
  if (!root) return;
  await yieldToMain();
  // What the server rendered from: a guest's state. react-redux hydrates from it, then renders the
  // store's own state (a member's) as an update.
  // A guest's store is that state itself: the same objects, so no selector finds a change to draw
  // again at once after the takeover (react-redux re-renders those synchronously, in one task).
  const state = store.getState();
  const guest = state.auth.accessToken === null && !state.auth.hasSession;
  const serverState: RootState | undefined = serverRendered ? (guest ? state : { ...state, auth: { accessToken: null, hasSession: false } }) : undefined;
  // Marks the page as the app's (it answers taps from now on; browser tests wait for it on a
  // server-rendered page, whose buttons are on screen before).
  const takenOver = () => {
    document.documentElement.dataset['app'] = 'ready';
    if (serverRendered) refreshForMember(store);
  };
  const app = (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            {/* A member's own view fills in once the guest's view the server sent is taken over. */}
            <App onMounted={takenOver} renderedAt={renderedAt} />
          </BrowserRouter>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
  if (serverRendered) {
    // As a transition too: hydrateRoot alone takes the default lane, which React does not slice,
    // and took a phone's main thread for the whole page in one task (50 cards: Lighthouse counted
    // it as most of the home page's blocking time). In a transition it yields every few
    // milliseconds, and a tap meanwhile hydrates its part first.
    startTransition(() => void hydrateRoot(root, app));
    return;
  }
  // Rendered as a transition, so React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole first render (a phone's longest task before this).
  startTransition(() => createRoot(root).render(app));
}

void start();
