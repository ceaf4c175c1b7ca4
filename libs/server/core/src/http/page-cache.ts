import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Issue 37: anonymous server-rendered pages, kept whole for a short while. A list page shows what
 * any guest sees for its path, language and (on the home page) location, so a crowd arriving from
 * one link pasted in a Zalo group costs one render, and each answer is bytes already compressed.
 * A post's change drops every kept page (`forget`, from the database's notification); the TTL
 * bounds what a missed notification could leave.
 */
const TTL_MS = 30_000;
/**
 * What the kept pages may hold at most (their HTML; the compressed copies are a sixth of it): a
 * home page of 50 cards is ~270 KB, and query strings nobody else asks for (`/?x=1`, `/?x=2`...)
 * must not grow a replica's memory without end. The oldest go first.
 */
const MAX_BYTES = 48 * 1024 * 1024;
/** Compressed once per kept page, so a better ratio than on-the-fly answers' is worth it. */
const BROTLI_QUALITY = 6;

type Encoding = 'br' | 'gzip';

export class KeptPage {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(
    readonly status: number,
    readonly html: string,
  ) {}

  /** The body for a client's Accept-Encoding: Brotli, else gzip, else as it is; each made once. */
  body(acceptEncoding = ''): { bytes: Buffer | string; encoding?: Encoding } {
    const encoding: Encoding | undefined = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
    if (!encoding) return { bytes: this.html };
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.html) } })
          : gzipSync(this.html);
      this.encoded.set(encoding, bytes);
    }
    return { bytes, encoding };
  }
}

export class PageCache {
  private readonly pages = new Map<string, { page: KeptPage; expires: number }>();
  private bytes = 0;
  /** Counts `forget` calls: a page whose render began before a change is not kept after it. */
  private changes = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /**
   * The key of a page a guest sees alike, or null for one not kept: a job page (its answer counts
   * the visit as a view of the post, as the browser's own request did).
   */
  key(path: string, search: string, lang: string, location: unknown): string | null {
    if (path.startsWith('/job/')) return null;
    return [lang, path === '/' ? JSON.stringify(location) : '', path + search].join('\n');
  }

  /** Where the changes stand; hand it back to `keep` for a page rendered after reading it. */
  version(): number {
    return this.changes;
  }

  get(key: string): KeptPage | undefined {
    const kept = this.pages.get(key);
    if (kept && kept.expires > this.now()) return kept.page;
    if (kept) this.drop(key);
    return undefined;
  }

  /** Keeps a page rendered since `version`, unless a post changed meanwhile. */
  keep(key: string, page: KeptPage, version: number): void {
    if (version !== this.changes || page.html.length > this.maxBytes) return;
    this.drop(key);
    // Oldest first out (a Map keeps insertion order).
    while (this.bytes + page.html.length > this.maxBytes) this.drop(this.pages.keys().next().value as string);
    this.pages.set(key, { page, expires: this.now() + TTL_MS });
    this.bytes += page.html.length;
  }

  private drop(key: string): void {
    const kept = this.pages.get(key);
    if (!kept) return;
    this.pages.delete(key);
    this.bytes -= kept.page.html.length;
  }

  /** Drops every kept page: a post changed, and any list may show it. */
  forget(): void {
    this.changes += 1;
    this.pages.clear();
    this.bytes = 0;
  }
}
