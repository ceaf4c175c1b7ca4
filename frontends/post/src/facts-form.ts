import { hiringFactsSchema, salonFactsSchema } from '@chonail/shared/contracts';
import {
  EMPTY_HIRING_FACTS,
  EMPTY_SALON_FACTS,
  type GuaranteePeriod,
  hasHiringFacts,
  hasSalonFacts,
  type HiringFacts,
  type NailSkill,
  type ParsedAd,
  type PayRange,
  type SalonFacts,
  type WorkSchedule,
} from '@chonail/shared/domain';

/**
 * Issue 24: the facts' fields of the posting form, as typed (the wizard's step 2 and the portal's
 * edit dialog share them, `FactsFields`). Numbers stay text until sent; a yes/no the owner did not
 * answer is '' (null in the request); the contract schemas check what is sent.
 */
export type FlagChoice = '' | 'yes' | 'no';

export interface HiringFactsForm {
  guaranteeAmount: string;
  /** The top of the pay, when the ad states a range from the guarantee ("$1,100–$1,500/tuần"); '' for one figure. */
  guaranteeTo: string;
  guaranteePer: GuaranteePeriod | '';
  /** A stated range that is not the guarantee's (a daily guarantee beside a weekly range): kept as it is, not a field. */
  otherRange: PayRange | null;
  /** The technician's percent, from the split chosen ("6/4" is 60). */
  commissionPercent: string;
  hourlyRate: string;
  tips: FlagChoice;
  housing: FlagChoice;
  skills: NailSkill[];
  licenseRequired: FlagChoice;
  schedule: WorkSchedule | '';
  daysPerWeek: string;
}

export interface SalonFactsForm {
  askingPrice: string;
  monthlyRevenue: string;
  monthlyRent: string;
  leaseYearsLeft: string;
  stations: string;
  pedicureSpas: string;
  staffCount: string;
  reasonForSelling: string;
  financing: FlagChoice;
}

/** The part of a form's values the facts' fields hold. */
export interface FactsFormValues {
  hiring: HiringFactsForm;
  salon: SalonFactsForm;
}

export type FactsJobType = 'hiring' | 'selling';

/** The common splits offered, as the technician's percent: 50/50, 55/45, 60/40 (6/4), 65/35, 70/30 (7/3). */
export const COMMISSION_CHOICES = [50, 55, 60, 65, 70] as const;

const numberText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
const flagChoice = (value: boolean | null | undefined): FlagChoice => (value === true ? 'yes' : value === false ? 'no' : '');

/** Whether the stated range starts at the guarantee, in its period: then it is the guarantee's "to" field. */
const rangeOfGuarantee = (f: Partial<HiringFacts>): boolean => !!f.payRange && f.payRange.from === f.guaranteeAmount && f.payRange.per === f.guaranteePer;

export function hiringFormOf(facts: Partial<HiringFacts> | null | undefined): HiringFactsForm {
  const f = { ...EMPTY_HIRING_FACTS, ...facts };
  return {
    guaranteeAmount: numberText(f.guaranteeAmount),
    guaranteeTo: rangeOfGuarantee(f) ? numberText(f.payRange?.to) : '',
    guaranteePer: f.guaranteePer ?? '',
    otherRange: f.payRange && !rangeOfGuarantee(f) ? f.payRange : null,
    commissionPercent: numberText(f.commissionPercent),
    hourlyRate: numberText(f.hourlyRate),
    tips: flagChoice(f.tips),
    housing: flagChoice(f.housing),
    skills: [...f.skills],
    licenseRequired: flagChoice(f.licenseRequired),
    schedule: f.schedule ?? '',
    daysPerWeek: numberText(f.daysPerWeek),
  };
}

export function salonFormOf(facts: Partial<SalonFacts> | null | undefined): SalonFactsForm {
  const f = { ...EMPTY_SALON_FACTS, ...facts };
  return {
    askingPrice: numberText(f.askingPrice),
    monthlyRevenue: numberText(f.monthlyRevenue),
    monthlyRent: numberText(f.monthlyRent),
    leaseYearsLeft: numberText(f.leaseYearsLeft),
    stations: numberText(f.stations),
    pedicureSpas: numberText(f.pedicureSpas),
    staffCount: numberText(f.staffCount),
    reasonForSelling: f.reasonForSelling ?? '',
    financing: flagChoice(f.financing),
  };
}

/** The facts' fields filled from a post's facts (the edit dialog), or empty (a new post). */
export function factsFormOf(hiring?: Partial<HiringFacts> | null, salon?: Partial<SalonFacts> | null): FactsFormValues {
  return { hiring: hiringFormOf(hiring), salon: salonFormOf(salon) };
}

const numberOf = (typed: string | undefined): number | null => (typed && typed.trim() !== '' ? Number(typed.trim()) : null);
const flagOf = (choice: FlagChoice | undefined): boolean | null => (choice === 'yes' ? true : choice === 'no' ? false : null);

