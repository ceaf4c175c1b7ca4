import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { en, vi } from '@chonail/shared/i18n';
import { eventually, getJson, testOutputDir } from '@chonail/server/testing';
import { seriousViolations } from './axe';
import { type Member, openPage, registerMember, signInAtGate } from './fixtures';
import { useProduct } from './support';

// The forum (issue 22) as people meet it on a phone, against the real API and database: a guest
// reads and is asked to sign in to write; a member opens a thread and replies; a reply has a page of
// its own; whatever people type (markup, script, javascript: addresses) shows as the text it is.
const shots = testOutputDir('e2e', 'forum');
const product = useProduct({ TRUST_PROXY: 'loopback' });
const PHONE = { width: 390, height: 844 };
const IP_PREFIX = '10.86';
const HOSTILE = {
  script: '<script>window.__pwned=1</script>',
  img: '<img src=x onerror="window.__pwned=1">',
  link: 'javascript:window.__pwned=1',
};

type Catalogue = typeof en;

/** Writes through the API as `member` (what the form would send), answering the new entry. */
async function write<T>(member: Member, token: string, path: string, body: object, ip: string): Promise<T> {
  const { status, body: answer } = await getJson<T>(`${product.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  if (status !== 201 && status !== 200) throw new Error(`${path} answered ${status} for member ${member.id}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Nothing anyone typed ran or became markup: no flag set, no javascript: link, no element inside user text. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('[data-user-content] *').count()).toBe(0);
  expect(await page.locator('#root script').count()).toBe(0);
}

