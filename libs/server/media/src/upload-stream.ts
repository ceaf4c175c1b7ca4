import type { IncomingMessage } from 'node:http';
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

/**
 * The most of a refused upload's body still read (and dropped) after the answer, by its
 * Content-Length: a photo's worth. Reading a few megabytes costs less than the client's new
 * connection; beyond that, closing stops a client that would otherwise go on sending for nothing.
 */
export const REFUSED_BODY_DRAIN_BYTES = 8 * 1024 * 1024;
/** A sender that stalls in the middle of a refused body does not keep its connection longer than this. */
const REFUSED_BODY_DRAIN_MS = 30_000;

/**
 * After a refusal the form parser is still fed the request, but nobody reads its parts any more:
 * the request stops flowing, and the kept-alive connection answers nothing else until it times
 * out (issue 38). The parser is let go and what is left of the body is read and dropped. True when
 * the connection may then serve the next request; false for a body too large (or of no stated
 * size) to be worth reading, which the answer must close with `Connection: close`.
 */
export function releaseRefusedBody(request: IncomingMessage): boolean {
  if (request.readableEnded) return true;
  request.unpipe();
  const declared = Number(request.headers['content-length']);
  const drain = Number.isSafeInteger(declared) && declared <= REFUSED_BODY_DRAIN_BYTES;
  if (drain) {
    const stalled = setTimeout(() => request.destroy(), REFUSED_BODY_DRAIN_MS).unref();
    request.once('end', () => clearTimeout(stalled)).once('close', () => clearTimeout(stalled));
  }
  // Flowing with no reader: the rest is read and dropped (until the socket closes, when closing).
  request.resume();
  return drain;
}

/** The uploader's file name as data: no path, no control characters, bounded. */
export function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || 'file';
}
