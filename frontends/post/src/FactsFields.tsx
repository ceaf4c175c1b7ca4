import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { FACT_LIMITS, GUARANTEE_PERIODS, NAIL_SKILLS, WORK_SCHEDULES } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { commissionSplit } from '@chonail/web/ui';
import { digitsOnly, Field, Select, TextArea, TextInput } from '@chonail/web/ui/form';
import { COMMISSION_CHOICES, type FactsFormValues, factsFilled, type FactsJobType } from './facts-form';

/** A grid cell: a label that wraps to two lines keeps the controls of a row level. */
const cell = 'flex flex-col justify-end';
const checkboxClass = 'h-5 w-5 shrink-0 rounded border-slate-300 text-rose-600 focus:ring-rose-500';
/** Money and counts: digits only ("$1,200" typed is 1200), at most 9 of them. */
const digits = digitsOnly(9);

/**
 * Issue 24: the facts of a hiring post (pay, tips, housing, skills, licence, schedule) or of a salon
 * for sale (price, revenue, rent, lease, stations, spas, staff, reason, financing), optional, in a
 * section that stays folded until opened, filled (a prefill, a post's facts) or invalid. Sits in a
 * form kit `Form` whose values hold `FactsFormValues`; the form checks them with `factsProblems`.
 * Two columns even on a 360 px phone: the fields are short numbers and choices.
 */
export function FactsFields({ jobType }: { jobType: FactsJobType }) {
  const { t } = useTranslation();
  const id = useId();
  const { control, setFocus } = useFormContext<FactsFormValues>();
  const values = useWatch({ control }) as FactsFormValues;
  const group = jobType === 'hiring' ? 'hiring' : 'salon';
  const { errors } = useFormState({ control, name: group });
  const problems = errors[group];
  const filled = factsFilled(jobType, values);
  const [open, setOpen] = useState(filled);
  const focusFirstProblem = useRef(false);
  // A prefill opens the section, so what changed is seen.
  useEffect(() => {
    if (filled) setOpen(true);
  }, [filled]);
  // A failed submit with a problem in the folded section opens it and focuses the field (a folded one cannot take the focus).
  useEffect(() => {
    if (problems && !open) {
      focusFirstProblem.current = true;
      setOpen(true);
    }
  }, [problems, open]);
  useEffect(() => {
    const first = problems && Object.keys(problems)[0];
    if (!open || !focusFirstProblem.current || !first) return;
    focusFirstProblem.current = false;
    setFocus(`${group}.${first}` as never);
  }, [open, problems, group, setFocus]);

  return (
    <div className="rounded-lg border border-slate-200" data-testid="facts-fields">
      <button
        type="button"
        className="flex min-h-12 w-full items-center justify-between gap-2 px-3 text-left font-semibold text-slate-800"
        aria-expanded={open}
        aria-controls={`${id}-facts`}
        onClick={() => setOpen(!open)}
        data-testid="facts-toggle"
      >
        <span>{t('factsForm.toggle')}</span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {/* Hidden, not unmounted: the values stay registered while the section is folded. */}
      <div id={`${id}-facts`} hidden={!open} className="border-t border-slate-100 p-3">
        <p className="mb-3 text-sm text-slate-500">{t('factsForm.hint')}</p>
        <div className="grid grid-cols-2 gap-3">{jobType === 'hiring' ? <HiringFields commission={values.hiring?.commissionPercent ?? ''} /> : <SalonFields />}</div>
      </div>
    </div>
  );
}

