import type { AdminJobPost, AdminPricing, AdminStats, AdminUserRow, AuditEntry, ContactInfo, JobPost, RevenueReport } from '@chonail/shared/contracts';
import { createOrPromoteAdmin, newClient, startAuthApp } from '@chonail/server/auth/testing';
import { UserEntity } from '@chonail/server/auth';
import { BillingModule, billingMigrations, PaymentEntity } from '@chonail/server/billing';
import { intentRequest, postFor } from '@chonail/server/billing/testing';
import { ListingsModule, listingsMigrations } from '@chonail/server/listings';
import { marker, useListingsApp } from '@chonail/server/listings/testing';
import { withDb } from '@chonail/server/testing';
import { AdminModule } from './admin.module';
import { AdminUsersService } from './admin-users.service';
import { adminMigrations } from './migrations';

// Listings (with its auth) plus billing and the staff area, on the run's database and Redis.
const app = useListingsApp('admin-area', { modules: [BillingModule, AdminModule], migrations: [...billingMigrations, ...adminMigrations] });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) => app.call(method, url, { token, payload, ip: newClient().ip });
const insertPost = app.insertPost;

const ADMIN_PASSWORD = 'correct horse battery';

async function newAdmin() {
  const { phone } = newClient();
  await createOrPromoteAdmin(app.data.manager, phone, ADMIN_PASSWORD);
  return { phone, ...(await app.login(phone, ADMIN_PASSWORD)) };
}

async function auditOf(token: string, targetId: number | string, action?: string): Promise<AuditEntry[]> {
  const res = await call('GET', `/api/admin/audit?limit=100${action ? `&action=${action}` : ''}`, token);
  expect(res.statusCode).toBe(200);
  return (res.json() as AuditEntry[]).filter((entry) => entry.targetId === String(targetId));
}

const publicIds = async (query: string) => ((await call('GET', `/api/job-posts?${query}`)).json() as JobPost[]).map((p) => p.id);

