// autocannon ships no types; this covers the part the benchmarks use.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Each request in turn; setupRequest may change one before it is sent. */
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (request: Request) => Request }>;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  type Instance = EventEmitter & PromiseLike<unknown>;
  function autocannon(options: Options): Instance;
  export default autocannon;
}
