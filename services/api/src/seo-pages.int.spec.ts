import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, serviceEnv, startService, withDb, type ServiceProcess } from '@chonail/server/testing';

/**
 * Issue 37, as a crawler or a link preview sees it: plain HTTP, no JavaScript. The API serves a
 * stand-in index.html shaped like the shell's (its <html lang> and <title> are what the server
 * rewrites); the posts are written straight into the run's database.
 */
const ORIGIN = 'https://chonail.test';
const INDEX = '<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Chợ Nail</title></head><body><div id="root"></div></body></html>';

let api: ServiceProcess;
let baseUrl: string;
let webDir: string;
let ownerId: number;

interface Page {
  status: number;
  type: string | null;
  cache: string | null;
  body: string;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await fetch(`${baseUrl}${path}`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body: await res.text() };
}

/** A request with the path sent byte for byte (fetch would percent-encode what a hostile client need not). */
function rawGet(path: string): Promise<Page> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), cache: null, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The head's tags as a crawler reads them. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (pattern: RegExp) => pattern.exec(head)?.[1]?.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
  const meta = (key: string) => attr(new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`));
  return {
    lang: /<html lang="([^"]+)">/.exec(html)?.[1],
    titles: head.match(/<title>/g)?.length ?? 0,
    title: attr(/<title>([^<]*)<\/title>/),
    description: meta('description'),
    robots: meta('robots'),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    alternates: Object.fromEntries([...head.matchAll(/<link rel="alternate" href="([^"]*)" hreflang="([^"]+)">/g)].map((m) => [m[2], m[1]])),
    og: (key: string) => meta(`og:${key}`),
    twitter: (key: string) => meta(`twitter:${key}`),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>),
  };
}

interface PostFields {
  jobType?: 'hiring' | 'selling';
  title?: string;
  description?: string;
  hiring?: object | null;
  weeklyPay?: number | null;
  salon?: object | null;
  expiresInDays?: number;
  hidden?: boolean;
  paused?: boolean;
}

async function insertPost(fields: PostFields = {}): Promise<number> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO job_posts (owner_id, job_type, title, description, store_name, street_address, city, state, zipcode, duration, expires_at,
                              hiring, weekly_pay, salon, is_paused, hidden_at)
       VALUES ($1, $2, $3, $4, 'Lotus Nails', '9889 Bellaire Blvd', 'Houston', 'TX', '77036', 6, now() + make_interval(days => $5),
               $6, $7, $8, $9, CASE WHEN $10 THEN now() END) RETURNING id`,
      [
        ownerId,
        fields.jobType ?? 'hiring',
        fields.title ?? 'Cần thợ bột, thợ chân tay nước',
        fields.description ?? 'Tiệm đông khách, khu Mỹ trắng.\nBao lương $1,200/tuần, tip riêng, có chỗ ở.',
        fields.expiresInDays ?? 90,
        fields.hiring === undefined ? JSON.stringify({ guaranteeAmount: 1200, guaranteePer: 'week', schedule: 'full_time', skills: [] }) : fields.hiring && JSON.stringify(fields.hiring),
        fields.weeklyPay === undefined ? 1200 : fields.weeklyPay,
        fields.salon ? JSON.stringify(fields.salon) : null,
        fields.paused ?? false,
        fields.hidden ?? false,
      ],
    );
    return rows[0]?.id as number;
  });
}

const updatePost = (id: number, set: string) => withDb((db) => db.query(`UPDATE job_posts SET ${set}, updated_at = now() WHERE id = $1`, [id]));

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'chonail-seo-'));
  mkdirSync(join(webDir, 'shell'));
  writeFileSync(join(webDir, 'shell', 'index.html'), INDEX);
  const port = await freePort();
  api = startService('api', serviceEnv({ PORT: String(port), WEB_DIST_DIR: webDir, SEED_DEMO_POSTS: '0', PUBLIC_ORIGIN: ORIGIN }));
  await api.waitForLog((l) => l.msg === 'api listening');
  baseUrl = `http://127.0.0.1:${port}`;
  // After the API's start, which migrates the run's database.
  ownerId = await withDb(async (db) => {
    const phone = `+1999556${String(Date.now()).slice(-4)}`;
    const { rows } = await db.query<{ id: number }>("INSERT INTO users (phone, pin_hash) VALUES ($1, 'x') RETURNING id", [phone]);
    return rows[0]?.id as number;
  });
}, 120_000);

