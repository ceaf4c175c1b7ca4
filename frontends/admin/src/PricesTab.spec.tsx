/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls, LANGS, PRICING, renderAdmin, TEXT } from './admin-testing';
import { formToPricing, pricingToForm } from './price-form';

jest.mock('./BarChart', () => ({ __esModule: true, default: () => null }));

function renderPrices(lang: 'vi' | 'en') {
  return renderAdmin({
    lang,
    path: '/tuongadmin?tab=prices',
    answers: {
      'GET /api/admin/pricing': { status: 200, body: PRICING },
      'PUT /api/admin/pricing': { status: 200, body: PRICING },
    },
  });
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;

describe('prices tab', () => {
  it('turns cents into dollars and back without drift', () => {
    expect(pricingToForm(PRICING).prices.diamond3).toBe('30.00');
    const form = pricingToForm(PRICING);
    expect(formToPricing({ ...form, prices: { ...form.prices, state: '0.29' } }).prices.state).toBe(29);
  });

  it.each(LANGS)('shows the prices in dollars and refuses a negative price (%s)', async (lang) => {
    const text = TEXT[lang].admin.prices;
    const { fetchMock } = renderPrices(lang);
    expect((await screen.findByTestId('price-prices-photo_video')) as HTMLInputElement).toHaveProperty('value', '15.00');
    expect(input('price-labels-nationwide').value).toBe('20.00');
    fireEvent.change(input('price-prices-diamond1'), { target: { value: '-5' } });
    fireEvent.click(screen.getByTestId('prices-save'));
    expect((await screen.findByTestId('price-prices-diamond1-error')).textContent).toBe(text.errors.negative);
    expect(input('price-prices-diamond1').getAttribute('aria-invalid')).toBe('true');
    expect(calls(fetchMock, 'PUT', '/api/admin/pricing')).toHaveLength(0);

    // Corrected, it saves.
    fireEvent.change(input('price-prices-diamond1'), { target: { value: '6' } });
    fireEvent.click(screen.getByTestId('prices-save'));
    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/admin/pricing')).toHaveLength(1));
    expect(screen.queryByTestId('price-prices-diamond1-error')).toBeNull();
  });

  it.each([
    ['1000.01', 'max'],
    ['1.234', 'decimals'],
    ['abc', 'number'],
    ['', 'required'],
  ] as const)('says %s is wrong (%s)', async (value, key) => {
    renderPrices('en');
    fireEvent.change(await screen.findByTestId('price-labels-package3Months'), { target: { value } });
    fireEvent.click(screen.getByTestId('prices-save'));
    expect((await screen.findByTestId('price-labels-package3Months-error')).textContent).toBe(TEXT.en.admin.prices.errors[key]);
  });

  it.each(LANGS)('saves in whole cents and says so (%s)', async (lang) => {
    const { fetchMock } = renderPrices(lang);
    fireEvent.change(await screen.findByTestId('price-prices-diamond1'), { target: { value: '7.5' } });
    fireEvent.change(input('price-labels-package12Months'), { target: { value: '0.29' } });
    fireEvent.click(screen.getByTestId('prices-save'));
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe(`${TEXT[lang].admin.prices.saved}|`));
    const [[, init]] = calls(fetchMock, 'PUT', '/api/admin/pricing');
    expect(JSON.parse(String(init?.body))).toEqual({
      prices: { ...PRICING.prices, diamond1: 750 },
      labels: { ...PRICING.labels, package12Months: 29 },
    });
  });
});
