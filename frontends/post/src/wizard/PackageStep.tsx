import { useEffect, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CreatePaymentIntentResponse } from '@chonail/shared/contracts';
import {
  formatDollars,
  grantedAddons,
  packageCost,
  packageSelectionComplete,
  type PriceTable,
  type PriorityAddon,
  sameAddons,
  toCents,
} from '@chonail/shared/domain';
import { US_STATES } from '@chonail/shared/geo';
import { useTranslation } from '@chonail/shared/i18n';
import { useAppDispatch } from '@chonail/web/data';
import { billingApi, useCreatePaymentIntentMutation } from '@chonail/web/data/posting';
import { Button, toast } from '@chonail/web/ui';
import { Field, FieldProblem, Form, TextInput, useKitForm } from '@chonail/web/ui/form';
import { CostSummary } from './CostSummary';
import { checkboxClass, Section } from './layout';
import { failureText, LISTING_DURATION_MONTHS, MAX_ADDON_MONTHS, monthsOf, type PackageForm, type PaidPackage, selectionOf } from './wizard-state';

/** In the order spec 02 lists them. */
const PRIORITY_CHOICES: readonly PriorityAddon[] = ['none', 'diamond3', 'diamond2', 'diamond1'];

export type PackageNext = { kind: 'listing' } | { kind: 'payment'; intent: CreatePaymentIntentResponse };

interface PackageStepProps {
  form: PackageForm;
  onChange: (form: PackageForm) => void;
  prices: PriceTable;
  paid: PaidPackage | null;
  onNext: (next: PackageNext) => void;
}

