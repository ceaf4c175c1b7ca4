import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AdminPricing, AdminStats } from '@chonail/shared/contracts';
import { en, vi } from '@chonail/shared/i18n';
import { withAdmin } from '@chonail/shared/i18n/admin';
import { eventually, getJson, serviceEnv, testOutputDir, WORKSPACE_ROOT } from '@chonail/server/testing';
import { insertPosts, openPage, registerMember, signInAtGate, type Place } from './fixtures';
import { useProduct } from './support';

// Issue 18 in the browser, vi and en, against the production build: an admin made with
// `npm run admin:create` signs in at /tuongadmin, sees the API's numbers, changes the diamond3
// price (the wizard charges it on a fresh load), blocks a member (refused at once), hides a post
// (gone from /), and finds each act in the Audit tab. A guest on / downloads no admin file.
const shots = testOutputDir('e2e', 'admin');
const product = useProduct({ TRUST_PROXY: 'loopback' });
const PHONE = { width: 390, height: 844 };
const IP_PREFIX = '10.83';
const PASSWORD = 'lotus-staff-password-2026';
// A town no other browser test posts in.
const CHEYENNE: Place = { street: '1600 Capitol Ave', city: 'Cheyenne', state: 'WY', zipcode: '82001', lat: 41.1399, lng: -104.8202 };

type Catalogue = ReturnType<typeof withAdmin<typeof en>>;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

