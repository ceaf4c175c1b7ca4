// Test support only: component tests under jsdom, which has no fetch of its own.

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Response headers, by lower-case name (a paged list's `x-total-count`). */
  headers?: Record<string, string>;
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
    const { status, body, headers = {} } = (typeof found === 'function' ? found() : found) ?? fallback;
    // jsdom has no Headers class; `get` is all the request layer reads.
    const responseHeaders = { get: (name: string) => headers[name.toLowerCase()] ?? null };
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: responseHeaders,
      body: null,
      // A `null` body is a real answer (a post with no payment): it must reach the page as null.
      text: async () => JSON.stringify(body === undefined ? {} : body),
    } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/**
 * XMLHttpRequest as the upload adapter uses it (fetch cannot report upload progress). Install it on
 * globalThis; each test answers `FakeXhr.sent` itself. Component tests set `settle` to React's act.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static settle: (change: () => void) => Promise<void> | void = (change) => change();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  async progress(loaded: number, total: number) {
    await FakeXhr.settle(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await FakeXhr.settle(() => this.onload?.());
  }
}
