import { utcDay } from './admin-rules';
import { daysBetween, secondsLeftInUtcDay, shiftDay, statsKeptFrom, statsPeriod } from './post-stats';

describe("a post's statistics calendar (UTC days)", () => {
  it('names the UTC day, whatever the clock of the reader', () => {
    expect(utcDay(new Date('2026-12-02T23:59:59.999Z'))).toBe('2026-12-02');
    expect(utcDay(new Date('2026-12-03T00:00:00Z'))).toBe('2026-12-03');
    // 20:00 in Houston on Dec 2 is already Dec 3 in UTC.
    expect(utcDay(new Date('2026-12-02T20:00:00-06:00'))).toBe('2026-12-03');
  });

  it('steps days across months, years and leap days', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-03-08', 1)).toBe('2026-03-09'); // a US clock change is no UTC day's business
    expect(shiftDay('2026-01-10', -10)).toBe('2025-12-31');
  });

  it('answers the last N days with today included', () => {
    const now = new Date('2026-12-02T08:00:00Z');
    expect(statsPeriod(now, 1)).toEqual({ from: '2026-12-02', to: '2026-12-02' });
    expect(statsPeriod(now, 30)).toEqual({ from: '2026-11-03', to: '2026-12-02' });
    expect(daysBetween(statsPeriod(now, 30).from, '2026-12-02')).toHaveLength(30);
    expect(daysBetween(statsPeriod(now, 395).from, '2026-12-02')).toHaveLength(395);
    expect(() => statsPeriod(now, 0)).toThrow(RangeError);
    expect(() => statsPeriod(now, 1.5)).toThrow(RangeError);
  });

  it('lists every day of a period, oldest first, and nothing for an empty one', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('keeps 13 calendar months: the nightly job deletes the days before the first kept', () => {
    expect(statsKeptFrom(new Date('2026-12-02T03:00:00Z'), 13)).toBe('2025-11-02');
    // Clamped to the shorter month: 13 months before March 31 is February's last day.
    expect(statsKeptFrom(new Date('2027-03-31T12:00:00Z'), 13)).toBe('2026-02-28');
    // 395 days back (the longest stats answer) never reaches before what is kept.
    const now = new Date('2026-12-02T00:00:00Z');
    expect(statsPeriod(now, 395).from >= statsKeptFrom(now, 13)).toBe(true);
  });

  it('marks "once a day" until the end of the UTC day', () => {
    expect(secondsLeftInUtcDay(new Date('2026-12-02T23:59:00Z'))).toBe(60);
    expect(secondsLeftInUtcDay(new Date('2026-12-02T00:00:00Z'))).toBe(86_400);
    expect(secondsLeftInUtcDay(new Date('2026-12-02T23:59:59.900Z'))).toBe(1);
  });
});
