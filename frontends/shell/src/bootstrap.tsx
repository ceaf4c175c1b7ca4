import { StrictMode } from 'react';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@chonail/web/router';
import { I18nextProvider } from '@chonail/shared/i18n';
import { initI18n } from '@chonail/shared/i18n';
import { bindStore, createAppStore, Provider, registerSingletons } from '@chonail/web/data';
import { App } from './App';
import { loadRemoteManifest } from './remotes/remote-loader';

async function start(): Promise<void> {
  // The reader's language (that one only) downloads while the remotes' manifest does; both are
  // there before the first render, so no screen shows a key.
  const i18nReady = initI18n();
  const store = createAppStore();
  bindStore(store);
  registerSingletons('shell', { react: React.createElement, store });
  const [i18n] = await Promise.all([i18nReady, loadRemoteManifest()]);
  document.documentElement.lang = i18n.language;
  const root = document.getElementById('root');
  if (!root) return;
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
  );
}

void start();
