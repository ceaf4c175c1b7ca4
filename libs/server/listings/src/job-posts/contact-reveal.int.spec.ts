import type { JobPost, JobPostContact } from '@chonail/shared/contracts';
import { newClient } from '@chonail/server/auth/testing';
import { marker, useListingsApp } from '../listings-test-app';
import { DETAIL_LIMITS } from '../ip-limits';
import { CONTACT_REVEAL_LIMITS } from './contact-reveal';

/**
 * Issue 38, finding 4: the map answered 180 phones at once, every post carried the owner's sign-in
 * phone, descriptions carried raw numbers, and the detail had no limit. Public answers now carry
 * masked numbers only; GET /api/job-posts/{id}/contact gives the full ones, within per-address and
 * per-account limits, counted as the post's phone reveals.
 */
const app = useListingsApp('contact-reveal');

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
type Member = Awaited<ReturnType<typeof app.register>>;

/** Four digits of this run, so the numbers scanned for are the test's own. */
const line = () => String(1000 + Math.floor(Math.random() * 9000));

interface Fixture {
  id: number;
  owner: Member;
  word: string;
  storePhone: string;
  textPhone: string;
}

/** A listed post in a town of its own, with a salon phone and another number written in its description. */
async function postWithSalonPhone(fields: Record<string, unknown> = {}): Promise<Fixture> {
  const owner = await app.register();
  const word = marker();
  const storePhone = `+1713555${line()}`;
  const textPhone = `+1832555${line()}`;
  const t = textPhone.slice(2);
  const id = await app.insertPost(owner.user.id, {
    title: `Cần thợ ${word}`,
    description: `Tiệm ${word} cần thợ bột, lương $1,200/tuần. Gọi (${t.slice(0, 3)}) ${t.slice(3, 6)}-${t.slice(6)} hoặc nhắn ${t.slice(0, 3)}.${t.slice(3, 6)}.${t.slice(6)}`,
    storePhone,
    city: `Reveal ${word}`,
    state: 'WY',
    ...fields,
  });
  return { id, owner, word, storePhone, textPhone };
}

const reveal = (id: number, { ip = newClient().ip, token }: { ip?: string; token?: string } = {}) =>
  app.call('GET', `/api/job-posts/${id}/contact`, { ip, token, headers: { 'user-agent': IPHONE } });

