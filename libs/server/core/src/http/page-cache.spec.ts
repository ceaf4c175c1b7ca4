import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { KeptPage, PageCache } from './page-cache';

function setup() {
  let now = 1_000_000;
  return { cache: new PageCache(() => now), advance: (ms: number) => (now += ms) };
}

const page = (html = '<html>Tin mới tại Texas</html>') => new KeptPage(200, html);

describe('PageCache (issue 37: anonymous server-rendered pages)', () => {
  it('keys a page by path and query, language and, on the home page only, the location', () => {
    const { cache } = setup();
    const houston = { city: 'Houston', state: 'TX' };
    expect(cache.key('/', '', 'vi', null)).not.toBe(cache.key('/', '', 'en', null));
    expect(cache.key('/', '', 'vi', null)).not.toBe(cache.key('/', '', 'vi', houston));
    expect(cache.key('/', '', 'vi', null)).not.toBe(cache.key('/', '?jobType=selling', 'vi', null));
    expect(cache.key('/forum', '', 'vi', null)).toBe(cache.key('/forum', '', 'vi', houston));
  });

  it('keeps no job page: its answer counts the visit as a view of the post', () => {
    expect(setup().cache.key('/job/12', '', 'vi', null)).toBeNull();
  });

  it('keeps a page for 30 seconds', () => {
    const { cache, advance } = setup();
    const key = cache.key('/', '', 'vi', null) as string;
    const kept = page();
    cache.keep(key, kept, cache.version());
    advance(29_999);
    expect(cache.get(key)).toBe(kept);
    advance(1);
    expect(cache.get(key)).toBeUndefined();
  });

  it('drops every kept page when a post changes, and keeps no page rendered before the change', () => {
    const { cache } = setup();
    const home = cache.key('/', '', 'vi', null) as string;
    const forum = cache.key('/forum', '', 'vi', null) as string;
    cache.keep(home, page(), cache.version());
    const before = cache.version();
    cache.forget();
    expect(cache.get(home)).toBeUndefined();
    cache.keep(forum, page(), before);
    expect(cache.get(forum)).toBeUndefined();
    cache.keep(forum, page(), cache.version());
    expect(cache.get(forum)).toBeDefined();
  });

  it('holds pages up to its size, the oldest going first, so unasked-for query strings cannot grow it without end', () => {
    const cache = new PageCache(() => 0, 1_000);
    const key = (i: number) => cache.key('/', `?x=${i}`, 'vi', null) as string;
    for (let i = 0; i < 5; i += 1) cache.keep(key(i), page('x'.repeat(300)), cache.version());
    expect([0, 1, 2, 3, 4].map((i) => Boolean(cache.get(key(i))))).toEqual([false, false, true, true, true]);
    cache.keep(key(2), page('x'.repeat(300)), cache.version());
    cache.keep(key(9), page('x'.repeat(300)), cache.version());
    expect([2, 3, 4, 9].map((i) => Boolean(cache.get(key(i))))).toEqual([true, false, true, true]);
    cache.keep(key(10), page('x'.repeat(2_000)), cache.version());
    expect(cache.get(key(10))).toBeUndefined();
  });

  it('answers Brotli, gzip or plain as the client accepts, compressing each once', () => {
    const kept = page('<html>' + 'Cần thợ bột gấp ở Houston. '.repeat(200) + '</html>');
    const br = kept.body('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes as Buffer).toString()).toBe(kept.html);
    expect(kept.body('br').bytes).toBe(br.bytes);
    const gzip = kept.body('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes as Buffer).toString()).toBe(kept.html);
    expect(kept.body('')).toEqual({ bytes: kept.html });
    expect(kept.body(undefined)).toEqual({ bytes: kept.html });
  });
});
