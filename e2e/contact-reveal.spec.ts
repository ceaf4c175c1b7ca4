import { join } from 'node:path';
import type { JobPost } from '@chonail/shared/contracts';
import { findCity } from '@chonail/shared/geo/cities';
import { en, type Lang, vi } from '@chonail/shared/i18n';
import { getJson, testOutputDir, withDb } from '@chonail/server/testing';
import { insertPosts, openPage, type Place, registerMember } from './fixtures';
import { tapToReveal } from './phone-reveal';
import { useProduct } from './support';

// Issue 38, finding 4 on a phone (390x844): the card carries the salon's number masked; Call asks
// the post's contact call, then the link dials the full number, shown in place of the mask; the
// owner's sign-in phone is never on the page.
const shots = testOutputDir('e2e', 'contact-reveal');
const product = useProduct({ TRUST_PROXY: 'loopback' });
const PHONE = { width: 390, height: 844 };
const CATALOGUES = { vi, en } as const;

const found = findCity('Laramie', 'WY');
if (!found) throw new Error('no Laramie, WY');
const LARAMIE: Place = { street: '201 S 2nd St', city: 'Laramie', state: 'WY', zipcode: '82070', lat: found.lat, lng: found.lng };
const SALON_PHONE = '+13075550106';
const TITLE = 'Cần thợ bột và tay chân nước, tiệm Laramie';

let postId = 0;
let ownerPhone = '';
beforeAll(async () => {
  const owner = await registerMember(product.baseUrl, { typed: '3075550142', firstName: 'Mai', ipPrefix: '10.138' });
  ownerPhone = '+13075550142';
  [postId] = await insertPosts(owner.id, [
    { jobType: 'hiring', title: TITLE, place: LARAMIE, aheadSeconds: 900, description: 'Gọi tiệm (307) 555-0106 hoặc chị Mai 307-555-0188. Bao lương $1,000/tuần.' },
  ]);
  await withDb((db) => db.query('UPDATE job_posts SET store_phone = $1 WHERE id = $2', [SALON_PHONE, postId]));
});

it.each(['vi', 'en'] as const)('reveals the number through the contact call when Call on a card is tapped (%s)', async (lang: Lang) => {
  const t = CATALOGUES[lang];
  const { body: post } = await getJson<JobPost>(`${product.baseUrl}/api/job-posts/${postId}`);
  expect(post).toMatchObject({ phone: '(***) ***-0106', cellPhone: null });
  const page = await openPage(product, lang, { path: '/', location: { city: LARAMIE.city, state: LARAMIE.state }, viewport: PHONE });
  const card = page.getByTestId('job-card').filter({ hasText: TITLE }).first();
  await card.waitFor();
  await card.scrollIntoViewIfNeeded();
  const call = card.getByTestId('card-call');
  expect((await call.innerText()).trim()).toBe(t.jobCard.call);
  expect(await card.getByTestId('job-description').innerText()).toContain('(***) ***-0106');
  expect(await page.content()).not.toMatch(/555-?0106|5550106|555-0142|5550142/);
  const before = await call.boundingBox();
  await card.screenshot({ path: join(shots, `${lang}-card-before.png`) });

  const contactAnswer = page.waitForResponse((res) => res.url().endsWith(`/api/job-posts/${postId}/contact`));
  expect(await tapToReveal(page, call)).toBe(`tel:${SALON_PHONE}`);
  expect((await contactAnswer).status()).toBe(200);
  // The numbers in the text show in place of their masks; the layout does not move.
  const revealed = card.getByTestId('revealed-phone');
  expect(await revealed.allInnerTexts()).toEqual(['(307) 555-0106', '(307) 555-0188']);
  expect(await revealed.first().getAttribute('href')).toBe(`tel:${SALON_PHONE}`);
  expect(await call.getAttribute('aria-label')).toBe(t.detail.call.replace('{{phone}}', '(307) 555-0106'));
  const after = await call.boundingBox();
  expect(after?.height).toBeGreaterThanOrEqual(44);
  expect(after).toEqual(before);
  expect(await page.content()).not.toContain(ownerPhone.slice(2));
  await card.screenshot({ path: join(shots, `${lang}-card-after.png`) });
  await page.screenshot({ path: join(shots, `${lang}-home-after.png`) });
  await page.close();
});
