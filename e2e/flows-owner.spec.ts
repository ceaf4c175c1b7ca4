import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { en, vi } from '@chonail/shared/i18n';
import { DIAMOND3_PHOTOS_2_MONTHS } from '@chonail/server/billing/testing';
import { eventually, getJson, withDb } from '@chonail/server/testing';
import { fillHiringListing, type Member, openPage, registerMember, signInAtGate } from './fixtures';
import { useProduct } from './support';

// Issue 25: an owner's flows that ran only as component tests against a fake API, here in the
// production build against the real API and database, with the test-mode payment provider: the
// change-PIN dialog, deleting a store in the wizard's step 2, the return address after a payment
// (/payment-success) and the payment summary of the post it pays for. This file's members are
// 701-555-06xx and come from 10.62.x.x; its salons stand in Sioux Falls, SD (no other file posts in
// South Dakota; map-posts.int.spec counts North Dakota's posts as its own).
const product = useProduct({ TRUST_PROXY: 'loopback' });
const IP_PREFIX = '10.62';
const SALON = { street: '200 N Phillips Ave', city: 'Sioux Falls', state: 'SD', zipcode: '57104' };
type Catalogue = typeof en;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const postJson = <T>(path: string, body: object, { token, ip }: { token?: string; ip: string }) =>
  getJson<T>(`${product.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });

const login = (phone: string, pin: string, ip: string) => postJson<{ token: string }>('/api/auth/login', { phone, password: pin }, { ip });

async function apiToken(member: Member, ip: string): Promise<string> {
  const { status, body } = await login(member.phone, member.pin, ip);
  if (status !== 200) throw new Error(`login answered ${status}`);
  return body.token;
}

async function toast(page: Page, title: string): Promise<string> {
  const found = page.getByTestId('toast').filter({ hasText: title }).first();
  await found.waitFor();
  return found.innerText();
}

/** A payment through the API with the test-mode provider, as the wizard's payment step makes it. */
async function testPayment(token: string, ip: string, cardNumber: string): Promise<string> {
  const intent = await postJson<{ paymentIntentId: string; clientSecret: string; mode: string }>(
    '/api/create-payment-intent',
    { amount: 9000, currency: 'usd', packageData: DIAMOND3_PHOTOS_2_MONTHS },
    { token, ip },
  );
  if (intent.status >= 300) throw new Error(`create-payment-intent answered ${intent.status}: ${JSON.stringify(intent.body)}`);
  expect(intent.body.mode).toBe('test');
  await postJson('/api/billing/test-confirm', { paymentIntentId: intent.body.paymentIntentId, clientSecret: intent.body.clientSecret, cardNumber }, { token, ip });
  return intent.body.paymentIntentId;
}

describe.each([
  ['vi', vi, 1],
  ['en', en, 2],
] as const)("an owner's account, stores and payments in the browser (%s)", (lang, t: Catalogue, n) => {
  const tag = `${lang}${randomBytes(3).toString('hex')}`;
  const ip = (k: number) => `${IP_PREFIX}.${10 * n + k}.9`;

  it('changes the PIN from the portal: the old PIN no longer signs in, the new one does', async () => {
    const member = await registerMember(product.baseUrl, { typed: `70155506${10 + n}`, firstName: 'Lan', ipPrefix: IP_PREFIX });
    const page = await openPage(product, lang, { headers: { 'x-forwarded-for': ip(1) }, path: '/customerportal' });
    await page.getByTestId('portal-login-prompt').getByRole('button', { name: t.portal.login.button }).click();
    const form = page.getByTestId('login-form');
    await form.locator('input[name=phone]').fill(member.typed);
    await form.locator('input[name=pin]').fill(member.pin);
    await form.getByRole('button', { name: t.auth.signIn, exact: true }).click();

    await page.getByTestId('portal-tab-settings').click();
    await page.getByTestId('portal-change-pin').click();
    const dialog = page.getByTestId('change-pin-dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').innerText()).resolves.toBe(t.accountDialogs.change.title);
    const newPin = '7391';
    await dialog.getByLabel(t.accountDialogs.change.current, { exact: true }).fill(member.pin);
    await dialog.getByLabel(t.accountDialogs.change.new, { exact: true }).fill(newPin);
    await dialog.getByLabel(t.accountDialogs.change.confirm, { exact: true }).fill(newPin);
    await dialog.getByRole('button', { name: t.accountDialogs.change.submit, exact: true }).click();
    await toast(page, t.accountDialogs.change.success);
    await dialog.waitFor({ state: 'detached' });
    // This device stays signed in: its portal still reads the account from the server.
    await page.reload();
    await page.getByTestId('portal-settings').waitFor();
    await expect(page.getByTestId('portal-phone').innerText()).resolves.toContain(member.typed.slice(-4));

    // The server: the old PIN is refused, the new one opens a session.
    expect((await login(member.phone, member.pin, ip(2))).status).toBe(401);
    expect((await login(member.phone, newPin, ip(2))).status).toBe(200);

    // And in the browser, on a fresh device: the old PIN fails with the spec's toast, the new one signs in.
    const other = await openPage(product, lang, { headers: { 'x-forwarded-for': ip(3) }, path: '/customerportal' });
    await other.getByTestId('portal-login-prompt').getByRole('button', { name: t.portal.login.button }).click();
    const otherForm = other.getByTestId('login-form');
    await otherForm.locator('input[name=phone]').fill(member.typed);
    await otherForm.locator('input[name=pin]').fill(member.pin);
    await otherForm.getByRole('button', { name: t.auth.signIn, exact: true }).click();
    await toast(other, t.auth.loginFailed);
    expect(await other.getByTestId('portal').count()).toBe(0);
    await otherForm.locator('input[name=pin]').fill(newPin);
    await otherForm.getByRole('button', { name: t.auth.signIn, exact: true }).click();
    await toast(other, t.auth.loginSuccess);
    await other.getByTestId('portal').waitFor();
    await other.context().close();
    await page.context().close();
  });

  it("deletes a store from the wizard's step 2 after the confirm dialog: it leaves the cards and the server's list", async () => {
    const member = await registerMember(product.baseUrl, { typed: `70155506${20 + n}`, firstName: 'Hoa', ipPrefix: IP_PREFIX });
    const [kept, doomed] = await withDb(async (db) => {
      const ids: number[] = [];
      for (const name of [`Lotus Nails ${tag}`, `Tiệm cũ ${tag}`]) {
        const { rows } = await db.query<{ id: number }>(
          `INSERT INTO stores (owner_id, name, address, city, state, zipcode) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [member.id, name, SALON.street, SALON.city, SALON.state, SALON.zipcode],
        );
        ids.push(rows[0]?.id ?? 0);
      }
      return ids;
    });
    if (!kept || !doomed) throw new Error('stores were not inserted');

    const page = await openPage(product, lang, { headers: { 'x-forwarded-for': ip(4) }, path: '/new-package' });
    await signInAtGate(page, t, member);
    await page.getByTestId('wizard-step1').waitFor();
    const submit = page.getByTestId('wizard-package-submit');
    await eventually(async () => ((await submit.innerText()) === t.wizard.package.submitFree ? true : undefined), 5_000);
    await submit.click();
    await page.getByTestId('wizard-step2').waitFor();
    const existing = page.getByTestId('use-existing-store');
    if (!(await existing.isChecked())) await existing.check();
    await page.getByTestId(`store-card-${doomed}`).waitFor();
    await page.getByTestId(`store-card-${kept}`).waitFor();

    await page.getByTestId(`store-delete-${doomed}`).click();
    const dialog = page.getByTestId('delete-store-dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').innerText()).resolves.toBe(t.wizard.deleteStore.title);
    await expect(dialog.innerText()).resolves.toContain(fill(t.wizard.deleteStore.body, { name: `Tiệm cũ ${tag}` }));
    // Cancel keeps it.
    await page.getByTestId('delete-store-dialog-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId(`store-card-${doomed}`).count()).toBe(1);

    await page.getByTestId(`store-delete-${doomed}`).click();
    await page.getByTestId('delete-store-dialog-confirm').click();
    await toast(page, t.wizard.deleteStore.success);
    await page.getByTestId(`store-card-${doomed}`).waitFor({ state: 'detached' });
    expect(await page.getByTestId(`store-card-${kept}`).count()).toBe(1);
    // Still step 2, now offering the one store left.
    expect(await page.getByTestId('wizard-step2').count()).toBe(1);

    const token = await apiToken(member, ip(5));
    const { body: stores } = await getJson<Array<{ id: number }>>(`${product.baseUrl}/api/stores`, { headers: { authorization: `Bearer ${token}` } });
    expect(stores.map((s) => s.id)).toEqual([kept]);
    await page.context().close();
  });

  it('returns to /payment-success after a paid test-mode payment: step 2 with that package, and the post it pays for shows the payment lines and total', async () => {
    const member = await registerMember(product.baseUrl, { typed: `70155506${30 + n}`, firstName: 'Vy', ipPrefix: IP_PREFIX });
    const token = await apiToken(member, ip(6));
    const paymentIntentId = await testPayment(token, ip(6), '4242 4242 4242 4242');
    const { body: state } = await getJson<{ status: string }>(`${product.baseUrl}/api/billing/payments/${paymentIntentId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(state.status).toBe('paid');

    const page = await openPage(product, lang, { headers: { 'x-forwarded-for': ip(7) }, path: `/payment-success?payment_intent=${paymentIntentId}` });
    await signInAtGate(page, t, member);
    await toast(page, t.wizard.payment.successBody);
    await page.getByTestId('wizard-step2').waitFor();
    expect(await page.getByTestId('wizard-step1').count()).toBe(0);
    const banner = page.getByTestId('wizard-paid-package');
    await banner.waitFor();
    expect(await banner.getAttribute('data-payment')).toBe(paymentIntentId);
    const packageText = await page.getByTestId('wizard-paid-package-text').innerText();
    expect(packageText).toContain(t.wizard.summary.photo_video);
    expect(packageText).toContain(t.jobCard.priority.diamond3);

    // The post this payment pays for.
    const title = `${lang === 'vi' ? 'Cần thợ tay chân nước' : 'Pedicure tech wanted'} ${tag}`;
    const existing = page.getByTestId('use-existing-store');
    if ((await existing.count()) && (await existing.isChecked())) await existing.uncheck();
    await fillHiringListing(page, { storeName: `Rose Nails ${tag}`, place: SALON, title, description: `${title}. Bao lương, tiệm đông khách.` });
    await page.getByTestId('wizard-submit').click();
    await page.waitForURL('**/customerportal');
    const row = page.getByTestId('portal-posts').getByTestId(/^portal-post-\d+$/).filter({ hasText: title });
    await row.waitFor();
    const postId = Number((await row.getAttribute('data-testid'))?.replace('portal-post-', ''));

    // What the server stored: the post carries the payment's add-ons, and the payment is spent on it.
    const { body: payment } = await getJson<{ amount: number; lines: Array<{ packageType: string; months: number; cents: number }> }>(
      `${product.baseUrl}/api/job-posts/${postId}/payment`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(payment.amount).toBe(9000);
    expect(payment.lines.map((line) => [line.packageType, line.months]).sort()).toEqual([
      ['diamond3', 2],
      ['photo_video', 2],
    ]);
    const { body: spent } = await getJson<{ status: string; jobPostId: number | null }>(`${product.baseUrl}/api/billing/payments/${paymentIntentId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(spent).toMatchObject({ status: 'paid', jobPostId: postId });

    // /my-posts/:id: one line per add-on with its months and amount, and the total.
    await page.goto(`${product.baseUrl}/my-posts/${postId}`);
    const summary = page.getByTestId('my-post-payment');
    await summary.getByTestId('payment-total').waitFor();
    await expect(summary.getByRole('heading').first().innerText()).resolves.toBe(t.myPost.payment.title);
    const months = fill(t.myPost.units.month_other, { count: 2 });
    const dollars = (cents: number) => `$${cents / 100}`;
    for (const line of payment.lines) {
      const shown = summary.getByTestId(`payment-line-${line.packageType}`);
      const label = line.packageType === 'photo_video' ? t.myPost.payment.lines.photo_video : t.jobCard.priority.diamond3;
      await expect(shown.locator('th').innerText()).resolves.toBe(`${label} · ${months}`);
      await expect(shown.getByTestId('payment-amount').innerText()).resolves.toBe(dollars(line.cents));
    }
    await expect(summary.getByTestId('payment-line-base').getByTestId('payment-amount').innerText()).resolves.toBe('$0');
    await expect(summary.getByTestId('payment-total').innerText()).resolves.toBe('$90');
    await expect(summary.getByTestId('payment-test-mode').innerText()).resolves.toBe(t.myPost.payment.testMode);
    expect(await summary.getByTestId('payment-free').count()).toBe(0);

    // Back at the return address, the spent payment does not open the wizard again.
    await page.goto(`${product.baseUrl}/payment-success?payment_intent=${paymentIntentId}`);
    await expect(page.getByTestId('payment-used').getByRole('heading').innerText()).resolves.toBe(t.wizard.resume.usedTitle);
    expect(await page.getByTestId('wizard-step2').count()).toBe(0);
    await page.context().close();
  });

  it('returns to /payment-success after a declined test card: step 1 with the package chosen, and the failure said', async () => {
    const member = await registerMember(product.baseUrl, { typed: `70155506${40 + n}`, firstName: 'Thu', ipPrefix: IP_PREFIX });
    const token = await apiToken(member, ip(8));
    const paymentIntentId = await testPayment(token, ip(8), '4000 0000 0000 0002');
    const { body: state } = await getJson<{ status: string }>(`${product.baseUrl}/api/billing/payments/${paymentIntentId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(state.status).toBe('failed');

    const page = await openPage(product, lang, { headers: { 'x-forwarded-for': ip(9) }, path: `/payment-success?payment_intent=${paymentIntentId}` });
    await signInAtGate(page, t, member);
    await toast(page, t.wizard.payment.failed);
    await page.getByTestId('wizard-step1').waitFor();
    expect(await page.getByTestId('wizard-step2').count()).toBe(0);
    expect(await page.getByTestId('addon-photo-video-toggle').isChecked()).toBe(true);
    expect(await page.getByTestId('priority-diamond3').isChecked()).toBe(true);
    const submit = page.getByTestId('wizard-package-submit');
    await eventually(async () => ((await submit.innerText()) === fill(t.wizard.package.submitPay, { total: '$90' }) ? true : undefined), 5_000);
    // Nothing paid: the portal offers no package to use.
    const { body: credits } = await getJson<unknown[]>(`${product.baseUrl}/api/billing/credits`, { headers: { authorization: `Bearer ${token}` } });
    expect(credits).toEqual([]);
    await page.context().close();
  });
});
