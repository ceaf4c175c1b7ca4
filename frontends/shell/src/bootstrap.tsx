import { StrictMode, startTransition } from 'react';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@chonail/web/router';
import { I18nextProvider } from '@chonail/shared/i18n';
import { initI18n } from '@chonail/shared/i18n';
import { bindStore, cacheFirstScreen, createAppStore, Provider, registerSingletons } from '@chonail/web/data';
import { findRemoteRoute } from '@chonail/shared/contracts/routes';
import { App } from './App';
import { loadRemoteManifest, prepareRemotePage } from './remotes/remote-loader';

/** How long the first render waits for the first page's remote before it shows the header and a spinner. */
const FIRST_PAGE_WAIT_MS = 2_000;

async function start(): Promise<void> {
  // The reader's language (that one only) downloads while the remotes' manifest does; both are
  // there before the first render, so no screen shows a key.
  const i18nReady = initI18n();
  const store = createAppStore();
  bindStore(store);
  registerSingletons('shell', { react: React.createElement, store });
  const [i18n] = await Promise.all([i18nReady, loadRemoteManifest()]);
  // The page the visit starts on comes in the first render with the header, not after a spinner:
  // its files were named in the HTML (the API's preload links), so they are here or on their way,
  // and React would hold a page back at least 300 ms after showing a spinner for it. A remote that
  // fails to load shows its error panel in that render; one that stalls, the spinner, after a while.
  // Its first screen's data too (asked for by the first script, with the HTML's links), so that
  // render has the content instead of a spinner and a second render.
  const first = findRemoteRoute(window.location.pathname);
  if (first) {
    const stalled = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
    const ready = Promise.all([prepareRemotePage(first.remote, first.page).catch(() => undefined), cacheFirstScreen(store)]);
    await Promise.race([ready, stalled]);
  }
  document.documentElement.lang = i18n.language;
  const root = document.getElementById('root');
  if (!root) return;
  // Rendered as a transition, so React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole first render (a phone's longest task before this).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    ),
  );
}

void start();
