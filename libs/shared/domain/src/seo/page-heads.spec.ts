import { EMPTY_HIRING_FACTS, EMPTY_SALON_FACTS } from '../listing-facts';
import { headHtml } from './head';
import {
  expiredJobHead,
  forumHead,
  forumThreadHead,
  type HeadContext,
  homeHead,
  isPersonalPath,
  jobHead,
  mapHead,
  missingJobHead,
  notFoundHead,
  personalHead,
  type PostForHead,
  type SeoCopy,
  shellPageHead,
} from './page-heads';

/** Words of a head catalogue, each naming its key, so a test sees which one a builder took. */
const pair = (key: string) => ({ title: `${key} title`, description: `${key} description` });
const copy: SeoCopy = {
  home: { ...pair('home'), titleInPlace: 'Việc làm nail ở {{place}}', descriptionInPlace: 'Tiệm ở {{place}}' },
  map: pair('map'),
  forum: { ...pair('forum'), threadTitle: 'Bài #{{id}}' },
  pages: { about: pair('about'), faq: pair('faq'), terms: pair('terms'), privacy: pair('privacy'), contact: pair('contact') },
  job: {
    weeklyPay: '{{amount}}/tuần',
    weeklyPayEstimate: 'khoảng {{amount}}/tuần',
    price: 'giá {{amount}}',
    hiringFallback: 'Cần thợ ở {{place}}',
    saleFallback: 'Bán tiệm ở {{place}}',
    hiringCrumb: 'Việc làm nail ở {{place}}',
    saleCrumb: 'Tiệm nail bán ở {{place}}',
  },
  notFound: pair('notFound'),
  missingJob: pair('missingJob'),
  expiredJob: pair('expiredJob'),
  personal: pair('personal'),
};
const ORIGIN = 'https://chonail.test';
const vi: HeadContext = { origin: ORIGIN, lang: 'vi', copy };
const en: HeadContext = { origin: ORIGIN, lang: 'en', copy };

function samplePost(fields: Partial<PostForHead> = {}): PostForHead {
  return {
    id: 42,
    jobType: 'hiring',
    title: 'Cần thợ bột, thợ chân tay nước',
    description: 'Tiệm đông khách, khu Mỹ trắng.\nBao lương $1,200/tuần, tip riêng.',
    storeName: 'Lotus Nails',
    city: 'Houston',
    state: 'TX',
    zipcode: '77036',
    streetAddress: '9889 Bellaire Blvd',
    hiring: { ...EMPTY_HIRING_FACTS, guaranteeAmount: 1200, guaranteePer: 'week', schedule: 'full_time' },
    weeklyPay: 1200,
    salon: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2027-05-01T10:00:00.000Z',
    updatedAt: '2026-11-20T08:30:00.000Z',
    ...fields,
  };
}

describe('page heads: URLs', () => {
  it('a page with one path for both languages: canonical in its language, vi/en/x-default alternates', () => {
    expect(mapHead(vi)).toMatchObject({
      lang: 'vi',
      title: 'map title',
      canonical: `${ORIGIN}/map`,
      alternates: { vi: `${ORIGIN}/map`, en: `${ORIGIN}/map?lang=en`, xDefault: `${ORIGIN}/map` },
    });
    expect(mapHead(en).canonical).toBe(`${ORIGIN}/map?lang=en`);
    expect(mapHead(en).alternates).toEqual(mapHead(vi).alternates);
  });

  it('keeps a list’s page number, nothing else, in the canonical', () => {
    expect(forumHead(vi, 3).canonical).toBe(`${ORIGIN}/forum?page=3`);
    expect(forumHead(en, 3).canonical).toBe(`${ORIGIN}/forum?page=3&lang=en`);
    expect(forumHead(vi, 1).canonical).toBe(`${ORIGIN}/forum`);
  });

  it.each(['about', 'faq', 'terms', 'privacy', 'contact'] as const)('the static page /%s has its own words', (page) => {
    expect(shellPageHead(en, page)).toMatchObject({ title: `${page} title`, description: `${page} description`, canonical: `${ORIGIN}/${page}?lang=en` });
    expect(shellPageHead(en, page).noindex).toBeUndefined();
  });
});

describe('page heads: home and forum', () => {
  it('names the visitor’s city when their stored location has one', () => {
    expect(homeHead(vi, { city: 'Houston', state: 'TX' })).toMatchObject({ title: 'Việc làm nail ở Houston, TX', description: 'Tiệm ở Houston, TX', canonical: `${ORIGIN}/` });
    expect(homeHead(vi, { city: null, state: 'TX' }).title).toBe('home title');
    expect(homeHead(vi).title).toBe('home title');
  });

  it('a thread page: its title when known, else its number', () => {
    expect(forumThreadHead(vi, 9).title).toBe('Bài #9');
    expect(forumThreadHead(vi, 9, { title: 'Bằng nail ở Texas', body: 'Hỏi về bằng' })).toMatchObject({
      title: 'Bằng nail ở Texas – Chợ Nail',
      description: 'Hỏi về bằng',
      canonical: `${ORIGIN}/forum/thread/9`,
    });
    expect(forumThreadHead(en, 9, null, 'post').canonical).toBe(`${ORIGIN}/forum/post/9?lang=en`);
  });
});

