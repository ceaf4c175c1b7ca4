import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { AddressSuggestion, Store } from '@chonail/shared/contracts';
import { type PackageSelection, POST_LIMITS, salonSizeLabelKey, UPLOAD_LIMITS } from '@chonail/shared/domain';
import { US_STATES } from '@chonail/shared/geo';
import { useTranslation } from '@chonail/shared/i18n';
import { NEW_JOB_POST_EVENT } from '@chonail/web/data';
import { mediaUploaderApi, useCreateJobPostMutation, useStoresQuery } from '@chonail/web/data/posting';
import { useNavigate } from '@chonail/web/router';
import { MediaUploader, toast } from '@chonail/web/ui';
import { PhoneCountrySelect } from '@chonail/web/ui/phone';
import { ExperienceSelect } from '../ExperienceSelect';
import { StoreCards } from './StoreCards';
import { SuggestInput } from './SuggestInput';
import { checkboxClass, FieldError, inputClass, labelClass, primaryButton, secondaryButton, Section, StepActions } from './ui';
import {
  failureText,
  jobPostPayload,
  LISTING_FIELDS,
  type ListingField,
  type ListingForm,
  listingErrors,
  REDIRECT_DELAY_MS,
  withStore,
} from './wizard-state';


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
export function ListingStep({ form, onChange, selection, paymentIntentId, sessionId, onSessionId, onBack }: ListingStepProps) {
  const { t } = useTranslation();
  const experienceId = useId();
  const id = useId();
  const navigate = useNavigate();
  const { data: stores = [] } = useStoresQuery();
  const [createJobPost, { isLoading: creating }] = useCreateJobPostMutation();
  const [submitted, setSubmitted] = useState(false);
  const [created, setCreated] = useState(false);
  const fields = useRef<Partial<Record<ListingField, HTMLElement | null>>>({});

  // A store deleted since it was chosen, or a last store deleted, no longer counts as chosen.
  const chosenStore = stores.find((store) => store.id === form.existingStoreId) ?? null;
  const effective: ListingForm = { ...form, useExistingStore: form.useExistingStore && stores.length > 0, existingStoreId: chosenStore?.id ?? null };
  // Checked on submit, then live as the owner corrects the form.
  const errors = submitted ? listingErrors(effective) : {};
  const errorId = (field: ListingField) => `${id}-${field}-error`;
  const bindRef = (field: ListingField) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };
  const set = (patch: Partial<ListingForm>) => onChange({ ...form, ...patch });

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate('/customerportal'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const fillPlace = (suggestion: AddressSuggestion, patch: Partial<ListingForm> = {}) =>
    set({ city: suggestion.city, state: suggestion.state, zipcode: suggestion.zipcode ?? form.zipcode, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = listingErrors(effective);
    const first = LISTING_FIELDS.find((field) => found[field]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    try {
      await createJobPost(jobPostPayload(effective, selection, { sessionId: sessionId ?? null, paymentIntentId })).unwrap();
      toast({ title: t('wizard.listing.successTitle'), description: t('wizard.listing.successBody'), variant: 'success' });
      window.dispatchEvent(new Event(NEW_JOB_POST_EVENT));
      setCreated(true);
    } catch (error) {
      toast({ title: t('wizard.errorTitle'), description: failureText(t, error, 'wizard.listing.failed'), variant: 'destructive' });
    }
  };

  const fieldError = (field: ListingField, message: ReactNode) => errors[field] && <FieldError id={errorId(field)}>{message}</FieldError>;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="wizard-step2">
      <Section title={t('wizard.listing.jobTypeTitle')}>
        <fieldset aria-describedby={errors.jobType ? errorId('jobType') : undefined}>
          <legend className="sr-only">{t('wizard.listing.jobTypeTitle')}</legend>
          <div className="grid grid-cols-2 gap-3">
            {(['hiring', 'selling'] as const).map((jobType, index) => (
              <label
                key={jobType}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-3 has-checked:border-rose-500 has-checked:bg-rose-50"
              >
                <input
                  ref={index === 0 ? bindRef('jobType') : undefined}
                  type="radio"
                  name="jobType"
                  value={jobType}
                  checked={form.jobType === jobType}
                  onChange={() => set({ jobType })}
                  className="h-5 w-5 text-rose-600 focus:ring-rose-500"
                  data-testid={`job-type-${jobType}`}
                />
                <span className="font-semibold text-slate-900">{t(`wizard.listing.jobTypes.${jobType}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {fieldError('jobType', t('wizard.listing.errors.jobType'))}
        {form.jobType === 'hiring' && (
          <div className="mt-4">
            <label htmlFor={experienceId} className={labelClass}>
              {t('experience.label')}
            </label>
            <ExperienceSelect id={experienceId} value={form.experienceLevel} onChange={(experienceLevel) => set({ experienceLevel })} className={inputClass} testId="experience-level" />
          </div>
        )}
      </Section>

      <Section title={t('wizard.listing.storeTitle')} testId="store-section">
        {stores.length > 0 && (
          <label className="flex min-h-12 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              checked={effective.useExistingStore}
              onChange={(event) => set({ useExistingStore: event.target.checked })}
              className={checkboxClass}
              data-testid="use-existing-store"
            />
            <span className="font-medium text-slate-800">{t('wizard.listing.useExisting', { count: stores.length })}</span>
          </label>
        )}
        {effective.useExistingStore ? (
          <div ref={bindRef('store')} tabIndex={-1} className="outline-none">
            <StoreCards
              stores={stores}
              selectedId={effective.existingStoreId}
              onSelect={(store: Store) => onChange(withStore(form, store))}
              onDeleted={(deleted) => deleted === form.existingStoreId && set({ existingStoreId: null })}
            />
          </div>
        ) : (
          <NewStoreFields form={form} set={set} fillPlace={fillPlace} errors={errors} errorId={errorId} bindRef={bindRef} />
        )}
        {fieldError('store', t('wizard.listing.errors.store'))}
      </Section>

      <Section title={t('wizard.listing.detailsTitle')}>
        <div>
          <label htmlFor={`${id}-title`} className={labelClass}>
            {t('wizard.listing.title')}
          </label>
          <input
            id={`${id}-title`}
            ref={bindRef('title')}
            value={form.title}
            onChange={(event) => set({ title: event.target.value })}
            maxLength={POST_LIMITS.titleMax}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={errors.title ? errorId('title') : undefined}
            className={inputClass}
            data-testid="listing-title"
          />
          {fieldError('title', t('wizard.listing.errors.title'))}
        </div>
        <div>
          <label htmlFor={`${id}-description`} className={labelClass}>
            {t('wizard.listing.description')}
          </label>
          <textarea
            id={`${id}-description`}
            ref={bindRef('description')}
            value={form.description}
            onChange={(event) => set({ description: event.target.value })}
            rows={6}
            aria-invalid={Boolean(errors.description)}
            aria-describedby={errors.description ? errorId('description') : undefined}
            className={inputClass}
            data-testid="listing-description"
          />
          {fieldError('description', t('wizard.listing.errors.description'))}
        </div>
      </Section>

      {selection.photoVideoAddon && (
        <Section title={t('wizard.listing.mediaTitle')} testId="media-section">
          <MediaUploader api={mediaUploaderApi} maxFiles={UPLOAD_LIMITS.maxFilesOnCreate} sessionId={sessionId} onSessionId={onSessionId} />
        </Section>
      )}

      <StepActions>
        <button type="button" onClick={onBack} disabled={creating || created} className={secondaryButton} data-testid="listing-back">
          {t('wizard.listing.back')}
        </button>
        <button type="submit" disabled={creating || created} className={primaryButton} data-testid="wizard-submit">
          {creating ? t('wizard.listing.submitting') : t('wizard.listing.submit')}
        </button>
      </StepActions>
    </form>
  );
}

interface NewStoreFieldsProps {
  form: ListingForm;
  set: (patch: Partial<ListingForm>) => void;
  fillPlace: (suggestion: AddressSuggestion, patch?: Partial<ListingForm>) => void;
  errors: Partial<Record<ListingField, true>>;
  errorId: (field: ListingField) => string;
  bindRef: (field: ListingField) => (element: HTMLElement | null) => void;
}

function NewStoreFields({ form, set, fillPlace, errors, errorId, bindRef }: NewStoreFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const describe = (field: ListingField) => (errors[field] ? errorId(field) : undefined);
  const storeInvalid = Boolean(errors.store);
  // The size label visitors will read on the post (spec 01 section 3's second label set).
  const sizeLabel = form.area.trim() ? salonSizeLabelKey(Number(form.area)) : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-name`} className={labelClass}>
          {t('wizard.listing.storeName')}
        </label>
        <input
          id={`${id}-name`}
          ref={bindRef('store')}
          value={form.storeName}
          onChange={(event) => set({ storeName: event.target.value })}
          autoComplete="organization"
          aria-invalid={storeInvalid && !form.storeName.trim()}
          aria-describedby={describe('store')}
          className={inputClass}
          data-testid="store-name"
        />
      </div>
      <div className="sm:col-span-2">
        <SuggestInput
          label={t('wizard.listing.address1')}
          value={form.address1}
          onChange={(address1) => set({ address1 })}
          // The street stays as typed; a place typed after it (', Houston') moves to the fields below.
          onPick={(suggestion) => fillPlace(suggestion, { address1: form.address1.split(',')[0]?.trim() ?? '' })}
          placeholder={t('wizard.listing.addressPlaceholder')}
          autoComplete="address-line1"
          invalid={storeInvalid && !form.address1.trim()}
          describedBy={describe('store')}
          testId="store-address1"
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-address2`} className={labelClass}>
          {t('wizard.listing.address2')}
        </label>
        <input
          id={`${id}-address2`}
          value={form.address2}
          onChange={(event) => set({ address2: event.target.value })}
          autoComplete="address-line2"
          className={inputClass}
          data-testid="store-address2"
        />
      </div>
      <SuggestInput
        label={t('wizard.listing.city')}
        value={form.city}
        onChange={(city) => set({ city })}
        onPick={(suggestion) => fillPlace(suggestion)}
        autoComplete="address-level2"
        invalid={storeInvalid && !form.city.trim()}
        describedBy={describe('store')}
        testId="store-city"
      />
      <div>
        <label htmlFor={`${id}-state`} className={labelClass}>
          {t('wizard.listing.state')}
        </label>
        <select
          id={`${id}-state`}
          value={form.state}
          onChange={(event) => set({ state: event.target.value })}
          aria-invalid={storeInvalid && !form.state}
          aria-describedby={describe('store')}
          className={inputClass}
          data-testid="store-state"
        >
          <option value="">{t('wizard.listing.statePlaceholder')}</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.code} - {state.name}
            </option>
          ))}
        </select>
      </div>
      <SuggestInput
        label={t('wizard.listing.zipcode')}
        value={form.zipcode}
        onChange={(zipcode) => set({ zipcode })}
        onPick={(suggestion) => fillPlace(suggestion)}
        inputMode="numeric"
        autoComplete="postal-code"
        invalid={Boolean(errors.zipcode) || (storeInvalid && !form.zipcode.trim())}
        describedBy={describe('zipcode') ?? describe('store')}
        inputRef={bindRef('zipcode')}
        testId="store-zipcode"
      >
        {errors.zipcode && <FieldError id={errorId('zipcode')}>{t('wizard.listing.errors.zipcode')}</FieldError>}
      </SuggestInput>
      <div>
        <label htmlFor={`${id}-area`} className={labelClass}>
          {t('wizard.listing.areaField')}
        </label>
        <input
          id={`${id}-area`}
          ref={bindRef('area')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={form.area}
          onChange={(event) => set({ area: event.target.value })}
          aria-invalid={Boolean(errors.area)}
          aria-describedby={describe('area')}
          className={inputClass}
          data-testid="store-area"
        />
        {sizeLabel && !errors.area && (
          <p className="mt-1 text-sm text-slate-600" data-testid="store-area-size">
            {t(`detail.sizeLabel.${sizeLabel}`)}
          </p>
        )}
        {errors.area && <FieldError id={errorId('area')}>{t('wizard.listing.errors.area')}</FieldError>}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-phone`} className={labelClass}>
          {t('wizard.listing.storePhone')}
        </label>
        <span className="flex gap-2">
          <PhoneCountrySelect value={form.phoneCountry} onChange={(phoneCountry) => set({ phoneCountry })} className={inputClass} />
          <input
            id={`${id}-phone`}
            ref={bindRef('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={form.phoneCountry === 'US' ? '(713) 555-0123' : undefined}
            value={form.phone}
            onChange={(event) => set({ phone: event.target.value })}
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={[`${id}-phone-hint`, describe('phone')].filter(Boolean).join(' ')}
            className={inputClass}
            data-testid="store-phone"
          />
        </span>
        <p id={`${id}-phone-hint`} className="mt-1 text-sm text-slate-500">
          {t('wizard.listing.storePhoneHint')}
        </p>
        {errors.phone && <FieldError id={errorId('phone')}>{t('wizard.listing.errors.phone')}</FieldError>}
      </div>
      <label className="flex min-h-12 cursor-pointer items-start gap-3 sm:col-span-2">
        <input
          type="checkbox"
          checked={form.hideAddress}
          onChange={(event) => set({ hideAddress: event.target.checked })}
          className={`${checkboxClass} mt-0.5`}
          data-testid="store-hide-address"
        />
        <span className="text-sm">
          <span className="block font-medium text-slate-800">{t('wizard.listing.hideAddressField')}</span>
          <span className="block text-slate-500">{t('wizard.listing.hideAddressHint')}</span>
        </span>
      </label>
    </div>
  );
}
