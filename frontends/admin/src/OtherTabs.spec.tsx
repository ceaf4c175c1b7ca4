/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultRevenueRange } from '@chonail/shared/domain';
import { calls, fill, LANGS, page, PRICING, renderAdmin, TEXT } from './admin-testing';

jest.mock('./BarChart', () => ({ __esModule: true, default: () => null }));

const NO_ADDONS = { photo_video: 0, state: 0, diamond1: 0, diamond2: 0, diamond3: 0 };

describe('revenue tab', () => {
  it('asks for the last twelve months by month, then by day for a new range', async () => {
    const { from, to } = defaultRevenueRange(new Date());
    const report = (groupBy: 'day' | 'month', periods: string[]) => ({
      status: 200,
      body: { from, to, groupBy, totalCents: 2500, payments: 2, byAddon: NO_ADDONS, periods: periods.map((period) => ({ period, totalCents: 1250, payments: 1, byAddon: NO_ADDONS })) },
    });
    const { fetchMock } = renderAdmin({
      lang: 'en',
      path: '/tuongadmin?tab=revenue',
      answers: {
        [`GET /api/admin/revenue?from=${from}&to=${to}&groupBy=month`]: report('month', ['2026-01', '2026-02']),
        [`GET /api/admin/revenue?from=2026-02-01&to=${to}&groupBy=day`]: report('day', ['2026-02-01', '2026-02-02']),
      },
    });
    expect((await screen.findByTestId('revenue-total')).textContent).toBe('$25.00');
    expect(screen.getByTestId('revenue-table').textContent).toContain('02/2026$12.50');
    fireEvent.change(screen.getByTestId('revenue-group'), { target: { value: 'day' } });
    fireEvent.change(screen.getByTestId('revenue-from'), { target: { value: '2026-02-01' } });
    // Days in the reader's date format (English: month first).
    await waitFor(() => expect(screen.getByTestId('revenue-table').textContent).toContain('02/02/2026'));
    expect(screen.getByTestId('revenue-table').textContent).toContain('02/01/2026$12.50');
    expect(calls(fetchMock, 'GET', `/api/admin/revenue?from=2026-02-01&to=${to}&groupBy=day`)).toHaveLength(1);
  });
});

describe('settings tab', () => {
  it.each(LANGS)('saves the contact info with PUT and shows the diamond prices per month (%s)', async (lang) => {
    const text = TEXT[lang].admin.settings;
    const info = { address: '1 Main St, Houston, TX', phone: '(713) 555-0100', email: 'hi@chonail.example' };
    const { fetchMock } = renderAdmin({
      lang,
      path: '/tuongadmin?tab=settings',
      answers: {
        'GET /api/admin/contact-info': { status: 200, body: info },
        'PUT /api/admin/contact-info': { status: 200, body: { ...info, phone: '(713) 555-0199' } },
        'GET /api/admin/pricing': { status: 200, body: PRICING },
      },
    });
    await waitFor(() => expect(screen.getByTestId('settings-prices').textContent).toContain(fill(text.perMonth, { price: '$30.00' })));
    expect(screen.getByTestId('settings-prices').textContent).toContain(fill(text.perMonth, { price: '$5.00' }));
    fireEvent.change(screen.getByTestId('contact-phone'), { target: { value: '(713) 555-0199' } });
    fireEvent.change(screen.getByTestId('contact-email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('contact-save'));
    expect(await screen.findByText(text.emailInvalid)).toBeTruthy();
    fireEvent.change(screen.getByTestId('contact-email'), { target: { value: info.email } });
    fireEvent.click(screen.getByTestId('contact-save'));
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe(`${text.saved}|`));
    const [[, init]] = calls(fetchMock, 'PUT', '/api/admin/contact-info');
    expect(JSON.parse(String(init?.body))).toEqual({ ...info, phone: '(713) 555-0199' });
  });
});

describe('messages tab', () => {
  it('marks a message handled', async () => {
    const message = { id: 3, name: 'Lan', email: 'lan@example.com', phone: null, subject: 'Hello', message: 'Hi', createdAt: '2026-01-01T00:00:00.000Z', handledAt: null };
    const { fetchMock } = renderAdmin({
      lang: 'en',
      path: '/tuongadmin?tab=messages',
      answers: {
        'GET /api/admin/contact-messages?handled=false&limit=20&offset=0': page([message]),
        'PATCH /api/admin/contact-messages/3/handled': { status: 200, body: { ...message, handledAt: '2026-01-02T00:00:00.000Z' } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: TEXT.en.admin.messages.markHandled }));
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toBe(`${TEXT.en.admin.messages.marked}|`));
    expect(calls(fetchMock, 'PATCH', '/api/admin/contact-messages/3/handled')).toHaveLength(1);
  });
});
