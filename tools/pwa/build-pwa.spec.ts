import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

// The build step after rspack (tools/build-web.cjs calls it): on a web build laid out as rspack
// writes it, it writes the manifest, its icons and sw.js with the precache list read from the build.
const { ICONS } = require('./build-pwa.cjs') as { ICONS: Array<{ file: string; size: number }> };

/** Runs the step as the build does, in a Node process of its own (rspack does not load inside jest). */
async function buildPwa(dir: string): Promise<Array<{ url: string; revision: string | null }>> {
  const script = `require(${JSON.stringify(join(__dirname, 'build-pwa.cjs'))}).buildPwa(process.argv[1]).then((e) => process.stdout.write(JSON.stringify(e)), (e) => { process.stderr.write(String(e.message)); process.exit(1); })`;
  const run = spawnSync(process.execPath, ['-e', script, dir], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Array<{ url: string; revision: string | null }>;
}

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chonail-pwa-build-'));
  const shell = join(dir, 'shell');
  const browse = join(dir, 'browse');
  mkdirSync(shell);
  mkdirSync(browse);
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html><head><script defer fetchpriority="high" src="/react.11111111.js"></script><script defer src="/main.22222222.js"></script>' +
      '<link href="/main.33333333.css" rel="stylesheet"><link rel="preload" as="script" href="/841.44444444.js"><link rel="manifest" href="/manifest.webmanifest"></head><body></body></html>',
  );
  writeFileSync(join(shell, 'remotes.json'), JSON.stringify({ browse: '/remotes/browse/remoteEntry.js' }));
  writeFileSync(join(shell, 'preloads.json'), JSON.stringify({ languages: { vi: ['lang-vi.55555555.js'], en: ['lang-en.66666666.js'] }, apiErrors: ['api-errors.12121212.js'] }));
  writeFileSync(join(browse, 'preloads.json'), JSON.stringify({ routes: ['2695.77777777.js'], pages: { job: ['page-job.88888888.js'], map: ['page-map.99999999.js'] } }));
  for (const file of ['react.11111111.js', 'main.22222222.js', 'main.33333333.css', '841.44444444.js', 'lang-vi.55555555.js', 'lang-en.66666666.js', 'api-errors.12121212.js']) writeFileSync(join(shell, file), '/**/');
  for (const file of ['remoteEntry.js', '2695.77777777.js', 'page-job.88888888.js', 'page-map.99999999.js']) writeFileSync(join(browse, file), '/**/');
  return dir;
}

describe('the PWA build step', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("writes sw.js precaching the shell, remotes.json, the shell's start-up files, both languages, the API's error words, and the browse remote's entry, routes and job page", async () => {
    const dir = fakeBuild();
    dirs.push(dir);
    const entries = await buildPwa(dir);
    expect(entries.map((e) => e.url)).toEqual([
      '/index.html',
      '/remotes.json',
      '/react.11111111.js',
      '/main.22222222.js',
      '/main.33333333.css',
      '/841.44444444.js',
      '/lang-vi.55555555.js',
      '/lang-en.66666666.js',
      '/api-errors.12121212.js',
      '/remotes/browse/remoteEntry.js',
      '/remotes/browse/2695.77777777.js',
      '/remotes/browse/page-job.88888888.js',
    ]);
    // Hashed names need no revision; the shell's HTML and the remote's entry carry their content's.
    expect(entries.filter((e) => e.revision !== null).map((e) => e.url)).toEqual(['/index.html', '/remotes.json', '/remotes/browse/remoteEntry.js']);
    const sw = readFileSync(join(dir, 'shell', 'sw.js'), 'utf8');
    for (const entry of entries) expect(sw).toContain(JSON.stringify(entry.url));
    expect(sw).toContain(JSON.stringify(entries[0]?.revision));
    // Workbox bundled in, minified, with no development logging.
    expect(sw).toContain('SKIP_WAITING');
    expect(sw).not.toMatch(/^import |require\(/m);
    expect(sw).not.toContain('logger');
  }, 60_000);

  it("gives the worker new bytes when the build's HTML changes, so browsers find the new version", async () => {
    const dir = fakeBuild();
    dirs.push(dir);
    const [first] = await buildPwa(dir);
    const before = readFileSync(join(dir, 'shell', 'sw.js'), 'utf8');
    writeFileSync(join(dir, 'shell', 'index.html'), `${readFileSync(join(dir, 'shell', 'index.html'), 'utf8')}<!-- changed -->`);
    const [second] = await buildPwa(dir);
    expect(second?.revision).not.toBe(first?.revision);
    expect(readFileSync(join(dir, 'shell', 'sw.js'), 'utf8')).not.toBe(before);
  }, 60_000);

  it('refuses a build whose lists name a file it does not have', async () => {
    const dir = fakeBuild();
    dirs.push(dir);
    rmSync(join(dir, 'browse', 'page-job.88888888.js'));
    await expect(buildPwa(dir)).rejects.toThrow(/page-job\.88888888\.js/);
  });

  it('writes the manifest and each icon at its size', async () => {
    const dir = fakeBuild();
    dirs.push(dir);
    await buildPwa(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'shell', 'manifest.webmanifest'), 'utf8')) as { icons: Array<{ src: string; sizes: string }> };
    expect(manifest.icons.map((icon) => icon.src)).toEqual(['/icon-192.png', '/icon-512.png', '/icon-maskable-512.png']);
    for (const icon of ICONS) {
      const { width, height, format } = await sharp(join(dir, 'shell', icon.file)).metadata();
      expect({ file: icon.file, format, width, height }).toEqual({ file: icon.file, format: 'png', width: icon.size, height: icon.size });
    }
  }, 60_000);
});
