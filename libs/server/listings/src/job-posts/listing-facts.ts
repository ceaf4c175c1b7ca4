import { hasHiringFacts, hasSalonFacts, weeklyPay, type HiringFacts, type JobType, type SalonFacts } from '@chonail/shared/domain';

/** The job_posts columns of a post's facts (issue 24): the facts themselves and the typed figures the search filters on. */
export interface HiringColumns {
  hiring: HiringFacts | null;
  /** Always the domain's `weeklyPay(hiring)`, computed here: a client's figure is never stored. */
  weeklyPay: number | null;
}

export interface SalonColumns {
  salon: SalonFacts | null;
  askingPrice: number | null;
  monthlyRevenue: number | null;
  stations: number | null;
}

/** A hiring post's facts as stored: none (NULL) when they state nothing. */
export function hiringColumns(facts: HiringFacts | null | undefined): HiringColumns {
  const hiring = facts && hasHiringFacts(facts) ? facts : null;
  return { hiring, weeklyPay: weeklyPay(hiring) };
}

/** A salon's facts as stored: none (NULL) when they state nothing. */
export function salonColumns(facts: SalonFacts | null | undefined): SalonColumns {
  const salon = facts && hasSalonFacts(facts) ? facts : null;
  return { salon, askingPrice: salon?.askingPrice ?? null, monthlyRevenue: salon?.monthlyRevenue ?? null, stations: salon?.stations ?? null };
}

/**
 * Every fact column of a new post: hiring facts are kept on hiring posts only and salon facts on
 * selling posts only (a transfer or a hiring post has no asking price), like the experience level.
 */
export function factColumns(jobType: JobType, hiring: HiringFacts | null | undefined, salon: SalonFacts | null | undefined): HiringColumns & SalonColumns {
  return { ...hiringColumns(jobType === 'hiring' ? hiring : null), ...salonColumns(jobType === 'selling' ? salon : null) };
}
