import { join } from 'node:path';
import type { PostStats } from '@chonail/shared/contracts';
import { findCity } from '@chonail/shared/geo/cities';
import { en, type Lang, vi } from '@chonail/shared/i18n';
import { testOutputDir } from '@chonail/server/testing';
import { insertPosts, openPage, type Place, registerMember } from './fixtures';
import { tapToReveal } from './phone-reveal';
import { useProduct } from './support';

// Issue 39, "what the ad earned", on a phone (390x844): a visitor searching Little Rock, AR opens a
// member's post from the home list and taps Call (the contact call reveals the number); then the
// owner opens the post's page, /my-posts/{id}, and its "Hiệu quả tin đăng" / "How your ad is
// doing" section says 1 view and 1 phone tap, with the day's bars on the chart and AR as the
// state the viewer searched in; the portal's summary counts them too.
const shots = testOutputDir('e2e', 'post-stats');
const product = useProduct({ TRUST_PROXY: 'loopback' });
const PHONE = { width: 390, height: 844 };
const CATALOGUES = { vi, en } as const;
const IP_PREFIX = '10.142';
// Headless Chromium names itself HeadlessChrome, a robot to the statistics: the visitor is a phone.
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

// Arkansas: no other test file posts or counts there (map-posts.int.spec counts North Dakota's posts).
const found = findCity('Little Rock', 'AR');
if (!found) throw new Error('no Little Rock, AR');
const LITTLE_ROCK: Place = { street: '300 W Markham St', city: 'Little Rock', state: 'AR', zipcode: '72201', lat: found.lat, lng: found.lng };

const OWNERS = { vi: '7015550391', en: '7015550392' } as const;
const TITLES = { vi: 'Cần thợ tay chân nước, tiệm Little Rock', en: 'Nail tech wanted, Little Rock salon' } as const;

it.each(['vi', 'en'] as const)("shows the owner the visitor's view and phone tap on the ad page's chart (%s)", async (lang: Lang) => {
  const t = CATALOGUES[lang];
  const owner = await registerMember(product.baseUrl, { typed: OWNERS[lang], firstName: 'Lan', ipPrefix: IP_PREFIX });
  const [postId = 0] = await insertPosts(owner.id, [{ jobType: 'hiring', title: TITLES[lang], place: LITTLE_ROCK, aheadSeconds: 1200, description: 'Bao lương $1,100/tuần. Gọi (701) 555-0391.' }]);

  // The visitor: the home list of Little Rock, the post's detail over it, then Call.
  const visitor = await openPage(product, lang, {
    path: '/',
    location: { city: LITTLE_ROCK.city, state: LITTLE_ROCK.state },
    viewport: PHONE,
    userAgent: ANDROID_CHROME,
    headers: { 'x-forwarded-for': `${IP_PREFIX}.9.${lang === 'vi' ? 1 : 2}` },
  });
  const card = visitor.getByTestId('job-card').filter({ hasText: TITLES[lang] }).first();
  await card.waitFor();
  const read = visitor.waitForResponse((res) => new URL(res.url()).pathname === `/api/job-posts/${postId}` && res.request().method() === 'GET');
  await card.getByTestId('job-card-title').getByRole('link').click();
  const detailRead = await read;
  expect(detailRead.status()).toBe(200);
  // The list says which state it searched in.
  expect(new URL(detailRead.url()).searchParams.get('from')).toBe('AR');
  const detail = visitor.getByTestId('job-detail');
  await detail.waitFor();
  expect(await tapToReveal(visitor, detail.getByTestId('detail-call'))).toMatch(/^tel:\+1/);
  await visitor.screenshot({ path: join(shots, `${lang}-visitor-detail.png`) });
  await visitor.context().close();

  // The owner signs in on the post's page (the prompt shows in place) and reads its numbers.
  const page = await openPage(product, lang, { path: `/my-posts/${postId}`, viewport: PHONE, headers: { 'x-forwarded-for': `${IP_PREFIX}.10.${lang === 'vi' ? 1 : 2}` } });
  await page.getByTestId('portal-login-prompt').getByRole('button', { name: t.portal.login.button }).click();
  const login = page.getByTestId('login-form');
  await login.locator('input[name=phone]').fill(owner.typed);
  await login.locator('input[name=pin]').fill(owner.pin);
  const statsAnswer = page.waitForResponse((res) => new URL(res.url()).pathname === `/api/my-posts/${postId}/stats`);
  await login.getByRole('button', { name: t.auth.signIn, exact: true }).click();
  const stats = (await (await statsAnswer).json()) as PostStats;
  expect(stats.totals).toMatchObject({ views: 1, phoneReveals: 1 });

  const section = page.getByTestId('post-stats');
  await section.getByTestId('post-stats-views').waitFor();
  expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe(t.postStats.title);
  expect(await section.getByTestId('post-stats-views').innerText()).toBe('1');
  expect(await section.getByTestId('post-stats-phoneReveals').innerText()).toBe('1');
  expect(await section.getByText(t.postStats.counters.phoneReveals, { exact: true }).count()).toBe(1);
  expect(await section.getByTestId('post-stats-state-AR').innerText()).toBe(t.postStats.stateViews.replace('{{state}}', 'AR').replace('{{views}}', '1'));
  expect(await section.getByTestId('post-stats-staff').count()).toBe(0);

  // The chart (chart.js, loaded once the numbers are there) draws today's bars with a translated legend.
  const chart = section.getByTestId('post-stats-chart').locator('canvas');
  await chart.waitFor();
  expect(await chart.getAttribute('aria-label')).toBe(t.postStats.chartLabel.replace('{{days}}', '30'));
  const box = await section.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(PHONE.width);
  const canvasBox = await chart.boundingBox();
  expect(canvasBox?.width).toBeGreaterThan(300);
  // Painted: the canvas has colored pixels where the bars are, not only a blank.
  const painted = await chart.evaluate((canvas) => {
    const c = canvas as HTMLCanvasElement;
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
    let rose = 0;
    let teal = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      if (a > 200 && r > 200 && g < 60 && b < 100) rose++;
      if (a > 200 && r < 40 && g > 100 && b > 100 && b < 140) teal++;
    }
    return { rose, teal };
  });
  expect(painted.rose).toBeGreaterThan(20);
  expect(painted.teal).toBeGreaterThan(20);

  // The sign-in toast goes first, so the shot shows the section as the owner reads it.
  await page.getByTestId('toast').first().waitFor({ state: 'detached', timeout: 15_000 });
  await section.screenshot({ path: join(shots, `${lang}-owner-section.png`) });
  // The section's top just under the sticky header, as the owner scrolls to it.
  await section.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 72));
  await page.screenshot({ path: join(shots, `${lang}-owner-page.png`) });

  // The portal's summary of the last 30 days counts them with the owner's other posts (none here).
  await page.getByTestId('my-post-back').click();
  const summary = page.getByTestId('portal-stats-summary');
  await summary.waitFor();
  expect(await summary.getByTestId('portal-stats-views').innerText()).toBe('1');
  expect(await summary.getByTestId('portal-stats-phoneReveals').innerText()).toBe('1');
  expect(await summary.getByTestId('portal-stats-saves').innerText()).toBe('0');
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, `${lang}-portal-summary.png`) });
  await page.context().close();
});