afterAll(async () => {
  await api?.stop();
  rmSync(webDir, { recursive: true, force: true });
});

describe('a hiring post’s page', () => {
  let id: number;
  beforeAll(async () => {
    id = await insertPost();
  });

  it('in Vietnamese: title with pay and city, its first lines, canonical, alternates, preview tags', async () => {
    const page = await get(`/job/${id}`);
    expect(page.status).toBe(200);
    const head = headOf(page.body);
    expect(head.lang).toBe('vi');
    expect(head.titles).toBe(1);
    expect(head.title).toBe('Cần thợ bột, thợ chân tay nước – $1,200/tuần – Houston, TX');
    expect(head.description).toBe('Tiệm đông khách, khu Mỹ trắng. Bao lương $1,200/tuần, tip riêng, có chỗ ở.');
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe(`${ORIGIN}/job/${id}`);
    expect(head.alternates).toEqual({ vi: `${ORIGIN}/job/${id}`, en: `${ORIGIN}/job/${id}?lang=en`, 'x-default': `${ORIGIN}/job/${id}` });
    expect(head.og('title')).toBe(head.title);
    expect(head.og('description')).toBe(head.description);
    expect(head.og('type')).toBe('article');
    expect(head.og('url')).toBe(head.canonical);
    expect(head.og('locale')).toBe('vi_VN');
    expect(head.og('image')).toMatch(new RegExp(`^${ORIGIN}/api/job-posts/${id}/og-image\\?v=\\d+$`));
    expect([head.og('image:width'), head.og('image:height')]).toEqual(['1200', '630']);
    expect(head.twitter('card')).toBe('summary_large_image');
    expect(head.twitter('title')).toBe(head.title);
    // The app's own root is still there for the scripts.
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('carries a JobPosting with Google’s required fields, and breadcrumbs', async () => {
    const { jsonLd } = headOf((await get(`/job/${id}`)).body);
    const posting = jsonLd.find((data) => data['@type'] === 'JobPosting');
    expect(posting).toBeDefined();
    for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']) expect(posting?.[key]).toBeTruthy();
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title: 'Cần thợ bột, thợ chân tay nước',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Lotus Nails' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Houston', addressRegion: 'TX', postalCode: '77036', addressCountry: 'US' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { value: 1200, unitText: 'WEEK' } },
      directApply: false,
    });
    expect(Date.parse(String(posting?.['datePosted']))).not.toBeNaN();
    expect(Date.parse(String(posting?.['validThrough']))).toBeGreaterThan(Date.now());
    // No phone number: the owner's is personal data, the salon's is not what the schema asks for.
    expect(JSON.stringify(jsonLd)).not.toMatch(/\+1\d{10}|telephone/);
    expect(jsonLd.find((data) => data['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ position: 1, item: `${ORIGIN}/` }, { position: 2, item: `${ORIGIN}/viec-lam-nail/tx/houston` }, { position: 3, item: `${ORIGIN}/job/${id}` }],
    });
  });

  it('in English by ?lang=en, and by the reader’s language cookie', async () => {
    const byUrl = headOf((await get(`/job/${id}?lang=en&utm_source=zalo`)).body);
    expect(byUrl.lang).toBe('en');
    expect(byUrl.title).toBe('Cần thợ bột, thợ chân tay nước – $1,200/week – Houston, TX');
    // Tracking parameters stay out of the canonical.
    expect(byUrl.canonical).toBe(`${ORIGIN}/job/${id}?lang=en`);
    expect(byUrl.og('locale')).toBe('en_US');
    const byCookie = headOf((await get(`/job/${id}`, { cookie: 'language=en' })).body);
    expect(byCookie.lang).toBe('en');
    expect(byCookie.title).toContain('/week');
    // The URL's language wins over the cookie's.
    expect(headOf((await get(`/job/${id}?lang=vi`, { cookie: 'language=en' })).body).title).toContain('/tuần');
  });
});

