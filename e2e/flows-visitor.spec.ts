import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { en, vi } from '@chonail/shared/i18n';
import { eventually, getJson } from '@chonail/server/testing';
import { insertPosts, type Member, openPage, type Place, registerMember } from './fixtures';
import { useProduct } from './support';

// Issue 25: the saving and home flows that ran only as component tests against a fake API, here in
// the production build against the real API and database: the own-post "Cannot Save" dialog, the
// save a guest asked for before signing in, unsaving from /saved, and the home page's filter button
// (its empty state is flows-empty-home.spec.ts, on a database of its own). This file's members are
// 907-555-06xx and register from 10.61.x.x; its posts stand in Anchorage.
const product = useProduct({ TRUST_PROXY: 'loopback' });
const IP_PREFIX = '10.61';
type Catalogue = typeof en;

const ANCHORAGE: Place = { street: '3101 Penland Pkwy', city: 'Anchorage', state: 'AK', zipcode: '99508', lat: 61.2181, lng: -149.9003 };

interface SavedEntry {
  type: string;
  id: number;
}

const card = (page: Page, title: string) => page.getByTestId('job-card').filter({ hasText: title });

/** The member's session as the API hands it out, from the file's own address range. */
async function apiToken(member: Member, ip: string): Promise<string> {
  const { status, body } = await getJson<{ token: string }>(`${product.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ phone: member.phone, password: member.pin }),
  });
  if (status !== 200) throw new Error(`login answered ${status}`);
  return body.token;
}

/** What the server holds as the member's saved jobs (ids). */
async function savedJobIds(token: string): Promise<number[]> {
  const { status, body } = await getJson<SavedEntry[]>(`${product.baseUrl}/api/saved-items`, { headers: { authorization: `Bearer ${token}` } });
  if (status !== 200) throw new Error(`saved-items answered ${status}`);
  return body.filter((entry) => entry.type === 'job').map((entry) => entry.id);
}

async function saveCount(postId: number): Promise<number> {
  const { body } = await getJson<{ saveCount: number }>(`${product.baseUrl}/api/job-posts/${postId}/save-count`);
  return body.saveCount;
}

/** Fills the shell's login form (already open) and sends it. */
async function submitLogin(page: Page, t: Catalogue, member: Member) {
  const form = page.getByTestId('login-form');
  await form.waitFor();
  await form.locator('input[name=phone]').fill(member.typed);
  await form.locator('input[name=pin]').fill(member.pin);
  await form.getByRole('button', { name: t.auth.signIn, exact: true }).click();
}

/** Signs in from the header; the shell then shows the customer portal. */
async function signInFromHeader(page: Page, t: Catalogue, member: Member) {
  await page.getByTestId('header-login').click();
  await submitLogin(page, t, member);
  await page.waitForURL(/\/customerportal$/);
}

async function toast(page: Page, title: string) {
  await page.getByTestId('toast').filter({ hasText: title }).first().waitFor();
}

const pressed = (page: Page, title: string) => card(page, title).getByTestId('save-button').getAttribute('aria-pressed');

describe.each([
  ['vi', vi, 1],
  ['en', en, 2],
] as const)('saving and the home page in the browser (%s)', (lang, t: Catalogue, n) => {
  const tag = `${lang}${randomBytes(3).toString('hex')}`;
  const titles = { own: `Tiệm của tôi ${tag}`, pending: `Cần thợ chân tay nước ${tag}`, unsave: `Bán tiệm gấp ${tag}` };
  const headers = (k: number) => ({ 'x-forwarded-for': `${IP_PREFIX}.${10 * n + k}.9` });
  let owner: Member;
  let saver: Member;
  let unsaver: Member;
  const ids = { own: 0, pending: 0, unsave: 0 };

  beforeAll(async () => {
    owner = await registerMember(product.baseUrl, { typed: `90755506${10 + n}`, firstName: 'Thu', ipPrefix: IP_PREFIX });
    saver = await registerMember(product.baseUrl, { typed: `90755506${20 + n}`, firstName: 'Mai', ipPrefix: IP_PREFIX });
    unsaver = await registerMember(product.baseUrl, { typed: `90755506${30 + n}`, firstName: 'Vy', ipPrefix: IP_PREFIX });
    [ids.own = 0, ids.pending = 0, ids.unsave = 0] = await insertPosts(owner.id, [
      { jobType: 'hiring', title: titles.own, place: ANCHORAGE },
      { jobType: 'hiring', title: titles.pending, place: ANCHORAGE },
      { jobType: 'selling', title: titles.unsave, place: ANCHORAGE },
    ]);
  }, 60_000);

  it("shows the own-post 'Cannot Save' dialog when an owner saves their own post, and saves nothing", async () => {
    const page = await openPage(product, lang, { location: { city: ANCHORAGE.city, state: ANCHORAGE.state }, headers: headers(1), path: '/' });
    await signInFromHeader(page, t, owner);
    await page.goto(`${product.baseUrl}/`);
    await card(page, titles.own).waitFor();
    await card(page, titles.own).getByTestId('save-button').click();

    const dialog = page.getByTestId('own-post-dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').innerText()).resolves.toBe(t.saving.ownPostTitle);
    await expect(dialog.innerText()).resolves.toContain(t.saving.ownPostBody);
    // Spec 01 section 8's words, in the language it quotes them in.
    if (lang === 'en') {
      expect(t.saving.ownPostTitle).toBe('Cannot Save');
      expect(t.saving.ownPostBody).toBe('You cannot save your own posts to your favorites list.');
    }
    // A dialog instead of the "Saved" toast, and the heart stays empty.
    expect(await page.getByTestId('toast').filter({ hasText: t.saving.savedTitle }).count()).toBe(0);
    await dialog.getByRole('button', { name: t.saving.ok, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await pressed(page, titles.own)).toBe('false');

    expect(await savedJobIds(await apiToken(owner, `${IP_PREFIX}.${10 * n + 1}.10`))).toEqual([]);
    expect(await saveCount(ids.own)).toBe(0);
    await page.context().close();
  });

  it('saves the post a guest pressed Save on once they sign in from the prompt, without a second click', async () => {
    const page = await openPage(product, lang, { location: { city: ANCHORAGE.city, state: ANCHORAGE.state }, headers: headers(2), path: '/' });
    await card(page, titles.pending).getByTestId('save-button').click();
    const prompt = page.getByTestId('account-required');
    await prompt.waitFor();
    await expect(prompt.getByRole('heading').innerText()).resolves.toBe(t.accountDialogs.required.title);
    await expect(prompt.innerText()).resolves.toContain(t.accountDialogs.required.save);
    await prompt.getByRole('button', { name: t.accountDialogs.required.signIn, exact: true }).click();
    await submitLogin(page, t, saver);
    await toast(page, t.saving.savedTitle);
    // Still on the list it was pressed on, now with the heart filled.
    expect(new URL(page.url()).pathname).toBe('/');
    await eventually(async () => ((await pressed(page, titles.pending)) === 'true' ? true : undefined), 10_000);

    const token = await apiToken(saver, `${IP_PREFIX}.${10 * n + 2}.10`);
    expect(await savedJobIds(token)).toEqual([ids.pending]);
    expect(await saveCount(ids.pending)).toBe(1);
    await page.context().close();
  });

  it("unsaves a job from /saved and from the portal's Saved tab: it leaves the list, the server forgets it and the home card shows it unsaved", async () => {
    const token = await apiToken(unsaver, `${IP_PREFIX}.${10 * n + 3}.10`);
    const saved = await getJson(`${product.baseUrl}/api/saved-items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ itemType: 'job', itemId: ids.unsave }),
    });
    expect(saved.status).toBe(200);
    expect(await saveCount(ids.unsave)).toBe(1);

    const page = await openPage(product, lang, { location: { city: ANCHORAGE.city, state: ANCHORAGE.state }, headers: headers(3), path: '/' });
    await signInFromHeader(page, t, unsaver);
    await page.goto(`${product.baseUrl}/saved`);
    const grid = page.getByTestId('saved-grid');
    const savedCard = grid.getByTestId('job-card').filter({ hasText: titles.unsave });
    await savedCard.waitFor();
    const heart = savedCard.getByTestId('save-button');
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(await heart.getAttribute('aria-label')).toBe(t.saving.unsave);
    await heart.click();
    await toast(page, t.saving.removedTitle);
    await savedCard.waitFor({ state: 'detached' });
    // It was the only one: the page says so.
    await expect(page.getByTestId('saved-empty').innerText()).resolves.toContain(t.savedPage.empty);
    expect(await savedJobIds(token)).toEqual([]);
    expect(await saveCount(ids.unsave)).toBe(0);

    // Home: the card's heart is empty again, and the detail dialog counts no save.
    await page.goto(`${product.baseUrl}/`);
    await card(page, titles.unsave).waitFor();
    expect(await pressed(page, titles.unsave)).toBe('false');
    expect(await card(page, titles.unsave).getByTestId('save-button').getAttribute('aria-label')).toBe(t.saving.save);
    await card(page, titles.unsave).getByRole('heading').click();
    const detail = page.getByTestId('job-detail');
    await detail.waitFor();
    await expect(detail.getByTestId('detail-saves').innerText()).resolves.toBe(t.detail.saves_other.replace('{{count}}', '0'));

    // The portal's Saved tab unsaves too.
    const again = await getJson(`${product.baseUrl}/api/saved-items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ itemType: 'job', itemId: ids.own }),
    });
    expect(again.status).toBe(200);
    await page.goto(`${product.baseUrl}/customerportal?tab=saved`);
    const entry = page.getByTestId('portal-saved').getByTestId(`saved-item-job-${ids.own}`);
    await entry.waitFor();
    await expect(entry.innerText()).resolves.toContain(titles.own);
    const unsave = entry.getByRole('button', { name: t.savedPage.unsaveLabel.replace('{{title}}', titles.own), exact: true });
    await expect(unsave.innerText()).resolves.toBe(t.savedPage.unsave);
    await unsave.click();
    await toast(page, t.saving.removedTitle);
    await entry.waitFor({ state: 'detached' });
    await page.getByTestId('saved-content-empty').waitFor();
    expect(await savedJobIds(token)).toEqual([]);
    expect(await saveCount(ids.own)).toBe(0);
    await page.context().close();
  });

  it('shows the filter button only while a location is chosen', async () => {
    const page = await openPage(product, lang, { location: { city: ANCHORAGE.city, state: ANCHORAGE.state }, headers: headers(5), path: '/' });
    await card(page, titles.pending).waitFor();
    const button = page.getByTestId('filter-button');
    await expect(button.innerText()).resolves.toBe(t.filters.open);

    // No location: the whole US, no filter button.
    await page.getByTestId('location-clear').click();
    await page.getByTestId('home-title').filter({ hasText: t.home.allStates }).waitFor();
    await expect(page.getByTestId('home-title').innerText()).resolves.toBe(t.home.title.replace('{{place}}', t.home.allStates));
    await button.waitFor({ state: 'detached' });
    expect(await page.getByTestId('filter-button').count()).toBe(0);

    // A city chosen again: the button is back and opens the filter dialog.
    const input = page.getByTestId('location-search').getByRole('combobox');
    await input.fill('Juneau');
    await page.getByTestId('location-suggestions').getByRole('option', { name: 'Juneau-AK' }).click();
    await expect(input.inputValue()).resolves.toBe('Juneau, AK');
    await button.waitFor();
    await button.click();
    await page.getByTestId('filter-dialog').waitFor();
    await page.context().close();
  });
});
