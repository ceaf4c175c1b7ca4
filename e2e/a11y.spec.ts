import { seriousViolations } from './axe';
import { firstJobPath, insertPosts, openPage } from './fixtures';
import { useProduct } from './support';

// axe-core on every kind of page a visitor reaches, in both languages, on a phone-sized screen:
// no serious or critical violation (contrast, names, labels, landmarks, ...).
const product = useProduct({ SEED_DEMO_POSTS: '40' });
const PHONE = { width: 390, height: 844 };

let jobPath = '';
beforeAll(async () => {
  jobPath = await firstJobPath(product);
});

const PAGES: [name: string, path: () => string, ready: string | null][] = [
  ['home', () => '/', 'home-page'],
  ['map', () => '/map', 'map-canvas'],
  ['job', () => jobPath, 'job-page'],
  ['forum', () => '/forum', 'forum-page'],
  ['about', () => '/about', null],
  ['contact', () => '/contact', null],
  ['customer portal (guest)', () => '/customerportal', null],
  ['new package (guest)', () => '/new-package', null],
  ['not found', () => '/no-such-page', 'not-found'],
];

describe.each(['vi', 'en'] as const)('accessibility in %s', (lang) => {
  it.each(PAGES)('%s has no serious or critical axe-core violation', async (_name, path, ready) => {
    const page = await openPage(product, lang, { viewport: PHONE, path: path() });
    if (ready) await page.getByTestId(ready).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  // A post's facts (the salon's area with its size label, the experience asked for) are a
  // definition list: each value needs its term.
  it('a job page with every fact has no serious or critical axe-core violation', async () => {
    const [id] = await insertPosts(null, [{ jobType: 'hiring', title: `Cần thợ tiệm lớn (${lang})`, area: 1200, experienceLevel: 'beginner' }]);
    const page = await openPage(product, lang, { viewport: PHONE, path: `/job/${id}` });
    await page.getByTestId('detail-experience').waitFor();
    await page.getByTestId('detail-area').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  // Whether a card shows photos, and whether they load, depends on the data: here two Houston posts
  // have photos (one on a diamond card's tint) that are not there, so the "image error" label and
  // the "+N more" count are checked on both backgrounds.
  it('home with every photo failing has no serious or critical axe-core violation', async () => {
    // Four photos: the card shows two and a "+2" over the second.
    const images = [21, 22, 23, 24].map((n) => `/api/media/files/00000000-0000-4000-8000-0000000000${n}`);
    await insertPosts(null, [
      { jobType: 'selling', title: `Bán tiệm có hình (${lang})`, images },
      { jobType: 'hiring', title: `Cần thợ gấp có hình (${lang})`, images, priority: 'diamond2' },
    ]);
    const page = await openPage(product, lang, { viewport: PHONE });
    await page.goto(`${product.baseUrl}/`);
    await page.getByTestId('home-page').waitFor();
    await page.waitForLoadState('networkidle');
    for (const card of await page.getByTestId('job-card').all()) await card.scrollIntoViewIfNeeded();
    await page.getByTestId('broken-image').first().waitFor();
    await page.getByTestId('more-images').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
