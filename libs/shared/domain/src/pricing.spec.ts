import {
  DEFAULT_PRICES,
  formatDollars,
  FREE_PACKAGE,
  grantedAddons,
  hasPaidAddons,
  monthsFromInput,
  packageCost,
  packageSelectionComplete,
  type PackageSelection,
  priceTable,
  sameAddons,
  toCents,
} from './pricing';

const selection = (overrides: Partial<PackageSelection>): PackageSelection => ({ ...FREE_PACKAGE, ...overrides });

describe('priceTable', () => {
  it('is the spec defaults without records, or when the pricing call failed', () => {
    expect(priceTable(null)).toEqual({ photo_video: 15, state: 5, diamond1: 5, diamond2: 10, diamond3: 30 });
    expect(priceTable(undefined)).toEqual(DEFAULT_PRICES);
    expect(priceTable([])).toEqual(DEFAULT_PRICES);
  });

  it('takes the server records over the defaults, one by one', () => {
    expect(priceTable([{ packageType: 'diamond3', pricePerMonth: 25 }, { packageType: 'state', pricePerMonth: 0 }])).toEqual({
      ...DEFAULT_PRICES,
      diamond3: 25,
      state: 0,
    });
  });

  it('keeps the default for a malformed or unknown record', () => {
    const records = [
      { packageType: 'photo_video', pricePerMonth: -1 },
      { packageType: 'diamond1', pricePerMonth: Number.NaN },
      { packageType: 'gold', pricePerMonth: 99 },
      { pricePerMonth: 1 },
    ] as Parameters<typeof priceTable>[0];
    expect(priceTable(records)).toEqual(DEFAULT_PRICES);
  });

  it('takes no record named like an inherited property as a package', () => {
    const records = [
      { packageType: 'constructor', pricePerMonth: 1 },
      { packageType: 'toString', pricePerMonth: 2 },
      { packageType: '__proto__', pricePerMonth: 3 },
    ] as unknown as Parameters<typeof priceTable>[0];
    const table = priceTable(records);
    expect(table).toEqual(DEFAULT_PRICES);
    expect(Object.keys(table).sort()).toEqual(Object.keys(DEFAULT_PRICES).sort());
    expect(Object.getPrototypeOf(table)).toBe(Object.prototype);
  });

  it('reads a price sent as a numeric string (a NUMERIC column)', () => {
    expect(priceTable([{ packageType: 'diamond2', pricePerMonth: '12.5' as unknown as number }]).diamond2).toBe(12.5);
  });
});

describe('packageCost', () => {
  it('is free for the Basic package', () => {
    expect(packageCost(FREE_PACKAGE, DEFAULT_PRICES)).toEqual({ lines: [], totalCents: 0 });
  });

  it('multiplies photo/video by months, state by states and months, priority by months (spec 02 section 9)', () => {
    const cost = packageCost(
      selection({
        photoVideoAddon: true,
        photoVideoMonths: 2,
        stateAddon: true,
        selectedStates: ['TX', 'CA', 'FL'],
        stateMonths: 4,
        priorityAddon: 'diamond2',
        priorityMonths: 3,
      }),
      DEFAULT_PRICES,
    );
    expect(cost.lines).toEqual([
      { packageType: 'photo_video', months: 2, quantity: 1, pricePerMonth: 15, cents: 3000 },
      { packageType: 'state', months: 4, quantity: 3, pricePerMonth: 5, cents: 6000 },
      { packageType: 'diamond2', months: 3, quantity: 1, pricePerMonth: 10, cents: 3000 },
    ]);
    expect(cost.totalCents).toBe(12000);
  });

  it('leaves out add-ons that are off, and a state add-on without states', () => {
    const cost = packageCost(selection({ photoVideoMonths: 5, stateAddon: true, selectedStates: [], priorityMonths: 9 }), DEFAULT_PRICES);
    expect(cost).toEqual({ lines: [], totalCents: 0 });
  });

  it('adds fractional prices in whole cents without float drift', () => {
    const prices = priceTable([{ packageType: 'diamond1', pricePerMonth: 0.1 }]);
    expect(packageCost(selection({ priorityAddon: 'diamond1', priorityMonths: 3 }), prices).totalCents).toBe(30);
    expect(toCents(19.99)).toBe(1999);
  });
});

describe('formatDollars', () => {
  it('prints whole dollars without cents, others with two decimals', () => {
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(4500)).toBe('$45');
    expect(formatDollars(1250)).toBe('$12.50');
    expect(formatDollars(5)).toBe('$0.05');
  });
});

describe('monthsFromInput', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    [4, 4],
    ['2.7', 2],
    ['', 1],
    ['0', 1],
    ['-5', 1],
    ['abc', 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    [0.5, 1],
  ])('reads %j as %d (minimum 1, 1 when empty or invalid)', (raw, months) => {
    expect(monthsFromInput(raw)).toBe(months);
  });
});

describe('packageSelectionComplete', () => {
  it('accepts the free package and complete add-ons', () => {
    expect(packageSelectionComplete(FREE_PACKAGE)).toBe(true);
    expect(packageSelectionComplete(selection({ stateAddon: true, selectedStates: ['TX'], priorityAddon: 'diamond1', photoVideoAddon: true }))).toBe(true);
  });

  it('refuses the state add-on without states, and a chosen add-on without months', () => {
    expect(packageSelectionComplete(selection({ stateAddon: true, selectedStates: [] }))).toBe(false);
    expect(packageSelectionComplete(selection({ photoVideoAddon: true, photoVideoMonths: 0 }))).toBe(false);
    expect(packageSelectionComplete(selection({ priorityAddon: 'diamond3', priorityMonths: Number.NaN }))).toBe(false);
    // Months of an add-on that is off do not matter.
    expect(packageSelectionComplete(selection({ photoVideoMonths: 0, stateMonths: 0, priorityMonths: 0 }))).toBe(true);
  });
});

describe('grantedAddons and sameAddons', () => {
  it('records 0 months for add-ons not bought, and each state once, sorted', () => {
    expect(grantedAddons(selection({ photoVideoMonths: 4, stateMonths: 2, selectedStates: ['TX'], priorityMonths: 3 }))).toEqual({
      photoVideoMonths: 0,
      stateMonths: 0,
      selectedStates: [],
      priorityAddon: 'none',
      priorityMonths: 0,
    });
    expect(grantedAddons(selection({ stateAddon: true, selectedStates: ['tx', 'CA', 'TX'], stateMonths: 2 }))).toMatchObject({
      stateMonths: 2,
      selectedStates: ['CA', 'TX'],
    });
  });

  it('compares what two selections buy, not how they were entered', () => {
    const a = selection({ stateAddon: true, selectedStates: ['TX', 'CA'], stateMonths: 2, photoVideoMonths: 7 });
    const b = selection({ stateAddon: true, selectedStates: ['CA', 'TX'], stateMonths: 2 });
    expect(sameAddons(grantedAddons(a), grantedAddons(b))).toBe(true);
    expect(sameAddons(grantedAddons(a), grantedAddons({ ...b, stateMonths: 3 }))).toBe(false);
    expect(sameAddons(grantedAddons(a), grantedAddons({ ...b, selectedStates: ['CA'] }))).toBe(false);
    expect(hasPaidAddons(grantedAddons(a))).toBe(true);
    expect(hasPaidAddons(grantedAddons(FREE_PACKAGE))).toBe(false);
  });
});
