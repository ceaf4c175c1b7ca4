import { nextMorning, timeZoneOfState } from '@chonail/shared/domain';
import { loadConfig } from '@chonail/server/core';
import { createOrPromoteAdmin, newClient } from '@chonail/server/auth/testing';
import { JobPostEntity } from '../entities/job-post.entity';
import { useListingsApp } from '../listings-test-app';
import { SmsOptOutsRepository } from '../alerts/sms-opt-outs.repository';
import { ExpiryRemindersModule } from './expiry-reminders.module';
import { ExpiryRemindersService } from './expiry-reminders.service';

// Issue 39: texts 7 days and 1 day before a post expires, once per post, stage and expiry, against
// the real PostgreSQL and the development SMS outbox.

const NAME = 'expiry-reminders';
// The module's own SMS sender, on the app's Redis prefix, so its texts land in the outbox the app reads.
const config = loadConfig({ ...process.env, REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-listings-${NAME}` });
const app = useListingsApp(NAME, { modules: [ExpiryRemindersModule.forRoot(config)] });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HOUSTON = timeZoneOfState('TX');
/** Houston's next 8:00 plus `hours` (noon by default): a moment outside quiet hours. */
const houstonAt = (hours = 4) => new Date(nextMorning(new Date(), HOUSTON).getTime() + hours * HOUR);

const sendDue = (now: Date) => app.app.get(ExpiryRemindersService, { strict: false }).sendDue(now);

const reminders = async (phone: string): Promise<string[]> => {
  const res = await app.call('GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, { ip: '127.0.0.1' });
  return (res.json() as Array<{ text: string; purpose: string }>).filter((sms) => sms.purpose === 'expiry-reminder').map((sms) => sms.text);
};

const setExpiry = (postId: number, expiresAt: Date) => app.data.getRepository(JobPostEntity).update({ id: postId }, { expiresAt });

describe('expiry reminders (issue 39)', () => {
  it('texts a post expiring in 6.5 days once for the 7-day stage however often and however concurrently it runs, then once at 0.5 days', async () => {
    const owner = await app.register();
    const now = houstonAt();
    // A short title: a Vietnamese text has 134 characters in 2 parts, and a longer one is cut to fit
    // the link, whose post id grows with the run (CI's 4-digit id cut "Cần thợ bột gấp, bao lương").
    const postId = await app.insertPost(owner.user.id, { title: 'Cần thợ bột', expiresAt: new Date(now.getTime() + 6.5 * DAY) });

    await sendDue(now);
    await sendDue(new Date(now.getTime() + 15 * 60_000));
    await Promise.all([sendDue(new Date(now.getTime() + HOUR)), sendDue(new Date(now.getTime() + HOUR))]);
    const week = await reminders(owner.phone);
    expect(week).toEqual([`Chợ Nail: Tin "Cần thợ bột" của bạn còn 7 ngày là hết hạn. Gia hạn: ${config.PUBLIC_ORIGIN}/my-posts/${postId} Ngưng: nhắn DUNG`]);
    const [row] = (await app.data.query(`SELECT stage, status, sent_at FROM post_expiry_reminders WHERE post_id = $1`, [postId])) as Array<{ stage: string; status: string; sent_at: Date }>;
    expect(row).toMatchObject({ stage: '7d', status: 'sent' });

    const lastDay = new Date(now.getTime() + 6 * DAY);
    await Promise.all([sendDue(lastDay), sendDue(lastDay)]);
    await sendDue(new Date(lastDay.getTime() + HOUR));
    const all = await reminders(owner.phone);
    expect(all).toHaveLength(2);
    expect(all[0]).toContain('còn 1 ngày là hết hạn');
    // Expired, nothing more.
    await sendDue(new Date(now.getTime() + 7 * DAY));
    expect(await reminders(owner.phone)).toHaveLength(2);
  });

  it('sends the 1-day text of a post made with 3 days left after its 7-day one, and only the 1-day one to a post found with hours left', async () => {
    const owner = await app.register();
    const now = houstonAt();
    await app.insertPost(owner.user.id, { title: 'Bán tiệm Katy', expiresAt: new Date(now.getTime() + 3 * DAY) });
    await sendDue(now);
    expect(await reminders(owner.phone)).toEqual([expect.stringContaining('còn 3 ngày')]);
    // 14:24 in Houston, 0.9 days left.
    await sendDue(new Date(now.getTime() + 2.1 * DAY));
    expect((await reminders(owner.phone))[0]).toContain('còn 1 ngày');

    const late = await app.register();
    await app.insertPost(late.user.id, { expiresAt: new Date(now.getTime() + 10 * HOUR) });
    await sendDue(now);
    await sendDue(new Date(now.getTime() + HOUR));
    expect(await reminders(late.phone)).toEqual([expect.stringContaining('còn 1 ngày')]);
  });

  it('texts nobody about paused, deleted, hidden or never-expiring posts, owners who turned it off, stopped phones or blocked owners', async () => {
    const now = houstonAt();
    const soon = new Date(now.getTime() + 6.5 * DAY);
    const cases: Array<[string, (ownerId: number, phone: string, token: string) => Promise<unknown>]> = [
      ['paused', (id) => app.insertPost(id, { expiresAt: soon, isPaused: true })],
      ['deleted', (id) => app.insertPost(id, { expiresAt: soon, deletedAt: new Date(now.getTime() - HOUR) })],
      ['hidden', (id) => app.insertPost(id, { expiresAt: soon, hiddenAt: new Date(now.getTime() - HOUR) })],
      ['never expires', (id) => app.insertPost(id, { expiresAt: soon, duration: 0 })],
      [
        'setting off',
        async (id, _phone, token) => {
          await app.insertPost(id, { expiresAt: soon });
          expect((await app.call('PATCH', '/api/auth/user/preferences', { token, payload: { expiryReminders: false } })).statusCode).toBe(200);
        },
      ],
      [
        'replied STOP',
        async (id, phone) => {
          await app.insertPost(id, { expiresAt: soon });
          await app.app.get(SmsOptOutsRepository, { strict: false }).stop(phone, 'reply');
        },
      ],
      [
        'blocked',
        async (id) => {
          await app.insertPost(id, { expiresAt: soon });
          await app.data.query(`UPDATE users SET blocked = true WHERE id = $1`, [id]);
        },
      ],
    ];
    const phones: Array<[string, string]> = [];
    for (const [label, make] of cases) {
      const owner = await app.register();
      await make(owner.user.id, owner.phone, owner.token);
      phones.push([label, owner.phone]);
    }
    await sendDue(now);
    await sendDue(new Date(now.getTime() + 6 * DAY));
    for (const [label, phone] of phones) expect({ label, texts: await reminders(phone) }).toEqual({ label, texts: [] });
  });

  it('holds a text due in quiet hours until the morning where the salon is', async () => {
    const owner = await app.register();
    const night = houstonAt(14); // 22:00 in Houston
    await app.insertPost(owner.user.id, { expiresAt: new Date(night.getTime() + 6.5 * DAY) });
    await sendDue(night);
    await sendDue(new Date(night.getTime() + 5 * HOUR)); // 3:00
    expect(await reminders(owner.phone)).toEqual([]);
    await sendDue(nextMorning(night, HOUSTON));
    expect(await reminders(owner.phone)).toHaveLength(1);
  });

  it('reminds a renewed post again, for its new expiry', async () => {
    const owner = await app.register();
    const now = houstonAt();
    const postId = await app.insertPost(owner.user.id, { expiresAt: new Date(now.getTime() + 0.5 * DAY) });
    await sendDue(now);
    expect(await reminders(owner.phone)).toHaveLength(1);

    // It ran out; the owner renews it through the real call, which runs it from today.
    await setExpiry(postId, new Date(Date.now() - HOUR));
    const renewed = await app.call('POST', `/api/job-posts/${postId}/renew`, { token: owner.token, payload: {} });
    expect(renewed.statusCode).toBe(200);
    const newExpiry = new Date((renewed.json() as { expiresAt: string }).expiresAt);
    await sendDue(new Date(newExpiry.getTime() - 6.5 * DAY));
    await sendDue(new Date(newExpiry.getTime() - 6.4 * DAY));
    const texts = await reminders(owner.phone);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('còn 7 ngày');
  });

  it('writes in English to an owner who uses the site in English', async () => {
    const owner = await app.register();
    // The shell's user check at the start of a visit records the cookie's language.
    expect((await app.call('GET', '/api/auth/user', { token: owner.token, headers: { cookie: 'language=en' } })).statusCode).toBe(200);
    const now = houstonAt();
    const postId = await app.insertPost(owner.user.id, { title: 'Hiring nail tech', expiresAt: new Date(now.getTime() + 6.5 * DAY) });
    await sendDue(now);
    expect(await reminders(owner.phone)).toEqual([
      `Cho Nail: Your post "Hiring nail tech" expires in 7 days. Renew: ${config.PUBLIC_ORIGIN}/my-posts/${postId} Stop: reply STOP`,
    ]);
  });

  it('PATCH /api/auth/user/preferences: guests 401, a member (or staff) changes only their own switch, a bad body 400 with its code', async () => {
    const member = await app.register();
    const other = await app.register();
    const { phone: staffPhone } = newClient();
    await createOrPromoteAdmin(app.data.manager, staffPhone, 'correct horse battery');
    const staff = await app.login(staffPhone, 'correct horse battery');
    const userOf = async (token: string) => (await app.call('GET', '/api/auth/user', { token })).json() as { expiryReminders: boolean };

    expect((await userOf(member.token)).expiryReminders).toBe(true);
    const guest = await app.call('PATCH', '/api/auth/user/preferences', { payload: { expiryReminders: false } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'SESSION_EXPIRED' });

    const off = await app.call('PATCH', '/api/auth/user/preferences', { token: member.token, payload: { expiryReminders: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: member.user.id, expiryReminders: false });
    expect((await userOf(member.token)).expiryReminders).toBe(false);
    expect((await userOf(other.token)).expiryReminders).toBe(true);

    const staffOff = await app.call('PATCH', '/api/auth/user/preferences', { token: staff.token, payload: { expiryReminders: false } });
    expect(staffOff.json()).toMatchObject({ id: staff.user.id, expiryReminders: false });
    expect((await userOf(member.token)).expiryReminders).toBe(false);
    expect((await userOf(other.token)).expiryReminders).toBe(true);

    for (const payload of [{}, { expiryReminders: 'no' }, { expiryReminders: true, userId: other.user.id }]) {
      const res = await app.call('PATCH', '/api/auth/user/preferences', { token: other.token, payload });
      expect({ payload, status: res.statusCode, code: (res.json() as { code: string }).code }).toEqual({ payload, status: 400, code: 'VALIDATION_ERROR' });
    }
    expect((await userOf(other.token)).expiryReminders).toBe(true);

    const on = await app.call('PATCH', '/api/auth/user/preferences', { token: member.token, payload: { expiryReminders: true } });
    expect(on.json()).toMatchObject({ expiryReminders: true });
  });
});
