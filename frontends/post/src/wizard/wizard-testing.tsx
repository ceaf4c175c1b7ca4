import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { CreatePaymentIntentResponse, PricingRecord, User } from '@chonail/shared/contracts';
import { SAMPLE_USER } from '@chonail/shared/contracts/testing';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider, signedIn } from '@chonail/web/data';
import { fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import { MemoryRouter, Route, Routes, useLocation } from '@chonail/web/router';
import { NewPackagePage } from './PackageWizard';
import { PaymentSuccessPage } from './PaymentSuccessPage';

// The wizard's component-test harness, shared by its spec files (only specs import this file).

export const TEXT = { vi, en } as const;
export const LANGS: Lang[] = ['vi', 'en'];

/** A catalogue string with its {{placeholders}} filled, as i18next renders it. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

export type Fetch = ReturnType<typeof fakeApi>;

/** Types into the field with this test id (one change event, as the form kit reads it). */
export const typeInto = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Step 2's new store (Orchid Nails, Houston) and the post's title: what every new post needs; a job type and description when asked. */
export function fillNewStore({ jobType, title = 'Cần thợ bột', description }: { jobType?: 'hiring' | 'selling'; title?: string; description?: string } = {}) {
  if (jobType) fireEvent.click(screen.getByTestId(`job-type-${jobType}`));
  typeInto('store-name', 'Orchid Nails');
  typeInto('store-address1', '5085 Westheimer Rd');
  typeInto('store-city', 'Houston');
  typeInto('store-state', 'TX');
  typeInto('store-zipcode', '77056');
  typeInto('listing-title', title);
  if (description !== undefined) typeInto('listing-description', description);
}
export const calls = (fetchMock: Fetch, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
export const bodies = (fetchMock: Fetch, method: string, url: string) =>
  calls(fetchMock, method, url).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** The test provider's intent; the default answer echoes the amount asked for. */
export const INTENT: CreatePaymentIntentResponse = { clientSecret: 'pi_test_1_secret_abc', paymentIntentId: 'pi_test_1', amount: 0, currency: 'usd', mode: 'test' };

/** Where the wizard has navigated: the path in `location`, with the query in `location-full`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname}</output>
      <output data-testid="location-full">{`${pathname}${search}`}</output>
    </>
  );
}

export interface WizardRenderOptions {
  lang?: Lang;
  path?: string;
  /** Answers that replace or add to the defaults (a signed-in member, no stores, no credits, a post created as id 99). */
  answers?: Record<string, FakeRoute>;
  signedInAs?: User | null;
  /** GET /api/pricing's answer; empty by default, so the wizard's built-in prices apply. */
  prices?: PricingRecord[];
  /** Other components mounted beside the wizard, inside the router (probes of other pages, toasts). */
  beside?: ReactNode;
}

/** /new-package (and /payment-success) in the one store, router and i18n instance the shell gives a remote. */
export function renderWizard({ lang = 'vi', path = '/new-package', answers = {}, signedInAs = SAMPLE_USER, prices = [], beside = null }: WizardRenderOptions = {}) {
  // The server answers the amount it was sent, as it does when the prices agree.
  const intent: FakeRoute = () => ({ status: 200, body: { ...INTENT, amount: bodies(fetchMock, 'POST', '/api/create-payment-intent').at(-1)?.['amount'] } });
  const fetchMock: Fetch = fakeApi({
    ...(signedInAs ? { 'GET /api/auth/user': { status: 200, body: signedInAs } } : {}),
    'GET /api/pricing': { status: 200, body: prices },
    'GET /api/stores': { status: 200, body: [] },
    'GET /api/billing/credits': { status: 200, body: [] },
    'POST /api/create-payment-intent': intent,
    'POST /api/job-posts': { status: 201, body: { id: 99 } },
    ...answers,
  });
  const store = createAppStore();
  if (signedInAs) store.dispatch(signedIn({ accessToken: 'token' }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/new-package" element={<NewPackagePage />} />
            <Route path="/payment-success" element={<PaymentSuccessPage />} />
            <Route path="/customerportal" element={<p data-testid="portal-page" />} />
          </Routes>
          {beside}
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { fetchMock, store, w: TEXT[lang].wizard };
}
