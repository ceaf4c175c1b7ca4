import { Readable } from 'node:stream';
import { SNIFF_BYTES, sniffMedia, type SniffedMedia } from '@chonail/shared/domain';

export interface SniffedStream {
  media: SniffedMedia | null;
  /** The whole file again (head included), counting bytes as they pass. */
  body: Readable;
  bytes: () => number;
}

/**
 * Reads only the first bytes of an upload to learn what it is, before anything is written; the
 * rest streams on to storage through `body`. Nothing here buffers more than one chunk.
 */
export async function sniffStream(source: AsyncIterable<Buffer>): Promise<SniffedStream> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headLength = 0;
  while (headLength < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    headLength += next.value.length;
  }
  const first = Buffer.concat(head);
  let count = 0;
  async function* replay(): AsyncGenerator<Buffer> {
    count += first.length;
    if (first.length) yield first;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      count += next.value.length;
      yield next.value;
    }
  }
  return { media: sniffMedia(first.subarray(0, SNIFF_BYTES)), body: Readable.from(replay(), { objectMode: false }), bytes: () => count };
}

/** The uploader's file name as data: no path, no control characters, bounded. */
export function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || 'file';
}
