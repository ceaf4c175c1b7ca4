/** @jest-environment node */
import { ApiError } from './api-error';
import { signedIn, signedOut } from './auth.slice';
import { apiRequest, bindStore, configureApi, queryFetcher, REFRESH_PATH } from './request';
import { type AppStore, createAppStore } from './store';
import { type ApiTestServer, MemoryStorage, type RecordedRequest, sendJson, startApiServer } from './test-api-server';
import { closeAuthChannel, REFRESH_LOCK_NAME } from './tab-lock';

let server: ApiTestServer;
let store: AppStore;
let storage: MemoryStorage;

const bearer = (request: RecordedRequest | undefined) => request?.headers.authorization;
const parseMultipart = (request: RecordedRequest) =>
  new Response(new Uint8Array(request.body), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
const paths = () => server.requests.map((r) => `${r.method} ${r.path}`);

/** Plays a protected endpoint: 200 with `answer` for `Bearer <validToken>`, else 401. */
function protectedRoute(method: string, path: string, validToken: string, answer: unknown) {
  server.route(method, path, (request, response) => {
    if (bearer(request) === `Bearer ${validToken}`) sendJson(response, 200, answer);
    else sendJson(response, 401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });
  });
}

function refreshRoute(result: { accessToken: string } | 'refused', delayMs = 0) {
  server.route('POST', REFRESH_PATH, (_request, response) => {
    setTimeout(() => {
      if (result === 'refused') sendJson(response, 401, { message: 'Session expired', code: 'UNAUTHORIZED' });
      else sendJson(response, 200, { ...result, refreshToken: 'cookie-also-holds-this' });
    }, delayMs);
  });
}

function signInAs(accessToken: string) {
  store.dispatch(signedIn({ accessToken }));
}

beforeAll(async () => {
  server = await startApiServer();
  configureApi({ baseUrl: server.baseUrl });
});

afterAll(async () => {
  await server.close();
  closeAuthChannel();
  delete (globalThis as { window?: unknown }).window;
});

beforeEach(() => {
  server.reset();
  // Under Node there is no browser storage; this stand-in lets the tests see what gets persisted.
  storage = new MemoryStorage();
  (globalThis as { window?: unknown }).window = { localStorage: storage };
  store = createAppStore();
  bindStore(store);
});

