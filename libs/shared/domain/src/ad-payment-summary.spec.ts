import { adPaymentSummary, durationPriceCents, isVipDuration, VIP_DURATION_TABLE, type AdPaymentFields } from './ad-payment-summary';

const BASIC: AdPaymentFields = { vipDuration: null, urgentDays: 0 };

describe('durationPriceCents', () => {
  it('prices 3, 6 and 12 months at $15, $30 and $60', () => {
    expect([3, 6, 12].map(durationPriceCents)).toEqual([1500, 3000, 6000]);
  });

  it('has no price for any other length', () => {
    expect([0, 1, 2, 4, 24, 6.5, -3, null, undefined].map(durationPriceCents)).toEqual([null, null, null, null, null, null, null, null, null]);
  });
});

describe('VIP_DURATION_TABLE', () => {
  it('lists the three packages in order', () => {
    expect(VIP_DURATION_TABLE).toEqual([
      { months: 3, cents: 1500 },
      { months: 6, cents: 3000 },
      { months: 12, cents: 6000 },
    ]);
    expect(isVipDuration(6)).toBe(true);
    expect(isVipDuration('6')).toBe(false);
  });
});

describe('adPaymentSummary', () => {
  it('is the $0 base alone for a Basic post', () => {
    expect(adPaymentSummary(BASIC)).toEqual({ lines: [{ kind: 'base', cents: 0 }], totalCents: 0 });
  });

  it.each([
    [3, 1500],
    [6, 3000],
    [12, 6000],
  ])('prices VIP by vipDuration %i', (vipDuration, cents) => {
    const summary = adPaymentSummary({ ...BASIC, vipDuration });
    expect(summary.lines).toEqual([{ kind: 'base', cents: 0 }, { kind: 'vip', months: vipDuration, cents }]);
    expect(summary.totalCents).toBe(cents);
  });

  it('charges urgent at $3 a day', () => {
    const summary = adPaymentSummary({ ...BASIC, urgentDays: 7 });
    expect(summary.lines.at(-1)).toEqual({ kind: 'urgent', days: 7, cents: 2100 });
    expect(summary.totalCents).toBe(2100);
  });

  it('adds every line into the total', () => {
    const summary = adPaymentSummary({ vipDuration: 6, urgentDays: 5 });
    expect(summary.lines.map((line) => line.kind)).toEqual(['base', 'vip', 'urgent']);
    // 30 + 15
    expect(summary.totalCents).toBe(4500);
  });

  it('leaves the per-month add-ons to the payment record: the fields it reads are VIP and urgent only', () => {
    const post = { ...BASIC, duration: 12, photoVideoAddon: true, isNationwide: true } as AdPaymentFields;
    expect(adPaymentSummary(post)).toEqual({ lines: [{ kind: 'base', cents: 0 }], totalCents: 0 });
  });

  it('shows a line it cannot price as unknown and leaves it out of the total', () => {
    const summary = adPaymentSummary({ ...BASIC, vipDuration: 4, urgentDays: 2 });
    expect(summary.lines).toEqual([
      { kind: 'base', cents: 0 },
      { kind: 'vip', months: 4, cents: null },
      { kind: 'urgent', days: 2, cents: 600 },
    ]);
    expect(summary.totalCents).toBe(600);
  });

  it('ignores a malformed urgent count and a zero vipDuration', () => {
    for (const urgentDays of [-2, 1.5, Number.NaN]) {
      expect(adPaymentSummary({ ...BASIC, urgentDays }).lines).toEqual([{ kind: 'base', cents: 0 }]);
    }
    expect(adPaymentSummary({ ...BASIC, vipDuration: 0 }).lines).toEqual([{ kind: 'base', cents: 0 }]);
  });
});
