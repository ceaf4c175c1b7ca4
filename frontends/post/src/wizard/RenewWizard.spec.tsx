/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import type { PaymentState, PricingRecord } from '@chonail/shared/contracts';
import { useToasts } from '@chonail/web/ui';
import { paymentReturnPath } from './resume';
import { bodies, INTENT, renderWizard, TEXT } from './wizard-testing';

// Stripe mode's card form, without Stripe's network: the bank's page is where confirmPayment would go.
const confirmPayment = jest.fn();
jest.mock('@stripe/stripe-js', () => ({ loadStripe: () => Promise.resolve(null) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  PaymentElement: () => null,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));

// /new-package?renew={id} (issue 22): an expired post's renewal through the wizard, at today's prices.
const PRICES: PricingRecord[] = [{ packageType: 'diamond2', pricePerMonth: 12 }];

/** What the post was last paid for: diamond 2 for 2 months, at an older price. */
const LAST_PAYMENT: PaymentState = {
  paymentIntentId: 'pi_old',
  status: 'paid',
  amount: 1600,
  currency: 'usd',
  mode: 'test',
  packageData: { basicPackage: true, photoVideoAddon: false, photoVideoMonths: 1, stateAddon: false, selectedStates: [], stateMonths: 1, priorityAddon: 'diamond2', priorityMonths: 2 },
  lines: [{ packageType: 'diamond2', months: 2, quantity: 1, pricePerMonth: 8, cents: 1600 }],
  paidAt: '2026-05-01T10:00:00.000Z',
  jobPostId: 5,
};

function Toasts() {
  const [latest] = useToasts().filter((toast) => toast.open);
  return <output data-testid="toast">{latest ? `${latest.title}|${latest.description ?? ''}` : ''}</output>;
}

const RENEWED = { status: 200, body: { id: 5 } };

describe('renewing an expired post in the wizard', () => {
  it('opens step 1 with the add-ons last paid for, charges today’s price, then renews the post with that payment (vi)', async () => {
    const { fetchMock } = renderWizard({
      path: '/new-package?renew=5',
      prices: PRICES,
      beside: <Toasts />,
      answers: {
        'GET /api/job-posts/5/payment': { status: 200, body: LAST_PAYMENT },
        'POST /api/billing/test-confirm': { status: 200, body: { paymentIntentId: INTENT.paymentIntentId, status: 'paid' } },
        'POST /api/job-posts/5/renew': RENEWED,
      },
    });
    await screen.findByTestId('wizard-step1');
    await act(async () => void fireEvent.click(screen.getByTestId('wizard-package-submit')));
    await screen.findByTestId('wizard-pay');
    // Diamond 2 for 2 months at today's $12 a month, not the $8 paid before.
    expect(bodies(fetchMock, 'POST', '/api/create-payment-intent').map((body) => body['amount'])).toEqual([2400]);
    fireEvent.change(screen.getByTestId('test-card-number'), { target: { value: '4242 4242 4242 4242' } });
    await act(async () => void fireEvent.click(screen.getByTestId('payment-submit')));

    const step = await screen.findByTestId('wizard-renew');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TEXT.vi.wizard.renew.title);
    expect(screen.getByTestId('wizard-renew-package').textContent).toContain(TEXT.vi.wizard.summary.diamond2);
    expect(screen.queryByTestId('wizard-step2')).toBeNull();
    // The address keeps the renewal through the paid package's rewrite, so a reload still renews.
    expect(screen.getByTestId('location-full').textContent).toBe('/new-package?renew=5&payment=pi_test_1');

    await act(async () => void fireEvent.click(screen.getByTestId('wizard-renew-submit')));
    expect(bodies(fetchMock, 'POST', '/api/job-posts/5/renew')).toEqual([
      { photoVideoMonths: 0, stateMonths: 0, selectedStates: [], priorityAddon: 'diamond2', priorityMonths: 2, hasPhotoVideoAddon: false, isNationwide: false, paymentIntentId: 'pi_test_1' },
    ]);
    expect(screen.getByTestId('location').textContent).toBe('/my-posts/5');
    expect(screen.getByTestId('toast').textContent).toBe(`${TEXT.vi.portal.toast.successTitle}|${TEXT.vi.portal.toast.renewed}`);
    expect(step.isConnected).toBe(false);
  });

  it('renews as Basic without paying when the owner keeps the free package (en)', async () => {
    const { fetchMock } = renderWizard({
      lang: 'en',
      path: '/new-package?renew=5',
      answers: { 'GET /api/job-posts/5/payment': { status: 200, body: null }, 'POST /api/job-posts/5/renew': RENEWED },
    });
    await screen.findByTestId('wizard-step1');
    await act(async () => void fireEvent.click(screen.getByTestId('wizard-package-submit')));
    expect((await screen.findByTestId('wizard-renew-package')).textContent).toBe(TEXT.en.wizard.renew.basic);
    await act(async () => void fireEvent.click(screen.getByTestId('wizard-renew-submit')));
    expect(bodies(fetchMock, 'POST', '/api/create-payment-intent')).toEqual([]);
    expect(bodies(fetchMock, 'POST', '/api/job-posts/5/renew')).toEqual([
      { photoVideoMonths: 0, stateMonths: 0, selectedStates: [], priorityAddon: 'none', priorityMonths: 0, hasPhotoVideoAddon: false, isNationwide: false },
    ]);
  });

  it('says why a renewal is refused and stays on the step (en)', async () => {
    renderWizard({
      lang: 'en',
      path: '/new-package?renew=5',
      beside: <Toasts />,
      answers: {
        'GET /api/job-posts/5/payment': { status: 200, body: null },
        'POST /api/job-posts/5/renew': { status: 409, body: { message: 'Only an expired post can be renewed', code: 'POST_NOT_EXPIRED' } },
      },
    });
    await screen.findByTestId('wizard-step1');
    await act(async () => void fireEvent.click(screen.getByTestId('wizard-package-submit')));
    await act(async () => void fireEvent.click(await screen.findByTestId('wizard-renew-submit')));
    expect(screen.getByTestId('toast').textContent).toBe(`${TEXT.en.portal.toast.errorTitle}|${TEXT.en.apiErrors.POST_NOT_EXPIRED}`);
    expect(screen.getByTestId('wizard-renew')).toBeTruthy();
  });

  it('comes back from a bank’s page (Stripe mode) to the renewal, not to a new post, and renews with that payment (en)', async () => {
    expect([paymentReturnPath(5), paymentReturnPath()]).toEqual(['/payment-success?renew=5', '/payment-success']);
    confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_test_1', status: 'processing' } });
    const { fetchMock } = renderWizard({
      lang: 'en',
      path: '/new-package?renew=5',
      prices: PRICES,
      answers: {
        'GET /api/job-posts/5/payment': { status: 200, body: LAST_PAYMENT },
        'POST /api/create-payment-intent': { status: 200, body: { ...INTENT, amount: 2400, mode: 'stripe' } },
        'GET /api/billing/config': { status: 200, body: { publishableKey: 'pk_test_renew' } },
        'GET /api/billing/payments/pi_test_1': {
          status: 200,
          body: { ...LAST_PAYMENT, paymentIntentId: 'pi_test_1', amount: 2400, mode: 'stripe', jobPostId: null, lines: [] },
        },
        'POST /api/job-posts/5/renew': RENEWED,
      },
    });
    await screen.findByTestId('wizard-step1');
    await act(async () => void fireEvent.click(screen.getByTestId('wizard-package-submit')));
    await act(async () => void fireEvent.click(await screen.findByTestId('payment-submit')));
    // Stripe is told to bring the owner back to this renewal.
    expect(confirmPayment.mock.calls[0]?.[0]).toMatchObject({ confirmParams: { return_url: 'http://localhost/payment-success?renew=5' } });

    await screen.findByTestId('wizard-renew');
    expect(screen.getByTestId('location-full').textContent).toBe('/payment-success?renew=5&payment_intent=pi_test_1');
    expect(screen.queryByTestId('wizard-step2')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByTestId('wizard-renew-submit')));
    expect(bodies(fetchMock, 'POST', '/api/job-posts/5/renew')).toEqual([
      { photoVideoMonths: 0, stateMonths: 0, selectedStates: [], priorityAddon: 'diamond2', priorityMonths: 2, hasPhotoVideoAddon: false, isNationwide: false, paymentIntentId: 'pi_test_1' },
    ]);
  });
});