async function revealOk(id: number, who: { ip?: string; token?: string } = {}): Promise<JobPostContact> {
  const res = await reveal(id, who);
  if (res.statusCode !== 200) throw new Error(`contact answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** The ten digits of each number, in any way they could be written into an answer. */
function expectNoFullNumber(body: string, phones: string[]): void {
  const digitsOnly = body.replace(/\D/g, '');
  for (const phone of phones) {
    const ten = phone.replace(/\D/g, '').slice(-10);
    expect(digitsOnly).not.toContain(ten);
    expect(body).not.toContain(ten.slice(3, 6) + '-' + ten.slice(6));
    expect(body).not.toContain(ten.slice(3, 6) + '.' + ten.slice(6));
  }
}

async function phoneReveals(id: number): Promise<number> {
  const rows: Array<{ phone_reveals: number }> = await app.data.query('SELECT phone_reveals FROM post_daily_stats WHERE post_id = $1 AND day = $2::date', [
    id,
    new Date().toISOString().slice(0, 10),
  ]);
  return rows[0]?.phone_reveals ?? 0;
}

async function makeStaff(): Promise<Member> {
  const staff = await app.register();
  await app.data.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [staff.user.id]);
  return staff;
}

describe('public answers carry masked phone numbers only (finding 4)', () => {
  it('list, search, map, detail, place page, saved items and translation: no full number of the post, its text or its owner', async () => {
    const post = await postWithSalonPhone();
    const secret = [post.storePhone, post.textPhone, post.owner.phone];
    const member = await app.register();
    await app.call('POST', '/api/saved-items', { token: member.token, payload: { itemId: post.id } });
    const answers = {
      search: await app.call('GET', `/api/job-posts?search=${post.word}`),
      list: await app.call('GET', '/api/job-posts?state=WY&limit=200'),
      map: await app.call('GET', '/api/job-posts/map?state=WY'),
      detailGuest: await app.call('GET', `/api/job-posts/${post.id}`),
      detailMember: await app.call('GET', `/api/job-posts/${post.id}`, { token: member.token }),
      place: await app.call('GET', `/api/place-pages?kind=hiring&state=WY&city=reveal-${post.word}`),
      saved: await app.call('GET', '/api/saved-items', { token: member.token }),
      translated: await app.call('POST', '/api/translate-job', { payload: { jobPostId: post.id, targetLanguage: 'en' } }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect([name, res.statusCode]).toEqual([name, 200]);
      expect(res.body).toContain(post.word);
      expectNoFullNumber(res.body, secret);
    }
    const detail: JobPost = answers.detailGuest.json();
    const masked = (phone: string) => `(***) ***-${phone.slice(-4)}`;
    expect(detail).toMatchObject({ phone: masked(post.storePhone), salonPhone: masked(post.storePhone), businessPhone: masked(post.storePhone), cellPhone: null });
    expect(detail.description).toContain(`Gọi ${masked(post.textPhone)} hoặc nhắn ${masked(post.textPhone)}`);
    // The owner's sign-in phone is not even there by its last four digits when a salon phone is set.
    expect(answers.detailGuest.body).not.toContain(post.owner.phone.slice(-4));
    const onMap = (answers.map.json() as { posts: Array<{ id: number; phone: string }> }).posts.find((p) => p.id === post.id);
    expect(onMap?.phone).toBe(masked(post.storePhone));
  });

  it('shows the owner’s account phone, masked, only when it is the contact phone', async () => {
    const post = await postWithSalonPhone({ storePhone: null });
    const res = await app.call('GET', `/api/job-posts/${post.id}`);
    expect(res.json()).toMatchObject({ phone: `(***) ***-${post.owner.phone.slice(-4)}`, salonPhone: null, cellPhone: `(***) ***-${post.owner.phone.slice(-4)}` });
    expectNoFullNumber(res.body, [post.owner.phone]);
    expect(await revealOk(post.id)).toMatchObject({ phone: post.owner.phone, salonPhone: null });
  });

  it('keeps the owner’s own reads and staff’s full', async () => {
    const post = await postWithSalonPhone();
    const [mine] = (await app.call('GET', '/api/my-job-posts', { token: post.owner.token })).json() as JobPost[];
    expect(mine).toMatchObject({ id: post.id, phone: post.storePhone, salonPhone: post.storePhone, cellPhone: post.owner.phone });
    expect(mine?.description).toContain(post.textPhone.slice(-4));
    expect((await app.call('GET', `/api/job-posts/${post.id}`, { token: post.owner.token })).json()).toMatchObject({ phone: post.storePhone });
    const staff = await makeStaff();
    expect((await app.call('GET', `/api/job-posts/${post.id}`, { token: staff.token })).json()).toMatchObject({ phone: post.storePhone, cellPhone: post.owner.phone });
  });
});

describe('GET /api/job-posts/{id}/contact', () => {
  it('answers the full contact phone and the text’s numbers to a guest, a member, another member and staff, never the owner’s account phone', async () => {
    const post = await postWithSalonPhone();
    const staff = await makeStaff();
    const expected = { id: post.id, phone: post.storePhone, salonPhone: post.storePhone, textPhones: [post.textPhone] };
    for (const token of [undefined, (await app.register()).token, (await app.register()).token, staff.token, post.owner.token]) {
      const res = await reveal(post.id, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
      expect(res.headers['cache-control']).toContain('no-store');
      expectNoFullNumber(res.body, [post.owner.phone]);
    }
  });

  it(`stops a scraper at one address after ${CONTACT_REVEAL_LIMITS.guestAddress[0].limit} reveals an hour (429 with a code and Retry-After), while another address goes on`, async () => {
    const post = await postWithSalonPhone();
    const scraper = newClient().ip;
    for (let i = 0; i < CONTACT_REVEAL_LIMITS.guestAddress[0].limit; i++) await revealOk(post.id, { ip: scraper });
    const refused = await reveal(post.id, { ip: scraper });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'CONTACT_REVEAL_LIMITED', message: expect.any(String) });
    expect(refused.body).not.toContain(post.storePhone.slice(2));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // An IPv6 scraper cannot take a fresh address of its /64 for each reveal.
    const prefix = `2001:db8:${((Math.random() * 0xffff) | 0).toString(16)}:7`;
    for (let i = 1; i <= CONTACT_REVEAL_LIMITS.guestAddress[0].limit; i++) await revealOk(post.id, { ip: `${prefix}::${i.toString(16)}` });
    expect((await reveal(post.id, { ip: `${prefix}::ffff` })).statusCode).toBe(429);
    expect((await reveal(post.id, { ip: newClient().ip })).statusCode).toBe(200);
  });

  it(`stops one account after ${CONTACT_REVEAL_LIMITS.account[0].limit} reveals an hour wherever it asks from; another account at the same address goes on`, async () => {
    const post = await postWithSalonPhone();
    const member = await app.register();
    const salonWifi = newClient().ip;
    for (let i = 0; i < CONTACT_REVEAL_LIMITS.account[0].limit; i++) await revealOk(post.id, { token: member.token, ip: i % 2 ? salonWifi : newClient().ip });
    const refused = await reveal(post.id, { token: member.token, ip: newClient().ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'CONTACT_REVEAL_LIMITED' });
    expect((await reveal(post.id, { token: (await app.register()).token, ip: salonWifi })).statusCode).toBe(200);
  });

  it('answers 404 for a post nobody may open (paused, hidden, deleted, missing) and 410 for an expired one; its owner and staff still reveal it', async () => {
    const staff = await makeStaff();
    for (const fields of [{ isPaused: true, isActive: false }, { hiddenAt: new Date() }, { deletedAt: new Date() }, { expiresAt: new Date(Date.now() - 60_000) }]) {
      const post = await postWithSalonPhone(fields);
      const res = await reveal(post.id);
      expect(res.statusCode).toBe('expiresAt' in fields ? 410 : 404);
      expect(res.json()).toMatchObject({ code: 'expiresAt' in fields ? 'POST_EXPIRED' : 'POST_NOT_FOUND' });
      expect(res.body).not.toContain(post.storePhone.slice(-4));
      if ('deletedAt' in fields) continue;
      expect((await revealOk(post.id, { token: post.owner.token })).phone).toBe(post.storePhone);
      expect((await revealOk(post.id, { token: staff.token })).phone).toBe(post.storePhone);
      expect(await phoneReveals(post.id)).toBe(0);
    }
    expect((await reveal(2_000_000_000)).statusCode).toBe(404);
  });

  it('counts each person’s reveal of a post once a day in post_daily_stats, never the owner’s or staff’s', async () => {
    const post = await postWithSalonPhone();
    const guest = newClient().ip;
    await revealOk(post.id, { ip: guest });
    await revealOk(post.id, { ip: guest });
    expect(await phoneReveals(post.id)).toBe(1);
    const member = await app.register();
    await revealOk(post.id, { token: member.token });
    await revealOk(post.id, { token: member.token });
    await revealOk(post.id, { ip: newClient().ip });
    expect(await phoneReveals(post.id)).toBe(3);
    await revealOk(post.id, { token: post.owner.token });
    await revealOk(post.id, { token: (await makeStaff()).token });
    expect(await phoneReveals(post.id)).toBe(3);
  });
});

describe('GET /api/job-posts/:id per-address limit', () => {
  it(`answers ${DETAIL_LIMITS[0]?.limit} reads a minute to one address, then 429 with a code; another address still reads`, async () => {
    const post = await postWithSalonPhone();
    const walker = newClient().ip;
    const limit = DETAIL_LIMITS[0]?.limit ?? 0;
    for (let i = 0; i < limit; i++) {
      const res = await app.call('GET', `/api/job-posts/${post.id}`, { ip: walker });
      if (res.statusCode !== 200) throw new Error(`read ${i + 1} answered ${res.statusCode}`);
    }
    const refused = await app.call('GET', `/api/job-posts/${post.id}`, { ip: walker });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'DETAIL_RATE_LIMITED', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.call('GET', `/api/job-posts/${post.id}`, { ip: newClient().ip })).statusCode).toBe(200);
  });
});
