import { SALON_AREA_FILTER_RANGES, SALON_AREA_SIZE_LABELS, salonSizeLabelKey } from './listing-area';

describe('SALON_AREA_FILTER_RANGES', () => {
  it('is the search filter set, the last one shown as 2500+', () => {
    expect(SALON_AREA_FILTER_RANGES.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: 800, to: 1200 },
      { from: 1200, to: 1600 },
      { from: 1600, to: 2000 },
      { from: 2000, to: 2500 },
      { from: 2500, to: 5000 },
    ]);
    expect(SALON_AREA_FILTER_RANGES.map((range) => range.label)).toEqual(['800-1200', '1200-1600', '1600-2000', '2000-2500', '2500+']);
  });

  it('has neighbouring ranges sharing their bounds', () => {
    SALON_AREA_FILTER_RANGES.slice(1).forEach((range, i) => expect(range.from).toBe(SALON_AREA_FILTER_RANGES[i].to));
  });
});

describe('SALON_AREA_SIZE_LABELS', () => {
  it('is the size label set, in order', () => {
    expect(SALON_AREA_SIZE_LABELS.map(({ key, label }) => [key, label])).toEqual([
      ['under1000', 'under 1,000'],
      ['1000to1500', '1,000-1,500'],
      ['1500to2000', '1,500-2,000'],
      ['2000to2500', '2,000-2,500'],
      ['2500to3000', '2,500-3,000'],
      ['over3000', 'over 3,000'],
    ]);
    expect(SALON_AREA_SIZE_LABELS[0]).toMatchObject({ min: null, max: 999 });
    expect(SALON_AREA_SIZE_LABELS[5]).toMatchObject({ min: 3000, max: null });
  });

  it('agrees with salonSizeLabelKey at every bound', () => {
    for (const { key, min, max } of SALON_AREA_SIZE_LABELS) {
      if (min !== null) expect(salonSizeLabelKey(min)).toBe(key);
      if (max !== null) expect(salonSizeLabelKey(max)).toBe(key);
    }
  });
});

describe('salonSizeLabelKey', () => {
  it.each([
    [1, 'under1000'],
    [800, 'under1000'],
    [999, 'under1000'],
    [999.5, 'under1000'],
    [1000, '1000to1500'],
    [1499, '1000to1500'],
    [1500, '1500to2000'],
    [1999, '1500to2000'],
    [2000, '2000to2500'],
    [2499, '2000to2500'],
    [2500, '2500to3000'],
    [2999, '2500to3000'],
    [3000, 'over3000'],
    [12000, 'over3000'],
  ])('%d sqft -> %s', (sqft, key) => {
    expect(salonSizeLabelKey(sqft)).toBe(key);
  });

  it.each([null, 0, -100, Number.NaN, Number.POSITIVE_INFINITY])('has no label for %p', (sqft) => {
    expect(salonSizeLabelKey(sqft)).toBeNull();
  });
});
