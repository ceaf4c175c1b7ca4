import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { JobPost } from '@chonail/shared/contracts';
import { en, vi } from '@chonail/shared/i18n';
import { eventually, getJson, testOutputDir } from '@chonail/server/testing';
import { fakeTranslator, openPage, registerMember, signInAtGate } from './fixtures';
import { useProduct } from './support';

// Issue 24 as an owner and a reader meet it: a Vietnamese ad pasted into the posting form fills the
// facts once the owner confirms; the post is published, found by "weekly pay from $800" (and not
// from $1,000) and in the list sorted by the highest weekly pay, and read in English with its facts in English.
// Issue 36: the number the ad names (not the owner's account phone) is the number callers reach.
const shots = testOutputDir('e2e', 'listing-facts');
const translator = fakeTranslator();
const env: Record<string, string> = { TRUST_PROXY: 'loopback' };
beforeAll(() => {
  env['TRANSLATE_URL'] = translator.url();
});
const product = useProduct(env);

const SALON = { street: '1000 E Charleston Blvd', city: 'Las Vegas', state: 'NV', zipcode: '89101' };
const AD =
  'Tiệm nail khu Mỹ trắng ở Las Vegas cần thợ bột và chân tay nước gấp. Bao lương $900/tuần hoặc ăn chia 6/4, tip riêng, ' +
  'có chỗ ở cho thợ ở xa. Làm 6 ngày/tuần. Cần bằng. LH (702) 555-0177';
/** The ad's number, not the member's account phone (702) 555-0241. */
const AD_PHONE = '+17025550177';

