/**
 * The facts nail workers and salon buyers ask first (issue 24): how a hiring post pays, and what a
 * salon for sale earns and costs. Every field is optional: old posts and owners who do not say
 * have none, and a card shows only what is known. Money is in whole US dollars.
 */

/** How a hiring post pays, derived from which pay fields are set (see `payTypeOf`). */
export const PAY_TYPES = ['guarantee_day', 'guarantee_week', 'commission', 'guarantee_commission', 'hourly'] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** The services a technician is asked to do; `key` doubles as the i18n key. */
export const NAIL_SKILLS = ['acrylic', 'dip', 'gel', 'pedicure', 'wax', 'eyelash', 'facial'] as const;
export type NailSkill = (typeof NAIL_SKILLS)[number];

export const WORK_SCHEDULES = ['full_time', 'part_time'] as const;
export type WorkSchedule = (typeof WORK_SCHEDULES)[number];

export const GUARANTEE_PERIODS = ['day', 'week'] as const;
export type GuaranteePeriod = (typeof GUARANTEE_PERIODS)[number];

/** A pay range an ad states ("$1,100–$1,500/tuần"): its low and high ends per day or week. */
export interface PayRange {
  from: number;
  to: number;
  per: GuaranteePeriod;
}

export interface HiringFacts {
  /** "Bao lương": the least the technician is paid, per `guaranteePer`. */
  guaranteeAmount: number | null;
  guaranteePer: GuaranteePeriod | null;
  /** "Ăn chia 6/4" or "60/40": the technician's share of what they bring in, in percent (60). */
  commissionPercent: number | null;
  /** Dollars per hour. */
  hourlyRate: number | null;
  /** The technician keeps the tips ("tip riêng", "tips are yours"). */
  tips: boolean | null;
  /** Housing offered ("có chỗ ở", "bao ăn ở"). */
  housing: boolean | null;
  skills: NailSkill[];
  /** A nail licence is required ("cần bằng", "license required"). */
  licenseRequired: boolean | null;
  schedule: WorkSchedule | null;
  daysPerWeek: number | null;
  /**
   * The range the ad states, kept so a card shows "$1,100–1,500/tuần" as the ad says (issue 36);
   * absent on posts written before it, and wherever one figure is stated.
   */
  payRange?: PayRange | null;
}

export interface SalonFacts {
  askingPrice: number | null;
  monthlyRevenue: number | null;
  monthlyRent: number | null;
  leaseYearsLeft: number | null;
  /** Nail stations (manicure tables, "bàn"); chairs in many ads ("10 ghế"). */
  stations: number | null;
  /** Pedicure spa chairs ("ghế spa", "ghế pedi"). */
  pedicureSpas: number | null;
  staffCount: number | null;
  reasonForSelling: string | null;
  /** The seller finances part of the price ("owner financing", "cho góp"). */
  financing: boolean | null;
}

/** Bounds every form and the API check (whole numbers, inclusive). */
export const FACT_LIMITS = {
  maxPayAmount: 100_000,
  maxHourlyRate: 1_000,
  minCommissionPercent: 1,
  maxCommissionPercent: 99,
  maxDaysPerWeek: 7,
  maxSalonMoney: 100_000_000,
  maxLeaseYears: 99,
  maxStations: 500,
  maxStaff: 1_000,
  reasonMax: 300,
} as const;

export const EMPTY_HIRING_FACTS: HiringFacts = {
  guaranteeAmount: null,
  guaranteePer: null,
  commissionPercent: null,
  hourlyRate: null,
  tips: null,
  housing: null,
  skills: [],
  licenseRequired: null,
  schedule: null,
  daysPerWeek: null,
};

export const EMPTY_SALON_FACTS: SalonFacts = {
  askingPrice: null,
  monthlyRevenue: null,
  monthlyRent: null,
  leaseYearsLeft: null,
  stations: null,
  pedicureSpas: null,
  staffCount: null,
  reasonForSelling: null,
  financing: null,
};

/**
 * The weekly-pay rule, one place for filters, sorting and cards:
 * - days worked: `daysPerWeek`, else 6 full time (the salon week of the ads we model), 3 part time;
 * - a guarantee per week counts as it is; per day, times the days;
 * - hourly: the rate times 8 hours times the days;
 * - commission: the technician's share of `TYPICAL_DAILY_SALES` per day worked, an estimate (the
 *   card marks it "≈"), so that "ăn chia 6/4" compares with "bao lương $900/tuần" (6 × $250 × 60% = $900);
 * - a stated range counts its low end, what every technician is told to expect (issue 36);
 * - when a post offers several ("bao lương hoặc ăn chia"), the technician can earn the highest.
 * Null when the post states no pay.
 */
