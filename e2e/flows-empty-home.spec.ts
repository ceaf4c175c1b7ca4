import { randomBytes } from 'node:crypto';
import { en, vi } from '@chonail/shared/i18n';
import { getJson, withDb } from '@chonail/server/testing';
import { openPage, registerMember, signInAtGate } from './fixtures';
import { useProduct } from './support';

// Issue 25: the home page's empty state ("Đăng tin ngay" / "Post a job now"), which ran only as a
// component test against a fake API. A city with no posts cannot be promised in the run's shared
// database (another file's multi-state post shows in every state), so this product runs on a
// database of its own, empty but for what the API writes when it starts.
const dbName = `chonail_e2e_empty_home_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const env: Record<string, string> = { TRUST_PROXY: 'loopback' };
beforeAll(async () => {
  await withDb((db) => db.query(`CREATE DATABASE ${dbName}`), 'postgres');
  const url = new URL(process.env['DATABASE_URL'] as string);
  url.pathname = `/${dbName}`;
  env['DATABASE_URL'] = url.toString();
});
const product = useProduct(env);
afterAll(async () => {
  await withDb((db) => db.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`), 'postgres');
}, 30_000);

const JUNEAU = { city: 'Juneau', state: 'AK' };

describe.each([
  ['vi', vi, 0],
  ['en', en, 1],
] as const)('the home page with nothing to show (%s)', (lang, t, n) => {
  it("shows the empty state, and 'Post a job now' leads a guest through sign-in to the wizard and a member to the choice of post", async () => {
    const member = await registerMember(product.baseUrl, { typed: `90755507${10 + n}`, firstName: 'Mai', ipPrefix: '10.64' });
    const { body: there } = await getJson<unknown[]>(`${product.baseUrl}/api/job-posts?city=${JUNEAU.city}&state=${JUNEAU.state}`);
    expect(there).toEqual([]);
    const page = await openPage(product, lang, { location: JUNEAU, headers: { 'x-forwarded-for': `10.64.${n}.9` }, path: '/' });
    const empty = page.getByTestId('empty-state');
    await empty.waitFor();
    await expect(empty.innerText()).resolves.toContain(t.home.empty);
    expect(await page.getByTestId('job-card').count()).toBe(0);
    await empty.getByRole('button', { name: t.home.postNow, exact: true }).click();

    const prompt = page.getByTestId('account-required');
    await prompt.waitFor();
    await expect(prompt.innerText()).resolves.toContain(t.accountDialogs.required.post);
    await signInAtGate(page, t, member, 'account-required');
    await page.waitForURL(/\/new-package$/);
    await page.getByTestId('wizard-step1').waitFor();

    // A member meets the same button with the choice of what to post, and the wizard opens with it.
    // (The page came from the server: its button answers once the app has taken it over.)
    await page.goto(`${product.baseUrl}/`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.getByTestId('empty-state').getByRole('button', { name: t.home.postNow, exact: true }).click();
    const choice = page.getByTestId('job-post-dialog');
    await choice.waitFor();
    await expect(choice.getByRole('heading').innerText()).resolves.toBe(t.accountDialogs.postDialog.title);
    await choice.getByTestId('job-post-selling').click();
    await page.waitForURL(/\/new-package\?jobType=selling$/);
    await page.getByTestId('wizard-step1').waitFor();
    await page.context().close();
  });
});