it('fills the form from a pasted Vietnamese ad, publishes it, finds it by weekly pay and reads it in English', async () => {
  const tag = randomBytes(3).toString('hex');
  const title = `Cần thợ bột Las Vegas ${tag}`;
  const member = await registerMember(product.baseUrl, { typed: '7025550241', firstName: 'Lan', ipPrefix: '10.97' });
  const page = await openPage(product, 'vi', {
    path: '/new-package',
    location: { city: SALON.city, state: SALON.state },
    headers: { 'x-forwarded-for': '10.97.1.41' },
    viewport: { width: 390, height: 844 },
  });
  await signInAtGate(page, vi, member);
  const submitPackage = page.getByTestId('wizard-package-submit');
  await eventually(async () => ((await submitPackage.innerText()) === vi.wizard.package.submitFree ? true : undefined), 5_000);
  await submitPackage.click();
  await page.getByTestId('wizard-step2').waitFor();

  // Pasted and read: the facts are listed, and nothing is filled before the owner says so.
  await page.getByTestId('paste-ad-text').fill(AD);
  await page.getByTestId('paste-ad-run').click();
  const found = page.getByTestId('paste-ad-found');
  await found.waitFor();
  const foundText = await found.innerText();
  for (const expected of [vi.facts.term.guarantee, '$900/tuần', vi.facts.term.housing, vi.facts.skill.acrylic, vi.facts.skill.pedicure, `${vi.factsForm.paste.phone}: (702) 555-0177`]) {
    expect(foundText).toContain(expected);
  }
  expect(await page.getByTestId('store-phone').inputValue()).toBe('');
  expect(await page.getByTestId('job-type-hiring').isChecked()).toBe(false);
  expect(await page.getByTestId('listing-description').inputValue()).toBe('');
  await page.screenshot({ path: join(shots, 'vi-paste-found.png'), fullPage: true });
  await page.getByTestId('paste-ad-use').click();
  await page.getByTestId('paste-ad-filled').waitFor();

  // Prefilled: job type, pay, split, housing, tips, days, licence, skills, and the description.
  expect(await page.getByTestId('job-type-hiring').isChecked()).toBe(true);
  expect(await page.getByTestId('fact-guaranteeAmount').inputValue()).toBe('900');
  expect(await page.getByTestId('fact-guaranteePer').inputValue()).toBe('week');
  expect(await page.getByTestId('fact-commissionPercent').inputValue()).toBe('60');
  expect(await page.getByTestId('fact-daysPerWeek').inputValue()).toBe('6');
  expect(await page.getByTestId('fact-housing').inputValue()).toBe('yes');
  expect(await page.getByTestId('fact-tips').inputValue()).toBe('yes');
  expect(await page.getByTestId('fact-licenseRequired').inputValue()).toBe('yes');
  expect(await page.getByTestId('fact-skill-acrylic').isChecked()).toBe(true);
  expect(await page.getByTestId('fact-skill-pedicure').isChecked()).toBe(true);
  expect(await page.getByTestId('fact-skill-gel').isChecked()).toBe(false);
  expect(await page.getByTestId('listing-description').inputValue()).toBe(AD);
  expect(await page.getByTestId('store-phone').inputValue()).toBe('(702) 555-0177');
  // The text and the number callers reach agree: no warning before publishing.
  expect(await page.getByTestId('phone-check').count()).toBe(0);

  // The rest of the form, then publish.
  await page.getByTestId('store-name').fill(`Lotus Nails ${tag}`);
  await page.getByTestId('store-address1').fill(`${SALON.street}, ${SALON.city}, ${SALON.state} ${SALON.zipcode}`);
  await page.getByTestId('address-suggestion').filter({ hasText: SALON.zipcode }).first().click();
  await page.getByTestId('listing-title').fill(title);
  await page.screenshot({ path: join(shots, 'vi-form-filled.png'), fullPage: true });
  await page.getByTestId('wizard-submit').click();
  await page.waitForURL('**/customerportal');

  // Stored as the form said, with the weekly pay worked out by the server.
  const { body: mine } = await getJson<JobPost[]>(`${product.baseUrl}/api/job-posts?state=${SALON.state}&search=${encodeURIComponent(tag)}`);
  const post = mine.find((p) => p.title === title);
  if (!post) throw new Error('the published post is not listed');
  expect(post.hiring).toEqual({
    guaranteeAmount: 900,
    guaranteePer: 'week',
    commissionPercent: 60,
    hourlyRate: null,
    tips: true,
    housing: true,
    skills: ['acrylic', 'pedicure'],
    licenseRequired: true,
    schedule: null,
    daysPerWeek: 6,
  });
  expect(post.weeklyPay).toBe(900);

  // "Gọi" reaches the ad's number: the full numbers come from the post's contact call (ARCHITECTURE
  // section 3); a server without that call yet answers 404 and still lists the full number.
  const contact = await getJson<{ phone: string }>(`${product.baseUrl}/api/job-posts/${post.id}/contact`, { headers: { 'x-forwarded-for': '10.97.1.42' } });
  expect([200, 404]).toContain(contact.status);
  expect(contact.status === 200 ? contact.body.phone : post.phone).toBe(AD_PHONE);

  // Found from $800 a week, not from $1,000: through the filter dialog of the home page.
  await page.goto(`${product.baseUrl}/`);
  const card = page.getByTestId('job-card').filter({ hasText: title });
  const filterBy = async (amount: string) => {
    await page.getByTestId('filter-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: vi.filters.jobTypes.hiring, exact: true }).click();
    await dialog.getByTestId('filter-weeklyPayFrom').getByRole('button', { name: amount, exact: true }).click();
    const searched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/job-posts' && new URL(response.url()).searchParams.get('weeklyPayFrom') === amount.replace(/\D/g, ''));
    await page.getByTestId('filter-apply').click();
    await searched;
  };
  await filterBy('$800');
  await card.waitFor();
  await expect(card.getByTestId('fact-chips').innerText()).resolves.toContain('Lương $900/tuần');
  await page.screenshot({ path: join(shots, 'vi-found-by-weekly-pay.png'), fullPage: true });

  // Sorted by the highest weekly pay: the server answers the highest first, and the cards follow
  // (diamond3 posts keep their own grid on top, as in every order).
  await page.getByTestId('filter-button').click();
  const sortDialog = page.getByRole('dialog');
  await sortDialog.getByTestId('filter-sortBy').getByRole('button', { name: vi.filters.sorts.pay, exact: true }).click();
  await sortDialog.getByText(vi.filters.sortsOnlyStated.pay).waitFor();
  const sortedAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/job-posts' && new URL(response.url()).searchParams.get('sortBy') === 'pay');
  await page.getByTestId('filter-apply').click();
  const byPay = (await (await sortedAnswer).json()) as JobPost[];
  const pays = byPay.map((p) => p.weeklyPay ?? -1);
  expect(pays.every((pay) => pay >= 800)).toBe(true);
  expect(pays).toEqual([...pays].sort((a, b) => b - a));
  expect(byPay.some((p) => p.id === post.id)).toBe(true);
  await card.waitFor();
  const shownOrder = await page.getByTestId('job-card').evaluateAll((cards) => cards.filter((c) => c.getAttribute('data-priority') !== 'diamond3').map((c) => Number(c.getAttribute('data-post-id'))));
  const answeredOrder = byPay.filter((p) => shownOrder.includes(p.id)).map((p) => p.id);
  expect(shownOrder).toEqual(answeredOrder);
  await filterBy('$1,000');
  await card.waitFor({ state: 'detached' });
  await page.context().close();

  // An English reader: the text machine-translated, the facts in English.
  translator.calls.length = 0;
  const reader = await openPage(product, 'en', { path: `/job/${post.id}`, viewport: { width: 390, height: 844 } });
  const heading = reader.getByTestId('job-title');
  await eventually(async () => ((await heading.innerText()) === `[en] ${title}` ? true : undefined), 10_000);
  expect(translator.calls.map((call) => [call.body.source, call.body.target])).toEqual([['vi', 'en']]);
  const facts = reader.locator('[data-testid=job-page] [data-testid=detail-fact]');
  const factText = async (key: string) => reader.locator(`[data-testid=job-page] [data-testid=detail-fact][data-fact=${key}]`).innerText();
  await facts.first().waitFor();
  await expect(factText('weeklyPay')).resolves.toBe(`${en.facts.term.weeklyPay}: $900/week`);
  await expect(factText('housing')).resolves.toBe(`${en.facts.term.housing}: ${en.facts.yes}`);
  await expect(factText('skills')).resolves.toBe(`${en.facts.term.skills}: ${en.facts.skill.acrylic}, ${en.facts.skill.pedicure}`);
  await reader.screenshot({ path: join(shots, 'en-job-page.png'), fullPage: true });
  await reader.context().close();
});

// Issue 36 on a phone: a pasted ad's number is listed with what was found, and a text naming another
// number than callers reach is said above the publish button, with that number offered.
const TYPED_AD = 'Cần thợ chân tay nước, bao lương $800/tuần. Gọi chị Mai 832-555-0199';

/** The control is on screen, at least 44x44, and what a tap at its centre hits. */
async function tappable(page: Page, testId: string) {
  const control = page.getByTestId(testId);
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await control.boundingBox();
  if (!box) throw new Error(`${testId} is not shown`);
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844).toBe(true);
  const hit = await page.evaluate(([x, y, id]) => document.elementFromPoint(x as number, y as number)?.closest(`[data-testid="${id}"]`) !== null, [box.x + box.width / 2, box.y + box.height / 2, testId] as const);
  expect(hit).toBe(true);
}