describe('the guard on every admin call', () => {
  const routes: Array<[Method, string, object?]> = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/job-posts'],
    ['DELETE', '/api/admin/job-posts/1'],
    ['PATCH', '/api/admin/job-posts/1/hide'],
    ['PATCH', '/api/admin/job-posts/1/restore'],
    ['GET', '/api/admin/job-posts/1/payment'],
    ['GET', '/api/admin/users'],
    ['PATCH', '/api/admin/users/1/block'],
    ['PATCH', '/api/admin/users/1/unblock'],
    ['DELETE', '/api/admin/users/1'],
    ['GET', '/api/admin/revenue'],
    ['GET', '/api/admin/pricing'],
    ['PUT', '/api/admin/pricing', { prices: {}, labels: {} }],
    ['GET', '/api/admin/payments'],
    ['PUT', '/api/admin/contact-info', { address: 'x', phone: 'y', email: 'a@b.co' }],
    ['GET', '/api/admin/contact-messages'],
    ['PATCH', '/api/admin/contact-messages/1/handled'],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/alerts'],
    ['PUT', '/api/admin/alerts', { paused: true }],
  ];

  it('answers a guest 401 and a signed-in user 403 ADMIN_ONLY, and changes nothing', async () => {
    const user = await app.register();
    const victim = await app.register();
    const post = await insertPost(victim.user.id);
    const [p, u] = [`/api/admin/job-posts/${post}`, `/api/admin/users/${victim.user.id}`];
    const targeted: Array<[Method, string, object?]> = [
      ['DELETE', p],
      ['PATCH', `${p}/hide`],
      ['PATCH', `${u}/block`],
      ['DELETE', u],
    ];
    for (const [method, url, body] of [...routes, ...targeted]) {
      const guest = await call(method, url, undefined, body);
      expect([url, guest.statusCode]).toEqual([url, 401]);
      const member = await call(method, url, user.token, body);
      expect([url, member.statusCode, member.json()]).toEqual([url, 403, { message: 'Admins only', code: 'ADMIN_ONLY' }]);
    }
    expect(await publicIds('search=' + encodeURIComponent('Cần thợ nail') + '&limit=200')).toContain(post);
    expect((await call('GET', '/api/auth/user', victim.token)).statusCode).toBe(200);
  });

  it('refuses a forged alg:none token claiming admin with 401, and reads the role from the database', async () => {
    const user = await app.register();
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1] ?? '', 'base64url').toString());
    const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'admin' })}.`;
    expect((await call('GET', '/api/admin/stats', forged)).statusCode).toBe(401);

    const admin = await newAdmin();
    expect((await call('GET', '/api/admin/stats', admin.token)).statusCode).toBe(200);
    await app.data.getRepository(UserEntity).update({ id: admin.user.id }, { role: 'user' });
    expect((await call('GET', '/api/admin/stats', admin.token)).statusCode).toBe(403);
  });

  it('answers bad ids and queries 400 VALIDATION_ERROR', async () => {
    const admin = await newAdmin();
    for (const url of [
      'PATCH /api/admin/users/abc/block',
      'PATCH /api/admin/users/0/unblock',
      'DELETE /api/admin/job-posts/1.5',
      'PATCH /api/admin/job-posts/99999999999/hide',
      'GET /api/admin/job-posts?status=gone',
      'GET /api/admin/job-posts?jobType=rent',
      'GET /api/admin/job-posts?limit=1000',
      'GET /api/admin/users?offset=-1',
      'GET /api/admin/revenue?from=2026-13-01',
      'GET /api/admin/revenue?from=yesterday',
      'GET /api/admin/revenue?from=2026-05-01&to=2026-04-01',
      'GET /api/admin/revenue?groupBy=week',
      'GET /api/admin/audit?action=post.burn',
      'GET /api/admin/revenue?from=2026-02-30',
      'GET /api/admin/revenue?from=0000-01-01&to=0000-01-02',
      'GET /api/admin/revenue?from=2020-01-01&to=2026-01-01',
      'GET /api/admin/users?limit=abc',
      'GET /api/admin/job-posts?state=XX',
      'GET /api/admin/contact-messages?handled=maybe',
      'PATCH /api/admin/contact-messages/abc/handled',
      'PUT /api/admin/pricing',
      'PUT /api/admin/contact-info',
    ]) {
      const [method, path] = url.split(' ') as [Method, string];
      const res = await call(method, path, admin.token);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 400, 'VALIDATION_ERROR']);
    }
  });

  it('takes hostile search text as plain text', async () => {
    const admin = await newAdmin();
    for (const q of ["50%_\\'", "' OR 1=1 --", 'Tiệm ☃ x', '%%%']) {
      for (const path of ['/api/admin/job-posts', '/api/admin/users']) {
        const res = await call('GET', `${path}?q=${encodeURIComponent(q)}&phone=${encodeURIComponent(q)}`, admin.token);
        expect([path, q, res.statusCode]).toEqual([path, q, 200]);
        expect(res.json()).toEqual([]);
      }
    }
  });
});

describe('posts', () => {
  it('lists every post with filters, paging and a total; hides, restores and deletes, each audited', async () => {
    const admin = await newAdmin();
    const owner = await app.register();
    const m = marker();
    const live = await insertPost(owner.user.id, { title: `Cần thợ ${m}` });
    const paused = await insertPost(owner.user.id, { title: `Tạm dừng ${m}`, isPaused: true, isActive: false });
    const expired = await insertPost(owner.user.id, { title: `Hết hạn ${m}`, expiresAt: new Date(Date.now() - 86_400_000), jobType: 'selling' });

    const list = async (query: string) => {
      const res = await call('GET', `/api/admin/job-posts?q=${m}&${query}`, admin.token);
      expect(res.statusCode).toBe(200);
      return { ids: (res.json() as AdminJobPost[]).map((p) => p.id), total: Number(res.headers['x-total-count']), rows: res.json() as AdminJobPost[] };
    };
    expect(await list('')).toMatchObject({ ids: [expired, paused, live], total: 3 });
    expect(await list('limit=2')).toMatchObject({ ids: [expired, paused], total: 3 });
    expect(await list('limit=2&offset=2')).toMatchObject({ ids: [live], total: 3 });
    expect((await list('status=paused')).ids).toEqual([paused]);
    expect((await list('status=expired')).ids).toEqual([expired]);
    expect((await list('jobType=selling')).ids).toEqual([expired]);
    expect((await list(`phone=${encodeURIComponent(owner.phone.slice(-7))}`)).ids).toEqual([expired, paused, live]);
    expect((await list('phone=0000000000')).ids).toEqual([]);
    expect((await list('')).rows.find((p) => p.id === live)).toMatchObject({ ownerId: owner.user.id, ownerPhone: owner.phone, status: 'active', hiddenAt: null });

    // Hidden: gone from the public list, detail and page at once; the owner sees it marked.
    expect(await publicIds(`search=${m}`)).toEqual([live]);
    const hidden = await call('PATCH', `/api/admin/job-posts/${live}/hide`, admin.token);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: live, status: 'hidden', hiddenByStaff: true });
    expect(await publicIds(`search=${m}`)).toEqual([]);
    expect((await call('GET', `/api/job-posts/${live}`)).statusCode).toBe(404);
    const mine: JobPost[] = (await call('GET', '/api/my-job-posts', owner.token)).json();
    expect(mine.find((p) => p.id === live)).toMatchObject({ hiddenByStaff: true });
    expect((await list('status=hidden')).ids).toEqual([live]);

    const restored = await call('PATCH', `/api/admin/job-posts/${live}/restore`, admin.token);
    expect(restored.json()).toMatchObject({ status: 'active', hiddenByStaff: false });
    expect(await publicIds(`search=${m}`)).toEqual([live]);

    const deleted = await call('DELETE', `/api/admin/job-posts/${live}`, admin.token);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { success: true, message: 'Job post deleted' }]);
    expect(await publicIds(`search=${m}`)).toEqual([]);
    expect((await list('')).ids).toEqual([expired, paused]);
    const again = await call('DELETE', `/api/admin/job-posts/${live}`, admin.token);
    expect([again.statusCode, again.json().code]).toEqual([404, 'POST_NOT_FOUND']);

    const audit = await auditOf(admin.token, live);
    expect(audit.map((e) => e.action)).toEqual(['post.delete', 'post.restore', 'post.hide']);
    expect(audit.every((e) => e.actorId === admin.user.id && e.actorPhone === admin.phone && e.targetType === 'post')).toBe(true);
    expect(audit.every((e) => e.actorName === null || typeof e.actorName === 'string')).toBe(true);
    expect(audit[2]).toMatchObject({ before: { hiddenAt: null, title: `Cần thợ ${m}` }, after: { hiddenAt: expect.any(String) } });
    expect(audit[1]).toMatchObject({ before: { hiddenAt: expect.any(String) }, after: { hiddenAt: null } });
    expect(audit[0]).toMatchObject({ before: { title: `Cần thợ ${m}`, ownerId: owner.user.id }, after: null });
  });

  it("hides with an optional reason the owner reads: guest 401, the owner and another member 403, staff 200; bad reasons 400 changing nothing", async () => {
    const admin = await newAdmin();
    const owner = await app.register();
    const other = await app.register();
    const m = marker();
    const post = await insertPost(owner.user.id, { title: `Lý do ${m}` });
    const url = `/api/admin/job-posts/${post}/hide`;
    const reason = 'Số điện thoại trong tin không gọi được — sửa lại rồi nhắn cho chúng tôi';

    expect((await call('PATCH', url, undefined, { reason })).statusCode).toBe(401);
    for (const member of [owner, other]) {
      const refused = await call('PATCH', url, member.token, { reason });
      expect([refused.statusCode, refused.json()]).toEqual([403, { message: 'Admins only', code: 'ADMIN_ONLY' }]);
    }

    for (const bad of [{ reason: 'x'.repeat(301) }, { reason: 42 }, { reason: 'ok', hiddenAt: null }, { reason: 'bell\u0007' }]) {
      const res = await call('PATCH', url, admin.token, bad);
      expect([JSON.stringify(bad), res.statusCode]).toEqual([JSON.stringify(bad), 400]);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: 'VALIDATION_ERROR' });
    }
    expect(await publicIds(`search=${m}`)).toEqual([post]);
    expect(await auditOf(admin.token, post)).toEqual([]);

    const hidden = await call('PATCH', url, admin.token, { reason: `  ${reason}  ` });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: post, status: 'hidden', hiddenByStaff: true, hiddenReason: reason });
    expect(await publicIds(`search=${m}`)).toEqual([]);

    // The owner reads the reason on their list and their ad page; nobody else reaches the post.
    const mine: JobPost[] = (await call('GET', '/api/my-job-posts', owner.token)).json();
    expect(mine.find((p) => p.id === post)).toMatchObject({ hiddenByStaff: true, hiddenReason: reason });
    expect((await call('GET', `/api/job-posts/${post}`, owner.token)).json()).toMatchObject({ hiddenByStaff: true, hiddenReason: reason });
    const stranger = await call('GET', `/api/job-posts/${post}`, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(JSON.stringify(stranger.json())).not.toContain('Số điện thoại');

    const [entry] = await auditOf(admin.token, post);
    expect(entry).toMatchObject({ action: 'post.hide', before: { hiddenReason: null }, after: { hiddenReason: reason, title: `Lý do ${m}` } });

    // Restoring clears it; a hide without a body (the call as it was) gives no reason.
    expect((await call('PATCH', `/api/admin/job-posts/${post}/restore`, admin.token)).json()).toMatchObject({ status: 'active', hiddenReason: null });
    expect((await call('PATCH', url, admin.token)).json()).toMatchObject({ status: 'hidden', hiddenReason: null });
    expect((await call('GET', `/api/job-posts/${post}`, owner.token)).json()).toMatchObject({ hiddenByStaff: true, hiddenReason: null });
    expect((await call('PATCH', `/api/admin/job-posts/${post}/restore`, admin.token)).statusCode).toBe(200);
    expect((await call('PATCH', url, admin.token, { reason: '   ' })).json()).toMatchObject({ status: 'hidden', hiddenReason: null });
  });

  it('keeps the audit log append-only in the database too', async () => {
    const admin = await newAdmin();
    await app.data.query("INSERT INTO audit_log (actor_id, action, target_type) VALUES ($1, 'post.hide', 'post')", [admin.user.id]);
    await expect(app.data.query("UPDATE audit_log SET action = 'x'")).rejects.toThrow('audit_log rows are never updated or deleted');
    await expect(app.data.query('DELETE FROM audit_log')).rejects.toThrow('audit_log rows are never updated or deleted');
  });
});

describe('users', () => {
  it('searches by phone or name with post counts, pages with a total', async () => {
    const admin = await newAdmin();
    const user = await app.register();
    const m = marker();
    await app.data.getRepository(UserEntity).update({ id: user.user.id }, { firstName: `Lan${m}`, lastName: 'Nguyễn' });
    await insertPost(user.user.id);
    await insertPost(user.user.id);
    const byPhone = await call('GET', `/api/admin/users?q=${encodeURIComponent(user.phone)}`, admin.token);
    expect(byPhone.headers['x-total-count']).toBe('1');
    expect(byPhone.json()).toEqual([
      { id: user.user.id, firstName: `Lan${m}`, lastName: 'Nguyễn', phone: user.phone, email: null, role: 'user', createdAt: expect.any(String), blocked: false, postCount: 2 },
    ]);
    // Accents and case do not matter, as in the listings search.
    const byName: AdminUserRow[] = (await call('GET', `/api/admin/users?q=${encodeURIComponent(`lan${m} nguyen`)}`, admin.token)).json();
    expect(byName.map((u) => u.id)).toEqual([user.user.id]);
    const page = await call('GET', '/api/admin/users?limit=1', admin.token);
    expect((page.json() as AdminUserRow[]).length).toBe(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2);
  });

  it('block ends the sessions at once and refuses login; unblock lets them sign in again; both audited', async () => {
    const admin = await newAdmin();
    const user = await app.register();
    const blocked = await call('PATCH', `/api/admin/users/${user.user.id}/block`, admin.token);
    expect([blocked.statusCode, blocked.json()]).toEqual([200, expect.objectContaining({ id: user.user.id, blocked: true })]);
    const me = await call('GET', '/api/auth/user', user.token);
    expect([me.statusCode, me.json().code]).toEqual([403, 'ACCOUNT_BLOCKED']);
    const login = await call('POST', '/api/auth/login', undefined, { phone: user.phone, password: user.pin });
    expect([login.statusCode, login.json()]).toEqual([403, { message: 'This account has been blocked', code: 'ACCOUNT_BLOCKED' }]);
    expect((await call('POST', '/api/auth/refresh-token', undefined, { refreshToken: user.refreshToken })).statusCode).toBe(401);

    const unblocked = await call('PATCH', `/api/admin/users/${user.user.id}/unblock`, admin.token);
    expect(unblocked.json()).toMatchObject({ blocked: false });
    expect((await call('GET', '/api/auth/user', user.token)).statusCode).toBe(401);
    const again = await app.login(user.phone, user.pin);
    expect((await call('GET', '/api/auth/user', again.token)).statusCode).toBe(200);

    const audit = await auditOf(admin.token, user.user.id);
    expect(audit.map((e) => [e.action, (e.before as { blocked: boolean }).blocked, (e.after as { blocked: boolean }).blocked])).toEqual([
      ['user.unblock', true, false],
      ['user.block', false, true],
    ]);
  });

  it('refuses an admin blocking or deleting themself, and answers 404 for an unknown user', async () => {
    const admin = await newAdmin();
    const block = await call('PATCH', `/api/admin/users/${admin.user.id}/block`, admin.token);
    expect([block.statusCode, block.json()]).toEqual([400, { message: 'You cannot block your own account', code: 'CANNOT_BLOCK_SELF' }]);
    const del = await call('DELETE', `/api/admin/users/${admin.user.id}`, admin.token);
    expect([del.statusCode, del.json()]).toEqual([400, { message: 'You cannot delete your own account', code: 'CANNOT_DELETE_SELF' }]);
    expect((await call('GET', '/api/admin/stats', admin.token)).statusCode).toBe(200);
    const missing = await call('DELETE', '/api/admin/users/2147483647', admin.token);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'User not found', code: 'USER_NOT_FOUND' }]);
    expect(await auditOf(admin.token, admin.user.id)).toEqual([]);
  });

  it('delete: the posts leave the site, the sessions end, the payments stay on record', async () => {
    const admin = await newAdmin();
    const owner = await app.register();
    const m = marker();
    const post = await insertPost(owner.user.id, { title: `Bán tiệm ${m}` });
    await app.data.getRepository(PaymentEntity).insert({
      ownerId: owner.user.id,
      provider: 'test',
      providerPaymentId: `pi_test_${m}`,
      clientSecret: 'secret',
      amountCents: 1500,
      currency: 'usd',
      package: { basicPackage: true, photoVideoAddon: true, photoVideoMonths: 1, stateAddon: false, selectedStates: [], stateMonths: 1, priorityAddon: 'none', priorityMonths: 1 },
      costLines: [{ packageType: 'photo_video', months: 1, quantity: 1, pricePerMonth: 15, cents: 1500 }],
      status: 'paid',
      paidAt: new Date(),
    });
    expect(await publicIds(`search=${m}`)).toEqual([post]);

    const res = await call('DELETE', `/api/admin/users/${owner.user.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(await publicIds(`search=${m}`)).toEqual([]);
    expect((await call('GET', `/api/job-posts/${post}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/auth/user', owner.token)).statusCode).not.toBe(200);
    expect((await call('POST', '/api/auth/refresh-token', undefined, { refreshToken: owner.refreshToken })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/login', undefined, { phone: owner.phone, password: owner.pin })).statusCode).toBe(403);
    expect(await app.data.getRepository(PaymentEntity).findBy({ ownerId: owner.user.id })).toEqual([
      expect.objectContaining({ providerPaymentId: `pi_test_${m}`, status: 'paid', amountCents: 1500 }),
    ]);
    const listed: AdminUserRow[] = (await call('GET', `/api/admin/users?q=${encodeURIComponent(owner.phone)}`, admin.token)).json();
    expect(listed).toEqual([]);
    const [entry] = await auditOf(admin.token, owner.user.id, 'user.delete');
    expect(entry).toMatchObject({ before: { phone: owner.phone, postCount: 1 }, after: { deleted: true, postsRemoved: [post] } });
  });
});

describe('pricing', () => {
  const DEFAULTS: AdminPricing['prices'] = { photo_video: 1500, state: 500, diamond1: 500, diamond2: 1000, diamond3: 3000 };

  async function withPrices(admin: { token: string }, work: (current: AdminPricing) => Promise<void>) {
    const current: AdminPricing = (await call('GET', '/api/admin/pricing', admin.token)).json();
    try {
      await work(current);
    } finally {
      // The pricing table is the whole run's: put it back for the other files.
      expect((await call('PUT', '/api/admin/pricing', admin.token, { ...current, prices: DEFAULTS })).statusCode).toBe(200);
    }
  }

  it('a new price is used by the next payment intent and by GET /api/pricing, and audited', async () => {
    const admin = await newAdmin();
    const owner = await app.register();
    await withPrices(admin, async (current) => {
      expect(current.prices).toEqual(DEFAULTS);
      expect(current.labels).toEqual({ package3Months: 1500, package6Months: 3000, package12Months: 6000, nationwide: 500 });
      const next = { prices: { ...DEFAULTS, diamond3: 4250 }, labels: { ...current.labels, nationwide: 900 } };
      const res = await call('PUT', '/api/admin/pricing', admin.token, next);
      expect([res.statusCode, res.json()]).toEqual([200, next]);
      expect((await call('GET', '/api/pricing')).json()).toContainEqual({ packageType: 'diamond3', pricePerMonth: 42.5 });

      const diamond3 = { basicPackage: true as const, photoVideoAddon: false, photoVideoMonths: 1, stateAddon: false, selectedStates: [], stateMonths: 1, priorityAddon: 'diamond3' as const, priorityMonths: 2 };
      const stale = await call('POST', '/api/create-payment-intent', owner.token, intentRequest(diamond3, 6000));
      expect([stale.statusCode, stale.json().code]).toEqual([400, 'AMOUNT_MISMATCH']);
      const fresh = await call('POST', '/api/create-payment-intent', owner.token, intentRequest(diamond3, 8500));
      expect([fresh.statusCode, fresh.json().amount]).toEqual([201, 8500]);

      const [entry] = (await call('GET', '/api/admin/audit?action=pricing.update&limit=1', admin.token)).json() as AuditEntry[];
      expect(entry).toMatchObject({ actorId: admin.user.id, before: { prices: { diamond3: 3000 } }, after: { prices: { diamond3: 4250 }, labels: { nationwide: 900 } } });
    });
  });

  it('a price of 0 makes that add-on free end to end: no payment intent, the post gets it without paying', async () => {
    const admin = await newAdmin();
    const owner = await app.register();
    const m = marker();
    const diamond1 = { basicPackage: true as const, photoVideoAddon: false, photoVideoMonths: 1, stateAddon: false, selectedStates: [], stateMonths: 1, priorityAddon: 'diamond1' as const, priorityMonths: 3 };
    const before = await call('POST', '/api/job-posts', owner.token, postFor(diamond1, null, { title: `Miễn phí ${m}` }));
    expect([before.statusCode, before.json().code]).toEqual([402, 'PAYMENT_REQUIRED']);
    await withPrices(admin, async (current) => {
      expect((await call('PUT', '/api/admin/pricing', admin.token, { ...current, prices: { ...DEFAULTS, diamond1: 0 } })).statusCode).toBe(200);
      const intent = await call('POST', '/api/create-payment-intent', owner.token, intentRequest(diamond1, 0));
      expect([intent.statusCode, intent.json().code]).toEqual([400, 'NOTHING_TO_PAY']);
      const created = await call('POST', '/api/job-posts', owner.token, postFor(diamond1, null, { title: `Miễn phí ${m}` }));
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ priorityAddon: 'diamond1', priorityEndsAt: expect.any(String) });
      // Another add-on that still costs money is still refused without a payment.
      const paidToo = await call('POST', '/api/job-posts', owner.token, postFor({ ...diamond1, photoVideoAddon: true }, null, { title: `Có phí ${m}` }));
      expect([paidToo.statusCode, paidToo.json().code]).toEqual([402, 'PAYMENT_REQUIRED']);
    });
  });

  it('refuses bad prices with 400 and changes nothing', async () => {
    const admin = await newAdmin();
    const current: AdminPricing = (await call('GET', '/api/admin/pricing', admin.token)).json();
    for (const body of [
      { ...current, prices: { ...current.prices, state: -1 } },
      { ...current, prices: { ...current.prices, state: 12.5 } },
      { ...current, prices: { ...current.prices, state: 100_001 } },
      { ...current, prices: { ...current.prices, state: '500' } },
      { ...current, prices: { ...current.prices, diamond4: 100 } },
      { ...current, labels: { ...current.labels, package24Months: 100 } },
      { prices: current.prices },
      { ...current, prices: { photo_video: 1500 } },
    ]) {
      const res = await call('PUT', '/api/admin/pricing', admin.token, body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await call('GET', '/api/admin/pricing', admin.token)).json()).toEqual(current);
  });
});

describe('revenue', () => {
  // Payments paid in 2099, a period no other test pays in.
  async function paid(ownerId: number, paidAt: string, lines: Array<[string, number]>) {
    await app.data.getRepository(PaymentEntity).insert({
      ownerId,
      provider: 'test',
      providerPaymentId: `pi_test_rev_${marker()}`,
      clientSecret: 'secret',
      amountCents: lines.reduce((sum, [, cents]) => sum + cents, 0),
      currency: 'usd',
      package: { basicPackage: true, photoVideoAddon: false, photoVideoMonths: 1, stateAddon: false, selectedStates: [], stateMonths: 1, priorityAddon: 'none', priorityMonths: 1 },
      costLines: lines.map(([packageType, cents]) => ({ packageType: packageType as 'state', months: 1, quantity: 1, pricePerMonth: cents / 100, cents })),
      status: 'paid',
      paidAt: new Date(paidAt),
    });
  }

  it('sums paid payments by month and by day, and by add-on, in cents', async () => {
    const admin = await newAdmin();
    const owner = await app.register();
    await app.data.query("DELETE FROM payments WHERE paid_at >= '2099-01-01' AND paid_at < '2100-01-01'");
    await paid(owner.user.id, '2099-01-15T10:00:00Z', [['photo_video', 1500], ['diamond3', 3000]]);
    await paid(owner.user.id, '2099-01-31T23:59:59Z', [['state', 1000]]);
    await paid(owner.user.id, '2099-03-01T00:00:00Z', [['diamond1', 500]]);
    await app.data.getRepository(PaymentEntity).insert({
      ownerId: owner.user.id, provider: 'test', providerPaymentId: `pi_test_rev_${marker()}`, clientSecret: 's', amountCents: 9999, currency: 'usd',
      package: { basicPackage: true, photoVideoAddon: false, photoVideoMonths: 1, stateAddon: false, selectedStates: [], stateMonths: 1, priorityAddon: 'none', priorityMonths: 1 },
      costLines: [], status: 'failed', createdAt: new Date('2099-01-20T00:00:00Z'),
    });

    const monthly: RevenueReport = (await call('GET', '/api/admin/revenue?from=2099-01-01&to=2099-03-31&groupBy=month', admin.token)).json();
    expect(monthly).toMatchObject({ from: '2099-01-01', to: '2099-03-31', groupBy: 'month', totalCents: 6000, payments: 3 });
    expect(monthly.byAddon).toEqual({ photo_video: 1500, state: 1000, diamond1: 500, diamond2: 0, diamond3: 3000 });
    expect(monthly.periods.map((p) => [p.period, p.totalCents, p.payments])).toEqual([
      ['2099-01', 5500, 2],
      ['2099-02', 0, 0],
      ['2099-03', 500, 1],
    ]);

    const daily: RevenueReport = (await call('GET', '/api/admin/revenue?from=2099-01-31&to=2099-03-01&groupBy=day', admin.token)).json();
    expect(daily.periods).toHaveLength(30);
    expect(daily.periods[0]).toMatchObject({ period: '2099-01-31', totalCents: 1000, byAddon: { state: 1000 } });
    expect(daily.periods[29]).toMatchObject({ period: '2099-03-01', totalCents: 500 });
    expect(daily.totalCents).toBe(1500);
  });
});

describe('stats', () => {
  it('counts what the dashboard labels, and posts per day for the last 30 days', async () => {
    const admin = await newAdmin();
    const read = async (): Promise<AdminStats> => (await call('GET', '/api/admin/stats', admin.token)).json();
    const before = await read();
    expect(before.postsPerDay).toHaveLength(30);
    expect(before.postsPerDay[29]?.date).toBe(new Date().toISOString().slice(0, 10));

    const owner = await app.register();
    await insertPost(owner.user.id);
    await insertPost(owner.user.id, { isPaused: true, isActive: false });
    await insertPost(owner.user.id, { expiresAt: new Date(Date.now() - 1000) });
    await insertPost(owner.user.id, { priorityAddon: 'diamond2', priorityEndsAt: new Date(Date.now() + 86_400_000) });
    const after = await read();
    expect({
      totalPosts: after.totalPosts - before.totalPosts,
      activePosts: after.activePosts - before.activePosts,
      pausedPosts: after.pausedPosts - before.pausedPosts,
      expiredPosts: after.expiredPosts - before.expiredPosts,
      vipPosts: after.vipPosts - before.vipPosts,
      totalJobs: after.totalJobs - before.totalJobs,
      totalOwners: after.totalOwners - before.totalOwners,
      today: (after.postsPerDay[29]?.count ?? 0) - (before.postsPerDay[29]?.count ?? 0),
    }).toEqual({ totalPosts: 4, activePosts: 2, pausedPosts: 1, expiredPosts: 1, vipPosts: 1, totalJobs: 2, totalOwners: 1, today: 4 });
    expect(after.totalUsers).toBeGreaterThanOrEqual(before.totalUsers + 1);
    const [{ total }] = await app.data.query("SELECT coalesce(sum(amount_cents), 0)::int AS total FROM payments WHERE status = 'paid'");
    expect(after.revenueCents).toBe(total);
  });

  it("answers spec 01's average salary: the mean weekly pay of the listed hiring posts that state one", async () => {
    const admin = await newAdmin();
    const read = async (): Promise<AdminStats> => (await call('GET', '/api/admin/stats', admin.token)).json();
    const before = await read();
    const owner = await app.register();
    await insertPost(owner.user.id, { weeklyPay: 1000 });
    await insertPost(owner.user.id, { weeklyPay: 1400 });
    // Not counted: no pay stated, not listed (paused, expired, hidden, deleted), or not a hiring post.
    await insertPost(owner.user.id, { weeklyPay: null });
    await insertPost(owner.user.id, { weeklyPay: 9000, isPaused: true, isActive: false });
    await insertPost(owner.user.id, { weeklyPay: 9000, expiresAt: new Date(Date.now() - 1000) });
    await insertPost(owner.user.id, { weeklyPay: 9000, hiddenAt: new Date() });
    await insertPost(owner.user.id, { weeklyPay: 9000, deletedAt: new Date() });
    await insertPost(owner.user.id, { weeklyPay: 9000, jobType: 'selling' });
    const after = await read();

    expect(after.weeklyPayPosts - before.weeklyPayPosts).toBe(2);
    expect(Number.isInteger(after.averageWeeklyPay)).toBe(true);
    // Each average is rounded to the dollar, so the sums agree to half a dollar a post.
    const sumBefore = (before.averageWeeklyPay ?? 0) * before.weeklyPayPosts;
    expect(Math.abs((after.averageWeeklyPay as number) * after.weeklyPayPosts - (sumBefore + 2400))).toBeLessThanOrEqual((before.weeklyPayPosts + after.weeklyPayPosts) / 2);
  });
});

describe('payments, contact info and messages', () => {
  it('shows the provider as configured, never a secret, and the recent payments with their owners', async () => {
    const admin = await newAdmin();
    const res = await call('GET', '/api/admin/payments?limit=5', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mode: 'test', publishableKey: null, webhookSecretSet: false });
    expect(res.body).not.toMatch(/client_?secret/i);
  });

  it('changes the contact info, audited; the public read follows', async () => {
    const admin = await newAdmin();
    const before: ContactInfo = (await call('GET', '/api/admin/contact-info')).json();
    const m = marker();
    const next: ContactInfo = { address: `1 Main St ${m}, Houston, TX 77002`, phone: '(832) 555-0123', email: `${m}@chonail.com` };
    try {
      for (const bad of [{ ...next, email: 'not an email' }, { address: next.address }]) {
        const res = await call('PUT', '/api/admin/contact-info', admin.token, bad);
        expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
      }
      expect((await call('GET', '/api/admin/contact-info')).json()).toEqual(before);
      const res = await call('PUT', '/api/admin/contact-info', admin.token, next);
      expect([res.statusCode, res.json()]).toEqual([200, next]);
      expect((await call('GET', '/api/admin/contact-info')).json()).toEqual(next);
      const [entry] = (await call('GET', '/api/admin/audit?action=contact.update&limit=1', admin.token)).json() as AuditEntry[];
      expect(entry).toMatchObject({ actorId: admin.user.id, before, after: next });
    } finally {
      expect((await call('PUT', '/api/admin/contact-info', admin.token, before)).statusCode).toBe(200);
    }
  });

  it('lists contact messages newest first and marks one handled, audited', async () => {
    const admin = await newAdmin();
    const m = marker();
    for (const n of [1, 2]) {
      const sent = await call('POST', '/api/contact', undefined, { name: 'Lan', email: `${m}@example.com`, subject: `Hỏi ${m} ${n}`, message: 'Xin chào' });
      expect(sent.statusCode).toBe(200);
    }
    const open = await call('GET', '/api/admin/contact-messages?handled=false&limit=100', admin.token);
    const mine = (open.json() as Array<{ id: number; subject: string }>).filter((msg) => msg.subject.includes(m));
    expect(mine.map((msg) => msg.subject)).toEqual([`Hỏi ${m} 2`, `Hỏi ${m} 1`]);
    const target = mine[0]?.id as number;
    const handled = await call('PATCH', `/api/admin/contact-messages/${target}/handled`, admin.token);
    expect(handled.json()).toMatchObject({ id: target, handledAt: expect.any(String) });
    const stillOpen = (await call('GET', '/api/admin/contact-messages?handled=false&limit=100', admin.token)).json() as Array<{ id: number }>;
    expect(stillOpen.map((msg) => msg.id)).not.toContain(target);
    const [entry] = await auditOf(admin.token, target, 'message.handled');
    expect(entry).toMatchObject({ before: { handledAt: null }, after: { handledAt: expect.any(String) } });
    const missing = await call('PATCH', '/api/admin/contact-messages/2147483647/handled', admin.token);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'MESSAGE_NOT_FOUND']);
  });

  it('opens any post’s payment summary; null for a free post', async () => {
    const admin = await newAdmin();
    const owner = await app.register();
    const post = await insertPost(owner.user.id);
    const res = await call('GET', `/api/admin/job-posts/${post}/payment`, admin.token);
    expect([res.statusCode, res.body]).toEqual([200, 'null']);
    expect((await call('GET', '/api/admin/job-posts/2147483647/payment', admin.token)).statusCode).toBe(404);
  });
});

describe('the last admin (a database of its own: active admins are counted across the whole table)', () => {
  const baseUrl = new URL(process.env['DATABASE_URL'] as string);
  const name = `${baseUrl.pathname.slice(1)}_admins_${marker()}`;
  const url = Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
  let own: Awaited<ReturnType<typeof startAuthApp>> | undefined;

  beforeAll(async () => {
    await withDb((c) => c.query(`CREATE DATABASE "${name}"`), 'postgres');
    own = await startAuthApp('admin-last', {
      env: { DATABASE_URL: url },
      modules: [ListingsModule, BillingModule, AdminModule],
      migrations: [...listingsMigrations, ...billingMigrations, ...adminMigrations],
    });
  }, 60_000);
  afterAll(async () => {
    await own?.app.close();
    await withDb((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`), 'postgres');
  });

  const started = () => own as NonNullable<typeof own>;
  async function admin() {
    const { phone } = newClient();
    await createOrPromoteAdmin(started().data.manager, phone, ADMIN_PASSWORD);
    return started().login(phone, ADMIN_PASSWORD);
  }
  const block = (token: string, id: number) =>
    started().app.inject({ method: 'PATCH', url: `/api/admin/users/${id}/block`, headers: { authorization: `Bearer ${token}` }, remoteAddress: newClient().ip });
  const activeAdmins = async () =>
    ((await started().data.query("SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND NOT blocked AND deleted_at IS NULL")) as Array<{ n: number }>)[0]?.n;

  it('two admins blocking each other at once leave one who can still sign in', async () => {
    const [a, b] = [await admin(), await admin()];
    const answers = await Promise.all([block(a.token, b.user.id), block(b.token, a.user.id)]);
    const statuses = answers.map((res) => [res.statusCode, res.statusCode === 200 ? 'ok' : res.json().code]);
    // The loser was either refused by the guard (already blocked) or by the last-admin rule inside the lock.
    expect(statuses.filter(([status]) => status === 200)).toHaveLength(1);
    expect([['ACCOUNT_BLOCKED'], ['LAST_ADMIN']]).toContainEqual(statuses.filter(([status]) => status !== 200).map(([, code]) => code));
    expect(await activeAdmins()).toBe(1);
  });

  it('refuses taking out the only active admin even for a request that passed the guard just before its actor was blocked', async () => {
    await started().data.query("UPDATE users SET role = 'user' WHERE role = 'admin'");
    const [a, b] = [await admin(), await admin()];
    expect((await block(a.token, b.user.id)).statusCode).toBe(200);
    // B's request, already past the guard, now reaches the rule: A is the last active admin.
    const users = started().app.get(AdminUsersService);
    await expect(users.setBlocked(a.user.id, true, b.user.id)).rejects.toMatchObject({ code: 'LAST_ADMIN', status: 409 });
    await expect(users.remove(a.user.id, b.user.id)).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    expect(await activeAdmins()).toBe(1);
    // A blocked admin is no longer one the site relies on: it may be deleted.
    const res = await started().app.inject({ method: 'DELETE', url: `/api/admin/users/${b.user.id}`, headers: { authorization: `Bearer ${a.token}` } });
    expect(res.statusCode).toBe(200);
  });
});
