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

  it('holds at most 500 pages, the oldest going first', () => {
    const { cache } = setup();
    for (let i = 0; i <= 500; i += 1) cache.keep(cache.key('/forum', `?page=${i}`, 'vi', null) as string, page(), cache.version());
    expect(cache.get(cache.key('/forum', '?page=0', 'vi', null) as string)).toBeUndefined();
    expect(cache.get(cache.key('/forum', '?page=1', 'vi', null) as string)).toBeDefined();
    expect(cache.get(cache.key('/forum', '?page=500', 'vi', null) as string)).toBeDefined();
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