export const TYPICAL_DAILY_SALES = 250;
export const DEFAULT_DAYS_PER_WEEK: Record<WorkSchedule, number> = { full_time: 6, part_time: 3 };
export const HOURS_PER_DAY = 8;

export function daysWorked(facts: Pick<HiringFacts, 'daysPerWeek' | 'schedule'>): number {
  return facts.daysPerWeek ?? DEFAULT_DAYS_PER_WEEK[facts.schedule ?? 'full_time'];
}

/** The weekly figures of each single pay a post states (guarantee, hourly, commission). */
function singleWeeklyFigures(facts: HiringFacts): number[] {
  const days = daysWorked(facts);
  const figures: number[] = [];
  if (facts.guaranteeAmount != null) figures.push(facts.guaranteePer === 'day' ? facts.guaranteeAmount * days : facts.guaranteeAmount);
  if (facts.hourlyRate != null) figures.push(facts.hourlyRate * HOURS_PER_DAY * days);
  if (facts.commissionPercent != null) figures.push((TYPICAL_DAILY_SALES * days * facts.commissionPercent) / 100);
  return figures.map(Math.round);
}

/** The stated range as weekly dollars ([1100, 1500]); null without one. */
function weeklyRange(facts: HiringFacts): [number, number] | null {
  const range = facts.payRange;
  if (!range) return null;
  const times = range.per === 'day' ? daysWorked(facts) : 1;
  return [Math.round(range.from * times), Math.round(range.to * times)];
}

export function weeklyPay(facts: HiringFacts | null | undefined): number | null {
  if (!facts) return null;
  const figures = singleWeeklyFigures(facts);
  const range = weeklyRange(facts);
  if (range) figures.push(range[0]);
  return figures.length > 0 ? Math.max(...figures) : null;
}

/** What a card's pay chip says, in weekly dollars: a range as a range, else one figure ("≈" when `estimate`). */
export interface ShownPay {
  from: number;
  /** The high end of a stated range; null for one figure. */
  to: number | null;
  estimate: boolean;
}

/**
 * The pay a card shows, never less than the ad says (issue 36): a stated range stays the range,
 * unless another pay the post offers is higher than its top; otherwise the `weeklyPay` figure.
 * `stored` is the server's figure, used when the facts state no pay of their own.
 */
export function shownWeeklyPay(facts: HiringFacts | null | undefined, stored: number | null = null): ShownPay | null {
  const range = facts ? weeklyRange(facts) : null;
  if (facts && range && range[1] > range[0] && singleWeeklyFigures(facts).every((figure) => figure <= range[1])) {
    return { from: range[0], to: range[1], estimate: false };
  }
  const pay = weeklyPay(facts) ?? stored;
  return pay === null ? null : { from: pay, to: null, estimate: weeklyPayIsEstimate(facts) };
}

/** True when the weekly figure comes from the commission estimate alone (shown as "≈"). */
export function weeklyPayIsEstimate(facts: HiringFacts | null | undefined): boolean {
  return Boolean(facts && facts.commissionPercent != null && facts.guaranteeAmount == null && facts.hourlyRate == null && !facts.payRange);
}

/** The pay type a post shows and filters on, from the pay fields it has. */
export function payTypeOf(facts: HiringFacts | null | undefined): PayType | null {
  if (!facts) return null;
  const guarantee = facts.guaranteeAmount !== null;
  if (guarantee && facts.commissionPercent !== null) return 'guarantee_commission';
  if (guarantee) return facts.guaranteePer === 'day' ? 'guarantee_day' : 'guarantee_week';
  if (facts.commissionPercent !== null) return 'commission';
  if (facts.hourlyRate !== null) return 'hourly';
  return null;
}

/** "6/4" → 60, "60/40" → 60, "7/3" → 70: the first number is the technician's share. */
export function commissionFromSplit(worker: number, owner: number): number | null {
  if (!(worker > 0 && owner > 0)) return null;
  const percent = Math.round((worker / (worker + owner)) * 100);
  return percent >= FACT_LIMITS.minCommissionPercent && percent <= FACT_LIMITS.maxCommissionPercent ? percent : null;
}

/** Whether a post states any fact at all (a card shows no facts row otherwise). */
export function hasHiringFacts(facts: HiringFacts | null | undefined): boolean {
  return Boolean(facts && (Object.entries(facts) as Array<[keyof HiringFacts, unknown]>).some(([key, value]) => (key === 'skills' ? (value as unknown[]).length > 0 : value != null)));
}

export function hasSalonFacts(facts: SalonFacts | null | undefined): boolean {
  return Boolean(facts && Object.values(facts).some((value) => value !== null));
}
