// autocannon ships no types; this covers the part the benchmarks use.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
  }
  type Instance = EventEmitter & PromiseLike<unknown>;
  function autocannon(options: Options): Instance;
  export default autocannon;
}
