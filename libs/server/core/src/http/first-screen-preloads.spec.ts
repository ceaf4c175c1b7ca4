import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstScreenHtml } from './first-screen-preloads';

const INDEX = '<!doctype html><html><head><script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>';
const OWN_MANIFEST = { browse: '/remotes/browse/remoteEntry.js', post: '/remotes/post/remoteEntry.js', admin: '/remotes/admin/remoteEntry.js' };
const BROWSE = { routes: ['445.aa.js'], pages: { map: ['503.bb.js', 'page-map.cc.js', 'page-map.dd.css'], job: ['432.ee.js', 'page-job.ff.js'] } };

let webDir = '';
function build({ manifest = OWN_MANIFEST as Record<string, string>, browse = BROWSE as unknown } = {}) {
  webDir = mkdtempSync(join(tmpdir(), 'chonail-web-'));
  for (const app of ['shell', 'browse', 'post', 'admin']) mkdirSync(join(webDir, app));
  writeFileSync(join(webDir, 'shell', 'remotes.json'), JSON.stringify(manifest));
  writeFileSync(join(webDir, 'browse', 'preloads.json'), JSON.stringify(browse));
  writeFileSync(join(webDir, 'post', 'preloads.json'), JSON.stringify({ routes: ['981.gg.js'], pages: {} }));
  return firstScreenHtml(webDir, INDEX);
}
afterEach(() => rmSync(webDir, { recursive: true, force: true }));

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"( crossorigin="use-credentials")?>/g)].map((m) => `${m[1]} ${m[2]}${m[3] ? ' (with credentials)' : ''}`);

describe('the HTML of a remote page names what its first screen needs', () => {
  it("a map visit: the browse remote's entry, its routes and the map page's script and stylesheet, in the head", () => {
    const html = build()('/map');
    expect(preloads(html)).toEqual([
      'fetch /api/job-posts/map (with credentials)',
      'fetch /api/site-config (with credentials)',
      'script /remotes/browse/remoteEntry.js',
      'script /remotes/browse/445.aa.js',
      'script /remotes/browse/503.bb.js',
      'script /remotes/browse/page-map.cc.js',
      'style /remotes/browse/page-map.dd.css',
    ]);
    expect(html.indexOf('page-map.dd.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it("a job page gets the job page's files, home only the routes (its code is there), the portal the post remote's", () => {
    const page = build();
    expect(preloads(page('/job/12'))).toEqual(['fetch /api/job-posts/12 (with credentials)', 'script /remotes/browse/remoteEntry.js', 'script /remotes/browse/445.aa.js', 'script /remotes/browse/432.ee.js', 'script /remotes/browse/page-job.ff.js']);
    expect(preloads(page('/'))).toEqual(['script /remotes/browse/remoteEntry.js', 'script /remotes/browse/445.aa.js']);
    expect(preloads(page('/customerportal'))).toEqual(['script /remotes/post/remoteEntry.js', 'script /remotes/post/981.gg.js']);
    // The admin remote wrote no list: its entry is still named.
    expect(preloads(page('/admin/posts'))).toEqual(['script /remotes/admin/remoteEntry.js']);
  });

  it('the shell\'s own pages and unknown paths get index.html as built', () => {
    const page = build();
    expect(page('/about')).toBe(INDEX);
    expect(page('/no/such/page')).toBe(INDEX);
  });

  it("names no remote's file for a remote the manifest sends elsewhere (a CDN, another build), nor with a mounted manifest; the API's answers still", () => {
    const page = build({ manifest: { ...OWN_MANIFEST, browse: 'https://cdn.example/browse/remoteEntry.js' } });
    expect(page('/')).toBe(INDEX);
    expect(preloads(page('/job/12'))).toEqual(['fetch /api/job-posts/12 (with credentials)']);
    expect(preloads(page('/customerportal'))).toHaveLength(2);
    const mounted = firstScreenHtml(webDir, INDEX, { mountedManifest: true });
    expect(mounted('/customerportal')).toBe(INDEX);
    expect(preloads(mounted('/map'))).toEqual(['fetch /api/job-posts/map (with credentials)', 'fetch /api/site-config (with credentials)']);
  });

  it("names the home list nowhere (it depends on the visitor's stored location), nor a job page's answer for an id that is not one", () => {
    const page = build();
    expect(page('/').includes('/api/')).toBe(false);
    expect(page('/job/abc').includes('/api/')).toBe(false);
  });

  it('leaves out a file name that is not a plain script or stylesheet name, and survives an unreadable list', () => {
    const hostile = build({ browse: { routes: ['445.aa.js', '"><script>alert(1)</script>.js', '../../secret.js', 'x.html'], pages: { saved: 7 } } });
    expect(preloads(hostile('/saved'))).toEqual(['script /remotes/browse/remoteEntry.js', 'script /remotes/browse/445.aa.js']);
    writeFileSync(join(webDir, 'browse', 'preloads.json'), '{ not json');
    expect(preloads(firstScreenHtml(webDir, INDEX)('/saved'))).toEqual(['script /remotes/browse/remoteEntry.js']);
  });
});
