import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { PostStats } from '@chonail/shared/contracts';
import { nextMorning, timeZoneOfState } from '@chonail/shared/domain';
import { findCity } from '@chonail/shared/geo/cities';
import { en, type Lang, vi } from '@chonail/shared/i18n';
import { getJson, serviceEnv, testOutputDir, WORKSPACE_ROOT } from '@chonail/server/testing';
import { insertPosts, openPage, type Place, registerMember } from './fixtures';
import { tapToReveal } from './phone-reveal';
import { useProduct } from './support';

// Issue 39 end to end, on a phone (390x844), in vi and en: a technician searching Charleston, WV
// taps "Báo tin cho tôi" / "Alert me" as a guest, signs in, and the search is saved; another member
// publishes a matching post; `npm run alerts:run` sends what is due; the technician's phone has
// exactly one alert text, in their language, whose link shows the new post; they open it and tap
// Call; the post's owner sees that view and that phone tap on their ad page's chart.
const shots = testOutputDir('e2e', 'alerts');
const product = useProduct({ TRUST_PROXY: 'loopback' });
const PHONE = { width: 390, height: 844 };
const CATALOGUES = { vi, en } as const;
const IP_PREFIX = '10.143';
// Headless Chromium names itself HeadlessChrome, a robot to the statistics: the technician is a phone.
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const found = findCity('Charleston', 'WV');
if (!found) throw new Error('no Charleston, WV');
const CHARLESTON: Place = { street: '405 Capitol St', city: 'Charleston', state: 'WV', zipcode: '25301', lat: found.lat, lng: found.lng };

const PEOPLE = {
  vi: { technician: '3045550401', owner: '3045550411', title: 'Cần thợ bột gấp, tiệm Charleston bao lương' },
  en: { technician: '3045550402', owner: '3045550412', title: 'Acrylic nail tech wanted now, Charleston salon' },
} as const;

