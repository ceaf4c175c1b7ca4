import { newClient, useAuthApp } from './auth-test-app';
import { UserEntity } from './entities/user.entity';
import { SIGN_IN_LIMITS } from '@chonail/shared/domain';
import { CHANGE_PIN_FAILURES_PER_HOUR } from './login.service';
import { EVEN_ANSWER_MS, OTP_MAX_ATTEMPTS, OTP_TRIES_PER_ADDRESS, OtpService } from './otp.service';

const auth = useAuthApp('pin');
const { post, get, outbox, register, login, refresh } = auth;

const me = (token: string) => get('/api/auth/user', token);
const tryLogin = (phone: string, password: string) => post('/api/auth/login', { phone, password }, newClient().ip);

describe('POST /api/auth/change-password', () => {
  const change = (token: string | undefined, body: object, ip = newClient().ip) =>
    post('/api/auth/change-password', body, ip, token ? { authorization: `Bearer ${token}` } : {});

  it('needs a signed-in user', async () => {
    const res = await change(undefined, { currentPassword: '4829', newPassword: '73918' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please login', code: 'SESSION_EXPIRED' });
  });

  it('sets the new PIN: the old one stops working, other sessions end, this one goes on', async () => {
    const account = await register('4829');
    const other = await login(account.phone, '4829');

    const res = await change(account.token, { currentPassword: '4829', newPassword: '739182' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'PIN changed successfully' });

    expect((await tryLogin(account.phone, '4829')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await tryLogin(account.phone, '739182')).statusCode).toBe(200);
    const stored = await auth.data.getRepository(UserEntity).findOneByOrFail({ id: account.user.id });
    expect(stored.pinHash).toMatch(/^\$argon2id\$/);

    // The session that changed it goes on, access and refresh alike.
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await refresh(account.refreshToken)).statusCode).toBe(200);
    // The other one ends at once: its access token as well as its refresh token.
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a wrong current PIN with 400 WRONG_CURRENT_PIN, a few an hour, without locking the owner out of signing in', async () => {
    const account = await register('4829');
    const limit = CHANGE_PIN_FAILURES_PER_HOUR[0]?.limit ?? 0;
    const codes: string[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const res = await change(account.token, { currentPassword: '9999', newPassword: '739182' });
      codes.push(res.json().code);
      if (i === 0) expect(res.json()).toEqual({ message: 'Current PIN is incorrect', code: 'WRONG_CURRENT_PIN' });
    }
    expect(codes).toEqual([...Array(limit).fill('WRONG_CURRENT_PIN'), 'PIN_LOCKED']);
    expect((await change(account.token, { currentPassword: '4829', newPassword: '739182' })).statusCode).toBe(429);
    // Counted towards the account's ceiling of failed checks, but signing in still works.
    const stored = await auth.data.getRepository(UserEntity).findOneByOrFail({ id: account.user.id });
    expect(stored.failedLogins).toBe(limit);
    expect((await tryLogin(account.phone, '4829')).statusCode).toBe(200);
    expect((await me(account.token)).statusCode).toBe(200);
  });

  it.each([
    ['a common PIN', '1234', 'This PIN is too easy to guess; choose another'],
    ['a run', '123456', 'This PIN is too easy to guess; choose another'],
    ['3 digits', '482', 'PIN must be at least 4 digits'],
    ['letters', '48a9', 'PIN must be at least 4 digits'],
  ])('refuses %s as the new PIN, keeping the old one', async (_name, newPassword, message) => {
    const account = await register('4829');
    const res = await change(account.token, { currentPassword: '4829', newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'newPassword', message }] });
    expect((await tryLogin(account.phone, '4829')).statusCode).toBe(200);
  });
});

