import { useEffect, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AddressSuggestion, Store } from '@chonail/shared/contracts';
import { formatPhone, type PackageSelection, type ParsedAd, POST_LIMITS, reachedPhone, salonSizeLabelKey, UPLOAD_LIMITS } from '@chonail/shared/domain';
import { US_STATES } from '@chonail/shared/geo';
import { useTranslation } from '@chonail/shared/i18n';
import { NEW_JOB_POST_EVENT, useAccount } from '@chonail/web/data';
import { mediaUploaderApi, useCreateJobPostMutation, useStoresQuery } from '@chonail/web/data/posting';
import { useNavigate } from '@chonail/web/router';
import { Button, MediaUploader, toast } from '@chonail/web/ui';
import { Field, FieldProblem, Form, PhoneInput, Select, TextArea, TextInput, useKitForm } from '@chonail/web/ui/form';
import { ExperienceOptions } from '../ExperienceOptions';
import { factsProblems, withParsedFacts } from '../facts-form';
import { FactsFields } from '../FactsFields';
import { PhoneCheck } from '../PhoneCheck';
import { PasteAd } from './PasteAd';
import { checkboxClass, Section, StepActions } from './layout';
import { StoreCards } from './StoreCards';
import { SuggestInput } from './SuggestInput';
import {
  failureText,
  jobPostPayload,
  LISTING_FIELDS,
  type ListingErrors,
  type ListingForm,
  listingErrors,
  REDIRECT_DELAY_MS,
  withStore,
} from './wizard-state';

/**
 * The form's values: the listing, and `store`, the name of the problem of the store as a whole
 * (the new store's fields, or no store card chosen). It holds no value of its own; what the form
 * focuses for it is registered on the store's part of the form.
 */
type ListingValues = ListingForm & { store?: unknown };

const listingOf = (values: ListingValues): ListingForm => {
  const listing = { ...values };
  delete listing.store;
  return listing;
};

/** `listingErrors` as the form kit reads a check: each problem is worded by `wizard.listing.errors.<field>`. */
const problemCodes = (errors: ListingErrors) => Object.fromEntries(Object.keys(errors).map((field) => [field, `wizard.listing.errors.${field}`]));

interface ListingStepProps {
  form: ListingForm;
  onChange: (form: ListingForm) => void;
  /** The package the post gets: the paid one, or the free one. */
  selection: PackageSelection;
  paymentIntentId: string | null;
  sessionId: string | undefined;
  onSessionId: (sessionId: string) => void;
  onBack: () => void;
}

