import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';
import type { AdminPricing, AdminStats } from '@chonail/shared/contracts';
import { en, vi } from '@chonail/shared/i18n';
import { withAdmin } from '@chonail/shared/i18n/admin';
import { eventually, getJson, testOutputDir } from '@chonail/server/testing';
import { createAdmin, insertPosts, openPage, registerMember, signInAtGate, staffCodeFor, type Place } from './fixtures';
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

const REASON = {
  vi: 'Số điện thoại trong tin không gọi được — xin sửa lại rồi nhắn cho chúng tôi',
  en: 'The phone number in the post does not answer — please fix it and message us',
} as const;
const DESKTOP = { width: 1280, height: 900 };
const pad = (value: number) => String(value).padStart(2, '0');

/** Runs `shoot` at desktop width, then puts the phone size back. */
async function atDesktop(page: Page, shoot: () => Promise<unknown>): Promise<void> {
  await page.setViewportSize(DESKTOP);
  // A full-page shot taken scrolled down draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot();
  await page.setViewportSize(PHONE);
}

/** Each control is inside the viewport once scrolled to, at least 44x44 px, and the topmost thing where it is tapped. */
async function expectReachable(page: Page, controls: Locator[]): Promise<void> {
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    const view = page.viewportSize() as { width: number; height: number };
    if (!box) throw new Error('control not shown');
    const testId = await control.getAttribute('data-testid');
    expect([testId, box.width >= 44, box.height >= 44]).toEqual([testId, true, true]);
    expect([testId, box.x >= 0, box.y >= 0, box.x + box.width <= view.width, box.y + box.height <= view.height]).toEqual([testId, true, true, true, true]);
    const onTop = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit));
    });
    expect([testId, onTop]).toEqual([testId, true]);
  }
}