describe.each([
  ['vi', vi, '6155550301', 1],
  ['en', en, '6155550302', 2],
] as const)('the forum in the browser (%s)', (lang, t: Catalogue, typed, n) => {
  const ip = `${IP_PREFIX}.9.${n}`;
  const headers = { 'x-forwarded-for': ip };
  const tag = `${lang}${randomBytes(3).toString('hex')}`;
  let member: Member;
  let token = '';

  beforeAll(async () => {
    member = await registerMember(product.baseUrl, { typed, firstName: 'Lan', lastName: 'Tran', ipPrefix: IP_PREFIX });
    const login = await getJson<{ token: string }>(`${product.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ phone: member.phone, password: member.pin }),
    });
    token = login.body.token;
  }, 60_000);

  it('a guest is asked to sign in; signed in from there, they open a thread and reply, and the reply shows at once and on its own page', async () => {
    const title = lang === 'vi' ? `Lương thợ bột ở Nashville ${tag}` : `Acrylic tech pay in Nashville ${tag}`;
    const body = lang === 'vi' ? `Tiệm em trả theo tuần.\nCác chị trả sao?` : `We pay weekly.\nHow about you?`;
    const replyText = lang === 'vi' ? `Bên chị trả 60/40 ${tag}` : `We split 60/40 ${tag}`;
    const page = await openPage(product, lang, { viewport: PHONE, headers, path: '/forum' });
    await page.getByTestId('forum-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(t.forum.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    const prompt = page.getByTestId('forum-thread-login-prompt');
    expect(await prompt.innerText()).toContain(t.forum.newThread.loginTitle);
    expect(await page.getByTestId('forum-new-thread-form').count()).toBe(0);
    await page.screenshot({ path: join(shots, `${lang}-list-guest.png`) });

    await signInAtGate(page, t, member, 'forum-thread-login-prompt');
    const form = page.getByTestId('forum-new-thread-form');
    await form.waitFor();
    expect(page.url()).toBe(`${product.baseUrl}/forum`);
    await form.getByLabel(t.forum.newThread.title).fill(title);
    await form.getByLabel(t.forum.newThread.category).selectOption('pay');
    await form.getByLabel(t.forum.newThread.body).fill(body);
    await form.getByRole('button', { name: t.forum.newThread.submit }).click();

    await page.waitForURL(/\/forum\/thread\/\d+$/);
    await page.getByTestId('forum-thread-page').waitFor();
    const threadPath = new URL(page.url()).pathname;
    expect(await page.getByTestId('forum-thread-title').innerText()).toBe(title);
    expect(await page.getByTestId('forum-thread-body').evaluate((p) => p.textContent)).toBe(body);
    expect(await page.getByTestId('forum-category').innerText()).toBe(t.forum.categories.pay);
    expect(await page.getByTestId('forum-thread').getByTestId('forum-author').innerText()).toBe('Lan T.');
    expect(await page.getByTestId('forum-no-replies').innerText()).toBe(t.forum.thread.noReplies);

    const replyForm = page.getByTestId('forum-reply-form');
    await replyForm.getByLabel(t.forum.reply.label).fill(replyText);
    await replyForm.getByRole('button', { name: t.forum.reply.submit }).click();
    const reply = page.getByTestId('forum-reply').filter({ hasText: replyText });
    await reply.waitFor();
    expect(await reply.getAttribute('data-highlighted')).toBe('true');
    expect(await page.getByRole('heading', { level: 2, name: t.forum.thread.repliesHeading_one.replace('{{count}}', '1') }).count()).toBe(1);
    const replyPath = (await reply.getByTestId('forum-reply-link').getAttribute('href')) ?? '';
    expect(replyPath).toMatch(/^\/forum\/post\/\d+$/);
    const replyId = replyPath.split('/').pop();
    expect(page.url()).toBe(`${product.baseUrl}${threadPath}#post-${replyId}`);
    // Its author may still edit it, and delete it.
    expect(await reply.getByTestId('forum-reply-edit').count()).toBe(1);
    await page.screenshot({ path: join(shots, `${lang}-thread.png`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The reply's own page: in its thread, highlighted, the title leading back to it.
    await page.goto(`${product.baseUrl}${replyPath}`);
    const postPage = page.getByTestId('forum-post-page');
    await postPage.waitFor();
    const threadLink = postPage.getByTestId('forum-post-thread-link');
    expect(await threadLink.innerText()).toBe(title);
    expect(await threadLink.getAttribute('href')).toBe(`${threadPath}#post-${replyId}`);
    expect(await postPage.getByTestId('forum-reply').getAttribute('data-highlighted')).toBe('true');
    expect(await postPage.getByTestId('forum-reply-body').innerText()).toBe(replyText);
    await threadLink.click();
    await page.waitForURL(`**${threadPath}#post-${replyId}`);
    await page.getByTestId('forum-thread-page').getByTestId('forum-reply').filter({ hasText: replyText }).waitFor();

    // The list finds it by its words, with its reply counted.
    await page.goto(`${product.baseUrl}/forum`);
    await page.getByTestId('forum-new-thread-form').waitFor();
    await page.getByRole('searchbox', { name: t.forum.search.label }).fill(tag);
    await page.getByRole('button', { name: t.forum.search.submit, exact: true }).click();
    await page.waitForURL(`**/forum?q=${tag}`);
    const row = page.getByTestId('forum-thread-row').filter({ hasText: title });
    // The previous list stays on screen until the search answers.
    await eventually(async () => ((await page.getByTestId('forum-thread-row').count()) === 1 && (await row.count()) === 1 ? true : undefined), 10_000);
    expect(await row.count()).toBe(1);
    expect(await row.getByTestId('forum-reply-count').innerText()).toBe(t.forum.list.replies_one.replace('{{count}}', '1'));
    expect(await row.getAttribute('href')).toBe(threadPath);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows markup, script and javascript: addresses in a title, body and reply as text, and runs none of them', async () => {
    // A tag of its own: a search for it finds this thread only.
    const hostileTag = `h${randomBytes(4).toString('hex')}`;
    const title = `${HOSTILE.script} ${HOSTILE.img} ${hostileTag}`;
    const body = `${HOSTILE.script}\n${HOSTILE.img}\n${HOSTILE.link}`;
    const replyText = `${HOSTILE.link} ${HOSTILE.img} ${HOSTILE.script}`;
    const thread = await write<{ id: number }>(member, token, '/api/forum/threads', { title, body, category: 'other' }, ip);
    const reply = await write<{ id: number }>(member, token, `/api/forum/threads/${thread.id}/posts`, { body: replyText }, ip);

    // As a guest: the sign-in prompt stands where the reply box would be.
    const page = await openPage(product, lang, { viewport: PHONE, headers, path: `/forum/thread/${thread.id}` });
    await page.getByTestId('forum-thread-page').waitFor();
    expect(await page.getByTestId('forum-thread-title').innerText()).toBe(title);
    expect(await page.getByTestId('forum-thread-body').evaluate((p) => p.textContent)).toBe(body);
    expect(await page.getByTestId('forum-reply-body').innerText()).toBe(replyText);
    expect(await page.getByTestId('forum-reply-login-prompt').innerText()).toContain(t.forum.reply.loginTitle);
    expect(await page.getByTestId('forum-reply-form').count()).toBe(0);
    await expectInert(page);
    await page.screenshot({ path: join(shots, `${lang}-hostile.png`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${product.baseUrl}/forum?q=${hostileTag}`);
    await page.getByTestId('forum-row-title').filter({ hasText: hostileTag }).waitFor();
    expect(await page.getByTestId('forum-row-title').innerText()).toBe(title);
    await expectInert(page);

    await page.goto(`${product.baseUrl}/forum/post/${reply.id}`);
    await page.getByTestId('forum-post-page').waitFor();
    expect(await page.getByTestId('forum-post-thread-link').innerText()).toBe(title);
    expect(await page.getByTestId('forum-reply-body').innerText()).toBe(replyText);
    await expectInert(page);
    await page.context().close();
  });

  it('a reader saves a thread and a reply, finds both on the Saved Content page and in the portal, and unsaves one', async () => {
    const title = lang === 'vi' ? `Hỏi về chuyển bằng ${tag}` : `Moving a licence ${tag}`;
    const thread = await write<{ id: number }>(member, token, '/api/forum/threads', { title, body: 'Mất bao lâu?', category: 'license' }, ip);
    const reply = await write<{ id: number }>(member, token, `/api/forum/threads/${thread.id}/posts`, { body: `Khoảng 2 tháng ${tag}` }, ip);
    const reader = await registerMember(product.baseUrl, { typed: lang === 'vi' ? '6155550311' : '6155550312', firstName: 'Hoa', ipPrefix: IP_PREFIX });

    // A guest's save asks for a sign-in, and the page stays where it was.
    const page = await openPage(product, lang, { viewport: PHONE, headers, path: `/forum/thread/${thread.id}` });
    await page.getByTestId('forum-thread-page').waitFor();
    await page.getByTestId('forum-save-thread').click();
    const form = page.getByTestId('login-form');
    await form.waitFor();
    await form.locator('input[name=phone]').fill(reader.typed);
    await form.locator('input[name=pin]').fill(reader.pin);
    await form.getByRole('button', { name: t.auth.signIn, exact: true }).click();
    await form.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/forum/thread/${thread.id}`);

    for (const button of [page.getByTestId('forum-save-thread'), page.getByTestId('forum-reply').getByTestId('forum-save-post')]) {
      await button.click();
      await eventually(async () => ((await button.getAttribute('aria-pressed')) === 'true' ? true : undefined), 10_000);
      expect(await button.innerText()).toContain(t.forum.saving.saved);
    }
    await page.getByTestId('toast').filter({ hasText: t.saving.savedTitle }).first().waitFor();

    const expected = [
      [title, `/forum/post/${reply.id}`, t.savedPage.kind.post],
      [title, `/forum/thread/${thread.id}`, t.savedPage.kind.thread],
    ];
    const listed = async (list: ReturnType<Page['getByTestId']>) =>
      Promise.all((await list.getByRole('listitem').all()).map(async (item) => [await item.getByTestId('saved-link').innerText(), await item.getByTestId('saved-link').getAttribute('href'), (await item.innerText()).split('\n')[0]]));

    await page.goto(`${product.baseUrl}/saved-items`);
    const content = page.getByTestId('saved-content-list');
    await content.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(t.savedPage.content.title);
    expect(await listed(content)).toEqual(expected);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(shots, `${lang}-saved-content.png`), fullPage: true });

    await page.goto(`${product.baseUrl}/customerportal?tab=saved`);
    const portal = page.getByTestId('portal-saved').getByTestId('saved-content-list');
    await portal.waitFor();
    expect(await listed(portal)).toEqual(expected);

    // Unsaved from the Saved Content page, the thread leaves it; the reply stays.
    await page.goto(`${product.baseUrl}/saved-items`);
    await page.getByTestId(`saved-item-thread-${thread.id}`).getByTestId('saved-unsave').click();
    await page.getByTestId(`saved-item-thread-${thread.id}`).waitFor({ state: 'detached' });
    expect(await listed(page.getByTestId('saved-content-list'))).toEqual([expected[0]]);
    await page.goto(`${product.baseUrl}/forum/thread/${thread.id}`);
    await page.getByTestId('forum-thread-page').waitFor();
    // The buttons read the saved list once it has arrived: the reply's turns pressed, the thread's stays not.
    await eventually(async () => ((await page.getByTestId('forum-save-post').getAttribute('aria-pressed')) === 'true' ? true : undefined), 10_000);
    expect(await page.getByTestId('forum-save-thread').getAttribute('aria-pressed')).toBe('false');
    await page.context().close();
  });

  it('says a thread or reply that does not exist is not there', async () => {
    const page = await openPage(product, lang, { viewport: PHONE, headers, path: '/forum/thread/999999' });
    const notFound = page.getByTestId('forum-not-found');
    await notFound.waitFor();
    expect(await notFound.getByRole('heading', { level: 1 }).innerText()).toBe(t.forum.thread.notFoundTitle);
    expect(await notFound.innerText()).toContain(t.forum.thread.notFoundBody);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${product.baseUrl}/forum/post/999999`);
    await page.getByTestId('forum-not-found').getByText(t.forum.post.notFoundTitle).waitFor();
    await page.getByTestId('forum-back').click();
    await page.waitForURL(`${product.baseUrl}/forum`);
    await page.getByTestId('forum-page').waitFor();
    await page.context().close();
  });
});

describe('the way to the forum', () => {
  it.each(['vi', 'en'] as const)('is in the header from tablet width up, which still fits (%s)', async (lang) => {
    const t = lang === 'vi' ? vi : en;
    const page = await openPage(product, lang, { viewport: { width: 768, height: 1024 }, path: '/' });
    await page.getByTestId('home-page').waitFor();
    const nav = page.getByRole('navigation', { name: t.header.mainMenu });
    await nav.getByRole('link', { name: t.header.forum }).click();
    await page.waitForURL(`${product.baseUrl}/forum`);
    await page.getByTestId('forum-page').waitFor();
    expect(await nav.getByRole('link', { name: t.header.forum }).getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: join(shots, `${lang}-tablet-header.png`) });
    await page.context().close();
  });

  it('is in the phone menu and leads to the forum page', async () => {
    const page = await openPage(product, 'vi', { viewport: PHONE, path: '/' });
    await page.getByTestId('home-page').waitFor();
    await page.getByRole('button', { name: vi.header.openMenu }).click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: vi.header.forum }).click();
    await page.waitForURL(`${product.baseUrl}/forum`);
    expect(await page.getByTestId('forum-page').getByRole('heading', { level: 1 }).innerText()).toBe(vi.forum.title);
    await page.context().close();
  });
});
