/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BillingErrorCode, type PaymentState, type PricingRecord, type Store } from '@chonail/shared/contracts';
import { SAMPLE_USER } from '@chonail/shared/contracts/testing';
import { createI18n, en, I18nextProvider, vi } from '@chonail/shared/i18n';
import { baseApi, NEW_JOB_POST_EVENT } from '@chonail/web/data';
import { toast, useToasts } from '@chonail/web/ui';
import { WizardErrorBoundary } from './PackageWizard';
import { bodies, calls, fill, INTENT, LANGS, renderWizard as renderShared, TEXT, type WizardRenderOptions } from './wizard-testing';

/** Deliberately not the defaults, so a total shows which table it came from. */
const PRICES: PricingRecord[] = [
  { packageType: 'photo_video', pricePerMonth: 20 },
  { packageType: 'state', pricePerMonth: 4 },
  { packageType: 'diamond1', pricePerMonth: 6 },
  { packageType: 'diamond2', pricePerMonth: 12 },
  { packageType: 'diamond3', pricePerMonth: 40 },
];

const STORES: Store[] = [
  { id: 1, name: 'Lotus Nails', address: '9889 Bellaire Blvd', addressOptional: 'Suite 5', city: 'Houston', state: 'TX', zipcode: '77036', area: 1200, hideAddress: false, phone: '(713) 555-0142' },
  { id: 2, name: 'Katy Nails & Spa', address: '100 Main St', addressOptional: null, city: 'Katy', state: 'TX', zipcode: null, area: null, hideAddress: true, phone: null },
];

// A probe of what other pages show: the lists and counts that must refresh after a new post.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    statsProbe: build.query<unknown, void>({ query: () => '/api/stats', providesTags: ['Stats'] }),
    myPostsProbe: build.query<unknown, void>({ query: () => '/api/my-job-posts', providesTags: ['MyJobPosts'] }),
    postsProbe: build.query<unknown, void>({ query: () => '/api/job-posts?limit=50', providesTags: ['JobPosts'] }),
  }),
});

function OtherPages() {
  probeApi.useStatsProbeQuery();
  probeApi.useMyPostsProbeQuery();
  probeApi.usePostsProbeQuery();
  return null;
}

function ToastProbe() {
  const toasts = useToasts().filter((t) => t.open);
  return (
    <ul data-testid="toasts">
      {toasts.map((t) => (
        <li key={t.id}>
          {t.title}|{t.description ?? ''}
        </li>
      ))}
    </ul>
  );
}
const toastText = () => screen.getByTestId('toasts').textContent ?? '';

/** The wizard with this file's prices, and probes of the other pages' lists and of the toasts beside it. */
const renderWizard = (options: WizardRenderOptions = {}) =>
  renderShared({
    prices: PRICES,
    beside: (
      <>
        <OtherPages />
        <ToastProbe />
      </>
    ),
    ...options,
    answers: {
      'GET /api/stats': { status: 200, body: {} },
      'GET /api/my-job-posts': { status: 200, body: [] },
      'GET /api/job-posts?limit=50': { status: 200, body: [] },
      ...options.answers,
    },
  });

const byTestId = (id: string) => screen.getByTestId(id);
const click = (id: string) => fireEvent.click(byTestId(id));
const type = (id: string, value: string) => fireEvent.change(byTestId(id), { target: { value } });
const packageButton = () => byTestId('wizard-package-submit');

/** Photo/video 2 months, TX and CA for 3 months, diamond 2 for 1 month: $40 + $24 + $12 = $76 with PRICES. */
function choosePaidPackage() {
  click('addon-photo-video-toggle');
  type('photo-video-months', '2');
  click('addon-state-toggle');
  click('state-TX');
  click('state-CA');
  type('state-months', '3');
  click('priority-diamond2');
}

function fillNewStore() {
  click('job-type-hiring');
  type('store-name', 'Lotus Nails');
  type('store-address1', '9889 Bellaire Blvd');
  type('store-address2', 'Suite 5');
  type('store-city', 'Houston');
  type('store-state', 'TX');
  type('store-zipcode', '77036');
  type('store-area', '1200');
  click('store-hide-address');
  type('listing-title', 'Cần thợ bột');
  type('listing-description', 'Lương cao, bao ăn ở.');
}

async function payWithTestCard(cardNumber: string) {
  // After a refused card, the button is back once the refused request has settled.
  await waitFor(() => expect((byTestId('payment-submit') as HTMLButtonElement).disabled).toBe(false));
  type('test-card-number', cardNumber);
  await act(async () => void fireEvent.click(byTestId('payment-submit')));
}

beforeEach(() => {
  localStorage.clear();
  // Only the newest toast is kept: this one stands for "no toast from this test yet".
  toast({ title: 'none' });
});
afterEach(() => jest.useRealTimers());

