import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobPost } from '@chonail/shared/contracts';
import { freePort, serviceEnv, startService, withDb, type ServiceProcess } from '@chonail/server/testing';

/**
 * The web app's pages keep their HTML (the app renders its own not-found page) but answer with the
 * status a crawler or a link checker should see. The build here is a stand-in index.html: what the
 * server decides does not depend on what the app's scripts are.
 */
describe('web page statuses', () => {
  const INDEX = '<!doctype html><html><body><div id="root"></div><!-- web-status spec --></body></html>';
  let api: ServiceProcess;
  let baseUrl: string;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'chonail-web-'));
    mkdirSync(join(webDir, 'shell'));
    writeFileSync(join(webDir, 'shell', 'index.html'), INDEX);
    const port = await freePort();
    api = startService('api', serviceEnv({ PORT: String(port), WEB_DIST_DIR: webDir, SEED_DEMO_POSTS: '40' }));
    await api.waitForLog((l) => l.msg === 'api listening');
    baseUrl = `http://127.0.0.1:${port}`;
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    rmSync(webDir, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const res = await fetch(`${baseUrl}${path}`);
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
  };

  it.each(['/khong-co', '/no/such/page', '/jobs/1', '/job/999999', '/job/abc', '/job/99999999999', '/my-posts', '/forum/thread'])(
    'answers 404 with the app for %s',
    async (path) => {
      const answer = await page(path);
      expect(answer.status).toBe(404);
      expect(answer.type).toContain('text/html');
      expect(answer.body).toBe(INDEX);
    },
  );

  it.each(['/', '/map', '/about', '/faq', '/contact', '/customerportal', '/saved', '/new-package', '/package?edit=3', '/my-posts/3', '/admin', '/admin/posts', '/tuongadmin', '/about/', '/map?lat=1'])(
    'answers 200 with the app for %s',
    async (path) => {
      const answer = await page(path);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(INDEX);
    },
  );

  it('answers 200 for a listed post’s job page, 410 for an expired one, 404 for a missing one', async () => {
    const listed = ((await (await fetch(`${baseUrl}/api/job-posts?limit=1`)).json()) as JobPost[])[0];
    if (!listed) throw new Error('no listed demo post');
    expect((await page(`/job/${listed.id}`)).status).toBe(200);

    // An expired post of the test's own: which ids the demo seed got depends on which test files
    // wrote posts first into the run's shared database.
    const expiredId = await withDb(async (db) => {
      const phone = `+1999555${String(Date.now()).slice(-4)}`;
      const { rows: users } = await db.query<{ id: number }>("INSERT INTO users (phone, pin_hash) VALUES ($1, 'x') RETURNING id", [phone]);
      const { rows: posts } = await db.query<{ id: number }>(
        `INSERT INTO job_posts (owner_id, job_type, title, description, city, state, duration, expires_at)
         VALUES ($1, 'selling', 'Bán tiệm đã hết hạn', 'Tin cũ', 'Houston', 'TX', 6, now() - interval '1 day') RETURNING id`,
        [users[0]?.id],
      );
      return posts[0]?.id as number;
    });
    const expired = await page(`/job/${expiredId}`);
    expect(expired.status).toBe(410);
    expect(expired.body).toBe(INDEX);
    // The API's 410 names the kind of post, so the page can say 'tin bán tiệm' or 'tin tuyển dụng'.
    const gone = await (await fetch(`${baseUrl}/api/job-posts/${expiredId}`)).json();
    expect(gone).toMatchObject({ code: 'POST_EXPIRED', details: [{ path: 'jobType', message: expect.stringMatching(/^(hiring|selling|transfer)$/) }] });

    expect((await page('/job/999999')).status).toBe(404);
  });

  it('still answers JSON 404 for unknown API and remote paths', async () => {
    const res = await fetch(`${baseUrl}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await fetch(`${baseUrl}/remotes/browse/missing.js`)).status).toBe(404);
  });
});
