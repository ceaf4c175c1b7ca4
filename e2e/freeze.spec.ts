import type { Page } from 'playwright-core';
import { en, vi } from '@chonail/shared/i18n';
import { eventually, getJson } from '@chonail/server/testing';
import { insertPosts, openPage, type Place, registerMember } from './fixtures';
import { useProduct } from './support';

// Issue 36 blocker 2: a guest opened a listing's detail, tapped "Lưu tin", registered or signed in
// from the prompt, and the dialogs closed but the page kept `pointer-events: none` on <body>: no
// tap worked until a reload. Here, on a phone, both ways: after the account dialog the bottom bar
// navigates, the page takes taps, and the save the guest asked for is done. This file's members
// are 808-555-03xx and come from 10.71.x.x; its posts stand in Honolulu.
const product = useProduct({ TRUST_PROXY: 'loopback' });
const HONOLULU: Place = { street: '1450 Ala Moana Blvd', city: 'Honolulu', state: 'HI', zipcode: '96814', lat: 21.2906, lng: -157.8437 };
const PHONE = { width: 390, height: 844 };
const PIN = '4826';

async function outboxCode(phone: string): Promise<string> {
  return eventually(async () => {
    const { body } = await getJson<Array<{ code: string; purpose: string }>>(`${product.baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    return body.find((message) => message.purpose === 'registration')?.code;
  }, 10_000);
}

async function savedJobIds(phone: string, pin: string, ip: string): Promise<number[]> {
  const login = await getJson<{ token: string }>(`${product.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ phone, password: pin }),
  });
  const { body } = await getJson<Array<{ type: string; id: number }>>(`${product.baseUrl}/api/saved-items`, { headers: { authorization: `Bearer ${login.body.token}` } });
  return body.filter((entry) => entry.type === 'job').map((entry) => entry.id);
}

/** What stops taps on the page: a `pointer-events: none` left on <body> or <html>, or a dialog still open. */
const blockers = (page: Page) =>
  page.evaluate(() => ({
    body: getComputedStyle(document.body).pointerEvents,
    html: getComputedStyle(document.documentElement).pointerEvents,
    dialogs: document.querySelectorAll('[role=dialog]').length,
  }));

/** Opens the post's detail from its card and taps the detail's own "Lưu tin" as a guest. */
async function saveFromDetail(page: Page, t: typeof en, title: string) {
  await page.getByTestId('job-card').filter({ hasText: title }).getByTestId('job-card-title').click();
  const detail = page.getByTestId('job-detail');
  await detail.getByTestId('detail-description').waitFor();
  await detail.getByRole('button', { name: t.saving.save }).click();
  const prompt = page.getByTestId('account-required');
  await prompt.waitFor();
  return prompt;
}

/**
 * Signed in, the account dialog is gone and the detail is still open, its heart now filled (the
 * save was done); closed, the page answers taps: the bottom bar's Map tab opens the map, and its
 * Hiring tab the hiring list.
 */
async function expectUsable(page: Page, t: typeof en) {
  const detail = page.getByTestId('job-detail');
  await detail.getByRole('button', { name: t.saving.unsave }).waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('auth-dialog').count()).toBe(0);
  await detail.getByTestId('detail-close').click();
  await detail.waitFor({ state: 'detached' });
  expect(await blockers(page)).toEqual({ body: 'auto', html: 'auto', dialogs: 0 });
  const bar = page.getByTestId('bottom-bar');
  // A real tap at the link's centre (Playwright's click would wait for the page to take it; this one must land).
  await bar.getByRole('link', { name: t.bottomBar.map }).click({ timeout: 5_000 });
  await page.waitForURL(/\/map$/, { timeout: 10_000 });
  await bar.getByRole('link', { name: t.bottomBar.hiring }).click({ timeout: 5_000 });
  await page.waitForURL(/\/\?filter=hiring$/, { timeout: 10_000 });
}

describe.each([
  ['vi', vi, 0],
  ['en', en, 1],
] as const)('after signing in from a listing dialog the page stays usable (%s)', (lang, t, n) => {
  const titles = { register: `Honolulu đăng ký ${lang}`, signIn: `Honolulu đăng nhập ${lang}` };
  const ids = { register: 0, signIn: 0 };

  beforeAll(async () => {
    const owner = await registerMember(product.baseUrl, { typed: `80855503${n}0`, firstName: 'Hanh', ipPrefix: '10.71' });
    [ids.register = 0, ids.signIn = 0] = await insertPosts(owner.id, [
      { jobType: 'hiring', title: titles.register, place: HONOLULU },
      { jobType: 'hiring', title: titles.signIn, place: HONOLULU },
    ]);
  }, 60_000);

  it('detail → Lưu tin → register: the dialogs close, the bottom bar navigates and the post is saved', async () => {
    const typed = `80855503${n}1`;
    const ip = `10.71.${n}.1`;
    const page = await openPage(product, lang, { viewport: PHONE, location: { city: HONOLULU.city, state: HONOLULU.state }, headers: { 'x-forwarded-for': ip }, path: '/' });
    const prompt = await saveFromDetail(page, t, titles.register);
    await prompt.getByRole('button', { name: t.accountDialogs.required.signUp }).click();
    const form = page.getByTestId('register-form');
    await form.waitFor();
    await form.locator('input[name=phone]').fill(typed);
    await form.locator('input[name=firstName]').fill('Thu');
    await form.locator('input[name=lastName]').fill('Pham');
    await form.locator('input[name=email]').fill(`thu.${lang}@example.com`);
    await form.locator('input[name=pin]').fill(PIN);
    await form.locator('input[name=confirmPin]').fill(PIN);
    await page.getByTestId('auth-dialog').getByRole('button', { name: t.auth.sendCode }).click();
    const otp = page.getByTestId('otp-form');
    await otp.waitFor();
    await otp.locator('input[name=otp]').fill(await outboxCode(`+1${typed}`));
    await otp.getByRole('button', { name: t.auth.completeRegistration }).click();

    await expectUsable(page, t);
    expect(await savedJobIds(`+1${typed}`, PIN, ip)).toEqual([ids.register]);
    await page.context().close();
  });

  it('detail → Lưu tin → sign in: the dialogs close, the bottom bar navigates and the post is saved', async () => {
    const ip = `10.71.${n}.2`;
    const member = await registerMember(product.baseUrl, { typed: `80855503${n}2`, firstName: 'Mai', ipPrefix: '10.71' });
    const page = await openPage(product, lang, { viewport: PHONE, location: { city: HONOLULU.city, state: HONOLULU.state }, headers: { 'x-forwarded-for': ip }, path: '/' });
    const prompt = await saveFromDetail(page, t, titles.signIn);
    await prompt.getByRole('button', { name: t.accountDialogs.required.signIn, exact: true }).click();
    const form = page.getByTestId('login-form');
    await form.waitFor();
    await form.locator('input[name=phone]').fill(member.typed);
    await form.locator('input[name=pin]').fill(member.pin);
    await form.getByRole('button', { name: t.auth.signIn, exact: true }).click();

    await expectUsable(page, t);
    expect(await savedJobIds(member.phone, member.pin, ip)).toEqual([ids.signIn]);
    await page.context().close();
  });
});
