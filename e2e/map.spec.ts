import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { MapPostsResponse } from '@chonail/shared/contracts';
import { type MapFilter, MAP_UNCLUSTER_ZOOM } from '@chonail/shared/domain';
import { findCity } from '@chonail/shared/geo/cities';
import { en, type Lang, vi } from '@chonail/shared/i18n';
import { eventually, getJson, testOutputDir } from '@chonail/server/testing';
import { insertPosts, openPage, type PageOptions, type Place, registerMember } from './fixtures';
import { useProduct } from './support';
import { tapToReveal } from './phone-reveal';

// The map page as a visitor meets it: the production build against the real API, with this file's
// own posts written into the run's database. Other suites share it, so this file finds its posts by
// title and compares the page's counts with what the API answers, never with fixed numbers.
const shots = testOutputDir('e2e', 'map');
// Registration comes from this file's own forwarded addresses (10.78.x.x): the run's other suites
// share 127.0.0.1's budget of code requests.
const product = useProduct({ TRUST_PROXY: 'loopback' });
type Catalogue = typeof en;

const HOUSTON = findCity('Houston', 'TX') as { lat: number; lng: number };

/** This file's posts all stand at one point (Houston's built-in coordinates, where the map flies for Houston). */
const DOWNTOWN: Place = { street: '1 Main St', city: 'Houston', state: 'TX', zipcode: '77002', lat: HOUSTON.lat, lng: HOUSTON.lng };

/** The page's counts should be the API's: every listed post with a place. */
async function expectedCounts() {
  const { body } = await getJson<MapPostsResponse>(`${product.baseUrl}/api/job-posts/map`);
  return body;
}

async function openMap(lang: Lang, viewport?: PageOptions['viewport']): Promise<Page> {
  const page = await openPage(product, lang, { viewport });
  await page.goto(`${product.baseUrl}/map`);
  return page;
}

const canvas = (page: Page) => page.getByTestId('map-canvas');
const markerOf = (page: Page, id: number) => canvas(page).locator(`.map-marker[data-post-id="${id}"]`);
const shownCount = async (button: Locator) => Number(await eventually(async () => (await button.getAttribute('data-count')) || undefined, 20_000));
const waitForZoom = (page: Page, zoom: number) => eventually(async () => ((await canvas(page).getAttribute('data-zoom')) === String(zoom) ? true : undefined), 10_000);

async function centreOf(marker: Locator) {
  const box = await marker.boundingBox();
  if (!box) throw new Error('marker has no box');
  return `${Math.round(box.x + box.width / 2)},${Math.round(box.y + box.height / 2)}`;
}

