/**
 * Salon floor areas in square feet. The site uses two different sets of ranges: the search filter
 * (whose neighbours share their bounds) and the size label on a salon-for-sale post (whose ranges
 * do not touch). They are kept apart on purpose; do not derive one from the other.
 */

export interface SalonAreaFilterRange {
  from: number;
  to: number;
  label: string;
}

/** The search filter's choices. The last one is open-ended on screen ('2500+') but searches up to 5000. */
export const SALON_AREA_FILTER_RANGES: readonly SalonAreaFilterRange[] = [
  { from: 800, to: 1200, label: '800-1200' },
  { from: 1200, to: 1600, label: '1200-1600' },
  { from: 1600, to: 2000, label: '1600-2000' },
  { from: 2000, to: 2500, label: '2000-2500' },
  { from: 2500, to: 5000, label: '2500+' },
];

export type SalonSizeLabelKey = 'under1000' | '1000to1500' | '1500to2000' | '2000to2500' | '2500to3000' | 'over3000';

export interface SalonSizeLabel {
  key: SalonSizeLabelKey;
  /** Inclusive bounds in whole square feet; null where the range is open. */
  min: number | null;
  max: number | null;
  label: string;
}

/** The size label on a post, in order; `key` doubles as the i18n key. */
export const SALON_AREA_SIZE_LABELS: readonly SalonSizeLabel[] = [
  { key: 'under1000', min: null, max: 999, label: 'under 1,000' },
  { key: '1000to1500', min: 1000, max: 1499, label: '1,000-1,500' },
  { key: '1500to2000', min: 1500, max: 1999, label: '1,500-2,000' },
  { key: '2000to2500', min: 2000, max: 2499, label: '2,000-2,500' },
  { key: '2500to3000', min: 2500, max: 2999, label: '2,500-3,000' },
  { key: 'over3000', min: 3000, max: null, label: 'over 3,000' },
];

/**
 * The size label for an area. Compared with `<` against the next range's start rather than with the
 * inclusive max, so a fractional area (999.5) still gets a label. No area, or zero or less (not a
 * real floor area), is unknown.
 */
export function salonSizeLabelKey(sqft: number | null): SalonSizeLabelKey | null {
  if (sqft === null || typeof sqft !== 'number' || !Number.isFinite(sqft) || sqft <= 0) return null;
  if (sqft < 1000) return 'under1000';
  if (sqft < 1500) return '1000to1500';
  if (sqft < 2000) return '1500to2000';
  if (sqft < 2500) return '2000to2500';
  if (sqft < 3000) return '2500to3000';
  return 'over3000';
}
