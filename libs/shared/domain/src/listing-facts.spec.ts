import { commissionFromSplit, EMPTY_HIRING_FACTS, hasHiringFacts, hasSalonFacts, EMPTY_SALON_FACTS, payTypeOf, shownWeeklyPay, weeklyPay, weeklyPayIsEstimate, type HiringFacts } from './listing-facts';

const hiring = (facts: Partial<HiringFacts>): HiringFacts => ({ ...EMPTY_HIRING_FACTS, ...facts });

describe('weeklyPay: one figure for every pay type', () => {
  it('"bao lương $900/tuần hoặc ăn chia 6/4, có chỗ ở": $900 either way', () => {
    const facts = hiring({ guaranteeAmount: 900, guaranteePer: 'week', commissionPercent: 60, housing: true });
    expect(weeklyPay(facts)).toBe(900);
    expect(payTypeOf(facts)).toBe('guarantee_commission');
    expect(weeklyPayIsEstimate(facts)).toBe(false);
  });

  it('a weekly guarantee counts as it is, whatever the days', () => {
    expect(weeklyPay(hiring({ guaranteeAmount: 1200, guaranteePer: 'week', daysPerWeek: 5 }))).toBe(1200);
    expect(payTypeOf(hiring({ guaranteeAmount: 1200, guaranteePer: 'week' }))).toBe('guarantee_week');
  });

  it('a daily guarantee times the days: 6 full time unless the post says, 3 part time', () => {
    expect(weeklyPay(hiring({ guaranteeAmount: 150, guaranteePer: 'day' }))).toBe(900);
    expect(weeklyPay(hiring({ guaranteeAmount: 150, guaranteePer: 'day', daysPerWeek: 5 }))).toBe(750);
    expect(weeklyPay(hiring({ guaranteeAmount: 150, guaranteePer: 'day', schedule: 'part_time' }))).toBe(450);
    expect(payTypeOf(hiring({ guaranteeAmount: 150, guaranteePer: 'day' }))).toBe('guarantee_day');
  });

  it('hourly: rate times 8 hours times the days', () => {
    expect(weeklyPay(hiring({ hourlyRate: 18 }))).toBe(864);
    expect(weeklyPay(hiring({ hourlyRate: 18, daysPerWeek: 4 }))).toBe(576);
    expect(payTypeOf(hiring({ hourlyRate: 18 }))).toBe('hourly');
  });

  it('commission alone: the share of $250 a day worked, marked as an estimate', () => {
    expect(weeklyPay(hiring({ commissionPercent: 60 }))).toBe(900);
    expect(weeklyPay(hiring({ commissionPercent: 70, daysPerWeek: 5 }))).toBe(875);
    expect(weeklyPayIsEstimate(hiring({ commissionPercent: 60 }))).toBe(true);
    expect(payTypeOf(hiring({ commissionPercent: 60 }))).toBe('commission');
  });

  it('the highest of what a post offers', () => {
    expect(weeklyPay(hiring({ guaranteeAmount: 120, guaranteePer: 'day', commissionPercent: 70 }))).toBe(1050);
    expect(weeklyPay(hiring({ guaranteeAmount: 1000, guaranteePer: 'week', commissionPercent: 50 }))).toBe(1000);
  });

  it('nothing stated, nothing derived', () => {
    expect(weeklyPay(null)).toBeNull();
    expect(weeklyPay(hiring({ housing: true, skills: ['gel'] }))).toBeNull();
    expect(payTypeOf(hiring({ housing: true }))).toBeNull();
  });
});

