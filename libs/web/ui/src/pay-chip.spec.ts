import { EMPTY_HIRING_FACTS, type HiringFacts } from '@chonail/shared/domain';
import { createI18n, type Lang } from '@chonail/shared/i18n';
import { factChips, factRows } from './listing-facts';

/** Issue 36: the pay chip says what the ad says; "$1,100–$1,500/tuần" never becomes "$1,080". */

const hiring = (facts: Partial<HiringFacts>): HiringFacts => ({ ...EMPTY_HIRING_FACTS, ...facts });
const payChip = (facts: Partial<HiringFacts>, lang: Lang, weeklyPay: number | null = null) => factChips(createI18n(lang).t, { hiring: hiring(facts), weeklyPay })[0];
// The demo ad: "Lương $1,100-$1,500/tuần, bao lương $180/ngày hoặc chia 6/4"; the server filed it at $1,080 before.
const rangedAd = { guaranteeAmount: 180, guaranteePer: 'day', commissionPercent: 60, payRange: { from: 1100, to: 1500, per: 'week' } } as const;

describe('the pay chip', () => {
  it.each([
    ['vi', 'Lương $1,100–1,500/tuần'],
    ['en', 'Pay $1,100–1,500/week'],
  ] as const)('keeps a stated weekly range a range (%s)', (lang, chip) => {
    expect(payChip(rangedAd, lang, 1080)).toBe(chip);
    expect(payChip({ guaranteeAmount: 1100, guaranteePer: 'week', payRange: { from: 1100, to: 1500, per: 'week' } }, lang)).toBe(chip);
  });

  it.each([
    ['vi', 'Lương $900–1,200/tuần'],
    ['en', 'Pay $900–1,200/week'],
  ] as const)('a daily range times the days worked, still a range (%s)', (lang, chip) => {
    expect(payChip({ payRange: { from: 150, to: 200, per: 'day' } }, lang)).toBe(chip);
  });

  it.each([
    ['vi', ['Lương $900/tuần', 'Lương $1,080/tuần', 'Lương ≈$900/tuần']],
    ['en', ['Pay $900/week', 'Pay $1,080/week', 'Pay ≈$900/week']],
  ] as const)('one figure per week, per day times the days, and the commission estimate (%s)', (lang, chips) => {
    expect([
      payChip({ guaranteeAmount: 900, guaranteePer: 'week' }, lang, 900),
      payChip({ guaranteeAmount: 180, guaranteePer: 'day' }, lang, 1080),
      payChip({ commissionPercent: 60 }, lang, 900),
    ]).toEqual(chips);
  });

  it.each([
    ['vi', '$1,100–1,500/tuần'],
    ['en', '$1,100–1,500/week'],
  ] as const)('the detail’s weekly pay row says the range too (%s)', (lang, value) => {
    expect(factRows(createI18n(lang).t, { hiring: hiring(rangedAd), weeklyPay: 1100 }).find((row) => row.key === 'weeklyPay')?.value).toBe(value);
  });
});