function createAdmin(phone: string) {
  const created = spawnSync(
    process.execPath,
    ['-r', join(WORKSPACE_ROOT, 'tools', 'register.cjs'), join(WORKSPACE_ROOT, 'services', 'api', 'src', 'admin-create.ts'), '--phone', phone],
    { cwd: WORKSPACE_ROOT, env: serviceEnv({ ADMIN_PASSWORD: PASSWORD, ADMIN_PHONE: undefined }), encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
}

async function apiAs<T>(token: string, method: string, path: string, body?: unknown) {
  return getJson<T>(`${product.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

async function toast(page: Page, title: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: title }).first().waitFor({ timeout: 10_000 });
}

async function openTab(page: Page, tab: string) {
  await page.getByTestId(`admin-tab-${tab}`).click();
  await page.getByTestId(`admin-panel-${tab}`).waitFor();
  expect(new URL(page.url()).searchParams.get('tab')).toBe(tab);
}

async function confirm(page: Page) {
  await page.getByTestId('admin-confirm-confirm').click();
}

/** A Cheyenne guest's home page: whether the post's card is on it, once the witness post's card has loaded. */
async function onHome(lang: 'vi' | 'en', postId: number, witnessId: number, n: number): Promise<{ shown: boolean; adminFiles: string[] }> {
  const page = await openPage(product, lang, {
    viewport: PHONE,
    headers: { 'x-forwarded-for': `${IP_PREFIX}.7.${n}` },
    location: { city: CHEYENNE.city, state: CHEYENNE.state },
  });
  const adminFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/admin/')) adminFiles.push(request.url());
  });
  await page.goto(`${product.baseUrl}/`);
  await page.locator(`[data-testid="job-card"][data-post-id="${witnessId}"]`).waitFor({ timeout: 15_000 });
  // The list renders its first cards first and the rest just after (aria-busy until all are in).
  await page.locator('[aria-busy="false"]').waitFor();
  const shown = (await page.locator(`[data-testid="job-card"][data-post-id="${postId}"]`).count()) > 0;
  await page.context().close();
  return { shown, adminFiles };
}

describe.each([
  ['vi', withAdmin(vi, 'vi'), '3075550301', '3075550311', 1],
  ['en', withAdmin(en, 'en'), '3075550302', '3075550312', 2],
] as const)('the staff area (%s)', (lang, t: Catalogue, adminTyped, memberTyped, n) => {
  it('signs in at /tuongadmin, shows the API’s numbers, changes a price, blocks, hides, and audits each act', async () => {
    createAdmin(`+1${adminTyped}`);
    const adminToken = (
      await getJson<{ token: string }>(`${product.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${IP_PREFIX}.1.${n}` },
        body: JSON.stringify({ phone: `+1${adminTyped}`, password: PASSWORD }),
      })
    ).body.token;
    const before: AdminPricing = (await apiAs<AdminPricing>(adminToken, 'GET', '/api/admin/pricing')).body;
    const member = await registerMember(product.baseUrl, { typed: memberTyped, firstName: 'Hoa', ipPrefix: IP_PREFIX });
    const title = `${lang === 'vi' ? 'Cần thợ gấp Cheyenne' : 'Nail tech wanted Cheyenne'} ${randomBytes(3).toString('hex')}`;
    // The second post is never touched: once its card shows, the list has loaded.
    const [postId, witnessId] = (await insertPosts(member.id, [
      { jobType: 'hiring', title, place: CHEYENNE },
      { jobType: 'selling', title: `${title} (2)`, place: CHEYENNE },
    ])) as [number, number];

    // A guest's home page shows the post, and downloads nothing of the admin remote.
    const guest = await onHome(lang, postId, witnessId, n);
    expect(guest).toEqual({ shown: true, adminFiles: [] });

    try {
      const page = await openPage(product, lang, { viewport: PHONE, headers: { 'x-forwarded-for': `${IP_PREFIX}.2.${n}` }, path: '/tuongadmin' });
      await page.getByTestId('admin-login').waitFor();
      await page.getByTestId('admin-phone').fill(adminTyped);
      await page.getByTestId('admin-password').fill('not the password');
      await page.getByTestId('admin-login-submit').click();
      await toast(page, t.adminLogin.failedTitle);
      await page.getByTestId('admin-password').fill(PASSWORD);
      // Spec 02: the page reloads about 1 s after the sign-in, then shows the dashboard.
      const reloaded = page.waitForEvent('load', { timeout: 10_000 });
      await page.getByTestId('admin-login-submit').click();
      await toast(page, t.adminLogin.successTitle);
      await reloaded;
      await page.getByTestId('admin-panel-dashboard').waitFor({ timeout: 10_000 });

      // Dashboard: the cards say what GET /api/admin/stats says.
      const stats: AdminStats = (await apiAs<AdminStats>(adminToken, 'GET', '/api/admin/stats')).body;
      const number = new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US');
      for (const key of ['totalPosts', 'totalJobs', 'totalUsers', 'vipPosts', 'activePosts', 'hiddenPosts'] as const) {
        const card = page.getByTestId(`stat-${key}`);
        expect([key, await card.locator('dt').textContent(), await card.locator('dd').textContent()]).toEqual([key, t.admin.stats[key], number.format(stats[key])]);
      }
      // The 30-day chart (chart.js draws on a canvas, loaded with the tab).
      const chart = page.getByTestId('admin-panel-dashboard').locator('canvas');
      await chart.waitFor();
      await page.screenshot({ path: join(shots, `${lang}-dashboard.png`), fullPage: true });
      await chart.screenshot({ path: join(shots, `${lang}-chart.png`) });

      // Prices: diamond3 to $35 a month.
      await openTab(page, 'prices');
      const diamond3 = page.getByTestId('price-prices-diamond3');
      expect(await diamond3.inputValue()).toBe((before.prices.diamond3 / 100).toFixed(2));
      await diamond3.fill('-5');
      await page.getByTestId('prices-save').click();
      const error = page.getByTestId('price-prices-diamond3-error');
      expect(await error.innerText()).toBe(t.admin.prices.errors.negative);
      await diamond3.fill('35');
      // The message goes as soon as the price is right (and the button moves up with it).
      await error.waitFor({ state: 'detached' });
      await page.getByTestId('prices-save').click();
      await toast(page, t.admin.prices.saved);
      expect((await apiAs<AdminPricing>(adminToken, 'GET', '/api/admin/pricing')).body.prices.diamond3).toBe(3500);

      // The member's wizard, loaded fresh, charges the new price.
      const wizard = await openPage(product, lang, { viewport: PHONE, headers: { 'x-forwarded-for': `${IP_PREFIX}.3.${n}` }, path: '/new-package' });
      await signInAtGate(wizard, t, member);
      await wizard.getByTestId('wizard-step1').waitFor();
      await wizard.getByTestId('priority-diamond3').check();
      const submit = wizard.getByTestId('wizard-package-submit');
      await eventually(async () => ((await submit.innerText()) === fill(t.wizard.package.submitPay, { total: '$35' }) ? true : undefined), 5_000);

      // Users: block the member; their next request is refused.
      await openTab(page, 'users');
      await page.getByTestId('users-q').fill(memberTyped);
      await page.getByTestId('users-apply').click();
      const row = page.getByTestId(`user-${member.id}`);
      await row.waitFor();
      await row.getByTestId('user-block').click();
      await confirm(page);
      await toast(page, t.admin.users.blockedToast);
      await row.getByTestId('user-blocked').waitFor();
      const refused = await wizard.evaluate(async () => {
        const res = await fetch('/api/my-job-posts', { headers: { authorization: `Bearer ${localStorage.getItem('jwt_token')}` } });
        return { status: res.status, code: ((await res.json()) as { code: string }).code };
      });
      expect(refused).toEqual({ status: 403, code: 'ACCOUNT_BLOCKED' });
      await wizard.context().close();

      // Posts: hide the member's post; it leaves the guest's home page.
      await openTab(page, 'posts');
      await page.getByTestId('posts-q').fill(title);
      await page.getByTestId('posts-apply').click();
      const post = page.getByTestId(`post-${postId}`);
      await post.waitFor();
      await post.getByTestId('post-hide').click();
      await confirm(page);
      await toast(page, t.admin.posts.hidden);
      await post.getByTestId('post-restore').waitFor();
      expect(await onHome(lang, postId, witnessId, n + 10)).toEqual({ shown: false, adminFiles: [] });

      // Audit: each act, newest first, named in the reader's language.
      await openTab(page, 'audit');
      const audit = page.getByTestId('audit-table');
      await audit.waitFor();
      const text = await audit.innerText();
      for (const action of ['post_hide', 'user_block', 'pricing_update'] as const) expect(text).toContain(t.admin.audit.actions[action]);
      await page.screenshot({ path: join(shots, `${lang}-audit.png`), fullPage: true });

      // Reload keeps the tab, Back goes to the previous one.
      await page.reload();
      await page.getByTestId('admin-panel-audit').waitFor();
      await page.goBack();
      await page.getByTestId('admin-panel-posts').waitFor();
      await page.context().close();
    } finally {
      // The pricing table is the whole run's: later files expect their prices.
      const restored = await apiAs(adminToken, 'PUT', '/api/admin/pricing', before);
      expect(restored.status).toBe(200);
    }
  });
});
