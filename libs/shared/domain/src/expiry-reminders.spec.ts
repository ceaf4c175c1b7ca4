import { smsSize } from './alert-rules';
import { daysLeft, dueExpiryStage, expiryReminderText } from './expiry-reminders';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-12-02T18:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

describe('dueExpiryStage', () => {
  it.each([
    [30, null],
    [7.01, null],
    [7, '7d'],
    [6.5, '7d'],
    [3, '7d'],
    [1.01, '7d'],
    [1, '1d'],
    [0.5, '1d'],
    [1 / 24, '1d'],
    [0, null],
    [-2, null],
  ] as const)('with %s days left: %s', (days, stage) => {
    expect(dueExpiryStage(at(days), now)).toBe(stage);
  });
});

describe('daysLeft', () => {
  it('counts started days, at least one', () => {
    expect(daysLeft(at(6.5), now)).toBe(7);
    expect(daysLeft(at(7), now)).toBe(7);
    expect(daysLeft(at(3), now)).toBe(3);
    expect(daysLeft(at(0.5), now)).toBe(1);
    expect(daysLeft(at(0.01), now)).toBe(1);
  });
});

describe('expiryReminderText', () => {
  const link = 'https://chonail.com/my-posts/123456';

  it('says the post, the days left, the renew link and how to stop, in Vietnamese', () => {
    const text = expiryReminderText('vi', { title: 'Cần thợ bột gấp', days: 7, link });
    expect(text).toBe(`Chợ Nail: Tin "Cần thợ bột gấp" của bạn còn 7 ngày là hết hạn. Gia hạn: ${link} Ngưng: nhắn DUNG`);
    expect(smsSize(text)).toMatchObject({ encoding: 'ucs2', parts: 2 });
  });

  it('in English, with one day or several', () => {
    expect(expiryReminderText('en', { title: 'Hiring nail tech', days: 1, link })).toBe(
      `Cho Nail: Your post "Hiring nail tech" expires in 1 day. Renew: ${link} Stop: reply STOP`,
    );
    const text = expiryReminderText('en', { title: 'Hiring nail tech', days: 7, link });
    expect(text).toContain('expires in 7 days.');
    expect(smsSize(text)).toMatchObject({ encoding: 'gsm7', parts: 1 });
  });

  it('cuts a long title at whole words to stay within two parts, keeping the link and how to stop', () => {
    const title = 'Tiệm nail đông khách ở Houston cần gấp thợ bột, thợ chân tay nước, thợ wax, bao lương $1,500 một tuần, có chỗ ở';
    for (const lang of ['vi', 'en'] as const) {
      const text = expiryReminderText(lang, { title, days: 7, link });
      expect(smsSize(text).parts).toBeLessThanOrEqual(2);
      expect(text).toContain('…');
      expect(text).toContain(link);
      expect(text.endsWith(lang === 'vi' ? 'nhắn DUNG' : 'reply STOP')).toBe(true);
    }
    // Vietnamese goes as UCS-2: 2 parts of 67.
    expect(expiryReminderText('vi', { title, days: 7, link }).length).toBeLessThanOrEqual(134);
  });

  it('drops a title that cannot fit at all, and flattens spacing', () => {
    const text = expiryReminderText('vi', { title: 'Siêuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu', days: 1, link });
    expect(text).toBe(`Chợ Nail: Tin của bạn còn 1 ngày là hết hạn. Gia hạn: ${link} Ngưng: nhắn DUNG`);
    expect(expiryReminderText('en', { title: '  Hiring \n nail   tech ', days: 2, link })).toContain('"Hiring nail tech"');
  });
});
