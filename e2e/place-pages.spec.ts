import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { PlacePageResponse } from '@chonail/shared/contracts';
import { en, type Lang, vi } from '@chonail/shared/i18n';
import { getJson, testOutputDir } from '@chonail/server/testing';
import { insertPosts, type Place, registerMember } from './fixtures';
import { useProduct } from './support';

// Issue 37's city and state pages on a phone (390x844), in the real product with its demo posts
// (real US cities; Houston has the most): the heading says what and where, the cards are the home
// list's, the pages, the state's cities, the nearby cities and the other language are links a
// crawler can follow, and a card opens the detail over the list as on the home page.
const shots = testOutputDir('e2e', 'place-pages');
const product = useProduct({ TRUST_PROXY: 'loopback', SEED_DEMO_POSTS: '300' });
const PHONE = { width: 390, height: 844 };
const CATALOGUES = { vi, en } as const;
const PREFIX = { vi: 'viec-lam-nail', en: 'nail-jobs' } as const;
// Enough posts of our own that Houston's page has a second page whatever else the database holds.
const HOUSTON: Place = { street: '11210 Bellaire Blvd', city: 'Houston', state: 'TX', zipcode: '77072', lat: 29.7035, lng: -95.5648 };
// And a nearby city of our own: the demo posts are seeded only into an empty database, and in a full
// run other files may have written theirs first.
const SUGAR_LAND: Place = { street: '16535 Southwest Fwy', city: 'Sugar Land', state: 'TX', zipcode: '77479', lat: 29.6, lng: -95.65 };

let jobId = 0;
beforeAll(async () => {
  const owner = await registerMember(product.baseUrl, { typed: '7135550161', firstName: 'Vy', ipPrefix: '10.151' });
  [jobId = 0] = await insertPosts(
    owner.id,
    [
      ...Array.from({ length: 26 }, (_, i) => ({ jobType: 'hiring' as const, title: `Tiệm Houston cần thợ tay chân nước ${i + 1}`, place: HOUSTON })),
      { jobType: 'hiring' as const, title: 'Tiệm Sugar Land cần thợ bột', place: SUGAR_LAND },
    ],
  );
}, 60_000);

async function phone(lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
  const context = await product.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, extraHTTPHeaders: { 'x-forwarded-for': '10.151.0.9' } });
  // A returning visitor: the app keeps the language in localStorage and mirrors it in a cookie the server reads.
  await context.addInitScript((language) => localStorage.setItem('language', language), lang);
  await context.addCookies([{ name: 'language', value: lang, url: product.baseUrl }]);
  return { context, page: await product.newPage(context) };
}

