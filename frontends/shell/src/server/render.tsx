import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import * as browseRoutes from 'browse/routes';
import { findRemoteRoute } from '@chonail/shared/contracts/routes';
import { createI18n, I18nextProvider, loadLanguage, type Lang } from '@chonail/shared/i18n';
import { createAppStore, primeFirstScreen, Provider, type SelectedLocation } from '@chonail/web/data';
// Straight from the package, not through @chonail/web/router: that shared entry is downloaded whole
// by every first page, and only this server build needs a static router. Both name the same module
// here, so the app's routing hooks read this router.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import { App } from '../App';
import { prepareRemotePage, provideRemote } from '../remotes/remote-loader';

/**
 * Issue 37: the first screen of a public page, rendered in the API process from the same
 * components the browser hydrates (bootstrap.tsx). The server never knows who is signed in: it
 * renders what a guest sees, and a member's own parts (saved hearts, owner controls) fill in
 * after the browser takes over.
 */
provideRemote('browse', browseRoutes);

export interface RenderInput {
  /** Path and query string, as the browser's address bar shows them. */
  url: string;
  lang: Lang;
  /** The API's answers for the page's first-screen requests, by URL (firstScreenRequests). */
  answers: Readonly<Record<string, unknown>>;
  /** The visitor's location, as its cookie mirrors the browser's storage. */
  location: SelectedLocation | null;
  /** The instant the page's relative times count from (the browser takes over from the same). */
  renderedAt: number;
  /** Told of an error in a component, whose part the browser then draws instead. */
  onError?: (error: unknown) => void;
}

// One i18n instance for the process, with both languages, and a view of it per language: a page's
// copy (the forum's, the job page's) is added to the one instance when its code loads
// (addTranslations), and both views read it. A new instance per page would copy the whole
// catalogue each time (a few ms); one per language would leave page copy out of all but the last.
let shared: Promise<ReturnType<typeof createI18n>> | undefined;
const views = new Map<Lang, ReturnType<typeof createI18n>>();
async function i18nFor(lang: Lang) {
  shared ??= Promise.all([loadLanguage('vi'), loadLanguage('en')]).then(() => createI18n('vi'));
  const base = await shared;
  let view = views.get(lang);
  if (!view) {
    view = base.cloneInstance({ lng: lang });
    views.set(lang, view);
  }
  return view;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/** A rendered page: resource hints React hoisted (the first photo's preload) for the head, and the HTML inside <div id="root">. */
export interface RenderedHtml {
  head: string;
  body: string;
}

/** React writes the hints it hoists first; they belong in the head, not in the root hydration reads. */
const LEADING_HINTS = /^(?:<link [^>]*>)+/;

/** The page's first screen, once all its content is ready. */
export async function renderPage({ url, lang, answers, location, renderedAt, onError }: RenderInput): Promise<RenderedHtml> {
  const i18n = await i18nFor(lang);
  const store = createAppStore({ auth: { accessToken: null, hasSession: false }, location: { selected: location } });
  const pathname = url.split('?', 1)[0] ?? '/';
  const route = findRemoteRoute(pathname);
  // The page's code first: it may bring its own calls (the forum's), which the answers go under.
  if (route) await prepareRemotePage(route.remote, route.page);
  await primeFirstScreen(store, answers);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={url}>
            <App renderedAt={renderedAt} />
          </StaticRouter>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
    {
      // Every part in place, none sent as a later segment with an inline script to move it in
      // (React does so for big parts by default): the page's policy allows no inline script, and
      // a crawler reads the page in order.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError,
    },
  );
  const html = await readAll(prelude);
  const head = LEADING_HINTS.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