async function setWeeklyPay(postId: number, dollars: number): Promise<void> {
  const db = new Client({ connectionString: process.env['DATABASE_URL'] });
  await db.connect();
  try {
    await db.query('UPDATE job_posts SET weekly_pay = $2 WHERE id = $1', [postId, dollars]);
  } finally {
    await db.end();
  }
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
    createAdmin(`+1${adminTyped}`, PASSWORD);
    const adminToken = (
      await getJson<{ token: string }>(`${product.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${IP_PREFIX}.1.${n}` },
        body: JSON.stringify({ phone: `+1${adminTyped}`, password: PASSWORD, totp: await staffCodeFor(`+1${adminTyped}`) }),
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
    // The hiring post states its pay, so the dashboard's average salary has a figure to show.
    await setWeeklyPay(postId, 1150);

    // A guest's home page shows the post, and downloads nothing of the admin remote.
    const guest = await onHome(lang, postId, witnessId, n);
    expect(guest).toEqual({ shown: true, adminFiles: [] });

    try {
      const page = await openPage(product, lang, { viewport: PHONE, headers: { 'x-forwarded-for': `${IP_PREFIX}.2.${n}` }, path: '/tuongadmin' });
      await page.getByTestId('admin-login').waitFor();
      await page.getByTestId('admin-phone').fill(adminTyped);
      await page.getByTestId('admin-password').fill('not the password');
      await page.getByTestId('admin-totp').fill('000000');
      await page.getByTestId('admin-login-submit').click();
      await toast(page, t.adminLogin.failedTitle);
      // A tried code is cleared: the next try takes the app's next code.
      expect(await page.getByTestId('admin-totp').inputValue()).toBe('');
      await page.getByTestId('admin-password').fill(PASSWORD);
      await page.getByTestId('admin-totp').fill((await staffCodeFor(`+1${adminTyped}`)) ?? '');
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
      // The 30-day chart (chart.js draws on a canvas, loaded with the tab); the alert texts' chart
      // (issue 39) comes after it.
      const chart = page.getByTestId('admin-panel-dashboard').locator('canvas').first();
      await chart.waitFor();
      // Spec 01's average salary: the API's figure, per week, in dollars.
      const salary = page.getByTestId('stat-averageWeeklyPay-value');
      expect(await salary.textContent()).toBe(
        stats.averageWeeklyPay === null ? '—' : `$${stats.averageWeeklyPay.toLocaleString('en-US')}${t.admin.stats.perWeek}`,
      );
      await page.screenshot({ path: join(shots, `${lang}-dashboard.png`), fullPage: true });
      await chart.screenshot({ path: join(shots, `${lang}-chart.png`) });
      await atDesktop(page, () => page.screenshot({ path: join(shots, `${lang}-dashboard-desktop.png`), fullPage: true }));

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

      // Posts: hide the member's post with a reason for its owner; it leaves the guest's home page.
      await openTab(page, 'posts');
      await page.getByTestId('posts-q').fill(title);
      await page.getByTestId('posts-apply').click();
      const post = page.getByTestId(`post-${postId}`);
      await post.waitFor();
      await post.getByTestId('post-hide').click();
      const dialog = page.getByTestId('hide-dialog');
      await dialog.waitFor();
      await dialog.getByLabel(t.admin.posts.hideDialog.reason).fill(REASON[lang]);
      await expectReachable(page, [dialog.getByTestId('hide-reason'), dialog.getByTestId('hide-cancel'), dialog.getByTestId('hide-confirm')]);
      await page.screenshot({ path: join(shots, `${lang}-hide-dialog.png`) });
      await atDesktop(page, () => page.screenshot({ path: join(shots, `${lang}-hide-dialog-desktop.png`) }));
      await dialog.getByTestId('hide-confirm').click();
      await toast(page, t.admin.posts.hidden);
      await post.getByTestId('post-restore').waitFor();
      expect(await post.getByTestId('post-hidden-reason').innerText()).toBe(`${t.admin.posts.hiddenReason} ${REASON[lang]}`);
      expect(await onHome(lang, postId, witnessId, n + 10)).toEqual({ shown: false, adminFiles: [] });

      // Audit: each act, newest first, in words: who, what, which post, before and after, dollars, the local date.
      await openTab(page, 'audit');
      const audit = page.getByTestId('audit-list');
      await audit.waitFor();
      const text = await audit.innerText();
      for (const action of ['post_hide', 'user_block', 'pricing_update'] as const) expect(text).toContain(t.admin.audit.actions[action]);
      expect(text).not.toMatch(/[{}]|hiddenAt|3500/);
      const hidden = audit.locator(`[data-action="post.hide"]`).filter({ hasText: title }).first();
      expect(await hidden.getByTestId('audit-target').innerText()).toContain(title);
      expect(await hidden.getByTestId('audit-who').innerText()).toContain('(307) 555-');
      expect(await hidden.getByTestId('audit-after').allInnerTexts()).toEqual([t.admin.audit.states.hidden, REASON[lang]]);
      const priced = audit.locator(`[data-action="pricing.update"]`).first();
      expect(await priced.getByTestId('audit-after').allInnerTexts()).toContain('$35.00');
      const day = new Date();
      const today = lang === 'vi' ? `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()}` : `${pad(day.getMonth() + 1)}/${pad(day.getDate())}/${day.getFullYear()}`;
      expect(await hidden.getByTestId('audit-when').innerText()).toContain(today);
      await expectReachable(page, [page.getByTestId('audit-filter')]);
      await page.screenshot({ path: join(shots, `${lang}-audit.png`), fullPage: true });
      await atDesktop(page, () => page.screenshot({ path: join(shots, `${lang}-audit-desktop.png`), fullPage: true }));

      // The owner (unblocked again) reads the reason on the post, framed in their language.
      expect((await apiAs(adminToken, 'PATCH', `/api/admin/users/${member.id}/unblock`)).status).toBe(200);
      const owner = await openPage(product, lang, { viewport: PHONE, headers: { 'x-forwarded-for': `${IP_PREFIX}.4.${n}` }, path: '/customerportal' });
      // The portal's prompt words its button its own way ('Sign in' beside the dialog's 'Sign In').
      await owner.getByTestId('portal-login-prompt').getByRole('button', { name: t.portal.login.button }).click();
      const login = owner.getByTestId('login-form');
      await login.locator('input[name=phone]').fill(member.typed);
      await login.locator('input[name=pin]').fill(member.pin);
      await login.getByRole('button', { name: t.auth.signIn, exact: true }).click();
      const note = owner.getByTestId(`portal-post-${postId}`).getByTestId('post-hidden-note');
      await note.waitFor({ timeout: 10_000 });
      expect(await note.innerText()).toContain(t.portal.post.hiddenNote);
      expect(await note.getByTestId('hidden-reason').innerText()).toBe(`${t.portal.post.hiddenReason} ${REASON[lang]}`);
      // The sign-in toast goes first, so the shot shows what the owner reads afterwards.
      await owner.getByTestId('toast').first().waitFor({ state: 'detached', timeout: 15_000 });
      await note.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await owner.screenshot({ path: join(shots, `${lang}-owner-portal.png`) });
      await atDesktop(owner, () => owner.screenshot({ path: join(shots, `${lang}-owner-portal-desktop.png`), fullPage: true }));
      await owner.goto(`${product.baseUrl}/my-posts/${postId}`);
      const pageNote = owner.getByTestId('my-post-hidden-note');
      await pageNote.waitFor({ timeout: 10_000 });
      expect(await pageNote.getByTestId('hidden-reason').innerText()).toBe(`${t.portal.post.hiddenReason} ${REASON[lang]}`);
      await owner.screenshot({ path: join(shots, `${lang}-owner-my-post.png`) });
      await atDesktop(owner, () => owner.screenshot({ path: join(shots, `${lang}-owner-my-post-desktop.png`), fullPage: true }));
      await owner.context().close();

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
