import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstScreenHtml, readVisitor } from './first-screen-preloads';

const INDEX = '<!doctype html><html lang="vi"><head><script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>';
const OWN_MANIFEST = { browse: '/remotes/browse/remoteEntry.js', post: '/remotes/post/remoteEntry.js', admin: '/remotes/admin/remoteEntry.js' };
const BROWSE = { routes: ['445.aa.js'], pages: { map: ['503.bb.js', 'page-map.cc.js', 'page-map.dd.css'], job: ['432.ee.js', 'page-job.ff.js'] } };

let webDir = '';
function build({ manifest = OWN_MANIFEST as Record<string, string>, browse = BROWSE as unknown } = {}) {
  webDir = mkdtempSync(join(tmpdir(), 'chonail-web-'));
  for (const app of ['shell', 'browse', 'post', 'admin']) mkdirSync(join(webDir, app));
  writeFileSync(join(webDir, 'shell', 'remotes.json'), JSON.stringify(manifest));
  writeFileSync(join(webDir, 'browse', 'preloads.json'), JSON.stringify(browse));
  writeFileSync(join(webDir, 'post', 'preloads.json'), JSON.stringify({ routes: ['981.gg.js'], pages: {} }));
  writeFileSync(join(webDir, 'shell', 'preloads.json'), JSON.stringify({ languages: { vi: ['lang-vi.11.js'], en: ['lang-en.22.js'] } }));
  return firstScreenHtml(webDir, INDEX);
}
afterEach(() => rmSync(webDir, { recursive: true, force: true }));

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"( crossorigin="use-credentials"| crossorigin)?>/g)].map(
    (m) => `${m[1]} ${(m[2] as string).replace(/&amp;/g, '&')}${m[3] === ' crossorigin="use-credentials"' ? ' (with credentials)' : ''}`,
  );
