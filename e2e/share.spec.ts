import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { EMPTY_HIRING_FACTS, type HiringFacts } from '@chonail/shared/domain';
import { findCity } from '@chonail/shared/geo/cities';
import { en, type Lang, vi } from '@chonail/shared/i18n';
import { eventually, testOutputDir, withDb } from '@chonail/server/testing';
import { insertPosts, type Place, registerMember } from './fixtures';
import { useProduct } from './support';

// Issue 37 "Share" on a phone (390x844), in the real product: the job page's and the detail
// dialog's share button. Chromium here has no Web Share API, so the button opens our menu
// (Facebook, Zalo, SMS, copy link); copying puts the post's address on the clipboard and says so.
// A phone with the API gets the system sheet with the title, pay and city, and the link. Nothing is
// opened outside this machine: the Facebook link is read, never followed.
const shots = testOutputDir('e2e', 'share');
const product = useProduct({ TRUST_PROXY: 'loopback' });
const PHONE = { width: 390, height: 844 };

const found = findCity('Lincoln', 'NE');
if (!found) throw new Error('no Lincoln, NE');
const LINCOLN: Place = { street: '1200 O St', city: 'Lincoln', state: 'NE', zipcode: '68508', lat: found.lat, lng: found.lng };
const TITLE = `Tiệm nail Lincoln cần thợ bột gấp ${randomBytes(3).toString('hex')}`;
const FACTS: HiringFacts = { ...EMPTY_HIRING_FACTS, guaranteeAmount: 180, guaranteePer: 'day', commissionPercent: 60, payRange: { from: 1100, to: 1500, per: 'week' } };
const PAY = { vi: 'Lương $1,100–1,500/tuần', en: 'Pay $1,100–1,500/week' } as const;

let postId = 0;
beforeAll(async () => {
  const owner = await registerMember(product.baseUrl, { typed: '7015550137', firstName: 'Thu', ipPrefix: '10.141' });
  // Dated ahead of the other files' posts, so it leads the list of its city.
  [postId = 0] = await insertPosts(owner.id, [{ jobType: 'hiring', title: TITLE, place: LINCOLN, aheadSeconds: 600 }]);
  await withDb((db) => db.query('UPDATE job_posts SET hiring = $1::jsonb, weekly_pay = 1100 WHERE id = $2', [JSON.stringify(FACTS), postId]));
});

const postUrl = () => `${product.baseUrl}/job/${postId}`;

/**
 * A phone in `lang` in Lincoln, its clipboard open to the page. `webShare`: a stand-in for the
 * phone's share sheet that keeps what it was given; otherwise no Web Share API at all (as Chromium
 * on Linux has none, made sure of).
 */
async function phone(lang: Lang, { webShare = false } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await product.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.baseUrl });
  // The app mirrors these two choices in cookies for the server's first HTML, as any returning visitor has them.
  const kept = { language: lang, selectedLocation: JSON.stringify({ city: 'Lincoln', state: 'NE' }) };
  await context.addCookies(Object.entries(kept).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: product.baseUrl })));
  await context.addInitScript(
    ([language, webShare]) => {
      localStorage.setItem('language', language);
      localStorage.setItem('selectedLocation', JSON.stringify({ city: 'Lincoln', state: 'NE' }));
      const nav = Navigator.prototype as unknown as Record<string, unknown>;
      if (webShare) {
        const w = window as unknown as { shared: unknown[] };
        w.shared = [];
        nav['canShare'] = () => true;
        nav['share'] = async (data: unknown) => void w.shared.push(data);
      } else {
        delete nav['share'];
        delete nav['canShare'];
      }
    },
    [lang, webShare] as const,
  );
  return { context, page: await product.newPage(context) };
}

/** A control a thumb can use: at least 44x44 inside the screen, and the top element at its centre. */
async function expectTappable(locator: Locator) {
  await locator.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on the page');
  expect(b.width).toBeGreaterThanOrEqual(44);
  expect(b.height).toBeGreaterThanOrEqual(44);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
  expect(await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && el.contains(top);
  })).toBe(true);
}

