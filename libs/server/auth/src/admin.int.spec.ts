import { randomBytes } from 'node:crypto';
import { withDb } from '@chonail/server/testing';
import { createOrPromoteAdmin, rememberStaffSecret, staffSecretOf, staffTotpCode } from './testing';
import { newClient, startAuthApp, useAuthApp } from './auth-test-app';
import { UserEntity } from './entities/user.entity';

const auth = useAuthApp('admin');
const { post, get, outbox, register, login, refresh } = auth;

const ADMIN_PASSWORD = 'correct horse battery';
const me = (token: string) => get('/api/auth/user', token);
const staffSecret = (phone: string) => staffSecretOf(phone) ?? '';

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
    const wrong = await post('/api/auth/login', { phone: admin.phone, password: 'correct horse batter', totp: staffTotpCode(staffSecret(admin.phone)) }, newClient().ip);
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'INVALID_CREDENTIALS']);
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
    const withPin = await post('/api/auth/login', { phone: account.phone, password: account.pin, totp: staffTotpCode(staffSecret(account.phone)) }, newClient().ip);
    expect([withPin.statusCode, withPin.json().code]).toEqual([401, 'INVALID_CREDENTIALS']);
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

/** "No admin yet" is about the whole database, so the boot tests each use a database of their own: its URL. */
function ownDatabase(suffix: string): string {
  const baseUrl = new URL(process.env['DATABASE_URL'] as string);
  const name = `${baseUrl.pathname.slice(1)}_${suffix}_${randomBytes(3).toString('hex')}`;
  beforeAll(() => withDb((c) => c.query(`CREATE DATABASE "${name}"`), 'postgres'));
  afterAll(() => withDb((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`), 'postgres'));
  return Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
}

describe('ADMIN_PHONE / ADMIN_PASSWORD at boot', () => {
  const url = ownDatabase('boot');

  // A base32 secret as an operator would paste it from an authenticator enrolment.
  const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  async function boot(phone: string, password: string, totpSecret?: string) {
    const logLines: Array<Record<string, unknown>> = [];
    const env = { DATABASE_URL: url, ADMIN_PHONE: phone, ADMIN_PASSWORD: password, ...(totpSecret ? { ADMIN_TOTP_SECRET: totpSecret } : {}) };
    const booted = await startAuthApp('admin-boot', { env, logLines });
    const admins = await booted.data.getRepository(UserEntity).findBy({ role: 'admin' });
    return { booted, admins, logLines, created: logLines.filter((l) => l['msg'] === 'admin account created from ADMIN_PHONE') };
  }

  it('creates the admin once, when none exists, and is a no-op afterwards', async () => {
    const first = newClient().phone;
    rememberStaffSecret(first, TOTP_SECRET);
    const once = await boot(first, ADMIN_PASSWORD, TOTP_SECRET);
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

describe('ADMIN_PHONE without ADMIN_TOTP_SECRET', () => {
  const url = ownDatabase('boot_nototp');

  it('creates the admin but it cannot sign in until admin:create enrols an authenticator, and the log says so', async () => {
    const phone = newClient().phone;
    const logLines: Array<Record<string, unknown>> = [];
    const booted = await startAuthApp('admin-boot-nototp', { env: { DATABASE_URL: url, ADMIN_PHONE: phone, ADMIN_PASSWORD }, logLines });
    try {
      expect(logLines.map((l) => l['msg'])).toContainEqual(expect.stringContaining('has no authenticator app and cannot sign in yet'));
      const res = await booted.post('/api/auth/login', { phone, password: ADMIN_PASSWORD, totp: staffTotpCode('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') }, newClient().ip);
      expect([res.statusCode, res.json().code]).toEqual([403, 'TOTP_NOT_SET_UP']);
      await createOrPromoteAdmin(booted.data.manager, phone, ADMIN_PASSWORD);
      expect((await booted.login(phone, ADMIN_PASSWORD)).user.role).toBe('admin');
    } finally {
      await booted.app.close();
    }
  });
});
