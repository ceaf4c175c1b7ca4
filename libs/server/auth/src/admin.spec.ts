import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createOrPromoteAdmin } from './admin-account';
import { newClient, startAuthApp, useAuthApp } from './auth-test-app';
import { UserEntity } from './entities/user.entity';

const auth = useAuthApp('admin');
const { post, get, outbox, register, login, refresh } = auth;

const ADMIN_PASSWORD = 'correct horse battery';
const patch = (url: string, token: string) =>
  auth.app.inject({ method: 'PATCH', url, headers: { authorization: `Bearer ${token}` }, remoteAddress: '10.0.0.1' });
const me = (token: string) => get('/api/auth/user', token);

/** A new admin made the one way admins are made, signed in through the normal login. */
async function newAdmin() {
  const { phone } = newClient();
  await createOrPromoteAdmin(auth.data.manager, phone, ADMIN_PASSWORD);
  return { phone, ...(await login(phone, ADMIN_PASSWORD)) };
}

describe('admin accounts', () => {
  it('sign in with phone and a strong password through POST /api/auth/login', async () => {
    const admin = await newAdmin();
    expect(admin.user.role).toBe('admin');
    expect((await post('/api/auth/login', { phone: admin.phone, password: 'correct horse batter' }, newClient().ip)).statusCode).toBe(401);
  });

  it('refuses a password under 12 characters', async () => {
    await expect(createOrPromoteAdmin(auth.data.manager, newClient().phone, 'short-pass1')).rejects.toThrow(
      'The admin password must be at least 12 characters',
    );
  });

  it('promotes an existing account, ending the sessions it had with its PIN', async () => {
    const account = await register();
    const { created, user } = await createOrPromoteAdmin(auth.data.manager, account.phone, ADMIN_PASSWORD);
    expect({ created, role: user.role, id: user.id }).toEqual({ created: false, role: 'admin', id: account.user.id });
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { phone: account.phone, password: account.pin }, newClient().ip)).statusCode).toBe(401);
    expect((await login(account.phone, ADMIN_PASSWORD)).user.role).toBe('admin');
  });

  it('never trade their password for a PIN: change PIN refuses, forgot PIN sends nothing', async () => {
    const admin = await newAdmin();
    const change = await post('/api/auth/change-password', { currentPassword: ADMIN_PASSWORD, newPassword: '739182' }, newClient().ip, {
      authorization: `Bearer ${admin.token}`,
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().code).toBe('ADMIN_PASSWORD_REQUIRED');
    const forgot = await post('/api/forgot-password', { phone: admin.phone }, newClient().ip);
    expect(forgot.json()).toEqual({ success: true, message: 'Verification code sent!' });
    expect(await outbox(admin.phone)).toEqual([]);
    expect((await login(admin.phone, ADMIN_PASSWORD)).user.role).toBe('admin');
  });
});

