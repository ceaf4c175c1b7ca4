import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { SNIFF_BYTES, sniffMedia, type SniffedMedia } from '@chonail/shared/domain';

export interface SniffedStream {
  media: SniffedMedia | null;
  /** The whole file again (head included), counting bytes as they pass. */
  body: Readable;
  bytes: () => number;
}

/**
 * Reading the form failed (cut off, malformed, or over one of its limits): the sender's doing,
 * told apart from a failure to store the bytes, which is ours. `cause` is the parser's error.
 */
export class FormStreamError extends Error {
  constructor(cause: unknown) {
    super('reading the upload form failed', { cause });
    this.name = 'FormStreamError';
  }
}

/** Awaits a read from the form (its next part, or a file's next chunk), marking its failure as the form's. */
export async function fromForm<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    throw new FormStreamError(error);
  }
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
    const next = await fromForm(iterator.next());
    if (next.done) break;
    head.push(next.value);
    headLength += next.value.length;
  }
  const first = Buffer.concat(head);
  // The head has arrived whether or not the rest is ever read: it counts against the uploader too.
  let count = first.length;
  async function* replay(): AsyncGenerator<Buffer> {
    if (first.length) yield first;
    for (;;) {
      const next = await fromForm(iterator.next());
      if (next.done) return;
      count += next.value.length;
      yield next.value;
    }
  }
  return { media: sniffMedia(first.subarray(0, SNIFF_BYTES)), body: Readable.from(replay(), { objectMode: false }), bytes: () => count };
}

/**
 * Why storing a file failed. When the form breaks one of @fastify/multipart's limits (more fields
 * than it allows, say) while a file is open, that file just ends with "premature close", and the
 * limit's own error (FST_...) is the next thing the form's parts give: that is the cause to report.
 * Anything else from the form is a form cut off or malformed by its sender (FormStreamError).
 */
export async function fileFailure(error: unknown, parts: AsyncIterator<unknown>): Promise<unknown> {
  if (!(error instanceof FormStreamError)) return error;
  // The parts always settle once the file was ended; the wait is bounded all the same.
  const cause = await Promise.race([
    parts.next().then(
      () => undefined,
      (failure: unknown) => failure,
    ),
    delay(1_000, undefined, { ref: false }),
  ]);
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && code.startsWith('FST_') ? cause : error;
}

/** The uploader's file name as data: no path, no control characters, bounded. */
export function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || 'file';
}
