import type { CreateJobPostRequest, ExperienceLevel, PackageSelectionInput, RenewJobPostRequest, Store } from '@chonail/shared/contracts';
import {
  FREE_PACKAGE,
  grantedAddons,
  isValidOptionalPhoneIn,
  monthsFromInput,
  optionalPhoneValue,
  optionalPhoneWithCountry,
  type PackageSelection,
  type PhoneCountry,
  phoneForForm,
  POST_LIMITS,
  type PriorityAddon,
  US_ZIP,
} from '@chonail/shared/domain';
import type { useTranslation } from '@chonail/shared/i18n';
import { type ApiQueryError, errorMessage } from '@chonail/web/data';
import { type FactsFormValues, factsFormOf, factsPayload } from '../facts-form';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** Spec 02 section 9: a listing runs 6 months and is sent as 6 (the server recomputes it). */
export const LISTING_DURATION_MONTHS = 6;
/** Spec 02 section 2: after creating, the portal opens this much later. */
export const REDIRECT_DELAY_MS = 100;
/** The API's limit on months bought at once. */
export const MAX_ADDON_MONTHS = POST_LIMITS.maxAddonMonths;

/** Step 1 as typed. Months stay text while typing, so clearing a field to type 12 does not snap it back to 1. */
export interface PackageForm {
  photoVideoAddon: boolean;
  photoVideoMonths: string;
  stateAddon: boolean;
  selectedStates: string[];
  stateMonths: string;
  priorityAddon: PriorityAddon;
  priorityMonths: string;
}

export function packageFormOf(selection: PackageSelection): PackageForm {
  return {
    photoVideoAddon: selection.photoVideoAddon,
    photoVideoMonths: String(selection.photoVideoMonths),
    stateAddon: selection.stateAddon,
    selectedStates: selection.selectedStates,
    stateMonths: String(selection.stateMonths),
    priorityAddon: selection.priorityAddon,
    priorityMonths: String(selection.priorityMonths),
  };
}

/** Spec 02 section 5: months are at least 1 and 1 when empty or invalid. */
export const monthsOf = (raw: string): number => Math.min(MAX_ADDON_MONTHS, monthsFromInput(raw));

export function selectionOf(form: PackageForm): PackageSelection {
  return {
    basicPackage: true,
    photoVideoAddon: form.photoVideoAddon,
    photoVideoMonths: monthsOf(form.photoVideoMonths),
    stateAddon: form.stateAddon,
    selectedStates: form.selectedStates,
    stateMonths: monthsOf(form.stateMonths),
    priorityAddon: form.priorityAddon,
    priorityMonths: monthsOf(form.priorityMonths),
  };
}

/** The package a payment recorded, as the wizard works with it. */
export function selectionFromPayment(data: PackageSelectionInput): PackageSelection {
  return { ...FREE_PACKAGE, ...data, basicPackage: true, selectedStates: [...data.selectedStates] };
}

/** A payment the owner has made in this wizard, and what it bought: going back must not charge twice. */
export interface PaidPackage {
  paymentIntentId: string;
  selection: PackageSelection;
}

/** Where the wizard opens: step 1 by default; step 2 with a paid, unused package (redirect, reload, another device). */
export interface WizardStart {
  step: 'package' | 'listing';
  selection: PackageSelection;
  paid: PaidPackage | null;
}

/** Spec 02 section 3, "Listing form", with issue 24's facts (`hiring`, `salon`). Numbers stay text until sent. */
export interface ListingForm extends FactsFormValues {
  jobType: 'hiring' | 'selling' | '';
  useExistingStore: boolean;
  existingStoreId: number | null;
  storeName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  area: string;
  hideAddress: boolean;
  /** The salon's phone as typed: callers reach it instead of the account phone (ARCHITECTURE section 7). */
  phone: string;
  /** The country picked beside it (+1 by default). */
  phoneCountry: PhoneCountry;
  /** What a hiring post asks of the technician; '' when it does not say. */
  experienceLevel: ExperienceLevel | '';
  title: string;
  description: string;
}

export const EMPTY_LISTING: ListingForm = {
  jobType: '',
  useExistingStore: false,
  existingStoreId: null,
  storeName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipcode: '',
  area: '',
  hideAddress: false,
  phone: '',
  phoneCountry: 'US',
  experienceLevel: '',
  title: '',
  description: '',
  ...factsFormOf(),
};

/** A new listing, of the kind the job-creation dialog chose (`?jobType=hiring|selling`), if any. */
export function emptyListing(jobType: string | null): ListingForm {
  return { ...EMPTY_LISTING, jobType: jobType === 'hiring' || jobType === 'selling' ? jobType : '' };
}

/** A store's phone in the form's two fields. */
function storePhone(phone: string | null): Pick<ListingForm, 'phone' | 'phoneCountry'> {
  const { country, typed } = phoneForForm(phone);
  return { phone: typed, phoneCountry: country };
}

/** Spec 02 section 4: choosing a store fills the store fields from it. */
export function withStore(form: ListingForm, store: Store): ListingForm {
  return {
    ...form,
    useExistingStore: true,
    existingStoreId: store.id,
    storeName: store.name,
    address1: store.address ?? '',
    address2: store.addressOptional ?? '',
    city: store.city,
    state: store.state,
    zipcode: store.zipcode ?? '',
    area: store.area === null ? '' : String(store.area),
    hideAddress: store.hideAddress,
    ...storePhone(store.phone),
  };
}

