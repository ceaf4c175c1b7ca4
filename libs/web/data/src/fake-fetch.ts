// Test support only: component tests under jsdom, which has no fetch of its own.

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeRoute = FakeAnswer | (() => FakeAnswer) | 'network-error';

const NOT_FOUND: FakeAnswer = { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };

/**
 * A stand-in for the API as `fetch`: `answers` maps "METHOD path" to what the server says (a
 * function answers anew on each call; 'network-error' fails like a dropped connection); anything
 * else gets `fallback`. Returns the mock, so a test can read every call.
 */
export function fakeApi(answers: Record<string, FakeRoute>, fallback: FakeAnswer = NOT_FOUND) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const found = answers[`${init?.method ?? 'GET'} ${url}`];
    if (found === 'network-error') throw new TypeError('Failed to fetch');
    const { status, body } = (typeof found === 'function' ? found() : found) ?? fallback;
    return { ok: status >= 200 && status < 300, status, statusText: '', body: null, text: async () => JSON.stringify(body ?? {}) } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
