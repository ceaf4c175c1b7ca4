import { render } from '@testing-library/react';
import type { JobPost, MediaItem } from '@chonail/shared/contracts';
import { createI18n, I18nextProvider, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider, signedIn } from '@chonail/web/data';
import { fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@chonail/web/router';
import { useToasts } from '@chonail/web/ui';
import EditPostDialog from './EditPostDialog';

// Test support only: the portal's edit dialog rendered for its component specs (EditPostDialog.spec,
// EditPostFacts.spec) with a signed-in store, a language and a stand-in API.

function ToastProbe() {
  const [latest] = useToasts().filter((toast) => toast.open);
  return <output data-testid="toast-probe">{latest ? `${latest.title}|${latest.description ?? ''}` : ''}</output>;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * The uploader makes its own session id; the fake answers its file list whatever the id is, and
 * remembers the id so the test can look for it in the PUT.
 */
export function renderEdit(post: JobPost, { lang = 'vi' as Lang, answers = {} as Record<string, FakeRoute>, sessionFiles = [] as MediaItem[] } = {}) {
  const base = fakeApi({ [`PUT /api/job-posts/${post.id}`]: { status: 200, body: post }, ...answers });
  const session = { id: '' };
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const match = /^\/api\/media\/uploads\?sessionId=(.+)$/.exec(url);
    if (!match) return base(url, init);
    session.id = decodeURIComponent(match[1] ?? '');
    return { ok: true, status: 200, statusText: '', body: null, text: async () => JSON.stringify(sessionFiles) } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const store = createAppStore();
  store.dispatch(signedIn({ accessToken: 'token' }));
  const onClose = jest.fn();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={['/my-posts/5']}>
          <Routes>
            <Route path="*" element={<EditPostDialog post={post} onClose={onClose} />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <ToastProbe />
      </I18nextProvider>
    </Provider>,
  );
  const puts = () => fetchMock.mock.calls.filter(([url, init]) => url === `/api/job-posts/${post.id}` && init?.method === 'PUT');
  const putBody = () => JSON.parse(String(puts()[0]?.[1]?.body)) as Record<string, unknown>;
  return { onClose, puts, putBody, session };
}

