/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { JobPost } from '@chonail/shared/contracts';
import { sampleJobPost } from '@chonail/shared/contracts/testing';
import { EMPTY_HIRING_FACTS, EMPTY_SALON_FACTS, type HiringFacts, type SalonFacts } from '@chonail/shared/domain';
import { createI18n, I18nextProvider, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider } from '@chonail/web/data';
import { JobCard } from './JobCard';
import { formatUsd } from './listing-facts';

/** Issue 24: the card's facts row, in the reader's language whatever language the owner wrote in. */

const NOW = new Date('2026-11-22T12:00:00Z');
const hiring = (facts: Partial<HiringFacts>, weeklyPay: number | null): Partial<JobPost> => ({ jobType: 'hiring', hiring: { ...EMPTY_HIRING_FACTS, ...facts }, weeklyPay });
const salon = (facts: Partial<SalonFacts>): Partial<JobPost> => ({ jobType: 'selling', salon: { ...EMPTY_SALON_FACTS, ...facts } });

function chipsOf(overrides: Partial<JobPost>, lang: Lang = 'vi') {
  // The card's Call asks the contact call through the app's store, as in the app.
  render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={createI18n(lang)}>
        <JobCard post={sampleJobPost(overrides, NOW)} now={NOW} />
      </I18nextProvider>
    </Provider>,
  );
  return screen.queryAllByTestId('fact-chip').map((chip) => chip.textContent);
}

describe('formatUsd', () => {
  it('writes dollars US style below $10,000 and thousands or millions above', () => {
    expect([0, 20, 900, 1_200, 9_999, 10_000, 12_500, 45_000, 250_000, 1_200_000].map(formatUsd)).toEqual(['$0', '$20', '$900', '$1,200', '$9,999', '$10k', '$12.5k', '$45k', '$250k', '$1.2M']);
  });
});

describe('the card’s facts row', () => {
  it.each([
    ['vi', ['Lương $900/tuần', 'Bao lương/tuần', 'Có chỗ ở', 'Tip riêng']],
    ['en', ['Pay $900/week', 'Guaranteed weekly pay', 'Housing', 'Keep tips']],
  ] as const)('shows a hiring post’s weekly pay, pay type, housing and tips (%s)', (lang, expected) => {
    expect(chipsOf(hiring({ guaranteeAmount: 900, guaranteePer: 'week', housing: true, tips: true, skills: ['gel'] }, 900), lang)).toEqual(expected);
  });

  it.each([
    ['vi', ['Lương ≈$900/tuần', 'Ăn chia 6/4']],
    ['en', ['Pay ≈$900/week', 'Commission 6/4']],
  ] as const)('marks the weekly pay of a commission as an estimate (%s)', (lang, expected) => {
    expect(chipsOf(hiring({ commissionPercent: 60 }, 900), lang)).toEqual(expected);
  });

  it.each([
    ['vi', 'Lương $1,100–1,500/tuần'],
    ['en', 'Pay $1,100–1,500/week'],
  ] as const)('shows the range the ad states, never a daily guarantee times the days below it (issue 36, %s)', (lang, payChip) => {
    const chips = chipsOf(hiring({ guaranteeAmount: 180, guaranteePer: 'day', commissionPercent: 60, payRange: { from: 1100, to: 1500, per: 'week' } }, 1100), lang);
    expect(chips[0]).toBe(payChip);
  });

  it('works the weekly pay out when the answer has none, and says nothing of housing or tips not offered', () => {
    expect(chipsOf(hiring({ guaranteeAmount: 150, guaranteePer: 'day', housing: false, tips: null }, null))).toEqual(['Lương $900/tuần', 'Bao lương/ngày']);
  });

  it.each([
    ['vi', ['Giá $180k', 'Doanh thu $45k/tháng', '10 bàn']],
    ['en', ['Price $180k', 'Revenue $45k/mo', '10 stations']],
  ] as const)('shows a salon’s price, revenue and stations (%s)', (lang, expected) => {
    expect(chipsOf(salon({ askingPrice: 180_000, monthlyRevenue: 45_000, stations: 10, monthlyRent: 4_500, financing: true }), lang)).toEqual(expected);
  });

  it.each(['vi', 'en'] as const)('has no row at all on an old post without facts (%s)', (lang) => {
    expect(chipsOf({ hiring: null, weeklyPay: null, salon: null }, lang)).toEqual([]);
    expect(screen.queryByTestId('fact-chips')).toBeNull();
  });

  it('has no row for facts that state nothing the card shows', () => {
    expect(chipsOf(salon({ monthlyRent: 4_500 }))).toEqual([]);
    expect(screen.queryByTestId('fact-chips')).toBeNull();
  });
});
