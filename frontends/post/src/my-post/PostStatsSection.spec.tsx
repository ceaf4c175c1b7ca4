/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MyPostsStatsSummary, PostStats, PostStatsDay } from '@chonail/shared/contracts';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider, signedIn } from '@chonail/web/data';
import { fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import { PostStatsSection } from './PostStatsSection';
import { PostStatsSummary } from './PostStatsSummary';

// jsdom has no canvas, and drawing is chart.js's to test: the chart shows what it was handed.
jest.mock('./PostStatsChart', () => ({
  __esModule: true,
  default: ({ labels, series, label }: { labels: string[]; series: Array<{ label: string; values: number[] }>; label: string }) =>
    require('react').createElement(
      'output',
      { 'data-testid': 'chart', 'aria-label': label },
      `${labels.join(',')}|${series.map((s) => `${s.label}=${s.values.join(',')}`).join('|')}`,
    ),
}));

const CATALOGUES = { vi, en } as const;
const zero = { views: 0, phoneReveals: 0, saves: 0, directionTaps: 0, shares: 0 };
const day = (date: string, counts: Partial<PostStatsDay> = {}): PostStatsDay => ({ day: date, ...zero, ...counts });

function statsOf(daily: PostStatsDay[], fields: Partial<PostStats> = {}): PostStats {
  const totals = { ...zero };
  for (const d of daily) for (const key of Object.keys(zero) as Array<keyof typeof zero>) totals[key] += d[key];
  return { postId: 42, days: daily.length, from: daily[0]?.day ?? '', to: daily.at(-1)?.day ?? '', daily, totals, topStates: [], ...fields };
}

const THREE_DAYS = statsOf([day('2026-11-30'), day('2026-12-01', { views: 3, phoneReveals: 1, shares: 1 }), day('2026-12-02', { views: 1, saves: 2, directionTaps: 1 })], {
  topStates: [
    { state: 'TX', views: 3 },
    { state: 'CA', views: 1 },
  ],
});

function renderSection({ lang = 'vi' as Lang, staff = false, answers = {} as Record<string, FakeRoute> } = {}) {
  const fetchMock = fakeApi({ 'GET /api/my-posts/42/stats?days=30': { status: 200, body: THREE_DAYS }, ...answers });
  const store = createAppStore();
  store.dispatch(signedIn({ accessToken: 'token' }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <PostStatsSection post={{ id: 42, viewCount: 321, saveCount: 17 }} staff={staff} />
      </I18nextProvider>
    </Provider>,
  );
  return fetchMock;
}

const urls = (fetchMock: ReturnType<typeof fakeApi>) => fetchMock.mock.calls.map(([url]) => url);

describe('"Hiệu quả tin đăng" / "How your ad is doing" on the ad page', () => {
  it.each(['vi', 'en'] as const)('shows the last 30 days: totals, a chart of views and phone taps with a translated legend, viewers\' states (%s)', async (lang) => {
    const words = CATALOGUES[lang].postStats;
    renderSection({ lang });
    expect(screen.getByRole('heading', { name: words.title })).toBeTruthy();
    expect(screen.getByTestId('post-stats-loading').textContent).toBe(words.loading);

    expect((await screen.findByTestId('post-stats-views')).textContent).toBe('4');
    expect(screen.getByTestId('post-stats-phoneReveals').textContent).toBe('1');
    expect(screen.getByTestId('post-stats-saves').textContent).toBe('2');
    expect(screen.getByTestId('post-stats-directionTaps').textContent).toBe('1');
    expect(screen.getByTestId('post-stats-shares').textContent).toBe('1');
    expect(screen.getByText(words.counters.phoneReveals)).toBeTruthy();
    expect(screen.getByTestId('post-stats-period').textContent).toBe(words.period.replace('{{days}}', '3'));

    // The chart arrives lazily; its days read as the reader reads a date, its series in their language.
    const chart = await screen.findByTestId('chart');
    const labels = lang === 'vi' ? '30/11,01/12,02/12' : '11/30,12/01,12/02';
    expect(chart.textContent).toBe(`${labels}|${words.counters.views}=0,3,1|${words.counters.phoneReveals}=0,1,0`);
    expect(chart.getAttribute('aria-label')).toBe(words.chartLabel.replace('{{days}}', '3'));

    expect(screen.getByTestId('post-stats-state-TX').textContent).toBe(words.stateViews.replace('{{state}}', 'TX').replace('{{views}}', '3'));
    expect(screen.getByTestId('post-stats-state-CA')).toBeTruthy();
    // The post's own counts since it was posted stay.
    expect(screen.getByTestId('stat-views').textContent).toBe('321');
    expect(screen.getByTestId('stat-saves').textContent).toBe('17');
    expect(screen.queryByTestId('post-stats-staff')).toBeNull();
  });

  it('asks again for another period, and the 13 months as 395 days', async () => {
    const fetchMock = renderSection({
      answers: {
        'GET /api/my-posts/42/stats?days=7': { status: 200, body: statsOf([day('2026-12-02', { views: 9 })], { days: 7 }) },
        'GET /api/my-posts/42/stats?days=395': { status: 200, body: statsOf([day('2026-12-02', { views: 99 })], { days: 395 }) },
      },
    });
    await screen.findByTestId('post-stats-views');
    expect(screen.getByTestId('post-stats-range-30').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('post-stats-range-7'));
    await waitFor(() => expect(screen.getByTestId('post-stats-views').textContent).toBe('9'));
    expect(screen.getByTestId('post-stats-range-7').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('post-stats-range-395'));
    expect(screen.getByTestId('post-stats-range-395').textContent).toBe(vi.postStats.ranges.d395);
    await waitFor(() => expect(screen.getByTestId('post-stats-views').textContent).toBe('99'));
    expect(urls(fetchMock)).toEqual(expect.arrayContaining(['/api/my-posts/42/stats?days=30', '/api/my-posts/42/stats?days=7', '/api/my-posts/42/stats?days=395']));
  });

  it('says so when nobody came yet, without a chart', async () => {
    renderSection({ lang: 'en', answers: { 'GET /api/my-posts/42/stats?days=30': { status: 200, body: statsOf([day('2026-12-01'), day('2026-12-02')], { days: 30 }) } } });
    expect((await screen.findByTestId('post-stats-empty')).textContent).toBe(en.postStats.empty.replace('{{days}}', '30'));
    expect(screen.getByTestId('post-stats-states-empty').textContent).toBe(en.postStats.topStatesEmpty);
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(screen.queryByTestId('post-stats-chart-loading')).toBeNull();
  });

  it("reads another's post through the staff route for staff, and says whose numbers they are", async () => {
    const fetchMock = renderSection({ staff: true, answers: { 'GET /api/admin/job-posts/42/stats?days=30': { status: 200, body: THREE_DAYS } } });
    expect((await screen.findByTestId('post-stats-views')).textContent).toBe('4');
    expect(screen.getByTestId('post-stats-staff').textContent).toBe(vi.postStats.staffNote);
    expect(urls(fetchMock)).toContain('/api/admin/job-posts/42/stats?days=30');
    expect(urls(fetchMock)).not.toContain('/api/my-posts/42/stats?days=30');
  });

  it('offers to try again when the numbers do not load', async () => {
    let calls = 0;
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSection({
      answers: { 'GET /api/my-posts/42/stats?days=30': () => (++calls === 1 ? { status: 500, body: { message: 'boom', code: 'INTERNAL_ERROR' } } : { status: 200, body: THREE_DAYS }) },
    });
    const failed = await screen.findByTestId('post-stats-failed');
    expect(failed.textContent).toContain(vi.postStats.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: vi.postStats.retry }));
    expect((await screen.findByTestId('post-stats-views')).textContent).toBe('4');
    quiet.mockRestore();
  });
});

describe("the portal's 30-day summary", () => {
  it.each(['vi', 'en'] as const)("shows views, phone taps and saves of the owner's posts together (%s)", async (lang) => {
    const summary: MyPostsStatsSummary = { days: 30, from: '2026-11-03', to: '2026-12-02', totals: { views: 12, phoneReveals: 3, saves: 5, directionTaps: 2, shares: 1 } };
    fakeApi({ 'GET /api/my-posts/stats': { status: 200, body: summary } });
    const store = createAppStore();
    store.dispatch(signedIn({ accessToken: 'token' }));
    render(
      <Provider store={store}>
        <I18nextProvider i18n={createI18n(lang)}>
          <PostStatsSummary />
        </I18nextProvider>
      </Provider>,
    );
    const words = CATALOGUES[lang].postStats.summary;
    expect((await screen.findByTestId('portal-stats-views')).textContent).toBe('12');
    expect(screen.getByTestId('portal-stats-phoneReveals').textContent).toBe('3');
    expect(screen.getByTestId('portal-stats-saves').textContent).toBe('5');
    expect(screen.getByRole('heading', { name: words.title })).toBeTruthy();
    expect(screen.getByText(words.phoneReveals)).toBeTruthy();
  });
});
