/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Store } from '@chonail/shared/contracts';
import { SAMPLE_USER } from '@chonail/shared/contracts/testing';
import type { Lang } from '@chonail/shared/i18n';
import type { FakeRoute } from '@chonail/web/data/testing';
import { bodies, fill, fillNewStore, LANGS, renderWizard, TEXT, type Fetch } from './wizard-testing';

/**
 * Issue 36 item 3 in step 2: the number a user calls is the number the ad gives. A pasted ad's
 * phone fills the contact phone once the owner confirms; a text naming another number than the one
 * callers reach is said before publishing, with that number offered.
 */

// SAMPLE_USER's account phone is (713) 555-0123.
const ACCOUNT = '(713) 555-0123';
const AD = 'Cần thợ bột gấp, bao lương $900/tuần. Gọi chị Mai 832-555-0199';
const LOTUS: Store = {
  id: 7, name: 'Lotus Nails', address: '9889 Bellaire Blvd', addressOptional: null, city: 'Houston', state: 'TX', zipcode: '77036', area: null, hideAddress: false, phone: '+17145550147',
};

const byTestId = (id: string) => screen.getByTestId(id);
const type = (id: string, value: string) => fireEvent.change(byTestId(id), { target: { value } });
const value = (id: string) => (byTestId(id) as HTMLInputElement).value;
const posts = (fetchMock: Fetch) => bodies(fetchMock, 'POST', '/api/job-posts');

async function openStep2(lang: Lang, answers: Record<string, FakeRoute> = {}) {
  const rendered = renderWizard({ lang, answers });
  fireEvent.click(await screen.findByTestId('wizard-package-submit'));
  await screen.findByTestId('wizard-step2');
  // The account phone the warning compares with comes from the user check.
  await waitFor(() => expect(rendered.fetchMock.mock.calls.some(([url]) => url === '/api/auth/user')).toBe(true));
  return rendered;
}


async function submit(fetchMock: Fetch) {
  await act(async () => void fireEvent.click(byTestId('wizard-submit')));
  await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
  return posts(fetchMock)[0];
}

describe('a pasted ad’s phone (wizard step 2)', () => {
  it.each(LANGS)('is listed with what was found, fills the contact phone once confirmed, and is sent as the salon phone (%s)', async (lang) => {
    const { fetchMock } = await openStep2(lang);
    const text = TEXT[lang];
    type('paste-ad-text', AD);
    fireEvent.click(byTestId('paste-ad-run'));
    expect(screen.getAllByTestId('paste-ad-row').map((row) => row.textContent)).toContain(`${text.factsForm.paste.phone}: (832) 555-0199`);
    // Nothing is filled before the owner confirms.
    expect(value('store-phone')).toBe('');

    fireEvent.click(byTestId('paste-ad-use'));
    expect(value('store-phone')).toBe('(832) 555-0199');
    // The text and the contact phone agree: nothing to warn about.
    expect(screen.queryByTestId('phone-check')).toBeNull();
    fillNewStore({ jobType: 'hiring' });
    expect((await submit(fetchMock))?.['salonPhone']).toBe('+18325550199');
  });
});

describe('a text naming another number than callers reach (wizard step 2)', () => {
  it.each(LANGS)('is said before publishing, and the number from the text is offered and used (%s)', async (lang) => {
    const { fetchMock } = await openStep2(lang);
    const text = TEXT[lang].factsForm.phoneCheck;
    fillNewStore({ jobType: 'hiring' });
    expect(screen.queryByTestId('phone-check')).toBeNull();
    // Left empty, the salon phone is the account phone: the text's number would not ring.
    type('listing-description', 'Bao lương $900/tuần. Xin gọi: (713) 555-0106');
    const warning = await screen.findByTestId('phone-check');
    expect(warning.textContent).toContain(text.title);
    expect(warning.textContent).toContain(fill(text.body, { textPhone: '(713) 555-0106', contactPhone: ACCOUNT }));
    // Before the step's buttons, where the owner publishes.
    expect(warning.compareDocumentPosition(byTestId('wizard-submit')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const use = byTestId('phone-check-use');
    expect(use.textContent).toBe(fill(text.use, { phone: '(713) 555-0106' }));
    fireEvent.click(use);
    expect(value('store-phone')).toBe('(713) 555-0106');
    expect(screen.queryByTestId('phone-check')).toBeNull();
    expect(byTestId('phone-check-used').textContent).toBe(fill(text.used, { phone: '(713) 555-0106' }));
    expect((await submit(fetchMock))?.['salonPhone']).toBe('+17135550106');
  });

  it.each(LANGS)('compares with the salon phone typed, and says nothing when the text names it (%s)', async (lang) => {
    await openStep2(lang);
    fillNewStore({ jobType: 'hiring' });
    type('listing-description', 'Gọi 832-555-0199 hoặc 713-555-0106');
    type('store-phone', '(713) 555-0106');
    expect(screen.queryByTestId('phone-check')).toBeNull();
    type('store-phone', '(281) 555-0142');
    expect((await screen.findByTestId('phone-check')).textContent).toContain(
      fill(TEXT[lang].factsForm.phoneCheck.body, { textPhone: '(832) 555-0199', contactPhone: '(281) 555-0142' }),
    );
  });

  it.each(LANGS)('compares with a chosen store’s phone, and a number taken from the text is sent for it (%s)', async (lang) => {
    const { fetchMock } = await openStep2(lang, { 'GET /api/stores': { status: 200, body: [LOTUS] } });
    fireEvent.click(byTestId('job-type-hiring'));
    fireEvent.click(await screen.findByTestId('use-existing-store'));
    fireEvent.click(await screen.findByTestId('store-card-7'));
    type('listing-title', 'Cần thợ bột');
    type('listing-description', 'Bao lương. Xin gọi: (713) 555-0106');
    expect((await screen.findByTestId('phone-check')).textContent).toContain(
      fill(TEXT[lang].factsForm.phoneCheck.body, { textPhone: '(713) 555-0106', contactPhone: '(714) 555-0147' }),
    );
    fireEvent.click(byTestId('phone-check-use'));
    expect(await submit(fetchMock)).toMatchObject({ storeId: 7, salonPhone: '+17135550106' });
  });

  it('says nothing when the text names the account phone and the salon phone is empty (vi)', async () => {
    const { fetchMock } = await openStep2('vi');
    fillNewStore({ jobType: 'hiring' });
    type('listing-description', `Bao lương. Gọi ${ACCOUNT}`);
    expect(screen.queryByTestId('phone-check')).toBeNull();
    expect(SAMPLE_USER.phone).toBe('+17135550123');
    expect((await submit(fetchMock))?.['salonPhone']).toBeUndefined();
  });
});
