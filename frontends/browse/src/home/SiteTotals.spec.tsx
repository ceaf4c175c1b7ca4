/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider } from '@chonail/web/data';
import { fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import SiteTotals from './SiteTotals';

function renderTotals(lang: Lang, answer: FakeRoute) {
  const fetchMock = fakeApi({ 'GET /api/stats': answer });
  render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={createI18n(lang)}>
        <SiteTotals />
      </I18nextProvider>
    </Provider>,
  );
  return fetchMock;
}

const STATS = { totalJobs: 1234, totalSalons: 310, totalOwners: 295, totalViews: 98765 };

// The label comes first in the markup (a dt before its dd); the figure is drawn above it.
describe('SiteTotals', () => {
  it('shows the four totals in Vietnamese, with Vietnamese digit grouping', async () => {
    renderTotals('vi', { status: 200, body: STATS });
    expect((await screen.findByTestId('total-totalJobs')).textContent).toBe(`${vi.home.totals.jobs}1.234`);
    expect(screen.getByTestId('total-totalViews').textContent).toBe(`${vi.home.totals.views}98.765`);
    expect(screen.getByRole('region', { name: vi.home.totals.label })).toBeTruthy();
  });

  it('shows them in English', async () => {
    renderTotals('en', { status: 200, body: STATS });
    expect((await screen.findByTestId('total-totalSalons')).textContent).toBe(`${en.home.totals.salons}310`);
    expect(screen.getByTestId('total-totalJobs').textContent).toBe(`${en.home.totals.jobs}1,234`);
  });

  it("says 'Failed to fetch stats' when the call fails", async () => {
    renderTotals('en', { status: 503, body: { message: 'down' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch stats');
  });
});