/** The open menu: its four choices and where they lead, then Copy link, the clipboard and the toast. */
async function useMenu(page: Page, t: typeof en, lang: Lang, shot: string) {
  const menu = page.getByTestId('share-menu');
  await menu.waitFor();
  expect(await menu.getByRole('heading').innerText()).toBe(t.share.menuTitle);
  const facebook = menu.getByTestId('share-facebook');
  expect(await facebook.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(postUrl())}`);
  expect(await facebook.getAttribute('target')).toBe('_blank');
  expect(await facebook.getAttribute('rel')).toBe('noopener noreferrer');
  const sms = (await menu.getByTestId('share-sms').getAttribute('href')) ?? '';
  expect(sms.startsWith('sms:?&body=')).toBe(true);
  expect(decodeURIComponent(sms.slice('sms:?&body='.length))).toBe(`${TITLE}\n${PAY[lang]} · Lincoln, NE\n${postUrl()}`);
  expect(await menu.getByTestId('share-zalo').innerText()).toContain(t.share.zaloHint);
  for (const choice of ['share-facebook', 'share-zalo', 'share-sms', 'share-copy']) await expectTappable(menu.getByTestId(choice));
  await page.screenshot({ path: join(shots, `${lang}-${shot}-menu.png`) });

  await menu.getByTestId('share-copy').click();
  const toast = menu.getByTestId('toast');
  await toast.waitFor();
  expect(await toast.innerText()).toContain(t.share.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(postUrl());
  await page.screenshot({ path: join(shots, `${lang}-${shot}-copied.png`) });

  // Zalo has no share link for a page: it copies the link too, and says where to paste it.
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await menu.getByTestId('share-zalo').click();
  await eventually(async () => ((await toast.innerText()).includes(t.share.copiedForZalo) ? true : undefined), 5_000);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(postUrl());
}

describe.each([
  ['vi', vi],
  ['en', en],
] as const)('sharing a post on a phone (%s)', (lang, t) => {
  it('shares from the job page: the menu, copy link, and the focus back on the button', async () => {
    const { context, page } = await phone(lang);
    await page.goto(postUrl());
    const share = page.getByTestId('job-share');
    await share.waitFor();
    expect((await share.innerText()).trim()).toBe(t.share.button);
    await expectTappable(share);
    // Right after the save heart in the page's row of actions (the row wraps on a narrow phone: in
    // English, once the page is taken over and every action is in it, Share starts the next line).
    const heart = await page.getByTestId('job-page').getByTestId('save-button').boundingBox();
    const own = await share.boundingBox();
    expect(heart && own && (Math.abs(heart.y - own.y) < 4 ? own.x > heart.x : own.y >= heart.y + heart.height - 4)).toBe(true);
    expect(await share.evaluate((button) => button.closest('div')?.contains(document.querySelector('[data-testid="job-page"] [data-testid="save-button"]')))).toBe(true);
    await page.screenshot({ path: join(shots, `${lang}-job-page.png`) });

    // With the salon's map drawn, whose Leaflet panes once lay over the menu.
    await page.getByTestId('job-page').locator('[data-testid="location-map"] .leaflet-pane').first().waitFor({ state: 'attached' });
    await share.click();
    await useMenu(page, t, lang, 'job-page');
    await page.keyboard.press('Escape');
    await page.getByTestId('share-menu').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('job-share');
    // Still the same page: nothing navigated away.
    expect(page.url()).toBe(postUrl());
    await context.close();
  });

  it('shares from the detail dialog, which stays open under the menu', async () => {
    const { context, page } = await phone(lang);
    await page.goto(product.baseUrl);
    const card = page.getByTestId('job-card').filter({ hasText: TITLE }).first();
    await card.getByTestId('job-card-title').getByRole('link').click();
    const dialog = page.getByTestId('job-detail');
    const share = dialog.getByTestId('detail-share');
    await share.waitFor();
    expect((await share.innerText()).trim()).toBe(t.share.button);
    await expectTappable(share);
    await page.screenshot({ path: join(shots, `${lang}-detail-dialog.png`) });

    await share.click();
    await useMenu(page, t, lang, 'detail-dialog');
    // Escape closes the menu only; the dialog under it stays, its share button focused again.
    await page.keyboard.press('Escape');
    await page.getByTestId('share-menu').waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('detail-share');
    await context.close();
  });

  it('hands a phone’s share sheet the title, pay and city, and the link', async () => {
    const { context, page } = await phone(lang, { webShare: true });
    await page.goto(postUrl());
    await page.getByTestId('job-share').click();
    const shared = await eventually(async () => {
      const calls = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
      return calls.length > 0 ? calls : undefined;
    }, 5_000);
    expect(shared).toEqual([{ title: TITLE, text: `${PAY[lang]} · Lincoln, NE`, url: postUrl() }]);
    expect(await page.getByTestId('share-menu').count()).toBe(0);
    await context.close();
  });
});
