// Test support only (not exported from index.ts): a real HTTP server on 127.0.0.1 that plays our
// API, so the request layer is exercised through Node's own fetch instead of a mock.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type RouteHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface ApiTestServer {
  baseUrl: string;
  /** Every request received, in arrival order. */
  requests: RecordedRequest[];
  route(method: string, path: string, handler: RouteHandler): void;
  /** Forgets routes and recorded requests between tests. */
  reset(): void;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown, statusText?: string): void {
  const text = JSON.stringify(body);
  response.writeHead(status, statusText, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

export async function startApiServer(): Promise<ApiTestServer> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, RouteHandler>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${recorded.path}`);
      if (!handler) return sendJson(res, 404, { message: `No route ${recorded.method} ${recorded.path}`, code: 'NOT_FOUND' });
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        sendJson(res, 500, { message: String(error), code: 'INTERNAL_ERROR' });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    route: (method, path, handler) => void routes.set(`${method} ${path}`, handler),
    reset: () => {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A Map-backed stand-in for window.localStorage under Node, recording every key ever written. */
export class MemoryStorage {
  private readonly items = new Map<string, string>();
  readonly writtenKeys: string[] = [];

  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.writtenKeys.push(key);
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
  entries(): Record<string, string> {
    return Object.fromEntries(this.items);
  }
}