describe('what a request carries', () => {
  it('sends the bearer token when signed in', async () => {
    signInAs('token-1');
    server.route('GET', '/api/auth/user', (_req, res) => sendJson(res, 200, { id: 'u1' }));

    await expect(apiRequest('GET', '/api/auth/user')).resolves.toEqual({ id: 'u1' });
    expect(bearer(server.requests[0])).toBe('Bearer token-1');
  });

  it('sends no Authorization header when signed out', async () => {
    server.route('GET', '/api/job-posts', (_req, res) => sendJson(res, 200, []));

    await expect(queryFetcher('/api/job-posts')).resolves.toEqual([]);
    expect(server.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('sends a JSON body as application/json', async () => {
    server.route('POST', '/api/job-posts', (req, res) => sendJson(res, 201, { received: JSON.parse(req.body.toString()) }));
    const payload = { title: 'Cần thợ nail', jobType: 'hiring', photoVideoMonths: 0, selectedStates: ['CA'] };

    await expect(apiRequest('POST', '/api/job-posts', payload)).resolves.toEqual({ received: payload });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends FormData as multipart with the boundary fetch chose', async () => {
    server.route('POST', '/api/media/upload', (_req, res) => sendJson(res, 200, { ok: true }));
    const pixels = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const form = new FormData();
    form.append('sessionId', 'session-42');
    form.append('files', new Blob([pixels], { type: 'image/png' }), 'tiem.png');

    await apiRequest('POST', '/api/media/upload', form);

    expect(server.requests).toHaveLength(1);
    const [received] = server.requests as [RecordedRequest];
    const contentType = received.headers['content-type'] ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    // Parse what arrived with a real multipart parser, as the server would.
    const parsed = await parseMultipart(received);
    expect(parsed.get('sessionId')).toBe('session-42');
    const file = parsed.get('files') as File;
    expect(file.name).toBe('tiem.png');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pixels);
  });

  it('resolves undefined for a 204 answer', async () => {
    server.route('DELETE', '/api/stores/7', (_req, res) => void res.writeHead(204).end());

    await expect(apiRequest('DELETE', '/api/stores/7')).resolves.toBeUndefined();
  });
});

describe('reading errors', () => {
  async function caught(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('takes message and code from a JSON body and keeps the whole body', async () => {
    const body = { message: 'Bạn không thể lưu tin của chính mình', code: 'OWN_POST_ERROR', details: [] };
    server.route('POST', '/api/saved-items', (_req, res) => sendJson(res, 409, body));

    const error = await caught(apiRequest('POST', '/api/saved-items', { jobPostId: 1 }));
    expect(error.message).toBe(body.message);
    expect(error.code).toBe('OWN_POST_ERROR');
    expect(error.status).toBe(409);
    expect(error.body).toEqual(body);
  });

  it('falls back to the status text when the JSON body has no message', async () => {
    server.route('GET', '/api/pricing', (_req, res) => sendJson(res, 400, { code: 'BAD_REQUEST' }, 'Bad Pricing Query'));

    const error = await caught(queryFetcher('/api/pricing'));
    expect(error.message).toBe('Bad Pricing Query');
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('uses the text of a non-JSON body as the message', async () => {
    server.route('GET', '/api/stats', (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('upstream timed out');
    });

    const error = await caught(queryFetcher('/api/stats'));
    expect(error.message).toBe('upstream timed out');
    expect(error.status).toBe(502);
    expect(error.code).toBeUndefined();
    expect(error.body).toBe('upstream timed out');
  });

  it('uses the status text when the body is empty', async () => {
    server.route('GET', '/api/stats', (_req, res) => void res.writeHead(503, 'Service Sleeping').end());

    const error = await caught(queryFetcher('/api/stats'));
    expect(error.message).toBe('Service Sleeping');
    expect(error.status).toBe(503);
  });

  it("says 'Unknown error' when there is neither a body nor a status text", async () => {
    // Node's ServerResponse always fills in a reason phrase, so write the status line by hand.
    server.route('GET', '/api/stats', (_req, res) => {
      res.socket?.end('HTTP/1.1 599 \r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    });

    const error = await caught(queryFetcher('/api/stats'));
    expect(error.message).toBe('Unknown error');
    expect(error.status).toBe(599);
  });

  it('logs 500s and INVALID_STATE errors to the console, and nothing else', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      server.route('GET', '/api/a', (_req, res) => sendJson(res, 500, { message: 'Internal error (request r-1)', code: 'INTERNAL_ERROR' }));
      server.route('GET', '/api/b', (_req, res) => sendJson(res, 409, { message: 'INVALID_STATE: post already paid' }));
      server.route('GET', '/api/c', (_req, res) => sendJson(res, 409, { message: 'Post already paid', code: 'INVALID_STATE' }));
      server.route('GET', '/api/d', (_req, res) => sendJson(res, 404, { message: 'Không tìm thấy', code: 'NOT_FOUND' }));

      for (const path of ['/api/a', '/api/b', '/api/c', '/api/d']) await caught(apiRequest('GET', path));

      expect(log).toHaveBeenCalledTimes(3);
      expect(log.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringContaining('Internal error'),
        expect.stringContaining('INVALID_STATE'),
        expect.stringContaining('Post already paid'),
      ]);
    } finally {
      log.mockRestore();
    }
  });
});

describe('401 recovery', () => {
  it('refreshes, retries once with the new token, and records it', async () => {
    signInAs('expired');
    protectedRoute('GET', '/api/my-job-posts', 'fresh', [{ id: 1 }]);
    refreshRoute({ accessToken: 'fresh' });

    await expect(apiRequest('GET', '/api/my-job-posts')).resolves.toEqual([{ id: 1 }]);

    expect(paths()).toEqual(['GET /api/my-job-posts', `POST ${REFRESH_PATH}`, 'GET /api/my-job-posts']);
    const [, refresh] = server.requests as [RecordedRequest, RecordedRequest];
    expect(refresh.headers['content-type']).toBe('application/json');
    expect(refresh.body.toString()).toBe('{}');
    expect(refresh.headers).not.toHaveProperty('authorization');
    expect(bearer(server.requests[2])).toBe('Bearer fresh');
    expect(store.getState().auth).toEqual({ accessToken: 'fresh', hasSession: true });
    expect(storage.entries()).toEqual({ jwt_token: 'fresh', has_session: '1' });
  });

  it('retries a mutation with the same JSON body', async () => {
    signInAs('expired');
    server.route('POST', '/api/job-posts', (req, res) => {
      if (bearer(req) === 'Bearer fresh') sendJson(res, 201, JSON.parse(req.body.toString()));
      else sendJson(res, 401, { message: 'Unauthorized' });
    });
    refreshRoute({ accessToken: 'fresh' });

    await expect(apiRequest('POST', '/api/job-posts', { title: 'Bán tiệm' })).resolves.toEqual({ title: 'Bán tiệm' });
  });

  it('retries an upload with the whole multipart body', async () => {
    signInAs('expired');
    server.route('POST', '/api/media/upload', async (req, res) => {
      if (bearer(req) !== 'Bearer fresh') return sendJson(res, 401, { message: 'Unauthorized' });
      const form = await parseMultipart(req);
      sendJson(res, 200, { size: (form.get('files') as File).size });
    });
    refreshRoute({ accessToken: 'fresh' });
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(1000)], { type: 'video/mp4' }), 'clip.mp4');

    await expect(apiRequest('POST', '/api/media/upload', form)).resolves.toEqual({ size: 1000 });
  });

  it('when the refresh is refused: the query fetcher yields null and the client is signed out', async () => {
    signInAs('expired');
    protectedRoute('GET', '/api/auth/user', 'never', { id: 'u1' });
    refreshRoute('refused');

    await expect(queryFetcher('/api/auth/user')).resolves.toBeNull();

    expect(paths()).toEqual(['GET /api/auth/user', `POST ${REFRESH_PATH}`]);
    expect(store.getState().auth).toEqual({ accessToken: null, hasSession: false });
    expect(storage.entries()).toEqual({});
  });

  it('when the refresh is refused: the request helper raises ApiError 401', async () => {
    signInAs('expired');
    protectedRoute('GET', '/api/stores', 'never', []);
    refreshRoute('refused');

    const error = await apiRequest('GET', '/api/stores').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized', code: 'UNAUTHORIZED' });
    expect(store.getState().auth.hasSession).toBe(false);
  });

  it('three concurrent 401s share exactly one refresh', async () => {
    signInAs('expired');
    // Hold the three 401s until all have arrived, so they really overlap, and make the refresh slow.
    const waiting: Array<() => void> = [];
    server.route('GET', '/api/saved-items', (req, res) => {
      if (bearer(req) === 'Bearer fresh') return sendJson(res, 200, ['saved']);
      waiting.push(() => sendJson(res, 401, { message: 'Unauthorized' }));
      if (waiting.length === 3) waiting.forEach((answer) => answer());
    });
    refreshRoute({ accessToken: 'fresh' }, 50);

    const results = await Promise.all([1, 2, 3].map(() => queryFetcher('/api/saved-items')));

    expect(results).toEqual([['saved'], ['saved'], ['saved']]);
    expect(paths().filter((p) => p === `POST ${REFRESH_PATH}`)).toHaveLength(1);
    expect(server.requests.filter((r) => bearer(r) === 'Bearer fresh')).toHaveLength(3);
  });

  it('does not retry a second time when the retry 401s too', async () => {
    signInAs('expired');
    protectedRoute('GET', '/api/admin/stats', 'nobody', {});
    refreshRoute({ accessToken: 'fresh' });

    await expect(apiRequest('GET', '/api/admin/stats')).rejects.toMatchObject({ status: 401 });
    expect(paths()).toEqual(['GET /api/admin/stats', `POST ${REFRESH_PATH}`, 'GET /api/admin/stats']);

    server.requests.length = 0;
    await expect(queryFetcher('/api/admin/stats')).resolves.toBeNull();
    expect(paths().filter((p) => p === 'GET /api/admin/stats')).toHaveLength(2);
  });

  it('never refreshes for the refresh call itself', async () => {
    signInAs('expired');
    refreshRoute('refused');

    await expect(apiRequest('POST', REFRESH_PATH, {})).rejects.toMatchObject({ status: 401 });
    expect(paths()).toEqual([`POST ${REFRESH_PATH}`]);
  });

  it('does not refresh and replay a signed-in client’s wrong PIN either', async () => {
    signInAs('still-valid');
    server.route('POST', '/api/auth/login', (_req, res) => sendJson(res, 401, { message: 'Wrong phone number or PIN', code: 'INVALID_CREDENTIALS' }));
    refreshRoute({ accessToken: 'should-not-be-used' });

    await expect(apiRequest('POST', '/api/auth/login', { phone: '+17135550123', password: '9731' })).rejects.toMatchObject({ status: 401 });
    expect(paths()).toEqual(['POST /api/auth/login']);
  });

  it('does not replay a guest 401 (a wrong PIN must not count twice)', async () => {
    server.route('POST', '/api/auth/login', (_req, res) => sendJson(res, 401, { message: 'Sai mã PIN', code: 'UNAUTHORIZED' }));
    refreshRoute({ accessToken: 'should-not-be-used' });

    await expect(apiRequest('POST', '/api/auth/login', { phone: '+17145550100', pin: '4821' })).rejects.toMatchObject({
      status: 401,
      message: 'Sai mã PIN',
    });
    expect(paths()).toEqual(['POST /api/auth/login']);
  });

  it('writes nothing but jwt_token and has_session to storage, and never the PIN', async () => {
    server.route('POST', '/api/auth/login', (req, res) => {
      const { pin } = JSON.parse(req.body.toString()) as { pin: string };
      if (pin === '4821') sendJson(res, 200, { accessToken: 'first', refreshToken: 'r1' });
      else sendJson(res, 401, { message: 'Sai mã PIN' });
    });
    protectedRoute('GET', '/api/auth/user', 'second', { id: 'u1' });
    refreshRoute({ accessToken: 'second' });

    const login = await apiRequest<{ accessToken: string }>('POST', '/api/auth/login', { phone: '+17145550100', pin: '4821' });
    signInAs(login.accessToken);
    await queryFetcher('/api/auth/user');

    expect(new Set(storage.writtenKeys)).toEqual(new Set(['jwt_token', 'has_session']));
    expect(Object.values(storage.entries()).join(' ')).not.toMatch(/4821|\+17145550100|r1|cookie-also-holds-this/);
  });
});

/** An access token as the client reads it (only `exp` matters here), expiring `seconds` from now. */
function jwtExpiringIn(seconds: number, label: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + seconds, label })}.signature`;
}

/**
 * The Web Locks API as the refresh uses it: one holder per name at a time, the others granted in
 * the order they asked (a browser's exclusive locks). Records the names asked for.
 */
class FakeLocks {
  readonly asked: string[] = [];
  private readonly tails = new Map<string, Promise<unknown>>();

  request<T>(name: string, _options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> {
    this.asked.push(name);
    const granted = (this.tails.get(name) ?? Promise.resolve()).then(() => callback());
    this.tails.set(
      name,
      granted.catch(() => undefined),
    );
    return granted;
  }
}

type Tab = { request: typeof import('./request'); store: AppStore; close: () => void };

/**
 * Another tab of the same browser: its own copy of the data layer (module state, store, channel),
 * sharing the page's storage and Web Locks as tabs of one origin do.
 */
function openTab(): Tab {
  let tab: Tab | undefined;
  jest.isolateModules(() => {
    const request = require('./request') as typeof import('./request');
    const { createAppStore: createStore } = require('./store') as typeof import('./store');
    const { closeAuthChannel } = require('./tab-lock') as typeof import('./tab-lock');
    request.configureApi({ baseUrl: server.baseUrl });
    const tabStore = createStore();
    request.bindStore(tabStore);
    const unfollow = request.followOtherTabs(tabStore);
    tab = { request, store: tabStore, close: () => (unfollow(), closeAuthChannel()) };
  });
  if (!tab) throw new Error('openTab: the data layer did not load');
  return tab;
}

describe('across tabs (issue 38, finding 6)', () => {
  const tabs: Tab[] = [];
  let locks: FakeLocks;
  const refreshCalls = () => paths().filter((p) => p === `POST ${REFRESH_PATH}`).length;
  const tokenOf = (tab: Tab) => tab.store.getState().auth.accessToken;

  beforeEach(() => {
    locks = new FakeLocks();
    (globalThis as { navigator?: unknown }).navigator = { locks };
  });

  afterEach(() => {
    for (const tab of tabs.splice(0)) tab.close();
    delete (globalThis as { navigator?: unknown }).navigator;
  });

  /** `count` tabs signed in with `token`, as tabs opened after one sign-in are. */
  function signedInTabs(count: number, token: string): Tab[] {
    signInAs(token);
    for (let i = 0; i < count; i += 1) tabs.push(openTab());
    return tabs;
  }

  it('two tabs refreshing at the same moment make one refresh call, under the shared lock, and both take its token', async () => {
    const [first, second] = signedInTabs(2, jwtExpiringIn(3600, 'old')) as [Tab, Tab];
    const fresh = jwtExpiringIn(7200, 'fresh');
    refreshRoute({ accessToken: fresh }, 50);

    const results = await Promise.all([first.request.refreshSession(first.store), second.request.refreshSession(second.store)]);

    expect(results).toEqual([true, true]);
    expect(refreshCalls()).toBe(1);
    expect(locks.asked).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    expect([tokenOf(first), tokenOf(second)]).toEqual([fresh, fresh]);
    expect(storage.entries()).toEqual({ jwt_token: fresh, has_session: '1' });
  });

  it('a tab hears another tab’s new token over the BroadcastChannel, without asking for one', async () => {
    const [first, second] = signedInTabs(2, jwtExpiringIn(3600, 'old')) as [Tab, Tab];
    const fresh = jwtExpiringIn(7200, 'fresh');
    refreshRoute({ accessToken: fresh });

    await first.request.refreshSession(first.store);
    // Told, not asked: the second tab only listens (the shell then schedules its next refresh from it).
    for (let i = 0; i < 50 && tokenOf(second) !== fresh; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(tokenOf(second)).toBe(fresh);
    expect(second.store.getState().auth.hasSession).toBe(true);
    expect(refreshCalls()).toBe(1);
  });

  it('a tab that finds a fresher token in storage after waiting takes it instead of using the cookie', async () => {
    const [tab] = signedInTabs(1, jwtExpiringIn(3600, 'old')) as [Tab];
    const fresh = jwtExpiringIn(7200, 'fresh');
    // Another tab wrote its new token, and its message has not arrived yet.
    storage.setItem('jwt_token', fresh);
    refreshRoute({ accessToken: jwtExpiringIn(7200, 'should-not-be-asked-for') });

    await expect(tab.request.refreshSession(tab.store)).resolves.toBe(true);
    expect(refreshCalls()).toBe(0);
    expect(tokenOf(tab)).toBe(fresh);
  });

  it.each([
    ['an expired token', () => jwtExpiringIn(-10, 'expired')],
    ['an older token', () => jwtExpiringIn(1800, 'older')],
    ['something that is no token', () => 'not-a-jwt'],
  ])('does not take %s from storage: it refreshes', async (_name, stored) => {
    const [tab] = signedInTabs(1, jwtExpiringIn(3600, 'held')) as [Tab];
    storage.setItem('jwt_token', stored());
    const fresh = jwtExpiringIn(7200, 'fresh');
    refreshRoute({ accessToken: fresh });

    await expect(tab.request.refreshSession(tab.store)).resolves.toBe(true);
    expect(refreshCalls()).toBe(1);
    expect(tokenOf(tab)).toBe(fresh);
  });

  it('a signed-out tab ignores the tokens other tabs announce', async () => {
    const [first, second] = signedInTabs(2, jwtExpiringIn(3600, 'old')) as [Tab, Tab];
    second.store.dispatch(signedOut());
    refreshRoute({ accessToken: jwtExpiringIn(7200, 'fresh') });

    await first.request.refreshSession(first.store);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.store.getState().auth).toEqual({ accessToken: null, hasSession: false });
  });

  it('without Web Locks each tab refreshes itself, as before (the server answers both alike)', async () => {
    delete (globalThis as { navigator?: unknown }).navigator;
    const [first, second] = signedInTabs(2, jwtExpiringIn(3600, 'old')) as [Tab, Tab];
    refreshRoute({ accessToken: jwtExpiringIn(7200, 'fresh') }, 50);

    await expect(Promise.all([first.request.refreshSession(first.store), second.request.refreshSession(second.store)])).resolves.toEqual([true, true]);
    expect(refreshCalls()).toBe(2);
  });

  it('keeps one refresh per tab for its concurrent 401s under the lock', async () => {
    const [tab] = signedInTabs(1, 'expired') as [Tab];
    const fresh = jwtExpiringIn(7200, 'fresh');
    protectedRoute('GET', '/api/saved-items', fresh, ['saved']);
    refreshRoute({ accessToken: fresh }, 20);

    const results = await Promise.all([1, 2, 3].map(() => tab.request.queryFetcher('/api/saved-items')));
    expect(results).toEqual([['saved'], ['saved'], ['saved']]);
    expect(refreshCalls()).toBe(1);
    expect(locks.asked).toEqual([REFRESH_LOCK_NAME]);
  });
});
