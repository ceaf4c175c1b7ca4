/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { fill, LANGS, renderAdmin, STATS, TEXT } from './admin-testing';

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
