import type { Page } from 'playwright-core';
import { en, vi } from '@chonail/shared/i18n';
import { eventually } from '@chonail/server/testing';
import { insertPosts, openPage, registerMember } from './fixtures';
import { useProduct } from './support';

// Renewing an expired post (issue 22), in the browser against the real API and database: from the
// portal's list and from the post's own page, in Vietnamese and English. The post shows publicly again.
const product = useProduct({ TRUST_PROXY: 'loopback' });
const PHONE = { width: 390, height: 844 };
const IP_PREFIX = '10.87';

const statusOf = (page: Page, id: number) => page.getByTestId(`portal-post-${id}`).getByTestId('post-status').getAttribute('data-status');

describe.each([
  ['vi', vi, '5045550401', 1],
  ['en', en, '5045550402', 2],
] as const)('renewing an expired post (%s)', (lang, t, typed, n) => {
  it('runs an expired Basic post again from the portal and from its own page, and visitors see it again', async () => {
    const owner = await registerMember(product.baseUrl, { typed, firstName: 'Thu', ipPrefix: IP_PREFIX });
    const [fromList, fromPage] = await insertPosts(owner.id, [
      { jobType: 'hiring', title: `Cần thợ gấp ${lang}`, expired: true },
      { jobType: 'selling', title: `Bán tiệm ${lang}`, expired: true },
    ]);
    if (!fromList || !fromPage) throw new Error('posts were not inserted');
    expect((await fetch(`${product.baseUrl}/api/job-posts/${fromList}`)).status).toBe(410);

    const page = await openPage(product, lang, { viewport: PHONE, headers: { 'x-forwarded-for': `${IP_PREFIX}.1.${n}` }, path: '/customerportal' });
    await page.getByTestId('portal-login-prompt').getByRole('button', { name: t.portal.login.button }).click();
    const form = page.getByTestId('login-form');
    await form.locator('input[name=phone]').fill(owner.typed);
    await form.locator('input[name=pin]').fill(owner.pin);
    await form.getByRole('button', { name: t.auth.signIn, exact: true }).click();
    await page.getByTestId('portal-posts').waitFor();
    expect(await statusOf(page, fromList)).toBe('expired');
    const renew = page.getByTestId(`portal-post-${fromList}`).getByTestId('post-renew');
    expect(await renew.innerText()).toBe(t.portal.post.renew);
    await renew.click();
    await page.getByTestId('toast').filter({ hasText: t.portal.toast.renewed }).first().waitFor();
    await eventually(async () => ((await statusOf(page, fromList)) === 'active' ? true : undefined), 10_000);
    expect(await page.getByTestId(`portal-post-${fromList}`).getByTestId('post-renew').count()).toBe(0);
    expect((await fetch(`${product.baseUrl}/api/job-posts/${fromList}`)).status).toBe(200);

    // Its public page, opened by its owner: Back leads to the owner's page of the post (spec 01 section 2).
    // The server renders what a guest sees; the owner's view comes with the post read again with their token.
    const ownersRead = page.waitForResponse((response) => response.url().endsWith(`/api/job-posts/${fromList}`) && Boolean(response.request().headers()['authorization']));
    await page.goto(`${product.baseUrl}/job/${fromList}`);
    await page.getByTestId('job-title').waitFor();
    await ownersRead;
    await page.getByTestId('job-back').click();
    await page.waitForURL(`**/my-posts/${fromList}`);

    await page.goto(`${product.baseUrl}/my-posts/${fromPage}`);
    await page.getByTestId('my-post-page').waitFor();
    expect(await page.getByTestId('my-post-status').getAttribute('data-status')).toBe('expired');
    await page.getByTestId('my-post-page').getByTestId('post-renew').click();
    await eventually(async () => ((await page.getByTestId('my-post-status').getAttribute('data-status')) === 'active' ? true : undefined), 10_000);
    expect((await fetch(`${product.baseUrl}/api/job-posts/${fromPage}`)).status).toBe(200);
    await page.context().close();
  });
});