describe('a salon-for-sale page', () => {
  it('says its price and city, and has no JobPosting', async () => {
    const id = await insertPost({ jobType: 'selling', title: 'Bán tiệm nail 8 ghế', hiring: null, weeklyPay: null, salon: { askingPrice: 120000 } });
    const page = await get(`/job/${id}`);
    expect(page.status).toBe(200);
    const head = headOf(page.body);
    expect(head.title).toBe('Bán tiệm nail 8 ghế – giá $120,000 – Houston, TX');
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList']);
    expect(page.body).not.toContain('JobPosting');
    expect(headOf((await get(`/job/${id}?lang=en`)).body).title).toBe('Bán tiệm nail 8 ghế – asking $120,000 – Houston, TX');
  });
});

describe('posts the public cannot see', () => {
  it('an expired post answers 410 and noindex', async () => {
    const id = await insertPost({ expiresInDays: -1 });
    const page = await get(`/job/${id}`);
    expect(page.status).toBe(410);
    const head = headOf(page.body);
    expect(head.robots).toBe('noindex');
    expect(head.title).toBe('Tin đã hết hạn | Chợ Nail');
    expect(head.jsonLd).toEqual([]);
    expect(head.alternates).toEqual({});
    expect(headOf((await get(`/job/${id}?lang=en`)).body).title).toBe('This post has expired | Chợ Nail');
  });

  it.each([
    ['hidden by staff', { hidden: true }],
    ['paused', { paused: true }],
  ])('a post %s answers 404 and noindex, naming nothing of it', async (_name, fields) => {
    const id = await insertPost({ ...fields, title: 'Tin riêng zq-seo-hidden' });
    const page = await get(`/job/${id}`);
    expect(page.status).toBe(404);
    expect(headOf(page.body)).toMatchObject({ robots: 'noindex', title: 'Tin này không còn | Chợ Nail' });
    expect(page.body).not.toContain('zq-seo-hidden');
  });

  it('a post that does not exist answers 404 and noindex', async () => {
    const page = await get('/job/2147483000');
    expect(page.status).toBe(404);
    expect(headOf(page.body).robots).toBe('noindex');
  });
});

