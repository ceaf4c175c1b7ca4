import type { AlertLinkAnswer, JobPost, SavedSearch, SavedSearchList } from '@chonail/shared/contracts';
import { ALERT_RULES, nextMorning, timeZoneOfState } from '@chonail/shared/domain';
import { createOrPromoteAdmin, newClient } from '@chonail/server/auth/testing';
import { marker } from '../listings-test-app';
import { SIGNATURE_SECRET, useAlertsApp, vonageSign } from './alerts-test-app';

const app = useAlertsApp('saved-searches');
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  app.call(method, url, { token, payload, ip: newClient().ip, headers });

/** A moment Houston is awake (its next 10:00), within a day of now so the test's posts count as new. */
const houstonMorning = () => new Date(nextMorning(new Date(), timeZoneOfState('TX')).getTime() + 2 * 3_600_000);

async function member() {
  const made = await app.register();
  return { ...made, token: made.token };
}

const inboundStop = (msisdn: string, text = 'STOP', at = Math.floor(Date.now() / 1000)) =>
  vonageSign({ msisdn, to: '12015550100', messageId: `m${Date.now()}`, text, type: 'text', timestamp: String(at), 'message-timestamp': '2026-12-02 10:00:00' });

describe('saved searches (issue 39)', () => {
  it('saves the home page search for a member, lists it, and answers a guest 401', async () => {
    const word = marker();
    const owner = await member();
    expect((await call('POST', '/api/saved-searches', undefined, { city: 'Houston', state: 'TX' })).statusCode).toBe(401);
    expect((await call('GET', '/api/saved-searches')).statusCode).toBe(401);

    const res = await call('POST', '/api/saved-searches', owner.token, { city: 'Houston', state: 'tx', jobType: 'hiring', weeklyPayFrom: '1000', search: word, sortBy: 'pay', limit: 5 });
    expect(res.statusCode).toBe(201);
    const saved = res.json() as SavedSearch;
    // Only what filters is kept: sort, page size and cursor only order or page a list.
    expect(saved).toMatchObject({ filters: { city: 'Houston', state: 'TX', jobType: 'hiring', weeklyPayFrom: 1000, search: word, salonAreaRanges: [] }, frequency: 'instant', paused: false, lastMatch: null, newCount: 0 });
    expect(saved.filters).not.toHaveProperty('sortBy');
    expect(saved.filters).not.toHaveProperty('limit');

    const list = (await call('GET', '/api/saved-searches', owner.token)).json() as SavedSearchList;
    expect(list).toEqual({ items: [saved], alertsStopped: false });

    // The same filters again (another spelling of the state) are the same search.
    const again = await call('POST', '/api/saved-searches', owner.token, { search: word, weeklyPayFrom: 1000, jobType: 'hiring', state: 'TX', city: 'Houston' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SAVED_SEARCH_EXISTS' });
  });

  it('refuses what the listing search refuses, with a code, storing nothing', async () => {
    const owner = await member();
    for (const body of [{ state: 'ZZ' }, { zip: '123' }, { zip: '77036', state: 'CA' }, { weeklyPayFrom: -5 }, { maxDistance: 9999 }, { frequency: 'hourly' }, { priceFrom: 500_000, priceTo: 100_000 }]) {
      const res = await call('POST', '/api/saved-searches', owner.token, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect((res.json() as { code: string }).code).toBe('VALIDATION_ERROR');
    }
    expect(((await call('GET', '/api/saved-searches', owner.token)).json() as SavedSearchList).items).toEqual([]);
  });

  it(`keeps at most ${ALERT_RULES.maxPerAccount} a person`, async () => {
    const owner = await member();
    for (let i = 0; i < ALERT_RULES.maxPerAccount; i++) expect((await call('POST', '/api/saved-searches', owner.token, { search: `${marker()}` })).statusCode).toBe(201);
    const over = await call('POST', '/api/saved-searches', owner.token, { search: marker() });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_SAVED_SEARCHES' });
    expect(((await call('GET', '/api/saved-searches', owner.token)).json() as SavedSearchList).items).toHaveLength(ALERT_RULES.maxPerAccount);
  });

  it("lets only its owner change or delete a search: another member and staff get 404, a guest 401", async () => {
    const owner = await member();
    const other = await member();
    const { phone: staffPhone } = newClient();
    await createOrPromoteAdmin(app.data.manager, staffPhone, 'correct horse battery');
    const staff = await app.login(staffPhone, 'correct horse battery');
    const saved = (await call('POST', '/api/saved-searches', owner.token, { state: 'TX', search: marker() })).json() as SavedSearch;

    for (const token of [other.token, staff.token]) {
      expect((await call('PATCH', `/api/saved-searches/${saved.id}`, token, { paused: true })).json()).toMatchObject({ code: 'SAVED_SEARCH_NOT_FOUND' });
      expect((await call('DELETE', `/api/saved-searches/${saved.id}`, token)).statusCode).toBe(404);
      expect(((await call('GET', '/api/saved-searches', token)).json() as SavedSearchList).items.map((s) => s.id)).not.toContain(saved.id);
    }
    expect((await call('PATCH', `/api/saved-searches/${saved.id}`, undefined, { paused: true })).statusCode).toBe(401);

    for (const body of [{}, { frequency: 'weekly' }, { paused: 'yes' }, { seen: false }, { filters: {} }]) {
      const res = await call('PATCH', `/api/saved-searches/${saved.id}`, owner.token, body);
      expect({ body, status: res.statusCode, code: (res.json() as { code: string }).code }).toEqual({ body, status: 400, code: 'VALIDATION_ERROR' });
    }
    expect((await call('PATCH', '/api/saved-searches/abc', owner.token, { paused: true })).statusCode).toBe(400);

    const patched = await call('PATCH', `/api/saved-searches/${saved.id}`, owner.token, { frequency: 'daily', paused: true });
    expect(patched.json()).toMatchObject({ id: saved.id, frequency: 'daily', paused: true });
    expect((await call('DELETE', `/api/saved-searches/${saved.id}`, owner.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/saved-searches/${saved.id}`, owner.token)).statusCode).toBe(404);
  });

  it("texts a match's link, which lists the new posts without anyone's phone, counts them as seen, and stops alerts in one tap", async () => {
    const word = marker();
    const seeker = await member();
    const poster = await member();
    const saved = (await call('POST', '/api/saved-searches', seeker.token, { city: 'Houston', state: 'TX', search: word })).json() as SavedSearch;
    const now = houstonMorning();
    const postId = await app.insertPost(poster.user.id, { title: `Cần thợ bột ${word}`, weeklyPay: 1400, createdAt: now, updatedAt: now, bumpedAt: now });

    const run = await app.runAlerts(now);
    expect(run.sent).toBeGreaterThanOrEqual(1);
    const texts = await app.alertTexts(seeker.phone);
    expect(texts).toHaveLength(1);
    const text = texts[0] ?? '';
    expect(text).toContain('1 tin mới');
    expect(text).toContain('$1,400/tuần');
    expect(text).toContain('Houston, TX');
    const code = /\/s\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
    expect(code.length).toBeGreaterThanOrEqual(11);
    // The poster is not texted about their own post.
    expect(await app.alertTexts(poster.phone)).toEqual([]);

    const before = ((await call('GET', '/api/saved-searches', seeker.token)).json() as SavedSearchList).items[0];
    expect(before).toMatchObject({ id: saved.id, newCount: 1, lastMatch: { postId, city: 'Houston', state: 'TX' } });

    const link = await call('GET', `/api/alert-links/${code}`);
    expect(link.statusCode).toBe(200);
    const answer = link.json() as AlertLinkAnswer;
    expect(answer).toMatchObject({ told: 1, alertsStopped: false });
    expect(answer.posts.map((p: JobPost) => p.id)).toEqual([postId]);
    // Public like every list: neither the seeker's nor the poster's full number.
    expect(link.body).not.toContain(seeker.phone.slice(2));
    expect(link.body).not.toContain(poster.phone.slice(2));
    expect(((await call('GET', '/api/saved-searches', seeker.token)).json() as SavedSearchList).items[0]?.newCount).toBe(0);

    expect((await call('GET', '/api/alert-links/notARealCode123')).json()).toMatchObject({ code: 'ALERT_LINK_NOT_FOUND' });
    expect((await call('GET', '/api/alert-links/bad!')).statusCode).toBe(400);
    expect((await call('POST', `/api/alert-links/${code}/stop`)).json()).toEqual({ alertsStopped: true });
    expect(((await call('GET', '/api/saved-searches', seeker.token)).json() as SavedSearchList).alertsStopped).toBe(true);

    // Stopped: a new match is not texted. Resuming a search is asking for texts again.
    await app.insertPost(poster.user.id, { title: `Tuyển thợ chân tay nước ${word}`, createdAt: now, updatedAt: now, bumpedAt: now });
    await app.runAlerts(new Date(now.getTime() + 60_000));
    expect(await app.alertTexts(seeker.phone)).toHaveLength(1);
    await call('PATCH', `/api/saved-searches/${saved.id}`, seeker.token, { paused: false });
    expect(((await call('GET', '/api/saved-searches', seeker.token)).json() as SavedSearchList).alertsStopped).toBe(false);
    await app.runAlerts(new Date(now.getTime() + 120_000));
    expect(await app.alertTexts(seeker.phone)).toHaveLength(2);
  });

  it('answers 410 for a link past its 30 days', async () => {
    const word = marker();
    const seeker = await member();
    const poster = await member();
    await call('POST', '/api/saved-searches', seeker.token, { state: 'TX', search: word });
    const now = houstonMorning();
    await app.insertPost(poster.user.id, { title: `Cần thợ ${word}`, createdAt: now, updatedAt: now, bumpedAt: now });
    await app.runAlerts(now);
    const code = /\/s\/([A-Za-z0-9_-]+)/.exec((await app.alertTexts(seeker.phone))[0] ?? '')?.[1];
    await app.data.query(`UPDATE alert_messages SET expires_at = now() - interval '1 minute' WHERE code = $1`, [code]);
    const res = await call('GET', `/api/alert-links/${code}`);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'ALERT_LINK_EXPIRED' });
    // Stopping still works from an old text.
    expect((await call('POST', `/api/alert-links/${code}/stop`)).statusCode).toBe(200);
  });

  it('takes a signed STOP reply (Vonage inbound webhook) and refuses unsigned, forged or old ones', async () => {
    const seeker = await member();
    const msisdn = seeker.phone.replace('+', '');
    const stopped = async () => ((await call('GET', '/api/saved-searches', seeker.token)).json() as SavedSearchList).alertsStopped;

    const forged = { ...inboundStop(msisdn), sig: 'a'.repeat(64) };
    for (const payload of [forged, { ...inboundStop(msisdn), text: 'HELLO' }, vonageSign({ ...inboundStop(msisdn) }, 'another-secret'), inboundStop(msisdn, 'STOP', Math.floor(Date.now() / 1000) - 3600)]) {
      const res = await call('POST', '/api/sms/inbound', undefined, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_SMS_SIGNATURE' });
    }
    expect((await call('POST', '/api/sms/inbound', undefined, { msisdn, text: 'STOP' })).statusCode).toBe(400);
    expect(await stopped()).toBe(false);

    // Not a stop word: taken, nothing changes.
    expect((await call('POST', '/api/sms/inbound', undefined, inboundStop(msisdn, 'cảm ơn'))).statusCode).toBe(204);
    expect(await stopped()).toBe(false);
    // Vonage may send GET with a query string too.
    const query = new URLSearchParams(inboundStop(msisdn, 'Dừng')).toString();
    expect((await call('GET', `/api/sms/inbound?${query}`)).statusCode).toBe(204);
    expect(await stopped()).toBe(true);
    expect(SIGNATURE_SECRET.length).toBeGreaterThan(16);
  });
});
