import { FREE_PACKAGE } from '@chonail/shared/domain';
import { createI18n } from '@chonail/shared/i18n';
import {
  EMPTY_LISTING,
  failureText,
  jobPostPayload,
  type ListingForm,
  listingErrors,
  monthsOf,
  packageFormOf,
  selectionFromPayment,
  selectionOf,
  withStore,
} from './wizard-state';

const NEW_STORE: ListingForm = {
  ...EMPTY_LISTING,
  jobType: 'selling',
  storeName: 'Katy Nails',
  address1: ' 100 Main St ',
  city: 'Katy',
  state: 'TX',
  zipcode: '77494',
  title: 'Bán tiệm',
  description: 'Tiệm 8 ghế',
};

describe('listingErrors', () => {
  it('accepts a complete new store, and a chosen store without its fields', () => {
    expect(listingErrors(NEW_STORE)).toEqual({});
    expect(listingErrors({ ...EMPTY_LISTING, jobType: 'hiring', useExistingStore: true, existingStoreId: 3, title: 'x', description: 'y' })).toEqual({});
  });

  it('takes the new-store fields while no card is chosen, and asks for a store when one of them is blank', () => {
    expect(listingErrors({ ...NEW_STORE, useExistingStore: true })).toEqual({});
    expect(listingErrors({ ...NEW_STORE, useExistingStore: true, storeName: '' })).toEqual({ store: true });
    expect(listingErrors({ ...NEW_STORE, city: '  ' })).toEqual({ store: true });
  });

  it('takes a 5-digit or ZIP+4 code and a whole area only', () => {
    expect(listingErrors({ ...NEW_STORE, zipcode: '77494-1234', area: '900' })).toEqual({});
    expect(listingErrors({ ...NEW_STORE, zipcode: 'TX774', area: '-5' })).toEqual({ zipcode: true, area: true });
  });
});

describe('jobPostPayload', () => {
  it('sends blank optional fields as null, and no payment for the free package', () => {
    const body = jobPostPayload(NEW_STORE, FREE_PACKAGE, { sessionId: 'upload_1_abcdefgh', paymentIntentId: null });
    expect(body).toMatchObject({
      streetAddress: '100 Main St',
      address2: null,
      fullAddress: '100 Main St, Katy, TX 77494',
      store_sq_ft: null,
      storeId: null,
      // No photo/video add-on: an upload session would grant nothing.
      sessionId: null,
    });
    expect(body).not.toHaveProperty('paymentIntentId');
  });

  it("fills a chosen store's fields, nulls included", () => {
    const form = withStore(NEW_STORE, { id: 4, name: 'Spa', address: null, addressOptional: null, city: 'Austin', state: 'TX', zipcode: null, area: null, hideAddress: true, phone: null });
    expect(form).toMatchObject({ useExistingStore: true, existingStoreId: 4, address1: '', zipcode: '', area: '', hideAddress: true });
    expect(jobPostPayload(form, FREE_PACKAGE, { sessionId: null, paymentIntentId: null })).toMatchObject({
      storeId: 4,
      streetAddress: null,
      zipcode: null,
      location: 'Austin, TX',
      fullAddress: 'Austin, TX',
    });
  });
});

describe('jobPostPayload: the chosen store’s phone (issue 36)', () => {
  const LOTUS = { id: 7, name: 'Lotus', address: '1 Main St', addressOptional: null, city: 'Houston', state: 'TX', zipcode: '77036', area: null, hideAddress: false, phone: '+17145550147' };
  const chosen = withStore(NEW_STORE, LOTUS);
  const send = (form: ListingForm) => jobPostPayload(form, FREE_PACKAGE, { sessionId: null, paymentIntentId: null, storePhone: LOTUS.phone });

  it('keeps the store’s own number unsent, and sends a number taken from the ad in its place', () => {
    expect(send(chosen)).not.toHaveProperty('salonPhone');
    expect(send({ ...chosen, phone: '(713) 555-0106' })).toMatchObject({ storeId: 7, salonPhone: '+17135550106' });
    // Never a number the server would refuse.
    expect(send({ ...chosen, phone: '713-55' })).not.toHaveProperty('salonPhone');
  });
});

describe('the package form', () => {
  it('keeps months as typed and reads them as 1 to 24', () => {
    const form = { ...packageFormOf(FREE_PACKAGE), photoVideoAddon: true, photoVideoMonths: '', priorityAddon: 'diamond1' as const, priorityMonths: '99' };
    expect(selectionOf(form)).toMatchObject({ photoVideoMonths: 1, priorityMonths: 24 });
    expect(monthsOf('7')).toBe(7);
  });

  it("reads a payment's package with the Basic package always on", () => {
    const paid = { photoVideoAddon: false, photoVideoMonths: 1, stateAddon: true, selectedStates: ['TX'], stateMonths: 2, priorityAddon: 'none' as const, priorityMonths: 1 };
    expect(selectionFromPayment(paid)).toEqual({ basicPackage: true, ...paid });
  });
});

describe('failureText', () => {
  const t = createI18n('en').t;

  it("words every refusal by its code in the reader's language (never the server's English), and falls back otherwise", () => {
    expect(failureText(t, { status: 402, code: 'CARD_DECLINED', message: 'Your card was declined.' }, 'wizard.payment.failed')).toBe('Your card was declined.');
    expect(failureText(t, { status: 404, code: 'STORE_NOT_FOUND', message: 'x' }, 'wizard.deleteStore.failed')).toBe(createI18n('en').t('apiErrors.STORE_NOT_FOUND'));
    expect(failureText(t, { status: 400, code: 'VALIDATION_ERROR', message: 'title: too long' }, 'wizard.listing.failed')).toBe('Invalid input');
    expect(failureText(createI18n('vi').t, { status: 400, code: 'VALIDATION_ERROR', message: 'title: too long' }, 'wizard.listing.failed')).toBe('Thông tin không hợp lệ');
    expect(failureText(t, { status: 409, code: 'SOME_NEWER_CODE', message: 'English words' }, 'wizard.listing.failed')).toBe('Something went wrong while creating the ad');
    expect(failureText(t, { status: 500, message: 'Internal server error' }, 'wizard.listing.failed')).toBe('Something went wrong while creating the ad');
    expect(failureText(t, { status: 'FETCH_ERROR', message: 'Failed to fetch' }, 'wizard.listing.failed')).toBe('Network error');
  });
});