describe.each([
  ['vi', vi, '2815550181'],
  ['en', en, '2815550182'],
] as const)('the map page (%s)', (lang, t: Catalogue, ownerPhone) => {
  const tag = `${lang}${randomBytes(3).toString('hex')}`;
  const titles = { hiring1: `Bản đồ cần thợ ${tag}`, hiring2: `Bản đồ cần thợ gấp ${tag}`, selling: `Bản đồ bán tiệm ${tag}` };
  let ids: { hiring1: number; hiring2: number; selling: number };

  beforeAll(async () => {
    const owner = await registerMember(product.baseUrl, { typed: ownerPhone, firstName: 'Thu', lastName: 'Pham', ipPrefix: '10.78' });
    const [hiring1 = 0, hiring2 = 0, selling = 0] = await insertPosts(owner.id, [
      { jobType: 'hiring', title: titles.hiring1, place: DOWNTOWN },
      { jobType: 'hiring', title: titles.hiring2, place: DOWNTOWN },
      { jobType: 'selling', title: titles.selling, place: DOWNTOWN },
    ]);
    ids = { hiring1, hiring2, selling };
  }, 60_000);

  it('counts and filters the markers, flies to Houston, previews a marker and goes home', async () => {
    const { posts, counts } = await expectedCounts();
    expect(posts.map((p) => p.title)).toEqual(expect.arrayContaining(Object.values(titles)));
    const page = await openMap(lang);
    const button = (filter: MapFilter) => page.getByTestId(`map-filter-${filter}`);

    // The buttons count what the API answered: every listed post, drawn as clusters where dense.
    expect(await shownCount(button('all'))).toBe(counts.all);
    expect(await shownCount(button('hiring'))).toBe(counts.hiring);
    expect(await shownCount(button('selling'))).toBe(counts.selling);
    await expect(button('all').innerText()).resolves.toContain(t.filters.jobTypes.all);
    await expect(button('selling').innerText()).resolves.toContain(t.filters.jobTypes.selling);
    await expect(button('all').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(canvas(page).getAttribute('data-zoom')).resolves.toBe('5');
    await canvas(page).locator('.map-cluster').first().waitFor();
    await page.screenshot({ path: join(shots, `${lang}-default.png`) });

    // The location box flies to the city at zoom 12 (and leaves the site's own location alone).
    const input = page.getByTestId('map-location-search').getByRole('combobox');
    await input.fill('Houston');
    await page.getByTestId('location-suggestions').getByRole('option', { name: 'Houston-TX' }).click();
    await expect(input.inputValue()).resolves.toBe('Houston, TX');
    await waitForZoom(page, 12);
    await expect(page.evaluate(() => localStorage.getItem('selectedLocation'))).resolves.toBeNull();
    await page.screenshot({ path: join(shots, `${lang}-houston.png`) });
    // Zoomed in to a few streets, clustering stops: three posts at one point are three markers side by side.
    for (let zoom = 13; zoom <= MAP_UNCLUSTER_ZOOM; zoom += 1) {
      await page.locator('.leaflet-control-zoom-in').click();
      await waitForZoom(page, zoom);
    }
    const mine = [ids.hiring1, ids.hiring2, ids.selling].map((id) => markerOf(page, id));
    await Promise.all(mine.map((m) => m.waitFor()));
    const centres = await Promise.all(mine.map(centreOf));
    expect(new Set(centres).size).toBe(3);

    await button('selling').click();
    await expect(button('selling').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(button('all').getAttribute('aria-pressed')).resolves.toBe('false');
    await markerOf(page, ids.hiring1).waitFor({ state: 'detached' });
    await expect(canvas(page).locator('.map-marker-hiring').count()).resolves.toBe(0);
    await expect(markerOf(page, ids.selling).count()).resolves.toBe(1);
    // The counts stay those of every post, whichever filter is on.
    expect(await shownCount(button('all'))).toBe(counts.all);
    await page.screenshot({ path: join(shots, `${lang}-selling.png`) });
    await button('all').click();
    await markerOf(page, ids.hiring2).waitFor();

    await markerOf(page, ids.hiring2).click();
    const preview = page.getByTestId('map-preview');
    await preview.waitFor();
    await expect(preview.getByRole('heading', { name: titles.hiring2 }).count()).resolves.toBe(1);
    await expect(preview.getByTestId('type-badge').innerText()).resolves.toBe(t.jobCard.jobType.hiring);
    // Issue 38, finding 4: the marker carries the number masked; Call reveals it through the contact call.
    await expect(preview.getByTestId('map-preview-call').innerText()).resolves.toContain(`(***) ***-${ownerPhone.slice(-4)}`);
    await expect(tapToReveal(page, preview.getByTestId('map-preview-call'))).resolves.toBe(`tel:+1${ownerPhone}`);
    await page.screenshot({ path: join(shots, `${lang}-preview.png`) });
    await preview.getByRole('button', { name: t.common.close }).click();
    await preview.waitFor({ state: 'detached' });

    // A keyboard user gets the same sheet: the marker is a button named after the post.
    const label = t.map.marker.replace('{{type}}', t.jobCard.jobType.selling).replace('{{title}}', titles.selling);
    await canvas(page).getByRole('button', { name: label }).focus();
    await page.keyboard.press('Enter');
    await preview.getByRole('heading', { name: titles.selling }).waitFor();
    await preview.getByTestId('map-preview-details').click();
    await page.getByTestId('job-detail').getByTestId('detail-id').waitFor();
    await page.getByTestId('job-detail').getByTestId('detail-close').click();
    await page.getByTestId('job-detail').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: t.map.home }).click();
    await waitForZoom(page, 5);
    await expect(input.inputValue()).resolves.toBe('');
    await page.screenshot({ path: join(shots, `${lang}-home.png`) });
    await page.context().close();
  });

  it('fills the window under the header, and on a phone ends above the bottom bar', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await openMap(lang, viewport);
      await canvas(page).locator('.map-cluster').first().waitFor();
      const map = await canvas(page).boundingBox();
      const header = await page.getByTestId('site-header').boundingBox();
      const bar = await page.getByTestId('bottom-bar').boundingBox();
      if (!map || !header) throw new Error('map or header not laid out');
      expect(Math.abs(map.y - (header.y + header.height))).toBeLessThanOrEqual(1);
      expect(map.width).toBe(viewport.width);
      const bottom = viewport.width < 768 ? (bar?.y ?? Number.NaN) : viewport.height;
      expect(Math.abs(map.y + map.height - bottom)).toBeLessThanOrEqual(1);
      await page.screenshot({ path: join(shots, `${lang}-${viewport.width}x${viewport.height}.png`) });
      await page.context().close();
    }
  });
});
