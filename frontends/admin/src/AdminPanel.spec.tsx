/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { ADMIN_TABS } from './AdminPanel';
import { LANGS, page, renderAdmin, STATS, TEXT } from './admin-testing';

jest.mock('./BarChart', () => ({
  __esModule: true,
  default: ({ labels, values }: { labels: string[]; values: number[] }) =>
    require('react').createElement('output', { 'data-testid': 'chart' }, labels.map((label, i) => `${label}=${values[i]}`).join(' ')),
}));

const location = () => screen.getByTestId('location').textContent;

describe('admin tabs', () => {
  it.each(LANGS)('lists every tab of both spec tab sets in %s, dashboard first', async (lang) => {
    renderAdmin({ lang });
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(ADMIN_TABS.map((name) => TEXT[lang].admin.tabs[name]));
    expect(screen.getByTestId('admin-tab-dashboard').getAttribute('aria-selected')).toBe('true');
    // The chart is loaded on demand; let it arrive inside the test.
    expect(await screen.findByTestId('chart')).toBeTruthy();
  });

  it('puts the chosen tab in the URL and follows it', async () => {
    renderAdmin({ answers: { 'GET /api/admin/users?limit=20&offset=0': page([]) } });
    fireEvent.click(await screen.findByTestId('admin-tab-users'));
    expect(location()).toBe('/tuongadmin?tab=users');
    expect(screen.getByTestId('admin-panel-users')).toBeTruthy();
    expect(screen.getByTestId('admin-tab-users').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('admin-tab-dashboard'));
    expect(location()).toBe('/tuongadmin?tab=dashboard');
  });

  it('opens the tab named in ?tab= (a reload, a shared link)', async () => {
    renderAdmin({ path: '/admin?tab=payments', answers: { 'GET /api/admin/payments': { status: 200, body: { mode: 'test', publishableKey: null, webhookSecretSet: false, lastWebhook: null, recent: [] } } } });
    expect(await screen.findByTestId('payments-config')).toBeTruthy();
    expect(screen.getByTestId('payments-config').textContent).toContain(TEXT.vi.admin.payments.modes.test);
  });

  it('falls back to the dashboard for an unknown tab', async () => {
    renderAdmin({ path: '/admin?tab=nope' });
    expect(await screen.findByTestId('admin-panel-dashboard')).toBeTruthy();
  });
});

describe('dashboard', () => {
  it.each(LANGS)('shows the stats as cards and the posts-per-day chart (%s)', async (lang) => {
    renderAdmin({ lang });
    const text = TEXT[lang].admin.stats;
    expect((await screen.findByTestId('stat-totalJobs')).textContent).toBe(`${text.totalJobs}${STATS.totalJobs}`);
    expect(screen.getByTestId('stat-totalSalons').textContent).toBe(`${text.totalSalons}${STATS.totalSalons}`);
    expect(screen.getByTestId('stat-totalOwners').textContent).toBe(`${text.totalOwners}${STATS.totalOwners}`);
    expect(screen.getByTestId('stat-totalViews').textContent).toBe(`${text.totalViews}${STATS.totalViews}`);
    expect(screen.getByTestId('stat-revenueCents').textContent).toBe(`${text.revenue}$45.00`);
    // Days in the reader's date format: day first in Vietnamese.
    expect(await screen.findByTestId('chart')).toHaveProperty('textContent', lang === 'vi' ? '01/01=2 02/01=0 03/01=4' : '01/01=2 01/02=0 01/03=4');
  });

  it('says the stats could not load, and retries', async () => {
    let fail = true;
    const { fetchMock } = renderAdmin({
      answers: { 'GET /api/admin/stats': () => (fail ? { status: 500, body: { message: 'boom', code: 'INTERNAL_ERROR' } } : { status: 200, body: STATS }) },
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await screen.findByTestId('admin-load-failed');
    fail = false;
    fireEvent.click(within(failed).getByRole('button'));
    expect(await screen.findByTestId('stat-totalJobs')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/stats')).toHaveLength(2);
    consoleError.mockRestore();
  });
});
