import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContactInfo, NailSalon, Stats } from '@chonail/shared/contracts';
import { newClient } from '@chonail/server/auth/testing';
import { marker, useListingsApp } from '../listings-test-app';

const app = useListingsApp('site');

const DAY_MS = 86_400_000;
const expired = () => ({ duration: 1, expiresAt: new Date(Date.now() - DAY_MS) });

// ---------------------------------------------------------------------------------------------
// GET /api/stats
// ---------------------------------------------------------------------------------------------

const STAT_KEYS = ['totalJobs', 'totalSalons', 'totalOwners', 'totalViews'] as const;

async function stats(): Promise<Stats> {
  const res = await app.call('GET', '/api/stats');
  expect(res.statusCode).toBe(200);
  return res.json();
}

/**
 * Other spec files write posts into the same database while this one runs, so a write of theirs
 * can land between the two reads of a delta. `prepare` makes fresh fixtures (slow: accounts) and
 * returns the quick change to measure; the change must show exactly `expected` in one of a few
 * attempts. An implementation that counts wrongly is wrong on every attempt.
 */
async function expectStatsChange(expected: Partial<Stats>, prepare: () => Promise<() => Promise<unknown>>) {
  const want = Object.fromEntries(STAT_KEYS.map((k) => [k, expected[k] ?? 0]));
  let seen: Record<string, number> = {};
  for (let attempt = 0; attempt < 4; attempt++) {
    const act = await prepare();
    const before = await stats();
    await act();
    const after = await stats();
    seen = Object.fromEntries(STAT_KEYS.map((k) => [k, after[k] - before[k]]));
    if (STAT_KEYS.every((k) => seen[k] === want[k])) return;
  }
  expect(seen).toEqual(want);
}

const openAsGuest = (id: number, ip: string) => app.call('GET', `/api/job-posts/${id}`, { ip });

/** The post's own view count, read by its owner (whose opens are not counted). */
async function viewCount(id: number, ownerToken: string): Promise<number> {
  const res = await app.call('GET', `/api/job-posts/${id}`, { token: ownerToken });
  expect(res.statusCode).toBe(200);
  return res.json().viewCount;
}

