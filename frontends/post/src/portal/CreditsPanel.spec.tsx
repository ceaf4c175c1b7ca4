/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PaymentCredit, PaymentState } from '@chonail/shared/contracts';
import { SAMPLE_USER } from '@chonail/shared/contracts/testing';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider, signedIn } from '@chonail/web/data';
import { fakeApi } from '@chonail/web/data/testing';
import { MemoryRouter, Route, Routes } from '@chonail/web/router';
import { NewPackagePage } from '../wizard/PackageWizard';
import { CustomerPortal } from './CustomerPortal';

const TEXT = { vi, en } as const;
const LANGS: Lang[] = ['vi', 'en'];
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const PHOTOS: PaymentCredit = {
  paymentIntentId: 'pi_test_photos',
  amount: 1500,
  currency: 'usd',
  mode: 'test',
  packageData: { basicPackage: true, photoVideoAddon: true, photoVideoMonths: 2, stateAddon: false, selectedStates: [], stateMonths: 1, priorityAddon: 'none', priorityMonths: 1 },
  lines: [{ packageType: 'photo_video', months: 2, quantity: 1, pricePerMonth: 15, cents: 3000 }],
  paidAt: '2026-11-24T09:30:00.000Z',
};
const PAYMENT: PaymentState = { ...PHOTOS, status: 'paid', jobPostId: null };

function renderPortal(lang: Lang, credits: PaymentCredit[]) {
  const fetchMock = fakeApi({
    'GET /api/auth/user': { status: 200, body: SAMPLE_USER },
    'GET /api/my-job-posts': { status: 200, body: [] },
    'GET /api/billing/credits': { status: 200, body: credits },
    'GET /api/billing/payments/pi_test_photos': { status: 200, body: PAYMENT },
    'GET /api/pricing': { status: 200, body: [] },
    'GET /api/stores': { status: 200, body: [] },
  });
  const store = createAppStore();
  store.dispatch(signedIn({ accessToken: 'token' }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={['/customerportal']}>
          <Routes>
            <Route path="/customerportal" element={<CustomerPortal />} />
            <Route path="/new-package" element={<NewPackagePage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { fetchMock, w: TEXT[lang].wizard };
}

describe('the portal lists paid packages not used yet', () => {
  it.each(LANGS)('shows each with what it bought, what was paid and when, and "Dùng gói này" opens step 2 with it (%s)', async (lang) => {
    const { fetchMock, w } = renderPortal(lang, [PHOTOS]);
    const panel = await screen.findByTestId('portal-credits');
    expect(panel.textContent).toContain(w.credits.title);
    const row = within(panel).getByTestId('portal-credit-pi_test_photos');
    expect(within(row).getByTestId('credit-package').textContent).toBe(`${w.summary.photo_video} · ${fill(w.summary.monthCount_other, { count: 2 })}`);
    expect(within(row).getByTestId('credit-paid').textContent).toBe(fill(w.credits.paidOn, { amount: '$15', date: lang === 'vi' ? '24/11/2026' : '11/24/2026' }));
    const use = within(row).getByTestId('credit-use');
    expect(use.textContent).toBe(w.credits.use);
    expect(use.getAttribute('href')).toBe('/new-package?payment=pi_test_photos');

    fireEvent.click(use);
    expect(await screen.findByTestId('wizard-step2')).toBeTruthy();
    expect(screen.getByTestId('wizard-paid-package').getAttribute('data-payment')).toBe('pi_test_photos');
    expect(fetchMock.mock.calls.filter(([url, init]) => url === '/api/create-payment-intent' && init?.method === 'POST')).toHaveLength(0);
  });

  it.each(LANGS)('shows nothing when every payment has been used (%s)', async (lang) => {
    const { fetchMock } = renderPortal(lang, []);
    await screen.findByTestId('portal-dashboard');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/billing/credits')).toBe(true));
    expect(screen.queryByTestId('portal-credits')).toBeNull();
  });
});