/** `npm run alerts:run -- --now <at>` against the product's database and Redis, as an operator runs it. */
function alertsRun(at: Date): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const port = new URL(product.baseUrl).port;
  // The product's PORT, so the texts' links name the address the browser opens (PUBLIC_ORIGIN's default).
  const child = spawn('npm', ['run', '--silent', 'alerts:run', '--', '--now', at.toISOString()], { cwd: WORKSPACE_ROOT, env: serviceEnv({ PORT: port }), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

const alertTextsTo = async (phone: string) => {
  const { body } = await getJson<Array<{ text: string; purpose: string }>>(`${product.baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  return body.filter((sms) => sms.purpose === 'saved-search-alert').map((sms) => sms.text);
};

it.each(['vi', 'en'] as const)('texts a saved search once about a new post, whose link shows it and whose owner sees the visit (%s)', async (lang: Lang) => {
  const t = CATALOGUES[lang];
  const people = PEOPLE[lang];
  const ip = (n: number) => ({ 'x-forwarded-for': `${IP_PREFIX}.${lang === 'vi' ? 1 : 2}.${n}` });
  const technician = await registerMember(product.baseUrl, { typed: people.technician, firstName: 'Hoa', ipPrefix: IP_PREFIX });
  const owner = await registerMember(product.baseUrl, { typed: people.owner, firstName: 'Lan', ipPrefix: IP_PREFIX });

  // The technician, a guest on this phone, searches Charleston and asks to be told.
  const page = await openPage(product, lang, { path: '/', location: { city: CHARLESTON.city, state: CHARLESTON.state }, viewport: PHONE, userAgent: ANDROID_CHROME, headers: ip(1) });
  // The list shows what Charleston has (the other language's run's post, or nothing yet).
  await page.getByTestId('home-title').waitFor();
  await page.locator('[data-testid="empty-state"], [data-testid="job-card"]').first().waitFor();
  const alertMe = page.getByRole('button', { name: t.home.alertMe });
  const box = await alertMe.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.height >= 44).toBe(true);
  await page.screenshot({ path: join(shots, `${lang}-home.png`) });
  await alertMe.click();
  const prompt = page.getByTestId('account-required');
  expect(await prompt.innerText()).toContain(t.accountDialogs.required.alert);
  await prompt.getByRole('button', { name: t.accountDialogs.required.signIn }).click();
  const login = page.getByTestId('login-form');
  await login.locator('input[name=phone]').fill(technician.typed);
  await login.locator('input[name=pin]').fill(technician.pin);
  const saved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/saved-searches' && res.request().method() === 'POST');
  await login.getByRole('button', { name: t.auth.signIn, exact: true }).click();
  expect((await saved).status()).toBe(201);
  await page.getByText(t.alerts.saved.body).first().waitFor();
  // Still on the home page's search, not sent to the portal.
  expect(new URL(page.url()).pathname).toBe('/');
  await page.screenshot({ path: join(shots, `${lang}-saved.png`) });

  // The portal's Alerts tab lists it, with nothing matched yet.
  await page.goto(`${product.baseUrl}/customerportal?tab=alerts`);
  const item = page.getByTestId('saved-search');
  await item.waitFor();
  expect(await item.getByTestId('saved-search-name').innerText()).toBe(`${t.alerts.search.kinds.all} · Charleston, WV`);
  expect(await item.innerText()).toContain(t.alerts.item.noMatch);
  await page.screenshot({ path: join(shots, `${lang}-portal-alerts.png`) });

  // Another member's matching post is published, and the operator's run sends what is due, at
  // 10:00 in Charleston (outside quiet hours, within a day of now).
  const [postId = 0] = await insertPosts(owner.id, [{ jobType: 'hiring', title: people.title, place: CHARLESTON, description: 'Bao lương $1,200/tuần. Gọi (304) 555-0499.' }]);
  const at = new Date(nextMorning(new Date(), timeZoneOfState('WV')).getTime() + 2 * 3_600_000);
  const run = await alertsRun(at);
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  // A second run (a doubled job) sends nothing more.
  expect((await alertsRun(new Date(at.getTime() + 60_000))).code).toBe(0);
  const texts = await alertTextsTo(technician.phone);
  expect(texts).toHaveLength(1);
  const [text = ''] = texts;
  expect(text).toContain('Charleston');
  expect(text).toContain(lang === 'vi' ? 'DUNG' : 'STOP');
  const link = new RegExp(`${product.baseUrl.replace(/[.:/]/g, '\\$&')}/s/([A-Za-z0-9_-]{11,32})`).exec(text);
  expect(link).not.toBeNull();

  // The link opens the new post among the cards; the technician reads it and taps Call.
  await page.goto(link?.[0] ?? '');
  await page.getByTestId('alert-link-page').waitFor();
  const card = page.getByTestId('job-card').filter({ hasText: people.title });
  await card.waitFor();
  expect(await page.getByTestId('job-card').count()).toBe(1);
  await page.screenshot({ path: join(shots, `${lang}-link.png`) });
  await card.getByTestId('job-card-title').getByRole('link').click();
  const detail = page.getByTestId('job-detail');
  await detail.waitFor();
  expect(await tapToReveal(page, detail.getByTestId('detail-call'))).toMatch(/^tel:\+1/);
  await page.context().close();

  // The owner's ad page counts that view and that tap.
  const ownerPage = await openPage(product, lang, { path: `/my-posts/${postId}`, viewport: PHONE, headers: ip(2) });
  await ownerPage.getByTestId('portal-login-prompt').getByRole('button', { name: t.portal.login.button }).click();
  const ownerLogin = ownerPage.getByTestId('login-form');
  await ownerLogin.locator('input[name=phone]').fill(owner.typed);
  await ownerLogin.locator('input[name=pin]').fill(owner.pin);
  const statsAnswer = ownerPage.waitForResponse((res) => new URL(res.url()).pathname === `/api/my-posts/${postId}/stats`);
  await ownerLogin.getByRole('button', { name: t.auth.signIn, exact: true }).click();
  expect(((await (await statsAnswer).json()) as PostStats).totals).toMatchObject({ views: 1, phoneReveals: 1 });
  const section = ownerPage.getByTestId('post-stats');
  expect(await section.getByTestId('post-stats-views').innerText()).toBe('1');
  expect(await section.getByTestId('post-stats-phoneReveals').innerText()).toBe('1');
  await section.getByTestId('post-stats-chart').locator('canvas').waitFor();
  await ownerPage.context().close();
});
