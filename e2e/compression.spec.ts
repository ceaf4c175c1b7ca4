import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useProduct, webDist } from './support';

// Phones on mobile data download every script, style sheet and answer compressed: Brotli where the
// browser takes it (Chromium does), gzip for a client that takes only gzip, the bytes as they are
// for one that takes neither. The same content every way.
const product = useProduct({ SEED_DEMO_POSTS: '40' });

/** A request with exactly this Accept-Encoding (fetch would choose its own), body left as sent. */
function get(path: string, acceptEncoding: string | undefined): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${product.baseUrl}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The build's file behind a URL, as the API lays the build out. */
function builtFile(urlPath: string): string {
  const remote = /^\/remotes\/(browse|post|admin)\/(.+)$/.exec(urlPath);
  return remote ? join(webDist(), remote[1] as string, remote[2] as string) : join(webDist(), 'shell', urlPath);
}

function decoded(response: { headers: Record<string, string | string[] | undefined>; body: Buffer }): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  return response.body;
}

describe('compression', () => {
  it('sends every script, style sheet and manifest of the home page as Brotli to the browser, gzip to a gzip-only client, plain to others', async () => {
    const page = await product.newPage();
    const assets = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === product.baseUrl && /\.(js|css|json)$/.test(url.pathname)) {
        assets.set(url.pathname, response.headers()['content-encoding']);
      }
    });
    await page.goto(`${product.baseUrl}/`);
    await page.getByTestId('home-page').waitFor();
    await page.waitForLoadState('networkidle');
    await page.close();

    // remotes.json comes inside the page; a mounted one, or a page from elsewhere, asks for it.
    expect(assets.has('/remotes.json')).toBe(false);
    assets.set('/remotes.json', undefined);
    const paths = [...assets.keys()];
    expect(paths).toEqual(expect.arrayContaining(['/remotes.json', '/remotes/browse/remoteEntry.js']));
    expect(paths.filter((p) => p.endsWith('.css')).length).toBeGreaterThan(0);
    expect(paths.filter((p) => !['/remotes.json'].includes(p) && p.endsWith('.js')).length).toBeGreaterThan(5);
    // Files under 1 KB may go as they are (their compressed copy would not be smaller, or barely).
    const small: string[] = [];
    for (const [path, encoding] of assets) {
      const plain = await get(path, undefined);
      expect(plain.headers['content-encoding']).toBeUndefined();
      if (plain.body.length < 1024) {
        small.push(path);
        continue;
      }
      expect([path, encoding]).toEqual([path, 'br']);
      const br = await get(path, 'gzip, deflate, br');
      const gzip = await get(path, 'gzip');
      expect([path, br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([path, 'br', 'gzip']);
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      // The copies written once at build time (Brotli quality 11), not a per-request compression.
      expect(br.body.equals(readFileSync(`${builtFile(path)}.br`))).toBe(true);
      expect(gzip.body.equals(readFileSync(`${builtFile(path)}.gz`))).toBe(true);
      expect(decoded(br).equals(plain.body)).toBe(true);
      expect(decoded(gzip).equals(plain.body)).toBe(true);
      // The compressed copy keeps the asset's caching: a year for hashed names.
      expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
    }
    expect(small.length).toBeLessThan(assets.size / 2);
  });

  it('compresses the listings answer on the fly, and leaves small answers as they are', async () => {
    const plain = await get('/api/job-posts', undefined);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/api/job-posts', accept);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decoded(res).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
    // A small answer is not worth it.
    const health = await get('/api/health/live', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    // The app's index.html for a client-side route is a few hundred bytes: sent as it is.
    const route = await get('/map', 'br');
    expect(route.status).toBe(200);
    expect(decoded(route).toString('utf8')).toContain('<div id="root"');
  });
});