describe('the sign-in gate', () => {
  it.each(LANGS)('asks a guest to log in, with a way home (%s)', async (lang) => {
    const { fetchMock, w } = renderWizard({ lang, signedInAs: null });
    const prompt = await screen.findByTestId('wizard-login-required');
    expect(prompt.textContent).toContain(w.login.title);
    expect(prompt.textContent).toContain(w.login.body);
    expect(within(prompt).getByRole('link', { name: w.login.home }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('wizard-step1')).toBeNull();
    expect(calls(fetchMock, 'GET', '/api/pricing')).toHaveLength(0);
  });

  it('shows a spinner with the loading text while the session is checked', () => {
    renderWizard({ answers: { 'GET /api/auth/user': () => ({ status: 200, body: SAMPLE_USER }) } });
    expect(screen.getByText(vi.common.loading)).toBeTruthy();
    expect(screen.queryByTestId('wizard-step1')).toBeNull();
  });
});

describe('step 1: package', () => {
  it.each(LANGS)('prices the add-ons from the server and labels the button with the total (%s)', async (lang) => {
    const { w } = renderWizard({ lang });
    expect(await screen.findByTestId('wizard-step1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(w.steps.package);
    expect(byTestId('package-basic').textContent).toContain(w.free);
    expect(packageButton().textContent).toBe(w.package.submitFree);
    expect(byTestId('cost-summary-total').textContent).toBe('$0');

    click('addon-photo-video-toggle');
    expect(packageButton().textContent).toBe(fill(w.package.submitPay, { total: '$20' }));
    type('photo-video-months', '3');
    expect(byTestId('cost-line-photo_video').textContent).toContain('$60');

    click('addon-state-toggle');
    click('state-TX');
    click('state-CA');
    type('state-months', '2');
    const twoStates = fill(w.summary.stateCount_other, { count: 2 });
    expect(byTestId('cost-line-state').textContent).toContain(fill(w.summary.perStateDetail, { price: '$4', states: twoStates, months: fill(w.summary.monthCount_other, { count: 2 }) }));
    expect(byTestId('cost-line-state').textContent).toContain('$16');

    // The months of a priority level appear only once a level is chosen.
    expect(screen.queryByTestId('priority-months')).toBeNull();
    click('priority-diamond3');
    expect(byTestId('priority-months')).toBeTruthy();
    expect(byTestId('cost-line-diamond3').textContent).toContain('$40');
    expect(byTestId('cost-summary-total').textContent).toBe('$116');
    expect(packageButton().textContent).toBe(fill(w.package.submitPay, { total: '$116' }));

    click('priority-none');
    expect(screen.queryByTestId('priority-months')).toBeNull();
    expect(packageButton().textContent).toBe(fill(w.package.submitPay, { total: '$76' }));
  });

  it.each(LANGS)('uses the default prices when the pricing call fails (%s)', async (lang) => {
    const { w } = renderWizard({ lang, answers: { 'GET /api/pricing': { status: 500, body: { message: 'boom' } } } });
    await screen.findByTestId('wizard-step1');
    click('addon-photo-video-toggle');
    expect(packageButton().textContent).toBe(fill(w.package.submitPay, { total: '$15' }));
    click('priority-diamond3');
    expect(packageButton().textContent).toBe(fill(w.package.submitPay, { total: '$45' }));
    expect(byTestId('addon-priority').textContent).toContain(fill(w.perMonth, { price: '$30' }));
  });

  it('takes an empty or invalid month count as 1 once the field is left', async () => {
    renderWizard();
    await screen.findByTestId('wizard-step1');
    click('addon-photo-video-toggle');
    const months = screen.getByLabelText(fill(vi.wizard.monthsOf, { name: vi.wizard.package.photoVideo.title })) as HTMLInputElement;
    expect(months).toBe(byTestId('photo-video-months'));
    type('photo-video-months', '');
    expect(byTestId('cost-summary-total').textContent).toBe('$20');
    fireEvent.blur(months);
    expect(months.value).toBe('1');
    type('photo-video-months', '0');
    fireEvent.blur(months);
    expect(months.value).toBe('1');
  });

  it.each(LANGS)("chooses and clears all 50 states with 'Choose All' (%s)", async (lang) => {
    const { w } = renderWizard({ lang });
    await screen.findByTestId('wizard-step1');
    click('addon-state-toggle');
    expect(byTestId('states-choose-all').textContent).toBe(w.package.state.chooseAll);
    click('states-choose-all');
    expect(byTestId('states-chosen').textContent).toBe(fill(w.package.state.chosen, { count: 50, total: 50 }));
    expect(packageButton().textContent).toBe(fill(w.package.submitPay, { total: '$200' }));
    expect(byTestId('states-choose-all').textContent).toBe(w.package.state.clearAll);
    click('states-choose-all');
    expect(byTestId('states-chosen').textContent).toBe(fill(w.package.state.chosen, { count: 0, total: 50 }));
  });

  it.each(LANGS)('refuses the state add-on without a state, without asking the server (%s)', async (lang) => {
    const { fetchMock, w } = renderWizard({ lang });
    await screen.findByTestId('wizard-step1');
    click('addon-state-toggle');
    fireEvent.click(packageButton());
    await waitFor(() => expect(toastText()).toBe(`${w.errorTitle}|${w.package.incomplete}`));
    expect(byTestId('addon-state').textContent).toContain(w.package.incomplete);
    expect(byTestId('wizard-step1')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(0);
  });

  it.each(LANGS)('goes straight to step 2 with the free package (%s)', async (lang) => {
    const { fetchMock, w } = renderWizard({ lang });
    await screen.findByTestId('wizard-step1');
    fireEvent.click(packageButton());
    expect(await screen.findByTestId('wizard-step2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(w.steps.listing);
    expect(calls(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(0);
    // No photo/video add-on, no uploader.
    expect(screen.queryByTestId('media-section')).toBeNull();
  });

  it.each(LANGS)('takes the free path for an add-on staff priced at $0, and posts it without a payment (%s)', async (lang) => {
    const prices = [
      { packageType: 'photo_video', pricePerMonth: 15 },
      { packageType: 'state', pricePerMonth: 5 },
      { packageType: 'diamond1', pricePerMonth: 0 },
      { packageType: 'diamond2', pricePerMonth: 10 },
      { packageType: 'diamond3', pricePerMonth: 30 },
    ] as const;
    const { fetchMock, w } = renderWizard({ lang, prices: [...prices] });
    await screen.findByTestId('wizard-step1');
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/pricing').length).toBeGreaterThan(0));
    click('priority-diamond1');
    await waitFor(() => expect(byTestId('cost-summary-total').textContent).toBe('$0'));
    expect(packageButton().textContent).toBe(w.package.submitFree);
    fireEvent.click(packageButton());
    await screen.findByTestId('wizard-step2');
    expect(calls(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(0);

    fillNewStore();
    fireEvent.click(byTestId('wizard-submit'));
    await waitFor(() => expect(bodies(fetchMock, 'POST', '/api/job-posts')).toHaveLength(1));
    const [body] = bodies(fetchMock, 'POST', '/api/job-posts') as Array<Record<string, unknown>>;
    expect(body).toMatchObject({ priorityAddon: 'diamond1', priorityMonths: 1 });
    expect(body?.['paymentIntentId'] ?? null).toBeNull();
    // The wizard's own ending (the portal, 100 ms later), so nothing of this test runs into the next.
    await waitFor(() => expect(byTestId('location').textContent).toBe('/customerportal'));
  });

  it.each(LANGS)("toasts the server's refusal of a payment in the reader's language, and fetches the prices again (%s)", async (lang) => {
    const { fetchMock, w } = renderWizard({
      lang,
      answers: { 'POST /api/create-payment-intent': { status: 400, body: { message: 'Amount does not match', code: 'AMOUNT_MISMATCH' } } },
    });
    await screen.findByTestId('wizard-step1');
    click('addon-photo-video-toggle');
    await act(async () => void fireEvent.click(packageButton()));
    expect(toastText()).toBe(`${w.errorTitle}|${TEXT[lang].apiErrors.AMOUNT_MISMATCH}`);
    expect(byTestId('wizard-step1')).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/pricing')).toHaveLength(2));
  });

  it.each(LANGS)('toasts the fallback when creating the payment fails unexpectedly (%s)', async (lang) => {
    const { w } = renderWizard({ lang, answers: { 'POST /api/create-payment-intent': { status: 500, body: { message: 'Internal server error' } } } });
    await screen.findByTestId('wizard-step1');
    click('addon-photo-video-toggle');
    await act(async () => void fireEvent.click(packageButton()));
    expect(toastText()).toBe(`${w.errorTitle}|${w.payment.intentFailed}`);
  });

  it.each(LANGS)("reads 'Đang tạo thanh toán...' while the payment is being created (%s)", async (lang) => {
    const { fetchMock, w } = renderWizard({ lang });
    await screen.findByTestId('wizard-step1');
    click('addon-photo-video-toggle');
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    fireEvent.click(packageButton());
    await waitFor(() => expect(packageButton().textContent).toBe(w.package.creatingPayment));
    expect((packageButton() as HTMLButtonElement).disabled).toBe(true);
    const body = JSON.stringify({ ...INTENT, amount: 2000 });
    await act(async () => answer({ ok: true, status: 200, text: async () => body } as Response));
    expect(await screen.findByTestId('wizard-pay')).toBeTruthy();
  });
});

describe('payment in test mode', () => {
  it.each(LANGS)('declines card 4000 0000 0000 0002, then pays with another card and opens step 2 (%s)', async (lang) => {
    let confirms = 0;
    const { fetchMock, w } = renderWizard({
      lang,
      answers: {
        'POST /api/billing/test-confirm': () =>
          ++confirms === 1
            ? { status: 402, body: { code: 'CARD_DECLINED', message: 'Your card was declined.' } }
            : { status: 200, body: { paymentIntentId: INTENT.paymentIntentId, status: 'paid' } satisfies Partial<PaymentState> },
      },
    });
    await screen.findByTestId('wizard-step1');
    choosePaidPackage();
    await act(async () => void fireEvent.click(packageButton()));

    const pay = await screen.findByTestId('wizard-pay');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(w.payment.title);
    expect(pay.textContent).toContain(w.payment.subtitle);
    expect(byTestId('test-mode-banner').textContent).toContain(w.payment.testMode);
    expect(byTestId('test-mode-banner').textContent).toContain('4242 4242 4242 4242');
    expect(byTestId('test-mode-banner').textContent).toContain('4000 0000 0000 0002');
    expect(byTestId('order-summary').textContent).toContain(w.summary.orderTitle);
    expect(byTestId('order-summary-total').textContent).toBe('$76');
    expect((byTestId('test-card-number') as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText(w.payment.cardNumber)).toBe(byTestId('test-card-number'));
    expect(byTestId('payment-submit').textContent).toBe(fill(w.payment.pay, { total: '$76' }));
    // Test mode never needs Stripe's key.
    expect(calls(fetchMock, 'GET', '/api/billing/config')).toHaveLength(0);

    expect(bodies(fetchMock, 'POST', '/api/create-payment-intent')).toEqual([
      {
        amount: 7600,
        currency: 'usd',
        packageData: {
          basicPackage: true,
          photoVideoAddon: true,
          photoVideoMonths: 2,
          stateAddon: true,
          selectedStates: ['TX', 'CA'],
          stateMonths: 3,
          priorityAddon: 'diamond2',
          priorityMonths: 1,
          totalCost: 76,
        },
      },
    ]);

    await payWithTestCard('4000 0000 0000 0002');
    expect(toastText()).toBe(`${w.payment.errorTitle}|${TEXT[lang].apiErrors.CARD_DECLINED}`);
    expect(byTestId('wizard-pay')).toBeTruthy();

    await payWithTestCard('4242424242424242');
    expect(await screen.findByTestId('wizard-step2')).toBeTruthy();
    expect(toastText()).toBe(`${w.payment.successTitle}|${w.payment.successBody}`);
    expect(bodies(fetchMock, 'POST', '/api/billing/test-confirm')).toEqual([
      { paymentIntentId: 'pi_test_1', clientSecret: 'pi_test_1_secret_abc', cardNumber: '4000000000000002' },
      { paymentIntentId: 'pi_test_1', clientSecret: 'pi_test_1_secret_abc', cardNumber: '4242424242424242' },
    ]);
  });

  it.each(LANGS)('checks the card number before sending it, and shows the generic failure when the server fails (%s)', async (lang) => {
    const { fetchMock, w } = renderWizard({ lang, answers: { 'POST /api/billing/test-confirm': 'network-error' } });
    await screen.findByTestId('wizard-step1');
    click('addon-photo-video-toggle');
    await act(async () => void fireEvent.click(packageButton()));
    await screen.findByTestId('wizard-pay');

    await payWithTestCard('4242');
    await waitFor(() => expect(byTestId('test-card-form').textContent).toContain(w.payment.cardNumberInvalid));
    expect(calls(fetchMock, 'POST', '/api/billing/test-confirm')).toHaveLength(0);

    await payWithTestCard('4242 4242 4242 4242');
    expect(toastText()).toBe(`${w.errorTitle}|${w.payment.failed}`);
  });

  it.each(LANGS)("reads 'Đang xử lý...' while paying (%s)", async (lang) => {
    const { fetchMock, w } = renderWizard({ lang });
    await screen.findByTestId('wizard-step1');
    click('addon-photo-video-toggle');
    await act(async () => void fireEvent.click(packageButton()));
    await screen.findByTestId('wizard-pay');
    type('test-card-number', '4242 4242 4242 4242');
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    fireEvent.click(byTestId('payment-submit'));
    await waitFor(() => expect(byTestId('payment-submit').textContent).toBe(w.payment.processing));
  });

  it.each(LANGS)('goes back to step 1 from the payment screen, and asks for a new payment after (%s)', async (lang) => {
    const { fetchMock, w } = renderWizard({ lang });
    await screen.findByTestId('wizard-step1');
    click('addon-photo-video-toggle');
    await act(async () => void fireEvent.click(packageButton()));
    await screen.findByTestId('wizard-pay');
    expect(byTestId('payment-back').textContent).toBe(w.payment.back);
    click('payment-back');
    expect(byTestId('wizard-step1')).toBeTruthy();
    // The package is kept.
    expect((byTestId('addon-photo-video-toggle') as HTMLInputElement).checked).toBe(true);
    await act(async () => void fireEvent.click(packageButton()));
    await screen.findByTestId('wizard-pay');
    expect(calls(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(2);
  });
});

describe('step 2: listing', () => {
  async function openStep2(options: Parameters<typeof renderWizard>[0] = {}) {
    const rendered = renderWizard(options);
    await screen.findByTestId('wizard-step1');
    fireEvent.click(packageButton());
    await screen.findByTestId('wizard-step2');
    return rendered;
  }

  it.each(LANGS)('asks a hiring post what experience it wants and sends it; a salon for sale is not asked (%s)', async (lang) => {
    const { fetchMock } = await openStep2({ lang });
    fillNewStore();
    const select = byTestId('experience-level') as HTMLSelectElement;
    expect(screen.getByLabelText(TEXT[lang].experience.label)).toBe(select);
    expect([...select.options].map((option) => option.textContent)).toEqual(
      ['unspecified', 'none', 'beginner', 'experienced', 'expert'].map((key) => TEXT[lang].experience[key as keyof (typeof TEXT)['vi']['experience']]),
    );
    // Before posting: the portal opens 100 ms after the post, which a loaded machine may pass before a later click.
    click('job-type-selling');
    expect(screen.queryByTestId('experience-level')).toBeNull();
    click('job-type-hiring');
    fireEvent.change(byTestId('experience-level'), { target: { value: 'experienced' } });
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    await waitFor(() => expect(bodies(fetchMock, 'POST', '/api/job-posts')).toHaveLength(1));
    expect(bodies(fetchMock, 'POST', '/api/job-posts')[0]).toMatchObject({ jobType: 'hiring', experienceLevel: 'experienced' });
  });

  it('starts with the kind of post chosen in the job-creation dialog (?jobType=)', async () => {
    await openStep2({ path: '/new-package?jobType=selling' });
    expect((byTestId('job-type-selling') as HTMLInputElement).checked).toBe(true);
    expect((byTestId('job-type-hiring') as HTMLInputElement).checked).toBe(false);
  });

  it.each(LANGS)('names every missing field and sends nothing (%s)', async (lang) => {
    const { fetchMock, w } = await openStep2({ lang });
    expect(byTestId('wizard-submit').textContent).toBe(w.listing.submit);
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    const form = byTestId('wizard-step2');
    for (const message of [w.listing.errors.jobType, w.listing.errors.title, w.listing.errors.description, w.listing.errors.store]) {
      await waitFor(() => expect(form.textContent).toContain(message));
    }
    // The first missing field takes the focus.
    expect(document.activeElement).toBe(byTestId('job-type-hiring'));
    expect(calls(fetchMock, 'POST', '/api/job-posts')).toHaveLength(0);

    // Corrected fields lose their message at once.
    click('job-type-selling');
    type('listing-title', 'Bán tiệm');
    expect(form.textContent).not.toContain(w.listing.errors.jobType);
    expect(form.textContent).not.toContain(w.listing.errors.title);
    expect(form.textContent).toContain(w.listing.errors.description);

    fillNewStore();
    type('store-zipcode', '7703');
    type('store-area', '12.5');
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    await waitFor(() => expect(form.textContent).toContain(w.listing.errors.zipcode));
    expect(form.textContent).toContain(w.listing.errors.area);
    expect(form.textContent).not.toContain(w.listing.errors.store);
    expect(calls(fetchMock, 'POST', '/api/job-posts')).toHaveLength(0);
  });

  it.each(LANGS)('lists the owner stores as cards; a click chooses one (%s)', async (lang) => {
    const { fetchMock, w } = await openStep2({ lang, answers: { 'GET /api/stores': { status: 200, body: STORES } } });
    const useExisting = await screen.findByLabelText(fill(w.listing.useExisting_other, { count: 2 }));
    expect(screen.getByTestId('store-name')).toBeTruthy();
    fireEvent.click(useExisting);
    expect(screen.queryByTestId('store-name')).toBeNull();

    const lotus = byTestId('store-card-1');
    for (const part of ['Lotus Nails', '9889 Bellaire Blvd', 'Suite 5', 'Houston, TX 77036', fill(w.listing.area, { area: 1200 }), fill(w.listing.hideAddress, { value: w.listing.no }), fill(w.listing.phone, { phone: '(713) 555-0142' })]) {
      expect(lotus.textContent).toContain(part);
    }
    expect(byTestId('store-card-2').textContent).toContain(fill(w.listing.hideAddress, { value: w.listing.yes }));
    expect(byTestId('store-card-2').textContent).toContain('Katy, TX');

    click('store-card-2');
    expect(byTestId('store-card-2').getAttribute('aria-pressed')).toBe('true');
    expect(lotus.getAttribute('aria-pressed')).toBe('false');
    click('store-card-1');
    expect(lotus.getAttribute('aria-pressed')).toBe('true');

    click('job-type-hiring');
    type('listing-title', 'Cần thợ bột');
    type('listing-description', 'Lương cao');
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/job-posts')).toHaveLength(1));
    // The free package: no add-on months, no states, no upload session, no payment.
    expect(bodies(fetchMock, 'POST', '/api/job-posts')[0]).toEqual({
      duration: 6,
      title: 'Cần thợ bột',
      description: 'Lương cao',
      jobType: 'hiring',
      storeId: 1,
      storeName: 'Lotus Nails',
      location: 'Houston, TX',
      fullAddress: '9889 Bellaire Blvd, Suite 5, Houston, TX 77036',
      streetAddress: '9889 Bellaire Blvd',
      address2: 'Suite 5',
      city: 'Houston',
      state: 'TX',
      zipcode: '77036',
      store_sq_ft: 1200,
      hideAddress: false,
      photoVideoMonths: 0,
      urgentDays: 0,
      stateMonths: 0,
      selectedStates: [],
      priorityAddon: 'none',
      priorityMonths: 0,
      hasPhotoVideoAddon: false,
      isNationwide: false,
      sessionId: null,
    });
  });

  it("names a new store's missing fields once, marks the empty ones, and focuses the store's name", async () => {
    const { w } = await openStep2();
    click('job-type-selling');
    type('store-address1', '9889 Bellaire Blvd');
    type('listing-title', 'Bán tiệm');
    type('listing-description', 'Khách đông');
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    const section = byTestId('store-section');
    await waitFor(() => expect(section.textContent).toContain(w.listing.errors.store));
    expect(document.activeElement).toBe(byTestId('store-name'));
    const problem = within(section).getByRole('alert');
    for (const id of ['store-name', 'store-city', 'store-state', 'store-zipcode']) {
      expect(byTestId(id).getAttribute('aria-invalid')).toBe('true');
      expect(byTestId(id).getAttribute('aria-describedby')).toBe(problem.id);
    }
    expect(byTestId('store-address1').getAttribute('aria-invalid')).toBe('false');

    // The problem stays while a store field is still empty, and goes once the last one is filled.
    type('store-name', 'Lotus Nails');
    type('store-city', 'Houston');
    type('store-state', 'TX');
    expect(section.textContent).toContain(w.listing.errors.store);
    expect(byTestId('store-name').getAttribute('aria-invalid')).toBe('false');
    type('store-zipcode', '77036');
    await waitFor(() => expect(section.textContent).not.toContain(w.listing.errors.store));
  });

  it('asks for a store card when the owner uses an existing store, and keeps the chosen one through a trip back to step 1', async () => {
    const { fetchMock, w } = await openStep2({ answers: { 'GET /api/stores': { status: 200, body: STORES } } });
    fireEvent.click(await screen.findByTestId('use-existing-store'));
    click('job-type-selling');
    type('listing-title', 'Bán tiệm');
    type('listing-description', 'Khách đông');
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    const section = byTestId('store-section');
    await waitFor(() => expect(section.textContent).toContain(w.listing.errors.store));
    // The store's problem takes the focus: the cards, as no field of the store is shown.
    expect(document.activeElement).toBe(byTestId('store-card-1').closest('ul')?.parentElement);
    expect(calls(fetchMock, 'POST', '/api/job-posts')).toHaveLength(0);

    click('store-card-2');
    // Choosing a store answers the problem at once.
    await waitFor(() => expect(section.textContent).not.toContain(w.listing.errors.store));
    click('listing-back');
    fireEvent.click(packageButton());
    await screen.findByTestId('wizard-step2');
    expect(byTestId('store-card-2').getAttribute('aria-pressed')).toBe('true');
    expect((byTestId('listing-title') as HTMLInputElement).value).toBe('Bán tiệm');
    expect((byTestId('job-type-selling') as HTMLInputElement).checked).toBe(true);
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/job-posts')).toHaveLength(1));
    expect(bodies(fetchMock, 'POST', '/api/job-posts')[0]).toMatchObject({ jobType: 'selling', storeId: 2, storeName: 'Katy Nails & Spa', title: 'Bán tiệm' });
  });

  it('keeps the new store fields, the place a suggestion filled among them, through a trip back to step 1', async () => {
    await openStep2({ answers: { 'GET /api/address-suggestions?q=Hous': { status: 200, body: [{ city: 'Houston', state: 'TX', zipcode: '77036', label: 'Houston, TX 77036' }] } } });
    type('store-name', 'Lotus Nails');
    type('store-city', 'Hous');
    fireEvent.click(await screen.findByRole('option', { name: 'Houston, TX 77036' }));
    click('listing-back');
    fireEvent.click(packageButton());
    await screen.findByTestId('wizard-step2');
    expect((byTestId('store-name') as HTMLInputElement).value).toBe('Lotus Nails');
    expect((byTestId('store-city') as HTMLInputElement).value).toBe('Houston');
    expect((byTestId('store-state') as HTMLSelectElement).value).toBe('TX');
    expect((byTestId('store-zipcode') as HTMLInputElement).value).toBe('77036');
  });

  it.each(LANGS)('deletes a store after confirming, and refreshes the list (%s)', async (lang) => {
    let stores = STORES;
    const { fetchMock, w } = await openStep2({
      lang,
      answers: {
        'GET /api/stores': () => ({ status: 200, body: stores }),
        'DELETE /api/stores/2': () => {
          stores = STORES.slice(0, 1);
          return { status: 200, body: { success: true } };
        },
      },
    });
    fireEvent.click(await screen.findByTestId('use-existing-store'));
    click('store-card-2');
    fireEvent.click(screen.getByRole('button', { name: fill(w.listing.deleteStore, { name: 'Katy Nails & Spa' }) }));

    const dialog = await screen.findByTestId('delete-store-dialog');
    expect(within(dialog).getByText(w.deleteStore.title)).toBeTruthy();
    expect(dialog.textContent).toContain(fill(w.deleteStore.body, { name: 'Katy Nails & Spa' }));
    expect(byTestId('delete-store-dialog-cancel').textContent).toBe(w.deleteStore.cancel);
    click('delete-store-dialog-cancel');
    await waitFor(() => expect(screen.queryByTestId('delete-store-dialog')).toBeNull());
    expect(calls(fetchMock, 'DELETE', '/api/stores/2')).toHaveLength(0);

    click('store-delete-2');
    await screen.findByTestId('delete-store-dialog');
    expect(byTestId('delete-store-dialog-confirm').textContent).toBe(w.deleteStore.confirm);
    await act(async () => void fireEvent.click(byTestId('delete-store-dialog-confirm')));
    await waitFor(() => expect(screen.queryByTestId('store-card-2')).toBeNull());
    expect(toastText()).toBe(`${w.deleteStore.success}|`);
    expect(screen.queryByTestId('delete-store-dialog')).toBeNull();
    expect(calls(fetchMock, 'GET', '/api/stores').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText(fill(w.listing.useExisting_one, { count: 1 }))).toBeTruthy();
    // The deleted store was the chosen one: none is chosen now.
    expect(byTestId('store-card-1').getAttribute('aria-pressed')).toBe('false');
  });

  it.each(LANGS)("toasts why a store could not be deleted, closing the dialog and keeping the store (%s)", async (lang) => {
    const { w } = await openStep2({
      lang,
      answers: {
        'GET /api/stores': { status: 200, body: STORES },
        'DELETE /api/stores/1': { status: 404, body: { code: 'STORE_NOT_FOUND', message: 'Store not found' } },
        'DELETE /api/stores/2': { status: 500, body: { message: 'Internal server error' } },
      },
    });
    fireEvent.click(await screen.findByTestId('use-existing-store'));
    click('store-delete-1');
    await screen.findByTestId('delete-store-dialog');
    await act(async () => void fireEvent.click(byTestId('delete-store-dialog-confirm')));
    expect(toastText()).toBe(`${w.errorTitle}|${TEXT[lang].apiErrors.STORE_NOT_FOUND}`);
    await waitFor(() => expect(screen.queryByTestId('delete-store-dialog')).toBeNull());
    expect(byTestId('store-card-1')).toBeTruthy();

    click('store-delete-2');
    await screen.findByTestId('delete-store-dialog');
    await act(async () => void fireEvent.click(byTestId('delete-store-dialog-confirm')));
    expect(toastText()).toBe(`${w.errorTitle}|${w.deleteStore.failed}`);
    expect(byTestId('store-card-2')).toBeTruthy();
  });

  it.each(LANGS)("reads 'Đang xóa...' while the store is being deleted (%s)", async (lang) => {
    const { fetchMock, w } = await openStep2({ lang, answers: { 'GET /api/stores': { status: 200, body: STORES } } });
    fireEvent.click(await screen.findByTestId('use-existing-store'));
    click('store-delete-1');
    await screen.findByTestId('delete-store-dialog');
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    fireEvent.click(byTestId('delete-store-dialog-confirm'));
    await waitFor(() => expect(byTestId('delete-store-dialog-confirm').textContent).toBe(w.deleteStore.deleting));
  });

  it('fills city, state and ZIP from a suggestion, and does not ask again for a settled place', async () => {
    const houston = [{ city: 'Houston', state: 'TX', zipcode: null, label: 'Houston, TX' }];
    const zip = [{ city: 'Houston', state: 'TX', zipcode: '77036', label: 'Houston, TX 77036' }];
    const { fetchMock } = await openStep2({
      answers: {
        'GET /api/address-suggestions?q=9889+Bellaire+Blvd%2C+Hous': { status: 200, body: houston },
        'GET /api/address-suggestions?q=770': { status: 200, body: zip },
      },
    });
    const address1 = byTestId('store-address1') as HTMLInputElement;
    expect(address1.placeholder).toBe(vi.wizard.listing.addressPlaceholder);
    expect(screen.getByLabelText(vi.wizard.listing.address1)).toBe(address1);

    type('store-address1', '9889 Bellaire Blvd, Hous');
    fireEvent.click(await screen.findByRole('option', { name: 'Houston, TX' }));
    expect(address1.value).toBe('9889 Bellaire Blvd');
    expect((byTestId('store-city') as HTMLInputElement).value).toBe('Houston');
    expect((byTestId('store-state') as HTMLSelectElement).value).toBe('TX');
    expect(screen.queryByRole('listbox')).toBeNull();

    type('store-zipcode', '770');
    const option = await screen.findByRole('option', { name: 'Houston, TX 77036' });
    // The keyboard picks too, and Enter does not submit the form while the list is open.
    fireEvent.keyDown(byTestId('store-zipcode'), { key: 'ArrowDown' });
    expect(option.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(byTestId('store-zipcode'), { key: 'Enter' });
    expect((byTestId('store-zipcode') as HTMLInputElement).value).toBe('77036');
    expect(calls(fetchMock, 'POST', '/api/job-posts')).toHaveLength(0);

    // 'City, ST' and a lone state code are settled: nothing is asked for them, even well after the
    // typing pause (fake time: no real wait).
    jest.useFakeTimers();
    type('store-city', 'Katy, TX');
    type('store-address1', 'TX');
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/address-suggestions'));
    expect(asked).toEqual(['/api/address-suggestions?q=9889+Bellaire+Blvd%2C+Hous', '/api/address-suggestions?q=770']);
  });
});

describe('creating the post after paying', () => {
  it.each(LANGS)('sends the paid package, the payment and the upload session, then opens the portal 100 ms later (%s)', async (lang) => {
    const { fetchMock, w } = renderWizard({
      lang,
      answers: { 'POST /api/billing/test-confirm': { status: 200, body: { paymentIntentId: 'pi_test_1', status: 'paid' } } },
    });
    await screen.findByTestId('wizard-step1');
    choosePaidPackage();
    await act(async () => void fireEvent.click(packageButton()));
    await screen.findByTestId('wizard-pay');
    await payWithTestCard('4242 4242 4242 4242');
    await screen.findByTestId('wizard-step2');

    // The photo/video add-on brings the uploader; its session goes with the post.
    expect(byTestId('media-section').textContent).toContain(w.listing.mediaTitle);
    await screen.findByTestId('media-uploader');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/media/uploads?sessionId='))).toBe(true));
    const uploadsUrl = String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/media/uploads?sessionId='))?.[0]);
    const sessionId = new URL(uploadsUrl, 'http://x').searchParams.get('sessionId');
    expect(sessionId).toMatch(/^upload_\d+_/);

    fillNewStore();
    const created = jest.fn();
    window.addEventListener(NEW_JOB_POST_EVENT, created);
    const refreshesBefore = ['/api/stats', '/api/my-job-posts', '/api/job-posts?limit=50'].map((url) => calls(fetchMock, 'GET', url).length);
    try {
      jest.useFakeTimers();
      fireEvent.click(byTestId('wizard-submit'));
      await act(() => jest.advanceTimersByTimeAsync(50));
      expect(toastText()).toBe(`${w.listing.successTitle}|${w.listing.successBody}`);
      expect(created).toHaveBeenCalledTimes(1);
      expect(byTestId('location').textContent).toBe('/new-package');
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(byTestId('location').textContent).toBe('/customerportal');
    } finally {
      window.removeEventListener(NEW_JOB_POST_EVENT, created);
    }

    expect(bodies(fetchMock, 'POST', '/api/job-posts')).toEqual([
      {
        duration: 6,
        title: 'Cần thợ bột',
        description: 'Lương cao, bao ăn ở.',
        jobType: 'hiring',
        storeId: null,
        storeName: 'Lotus Nails',
        location: 'Houston, TX',
        fullAddress: '9889 Bellaire Blvd, Suite 5, Houston, TX 77036',
        streetAddress: '9889 Bellaire Blvd',
        address2: 'Suite 5',
        city: 'Houston',
        state: 'TX',
        zipcode: '77036',
        store_sq_ft: 1200,
        hideAddress: true,
        photoVideoMonths: 2,
        urgentDays: 0,
        stateMonths: 3,
        selectedStates: ['CA', 'TX'],
        priorityAddon: 'diamond2',
        priorityMonths: 1,
        hasPhotoVideoAddon: true,
        isNationwide: true,
        sessionId,
        paymentIntentId: 'pi_test_1',
      },
    ]);
    // Job posts, my job posts and the stats are asked again.
    const refreshesAfter = ['/api/stats', '/api/my-job-posts', '/api/job-posts?limit=50'].map((url) => calls(fetchMock, 'GET', url).length);
    refreshesAfter.forEach((count, index) => expect(count).toBe((refreshesBefore[index] as number) + 1));
  });

  it.each(LANGS)("toasts why the post was refused in the reader's language, by the answer's code, or the fallback (%s)", async (lang) => {
    let answer = { status: 400, body: { message: 'title: too long', code: 'VALIDATION_ERROR' } };
    const { w } = renderWizard({ lang, answers: { 'POST /api/job-posts': () => answer } });
    await screen.findByTestId('wizard-step1');
    fireEvent.click(packageButton());
    await screen.findByTestId('wizard-step2');
    fillNewStore();
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    await waitFor(() => expect(toastText()).toBe(`${w.errorTitle}|${TEXT[lang].apiErrors.VALIDATION_ERROR}`));
    // The button is back once the refused request has settled (a loaded machine takes longer).
    await waitFor(() => expect((byTestId('wizard-submit') as HTMLButtonElement).disabled).toBe(false));
    answer = { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } };
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    await waitFor(() => expect(toastText()).toBe(`${w.errorTitle}|${w.listing.failed}`));
    expect(byTestId('location').textContent).toBe('/new-package');
  });

  it.each(LANGS)("reads 'Đang tạo...' while the post is being created (%s)", async (lang) => {
    const { fetchMock, w } = renderWizard({ lang });
    await screen.findByTestId('wizard-step1');
    fireEvent.click(packageButton());
    await screen.findByTestId('wizard-step2');
    fillNewStore();
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    fireEvent.click(byTestId('wizard-submit'));
    await waitFor(() => expect(byTestId('wizard-submit').textContent).toBe(w.listing.submitting));
  });

  it.each(LANGS)('goes back to step 1 without losing the listing, and does not charge the same package twice (%s)', async (lang) => {
    const { fetchMock, w } = renderWizard({
      lang,
      answers: { 'POST /api/billing/test-confirm': { status: 200, body: { paymentIntentId: 'pi_test_1', status: 'paid' } } },
    });
    await screen.findByTestId('wizard-step1');
    click('addon-photo-video-toggle');
    await act(async () => void fireEvent.click(packageButton()));
    await screen.findByTestId('wizard-pay');
    await payWithTestCard('4242 4242 4242 4242');
    await screen.findByTestId('wizard-step2');
    type('listing-title', 'Cần thợ bột');

    expect(byTestId('listing-back').textContent).toBe(w.listing.back);
    click('listing-back');
    expect(byTestId('wizard-step1')).toBeTruthy();
    expect(packageButton().textContent).toBe(w.package.continuePaid);
    expect(byTestId('wizard-step1').textContent).toContain(w.package.paidNote);

    // A different package is a new payment ...
    type('photo-video-months', '2');
    expect(packageButton().textContent).toBe(fill(w.package.submitPay, { total: '$40' }));
    // ... the paid one is not.
    type('photo-video-months', '1');
    fireEvent.click(packageButton());
    await screen.findByTestId('wizard-step2');
    expect((byTestId('listing-title') as HTMLInputElement).value).toBe('Cần thợ bột');
    expect(calls(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(1);
  });
});

describe('/payment-success', () => {
  const PACKAGE = {
    basicPackage: true,
    photoVideoAddon: false,
    photoVideoMonths: 1,
    stateAddon: true,
    selectedStates: ['WA'],
    stateMonths: 4,
    priorityAddon: 'diamond1',
    priorityMonths: 2,
  } as const;
  const payment = (overrides: Partial<PaymentState> = {}): PaymentState => ({
    paymentIntentId: 'pi_123',
    status: 'paid',
    amount: 2800,
    currency: 'usd',
    mode: 'stripe',
    packageData: { ...PACKAGE, selectedStates: [...PACKAGE.selectedStates] },
    lines: [],
    paidAt: '2026-01-01T00:00:00.000Z',
    jobPostId: null,
    ...overrides,
  });
  const PATH = '/payment-success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret&redirect_status=succeeded';

  it.each(LANGS)("resumes at step 2 with the server's package, and posts with that payment (%s)", async (lang) => {
    const { fetchMock, w } = renderWizard({ lang, path: PATH, answers: { 'GET /api/billing/payments/pi_123': { status: 200, body: payment() } } });
    expect(await screen.findByTestId('wizard-step2')).toBeTruthy();
    expect(toastText()).toBe(`${w.payment.successTitle}|${w.payment.successBody}`);
    expect(screen.queryByTestId('media-section')).toBeNull();

    fillNewStore();
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/job-posts')).toHaveLength(1));
    expect(bodies(fetchMock, 'POST', '/api/job-posts')[0]).toMatchObject({
      photoVideoMonths: 0,
      hasPhotoVideoAddon: false,
      stateMonths: 4,
      selectedStates: ['WA'],
      isNationwide: true,
      priorityAddon: 'diamond1',
      priorityMonths: 2,
      sessionId: null,
      paymentIntentId: 'pi_123',
    });
    await waitFor(() => expect(byTestId('location').textContent).toBe('/customerportal'));
  });

  it('waits for a pending payment, asking every 1.5 s', async () => {
    jest.useFakeTimers();
    let state = payment({ status: 'pending' });
    const { fetchMock } = renderWizard({ path: PATH, answers: { 'GET /api/billing/payments/pi_123': () => ({ status: 200, body: state }) } });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(byTestId('payment-checking').textContent).toContain(vi.wizard.resume.checking);
    const asked = () => calls(fetchMock, 'GET', '/api/billing/payments/pi_123').length;
    expect(asked()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(1_400));
    expect(asked()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(asked()).toBe(2);
    state = payment();
    await act(() => jest.advanceTimersByTimeAsync(1_500));
    expect(asked()).toBe(3);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(byTestId('wizard-step2')).toBeTruthy();
  });

  it.each(LANGS)('gives up on a payment that stays pending, with a way to ask again (%s)', async (lang) => {
    jest.useFakeTimers();
    const { w, fetchMock } = renderWizard({ lang, path: PATH, answers: { 'GET /api/billing/payments/pi_123': { status: 200, body: payment({ status: 'pending' }) } } });
    // Asked at once, then every 1.5 s six more times: 9 s in all.
    await act(() => jest.advanceTimersByTimeAsync(8_900));
    expect(screen.queryByTestId('payment-unconfirmed')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(6_000));
    expect(calls(fetchMock, 'GET', '/api/billing/payments/pi_123')).toHaveLength(7);
    const panel = byTestId('payment-unconfirmed');
    expect(panel.textContent).toContain(w.resume.pendingTitle);
    expect(within(panel).getByRole('button', { name: w.resume.retry })).toBeTruthy();
  });

  it.each(LANGS)('returns to step 1 with the package and the error toast when the payment failed (%s)', async (lang) => {
    const { w } = renderWizard({ lang, path: PATH, answers: { 'GET /api/billing/payments/pi_123': { status: 200, body: payment({ status: 'failed' }) } } });
    expect(await screen.findByTestId('wizard-step1')).toBeTruthy();
    expect(toastText()).toBe(`${w.errorTitle}|${w.payment.failed}`);
    // WA for 4 months at $4 and diamond 1 for 2 months at $6.
    expect(packageButton().textContent).toBe(fill(w.package.submitPay, { total: '$28' }));
  });

  it.each(LANGS)('says so when the payment already made a post (%s)', async (lang) => {
    const { w } = renderWizard({ lang, path: PATH, answers: { 'GET /api/billing/payments/pi_123': { status: 200, body: payment({ jobPostId: 5 }) } } });
    const used = await screen.findByTestId('payment-used');
    expect(used.textContent).toContain(w.resume.usedTitle);
    expect(within(used).getByRole('link', { name: w.resume.toPortal }).getAttribute('href')).toBe('/customerportal');
  });

  it('sends a visit without a payment to the wizard', async () => {
    renderWizard({ path: '/payment-success' });
    await waitFor(() => expect(byTestId('location').textContent).toBe('/new-package'));
    expect(await screen.findByTestId('wizard-step1')).toBeTruthy();
  });
});

describe('a crash while rendering', () => {
  function Broken(): never {
    throw new Error('render failed');
  }

  it.each(LANGS)("shows 'Oops! Something went wrong' with a refresh button (%s)", (lang) => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <I18nextProvider i18n={createI18n(lang)}>
          <WizardErrorBoundary>
            <Broken />
          </WizardErrorBoundary>
        </I18nextProvider>,
      );
      const page = screen.getByTestId('wizard-crash');
      expect(page.textContent).toContain(TEXT[lang].wizard.crash.title);
      expect(within(page).getByRole('button', { name: TEXT[lang].wizard.crash.refresh })).toBeTruthy();
    } finally {
      quiet.mockRestore();
    }
  });

  it("has the spec's English words", () => {
    expect(en.wizard.crash.title).toBe('Oops! Something went wrong');
    expect(en.wizard.crash.refresh).toBe('Refresh Page');
  });
});

describe('billing error codes', () => {
  it('every code the wizard can meet has words in both languages', () => {
    const shown = Object.values(BillingErrorCode).filter((code) => code !== BillingErrorCode.WebhookSignatureInvalid);
    expect(shown.filter((code) => !vi.apiErrors[code] || !en.apiErrors[code])).toEqual([]);
  });
});
