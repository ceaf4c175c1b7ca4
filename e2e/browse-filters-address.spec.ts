import { randomBytes, randomInt } from 'node:crypto';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { MapPostsResponse } from '@chonail/shared/contracts';
import { findCity, US_CITIES } from '@chonail/shared/geo/cities';
import { milesBetween } from '@chonail/shared/geo';
import { en, vi } from '@chonail/shared/i18n';
import { eventually, getJson, testOutputDir } from '@chonail/server/testing';
import { insertPosts, openPage, type Place, registerMember } from './fixtures';
import { useProduct } from './support';

// Issue 36 items 6, 7 and 10 on a phone (390x844): the filter button's count and the chips of the
// filters on, a listing's own address (?post=) with Back closing it, and the map opening on the
// chosen city. The run's database is shared with other suites: posts are found by title.
const shots = testOutputDir('e2e', 'browse-filters-address');
const product = useProduct({ TRUST_PROXY: 'loopback' });
type Catalogue = typeof en;
const PHONE = { width: 390, height: 844 };

const HOUSTON = findCity('Houston', 'TX') as { lat: number; lng: number };
const SUGAR_LAND: Place = { street: '2 Town Sq', city: 'Sugar Land', state: 'TX', zipcode: '77479', lat: 29.62, lng: -95.63 };
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const card = (page: Page, title: string) => page.getByTestId('job-card').filter({ hasText: title });

/** The control is on screen, at least 44x44, and nothing covers its middle. */
async function expectTappable(page: Page, control: Locator) {
  const box = await control.boundingBox();
  if (!box) throw new Error('control not laid out');
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  const hit = await control.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x, y)), [box.x + box.width / 2, box.y + box.height / 2] as const);
  expect(hit).toBe(true);
}

/** Where a point is drawn on the map, in page pixels: Web Mercator around the map's centre and zoom. */
function project(map: { x: number; y: number; width: number; height: number }, center: { lat: number; lng: number }, zoom: number, point: { lat: number; lng: number }) {
  const y = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI);
  const world = 256 * 2 ** zoom;
  return { x: map.x + map.width / 2 + ((point.lng - center.lng) / 360) * world, y: map.y + map.height / 2 + (y(center.lat) - y(point.lat)) * world };
}

/** The map's view as the page reports it from Leaflet (data-center, data-zoom), once it has one. */
async function mapView(page: Page) {
  const canvas = page.getByTestId('map-canvas');
  await canvas.locator('.leaflet-container').waitFor();
  const zoom = Number(await canvas.getAttribute('data-zoom'));
  const [lat = NaN, lng = NaN] = ((await canvas.getAttribute('data-center')) ?? '').split(',').map(Number);
  const box = await canvas.boundingBox();
  const controls = await page.getByTestId('map-location-search').locator('xpath=../..').boundingBox();
  if (!box || !controls) throw new Error('map not laid out');
  return { zoom, center: { lat, lng }, box, below: controls.y + controls.height };
}

