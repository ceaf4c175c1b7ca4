/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreatePaymentIntentResponse, PaymentCredit, PaymentState, PricingRecord } from '@chonail/shared/contracts';
import { en, vi, type Lang } from '@chonail/shared/i18n';
import type { FakeRoute } from '@chonail/web/data/testing';
import { calls, fill, LANGS, renderWizard as renderShared, TEXT } from './wizard-testing';

const PRICES: PricingRecord[] = [
  { packageType: 'photo_video', pricePerMonth: 15 },
  { packageType: 'state', pricePerMonth: 5 },
  { packageType: 'diamond1', pricePerMonth: 5 },
  { packageType: 'diamond2', pricePerMonth: 10 },
  { packageType: 'diamond3', pricePerMonth: 30 },
];

const PHOTOS_1 = {
  basicPackage: true as const,
  photoVideoAddon: true,
  photoVideoMonths: 1,
  stateAddon: false,
  selectedStates: [],
  stateMonths: 1,
  priorityAddon: 'none' as const,
  priorityMonths: 1,
};
const PHOTOS_CREDIT: PaymentCredit = {
  paymentIntentId: 'pi_test_photos',
  amount: 1500,
  currency: 'usd',
  mode: 'test',
  packageData: PHOTOS_1,
  lines: [{ packageType: 'photo_video', months: 1, quantity: 1, pricePerMonth: 15, cents: 1500 }],
  paidAt: '2026-11-20T15:00:00.000Z',
};
const DIAMOND_CREDIT: PaymentCredit = {
  paymentIntentId: 'pi_test_diamond',
  amount: 1000,
  currency: 'usd',
  mode: 'test',
  packageData: { ...PHOTOS_1, photoVideoAddon: false, priorityAddon: 'diamond1', priorityMonths: 2 },
  lines: [{ packageType: 'diamond1', months: 2, quantity: 1, pricePerMonth: 5, cents: 1000 }],
  paidAt: '2026-11-22T15:00:00.000Z',
};
const paymentOf = (credit: PaymentCredit, jobPostId: number | null = null): PaymentState => ({
  paymentIntentId: credit.paymentIntentId,
  status: 'paid',
  amount: credit.amount,
  currency: 'usd',
  mode: 'test',
  packageData: credit.packageData,
  lines: credit.lines,
  paidAt: credit.paidAt,
  jobPostId,
});

/** The wizard with the default prices and these unused paid packages. */
const renderWizard = ({ lang = 'vi' as Lang, path = '/new-package', credits = [] as PaymentCredit[], answers = {} as Record<string, FakeRoute> } = {}) =>
  renderShared({ lang, path, prices: PRICES, answers: { 'GET /api/billing/credits': { status: 200, body: credits }, ...answers } });

const byTestId = (id: string) => screen.getByTestId(id);
const location = () => byTestId('location-full').textContent;
const photosText = (w: (typeof TEXT)[Lang]['wizard']) => `${w.summary.photo_video} · ${fill(w.summary.monthCount_one, { count: 1 })}`;
const diamondText = (w: (typeof TEXT)[Lang]['wizard']) => `${w.summary.diamond1} · ${fill(w.summary.monthCount_other, { count: 2 })}`;

