import { distanceLabel, postedAge } from './card-meta';

const NOW = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('postedAge', () => {
  it('is just now under a minute, and for a time a little ahead of this clock', () => {
    expect(postedAge(ago(0), NOW)).toEqual({ unit: 'justNow', count: 0 });
    expect(postedAge(ago(59_999), NOW)).toEqual({ unit: 'justNow', count: 0 });
    expect(postedAge(new Date(NOW.getTime() + 30_000), NOW)).toEqual({ unit: 'justNow', count: 0 });
  });

  it('counts whole units of the largest unit that fits, rounding down', () => {
    expect(postedAge(ago(MIN), NOW)).toEqual({ unit: 'minute', count: 1 });
    expect(postedAge(ago(59 * MIN), NOW)).toEqual({ unit: 'minute', count: 59 });
    expect(postedAge(ago(2 * HOUR), NOW)).toEqual({ unit: 'hour', count: 2 });
    expect(postedAge(ago(2 * HOUR + 59 * MIN), NOW)).toEqual({ unit: 'hour', count: 2 });
    expect(postedAge(ago(47 * HOUR), NOW)).toEqual({ unit: 'day', count: 1 });
    expect(postedAge(ago(6 * DAY), NOW)).toEqual({ unit: 'day', count: 6 });
    expect(postedAge(ago(7 * DAY), NOW)).toEqual({ unit: 'week', count: 1 });
    expect(postedAge(ago(29 * DAY), NOW)).toEqual({ unit: 'week', count: 4 });
    expect(postedAge(ago(30 * DAY), NOW)).toEqual({ unit: 'month', count: 1 });
    expect(postedAge(ago(364 * DAY), NOW)).toEqual({ unit: 'month', count: 12 });
    expect(postedAge(ago(800 * DAY), NOW)).toEqual({ unit: 'year', count: 2 });
  });
});

describe('distanceLabel', () => {
  it('rounds to whole miles', () => {
    expect(distanceLabel(12.4)).toEqual({ kind: 'miles', miles: 12 });
    expect(distanceLabel(12.5)).toEqual({ kind: 'miles', miles: 13 });
    expect(distanceLabel(855.3)).toEqual({ kind: 'miles', miles: 855 });
    expect(distanceLabel(1)).toEqual({ kind: 'miles', miles: 1 });
  });

  it('says under one mile rather than 0', () => {
    expect(distanceLabel(0)).toEqual({ kind: 'underOne' });
    expect(distanceLabel(0.49)).toEqual({ kind: 'underOne' });
  });

  it('is null without a distance', () => {
    expect(distanceLabel(null)).toBeNull();
    expect(distanceLabel(undefined)).toBeNull();
    expect(distanceLabel(Number.NaN)).toBeNull();
    expect(distanceLabel(-3)).toBeNull();
  });
});