/** What the fields say, unchecked (the schema checks it). */
function rawHiring(form: HiringFactsForm): HiringFacts {
  const to = numberOf(form.guaranteeTo);
  // The schema checks the range (it ends above where it starts, in a period); an amount or period left empty is the guarantee's own problem.
  const range = to === null ? (form.otherRange ?? null) : ({ from: numberOf(form.guaranteeAmount) ?? to, to, per: form.guaranteePer || 'week' } satisfies PayRange);
  return {
    guaranteeAmount: numberOf(form.guaranteeAmount),
    guaranteePer: form.guaranteePer || null,
    ...(range && { payRange: range }),
    commissionPercent: numberOf(form.commissionPercent),
    hourlyRate: numberOf(form.hourlyRate),
    tips: flagOf(form.tips),
    housing: flagOf(form.housing),
    // A group of checkboxes reads false while none was ever ticked.
    skills: Array.isArray(form.skills) ? form.skills : [],
    licenseRequired: flagOf(form.licenseRequired),
    schedule: form.schedule || null,
    daysPerWeek: numberOf(form.daysPerWeek),
  };
}

function rawSalon(form: SalonFactsForm): SalonFacts {
  return {
    askingPrice: numberOf(form.askingPrice),
    monthlyRevenue: numberOf(form.monthlyRevenue),
    monthlyRent: numberOf(form.monthlyRent),
    leaseYearsLeft: numberOf(form.leaseYearsLeft),
    stations: numberOf(form.stations),
    pedicureSpas: numberOf(form.pedicureSpas),
    staffCount: numberOf(form.staffCount),
    reasonForSelling: form.reasonForSelling.trim() || null,
    financing: flagOf(form.financing),
  };
}

const group = (jobType: FactsJobType) => (jobType === 'hiring' ? 'hiring' : 'salon');

/**
 * The problems of the type's facts by the contract's schema, as the form kit reads a check: the
 * field's name (`hiring.daysPerWeek`) and its message's catalogue key (`factsForm.errors.daysPerWeek`).
 */
export function factsProblems(jobType: FactsJobType | '', values: FactsFormValues): Record<string, string> {
  if (!jobType) return {};
  const result = jobType === 'hiring' ? hiringFactsSchema.safeParse(rawHiring(values.hiring)) : salonFactsSchema.safeParse(rawSalon(values.salon));
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    // The range's problems are the "to" field's: the one field of it the owner types besides the guarantee.
    const field = issue.path[0] === 'payRange' ? 'guaranteeTo' : String(issue.path[0]);
    problems[`${group(jobType)}.${field}`] ??= `factsForm.errors.${field}`;
  }
  return problems;
}

/** The checked facts of the type, or null when the owner stated none. Call once `factsProblems` is empty. */
export function hiringFactsOf(values: FactsFormValues): HiringFacts | null {
  const facts = hiringFactsSchema.parse(rawHiring(values.hiring));
  return hasHiringFacts(facts) ? facts : null;
}

export function salonFactsOf(values: FactsFormValues): SalonFacts | null {
  const facts = salonFactsSchema.parse(rawSalon(values.salon));
  return hasSalonFacts(facts) ? facts : null;
}

/** The request's `hiring` or `salon` for a new post: only the type's, and only when it states something. */
export function factsPayload(jobType: FactsJobType | '', values: FactsFormValues): { hiring?: HiringFacts; salon?: SalonFacts } {
  if (jobType === 'hiring') {
    const hiring = hiringFactsOf(values);
    return hiring ? { hiring } : {};
  }
  if (jobType === 'selling') {
    const salon = salonFactsOf(values);
    return salon ? { salon } : {};
  }
  return {};
}

/** Whether the type's fields hold anything (the section opens to show it). */
export function factsFilled(jobType: FactsJobType, values: FactsFormValues): boolean {
  const form = jobType === 'hiring' ? values.hiring : values.salon;
  return Object.entries(form ?? {}).some(([key, value]) => key !== 'otherRange' && (Array.isArray(value) ? value.length > 0 : Boolean(value)));
}

/** The fields after a confirmed prefill: what the parser found replaces, the rest stays as typed. */
export function withParsedFacts(values: FactsFormValues, parsed: Pick<ParsedAd, 'hiring' | 'salon'>): FactsFormValues {
  const hiring = hiringFormOf(parsed.hiring);
  const salon = salonFormOf(parsed.salon);
  const keep = <T extends object>(current: T, found: T, said: object): T =>
    Object.fromEntries(Object.entries(current).map(([key, value]) => [key, key in said ? (found as Record<string, unknown>)[key] : value])) as T;
  // A found pay replaces the whole pay: its range (or none) with its guarantee.
  const saidPay = 'guaranteeAmount' in parsed.hiring || 'payRange' in parsed.hiring ? { guaranteeTo: true, otherRange: true } : {};
  return { hiring: keep(values.hiring, hiring, { ...parsed.hiring, ...saidPay }), salon: keep(values.salon, salon, parsed.salon) };
}
