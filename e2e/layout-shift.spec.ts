import type { Page } from 'playwright-core';
import { firstJobPath, insertPosts, openPage } from './fixtures';
import { useProduct } from './support';

// Nothing jumps while a page loads on a phone: the shell, the remote and then the listings (or
// the post, or the map's markers) arrive one after another (the listings slowed down here, as on mobile data), and the
// page's cumulative layout shift stays under 0.1 (Core Web Vitals' "good").
const product = useProduct({ SEED_DEMO_POSTS: '40' });
const PHONE = { width: 390, height: 844 };
const SLOW_API_MS = 1_500;

/** Started before any script of the page runs, so every shift from the first paint counts. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const nodes = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}`.slice(0, 80) : String(s.node)));
        w.__shifts.push(`${entry.value.toFixed(3)} ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

let jobPath = '';
beforeAll(async () => {
  jobPath = await firstJobPath(product);
});

const PAGES: [name: string, path: () => string, ready: string][] = [
  ['home', () => '/', 'job-grid'],
  ['job', () => jobPath, 'job-page'],
  ['map', () => '/map', 'map-canvas'],
];

describe.each(['vi', 'en'] as const)('layout stability in %s', (lang) => {
  it.each(PAGES)('the %s page does not shift while its data arrives slowly', async (_name, path, ready) => {
    const page = await openPage(product, lang, { viewport: PHONE });
    await recordLayoutShifts(page);
    await page.route('**/api/job-posts**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_API_MS));
      await route.continue();
    });
    await page.goto(`${product.baseUrl}${path()}`);
    await page.getByTestId(ready).waitFor();
    await page.waitForLoadState('networkidle');
    // Layout shifts are reported after the frame that caused them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { cls, shifts } = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      return { cls: w.__cls, shifts: w.__shifts };
    });
    // On failure the report names the shifted elements.
    expect({ good: cls < 0.1, cls, shifts }).toMatchObject({ good: true });
    await page.context().close();
  });
});

// The cards a phone's first screen shows have their real heights from the first paint: an
// off-screen card's estimated height, replaced by its real one as it came near, moved the divider
// under the diamond cards and the list under it (Lighthouse's CLS 0.012 on /).
describe('the home page with diamond cards on top', () => {
  it('moves nothing on the first screen, not a pixel', async () => {
    // A city of their own: other files' diamond posts (in the run's shared database) would push
    // the divider below the screen.
    const place = { street: '150 Church St', city: 'Burlington', state: 'VT', zipcode: '05401', lat: 44.4779, lng: -73.2127 };
    await insertPosts(null, [
      { jobType: 'hiring', title: 'Cần thợ gấp, tiệm đông khách (kim cương)', priority: 'diamond3', aheadSeconds: 3600, place },
      { jobType: 'selling', title: 'Bán tiệm vùng Burlington (kim cương)', priority: 'diamond3', aheadSeconds: 3600, place },
      { jobType: 'hiring', title: 'Cần thợ chân tay nước Burlington', place },
    ]);
    const page = await openPage(product, 'vi', { viewport: PHONE, location: { city: place.city, state: place.state } });
    await recordLayoutShifts(page);
    await page.goto(`${product.baseUrl}/`);
    await page.getByTestId('priority-divider').waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The divider is on the first screen, so a shift of what is under it would count.
    const divider = await page.getByTestId('priority-divider').boundingBox();
    expect(divider && divider.y < PHONE.height).toBe(true);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
    expect(shifts).toEqual([]);
    await page.context().close();
  });
});