describe('the other page kinds', () => {
  it.each([
    ['/', 'Chợ Nail – Việc làm nail, tiệm cần thợ và sang tiệm nail ở Mỹ', 'Chợ Nail – Nail jobs, salons hiring and nail salons for sale in the US'],
    ['/map', 'Bản đồ việc làm nail và tiệm nail bán | Chợ Nail', 'Map of nail jobs and nail salons for sale | Chợ Nail'],
    ['/forum', 'Diễn đàn thợ nail | Chợ Nail', 'Nail tech forum | Chợ Nail'],
    ['/about', 'Giới thiệu Chợ Nail', 'About Chợ Nail'],
    ['/faq', 'Câu hỏi thường gặp | Chợ Nail', 'Frequently asked questions | Chợ Nail'],
    ['/terms', 'Điều khoản sử dụng | Chợ Nail', 'Terms of use | Chợ Nail'],
    ['/privacy', 'Chính sách bảo mật | Chợ Nail', 'Privacy policy | Chợ Nail'],
    ['/contact', 'Liên hệ Chợ Nail', 'Contact Chợ Nail'],
  ])('%s is indexable, in vi and en', async (path, viTitle, enTitle) => {
    const vi = await get(path);
    expect(vi.status).toBe(200);
    const viHead = headOf(vi.body);
    expect(viHead).toMatchObject({ lang: 'vi', title: viTitle, canonical: `${ORIGIN}${path}`, robots: undefined });
    expect(viHead.description?.length).toBeGreaterThan(20);
    expect(viHead.alternates).toEqual({ vi: `${ORIGIN}${path}`, en: `${ORIGIN}${path}?lang=en`, 'x-default': `${ORIGIN}${path}` });
    expect(viHead.twitter('card')).toBe('summary');
    const en = headOf((await get(`${path}?lang=en`)).body);
    expect(en).toMatchObject({ lang: 'en', title: enTitle, canonical: `${ORIGIN}${path}?lang=en` });
    expect(headOf((await get(path, { cookie: 'language=en' })).body).title).toBe(enTitle);
  });

  it('a city page takes its head from the place pages, in the language its path names', async () => {
    await insertPost();
    const vi = await get('/viec-lam-nail/tx/houston', { cookie: 'language=en' });
    expect(vi.status).toBe(200);
    const head = headOf(vi.body);
    expect(head).toMatchObject({ lang: 'vi', canonical: `${ORIGIN}/viec-lam-nail/tx/houston`, robots: undefined });
    expect(head.title).toContain('Houston');
    const en = headOf((await get('/nail-jobs/tx/houston')).body);
    expect(en).toMatchObject({ lang: 'en', canonical: `${ORIGIN}/nail-jobs/tx/houston` });
    const nowhere = await get('/viec-lam-nail/tx/khong-co-thanh-pho-nay');
    expect(nowhere.status).toBe(404);
    expect(headOf(nowhere.body).robots).toBe('noindex');
  });

  it('a forum thread or reply: the thread’s title and the first lines; one that does not exist answers 404', async () => {
    const { thread, post } = await withDb(async (db) => {
      const threads = await db.query<{ id: number }>(
        `INSERT INTO forum_threads (author_id, category, title, body) VALUES ($1, 'license', 'Làm giấy phép nail ở Houston cần giấy tờ gì?', $2) RETURNING id`,
        [ownerId, 'Em mới qua, muốn làm giấy phép ở Houston.\nCần chuẩn bị những giấy tờ nào ạ?'],
      );
      const id = threads.rows[0]?.id as number;
      const posts = await db.query<{ id: number }>(`INSERT INTO forum_posts (thread_id, author_id, body) VALUES ($1, $2, 'Cần ID, SSN và giấy học 600 giờ.') RETURNING id`, [id, ownerId]);
      return { thread: id, post: posts.rows[0]?.id as number };
    });
    const page = await get(`/forum/thread/${thread}`);
    expect(page.status).toBe(200);
    expect(headOf(page.body)).toMatchObject({
      title: 'Làm giấy phép nail ở Houston cần giấy tờ gì? – Chợ Nail',
      description: 'Em mới qua, muốn làm giấy phép ở Houston. Cần chuẩn bị những giấy tờ nào ạ?',
      canonical: `${ORIGIN}/forum/thread/${thread}`,
      robots: undefined,
    });
    expect(headOf((await get(`/forum/thread/${thread}?lang=en`)).body).canonical).toBe(`${ORIGIN}/forum/thread/${thread}?lang=en`);
    expect(headOf((await get(`/forum/post/${post}`)).body)).toMatchObject({
      title: 'Làm giấy phép nail ở Houston cần giấy tờ gì? – Chợ Nail',
      description: 'Cần ID, SSN và giấy học 600 giờ.',
      canonical: `${ORIGIN}/forum/post/${post}`,
    });
    for (const path of ['/forum/thread/2147483000', '/forum/post/2147483000', '/forum/thread/abc']) {
      const missing = await get(path);
      expect([path, missing.status, headOf(missing.body).robots]).toEqual([path, 404, 'noindex']);
    }
  });

  it('home names the visitor’s stored city', async () => {
    const cookie = `selectedLocation=${encodeURIComponent(JSON.stringify({ city: 'Houston', state: 'TX' }))}`;
    expect(headOf((await get('/', { cookie })).body).title).toBe('Việc làm nail ở Houston, TX – Cần thợ, sang tiệm | Chợ Nail');
  });

  it.each(['/saved', '/customerportal', '/my-posts/3', '/new-package', '/admin', '/admin/posts', '/tuongadmin', '/payment-success'])(
    'the personal page %s answers 200 but noindex',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(headOf(page.body)).toMatchObject({ robots: 'noindex', alternates: {} });
    },
  );

  it('an unknown path answers 404, noindex, in the reader’s language', async () => {
    const page = await get('/khong-co-trang-nay');
    expect(page.status).toBe(404);
    expect(headOf(page.body)).toMatchObject({ robots: 'noindex', title: 'Không tìm thấy trang | Chợ Nail' });
    expect(headOf((await get('/khong-co-trang-nay?lang=en')).body).title).toBe('Page not found | Chợ Nail');
  });
});