describe('a paid, unused package survives a reload', () => {
  it.each(LANGS)('/new-package?payment=<id> opens step 2 with that paid package and charges nothing (%s)', async (lang) => {
    const { fetchMock, w } = renderWizard({
      lang,
      path: '/new-package?payment=pi_test_photos',
      credits: [PHOTOS_CREDIT],
      answers: { 'GET /api/billing/payments/pi_test_photos': { status: 200, body: paymentOf(PHOTOS_CREDIT) } },
    });
    expect(await screen.findByTestId('wizard-step2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(w.steps.listing);
    const banner = await screen.findByTestId('wizard-paid-package');
    expect(banner.textContent).toContain(w.credits.inUse);
    expect(byTestId('wizard-paid-package-text').textContent).toBe(photosText(w));
    // The day in the reader's order, as the portal writes it (issue 36).
    await waitFor(() => expect(banner.textContent).toContain(fill(w.credits.paidOn, { amount: '$15', date: lang === 'vi' ? '20/11/2026' : '11/20/2026' })));
    expect(location()).toBe('/new-package?payment=pi_test_photos');
    expect(calls(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(0);
  });

  it.each(LANGS)('on another device, /new-package resumes the newest credit, names it in the address and offers the others (%s)', async (lang) => {
    const { fetchMock, w } = renderWizard({ lang, credits: [DIAMOND_CREDIT, PHOTOS_CREDIT] });
    expect(await screen.findByTestId('wizard-step2')).toBeTruthy();
    expect(byTestId('wizard-paid-package-text').textContent).toBe(diamondText(w));
    await waitFor(() => expect(location()).toBe('/new-package?payment=pi_test_diamond'));

    const others = byTestId('wizard-credits');
    expect(others.textContent).toContain(w.credits.others);
    const photos = within(others).getByTestId('wizard-credit-pi_test_photos');
    expect(photos.textContent).toContain(photosText(w));
    expect(within(photos).getByTestId('wizard-credit-use').textContent).toBe(w.credits.use);
    fireEvent.click(within(photos).getByTestId('wizard-credit-use'));
    expect(byTestId('wizard-paid-package-text').textContent).toBe(photosText(w));
    await waitFor(() => expect(location()).toBe('/new-package?payment=pi_test_photos'));
    expect(byTestId('wizard-step2')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(0);
  });

  it.each(LANGS)('"start a new package" opens a fresh step 1 that a reload keeps, and a package already paid is not charged again (%s)', async (lang) => {
    const { fetchMock, w } = renderWizard({ lang, credits: [PHOTOS_CREDIT] });
    await screen.findByTestId('wizard-paid-package');
    expect(byTestId('wizard-start-new').textContent).toBe(w.credits.startNew);
    fireEvent.click(byTestId('wizard-start-new'));
    expect(await screen.findByTestId('wizard-step1')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/new-package?new=1'));
    expect((byTestId('addon-photo-video-toggle') as HTMLInputElement).checked).toBe(false);
    expect(byTestId('wizard-credits').textContent).toContain(w.credits.title);

    // Ticking the package that was paid for goes on with that payment instead of charging $15 again.
    fireEvent.click(byTestId('addon-photo-video-toggle'));
    expect(byTestId('wizard-package-submit').textContent).toBe(w.package.continuePaid);
    await act(async () => void fireEvent.click(byTestId('wizard-package-submit')));
    expect(await screen.findByTestId('wizard-step2')).toBeTruthy();
    expect(byTestId('wizard-paid-package').getAttribute('data-payment')).toBe('pi_test_photos');
    expect(calls(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(0);
  });

  it.each(LANGS)('keeps a new payment in the address, so that a reload lands on step 2 (%s)', async (lang) => {
    const intent: CreatePaymentIntentResponse = { clientSecret: 'pi_test_new_secret', paymentIntentId: 'pi_test_new', amount: 1500, currency: 'usd', mode: 'test' };
    renderWizard({
      lang,
      answers: {
        'POST /api/create-payment-intent': { status: 200, body: intent },
        'POST /api/billing/test-confirm': { status: 200, body: { ...paymentOf(PHOTOS_CREDIT), paymentIntentId: 'pi_test_new' } },
      },
    });
    await screen.findByTestId('wizard-step1');
    expect(screen.queryByTestId('wizard-credits')).toBeNull();
    fireEvent.click(byTestId('addon-photo-video-toggle'));
    await act(async () => void fireEvent.click(byTestId('wizard-package-submit')));
    await screen.findByTestId('wizard-pay');
    fireEvent.change(byTestId('test-card-number'), { target: { value: '4242 4242 4242 4242' } });
    await act(async () => void fireEvent.click(byTestId('payment-submit')));
    expect(await screen.findByTestId('wizard-step2')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/new-package?payment=pi_test_new'));
    // The wizard's own address change does not restart it.
    expect(byTestId('wizard-step2')).toBeTruthy();
  });

  it.each(LANGS)('a payment already used for a post says so instead of opening step 2 (%s)', async (lang) => {
    const { w } = renderWizard({
      lang,
      path: '/new-package?payment=pi_test_photos',
      answers: { 'GET /api/billing/payments/pi_test_photos': { status: 200, body: paymentOf(PHOTOS_CREDIT, 7) } },
    });
    const used = await screen.findByTestId('payment-used');
    expect(used.textContent).toContain(w.resume.usedTitle);
    expect(byTestId('payment-used-new').textContent).toBe(w.credits.startNew);
    expect(screen.queryByTestId('wizard-step2')).toBeNull();
  });
});

describe('how long each add-on lasts', () => {
  it.each(LANGS)('says it under each months field, against the 6-month listing (%s)', async (lang) => {
    const { w } = renderWizard({ lang });
    await screen.findByTestId('wizard-step1');
    fireEvent.click(byTestId('addon-photo-video-toggle'));
    expect(byTestId('photo-video-months-lasts').textContent).toBe(fill(w.package.lasts.photoVideo_one, { count: 1, listing: 6 }));
    fireEvent.change(byTestId('photo-video-months'), { target: { value: '2' } });
    expect(byTestId('photo-video-months-lasts').textContent).toBe(fill(w.package.lasts.photoVideo_other, { count: 2, listing: 6 }));
    fireEvent.change(byTestId('photo-video-months'), { target: { value: '8' } });
    expect(byTestId('photo-video-months-lasts').textContent).toBe(fill(w.package.lasts.beyond, { count: 8, listing: 6 }));
    expect(byTestId('state-months-lasts').textContent).toBe(fill(w.package.lasts.state_one, { count: 1, listing: 6 }));
    fireEvent.click(byTestId('priority-diamond2'));
    fireEvent.change(byTestId('priority-months'), { target: { value: '3' } });
    expect(byTestId('priority-months-lasts').textContent).toBe(fill(w.package.lasts.priority_other, { count: 3, listing: 6 }));
  });

  it('reads "1 month" but "2 months" in English, and the same word in Vietnamese', () => {
    expect(fill(en.wizard.package.lasts.photoVideo_one, { count: 1, listing: 6 })).toBe("Photos & video show for 1 month of the listing's 6 months");
    expect(fill(en.wizard.package.lasts.photoVideo_other, { count: 2, listing: 6 })).toBe("Photos & video show for 2 months of the listing's 6 months");
    expect(fill(vi.wizard.package.lasts.photoVideo_other, { count: 2, listing: 6 })).toBe('Ảnh/video hiển thị 2 tháng trong 6 tháng đăng tin');
  });
});
