/** @jest-environment node */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedIn } from './auth.slice';
import { type ApiQueryError, baseApi, MUTATION_PAUSED_EVENT } from './base-api';
import { configureApi, REFRESH_PATH } from './request';
import { createAppStore, rootReducer } from './store';
import { type ApiTestServer, sendJson, startApiServer } from './test-api-server';

// What a remote does: add its calls to the shared API slice.
const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<{ jobPosts: number }, void>({ query: () => '/api/stats', providesTags: ['Stats'] }),
    getMyJobPosts: build.query<Array<{ id: number }>, void>({ query: () => '/api/my-job-posts' }),
    deleteStore: build.mutation<void, number>({
      query: (id) => ({ url: `/api/stores/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Stores'],
    }),
  }),
});

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiServer();
  configureApi({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

// Note: this file never calls bindStore. Queries use the store that runs them.
describe('baseApi through a real store', () => {
  it('answers data', async () => {
    server.route('GET', '/api/stats', (_req, res) => sendJson(res, 200, { jobPosts: 42 }));
    const store = createAppStore();

    const result = await store.dispatch(statsApi.endpoints.getStats.initiate());

    expect(result.data).toEqual({ jobPosts: 42 });
    expect(statsApi.endpoints.getStats.select()(store.getState()).data).toEqual({ jobPosts: 42 });
  });

  it('answers an error with status, message, code and body', async () => {
    const body = { message: 'Không thể xóa store', code: 'CONFLICT' };
    server.route('DELETE', '/api/stores/9', (_req, res) => sendJson(res, 409, body));
    const store = createAppStore();

    const result = await store.dispatch(statsApi.endpoints.deleteStore.initiate(9));

    expect('error' in result && result.error).toEqual({ status: 409, message: body.message, code: 'CONFLICT', body });
  });

  it('holds a change made offline until the network is back, and says so; reads are not held', async () => {
    let deletes = 0;
    server.route('DELETE', '/api/stores/3', (_req, res) => {
      deletes += 1;
      sendJson(res, 200, {});
    });
    server.route('GET', '/api/stats', (_req, res) => sendJson(res, 200, { jobPosts: 7 }));
    // A browser's window and navigator, offline.
    const browser = new EventTarget();
    const network = { onLine: false };
    const paused = jest.fn();
    browser.addEventListener(MUTATION_PAUSED_EVENT, paused);
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: network, configurable: true });
    Object.defineProperty(globalThis, 'window', { value: browser, configurable: true });
    try {
      const store = createAppStore();
      expect((await store.dispatch(statsApi.endpoints.getStats.initiate())).data).toEqual({ jobPosts: 7 });
      const change = store.dispatch(statsApi.endpoints.deleteStore.initiate(3));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(deletes).toBe(0);
      expect(paused).toHaveBeenCalledTimes(1);
      network.onLine = true;
      browser.dispatchEvent(new Event('online'));
      expect('error' in (await change)).toBe(false);
      expect(deletes).toBe(1);
    } finally {
      delete (globalThis as { window?: unknown }).window;
      if (saved) Object.defineProperty(globalThis, 'navigator', saved);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  it("reports 'FETCH_ERROR' when the server cannot be reached", async () => {
    const down = await startApiServer();
    await down.close();
    configureApi({ baseUrl: down.baseUrl });
    try {
      const result = await createAppStore().dispatch(statsApi.endpoints.getStats.initiate());
      expect((result.error as ApiQueryError).status).toBe('FETCH_ERROR');
    } finally {
      configureApi({ baseUrl: server.baseUrl });
    }
  });

  it('recovers from a 401 with the same refresh as the plain helpers', async () => {
    server.route('GET', '/api/my-job-posts', (req, res) => {
      if (req.headers.authorization === 'Bearer fresh') sendJson(res, 200, [{ id: 3 }]);
      else sendJson(res, 401, { message: 'Unauthorized' });
    });
    server.route('POST', REFRESH_PATH, (_req, res) => sendJson(res, 200, { accessToken: 'fresh', refreshToken: 'r' }));
    const store = createAppStore();
    store.dispatch(signedIn({ accessToken: 'expired' }));

    const result = await store.dispatch(statsApi.endpoints.getMyJobPosts.initiate());

    expect(result.data).toEqual([{ id: 3 }]);
    expect(store.getState().auth.accessToken).toBe('fresh');
  });

  it('serves a second subscriber from the cache instead of refetching', async () => {
    server.route('GET', '/api/stats', (_req, res) => sendJson(res, 200, { jobPosts: 1 }));
    const store = createAppStore();

    await store.dispatch(statsApi.endpoints.getStats.initiate());
    await store.dispatch(statsApi.endpoints.getStats.initiate());

    expect(server.requests).toHaveLength(1);
  });
});

describe('the shell store', () => {
  it('holds auth and api state, and takes slices a remote injects later', () => {
    const store = createAppStore();
    expect(Object.keys(store.getState())).toEqual(expect.arrayContaining(['auth', 'api']));

    const draftSlice = createSlice({
      name: 'postDraft',
      initialState: { title: '' },
      reducers: { titled: (state, action: PayloadAction<string>) => void (state.title = action.payload) },
    });
    rootReducer.inject(draftSlice);
    store.dispatch(draftSlice.actions.titled('Cần thợ gấp'));

    expect((store.getState() as unknown as Record<string, unknown>)['postDraft']).toEqual({ title: 'Cần thợ gấp' });
  });
});