/** Spec 02 step 2: job type, store, title and description, media with the photo/video add-on; then the post. */
export function ListingStep({ form: saved, onChange, selection, paymentIntentId, sessionId, onSessionId, onBack }: ListingStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { data: stores = [] } = useStoresQuery();
  const [createJobPost, { isLoading: creating }] = useCreateJobPostMutation();
  const [created, setCreated] = useState(false);
  const accountPhone = useAccount().user?.phone ?? null;

  // A store deleted since it was chosen, or a last store deleted, no longer counts as chosen.
  const effectiveOf = (listing: ListingForm): ListingForm => {
    const chosenStore = stores.find((store) => store.id === listing.existingStoreId) ?? null;
    return { ...listing, useExistingStore: listing.useExistingStore && stores.length > 0, existingStoreId: chosenStore?.id ?? null };
  };
  const form = useKitForm<ListingValues>({
    // The listing's own problems, then the facts' by the contract's schemas (issue 24), each with its catalogue key.
    check: (values) => ({ ...problemCodes(listingErrors(effectiveOf(listingOf(values)))), ...factsProblems(values.jobType, values) }),
    codePrefix: '',
    defaultValues: saved,
  });
  // In the order the form shows them, before any control registers its own: a failed submit focuses the first one found.
  for (const field of LISTING_FIELDS) form.register(field);
  const jobTypeField = form.register('jobType', { onChange: () => form.clearErrors('jobType') });
  const storeGroupRef = form.register('store').ref;

  const values = listingOf(form.watch());
  const effective = effectiveOf(values);
  const { errors } = form.formState;
  const problemId = (field: 'jobType' | 'store') => `${id}-${field}-error`;
  const storeInvalid = Boolean(errors.store);

  // The wizard keeps the listing, so that going back to step 1 and on again loses nothing.
  useEffect(() => {
    const subscription = form.watch((next) => onChange(listingOf(next as ListingValues)));
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  // The store's problem stays until the store is complete (or chosen), then goes at once.
  useEffect(() => {
    if (storeInvalid && !listingErrors(effective).store) form.clearErrors('store');
  });

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate('/customerportal'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const setValues = (patch: Partial<ListingForm>) => {
    for (const [name, value] of Object.entries(patch) as [keyof ListingForm, ListingForm[keyof ListingForm]][]) {
      form.setValue(name, value as never);
      form.clearErrors(name);
    }
  };

  // A number taken from the ad's text, as the phone field shows it.
  const textPhone = (phone: string): Partial<ListingForm> => ({ phone: formatPhone(phone), phoneCountry: 'US' });

  // Issue 24: what the owner confirmed of their pasted ad fills the form; the rest stays as typed.
  const applyPasted = (parsed: ParsedAd, text: string) => {
    const current = form.getValues();
    const jobType = parsed.jobType ?? current.jobType;
    const facts = withParsedFacts(current, parsed);
    setValues({
      ...(parsed.jobType ? { jobType: parsed.jobType } : {}),
      ...(jobType === 'hiring' && parsed.experienceLevel ? { experienceLevel: parsed.experienceLevel } : {}),
      hiring: facts.hiring,
      salon: facts.salon,
      ...(current.description.trim() === '' ? { description: text.trim() } : {}),
      // Issue 36: the number the ad names becomes the number callers reach.
      ...(parsed.phone ? textPhone(parsed.phone) : {}),
    });
  };

  const fillPlace = (suggestion: AddressSuggestion, patch: Partial<ListingForm> = {}) =>
    setValues({ city: suggestion.city, state: suggestion.state, zipcode: suggestion.zipcode ?? form.getValues('zipcode'), ...patch });

  const create = async (submitted: ListingValues) => {
    try {
      const listing = effectiveOf(listingOf(submitted));
      const storePhone = stores.find((store) => store.id === listing.existingStoreId)?.phone ?? null;
      await createJobPost(jobPostPayload(listing, selection, { sessionId: sessionId ?? null, paymentIntentId, storePhone })).unwrap();
      toast({ title: t('wizard.listing.successTitle'), description: t('wizard.listing.successBody'), variant: 'success' });
      window.dispatchEvent(new Event(NEW_JOB_POST_EVENT));
      setCreated(true);
    } catch (error) {
      toast({ title: t('wizard.errorTitle'), description: failureText(t, error, 'wizard.listing.failed'), variant: 'destructive' });
    }
  };

  return (
    <Form form={form} onSubmit={create} className="space-y-4" testId="wizard-step2">
      <PasteAd jobType={values.jobType} descriptionEmpty={values.description.trim() === ''} onUse={applyPasted} />
      <Section title={t('wizard.listing.jobTypeTitle')}>
        <fieldset aria-describedby={errors.jobType ? problemId('jobType') : undefined}>
          <legend className="sr-only">{t('wizard.listing.jobTypeTitle')}</legend>
          <div className="grid grid-cols-2 gap-3">
            {(['hiring', 'selling'] as const).map((jobType) => (
              <label
                key={jobType}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-3 has-checked:border-rose-500 has-checked:bg-rose-50"
              >
                <input
                  type="radio"
                  value={jobType}
                  {...jobTypeField}
                  aria-invalid={Boolean(errors.jobType)}
                  className="h-5 w-5 text-rose-600 focus:ring-rose-500"
                  data-testid={`job-type-${jobType}`}
                />
                <span className="font-semibold text-slate-900">{t(`wizard.listing.jobTypes.${jobType}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <FieldProblem name="jobType" id={problemId('jobType')} />
        {values.jobType === 'hiring' && (
          <Field name="experienceLevel" label={t('experience.label')} className="mt-4">
            <Select data-testid="experience-level">
              <ExperienceOptions />
            </Select>
          </Field>
        )}
      </Section>

      <Section title={t('wizard.listing.storeTitle')} testId="store-section">
        {stores.length > 0 && (
          <label className="flex min-h-12 cursor-pointer items-center gap-3">
            <input type="checkbox" {...form.register('useExistingStore')} className={checkboxClass} data-testid="use-existing-store" />
            <span className="font-medium text-slate-800">{t('wizard.listing.useExisting', { count: stores.length })}</span>
          </label>
        )}
        {effective.useExistingStore ? (
          <div ref={storeGroupRef} tabIndex={-1} aria-describedby={storeInvalid ? problemId('store') : undefined} className="outline-none">
            <StoreCards
              stores={stores}
              selectedId={effective.existingStoreId}
              onSelect={(store: Store) => setValues(withStore(form.getValues(), store))}
              onDeleted={(deleted) => deleted === form.getValues('existingStoreId') && form.setValue('existingStoreId', null)}
            />
          </div>
        ) : (
          <NewStoreFields form={form} values={values} groupRef={storeGroupRef} storeProblemId={storeInvalid ? problemId('store') : undefined} fillPlace={fillPlace} />
        )}
        <FieldProblem name="store" id={problemId('store')} />
      </Section>

      <Section title={t('wizard.listing.detailsTitle')}>
        <Field name="title" label={t('wizard.listing.title')}>
          <TextInput maxLength={POST_LIMITS.titleMax} data-testid="listing-title" />
        </Field>
        <Field name="description" label={t('wizard.listing.description')}>
          <TextArea rows={6} data-testid="listing-description" />
        </Field>
        {values.jobType && <FactsFields jobType={values.jobType} />}
      </Section>

      {selection.photoVideoAddon && (
        <Section title={t('wizard.listing.mediaTitle')} testId="media-section">
          <MediaUploader api={mediaUploaderApi} maxFiles={UPLOAD_LIMITS.maxFilesOnCreate} sessionId={sessionId} onSessionId={onSessionId} />
        </Section>
      )}

      <PhoneCheck text={`${values.title}\n${values.description}`} contactPhone={reachedPhone(values.phoneCountry, values.phone, accountPhone)} onUse={(phone) => setValues(textPhone(phone))} />
      <StepActions>
        <Button variant="secondary" width="responsive" onClick={onBack} disabled={creating || created} data-testid="listing-back">
          {t('wizard.listing.back')}
        </Button>
        <Button type="submit" width="responsive" disabled={creating || created} data-testid="wizard-submit">
          {creating ? t('wizard.listing.submitting') : t('wizard.listing.submit')}
        </Button>
      </StepActions>
    </Form>
  );
}

interface NewStoreFieldsProps {
  form: UseFormReturn<ListingValues>;
  values: ListingForm;
  /** Where the store's problem puts the focus: the first of these fields. */
  groupRef: (element: HTMLElement | null) => void;
  /** The store's problem, while there is one: the fields left empty are part of it. */
  storeProblemId: string | undefined;
  fillPlace: (suggestion: AddressSuggestion, patch?: Partial<ListingForm>) => void;
}

function NewStoreFields({ form, values, groupRef, storeProblemId, fillPlace }: NewStoreFieldsProps) {
  const { t } = useTranslation();
  const partOfProblem = (value: string) => (storeProblemId && !value.trim() ? storeProblemId : undefined);
  // The size label visitors will read on the post (spec 01 section 3's second label set).
  const sizeLabel = values.area.trim() ? salonSizeLabelKey(Number(values.area)) : null;
  return (
    <div ref={groupRef} className="grid gap-4 sm:grid-cols-2">
      <Field name="storeName" label={t('wizard.listing.storeName')} groupProblemId={partOfProblem(values.storeName)} className="sm:col-span-2">
        <TextInput autoComplete="organization" data-testid="store-name" />
      </Field>
      <Field name="address1" label={t('wizard.listing.address1')} groupProblemId={partOfProblem(values.address1)} className="sm:col-span-2">
        <SuggestInput
          label={t('wizard.listing.address1')}
          value={values.address1}
          // The street stays as typed; a place typed after it (', Houston') moves to the fields below.
          onPick={(suggestion) => fillPlace(suggestion, { address1: form.getValues('address1').split(',')[0]?.trim() ?? '' })}
          placeholder={t('wizard.listing.addressPlaceholder')}
          autoComplete="address-line1"
          testId="store-address1"
        />
      </Field>
      <Field name="address2" label={t('wizard.listing.address2')} className="sm:col-span-2">
        <TextInput autoComplete="address-line2" data-testid="store-address2" />
      </Field>
      <Field name="city" label={t('wizard.listing.city')} groupProblemId={partOfProblem(values.city)}>
        <SuggestInput label={t('wizard.listing.city')} value={values.city} onPick={(suggestion) => fillPlace(suggestion)} autoComplete="address-level2" testId="store-city" />
      </Field>
      <Field name="state" label={t('wizard.listing.state')} groupProblemId={partOfProblem(values.state)}>
        <Select data-testid="store-state">
          <option value="">{t('wizard.listing.statePlaceholder')}</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.code} - {state.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field name="zipcode" label={t('wizard.listing.zipcode')} groupProblemId={partOfProblem(values.zipcode)}>
        <SuggestInput
          label={t('wizard.listing.zipcode')}
          value={values.zipcode}
          onPick={(suggestion) => fillPlace(suggestion)}
          inputMode="numeric"
          autoComplete="postal-code"
          testId="store-zipcode"
        />
      </Field>
      <Field
        name="area"
        label={t('wizard.listing.areaField')}
        hint={sizeLabel && <span data-testid="store-area-size">{t(`detail.sizeLabel.${sizeLabel}`)}</span>}
      >
        <TextInput type="number" inputMode="numeric" min={0} step={1} data-testid="store-area" />
      </Field>
      <Field name="phone" label={t('wizard.listing.storePhone')} hint={t('wizard.listing.storePhoneHint')} className="sm:col-span-2">
        <PhoneInput countryName="phoneCountry" shaped={false} autoComplete="tel" data-testid="store-phone" />
      </Field>
      <label className="flex min-h-12 cursor-pointer items-start gap-3 sm:col-span-2">
        <input type="checkbox" {...form.register('hideAddress')} className={`${checkboxClass} mt-0.5`} data-testid="store-hide-address" />
        <span className="text-sm">
          <span className="block font-medium text-slate-800">{t('wizard.listing.hideAddressField')}</span>
          <span className="block text-slate-500">{t('wizard.listing.hideAddressHint')}</span>
        </span>
      </label>
    </div>
  );
}
