import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { en, vi } from '@chonail/shared/i18n';
import { testOutputDir } from '@chonail/server/testing';
import { insertPosts, type Member, openPage, type Place, registerMember } from './fixtures';
import { useProduct } from './support';

// Issue 17 item 4, as a nail technician on a phone: a city means the city and the towns around it,
// every card says how far and how old it is, a ZIP works like a city, and a chosen distance keeps
// out the paid multi-state posts from other states. The issue's own Houston case is checked against
// the API in libs/server/listings/src/job-posts/near-search.int.spec.ts; here the metro is Tulsa, which no other
// test posts in (the run's other browser tests put more than a page of newer posts around Houston).
const shots = testOutputDir('e2e', 'near-search');
const product = useProduct({ TRUST_PROXY: 'loopback' });
const PHONE = { width: 390, height: 844 };
type Catalogue = typeof en;

// About 11.5 miles from Tulsa's centre and 1.5 from Broken Arrow's; Coweta about 22 from Tulsa (inside 25, outside 20).
const BROKEN_ARROW: Place = { street: '1501 N 9th St', city: 'Broken Arrow', state: 'OK', zipcode: '74012', lat: 36.06, lng: -95.79 };
const COWETA: Place = { street: '115 S Broadway St', city: 'Coweta', state: 'OK', zipcode: '74429', lat: 35.9518, lng: -95.6508 };
// About 131 miles from Tulsa.
const WICHITA: Place = { street: '1001 E Douglas Ave', city: 'Wichita', state: 'KS', zipcode: '67202', lat: 37.6872, lng: -97.3301 };

const card = (page: Page, title: string) => page.getByTestId('job-card').filter({ hasText: title });
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{{${key}}}`, String(value)), template);

/** A paid add-on that lists the post in Oklahoma and Kansas for 30 days. */
async function makeMultiState(id: number): Promise<void> {
  const db = new Client({ connectionString: process.env['DATABASE_URL'] });
  await db.connect();
  try {
    await db.query(
      `UPDATE job_posts SET is_nationwide = true, selected_states = '{OK,KS}', state_addon_ends_at = now() + interval '30 days' WHERE id = $1`,
      [id],
    );
  } finally {
    await db.end();
  }
}

let owner: Member;
beforeAll(async () => {
  owner = await registerMember(product.baseUrl, { typed: '2815550201', firstName: 'Hoa', ipPrefix: '10.83' });
}, 60_000);

describe.each([
  ['vi', vi, 'dặm', 'trước'],
  ['en', en, 'mi', 'ago'],
] as const)('near searches (%s, 390x844)', (lang, t: Catalogue, unit, ago) => {
  const tag = `${lang}${randomBytes(3).toString('hex')}`;
  const titles = { brokenArrow: `Tiệm Broken Arrow ${tag}`, coweta: `Tiệm Coweta ${tag}`, wichita: `Tiệm Wichita nhiều bang ${tag}` };

  beforeAll(async () => {
    const [, , wichita] = await insertPosts(owner.id, [
      // Two hours old, so its card reads "2 giờ trước" / "2 hours ago".
      { jobType: 'hiring', title: titles.brokenArrow, place: BROKEN_ARROW, aheadSeconds: -2 * 3600 - 60 },
      { jobType: 'hiring', title: titles.coweta, place: COWETA },
      { jobType: 'hiring', title: titles.wichita, place: WICHITA, priority: 'diamond3' },
    ]);
    await makeMultiState(wichita ?? 0);
  }, 60_000);

  it('finds Broken Arrow and Coweta from "Tulsa" within the shown 25 miles, each card with its distance and age; 20 miles keeps Wichita out', async () => {
    const page = await openPage(product, lang, { viewport: PHONE, path: '/' });
    const input = page.getByTestId('location-search').getByRole('combobox');
    await input.fill('Tulsa');
    await page.getByTestId('location-suggestions').getByRole('option', { name: 'Tulsa-OK' }).click();

    const radius = page.getByTestId('search-radius');
    await expect(radius.innerText()).resolves.toContain(fill(t.home.radius, { miles: 25, place: 'Tulsa, OK' }));
    const brokenArrow = card(page, titles.brokenArrow);
    await brokenArrow.waitFor();
    await card(page, titles.coweta).waitFor();
    await expect(brokenArrow.getByTestId('card-distance').innerText()).resolves.toMatch(new RegExp(`^1[0-3] ${unit}$`));
    await expect(card(page, titles.coweta).getByTestId('card-distance').innerText()).resolves.toMatch(new RegExp(`^2[1-3] ${unit}$`));
    await expect(brokenArrow.getByTestId('card-age').innerText()).resolves.toBe(fill(t.jobCard.age.hour_other, { count: 2 }));
    await expect(brokenArrow.getByTestId('card-age').innerText()).resolves.toContain(ago);
    // The paid multi-state post is listed in Oklahoma as bought, with its own city and how far it is.
    const wichita = card(page, titles.wichita);
    await wichita.waitFor();
    await expect(wichita.innerText()).resolves.toContain('Wichita, KS');
    await expect(wichita.getByTestId('card-distance').innerText()).resolves.toMatch(new RegExp(`^1[2-4]\\d ${unit}$`));
    await page.screenshot({ path: join(shots, `${lang}-tulsa-25.png`) });

    await page.getByTestId('change-radius').click();
    const dialog = page.getByTestId('filter-dialog');
    await dialog.getByRole('button', { name: fill(t.filters.miles, { count: 20 }), exact: true }).click();
    await dialog.getByTestId('filter-apply').click();
    await expect(radius.innerText()).resolves.toContain(fill(t.home.radius, { miles: 20, place: 'Tulsa, OK' }));
    await wichita.waitFor({ state: 'detached' });
    await card(page, titles.coweta).waitFor({ state: 'detached' });
    await brokenArrow.waitFor();
    await page.screenshot({ path: join(shots, `${lang}-tulsa-20.png`) });
  });

  it('takes a typed ZIP like a city: 74012 lists the Broken Arrow post', async () => {
    const page = await openPage(product, lang, { viewport: PHONE, path: '/' });
    const input = page.getByTestId('location-search').getByRole('combobox');
    await input.fill('74012');
    await expect(page.getByTestId('location-suggestions').getByRole('option').first().innerText()).resolves.toContain('Broken Arrow-OK');
    // After the typing pause the ZIP's city is chosen without a tap.
    await page.waitForFunction(() => (document.querySelector('[data-testid="location-search"] input') as HTMLInputElement | null)?.value === 'Broken Arrow, OK');
    await card(page, titles.brokenArrow).waitFor();
    await expect(page.getByTestId('search-radius').innerText()).resolves.toContain(fill(t.home.radius, { miles: 25, place: 'Broken Arrow, OK' }));
    await expect(card(page, titles.brokenArrow).getByTestId('card-distance').innerText()).resolves.toMatch(new RegExp(`^[1-3] ${unit}$`));
    await page.screenshot({ path: join(shots, `${lang}-zip-74012.png`) });
  });
});