describe('page heads: pages out of search results', () => {
  it('not found, missing and expired posts, personal pages: noindex, no alternates', () => {
    for (const head of [notFoundHead(vi, '/khong-co'), missingJobHead(vi, 5), expiredJobHead(en, 5), personalHead(vi, '/saved')]) {
      expect(head.noindex).toBe(true);
      expect(head.alternates).toBeUndefined();
      expect(headHtml(head)).toContain('<meta name="robots" content="noindex">');
    }
    expect(expiredJobHead(en, 5)).toMatchObject({ title: 'expiredJob title', canonical: `${ORIGIN}/job/5?lang=en` });
    expect(missingJobHead(vi, 5).title).toBe('missingJob title');
  });

  it('a hostile path is percent-encoded in the canonical and cannot add markup', () => {
    const head = notFoundHead(vi, '/job/1"><script>alert(1)</script>');
    expect(head.canonical).toBe(`${ORIGIN}/job/1%22%3E%3Cscript%3Ealert(1)%3C/script%3E`);
    expect(headHtml(head)).not.toMatch(/<script|"><script|1"/);
  });

  it.each(['/saved', '/saved-items', '/customerportal', '/my-posts/3', '/new-package', '/package', '/payment-success', '/admin', '/admin/posts', '/tuongadmin', '/Admin', '/s/AbCdEfGh_12'])(
    '%s is personal',
    (path) => expect(isPersonalPath(path)).toBe(true),
  );

  it.each(['/', '/map', '/job/3', '/forum', '/about', '/administrator-jobs', '/sale'])('%s is not personal', (path) => expect(isPersonalPath(path)).toBe(false));
});

describe('page heads: a job page', () => {
  it('a hiring post: title with pay and city, description from its first lines, preview image, article', () => {
    const head = jobHead(vi, samplePost());
    expect(head.title).toBe('Cần thợ bột, thợ chân tay nước – $1,200/tuần – Houston, TX');
    expect(head.description).toBe('Tiệm đông khách, khu Mỹ trắng. Bao lương $1,200/tuần, tip riêng.');
    expect(head.canonical).toBe(`${ORIGIN}/job/42`);
    expect(head.alternates).toEqual({ vi: `${ORIGIN}/job/42`, en: `${ORIGIN}/job/42?lang=en`, xDefault: `${ORIGIN}/job/42` });
    expect(head.ogType).toBe('article');
    expect(head.image).toEqual({
      url: `${ORIGIN}/api/job-posts/42/og-image?v=${Date.parse('2026-11-20T08:30:00.000Z')}`,
      width: 1200,
      height: 630,
      alt: head.title,
    });
    expect(head.noindex).toBeUndefined();
  });

  it('a stated pay range, an hourly estimate and no pay at all', () => {
    const range = samplePost({ hiring: { ...EMPTY_HIRING_FACTS, payRange: { from: 1100, to: 1500, per: 'week' } }, weeklyPay: 1100 });
    expect(jobHead(en, range).title).toContain('– $1,100–$1,500/tuần –');
    const commission = samplePost({ hiring: { ...EMPTY_HIRING_FACTS, commissionPercent: 60 }, weeklyPay: 900 });
    expect(jobHead(vi, commission).title).toContain('khoảng $900/tuần');
    expect(jobHead(vi, samplePost({ hiring: null, weeklyPay: null })).title).toBe('Cần thợ bột, thợ chân tay nước – Houston, TX');
  });

  it('a sale: title with price and city, no JobPosting', () => {
    const head = jobHead(vi, samplePost({ jobType: 'selling', title: 'Bán tiệm nail 8 ghế', hiring: null, weeklyPay: null, salon: { ...EMPTY_SALON_FACTS, askingPrice: 120000 } }));
    expect(head.title).toBe('Bán tiệm nail 8 ghế – giá $120,000 – Houston, TX');
    expect(head.jsonLd?.map((data) => (data as { '@type': string })['@type'])).toEqual(['BreadcrumbList']);
  });

  it('a long title and description are cut at a word; an empty description says what and where', () => {
    const head = jobHead(vi, samplePost({ title: 'Cần thợ '.repeat(30), description: 'chữ '.repeat(100) }));
    expect(head.title.split(' – ')[0]?.length).toBeLessThanOrEqual(70);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.endsWith('…')).toBe(true);
    expect(jobHead(vi, samplePost({ description: '  ' })).description).toBe('Cần thợ ở Houston, TX');
    expect(jobHead(vi, samplePost({ jobType: 'transfer', description: '' })).description).toBe('Bán tiệm ở Houston, TX');
  });

  it('a poster’s markup in the title or description stays text in the head', () => {
    const html = headHtml(jobHead(vi, samplePost({ title: '</title><script>x()</script>', description: '"><img src=x onerror=y> $& </script>' })));
    expect(html).not.toMatch(/<img|<script>/);
    // The only scripts are the two JSON-LD ones, each closed once; one title.
    expect(html.match(/<script/g)).toEqual(['<script', '<script']);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html.match(/<\/?title>/g)).toEqual(['<title>', '</title>']);
  });
});