describe('admin guard (GET /api/admin/users)', () => {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

  it('answers 401 without a token', async () => {
    const res = await get('/api/admin/users');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please login', code: 'SESSION_EXPIRED' });
  });

  it('answers 403 ADMIN_ONLY to a signed-in user', async () => {
    const user = await register();
    const res = await get('/api/admin/users', user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Admins only', code: 'ADMIN_ONLY' });
  });

  it('lets an admin list users, newest first, with the admin-list fields only', async () => {
    const admin = await newAdmin();
    const user = await register();
    const res = await get('/api/admin/users', admin.token);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list[0]).toEqual({
      id: user.user.id,
      firstName: null,
      lastName: null,
      phone: user.phone,
      email: null,
      role: 'user',
      createdAt: expect.any(String),
      blocked: false,
    });
    expect(list.find((u) => u['id'] === admin.user.id)).toMatchObject({ role: 'admin', phone: admin.phone });
  });

  it('refuses a forged alg:none token claiming admin with 401', async () => {
    const user = await register();
    const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claimsOf(user.token), role: 'admin' })}.`;
    const res = await get('/api/admin/users', forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it('reads the role from the database on each request, not from the token', async () => {
    const admin = await newAdmin();
    expect((await get('/api/admin/users', admin.token)).statusCode).toBe(200);
    await auth.data.getRepository(UserEntity).update({ id: admin.user.id }, { role: 'user' });
    expect((await get('/api/admin/users', admin.token)).statusCode).toBe(403);
  });
});

describe('blocking users', () => {
  it('blocks: login 403, the access token refused at once, refresh refused; unblock restores login', async () => {
    const admin = await newAdmin();
    const user = await register();

    const blocked = await patch(`/api/admin/users/${user.user.id}/block`, admin.token);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ id: user.user.id, blocked: true });

    const loginRes = await post('/api/auth/login', { phone: user.phone, password: user.pin }, newClient().ip);
    expect(loginRes.statusCode).toBe(403);
    expect(loginRes.json()).toEqual({ message: 'This account has been blocked', code: 'ACCOUNT_BLOCKED' });
    const meRes = await me(user.token);
    expect(meRes.statusCode).toBe(403);
    expect(meRes.json().code).toBe('ACCOUNT_BLOCKED');
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);

    const unblocked = await patch(`/api/admin/users/${user.user.id}/unblock`, admin.token);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json()).toMatchObject({ id: user.user.id, blocked: false });
    // The sessions the block ended stay ended; signing in again works.
    expect((await me(user.token)).statusCode).toBe(401);
    const again = await login(user.phone, user.pin);
    expect((await me(again.token)).statusCode).toBe(200);
  });

  it('refuses a blocked user a refresh even when the block came straight from the database', async () => {
    const user = await register();
    await auth.data.getRepository(UserEntity).update({ id: user.user.id }, { blocked: true });
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
  });

  it('is for admins only', async () => {
    const [user, victim] = [await register(), await register()];
    const res = await patch(`/api/admin/users/${victim.user.id}/block`, user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ADMIN_ONLY');
    expect((await me(victim.token)).statusCode).toBe(200);
  });

  it('refuses to block yourself with 400 CANNOT_BLOCK_SELF', async () => {
    const admin = await newAdmin();
    const res = await patch(`/api/admin/users/${admin.user.id}/block`, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'You cannot block your own account', code: 'CANNOT_BLOCK_SELF' });
    expect((await me(admin.token)).statusCode).toBe(200);
  });

  it('answers 404 USER_NOT_FOUND for an unknown user and 400 VALIDATION_ERROR for a bad id', async () => {
    const admin = await newAdmin();
    const missing = await patch('/api/admin/users/2147483647/block', admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found', code: 'USER_NOT_FOUND' });
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const res = await patch(`/api/admin/users/${id}/unblock`, admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('ADMIN_PHONE / ADMIN_PASSWORD at boot', () => {
  // "No admin yet" is about the whole database, so this uses a database of its own.
  const baseUrl = new URL(process.env['DATABASE_URL'] as string);
  const name = `${baseUrl.pathname.slice(1)}_boot_${randomBytes(3).toString('hex')}`;
  const url = Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();

  async function onServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client({ connectionString: Object.assign(new URL(baseUrl), { pathname: '/postgres' }).toString() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(() => onServer((c) => c.query(`CREATE DATABASE "${name}"`)));
  afterAll(() => onServer((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));

  async function boot(phone: string, password: string) {
    const logLines: Array<Record<string, unknown>> = [];
    const booted = await startAuthApp('admin-boot', { env: { DATABASE_URL: url, ADMIN_PHONE: phone, ADMIN_PASSWORD: password }, logLines });
    const admins = await booted.data.getRepository(UserEntity).findBy({ role: 'admin' });
    return { booted, admins, created: logLines.filter((l) => l['msg'] === 'admin account created from ADMIN_PHONE') };
  }

  it('creates the admin once, when none exists, and is a no-op afterwards', async () => {
    const first = newClient().phone;
    const once = await boot(first, ADMIN_PASSWORD);
    try {
      expect(once.admins.map((a) => a.phone)).toEqual([first]);
      expect(once.created).toEqual([expect.objectContaining({ phone: first, promoted: false })]);
      expect((await once.booted.login(first, ADMIN_PASSWORD)).user.role).toBe('admin');
    } finally {
      await once.booted.app.close();
    }

    // Another boot, even with other values, changes nothing: an admin exists.
    const second = newClient().phone;
    const again = await boot(second, 'another strong password');
    try {
      expect(again.admins.map((a) => a.phone)).toEqual([first]);
      expect(again.created).toEqual([]);
      expect((await again.booted.login(first, ADMIN_PASSWORD)).user.role).toBe('admin');
      expect(await again.booted.data.getRepository(UserEntity).countBy({ phone: second })).toBe(0);
    } finally {
      await again.booted.app.close();
    }
  });
});