/** In the order the form shows them, so the first one found is the one to focus. */
export const LISTING_FIELDS = ['jobType', 'store', 'zipcode', 'area', 'phone', 'title', 'description'] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];
export type ListingErrors = Partial<Record<ListingField, true>>;

/** Spec 02 section 5, "Listing form", plus the ZIP and area shapes the API insists on. */
export function listingErrors(form: ListingForm): ListingErrors {
  const errors: ListingErrors = {};
  if (!form.jobType) errors.jobType = true;
  if (!(form.useExistingStore && form.existingStoreId !== null)) {
    const fields = [form.storeName, form.address1, form.city, form.state, form.zipcode];
    if (fields.some((value) => !value.trim())) errors.store = true;
    else if (!US_ZIP.test(form.zipcode.trim())) errors.zipcode = true;
    if (form.area.trim() && !/^\d+$/.test(form.area.trim())) errors.area = true;
    if (!isValidOptionalPhoneIn(form.phoneCountry, form.phone)) errors.phone = true;
  }
  if (!form.title.trim()) errors.title = true;
  if (!form.description.trim()) errors.description = true;
  return errors;
}

const text = (value: string): string | null => value.trim() || null;

/**
 * POST /api/job-posts as spec 02 section 7 sends it. Add-on months are 0 for add-ons not bought,
 * and `paymentIntentId` names the payment that bought the rest. `storePhone` is the chosen store's
 * number, which the post keeps unless the owner took another from the ad's text.
 */
export function jobPostPayload(
  form: ListingForm,
  selection: PackageSelection,
  { sessionId, paymentIntentId, storePhone = null }: { sessionId: string | null; paymentIntentId: string | null; storePhone?: string | null },
): CreateJobPostRequest {
  const addons = grantedAddons(selection);
  const city = form.city.trim();
  const zipcode = form.zipcode.trim();
  const fullAddress = [form.address1, form.address2, city, `${form.state} ${zipcode}`].map((part) => part.trim()).filter(Boolean).join(', ');
  const typedPhone = optionalPhoneWithCountry(form.phoneCountry, form.phone);
  // A chosen store's number is in the field too (withStore): it is sent only when one taken from the ad's text replaced it.
  const replacesStorePhone = typedPhone !== optionalPhoneValue(storePhone) && isValidOptionalPhoneIn(form.phoneCountry, form.phone);
  const salonPhone = !form.useExistingStore || replacesStorePhone ? typedPhone : null;
  return {
    duration: LISTING_DURATION_MONTHS,
    title: form.title.trim(),
    description: form.description.trim(),
    jobType: form.jobType,
    storeId: form.useExistingStore ? form.existingStoreId : null,
    storeName: text(form.storeName),
    location: city && form.state ? `${city}, ${form.state}` : null,
    fullAddress: text(fullAddress),
    streetAddress: text(form.address1),
    address2: text(form.address2),
    city: text(city),
    state: form.state || null,
    zipcode: text(zipcode),
    store_sq_ft: form.area.trim() ? Number(form.area.trim()) : null,
    hideAddress: form.hideAddress,
    // Not one of spec 02's fields: sent only when a hiring post says it.
    ...(form.jobType === 'hiring' && form.experienceLevel ? { experienceLevel: form.experienceLevel } : {}),
    // Issue 24: the type's facts, when the owner stated any (checked by the form with `factsProblems`).
    ...factsPayload(form.jobType, form),
    // The store's number (a new one's, or one taken from the ad for a chosen one); blank means the account phone.
    ...(salonPhone ? { salonPhone } : {}),
    urgentDays: 0,
    ...packagePayload(selection, paymentIntentId),
    sessionId: addons.photoVideoMonths > 0 ? sessionId : null,
  };
}

/** The package part of a new post's or a renewal's request: months 0 for add-ons not bought, and the payment that bought the rest. */
export function packagePayload(selection: PackageSelection, paymentIntentId: string | null): RenewJobPostRequest {
  const addons = grantedAddons(selection);
  return {
    photoVideoMonths: addons.photoVideoMonths,
    stateMonths: addons.stateMonths,
    selectedStates: addons.selectedStates,
    priorityAddon: addons.priorityAddon,
    priorityMonths: addons.priorityMonths,
    hasPhotoVideoAddon: addons.photoVideoMonths > 0,
    isNationwide: addons.stateMonths > 0,
    ...(paymentIntentId ? { paymentIntentId } : {}),
  };
}

/**
 * What a failed call tells the owner (spec 02 section 8): our words for the API's code
 * (`apiErrors.<CODE>`, the payment refusals included), else the screen's own fallback (no answer,
 * a code this client does not know, or a server fault).
 */
export function failureText(t: TFunction, error: unknown, fallbackKey: string): string {
  return errorMessage(t, error, fallbackKey);
}

/** A refusal the owner can act on (a 4xx), as opposed to no answer or a server fault. */
export const isRefusal = (error: unknown): boolean => {
  const status = (error as Partial<ApiQueryError> | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};
