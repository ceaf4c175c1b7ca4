import { UserEntity } from './entities/user.entity';
import { newClient, useAuthApp } from './auth-test-app';
import { STAFF_TOTP } from './staff-totp';
import { createOrPromoteAdmin, staffTotpCode, unusedStaffCode } from './testing';

// Issue 38, finding 2: staff sign in with a password and an authenticator app's code (RFC 6238),
// so nobody can lock them out by guessing, and a code works once.
const auth = useAuthApp('staff-totp');
const { post } = auth;
const PASSWORD = 'correct horse battery';
const STEP_MS = STAFF_TOTP.periodSeconds * 1000;

async function newStaff() {
  const { phone } = newClient();
  const made = await createOrPromoteAdmin(auth.data.manager, phone, PASSWORD);
  if (!made.totp) throw new Error('createOrPromoteAdmin enrols an authenticator');
  return { phone, secret: made.totp.secret, uri: made.totp.uri, userId: made.user.id };
}

const signIn = (phone: string, password: string, totp?: string, ip = newClient().ip) =>
  post('/api/auth/login', { phone, password, ...(totp === undefined ? {} : { totp }) }, ip);

/** A 6-digit code no step around now accepts. */
function wrongCode(secret: string): string {
  const now = Date.now();
  const valid = new Set([-1, 0, 1].map((k) => staffTotpCode(secret, now + k * STEP_MS)));
  for (let n = 0; ; n += 1) {
    const candidate = String((123457 + n * 7919) % 1_000_000).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

const failedLoginsOf = async (userId: number) => (await auth.data.getRepository(UserEntity).findOneByOrFail({ id: userId })).failedLogins;

describe('staff sign-in with an authenticator app (TOTP)', () => {
  it('enrols an authenticator: an otpauth URI of 6 digits every 30 s, the secret sealed in the database', async () => {
    const staff = await newStaff();
    const uri = new URL(staff.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Chợ Nail:${staff.phone}`);
    expect(uri.searchParams.get('secret')).toBe(staff.secret);
    expect(uri.searchParams.get('issuer')).toBe('Chợ Nail');
    expect(staff.secret).toMatch(/^[A-Z2-7]{32}$/);
    const row = await auth.data.getRepository(UserEntity).findOneByOrFail({ id: staff.userId });
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(staff.secret);
  });

  it('signs staff in with the password and the code, and asks for the code without telling whether the password was right', async () => {
    const staff = await newStaff();
    const right = await signIn(staff.phone, PASSWORD);
    const wrong = await signIn(staff.phone, 'not the password at all');
    expect([right.statusCode, right.json().code]).toEqual([401, 'TOTP_REQUIRED']);
    expect(wrong.json()).toEqual(right.json());

    const ok = await signIn(staff.phone, PASSWORD, await unusedStaffCode(staff.secret));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.role).toBe('admin');
  });

  it('answers a wrong code and a wrong password alike, and a wrong password does not use the code up', async () => {
    const staff = await newStaff();
    const code = staffTotpCode(staff.secret);
    const wrongPassword = await signIn(staff.phone, 'not the password at all', code);
    const wrongTotp = await signIn(staff.phone, PASSWORD, wrongCode(staff.secret));
    expect([wrongPassword.statusCode, wrongPassword.json().code]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect(wrongTotp.json()).toEqual(wrongPassword.json());
    expect((await signIn(staff.phone, PASSWORD, code)).statusCode).toBe(200);
  });

  it('takes each code once: a replayed code, an older one after it, and the second of two racing sign-ins are refused', async () => {
    const staff = await newStaff();
    const now = Date.now();
    const current = staffTotpCode(staff.secret, now);
    const previous = staffTotpCode(staff.secret, now - STEP_MS);
    expect((await signIn(staff.phone, PASSWORD, current)).statusCode).toBe(200);
    expect((await signIn(staff.phone, PASSWORD, current)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(staff.phone, PASSWORD, previous)).json().code).toBe('INVALID_CREDENTIALS');

    const next = staffTotpCode(staff.secret, now + STEP_MS);
    const raced = await Promise.all([signIn(staff.phone, PASSWORD, next), signIn(staff.phone, PASSWORD, next)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('cannot be locked out by guessing: 120 wrong passwords from many addresses, then the right one and a code still sign in', async () => {
    const staff = await newStaff();
    for (let i = 0; i < 120; i += 1) {
      const res = await signIn(staff.phone, `guess number ${i} of many`, wrongCode(staff.secret));
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    expect(await failedLoginsOf(staff.userId)).toBe(0);
    expect((await signIn(staff.phone, PASSWORD, await unusedStaffCode(staff.secret))).statusCode).toBe(200);
  });

  it('gives someone who holds the password 5 wrong codes in 15 minutes, then refuses even the right one, alike', async () => {
    const staff = await newStaff();
    for (let i = 0; i < 5; i += 1) expect((await signIn(staff.phone, PASSWORD, wrongCode(staff.secret))).json().code).toBe('INVALID_CREDENTIALS');
    const refused = await signIn(staff.phone, PASSWORD, staffTotpCode(staff.secret));
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'INVALID_CREDENTIALS']);
  });

  it('enrols a new authenticator each time admin:create runs: the old app stops working', async () => {
    const staff = await newStaff();
    const again = await createOrPromoteAdmin(auth.data.manager, staff.phone, PASSWORD);
    expect(again.totp?.secret).not.toBe(staff.secret);
    expect((await signIn(staff.phone, PASSWORD, staffTotpCode(staff.secret))).json().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(staff.phone, PASSWORD, await unusedStaffCode(again.totp?.secret ?? ''))).statusCode).toBe(200);
  });

  it('leaves members as they were: a totp field changes nothing for them', async () => {
    const member = await auth.register();
    expect((await signIn(member.phone, member.pin, '123456')).statusCode).toBe(200);
  });

  it('refuses a malformed code with 400 and changes nothing', async () => {
    const staff = await newStaff();
    for (const totp of ['12345', '1234567', 'abcdef', ' 123456']) {
      const res = await signIn(staff.phone, PASSWORD, totp);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await signIn(staff.phone, PASSWORD, await unusedStaffCode(staff.secret))).statusCode).toBe(200);
  });
});
