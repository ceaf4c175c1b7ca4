import { formatDate } from './index';

describe('formatDate: one date format for the portal and the staff area, in the reader’s language', () => {
  it('shows the UTC day: day first in Vietnamese, month first in English', () => {
    const day = '2026-03-05T01:00:00.000Z';
    expect(formatDate(day, 'vi')).toBe('05/03/2026');
    expect(formatDate(day, 'vi-VN')).toBe('05/03/2026');
    expect(formatDate(day, 'en')).toBe('03/05/2026');
    expect(formatDate(new Date(day), 'en-US')).toBe('03/05/2026');
    expect(formatDate(day, 'vi', { year: false })).toBe('05/03');
    expect(formatDate(day, 'en', { year: false })).toBe('03/05');
  });

  it('adds the time on the reader’s clock: 24-hour in Vietnamese, 12-hour in English', () => {
    const evening = new Date(2026, 10, 28, 21, 5);
    expect(formatDate(evening, 'vi', { time: true })).toBe('28/11/2026 21:05');
    expect(formatDate(evening, 'en', { time: true })).toBe('11/28/2026, 9:05 PM');
    const midnight = new Date(2026, 0, 2, 0, 7);
    expect(formatDate(midnight, 'vi', { time: true })).toBe('02/01/2026 00:07');
    expect(formatDate(midnight, 'en', { time: true })).toBe('01/02/2026, 12:07 AM');
    expect(formatDate(new Date(2026, 0, 2, 12, 0), 'en', { time: true })).toBe('01/02/2026, 12:00 PM');
  });

  it('answers an unreadable date as empty text rather than "Invalid Date"', () => {
    expect(formatDate('not a date', 'vi')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'en', { time: true })).toBe('');
  });
});