it.each([
  ['vi', vi, '7255550161'],
  ['en', en, '7255550162'],
] as const)('offers the number a pasted or typed ad names as the number callers reach, on a phone (%s)', async (lang, t, typed) => {
  const member = await registerMember(product.baseUrl, { typed, firstName: 'Mai', ipPrefix: '10.97' });
  const page = await openPage(product, lang, { path: '/new-package', headers: { 'x-forwarded-for': `10.97.2.${typed.slice(-2)}` }, viewport: { width: 390, height: 844 } });
  await signInAtGate(page, t, member);
  const submitPackage = page.getByTestId('wizard-package-submit');
  await eventually(async () => ((await submitPackage.innerText()) === t.wizard.package.submitFree ? true : undefined), 5_000);
  await submitPackage.click();
  await page.getByTestId('wizard-step2').waitFor();

  // Pasted: the number is listed with the facts, to be confirmed.
  await page.getByTestId('paste-ad-text').fill(TYPED_AD);
  await page.getByTestId('paste-ad-run').click();
  const found = page.getByTestId('paste-ad-found');
  await found.waitFor();
  expect(await found.innerText()).toContain(`${t.factsForm.paste.phone}: (832) 555-0199`);
  await tappable(page, 'paste-ad-use');
  await page.screenshot({ path: join(shots, `${lang}-paste-phone.png`) });

  // Typed by hand instead: the account phone would ring, so the step says so before publishing.
  await page.getByTestId('paste-ad-dismiss').click();
  await page.getByTestId('listing-description').fill(TYPED_AD);
  const warning = page.getByTestId('phone-check');
  await warning.waitFor();
  const said = await warning.innerText();
  expect(said).toContain(t.factsForm.phoneCheck.title);
  expect(said).toContain(t.factsForm.phoneCheck.body.replace('{{textPhone}}', '(832) 555-0199').replace('{{contactPhone}}', `(725) 555-${typed.slice(-4)}`));
  await tappable(page, 'phone-check-use');
  await page.screenshot({ path: join(shots, `${lang}-phone-mismatch.png`) });

  await page.getByTestId('phone-check-use').click();
  await page.getByTestId('phone-check-used').waitFor();
  expect(await page.getByTestId('store-phone').inputValue()).toBe('(832) 555-0199');
  await page.screenshot({ path: join(shots, `${lang}-phone-used.png`) });
  await page.context().close();
});
