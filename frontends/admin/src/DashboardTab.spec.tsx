/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ALERTS, calls, fill, LANGS, renderAdmin, STATS, TEXT } from './admin-testing';

jest.mock('./BarChart', () => ({ __esModule: true, default: () => null }));

describe('dashboard: the average salary of spec 01 section 3', () => {
  it.each(LANGS)('shows the average weekly pay of the listed hiring posts that state one, and how many (%s)', async (lang) => {
    const text = TEXT[lang].admin.stats;
    renderAdmin({ lang, answers: { 'GET /api/admin/stats': { status: 200, body: { ...STATS, averageWeeklyPay: 1125, weeklyPayPosts: 4 } } } });
    const card = await screen.findByTestId('stat-averageWeeklyPay');
    expect(text.averageWeeklyPay).toBe(lang === 'vi' ? 'Lương trung bình' : 'Average salary');
    expect(screen.getByTestId('stat-averageWeeklyPay-value').textContent).toBe(`$1,125${text.perWeek}`);
    expect(screen.getByTestId('stat-averageWeeklyPay-value').textContent).toBe(lang === 'vi' ? '$1,125/tuần' : '$1,125/week');
    expect(screen.getByTestId('stat-averageWeeklyPay-note').textContent).toBe(fill(text.weeklyPayPosts_other, { count: 4 }));
    expect(card.textContent).toContain(text.averageWeeklyPay);
  });

  it('says "post" for one post in English', async () => {
    renderAdmin({ lang: 'en', answers: { 'GET /api/admin/stats': { status: 200, body: { ...STATS, averageWeeklyPay: 900, weeklyPayPosts: 1 } } } });
    expect((await screen.findByTestId('stat-averageWeeklyPay-note')).textContent).toBe('Over 1 hiring post that states pay');
  });

  it.each(LANGS)('says so when no listed hiring post states a pay (%s)', async (lang) => {
    const text = TEXT[lang].admin.stats;
    renderAdmin({ lang, answers: { 'GET /api/admin/stats': { status: 200, body: { ...STATS, averageWeeklyPay: null, weeklyPayPosts: 0 } } } });
    await screen.findByTestId('stat-averageWeeklyPay');
    expect(screen.getByTestId('stat-averageWeeklyPay-value').textContent).toBe('—');
    expect(screen.getByTestId('stat-averageWeeklyPay-note').textContent).toBe(text.noWeeklyPay);
  });
});

describe('dashboard: alert texts (issue 39)', () => {
  it.each(LANGS)('shows the texts of the last 30 days and their estimated cost, and pauses sending (%s)', async (lang) => {
    const text = TEXT[lang].admin.alerts;
    const { fetchMock } = renderAdmin({
      lang,
      answers: { 'PUT /api/admin/alerts': { status: 200, body: { ...ALERTS, paused: true } } },
    });
    const summary = await screen.findByTestId('alerts-summary');
    expect(summary.textContent).toBe(fill(text.summary, { texts: '2', parts: '3', spend: '$0.02' }));
    expect(screen.getByTestId('alerts-state').textContent).toBe(text.running);
    fireEvent.click(screen.getByTestId('alerts-toggle'));
    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/admin/alerts')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'PUT', '/api/admin/alerts')[0]?.[1]?.body))).toEqual({ paused: true });
  });
});
