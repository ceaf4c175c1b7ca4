import { ALERT_RULES, alertSending, alertText, fitToSms, isQuietHour, isStopReply, localClock, nextMorning, smsSize, timeZoneOfState } from './alert-rules';

const HOUSTON = timeZoneOfState('TX');

describe('alert hours', () => {
  it('reads the clock of the searched place', () => {
    expect(HOUSTON).toBe('America/Chicago');
    expect(timeZoneOfState('ca')).toBe('America/Los_Angeles');
    expect(timeZoneOfState(null)).toBe('America/New_York');
    // 14:30 UTC in December is 8:30 in Houston (CST, UTC-6).
    expect(localClock(new Date('2026-12-02T14:30:00Z'), HOUSTON)).toEqual({ date: '2026-12-02', hour: 8, minute: 30 });
  });

  it('keeps quiet from 21:00 to 8:00 local', () => {
    expect(isQuietHour(new Date('2026-12-02T13:59:00Z'), HOUSTON)).toBe(true); // 7:59
    expect(isQuietHour(new Date('2026-12-02T14:00:00Z'), HOUSTON)).toBe(false); // 8:00
    expect(isQuietHour(new Date('2026-12-03T02:59:00Z'), HOUSTON)).toBe(false); // 20:59
    expect(isQuietHour(new Date('2026-12-03T03:00:00Z'), HOUSTON)).toBe(true); // 21:00
  });

  it('finds the next 8:00 local, across a daylight-saving change too', () => {
    expect(nextMorning(new Date('2026-12-02T10:00:00Z'), HOUSTON).toISOString()).toBe('2026-12-02T14:00:00.000Z');
    expect(nextMorning(new Date('2026-12-02T14:00:00Z'), HOUSTON).toISOString()).toBe('2026-12-03T14:00:00.000Z');
    // Clocks go back on 2026-11-01 in the US: the morning after is at UTC-6, not UTC-5.
    expect(nextMorning(new Date('2026-10-31T20:00:00Z'), HOUSTON).toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(nextMorning(new Date('2026-12-02T20:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-12-03T02:30:00.000Z');
  });

  it('sends instant alerts by day up to the cap, then holds them for the morning', () => {
    const noon = new Date('2026-12-02T18:00:00Z');
    const base = { now: noon, timeZone: HOUSTON, frequency: 'instant' as const, digestSentToday: false, oldestWaitingAt: noon };
    expect(alertSending({ ...base, instantSentToday: ALERT_RULES.instantPerDay - 1 })).toEqual({ now: true });
    expect(alertSending({ ...base, instantSentToday: ALERT_RULES.instantPerDay })).toEqual({ now: false, next: new Date('2026-12-03T14:00:00Z') });
    const night = new Date('2026-12-03T04:00:00Z'); // 22:00
    expect(alertSending({ ...base, now: night, instantSentToday: 0 })).toEqual({ now: false, next: new Date('2026-12-03T14:00:00Z') });
  });

  it('sends a daily digest once a local day, from 8:00, of what matched before that morning', () => {
    const night = new Date('2026-12-02T09:00:00Z'); // 3:00 in Houston
    const base = { timeZone: HOUSTON, frequency: 'daily' as const, instantSentToday: 0, oldestWaitingAt: night };
    expect(alertSending({ ...base, now: new Date('2026-12-02T13:59:00Z'), digestSentToday: false }).now).toBe(false);
    expect(alertSending({ ...base, now: new Date('2026-12-02T14:00:00Z'), digestSentToday: false })).toEqual({ now: true });
    expect(alertSending({ ...base, now: new Date('2026-12-02T16:00:00Z'), digestSentToday: true })).toEqual({ now: false, next: new Date('2026-12-03T14:00:00Z') });
    // Matched at 10:00: tomorrow's digest.
    const ten = new Date('2026-12-02T16:00:00Z');
    expect(alertSending({ ...base, now: new Date('2026-12-02T16:05:00Z'), digestSentToday: false, oldestWaitingAt: ten })).toEqual({ now: false, next: new Date('2026-12-03T14:00:00Z') });
    expect(alertSending({ ...base, now: new Date('2026-12-03T14:00:00Z'), digestSentToday: false, oldestWaitingAt: ten })).toEqual({ now: true });
  });
});

describe('SMS size', () => {
  it('counts GSM-7 and UCS-2 as carriers do', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', length: 160, parts: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'gsm7', length: 161, parts: 2 });
    expect(smsSize('€'.repeat(80)).length).toBe(160);
    expect(smsSize('Cần thợ'.padEnd(70, 'a'))).toEqual({ encoding: 'ucs2', length: 70, parts: 1 });
    expect(smsSize('Cần thợ'.padEnd(135, 'a'))).toEqual({ encoding: 'ucs2', length: 135, parts: 3 });
  });

  it('cuts the variable part by words until the text fits', () => {
    const make = (title: string) => `Chợ Nail: 3 tin mới. ${title} Xem: https://chonail.test/s/abcdefghijk Ngưng: nhắn DUNG`;
    const long = 'Cần thợ bột tay nghề cao lương cao bao ăn ở gần Houston cuối tuần đông khách tip hậu';
    const text = fitToSms(make, long);
    expect(smsSize(text).parts).toBeLessThanOrEqual(2);
    expect(text).toContain('…');
    expect(text).toContain('/s/abcdefghijk');
    expect(text.endsWith('DUNG')).toBe(true);
    expect(fitToSms(make, 'Cần thợ')).toBe(make('Cần thợ'));
  });
});

describe('stop replies', () => {
  it.each(['STOP', 'stop', ' Dừng ', 'DUNG', 'hủy', 'HUY.', 'Stop!'])('%s stops alerts', (text) => expect(isStopReply(text)).toBe(true));
  it.each(['STOP IT NOW PLEASE LATER', 'ok', 'dung roi', ''])('%s does not', (text) => expect(isStopReply(text)).toBe(false));
});

describe('alert text', () => {
  const link = 'https://chonail.com/s/Ab3dEf6hIj0kLm9nOp1qRs';
  const best = { title: 'Cần thợ bột gấp, lương cao, bao ăn ở, tiệm đông khách khu Mỹ trắng', city: 'Houston', state: 'TX', weeklyPay: 1200, askingPrice: null };

  it('says the count, the best post, its pay and city, the link and how to stop, in 2 parts', () => {
    const vi = alertText('vi', { count: 3, best, link });
    expect(vi.startsWith('Chợ Nail: 3 tin mới')).toBe(true);
    expect(vi).toContain('$1,200/tuần');
    expect(vi).toContain('Houston, TX');
    expect(vi).toContain(link);
    expect(vi.endsWith('Ngưng: nhắn DUNG')).toBe(true);
    expect(smsSize(vi)).toMatchObject({ encoding: 'ucs2' });
    expect(smsSize(vi).parts).toBeLessThanOrEqual(2);

    const en = alertText('en', { count: 1, best: { ...best, title: 'Nail tech wanted, full time' }, link });
    expect(en).toBe(`Cho Nail: 1 new post for you. Nail tech wanted, full time. $1,200/wk, Houston, TX. See: ${link} Stop: reply STOP`);
    expect(smsSize(en)).toEqual({ encoding: 'gsm7', length: en.length, parts: 1 });
  });

  it('names a sale by its asking price', () => {
    const text = alertText('en', { count: 2, best: { title: 'Salon for sale', city: 'Dallas', state: 'TX', weeklyPay: null, askingPrice: 85_000 }, link });
    expect(text).toContain('Salon for sale. $85k, Dallas, TX.');
  });
});