describe.each([
  ['vi', vi],
  ['en', en],
] as const)('filters, a listing’s address and the map’s first view (%s)', (lang, t: Catalogue) => {
  const tag = `${lang}${randomBytes(3).toString('hex')}`;
  const titles = { hiring: `Cần thợ lọc ${tag}`, selling: `Bán tiệm lọc ${tag}`, near: `Tiệm Sugar Land ${tag}` };
  const ids = { hiring: 0, selling: 0, near: 0 };

  beforeAll(async () => {
    const owner = await registerMember(product.baseUrl, { typed: `71355502${randomInt(10, 100)}`, firstName: 'Hoa', ipPrefix: '10.91' });
    [ids.hiring = 0, ids.selling = 0, ids.near = 0] = await insertPosts(owner.id, [
      { jobType: 'hiring', title: titles.hiring },
      { jobType: 'selling', title: titles.selling },
      { jobType: 'hiring', title: titles.near, place: SUGAR_LAND, aheadSeconds: 30 },
    ]);
  }, 60_000);

  it('counts the filters on, names each in a chip, and a chip’s clear brings its posts back', async () => {
    const page = await openPage(product, lang, { viewport: PHONE, location: { city: 'Houston', state: 'TX' }, path: '/' });
    await card(page, titles.selling).waitFor();
    const button = page.getByTestId('filter-button');
    await expect(button.getAttribute('data-count')).resolves.toBe('0');
    await expect(page.getByTestId('filter-chips').count()).resolves.toBe(0);

    await button.click();
    const dialog = page.getByTestId('filter-dialog');
    await dialog.getByRole('button', { name: t.filters.jobTypes.hiring, exact: true }).click();
    await dialog.getByRole('button', { name: fill(t.filters.miles, { count: 50 }), exact: true }).click();
    await page.screenshot({ path: join(shots, `${lang}-filter-dialog.png`) });
    await dialog.getByTestId('filter-apply').click();
    await card(page, titles.selling).waitFor({ state: 'detached' });
    await card(page, titles.hiring).waitFor();

    await expect(page.getByTestId('filter-count').innerText()).resolves.toBe('2');
    await expect(button.getAttribute('aria-label')).resolves.toBe(fill(t.filters.openCount, { count: 2 }));
    await expectTappable(page, button);
    const chips = page.getByRole('list', { name: t.filters.activeLabel });
    // The chips' code arrives once a filter is on.
    await chips.getByTestId('filter-chip').nth(1).waitFor();
    await expect(chips.getByTestId('filter-chip').allTextContents()).resolves.toEqual([t.filters.jobTypes.hiring, fill(t.filters.chip.distance, { miles: 50 })].map((label) => `${label}×`));
    const clearHiring = chips.getByRole('button', { name: fill(t.filters.clearOne, { filter: t.filters.jobTypes.hiring }) });
    for (const clear of await chips.getByTestId('filter-chip-clear').all()) await expectTappable(page, clear);
    await page.screenshot({ path: join(shots, `${lang}-home-chips.png`) });

    await clearHiring.click();
    await card(page, titles.selling).waitFor();
    await expect(page.getByTestId('filter-count').innerText()).resolves.toBe('1');
    await expect(chips.getByTestId('filter-chip').allTextContents()).resolves.toEqual([`${fill(t.filters.chip.distance, { miles: 50 })}×`]);
    await page.context().close();
  });

  it('puts an opened listing in the address: a reload opens it again, and Back or closing leaves the list', async () => {
    const page = await openPage(product, lang, { viewport: PHONE, location: { city: 'Houston', state: 'TX' }, path: '/about' });
    await page.goto(`${product.baseUrl}/`);
    await card(page, titles.hiring).getByRole('heading').click();
    const detail = page.getByTestId('job-detail');
    await detail.getByRole('heading', { name: titles.hiring }).waitFor();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('post') === String(ids.hiring));

    // The copied address opens the same listing, over the list.
    await page.reload();
    await detail.getByTestId('detail-id').waitFor();
    await expect(detail.getByRole('heading', { name: titles.hiring }).count()).resolves.toBe(1);
    await expect(detail.getByTestId('detail-id').innerText()).resolves.toBe(fill(t.detail.id, { id: ids.hiring }));

    // Back closes it, and the list is there.
    await page.goBack();
    await detail.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await card(page, titles.hiring).waitFor();

    // Escape closes it too, and takes its entry away: Back goes to the page before the list.
    await card(page, titles.selling).getByRole('heading').click();
    await detail.getByRole('heading', { name: titles.selling }).waitFor();
    expect(new URL(page.url()).searchParams.get('post')).toBe(String(ids.selling));
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.search === '');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/about');

    // Opened from a copied address, its X replaces the address: Back does not reopen it.
    await page.goto(`${product.baseUrl}/?post=${ids.selling}`);
    await detail.getByRole('heading', { name: titles.selling }).waitFor();
    await detail.getByRole('button', { name: t.common.close }).first().click();
    await detail.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await card(page, titles.selling).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/about');
    await page.context().close();
  });

  it('opens the map on the chosen city, at a zoom that shows its posts within the distance', async () => {
    const page = await openPage(product, lang, { viewport: PHONE, location: { city: 'Houston', state: 'TX' }, path: '/map' });
    const view = await eventually(async () => {
      const seen = await mapView(page);
      return Number.isFinite(seen.zoom) && Number.isFinite(seen.center.lat) ? seen : undefined;
    }, 20_000);
    expect(view.center.lat).toBeCloseTo(HOUSTON.lat, 4);
    expect(view.center.lng).toBeCloseTo(HOUSTON.lng, 4);
    expect(view.zoom).toBeGreaterThanOrEqual(7);
    expect(view.zoom).toBeLessThanOrEqual(12);
    await expect(page.getByTestId('map-location-search').getByRole('combobox').inputValue()).resolves.toBe('Houston, TX');

    // Every post within the 25 miles, this file's Sugar Land post among them, is on screen below the controls.
    const { body } = await getJson<MapPostsResponse>(`${product.baseUrl}/api/job-posts/map`);
    const near = body.posts.filter((post) => milesBetween(HOUSTON, post) <= 25);
    expect(near.map((post) => post.id)).toEqual(expect.arrayContaining([ids.hiring, ids.near]));
    for (const post of near) {
      const at = project(view.box, view.center, view.zoom, post);
      expect(at.x).toBeGreaterThan(view.box.x);
      expect(at.x).toBeLessThan(view.box.x + view.box.width);
      expect(at.y).toBeGreaterThan(view.below);
      expect(at.y).toBeLessThan(view.box.y + view.box.height);
    }
    // Drawn: markers or clusters, inside the map.
    const drawn = page.getByTestId('map-canvas').locator('.map-marker, .map-cluster');
    await drawn.first().waitFor();
    for (const shape of await drawn.all()) {
      const box = await shape.boundingBox();
      if (!box) continue;
      expect(box.y + box.height / 2).toBeGreaterThan(view.box.y);
      expect(box.y + box.height / 2).toBeLessThan(view.box.y + view.box.height);
    }
    await page.screenshot({ path: join(shots, `${lang}-map-houston.png`) });
    await page.context().close();
  });

  it('opens the map on the whole state when a state is chosen', async () => {
    const page = await openPage(product, lang, { viewport: PHONE, location: { city: null, state: 'TX' }, path: '/map' });
    const view = await eventually(async () => {
      const seen = await mapView(page);
      return Number.isFinite(seen.zoom) && Number.isFinite(seen.center.lat) ? seen : undefined;
    }, 20_000);
    for (const city of US_CITIES.filter((c) => c.state === 'TX')) {
      const at = project(view.box, view.center, view.zoom, city);
      expect(at.x).toBeGreaterThan(view.box.x);
      expect(at.x).toBeLessThan(view.box.x + view.box.width);
      expect(at.y).toBeGreaterThan(view.below);
      expect(at.y).toBeLessThan(view.box.y + view.box.height);
    }
    await page.screenshot({ path: join(shots, `${lang}-map-texas.png`) });
    await page.context().close();
  });
});