/** Spec 02 step 1: the Basic card, the three add-ons, the live total, then free, pay or continue. */
export function PackageStep({ form: saved, onChange, prices, paid, onNext }: PackageStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [createIntent, { isLoading: creating }] = useCreatePaymentIntentMutation();
  const form = useKitForm<PackageForm>({
    // Spec 02 section 5: the state add-on needs a state (the months settle to 1 and more by themselves).
    check: (values) => ({ selectedStates: packageSelectionComplete(selectionOf(values)) ? undefined : 'incomplete' }),
    codePrefix: 'wizard.package.',
    defaultValues: saved,
  });
  const values = form.watch();
  const selection = selectionOf(values);
  const cost = packageCost(selection, prices);
  const total = formatDollars(cost.totalCents);
  const alreadyPaid = paid !== null && sameAddons(grantedAddons(paid.selection), grantedAddons(selection));

  // The wizard keeps the package: it prices step 2's post, and going back and forth loses nothing.
  useEffect(() => {
    const subscription = form.watch((next) => onChange({ ...(next as PackageForm) }));
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  const submit = async () => {
    if (cost.totalCents === 0 || alreadyPaid) {
      onNext({ kind: 'listing' });
      return;
    }
    try {
      const intent = await createIntent({
        amount: cost.totalCents,
        currency: 'usd',
        packageData: { ...selection, totalCost: cost.totalCents / 100 },
      }).unwrap();
      onNext({ kind: 'payment', intent });
    } catch (error) {
      // The server prices from its own table: when it disagrees, ours is stale.
      if ((error as { code?: string }).code === 'AMOUNT_MISMATCH') dispatch(billingApi.util.invalidateTags(['Pricing']));
      toast({ title: t('wizard.errorTitle'), description: failureText(t, error, 'wizard.payment.intentFailed'), variant: 'destructive' });
    }
  };

  /** A toggle or a choice of the form: a change clears the state list's problem, which it may answer. */
  const choice = <N extends 'photoVideoAddon' | 'stateAddon' | 'priorityAddon'>(name: N) => form.register(name, { onChange: () => form.clearErrors('selectedStates') });

  const submitLabel = creating
    ? t('wizard.package.creatingPayment')
    : alreadyPaid && cost.totalCents > 0
      ? t('wizard.package.continuePaid')
      : cost.totalCents === 0
        ? t('wizard.package.submitFree')
        : t('wizard.package.submitPay', { total });

  return (
    <Form form={form} onSubmit={submit} invalidToast={{ title: 'wizard.errorTitle', description: 'wizard.package.incomplete' }} className="space-y-4" testId="wizard-step1">
      <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="package-basic">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('wizard.package.basic.title')}</h2>
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800">{t('wizard.free')}</span>
        </div>
        <p className="mt-2 text-sm text-slate-600">{t('wizard.package.basic.body')}</p>
      </section>

      <Section title={t('wizard.package.photoVideo.title')} testId="addon-photo-video">
        <AddonToggle
          field={choice('photoVideoAddon')}
          label={t('wizard.package.photoVideo.body')}
          price={t('wizard.perMonth', { price: formatDollars(toCents(prices.photo_video)) })}
          testId="addon-photo-video-toggle"
        />
        <MonthsInput
          field="photoVideoMonths"
          name={t('wizard.package.photoVideo.title')}
          value={values.photoVideoMonths}
          disabled={!values.photoVideoAddon}
          testId="photo-video-months"
          lasts="photoVideo"
        />
      </Section>

      <Section title={t('wizard.package.state.title')} testId="addon-state">
        <AddonToggle
          field={choice('stateAddon')}
          label={t('wizard.package.state.body')}
          price={t('wizard.package.state.price', { price: formatDollars(toCents(prices.state)) })}
          testId="addon-state-toggle"
        />
        <StatePicker
          selected={values.selectedStates}
          disabled={!values.stateAddon}
          onChange={(selectedStates) => {
            form.setValue('selectedStates', selectedStates, { shouldDirty: true });
            form.clearErrors('selectedStates');
          }}
          invalid={Boolean(form.formState.errors.selectedStates)}
        />
        <MonthsInput
          field="stateMonths"
          name={t('wizard.package.state.title')}
          value={values.stateMonths}
          disabled={!values.stateAddon}
          testId="state-months"
          lasts="state"
        />
      </Section>

      <Section title={t('wizard.package.priority.title')} testId="addon-priority">
        <fieldset>
          <legend className="sr-only">{t('wizard.package.priority.title')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PRIORITY_CHOICES.map((level) => (
              <label
                key={level}
                className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-rose-500 has-checked:bg-rose-50"
              >
                <input
                  type="radio"
                  value={level}
                  {...choice('priorityAddon')}
                  className="mt-0.5 h-5 w-5 shrink-0 text-rose-600 focus:ring-rose-500"
                  data-testid={`priority-${level}`}
                />
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">{t(`wizard.package.priority.${level}`)}</span>
                  <span className="block text-slate-600">{t(`wizard.package.priority.${level}Body`)}</span>
                  {level !== 'none' && (
                    <span className="mt-1 block font-medium text-rose-700">{t('wizard.perMonth', { price: formatDollars(toCents(prices[level])) })}</span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {values.priorityAddon !== 'none' && (
          <MonthsInput
            field="priorityMonths"
            name={t(`wizard.package.priority.${values.priorityAddon}`)}
            value={values.priorityMonths}
            testId="priority-months"
            lasts="priority"
          />
        )}
      </Section>

      <CostSummary cost={cost} title={t('wizard.summary.title')} testId="cost-summary" />

      {alreadyPaid && cost.totalCents > 0 && <p className="text-sm font-medium text-emerald-700">{t('wizard.package.paidNote')}</p>}
      <div className="flex justify-end">
        <Button type="submit" width="responsive" disabled={creating} data-testid="wizard-package-submit">
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

function AddonToggle({ field, label, price, testId }: { field: UseFormRegisterReturn; label: string; price: string; testId: string }) {
  return (
    <label className="flex min-h-12 cursor-pointer items-start gap-3">
      <input type="checkbox" {...field} className={`${checkboxClass} mt-0.5`} data-testid={testId} />
      <span className="text-sm">
        <span className="block text-slate-700">{label}</span>
        <span className="block font-semibold text-rose-700">{price}</span>
      </span>
    </label>
  );
}

interface MonthsInputProps {
  field: 'photoVideoMonths' | 'stateMonths' | 'priorityMonths';
  /** The add-on's name. */
  name: string;
  value: string;
  disabled?: boolean;
  testId: string;
  /** Which add-on's duration the hint under the field explains. */
  lasts: 'photoVideo' | 'state' | 'priority';
}

/** Spec 02 section 5: at least 1, and 1 again when left empty or invalid. */
const settleMonths = (typed: string) => String(monthsOf(typed));

/**
 * Spec 02 section 5: at least 1, and 1 again when left empty or invalid. Under the field, how long
 * the add-on runs within the 6-month listing: months past the listing's end would be paid for nothing.
 */
function MonthsInput({ field, name, value, disabled = false, testId, lasts }: MonthsInputProps) {
  const { t } = useTranslation();
  const count = monthsOf(value);
  const beyond = count > LISTING_DURATION_MONTHS;
  const hint = beyond
    ? t('wizard.package.lasts.beyond', { count, listing: LISTING_DURATION_MONTHS })
    : t(`wizard.package.lasts.${lasts}`, { count, listing: LISTING_DURATION_MONTHS });
  return (
    <Field
      name={field}
      label={t('wizard.months')}
      // The label dims with its field while the add-on is off.
      className={disabled ? '[&_label]:text-slate-400' : undefined}
      hint={
        <span className={`text-xs ${beyond ? 'text-amber-700' : 'text-slate-500'}`} data-testid={`${testId}-lasts`}>
          {hint}
        </span>
      }
    >
      <div className="max-w-40">
        <TextInput
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ADDON_MONTHS}
          step={1}
          settle={settleMonths}
          // Three month fields on one page: each is named after its add-on for screen readers.
          aria-label={t('wizard.monthsOf', { name })}
          disabled={disabled}
          data-testid={testId}
        />
      </div>
    </Field>
  );
}

/** The 50 states as checkboxes (a list that works with touch, keyboard and screen readers alike), in the order they were ticked. */
function StatePicker({
  selected,
  onChange,
  disabled,
  invalid,
}: {
  selected: string[];
  onChange: (states: string[]) => void;
  disabled: boolean;
  /** The form's problem with the list (none chosen), shown under it. */
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const chosen = new Set(selected);
  const allChosen = chosen.size === US_STATES.length;
  const toggle = (code: string) => onChange(chosen.has(code) ? selected.filter((s) => s !== code) : [...selected, code]);
  return (
    <fieldset disabled={disabled} aria-describedby={invalid ? errorId : undefined} className="disabled:opacity-60">
      <legend className="text-sm font-medium text-slate-700">{t('wizard.package.state.listLabel')}</legend>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500" data-testid="states-chosen">
          {t('wizard.package.state.chosen', { count: chosen.size, total: US_STATES.length })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          width="auto"
          onClick={() => onChange(allChosen ? [] : US_STATES.map((s) => s.code))}
          data-testid="states-choose-all"
        >
          {allChosen ? t('wizard.package.state.clearAll') : t('wizard.package.state.chooseAll')}
        </Button>
      </div>
      <div className="mt-2 grid max-h-64 grid-cols-2 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-3">
        {US_STATES.map((state) => (
          <label key={state.code} className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50">
            <input type="checkbox" checked={chosen.has(state.code)} onChange={() => toggle(state.code)} className={checkboxClass} data-testid={`state-${state.code}`} />
            <span>
              <span className="font-semibold">{state.code}</span> <span className="text-slate-600">{state.name}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldProblem name="selectedStates" id={errorId} />
    </fieldset>
  );
}
