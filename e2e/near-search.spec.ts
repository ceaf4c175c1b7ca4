import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { en, vi } from '@chonail/shared/i18n';
import { testOutputDir } from '@chonail/server/testing';
import { insertPosts, type Member, openPage, type Place, registerMember } from './fixtures';
import { useProduct } from './support';

// Issue 17 item 4, as a nail technician on a phone: "Houston" means Houston and the towns around it,
// every card says how far and how old it is, a ZIP works like a city, and a chosen distance keeps
// out the paid multi-state posts from other states.
const shots = testOutputDir('e2e', 'near-search');
const product = useProduct({ TRUST_PROXY: 'true' });
const PHONE = { width: 390, height: 844 };
type Catalogue = typeof en;

const SUGAR_LAND: Place = { street: '16535 Southwest Fwy', city: 'Sugar Land', state: 'TX', zipcode: '77479', lat: 29.5785, lng: -95.6066 };
const KATY: Place = { street: '23501 Cinco Ranch Blvd', city: 'Katy', state: 'TX', zipcode: '77494', lat: 29.7858, lng: -95.8245 };
const ORLANDO: Place = { street: '200 S Orange Ave', city: 'Orlando', state: 'FL', zipcode: '32801', lat: 28.5399, lng: -81.3727 };

const card = (page: Page, title: string) => page.getByTestId('job-card').filter({ hasText: title });
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{{${key}}}`, String(value)), template);

/** A paid add-on that lists the post in Texas and Florida for 30 days. */
async function makeMultiState(id: number): Promise<void> {
  const db = new Client({ connectionString: process.env['DATABASE_URL'] });
  await db.connect();
  try {
    await db.query(
      `UPDATE job_posts SET is_nationwide = true, selected_states = '{TX,FL}', state_addon_ends_at = now() + interval '30 days' WHERE id = $1`,
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
  const titles = { sugarLand: `Tiệm Sugar Land ${tag}`, katy: `Tiệm Katy ${tag}`, orlando: `Tiệm Orlando nhiều bang ${tag}` };

  beforeAll(async () => {
    const [, , orlando] = await insertPosts(owner.id, [
      // Two hours old, so its card reads "2 giờ trước" / "2 hours ago".
      { jobType: 'hiring', title: titles.sugarLand, place: SUGAR_LAND, aheadSeconds: -2 * 3600 - 60 },
      { jobType: 'hiring', title: titles.katy, place: KATY },
      // diamond3, so it leads the list whatever else a run has put around Houston.
      { jobType: 'hiring', title: titles.orlando, place: ORLANDO, priority: 'diamond3' },
    ]);
    await makeMultiState(orlando ?? 0);
  }, 60_000);

  it('finds Sugar Land and Katy from "Houston" within the shown 25 miles, each card with its distance and age; 20 miles keeps Orlando out', async () => {
    const page = await openPage(product, lang, { viewport: PHONE, path: '/' });
    const input = page.getByTestId('location-search').getByRole('combobox');
    await input.fill('Houston');
    await page.getByTestId('location-suggestions').getByRole('option', { name: 'Houston-TX' }).click();

    const radius = page.getByTestId('search-radius');
    await expect(radius.innerText()).resolves.toContain(fill(t.home.radius, { miles: 25, place: 'Houston, TX' }));
    const sugarLand = card(page, titles.sugarLand);
    await sugarLand.waitFor();
    await card(page, titles.katy).waitFor();
    await expect(sugarLand.getByTestId('card-distance').innerText()).resolves.toMatch(new RegExp(`^(1[5-9]|2[0-2]) ${unit}$`));
    await expect(sugarLand.getByTestId('card-age').innerText()).resolves.toBe(fill(t.jobCard.age.hour_other, { count: 2 }));
    await expect(sugarLand.getByTestId('card-age').innerText()).resolves.toContain(ago);
    // The paid multi-state post is listed in Texas as bought, with its own city and how far it is.
    const orlando = card(page, titles.orlando);
    await orlando.waitFor();
    await expect(orlando.innerText()).resolves.toContain('Orlando, FL');
    await expect(orlando.getByTestId('card-distance').innerText()).resolves.toMatch(new RegExp(`^8\\d\\d ${unit}$`));
    await page.screenshot({ path: join(shots, `${lang}-houston-25.png`) });

    await page.getByTestId('change-radius').click();
    const dialog = page.getByTestId('filter-dialog');
    await dialog.getByRole('button', { name: fill(t.filters.miles, { count: 20 }), exact: true }).click();
    await dialog.getByTestId('filter-apply').click();
    await expect(radius.innerText()).resolves.toContain(fill(t.home.radius, { miles: 20, place: 'Houston, TX' }));
    await orlando.waitFor({ state: 'detached' });
    await card(page, titles.katy).waitFor({ state: 'detached' });
    await sugarLand.waitFor();
    await page.screenshot({ path: join(shots, `${lang}-houston-20.png`) });
  });

  it('takes a typed ZIP like a city: 77479 lists the Sugar Land post', async () => {
    const page = await openPage(product, lang, { viewport: PHONE, path: '/' });
    const input = page.getByTestId('location-search').getByRole('combobox');
    await input.fill('77479');
    await expect(page.getByTestId('location-suggestions').getByRole('option').first().innerText()).resolves.toContain('Sugar Land-TX');
    // After the typing pause the ZIP's city is chosen without a tap.
    await page.waitForFunction(() => (document.querySelector('[data-testid="location-search"] input') as HTMLInputElement | null)?.value === 'Sugar Land, TX');
    await card(page, titles.sugarLand).waitFor();
    await expect(page.getByTestId('search-radius').innerText()).resolves.toContain(fill(t.home.radius, { miles: 25, place: 'Sugar Land, TX' }));
    await expect(card(page, titles.sugarLand).getByTestId('card-distance').innerText()).resolves.toMatch(new RegExp(`^\\d ${unit}$`));
    await page.screenshot({ path: join(shots, `${lang}-zip-77479.png`) });
  });
});