describe('forgot PIN: POST /api/forgot-password and /api/forgot-password-reset', () => {
  const forgot = (phone: string, ip = newClient().ip) => post('/api/forgot-password', { phone }, ip);
  const reset = (phone: string, otp: string | undefined, newPassword = '739182', confirmPassword = newPassword, ip = newClient().ip) =>
    post('/api/forgot-password-reset', { phone, otp, newPassword, confirmPassword }, ip);
  const resetCode = async (phone: string) => (await outbox(phone)).find((m) => m.purpose === 'reset')?.code;
  const wrong = (code: string | undefined) => (code === '000000' ? '111111' : '000000');

  it('texts a 6-digit reset code to the account phone (typed any way)', async () => {
    const account = await register();
    const typed = `(${account.phone.slice(2, 5)}) ${account.phone.slice(5, 8)}-${account.phone.slice(8)}`;
    const res = await forgot(typed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Verification code sent!' });
    const [sms] = await outbox(account.phone);
    expect(sms).toMatchObject({ purpose: 'reset', code: expect.stringMatching(/^\d{6}$/) });
    expect(sms?.text).toContain(sms?.code);
  });

  it('answers an unknown phone exactly the same, and sends nothing', async () => {
    const account = await register();
    const known = await forgot(account.phone);
    const { phone } = newClient();
    const unknown = await forgot(phone);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await outbox(phone)).toEqual([]);
  });

  it('resets with the code: the new PIN works, the old does not, every session ends', async () => {
    const account = await register('4829');
    const other = await login(account.phone, '4829');
    await forgot(account.phone);
    const res = await reset(account.phone, await resetCode(account.phone), '5820731');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'PIN reset successfully!' });

    expect((await tryLogin(account.phone, '4829')).statusCode).toBe(401);
    expect((await tryLogin(account.phone, '5820731')).statusCode).toBe(200);
    for (const session of [account, other]) {
      expect((await me(session.token)).statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    }
  });

  it('works after the ceiling of failed sign-ins, when nothing else does, and clears it', async () => {
    const account = await register('4829');
    await auth.data.getRepository(UserEntity).update({ id: account.user.id }, { failedLogins: SIGN_IN_LIMITS.failureCeiling });
    expect((await tryLogin(account.phone, '4829')).json().code).toBe('PIN_RESET_REQUIRED');

    await forgot(account.phone);
    expect((await reset(account.phone, await resetCode(account.phone))).statusCode).toBe(200);
    expect((await tryLogin(account.phone, '739182')).statusCode).toBe(200);
  });

  it("does not let a stranger spend the owner's code: five wrong tries stop that address only", async () => {
    const account = await register('4829');
    await forgot(account.phone);
    const code = await resetCode(account.phone);
    const stranger = newClient().ip;
    const codes: string[] = [];
    for (let i = 0; i < OTP_TRIES_PER_ADDRESS; i += 1) codes.push((await reset(account.phone, wrong(code), '739182', '739182', stranger)).json().code);
    expect(codes).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_TOO_MANY_ATTEMPTS']);
    // Out of tries there, even with the right code; the owner, elsewhere, resets with it.
    expect((await reset(account.phone, code, '739182', '739182', stranger)).json().code).toBe('OTP_TOO_MANY_ATTEMPTS');
    expect((await reset(account.phone, code)).statusCode).toBe(200);
    expect((await tryLogin(account.phone, '739182')).statusCode).toBe(200);
  });

  it(`ends the code after ${OTP_MAX_ATTEMPTS} wrong tries from all addresses together; asking again then texts a new one`, async () => {
    const account = await register('4829');
    await forgot(account.phone);
    const code = await resetCode(account.phone);
    const codes: string[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) codes.push((await reset(account.phone, wrong(code))).json().code);
    expect(codes).toEqual([...Array(OTP_MAX_ATTEMPTS - 1).fill('OTP_INVALID'), 'OTP_TOO_MANY_ATTEMPTS']);
    expect((await reset(account.phone, code)).statusCode).toBe(400);
    expect((await tryLogin(account.phone, '4829')).statusCode).toBe(200);
    await forgot(account.phone);
    expect((await outbox(account.phone)).filter((m) => m.purpose === 'reset')).toHaveLength(2);
  });

  it('answers forgot PIN for a known and an unknown phone after the same floor of time, alike', async () => {
    const account = await register('4829');
    const timed = async (phone: string) => {
      const started = performance.now();
      const res = await forgot(phone);
      return { ms: performance.now() - started, body: res.json() };
    };
    const known = await timed(account.phone);
    const unknown = await timed(newClient().phone);
    expect(unknown.body).toEqual(known.body);
    expect(known.ms).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 1);
    expect(unknown.ms).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 1);
  });

  it('answers an unknown phone like a wrong code', async () => {
    const account = await register();
    await forgot(account.phone);
    const wrongCode = await reset(account.phone, wrong(await resetCode(account.phone)));
    const unknown = await reset(newClient().phone, '482913');
    expect(wrongCode.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrongCode.json());
    expect(unknown.json()).toEqual({ message: 'The verification code is not valid', code: 'OTP_INVALID' });
  });

  it('refuses a code sent for registration', async () => {
    const account = await register('4829');
    await auth.app.get(OtpService).send(account.phone, 'registration', newClient().ip);
    const [sms] = await outbox(account.phone);
    expect(sms?.purpose).toBe('registration');
    const res = await reset(account.phone, sms?.code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('OTP_INVALID');
    expect((await tryLogin(account.phone, '4829')).statusCode).toBe(200);
  });

  it('takes a code once', async () => {
    const account = await register();
    await forgot(account.phone);
    const code = await resetCode(account.phone);
    expect((await reset(account.phone, code, '739182')).statusCode).toBe(200);
    const again = await reset(account.phone, code, '5820731');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('OTP_INVALID');
    expect((await tryLogin(account.phone, '739182')).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const account = await register();
    await forgot(account.phone);
    await auth.data.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE phone = $1 AND purpose = 'reset'`, [account.phone]);
    const res = await reset(account.phone, await resetCode(account.phone));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('OTP_EXPIRED');
  });

  it('refuses a confirmation that does not match, without using up the code', async () => {
    const account = await register('4829');
    await forgot(account.phone);
    const code = await resetCode(account.phone);
    const res = await reset(account.phone, code, '739182', '739183');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'confirmPassword', message: 'PINs do not match' }] });
    expect((await reset(account.phone, code, '739182')).statusCode).toBe(200);
  });

  it('refuses a weak new PIN', async () => {
    const account = await register();
    await forgot(account.phone);
    const res = await reset(account.phone, await resetCode(account.phone), '0000');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'newPassword' }] });
  });

  it('answers an account and an unknown phone alike, texting the account once while its code works: nobody can spend the owner\'s codes', async () => {
    const account = await register();
    const unknown = newClient().phone;
    for (const phone of [account.phone, unknown]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await forgot(phone)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    }
    expect((await outbox(account.phone)).filter((m) => m.purpose === 'reset')).toHaveLength(1);
    expect(await outbox(unknown)).toEqual([]);
    // The one code the owner got still resets the PIN.
    expect((await reset(account.phone, await resetCode(account.phone))).statusCode).toBe(200);
  });

  it('limits sends per client address across phones', async () => {
    const { ip } = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await forgot(newClient().phone, ip)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});
