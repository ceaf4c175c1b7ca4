import { compactUsd, groupedNumber, wholeUsd } from './money';

describe('money', () => {
  it('groups whole dollars as en-US does, for every size', () => {
    for (const amount of [0, 5, 999, 1000, 1234.5, 9999, 10_000, 123_456, 1_000_000, 987_654_321, 0.4, 999.6]) {
      expect(wholeUsd(amount)).toBe(`$${Math.round(amount).toLocaleString('en-US')}`);
    }
  });

  it('groups a count as vi-VN and en-US number formats do', () => {
    for (const value of [0, 7, 999, 1000, 48_213, 1_234_567, 2_000_000_000]) {
      expect(groupedNumber(value, 'vi')).toBe(new Intl.NumberFormat('vi-VN').format(value));
      expect(groupedNumber(value, 'en')).toBe(new Intl.NumberFormat('en-US').format(value));
    }
  });

  it('shortens from $10,000: thousands, then millions', () => {
    expect([0, 900, 1200, 9999, 10_000, 12_500, 45_000, 185_000, 999_949, 999_950, 1_200_000].map(compactUsd)).toEqual(['$0', '$900', '$1,200', '$9,999', '$10k', '$12.5k', '$45k', '$185k', '$999.9k', '$1M', '$1.2M']);
  });
});
