import type { CreatePaymentIntentRequest } from '@chonail/shared/contracts';
import { newPostRequest } from '@chonail/shared/contracts/testing';
import type { PackageSelection } from '@chonail/shared/domain';

/** The package: diamond3 and photo/video for 2 months = ($30 + $15) x 2 = $90. */
export const DIAMOND3_PHOTOS_2_MONTHS: PackageSelection = {
  basicPackage: true,
  photoVideoAddon: true,
  photoVideoMonths: 2,
  stateAddon: false,
  selectedStates: [],
  stateMonths: 1,
  priorityAddon: 'diamond3',
  priorityMonths: 2,
};

export const intentRequest = (packageData: PackageSelection, amount: number): CreatePaymentIntentRequest => ({
  amount,
  currency: 'usd',
  packageData: { ...packageData, totalCost: amount / 100 },
});

/** The wizard's POST /api/job-posts for a package (spec 02 section 7). */
export function postFor(selection: PackageSelection, paymentIntentId: string | null, overrides: Record<string, unknown> = {}) {
  const stateOn = selection.stateAddon && selection.selectedStates.length > 0;
  return newPostRequest({
    title: 'Cần thợ bột, lương cao',
    description: 'Tiệm đông khách vùng Bellaire.',
    photoVideoMonths: selection.photoVideoAddon ? selection.photoVideoMonths : 0,
    stateMonths: stateOn ? selection.stateMonths : 0,
    selectedStates: stateOn ? selection.selectedStates : [],
    priorityAddon: selection.priorityAddon,
    priorityMonths: selection.priorityAddon === 'none' ? 0 : selection.priorityMonths,
    hasPhotoVideoAddon: selection.photoVideoAddon,
    isNationwide: stateOn,
    paymentIntentId,
    ...overrides,
  });
}
