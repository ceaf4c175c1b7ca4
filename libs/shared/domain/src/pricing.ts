import type { PriorityAddon } from './listing-rules';

/** Spec 02 section 3: the priced add-ons, one pricing record each. */
export const PACKAGE_TYPES = ['photo_video', 'state', 'diamond1', 'diamond2', 'diamond3'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** Spec 02 section 9, dollars per month (state: per state per month); used when /api/pricing gives none. */
export const DEFAULT_PRICES: Readonly<Record<PackageType, number>> = {
  photo_video: 15,
  state: 5,
  diamond1: 5,
  diamond2: 10,
  diamond3: 30,
};

export interface PricingRecord {
  packageType: PackageType;
  pricePerMonth: number;
}

export type PriceTable = Readonly<Record<PackageType, number>>;

/** Records from the server over the defaults: a missing or malformed record keeps its default. */
export function priceTable(records: readonly Partial<PricingRecord>[] | null | undefined): PriceTable {
  const table: Record<PackageType, number> = { ...DEFAULT_PRICES };
  for (const record of records ?? []) {
    const price = Number(record.pricePerMonth);
    // Own keys only: `in` is also true of `constructor` or `__proto__`, which would add a price for
    // no package (or try to replace the table's prototype).
    if (record.packageType && Object.hasOwn(table, record.packageType) && Number.isFinite(price) && price >= 0) {
      table[record.packageType] = price;
    }
  }
  return table;
}

/** Spec 02 section 3, "Package selection". */
export interface PackageSelection {
  basicPackage: true;
  photoVideoAddon: boolean;
  photoVideoMonths: number;
  stateAddon: boolean;
  selectedStates: string[];
  stateMonths: number;
  priorityAddon: PriorityAddon;
  priorityMonths: number;
}

export const FREE_PACKAGE: PackageSelection = {
  basicPackage: true,
  photoVideoAddon: false,
  photoVideoMonths: 1,
  stateAddon: false,
  selectedStates: [],
  stateMonths: 1,
  priorityAddon: 'none',
  priorityMonths: 1,
};

export interface CostLine {
  packageType: PackageType;
  months: number;
  /** States for the state add-on, else 1. */
  quantity: number;
  pricePerMonth: number;
  cents: number;
}

export interface PackageCost {
  lines: CostLine[];
  totalCents: number;
}

/** Dollars to whole cents without float drift ($0.1 * 3 must be 30 cents, not 30.000000000000004). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/**
 * Spec 02 section 9: photo/video price x months + state price x states x months + priority price x
 * months; Basic is free. Computed in cents so the client's figure and the server's agree exactly.
 */
export function packageCost(selection: PackageSelection, prices: PriceTable): PackageCost {
  const lines: CostLine[] = [];
  const add = (packageType: PackageType, months: number, quantity: number) => {
    const pricePerMonth = prices[packageType];
    lines.push({ packageType, months, quantity, pricePerMonth, cents: toCents(pricePerMonth) * months * quantity });
  };
  if (selection.photoVideoAddon) add('photo_video', selection.photoVideoMonths, 1);
  if (selection.stateAddon && selection.selectedStates.length > 0) add('state', selection.stateMonths, selection.selectedStates.length);
  if (selection.priorityAddon !== 'none') add(selection.priorityAddon, selection.priorityMonths, 1);
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.cents, 0) };
}

/** '$45' or '$12.50': whole dollars print without cents, as the wizard's button does ('Thanh toán $45'). */
export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** Spec 02 section 5: month inputs have a minimum of 1 and fall back to 1 when empty or invalid. */
export function monthsFromInput(raw: string | number | null | undefined): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? '').trim(), 10);
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1;
}

/** Spec 02 section 5: every chosen add-on needs its months, and the state add-on at least one state. */
export function packageSelectionComplete(selection: PackageSelection): boolean {
  if (selection.photoVideoAddon && !(selection.photoVideoMonths >= 1)) return false;
  if (selection.stateAddon && (!(selection.stateMonths >= 1) || selection.selectedStates.length === 0)) return false;
  if (selection.priorityAddon !== 'none' && !(selection.priorityMonths >= 1)) return false;
  return true;
}

/** What a payment grants, in the shape a job post records it: months are 0 for add-ons not bought. */
export interface GrantedAddons {
  photoVideoMonths: number;
  stateMonths: number;
  selectedStates: string[];
  priorityAddon: PriorityAddon;
  priorityMonths: number;
}

/** One canonical form of a selection, so a payment's package and a post's add-ons compare exactly. */
export function grantedAddons(selection: PackageSelection): GrantedAddons {
  const states = selection.stateAddon ? [...new Set(selection.selectedStates.map((s) => s.toUpperCase()))].sort() : [];
  return {
    photoVideoMonths: selection.photoVideoAddon ? selection.photoVideoMonths : 0,
    stateMonths: states.length > 0 ? selection.stateMonths : 0,
    selectedStates: states,
    priorityAddon: selection.priorityAddon,
    priorityMonths: selection.priorityAddon === 'none' ? 0 : selection.priorityMonths,
  };
}

export function sameAddons(a: GrantedAddons, b: GrantedAddons): boolean {
  return (
    a.photoVideoMonths === b.photoVideoMonths &&
    a.stateMonths === b.stateMonths &&
    a.priorityAddon === b.priorityAddon &&
    a.priorityMonths === b.priorityMonths &&
    a.selectedStates.length === b.selectedStates.length &&
    a.selectedStates.every((state, index) => state === b.selectedStates[index])
  );
}

export const hasPaidAddons = (addons: GrantedAddons): boolean =>
  addons.photoVideoMonths > 0 || addons.stateMonths > 0 || addons.priorityAddon !== 'none';

/**
 * Spec 02 section 9's VIP-duration table (3, 6, 12 months: $15, $30, $60) and urgent $3 a day,
 * dollars. The ad page shows them for posts that carry vipDuration or urgentDays; what an owner paid
 * for add-ons comes from the payment's own lines (ARCHITECTURE.md section 7).
 */
export const VIP_DURATION_PRICES: Readonly<Record<3 | 6 | 12, number>> = { 3: 15, 6: 30, 12: 60 };
export const URGENT_PRICE_PER_DAY = 3;