describe('GET /api/stats', () => {
  it('answers four whole numbers', async () => {
    // At least one live post exists, so every figure is positive.
    const owner = await app.register();
    await app.insertPost(owner.user.id);
    const body = await stats();
    expect(Object.keys(body).sort()).toEqual([...STAT_KEYS].sort());
    // Public figures, kept 5 minutes by browsers and caches (spec 01 section 9).
    expect((await app.call('GET', '/api/stats')).headers['cache-control']).toBe('public, max-age=300');
    for (const key of STAT_KEYS) {
      expect(Number.isInteger(body[key])).toBe(true);
      expect(body[key]).toBeGreaterThanOrEqual(key === 'totalViews' ? 0 : 1);
    }
  });

  it('counts 2 live posts of a new owner with one store as 2 jobs, 1 salon, 1 owner', async () => {
    await expectStatsChange({ totalJobs: 2, totalSalons: 1, totalOwners: 1 }, async () => {
      const owner = await app.register();
      const storeName = `Tiệm ${marker()}`;
      return () => Promise.all([app.insertPost(owner.user.id, { storeName }), app.insertPost(owner.user.id, { storeName, jobType: 'selling' })]);
    });
  });

  it('counts two stores of one owner as two salons', async () => {
    await expectStatsChange({ totalJobs: 2, totalSalons: 2, totalOwners: 1 }, async () => {
      const owner = await app.register();
      return () =>
        Promise.all([app.insertPost(owner.user.id, { storeName: `A ${marker()}` }), app.insertPost(owner.user.id, { storeName: `B ${marker()}` })]);
    });
  });

  it('leaves out expired, paused, deactivated and deleted posts, and their views', async () => {
    await expectStatsChange({}, async () => {
      const owner = await app.register();
      const storeName = `Tiệm ${marker()}`;
      return () =>
        Promise.all([
          app.insertPost(owner.user.id, { storeName, viewCount: 40, ...expired() }),
          app.insertPost(owner.user.id, { storeName, viewCount: 30, isPaused: true }),
          app.insertPost(owner.user.id, { storeName, viewCount: 20, isActive: false }),
          app.insertPost(owner.user.id, { storeName, viewCount: 10, deletedAt: new Date() }),
        ]);
    });
  });

  it('counts a post going out of the listing (paused) out of the figures', async () => {
    const owner = await app.register();
    // The owner keeps another live post, so stays counted.
    await app.insertPost(owner.user.id, { storeName: `Tiệm ${marker()}` });
    await expectStatsChange({ totalJobs: -1, totalSalons: -1, totalViews: -7 }, async () => {
      const id = await app.insertPost(owner.user.id, { storeName: `Tiệm ${marker()}`, viewCount: 7 });
      return () => app.call('PATCH', `/api/job-posts/${id}/pause`, { token: owner.token });
    });
  });

  it("counts a guest's open of a post once per viewer (address and browser) a day, and never the owner's", async () => {
    const owner = await app.register();
    const id = await app.insertPost(owner.user.id);
    const [ipA, ipB] = [newClient().ip, newClient().ip];

    const first = await openAsGuest(id, ipA);
    expect(first.statusCode).toBe(200);
    expect(first.json().id).toBe(id);
    expect(await viewCount(id, owner.token)).toBe(1);
    expect((await openAsGuest(id, ipA)).statusCode).toBe(200);
    expect(await viewCount(id, owner.token)).toBe(1);
    expect((await openAsGuest(id, ipB)).statusCode).toBe(200);
    expect(await viewCount(id, owner.token)).toBe(2);
    expect(await viewCount(id, owner.token)).toBe(2);

    // The same, as seen in the site's total.
    await expectStatsChange({ totalViews: 1 }, async () => {
      const ip = newClient().ip;
      return () => openAsGuest(id, ip);
    });
    await expectStatsChange({}, async () => () => openAsGuest(id, ipA));
    await expectStatsChange({}, async () => () => app.call('GET', `/api/job-posts/${id}`, { token: owner.token, ip: newClient().ip }));
  });

  it('does not count an open that fails (paused or expired post)', async () => {
    const owner = await app.register();
    const paused = await app.insertPost(owner.user.id, { isPaused: true });
    const gone = await app.insertPost(owner.user.id, expired());
    const ip = newClient().ip;
    expect((await openAsGuest(paused, ip)).statusCode).toBe(404);
    expect((await openAsGuest(gone, ip)).statusCode).toBe(410);
    expect(await viewCount(paused, owner.token)).toBe(0);
    expect(await viewCount(gone, owner.token)).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// GET /api/nail-salons
// ---------------------------------------------------------------------------------------------

describe('GET /api/nail-salons', () => {
  // No other test posts in Nederland; the store names carry a marker all the same.
  const NEDERLAND = { city: 'Nederland', state: 'TX', zipcode: '77627', lat: 29.974, lng: -93.9924 };

  async function salons(query: string): Promise<NailSalon[]> {
    const res = await app.call('GET', `/api/nail-salons?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('lists the salons with live posts in a city, busiest first, hiding hidden addresses', async () => {
    const m = marker();
    const busy = `Busy Nails ${m}`;
    const quiet = `Quiet Nails ${m}`;
    const hidden = `Hidden Nails ${m}`;
    const closed = `Closed Nails ${m}`;
    const owner = await app.register();
    const other = await app.register();
    const at = (storeName: string, fields: Parameters<typeof app.insertPost>[1] = {}) =>
      app.insertPost(owner.user.id, { ...NEDERLAND, storeName, streetAddress: '1234 Boston Ave', ...fields });
    await at(busy);
    await at(busy, { jobType: 'selling' });
    await app.insertPost(other.user.id, { ...NEDERLAND, storeName: busy, streetAddress: '1234 Boston Ave' });
    await at(quiet, { streetAddress: '800 Nederland Ave', lat: 29.97, lng: -93.99 });
    await at(hidden, { streetAddress: '5 Secret St', hideAddress: true });
    await at(hidden, { streetAddress: '5 Secret St' });
    // Not listed, so not a salon here: expired, paused, deleted; and the same name elsewhere.
    await at(closed, expired());
    await at(closed, { isPaused: true });
    await at(closed, { deletedAt: new Date() });
    await at(busy, { city: 'Port Arthur', zipcode: '77640' });
    await at(busy, { state: 'CO', zipcode: '80466' });

    const mine = (list: NailSalon[]) => list.filter((s) => s.storeName.endsWith(m));
    const found = mine(await salons('city=Nederland&state=TX'));
    expect(found.map((s) => s.storeName)).toEqual([busy, hidden, quiet]);
    for (const salon of found) {
      expect(Object.keys(salon).sort()).toEqual(['address', 'city', 'lat', 'lng', 'postCount', 'state', 'storeName', 'zipcode']);
    }
    expect(found[0]).toEqual({ storeName: busy, city: 'Nederland', state: 'TX', zipcode: '77627', address: '1234 Boston Ave', lat: expect.any(Number), lng: expect.any(Number), postCount: 3 });
    expect(found[0]?.lat).toBeCloseTo(NEDERLAND.lat, 6);
    expect(found[0]?.lng).toBeCloseTo(NEDERLAND.lng, 6);
    expect(found[1]).toEqual({ storeName: hidden, city: 'Nederland', state: 'TX', zipcode: '77627', address: null, lat: expect.any(Number), lng: expect.any(Number), postCount: 2 });
    expect(found[2]).toMatchObject({ storeName: quiet, address: '800 Nederland Ave', postCount: 1 });
    expect(found[2]?.lat).toBeCloseTo(29.97, 6);

    // The same place however the city and state are typed.
    expect(mine(await salons('city=nederland&state=tx'))).toEqual(found);
    // The other places have their own.
    expect(mine(await salons('city=Port%20Arthur&state=TX'))).toEqual([expect.objectContaining({ storeName: busy, city: 'Port Arthur', postCount: 1 })]);
    expect(mine(await salons('city=Nederland&state=CO'))).toEqual([expect.objectContaining({ storeName: busy, state: 'CO', postCount: 1 })]);
    // A state alone covers its cities.
    expect(mine(await salons('state=CO')).map((s) => s.storeName)).toEqual([busy]);
  });

  it('refuses a state that is not one with 400', async () => {
    for (const query of ['city=Nederland&state=ZZ', 'state=Texas', 'state=1']) {
      const res = await app.call('GET', `/api/nail-salons?${query}`);
      expect([query, res.statusCode, res.json().code]).toEqual([query, 400, 'VALIDATION_ERROR']);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// POST /api/contact
// ---------------------------------------------------------------------------------------------

describe('POST /api/contact', () => {
  const message = (m: string) => ({
    name: 'Nguyễn Thị Lan',
    email: `${m}@example.com`,
    phone: '(713) 555-0199',
    subject: `Hỏi về quảng cáo ${m}`,
    message: `Xin chào, tôi muốn đăng tin ${m}.`,
  });

  /** Every stored message that carries the marker anywhere. */
  const rowsWith = (m: string): Promise<Array<Record<string, unknown>>> =>
    app.data.query(
      `SELECT name, email, phone, subject, message, ip, handled_at FROM contact_messages
       WHERE email LIKE $1 OR subject LIKE $1 OR message LIKE $1 ORDER BY id`,
      [`%${m}%`],
    );

  it('keeps a valid message, trimmed, with the sender ip', async () => {
    const m = marker();
    const ip = newClient().ip;
    const body = message(m);
    const res = await app.call('POST', '/api/contact', { ip, payload: { ...body, name: `  ${body.name} `, email: ` ${body.email}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(await rowsWith(m)).toEqual([{ ...body, ip, handled_at: null }]);
  });

  it('takes the phone as optional', async () => {
    const m = marker();
    const noPhone: Partial<ReturnType<typeof message>> = message(m);
    delete noPhone.phone;
    expect((await app.call('POST', '/api/contact', { ip: newClient().ip, payload: noPhone })).statusCode).toBe(200);
    const m2 = marker();
    expect((await app.call('POST', '/api/contact', { ip: newClient().ip, payload: { ...message(m2), phone: '' } })).statusCode).toBe(200);
    expect((await rowsWith(m)).map((r) => r['phone'])).toEqual([null]);
    expect((await rowsWith(m2)).map((r) => r['phone'])).toEqual([null]);
  });

  const invalid: Array<[string, (m: string) => object]> = [
    ['no name', (m) => ({ ...message(m), name: undefined })],
    ['a blank name', (m) => ({ ...message(m), name: '   ' })],
    ['no email', (m) => ({ ...message(m), email: undefined })],
    ['a bad email', (m) => ({ ...message(m), email: `${m} at example.com` })],
    ['an email without domain', (m) => ({ ...message(m), email: `${m}@` })],
    ['no subject', (m) => ({ ...message(m), subject: undefined })],
    ['no message', (m) => ({ ...message(m), message: undefined })],
    ['a blank message', (m) => ({ ...message(m), message: ' \n ' })],
    ['a message over 5000 characters', (m) => ({ ...message(m), message: `${m} ${'x'.repeat(5000)}` })],
  ];

  it.each(invalid)('refuses %s with 400 VALIDATION_ERROR and keeps nothing', async (_name, payload) => {
    const m = marker();
    const res = await app.call('POST', '/api/contact', { ip: newClient().ip, payload: payload(m) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'VALIDATION_ERROR', details: expect.any(Array) });
    expect(await rowsWith(m)).toEqual([]);
  });

  it('refuses the 6th message from one ip within the hour with 429 CONTACT_RATE_LIMITED', async () => {
    const ip = newClient().ip;
    const markers = Array.from({ length: 6 }, () => marker());
    for (const m of markers.slice(0, 5)) {
      const res = await app.call('POST', '/api/contact', { ip, payload: message(m) });
      expect(res.statusCode).toBe(200);
    }
    const sixth = await app.call('POST', '/api/contact', { ip, payload: message(markers[5] as string) });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: expect.any(String), code: 'CONTACT_RATE_LIMITED' });
    expect(await rowsWith(markers[5] as string)).toEqual([]);
    expect((await rowsWith(markers[4] as string)).length).toBe(1);
    // Another sender is not held up by it.
    expect((await app.call('POST', '/api/contact', { ip: newClient().ip, payload: message(marker()) })).statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------
// GET /api/admin/contact-info (public; staff change it through the admin lib)
// ---------------------------------------------------------------------------------------------

describe('contact info', () => {
  const read = async (): Promise<ContactInfo> => {
    const res = await app.call('GET', '/api/admin/contact-info');
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('is readable by a guest', async () => {
    const info = await read();
    expect(Object.keys(info).sort()).toEqual(['address', 'email', 'phone']);
    for (const value of Object.values(info)) {
      expect(typeof value).toBe('string');
      expect(value.length).toBeGreaterThan(0);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// POST /api/translate-job
// ---------------------------------------------------------------------------------------------

describe('POST /api/translate-job without a translation service', () => {
  it('answers the original text, untranslated', async () => {
    const body = { title: `Cần thợ nail ${marker()}`, description: 'Lương cao, bao ăn ở.', targetLanguage: 'en' };
    const res = await app.call('POST', '/api/translate-job', { payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...body, translated: false });
  });

  it('refuses a language it does not offer, or none, with 400', async () => {
    for (const targetLanguage of ['fr', undefined, 'EN', '']) {
      const res = await app.call('POST', '/api/translate-job', { payload: { title: 'Cần thợ', description: 'x', targetLanguage } });
      expect([targetLanguage, res.statusCode, res.json().code]).toEqual([targetLanguage, 400, 'VALIDATION_ERROR']);
    }
    const long = await app.call('POST', '/api/translate-job', { payload: { title: 'x'.repeat(201), description: '', targetLanguage: 'en' } });
    expect(long.statusCode).toBe(400);
  });
});

describe('POST /api/translate-job with a translation service', () => {
  /** A LibreTranslate stand-in: POST /translate with `q` as a list answers each text "translated". */
  const calls: Array<{ method?: string; url?: string; contentType?: string; body: Record<string, unknown> }> = [];
  let mode: 'ok' | 'fail' | 'odd' | 'slow' = 'ok';
  /** The slow mode's requests: never answered while the test runs. */
  const hanging: ServerResponse[] = [];
  const fake = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      const body = JSON.parse(data || '{}') as { q?: string[] };
      calls.push({ method: req.method, url: req.url, contentType: req.headers['content-type'], body });
      const answer = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (mode === 'fail') return answer(500, { error: 'Internal error' });
      if (mode === 'odd') return answer(200, { translatedText: 'only one' });
      const translated = () => answer(200, { translatedText: (body.q ?? []).map((t) => `[en] ${t}`) });
      if (mode === 'slow') hanging.push(res);
      else translated();
    });
  });

  // Read by the app when it starts (in its beforeAll, declared after this one), so the fake's port
  // can be chosen by the system first.
  const env: Record<string, string> = { TRANSLATE_TIMEOUT_MS: '1000' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    env['TRANSLATE_URL'] = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    hanging.forEach((res) => res.destroy());
    fake.closeAllConnections();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });
  beforeEach(() => {
    calls.length = 0;
    mode = 'ok';
  });

  const translating = useListingsApp('translate', { env });
  const translate = (payload: object) => translating.call('POST', '/api/translate-job', { payload });
  const job = () => ({ title: `Cần thợ bột ${marker()}`, description: 'Tiệm đông khách ở Houston.' });

  it('translates title and description in one call, and answers the same text again from its cache', async () => {
    const text = job();
    const res = await translate({ ...text, targetLanguage: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ title: `[en] ${text.title}`, description: `[en] ${text.description}`, targetLanguage: 'en', translated: true });
    expect(calls).toEqual([
      { method: 'POST', url: '/translate', contentType: expect.stringContaining('application/json'), body: { q: [text.title, text.description], source: 'vi', target: 'en', format: 'text' } },
    ]);

    const again = await translate({ ...text, targetLanguage: 'en' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(calls).toHaveLength(1);

    // An edited description is new text.
    const edited = await translate({ ...text, description: `${text.description} Bao lương.`, targetLanguage: 'en' });
    expect(edited.json()).toMatchObject({ description: `[en] ${text.description} Bao lương.`, translated: true });
    expect(calls).toHaveLength(2);
  });

  it('answers Vietnamese text asked in Vietnamese as it is', async () => {
    const text = job();
    const res = await translate({ ...text, targetLanguage: 'vi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...text, targetLanguage: 'vi', translated: false });
  });

  it('answers the original text when the service fails, and asks again once it recovers', async () => {
    const text = job();
    mode = 'fail';
    const failed = await translate({ ...text, targetLanguage: 'en' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ ...text, targetLanguage: 'en', translated: false });
    expect(calls).toHaveLength(1);

    mode = 'ok';
    const recovered = await translate({ ...text, targetLanguage: 'en' });
    expect(recovered.json()).toEqual({ title: `[en] ${text.title}`, description: `[en] ${text.description}`, targetLanguage: 'en', translated: true });
    expect(calls).toHaveLength(2);
  });

  it('answers the original text when the service answers something else than two texts', async () => {
    const text = job();
    mode = 'odd';
    expect((await translate({ ...text, targetLanguage: 'en' })).json()).toEqual({ ...text, targetLanguage: 'en', translated: false });
    mode = 'ok';
    expect((await translate({ ...text, targetLanguage: 'en' })).json()).toMatchObject({ translated: true });
  });

  it('refuses the 61st call from one address within 10 minutes with 429 TRANSLATE_RATE_LIMITED, before asking the service or storing anything', async () => {
    const ip = newClient().ip;
    const texts = Array.from({ length: 61 }, job);
    const from = (address: string, text: ReturnType<typeof job>) =>
      translating.call('POST', '/api/translate-job', { ip: address, payload: { ...text, targetLanguage: 'en' } });
    for (const text of texts.slice(0, 60)) expect((await from(ip, text)).json()).toMatchObject({ translated: true });
    expect(calls).toHaveLength(60);

    const last = texts[60] as ReturnType<typeof job>;
    const refused = await from(ip, last);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.any(String), code: 'TRANSLATE_RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Text already translated counts too: the limit is on calls, whatever they cost.
    expect((await from(ip, texts[0] as ReturnType<typeof job>)).statusCode).toBe(429);
    expect(calls).toHaveLength(60);
    const stored = await translating.data.query('SELECT 1 FROM translations WHERE title = $1', [`[en] ${last.title}`]);
    expect(stored).toEqual([]);

    // Another reader is not held up by it.
    expect((await from(newClient().ip, last)).json()).toEqual({ title: `[en] ${last.title}`, description: `[en] ${last.description}`, targetLanguage: 'en', translated: true });
    expect(calls).toHaveLength(61);
  });

  it('translates the stored text of a listed post given its id, whatever text comes with it', async () => {
    const owner = await translating.register();
    const m = marker();
    const post = { title: `Cần thợ chân tay nước ${m}`, description: `Tiệm ở Katy ${m}, bao lương.` };
    const id = await translating.insertPost(owner.user.id, post);
    const res = await translate({ jobPostId: id, title: 'Say something rude', description: 'x'.repeat(5000), targetLanguage: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ title: `[en] ${post.title}`, description: `[en] ${post.description}`, targetLanguage: 'en', translated: true });
    expect(calls.map((c) => c.body['q'])).toEqual([[post.title, post.description]]);
    expect((await translate({ jobPostId: String(id), targetLanguage: 'en' })).json()).toEqual(res.json());
    expect(calls).toHaveLength(1);

    // Only a post its public page shows; the service is not asked for any other.
    const paused = await translating.insertPost(owner.user.id, { title: `Tạm dừng ${m}`, isPaused: true });
    const hidden = await translating.insertPost(owner.user.id, { title: `Ẩn ${m}`, hiddenAt: new Date() });
    const gone = await translating.insertPost(owner.user.id, { title: `Hết hạn ${m}`, duration: 1, expiresAt: new Date(Date.now() - DAY_MS) });
    const answers: Array<[unknown, number, string]> = [
      [paused, 404, 'POST_NOT_FOUND'],
      [hidden, 404, 'POST_NOT_FOUND'],
      [2_147_483_647, 404, 'POST_NOT_FOUND'],
      [gone, 410, 'POST_EXPIRED'],
      ['abc', 400, 'VALIDATION_ERROR'],
      [0, 400, 'VALIDATION_ERROR'],
    ];
    for (const [jobPostId, status, code] of answers) {
      const refused = await translate({ jobPostId, title: 'x', targetLanguage: 'en' });
      expect([jobPostId, refused.statusCode, refused.json().code]).toEqual([jobPostId, status, code]);
    }
    expect(calls).toHaveLength(1);
  });

  it('refuses text longer than a post may hold with 400, without asking the service', async () => {
    for (const payload of [
      { title: 'x'.repeat(201), description: '' },
      { title: 'Cần thợ', description: 'x'.repeat(10_001) },
    ]) {
      const res = await translate({ ...payload, targetLanguage: 'en' });
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect(calls).toEqual([]);
  });

  it('gives up on a service that never answers, and answers the original text', async () => {
    const text = job();
    mode = 'slow';
    // The service holds the request for good: an answer at all means the API stopped waiting (at
    // TRANSLATE_TIMEOUT_MS: the unit spec checks the deadline it sets).
    const res = await translate({ ...text, targetLanguage: 'en' });
    expect(res.json()).toEqual({ ...text, targetLanguage: 'en', translated: false });
    expect(calls).toHaveLength(1);
    expect(hanging).toHaveLength(1);
  });
});