async function api(query: string): Promise<PlacePageResponse> {
  const { status, body } = await getJson<PlacePageResponse>(`${product.baseUrl}/api/place-pages?${query}`, { headers: { 'x-forwarded-for': '10.151.0.8' } });
  expect(status).toBe(200);
  return body;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

describe.each(['vi', 'en'] as const)('a city page on a phone (%s)', (lang) => {
  const t = CATALOGUES[lang];
  const other = lang === 'vi' ? 'en' : 'vi';

  it('shows the heading, the cards, the pages, nearby cities and the other language as links, and opens a card', async () => {
    const houston = await api('kind=hiring&state=TX&city=houston');
    expect(houston.total).toBeGreaterThan(24);
    expect(houston.nearby.length).toBeGreaterThan(0);
    const { context, page } = await phone(lang);
    await page.goto(`${product.baseUrl}/${PREFIX[lang]}/tx/houston`);

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.textContent()).resolves.toBe(fill(t.place.heading.hiring, { place: 'Houston, TX' }));
    await expect(page.getByTestId('place-count').textContent()).resolves.toBe(fill(t.place.count.hiring_other, { count: houston.total }));
    const cards = page.getByTestId('job-card');
    await expect(cards.count()).resolves.toBe(24);
    await expect(cards.first().getByTestId('job-card-title').textContent()).resolves.toBe(houston.posts[0]?.title);
    await expect(page.getByTestId('place-breadcrumbs').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).resolves.toEqual([
      lang === 'vi' ? '/' : '/?lang=en',
      `/${PREFIX[lang]}/tx`,
    ]);
    await expect(page.getByTestId('place-pager-next').getAttribute('href')).resolves.toBe(`/${PREFIX[lang]}/tx/houston?page=2`);
    const nearby = page.getByTestId('place-nearby').getByRole('link');
    await expect(nearby.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).resolves.toEqual(
      houston.nearby.map((city) => `/${PREFIX[lang]}/${city.state.toLowerCase()}/${city.slug}`),
    );
    const twin = page.getByTestId('place-twin');
    await expect(twin.getAttribute('href')).resolves.toBe(`/${PREFIX[other]}/tx/houston`);
    await expect(twin.getAttribute('hreflang')).resolves.toBe(other);
    await page.screenshot({ path: join(shots, `city-${lang}.png`) });

    // A card opens the detail over the list, its own address on top of the page's (issue 36).
    await cards.first().getByTestId('job-card-title').click();
    await page.getByTestId('job-detail').getByTestId('detail-description').waitFor();
    expect(new URL(page.url()).search).toBe(`?post=${houston.posts[0]?.id}`);
    await page.goBack();
    await page.getByTestId('job-detail').waitFor({ state: 'detached' });

    // The next page is a real address: its cards are the rest, and it links back.
    await page.getByTestId('place-pager-next').click();
    await page.waitForURL(`**/${PREFIX[lang]}/tx/houston?page=2`);
    const second = await api('kind=hiring&state=TX&city=houston&page=2');
    await page.getByTestId('job-card-title').getByText(second.posts[0]?.title ?? '', { exact: true }).waitFor();
    await expect(page.getByTestId('job-card').first().getByTestId('job-card-title').textContent()).resolves.toBe(second.posts[0]?.title);
    await expect(page.getByTestId('job-card').count()).resolves.toBe(second.posts.length);
    // The new page starts at its top, not where the visitor tapped "next" at the bottom of the last.
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await expect(page.getByTestId('place-pager-previous').getAttribute('href')).resolves.toBe(`/${PREFIX[lang]}/tx/houston`);

    // A nearby city's page, the same kind and language. Which city is nearest with posts is read
    // from this page's link: the run's other files post around Houston while this one reads.
    const first = page.getByTestId('place-nearby').getByRole('link').first();
    const href = (await first.getAttribute('href')) ?? '';
    await first.click();
    await page.waitForURL(`**${href}`);
    const near = await api(`kind=hiring&state=TX&city=${href.split('/').pop() ?? ''}`);
    await expect(heading.filter({ hasText: near.name.split(',')[0] ?? '' }).textContent()).resolves.toBe(fill(t.place.heading.hiring, { place: near.name }));
    await context.close();
  }, 60_000);

  it('shows a state page with its cities as links', async () => {
    const texas = await api('kind=hiring&state=TX');
    const { context, page } = await phone(lang);
    await page.goto(`${product.baseUrl}/${PREFIX[lang]}/tx`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(fill(t.place.heading.hiring, { place: 'Texas' }));
    const cities = page.getByTestId('place-cities').getByRole('link');
    await expect(cities.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).resolves.toEqual(texas.cities.map((city) => `/${PREFIX[lang]}/tx/${city.slug}`));
    await expect(cities.first().textContent()).resolves.toBe(`${texas.cities[0]?.name} (${texas.cities[0]?.count})`);
    await expect(page.getByTestId('job-card').count()).resolves.toBe(Math.min(24, texas.total));
    await page.screenshot({ path: join(shots, `state-${lang}.png`) });
    await context.close();
  }, 60_000);

  it("leads from a job page to its city's page", async () => {
    const { context, page } = await phone(lang);
    await page.goto(`${product.baseUrl}/job/${jobId}`);
    const link = page.getByTestId('city-page-link');
    await expect(link.textContent()).resolves.toBe(fill(t.home.title, { place: 'Houston, TX' }));
    await link.click();
    await page.waitForURL(`**/${PREFIX[lang]}/tx/houston`);
    await expect(page.getByTestId('place-title').textContent()).resolves.toBe(fill(t.place.heading.hiring, { place: 'Houston, TX' }));
    await context.close();
  }, 60_000);

  it('says there is nothing here for a city without posts', async () => {
    const { context, page } = await phone(lang);
    await page.goto(`${product.baseUrl}/${PREFIX[lang]}/tx/khong-co-thanh-pho-nay`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(t.place.notFoundTitle);
    await context.close();
  }, 60_000);
});