describe('hostile paths and query strings', () => {
  it.each([
    '/job/1"><script>alert(1)</script>',
    "/job/1'onmouseover='x",
    `/job/${'9'.repeat(5000)}`,
    `/${'a/'.repeat(3000)}`,
    '/job/%00',
    '/%00',
    '/job/1%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    '/forum/thread/<svg%20onload=x>',
    '/viec-lam-nail/tx/"><script>alert(1)</script>',
  ])('%s answers 400 or 404, never 500, and adds no markup', async (path) => {
    const page = await rawGet(path);
    expect([400, 404]).toContain(page.status);
    expect(page.body).not.toMatch(/<script>alert|<svg|onmouseover='/);
    if (page.type?.includes('text/html')) expect(headOf(page.body).robots).toBe('noindex');
  });

  it.each(['/?lang=<script>alert(1)</script>', '/map?lang="><script>alert(1)</script>', '/?page=<b>&lang=en"', '/forum?page=99999999999999'])(
    '%s answers the page without the query’s markup',
    async (path) => {
      const page = await rawGet(path);
      expect(page.status).toBe(200);
      expect(page.body).not.toMatch(/<script>alert|<b>/);
      const head = headOf(page.body);
      expect(head.canonical).toMatch(/^https:\/\/chonail\.test\/(map|forum)?(\?lang=en)?$/);
    },
  );

  it('a forged Host header does not change the canonical', async () => {
    const page = await get('/map', { host: 'evil.example' });
    expect(headOf(page.body).canonical).toBe(`${ORIGIN}/map`);
    expect(page.body).not.toContain('evil.example');
  });
});

describe('robots.txt and the sitemaps', () => {
  it('robots.txt names the sitemap and keeps crawlers out of the API and personal pages', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toBe('text/plain; charset=utf-8');
    expect(robots.cache).toMatch(/^public, max-age=\d+$/);
    const lines = robots.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/api/', '/admin', '/tuongadmin', '/customerportal', '/my-posts/', '/new-package', '/package', '/saved', '/payment-success', '/s/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
  });

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);

  /** Every job sitemap the index names, concatenated. */
  async function jobSitemaps(): Promise<string> {
    const index = await get('/sitemap.xml');
    const jobs = locs(index.body).filter((loc) => /\/sitemaps\/jobs-\d+\.xml$/.test(loc));
    const bodies = await Promise.all(jobs.map(async (loc) => (await get(loc.replace(ORIGIN, ''))).body));
    return bodies.join('\n');
  }

  it('the index names the static, job and place sitemaps, at the public origin', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toBe('application/xml; charset=utf-8');
    expect(index.cache).toMatch(/^public, max-age=\d+$/);
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const listed = locs(index.body);
    expect(listed).toEqual(expect.arrayContaining([`${ORIGIN}/sitemaps/static.xml`, `${ORIGIN}/sitemaps/jobs-1.xml`, `${ORIGIN}/sitemaps/places.xml`]));
    const statics = await get('/sitemaps/static.xml');
    expect(statics.status).toBe(200);
    expect(locs(statics.body)).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/map`, `${ORIGIN}/forum`, `${ORIGIN}/about`, `${ORIGIN}/faq`, `${ORIGIN}/about?lang=en`]));
    expect(locs(statics.body).some((loc) => /admin|saved|customerportal/.test(loc))).toBe(false);
    // The place pages' own sitemap answers at the root too (outside the /api prefix).
    const places = await get('/sitemaps/places.xml');
    expect([places.status, places.type]).toEqual([200, 'application/xml; charset=utf-8']);
  });

  it('a new post is listed with its last change; it leaves when it expires or is hidden', async () => {
    const [expiring, hiding, pausing] = [await insertPost(), await insertPost(), await insertPost()];
    let jobs = await jobSitemaps();
    for (const id of [expiring, hiding, pausing]) {
      expect(jobs).toMatch(new RegExp(`<url><loc>${ORIGIN}/job/${id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`));
    }
    await updatePost(expiring, "expires_at = now() - interval '1 minute'");
    await updatePost(hiding, 'hidden_at = now()');
    await updatePost(pausing, 'is_paused = true');
    jobs = await jobSitemaps();
    for (const id of [expiring, hiding, pausing]) expect(jobs).not.toContain(`${ORIGIN}/job/${id}<`);
  });

  it('a job sitemap past the last, or a name it does not know, answers 404 as JSON', async () => {
    for (const path of ['/sitemaps/jobs-99999.xml', '/sitemaps/jobs-0.xml', '/sitemaps/other.xml', '/sitemaps/jobs-1.xml.gz']) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
