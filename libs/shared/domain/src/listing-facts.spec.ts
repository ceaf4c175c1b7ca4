import { commissionFromSplit, EMPTY_HIRING_FACTS, hasHiringFacts, hasSalonFacts, EMPTY_SALON_FACTS, payTypeOf, weeklyPay, weeklyPayIsEstimate, type HiringFacts } from './listing-facts';

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
