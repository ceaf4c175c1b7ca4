/** @jest-environment node */
import { EARLY_RESPONSES, pendingEarlyResponses } from '@chonail/shared/domain';
import { signedIn } from './auth.slice';
import { cacheFirstScreen } from './first-screen-cache';
import { jobPostsApi } from './job-posts-api';
import { siteApi } from './site-api';
import { bindStore } from './request';
import { createAppStore } from './store';

const POST = { id: 12, title: 'Cần thợ gấp', description: 'Bao lương' };
const LIST = [POST, { ...POST, id: 13 }];
const MAP = { posts: [], counts: { all: 0, hiring: 0, selling: 0 } };
const CONFIG = { mapTileUrl: null };
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** What the shell's first script leaves for the page (frontends/shell/src/early.ts). */
function early(answers: Record<string, Promise<Response>>): void {
  (globalThis as Record<symbol, unknown>)[EARLY_RESPONSES] = new Map(Object.entries(answers));
}

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(() => json({ asked: 'again' }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
const stores: ReturnType<typeof createAppStore>[] = [];
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[EARLY_RESPONSES];
  // Clears the cache's removal timers, which would keep jest running for minutes.
  for (const created of stores.splice(0)) created.dispatch(jobPostsApi.util.resetApiState());
});

function store() {
  const created = createAppStore();
  bindStore(created);
  stores.push(created);
  return created;
}

describe('cacheFirstScreen', () => {
  it("puts a visitor's early answers where the page's queries read them, so the first render has them without asking", async () => {
    early({
      '/remotes.json': json({ browse: '/remotes/browse/remoteEntry.js' }),
      '/api/job-posts/12': json(POST),
      '/api/job-posts?state=TX&city=Houston&limit=50': json(LIST),
      '/api/job-posts/map': json(MAP),
      '/api/site-config': json(CONFIG),
    });
    const app = store();
    await cacheFirstScreen(app);
    const state = app.getState();
    expect(jobPostsApi.endpoints.jobPost.select(12)(state).data).toEqual(POST);
    // The argument the home page asks with: the query string's object, in any key order.
    expect(jobPostsApi.endpoints.searchJobPosts.select({ limit: '50', city: 'Houston', state: 'TX' })(state).data).toEqual(LIST);
    expect(jobPostsApi.endpoints.mapPosts.select()(state).data).toEqual(MAP);
    expect(siteApi.endpoints.siteConfig.select()(state).data).toEqual(CONFIG);
    // Taken: only the manifest (the remote loader's) is left.
    expect(pendingEarlyResponses().map(([url]) => url)).toEqual(['/remotes.json']);
    const asking = app.dispatch(jobPostsApi.endpoints.jobPost.initiate(12));
    const asked = await asking;
    asking.unsubscribe();
    expect(asked.data).toEqual(POST);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("leaves an answer that is not OK for the page's own request, which then reports it without asking again", async () => {
    early({ '/api/job-posts/99': json({ message: 'Not found', code: 'NOT_FOUND' }, 404) });
    const app = store();
    await cacheFirstScreen(app);
    expect(jobPostsApi.endpoints.jobPost.select(99)(app.getState()).data).toBeUndefined();
    expect(pendingEarlyResponses().map(([url]) => url)).toEqual(['/api/job-posts/99']);
    const asking = app.dispatch(jobPostsApi.endpoints.jobPost.initiate(99));
    const asked = await asking;
    asking.unsubscribe();
    expect(asked.error).toMatchObject({ status: 404 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('caches nothing for a signed-in member (the early answers were a visitor\'s) and survives an answer that never parses', async () => {
    early({ '/api/job-posts/12': json(POST) });
    const member = store();
    member.dispatch(signedIn({ accessToken: 'token' }));
    await cacheFirstScreen(member);
    expect(jobPostsApi.endpoints.jobPost.select(12)(member.getState()).data).toBeUndefined();
    expect(pendingEarlyResponses()).toHaveLength(1);

    early({ '/api/job-posts/12': Promise.resolve(new Response('{ not json', { status: 200 })), '/api/job-posts/13': Promise.reject(new TypeError('Failed to fetch')) });
    const visitor = store();
    await expect(cacheFirstScreen(visitor)).resolves.toBeUndefined();
    expect(jobPostsApi.endpoints.jobPost.select(12)(visitor.getState()).data).toBeUndefined();
  });
});