function HiringFields({ commission }: { commission: string }) {
  const { t } = useTranslation();
  const { register } = useFormContext<FactsFormValues>();
  // A split read from an ad or saved before that is not among the common ones stays choosable.
  const splits = [...new Set<number>([...COMMISSION_CHOICES, ...(commission && !Number.isNaN(Number(commission)) ? [Number(commission)] : [])])].sort((a, b) => a - b);
  return (
    <>
      <Field name="hiring.guaranteeAmount" className={cell} label={t('factsForm.amount', { label: t('facts.term.guarantee') })}>
        <TextInput inputMode="numeric" format={digits} data-testid="fact-guaranteeAmount" />
      </Field>
      <Field name="hiring.guaranteeTo" className={cell} label={t('factsForm.guaranteeTo')}>
        <TextInput inputMode="numeric" format={digits} data-testid="fact-guaranteeTo" />
      </Field>
      <Field name="hiring.guaranteePer" className={cell} label={t('factsForm.guaranteePer')}>
        <Select data-testid="fact-guaranteePer">
          <Unspecified />
          {GUARANTEE_PERIODS.map((per) => (
            <option key={per} value={per}>
              {t(`factsForm.per.${per}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field name="hiring.commissionPercent" label={t('facts.term.commission')} hint={t('factsForm.commissionHint')} className="col-span-2">
        <Select data-testid="fact-commissionPercent">
          <Unspecified />
          {splits.map((percent) => (
            <option key={percent} value={String(percent)}>
              {percent % 10 === 0 ? `${commissionSplit(percent)} (${percent}/${100 - percent})` : commissionSplit(percent)}
            </option>
          ))}
        </Select>
      </Field>
      <Field name="hiring.hourlyRate" className={cell} label={t('factsForm.amount', { label: t('facts.term.hourly') })}>
        <TextInput inputMode="numeric" format={digits} data-testid="fact-hourlyRate" />
      </Field>
      <Field name="hiring.daysPerWeek" className={cell} label={t('facts.term.days')}>
        <TextInput inputMode="numeric" format={digitsOnly(2)} data-testid="fact-daysPerWeek" />
      </Field>
      <YesNo name="hiring.tips" label={t('facts.term.tips')} />
      <YesNo name="hiring.housing" label={t('facts.term.housing')} />
      <YesNo name="hiring.licenseRequired" label={t('facts.term.license')} />
      <Field name="hiring.schedule" className={cell} label={t('facts.term.schedule')}>
        <Select data-testid="fact-schedule">
          <Unspecified />
          {WORK_SCHEDULES.map((schedule) => (
            <option key={schedule} value={schedule}>
              {t(`facts.schedules.${schedule}`)}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className="col-span-2">
        <legend className="text-sm font-medium text-slate-700">{t('facts.term.skills')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {NAIL_SKILLS.map((skill) => (
            <label key={skill} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 has-checked:border-rose-500 has-checked:bg-rose-50">
              <input type="checkbox" value={skill} {...register('hiring.skills')} className={checkboxClass} data-testid={`fact-skill-${skill}`} />
              <span className="text-sm">{t(`facts.skill.${skill}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

function SalonFields() {
  const { t } = useTranslation();
  const money = (name: 'askingPrice' | 'monthlyRevenue' | 'monthlyRent', term: string) => (
    <Field name={`salon.${name}`} className={cell} label={t('factsForm.amount', { label: t(`facts.term.${term}`) })}>
      <TextInput inputMode="numeric" format={digits} data-testid={`fact-${name}`} />
    </Field>
  );
  const count = (name: 'leaseYearsLeft' | 'stations' | 'pedicureSpas' | 'staffCount', term: string) => (
    <Field name={`salon.${name}`} className={cell} label={t(`facts.term.${term}`)}>
      <TextInput inputMode="numeric" format={digitsOnly(4)} data-testid={`fact-${name}`} />
    </Field>
  );
  return (
    <>
      {money('askingPrice', 'askingPrice')}
      {money('monthlyRevenue', 'monthlyRevenue')}
      {money('monthlyRent', 'monthlyRent')}
      {count('leaseYearsLeft', 'lease')}
      {count('stations', 'stations')}
      {count('pedicureSpas', 'spas')}
      {count('staffCount', 'staff')}
      <YesNo name="salon.financing" label={t('facts.term.financing')} />
      <Field name="salon.reasonForSelling" label={t('facts.term.reason')} className="col-span-2">
        <TextArea rows={2} maxLength={FACT_LIMITS.reasonMax} data-testid="fact-reasonForSelling" />
      </Field>
    </>
  );
}

function Unspecified() {
  const { t } = useTranslation();
  return <option value="">{t('factsForm.unspecified')}</option>;
}

function YesNo({ name, label }: { name: string; label: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Field name={name} label={label} className={cell}>
      <Select data-testid={`fact-${name.split('.')[1]}`}>
        <Unspecified />
        <option value="yes">{t('facts.yes')}</option>
        <option value="no">{t('facts.no')}</option>
      </Select>
    </Field>
  );
}