const inlineManifest = (html: string): unknown => JSON.parse(/<script type="application\/json" id="remotes-manifest">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');
/** What every page of the app needs first besides its own: the manifest and the reader's words. */
const SHELL_VI = ['script /lang-vi.11.js'];

describe('the HTML of a remote page names what its first screen needs', () => {
  it("a map visit: the browse remote's entry, its routes and the map page's script and stylesheet, in the head", () => {
    const html = build()('/map');
    expect(preloads(html)).toEqual([
      'fetch /api/job-posts/map (with credentials)',
      'fetch /api/site-config (with credentials)',
      ...SHELL_VI,
      'script /remotes/browse/remoteEntry.js',
      'script /remotes/browse/445.aa.js',
      'script /remotes/browse/503.bb.js',
      'script /remotes/browse/page-map.cc.js',
      'style /remotes/browse/page-map.dd.css',
    ]);
    expect(html.indexOf('page-map.dd.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it("a page the server drew asks for its start-up scripts once painted (one small script names them, in order); a page the browser draws keeps their tags", () => {
    build();
    writeFileSync(join(webDir, 'shell', 'preloads.json'), JSON.stringify({ languages: { vi: ['lang-vi.11.js'] }, paintFirst: 'paint-first.ab12cd34.js' }));
    const index = '<!doctype html><html lang="vi"><head><script defer fetchpriority="high" src="/react.1.js"></script><script defer fetchpriority="high" src="/main.2.js"></script><link href="/main.3.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';
    const page = firstScreenHtml(webDir, index);
    const rendered = { head: '', body: '<p>Tin</p>', renderedAt: 1, location: null, answers: { '/api/job-posts?state=TX&limit=50': [] }, timing: '' };
    const drawn = page('/', '', '', 'vi', rendered);
    const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(' src='));
    expect(scripts(drawn)).toEqual(['<script defer src="/paint-first.ab12cd34.js" data-preload="/lang-vi.11.js /remotes/browse/remoteEntry.js /remotes/browse/445.aa.js" data-scripts="/react.1.js /main.2.js">']);
    // The code's preloads are named to it too, not in the head, where they would share the first paint's connection.
    expect(preloads(drawn)).toEqual([]);
    expect(drawn).toContain('<div id="root" data-rendered-at="1"');
    expect(scripts(page('/customerportal'))).toEqual(['<script defer fetchpriority="high" src="/react.1.js">', '<script defer fetchpriority="high" src="/main.2.js">']);
    // A build without it (older): the tags stay.
    writeFileSync(join(webDir, 'shell', 'preloads.json'), JSON.stringify({ languages: { vi: ['lang-vi.11.js'] } }));
    expect(scripts(firstScreenHtml(webDir, index)('/', '', '', 'vi', rendered))).toHaveLength(2);
  });

  it('the map page, and only it, opens its connection to the tile server early; a hostile origin stays an attribute', () => {
    build();
    const page = firstScreenHtml(webDir, INDEX, { tileOrigin: 'https://tiles.example' });
    const preconnects = (html: string) => [...html.matchAll(/<link rel="preconnect" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preconnects(page('/map'))).toEqual(['https://tiles.example']);
    for (const path of ['/', '/job/12', '/customerportal', '/map/x']) expect(preconnects(page(path))).toEqual([]);
    expect(preconnects(build()('/map'))).toEqual([]);
    const hostile = firstScreenHtml(webDir, INDEX, { tileOrigin: 'https://x"><script>alert(1)</script>' })('/map');
    expect(hostile).not.toContain('<script>alert');
  });

  it("a job page gets the job page's files, home only the routes (its code is there), the portal the post remote's", () => {
    const page = build();
    expect(preloads(page('/job/12'))).toEqual([
      'fetch /api/job-posts/12 (with credentials)',
      ...SHELL_VI,
      'script /remotes/browse/remoteEntry.js',
      'script /remotes/browse/445.aa.js',
      'script /remotes/browse/432.ee.js',
      'script /remotes/browse/page-job.ff.js',
    ]);
    expect(preloads(page('/'))).toEqual(['fetch /api/job-posts?state=TX&limit=50 (with credentials)', ...SHELL_VI, 'script /remotes/browse/remoteEntry.js', 'script /remotes/browse/445.aa.js']);
    expect(preloads(page('/customerportal'))).toEqual([...SHELL_VI, 'script /remotes/post/remoteEntry.js', 'script /remotes/post/981.gg.js']);
    // The admin remote wrote no list: its entry is still named.
    expect(preloads(page('/admin/posts'))).toEqual([...SHELL_VI, 'script /remotes/admin/remoteEntry.js']);
  });

  it("the shell's own pages and unknown paths get the manifest and the reader's words only", () => {
    const page = build();
    expect(preloads(page('/about'))).toEqual(SHELL_VI);
    expect(preloads(page('/no/such/page'))).toEqual(SHELL_VI);
    expect(page('/about').replace(/<link[^>]*>|<script type="application\/json"[^<]*<\/script>/g, '')).toBe(INDEX);
  });

  it('hands every page the build\'s remotes.json as data, so the shell need not ask for it', () => {
    const page = build();
    for (const path of ['/', '/about', '/job/12']) expect(inlineManifest(page(path))).toEqual(OWN_MANIFEST);
    // A hostile manifest cannot end the data block and start markup of its own.
    const hostile = build({ manifest: { ...OWN_MANIFEST, admin: '</script><script>alert(1)</script>' } });
    const html = hostile('/');
    expect(html).not.toContain('<script>alert');
    expect(inlineManifest(html)).toEqual({ ...OWN_MANIFEST, admin: '</script><script>alert(1)</script>' });
  });

  it("names no remote's file for a remote the manifest sends elsewhere (a CDN, another build), nor with a mounted manifest; the API's answers still", () => {
    const page = build({ manifest: { ...OWN_MANIFEST, browse: 'https://cdn.example/browse/remoteEntry.js' } });
    expect(preloads(page('/'))).toEqual(['fetch /api/job-posts?state=TX&limit=50 (with credentials)', ...SHELL_VI]);
    expect(preloads(page('/job/12'))).toEqual(['fetch /api/job-posts/12 (with credentials)', ...SHELL_VI]);
    expect(preloads(page('/customerportal'))).toHaveLength(3);
    const mounted = firstScreenHtml(webDir, INDEX, { mountedManifest: true });
    expect(preloads(mounted('/customerportal'))).toEqual(['fetch /remotes.json', ...SHELL_VI]);
    expect(preloads(mounted('/map'))).toEqual(['fetch /api/job-posts/map (with credentials)', 'fetch /api/site-config (with credentials)', 'fetch /remotes.json', ...SHELL_VI]);
    // A mounted manifest may change while the API runs: it is named, not copied into the page.
    expect(mounted('/map')).not.toContain('remotes-manifest');
  });

  it("names the home list of the location the visitor's cookie mirrors, with the page's job type; Texas without one", () => {
    const page = build();
    const home = (search: string, cookie?: string) => preloads(page('/', search, cookie)).filter((p) => p.startsWith('fetch /api/'));
    const houston = `selectedLocation=${encodeURIComponent(JSON.stringify({ city: 'Houston', state: 'TX' }))}`;
    expect(home('?filter=selling', `language=en; ${houston}`)).toEqual(['fetch /api/job-posts?state=TX&city=Houston&jobType=selling&limit=50 (with credentials)']);
    expect(home('', `selectedLocation=${encodeURIComponent('{"city":null,"state":"CA"}')}`)).toEqual(['fetch /api/job-posts?state=CA&limit=50 (with credentials)']);
    // Spec 01 section 4: a stored Virginia becomes Texas on arrival at home.
    expect(home('', 'selectedLocation=%7B%22state%22%3A%22VA%22%7D')).toEqual(['fetch /api/job-posts?state=TX&limit=50 (with credentials)']);
    expect(home('', 'selectedLocation=not-json')).toEqual(['fetch /api/job-posts?state=TX&limit=50 (with credentials)']);
    expect(page('/job/abc').includes('/api/')).toBe(false);
  });

  it("names the catalogue of the cookie's language and says it in <html lang>, else Vietnamese's", () => {
    const page = build();
    const english = page('/about', '', 'language=en');
    expect(preloads(english)).toEqual(['script /lang-en.22.js']);
    expect(english).toContain('<html lang="en">');
    for (const cookie of ['', 'language=fr', 'language="><script>', '=;;;==%%']) {
      const html = page('/about', '', cookie);
      expect(preloads(html)).toEqual(SHELL_VI);
      expect(html).toContain('<html lang="vi">');
    }
  });

  it("names the page's language when the server knows it (issue 37: the URL's ?lang= or city path wins over the cookie)", () => {
    const page = build();
    const english = page('/about', '?lang=en', 'language=vi', 'en');
    expect(preloads(english)).toEqual(['script /lang-en.22.js']);
    expect(english).toContain('<html lang="en">');
    const vietnamese = page('/viec-lam-nail/tx/houston', '', 'language=en', 'vi');
    expect(preloads(vietnamese)).toEqual(expect.arrayContaining(SHELL_VI));
    expect(vietnamese).not.toContain('lang-en');
    expect(vietnamese).toContain('<html lang="vi">');
  });

  it('reads the visitor’s language and location from their cookies, nothing from a malformed one', () => {
    const location = encodeURIComponent(JSON.stringify({ city: 'Houston', state: 'TX' }));
    expect(readVisitor(`language=en; selectedLocation=${location}`)).toEqual({ lang: 'en', location: { city: 'Houston', state: 'TX' } });
    for (const header of ['', 'language=fr', 'language="><script>; selectedLocation=%7Bnope', '=;;;==%%', undefined]) {
      expect(readVisitor(header)).toEqual({ lang: null, location: null });
    }
  });

  it('keeps a hostile cookie and query string inside the link: the URL is encoded, and nothing is added to the page', () => {
    const page = build();
    const city = '"><script>alert(1)</script><a href="';
    const html = page('/', '?filter="><img src=x>', `selectedLocation=${encodeURIComponent(JSON.stringify({ city, state: 'TX' }))}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    const tags = (page: string) => page.replace(/<script type="application\/json"[^<]*<\/script>/, '').match(/<[a-z]+/g)?.filter((tag) => tag !== '<link');
    expect(tags(html)).toEqual(tags(INDEX));
    expect(preloads(html)[0]).toBe(`fetch /api/job-posts?${new URLSearchParams({ state: 'TX', city, limit: '50' })} (with credentials)`);
  });

  it('leaves out a file name that is not a plain script or stylesheet name, and survives an unreadable list', () => {
    const hostile = build({ browse: { routes: ['445.aa.js', '"><script>alert(1)</script>.js', '../../secret.js', 'x.html'], pages: { saved: 7 } } });
    expect(preloads(hostile('/saved'))).toEqual([...SHELL_VI, 'script /remotes/browse/remoteEntry.js', 'script /remotes/browse/445.aa.js']);
    writeFileSync(join(webDir, 'browse', 'preloads.json'), '{ not json');
    writeFileSync(join(webDir, 'shell', 'preloads.json'), JSON.stringify({ languages: { vi: ['../x.js', '"><b>.js'] } }));
    expect(preloads(firstScreenHtml(webDir, INDEX)('/saved'))).toEqual(['script /remotes/browse/remoteEntry.js']);
  });
});