describe('shownWeeklyPay: a card never undersells the ad (issue 36)', () => {
  // The demo post that showed "$1,080": "Lương $1,100-$1,500/tuần, bao lương $180/ngày hoặc chia 6/4".
  const rangedAd = hiring({ guaranteeAmount: 180, guaranteePer: 'day', commissionPercent: 60, payRange: { from: 1100, to: 1500, per: 'week' } });

  it('shows a stated weekly range as the range, not a daily guarantee times 6', () => {
    expect(shownWeeklyPay(rangedAd)).toEqual({ from: 1100, to: 1500, estimate: false });
  });

  it('files the range under its low end for filters and sorting, above the daily guarantee', () => {
    expect(weeklyPay(rangedAd)).toBe(1100);
    expect(weeklyPay(hiring({ payRange: { from: 1100, to: 1500, per: 'week' } }))).toBe(1100);
    expect(weeklyPayIsEstimate(hiring({ commissionPercent: 60, payRange: { from: 1100, to: 1500, per: 'week' } }))).toBe(false);
  });

  it('a daily range times the days stays a range', () => {
    const daily = hiring({ payRange: { from: 150, to: 200, per: 'day' } });
    expect(shownWeeklyPay(daily)).toEqual({ from: 900, to: 1200, estimate: false });
    expect(shownWeeklyPay({ ...daily, daysPerWeek: 5 })).toEqual({ from: 750, to: 1000, estimate: false });
    expect(weeklyPay(daily)).toBe(900);
  });

  it('one figure per day or week as before, the commission estimate marked', () => {
    expect(shownWeeklyPay(hiring({ guaranteeAmount: 900, guaranteePer: 'week' }))).toEqual({ from: 900, to: null, estimate: false });
    expect(shownWeeklyPay(hiring({ guaranteeAmount: 180, guaranteePer: 'day' }))).toEqual({ from: 1080, to: null, estimate: false });
    expect(shownWeeklyPay(hiring({ commissionPercent: 60 }))).toEqual({ from: 900, to: null, estimate: true });
  });

  it('the higher offer when another pay tops the range; one figure when the range has one end', () => {
    expect(shownWeeklyPay(hiring({ hourlyRate: 40, payRange: { from: 1100, to: 1500, per: 'week' } }))).toEqual({ from: 1920, to: null, estimate: false });
    expect(shownWeeklyPay(hiring({ payRange: { from: 1200, to: 1200, per: 'week' } }))).toEqual({ from: 1200, to: null, estimate: false });
  });

  it('the server’s figure when the facts say nothing of pay, and nothing without either', () => {
    expect(shownWeeklyPay(null, 950)).toEqual({ from: 950, to: null, estimate: false });
    expect(shownWeeklyPay(hiring({ housing: true }))).toBeNull();
  });

  it('old stored facts without the range field read as before', () => {
    const old = hiring({ guaranteeAmount: 150, guaranteePer: 'day' });
    expect('payRange' in old).toBe(false);
    expect(weeklyPay(old)).toBe(900);
    expect(hasHiringFacts({ ...hiring({}), payRange: undefined })).toBe(false);
  });
});

describe('commissionFromSplit', () => {
  it('reads the first number as the technician’s share', () => {
    expect(commissionFromSplit(6, 4)).toBe(60);
    expect(commissionFromSplit(60, 40)).toBe(60);
    expect(commissionFromSplit(7, 3)).toBe(70);
    expect(commissionFromSplit(55, 45)).toBe(55);
  });
  it('refuses what is not a split', () => {
    expect(commissionFromSplit(0, 4)).toBeNull();
    expect(commissionFromSplit(6, 0)).toBeNull();
  });
});

describe('hasHiringFacts / hasSalonFacts', () => {
  it('is false for an empty set and true once one fact is known', () => {
    expect(hasHiringFacts(EMPTY_HIRING_FACTS)).toBe(false);
    expect(hasHiringFacts(hiring({ skills: ['dip'] }))).toBe(true);
    expect(hasHiringFacts(hiring({ tips: false }))).toBe(true);
    expect(hasSalonFacts(EMPTY_SALON_FACTS)).toBe(false);
    expect(hasSalonFacts({ ...EMPTY_SALON_FACTS, stations: 10 })).toBe(true);
    expect(hasSalonFacts(null)).toBe(false);
  });
});
