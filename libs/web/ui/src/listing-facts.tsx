import type { HiringFacts, SalonFacts } from '@chonail/shared/domain';
import { compactUsd, payTypeOf, shownWeeklyPay } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** What the card, the detail and the posting form read of a post's facts (issue 24). */
export interface PostFactsOf {
  hiring?: HiringFacts | null;
  salon?: SalonFacts | null;
  /** The server's weekly-pay figure; worked out from `hiring` when absent. */
  weeklyPay?: number | null;
}

/** Money, one rule everywhere (cards, detail, filters): the domain's compactUsd ("$1,200", "$45k", "$1.2M"). */
export const formatUsd = compactUsd;

/** The technician's share as nail owners write it: 60 → "6/4", 55 → "55/45". */
export const commissionSplit = (percent: number): string =>
  percent % 10 === 0 ? `${percent / 10}/${(100 - percent) / 10}` : `${percent}/${100 - percent}`;

/** "$1,100–1,500" for a stated range, one "$" as ads write it. */
export const formatUsdRange = (from: number, to: number): string => `${formatUsd(from)}–${formatUsd(to).slice(1)}`;

/** "$1,100–1,500" for a stated range, "≈$900" for the commission estimate, "$900" for a stated pay; null when the post states none. */
function weeklyPayText(facts: PostFactsOf): string | null {
  const pay = shownWeeklyPay(facts.hiring, facts.weeklyPay ?? null);
  if (!pay) return null;
  if (pay.to !== null) return formatUsdRange(pay.from, pay.to);
  return `${pay.estimate ? '≈' : ''}${formatUsd(pay.from)}`;
}

function payTypeText(t: TFunction, hiring: HiringFacts | null | undefined): string | null {
  const type = payTypeOf(hiring);
  if (!type) return null;
  const label = t(`facts.payType.${type}`);
  return type === 'commission' && hiring?.commissionPercent ? `${label} ${commissionSplit(hiring.commissionPercent)}` : label;
}

/** The card's short row: at most four chips, in the reader's language. */
export function factChips(t: TFunction, facts: PostFactsOf): string[] {
  const { hiring, salon } = facts;
  const pay = weeklyPayText(facts);
  const chips = [
    pay && t('facts.weeklyPayChip', { amount: pay }),
    payTypeText(t, hiring),
    hiring?.housing && t('facts.housingChip'),
    hiring?.tips && t('facts.tipsChip'),
    salon?.askingPrice != null && t('facts.priceChip', { amount: formatUsd(salon.askingPrice) }),
    salon?.monthlyRevenue != null && t('facts.revenueChip', { amount: formatUsd(salon.monthlyRevenue) }),
    salon?.stations != null && t('facts.stationsChip', { count: salon.stations }),
  ];
  return chips.filter((chip): chip is string => typeof chip === 'string').slice(0, 4);
}

/** The card's facts row; nothing at all (no space kept) for a post without facts. */
export function FactChips({ facts }: { facts: PostFactsOf }) {
  const { t } = useTranslation();
  const chips = factChips(t, facts);
  if (chips.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5 text-xs font-medium text-emerald-900" data-testid="fact-chips">
      {chips.map((chip) => (
        <li key={chip} className="rounded-full bg-emerald-50 px-2 py-0.5" data-testid="fact-chip">
          {chip}
        </li>
      ))}
    </ul>
  );
}

export interface FactRow {
  key: string;
  term: string;
  value: string;
}

/** Every known fact as a term and its value: the detail's list and the posting form's "found" list. */
export function factRows(t: TFunction, facts: PostFactsOf): FactRow[] {
  const { hiring, salon } = facts;
  const yesNo = (flag: boolean) => t(flag ? 'facts.yes' : 'facts.no');
  const rows: Array<[string, string | null | undefined | false]> = [];
  if (hiring) {
    const pay = weeklyPayText(facts);
    rows.push(
      ['weeklyPay', pay && t('facts.perWeek', { amount: pay })],
      ['payType', payTypeText(t, hiring)],
      ['guarantee', hiring.guaranteeAmount !== null && t(hiring.guaranteePer === 'day' ? 'facts.perDay' : 'facts.perWeek', { amount: formatUsd(hiring.guaranteeAmount) })],
      ['commission', hiring.commissionPercent !== null && commissionSplit(hiring.commissionPercent)],
      ['hourly', hiring.hourlyRate !== null && t('facts.perHour', { amount: formatUsd(hiring.hourlyRate) })],
      ['tips', hiring.tips !== null && yesNo(hiring.tips)],
      ['housing', hiring.housing !== null && yesNo(hiring.housing)],
      ['skills', hiring.skills.map((skill) => t(`facts.skill.${skill}`)).join(', ')],
      ['license', hiring.licenseRequired !== null && yesNo(hiring.licenseRequired)],
      ['schedule', hiring.schedule && t(`facts.schedules.${hiring.schedule}`)],
      ['days', hiring.daysPerWeek !== null && String(hiring.daysPerWeek)],
    );
  }
  if (salon) {
    const money = (amount: number | null) => amount !== null && formatUsd(amount);
    rows.push(
      ['askingPrice', money(salon.askingPrice)],
      ['monthlyRevenue', money(salon.monthlyRevenue)],
      ['monthlyRent', money(salon.monthlyRent)],
      ['lease', salon.leaseYearsLeft !== null && t('facts.years', { count: salon.leaseYearsLeft })],
      ['stations', salon.stations !== null && String(salon.stations)],
      ['spas', salon.pedicureSpas !== null && String(salon.pedicureSpas)],
      ['staff', salon.staffCount !== null && String(salon.staffCount)],
      ['reason', salon.reasonForSelling],
      ['financing', salon.financing !== null && yesNo(salon.financing)],
    );
  }
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([key, value]) => ({ key, term: t(`facts.term.${key}`), value }));
}
