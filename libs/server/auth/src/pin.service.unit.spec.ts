import * as argon2 from 'argon2';
import type { Redis } from 'ioredis';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { DomainError, loadConfig, RateLimiter } from '@chonail/server/core/base';
import type { UserEntity } from './entities/user.entity';
import { SIGN_IN_LIMITS } from '@chonail/shared/domain';
import type { KnownDevicesRepository } from './known-devices.repository';
import { CHANGE_PIN_FAILURES_PER_HOUR, LoginService } from './login.service';
import type { OtpCodesRepository } from './otp-codes.repository';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, OtpService } from './otp.service';
import { PinHasher } from './pin-hasher';
import { StaffTotp, staffTotpCode } from './staff-totp';
import { PinService } from './pin.service';
import type { SessionsRepository } from './sessions.repository';
import { TokenService } from './token.service';
import type { UsersRepository } from './users.repository';
import { CollectingSms, errorOf, InMemoryKnownDevices, InMemoryOtpCodes, InMemoryRedis, InMemorySessions, InMemoryUsers, ipSequence, userRow } from './testing/unit-fakes';
import type * as UnitFakes from './testing/unit-fakes';

/**
 * PinService with the real LoginService, OtpService, TokenService and RateLimiter around it, each
 * over in-memory fakes of its repositories and of Redis, so the rules that span them (a wrong
 * current PIN counts towards the login lock, a reset lifts it and ends every session) are checked
 * as the app wires them. The SQL and Redis themselves are covered by the integration specs.
 *
 * argon2 is the real argon2id at its smallest cost, `verify` a spy on the real one (see cheapArgon2).
 */
jest.mock('argon2', () => jest.requireActual<typeof UnitFakes>('./testing/unit-fakes').cheapArgon2());
const verifications = jest.mocked(argon2.verify);


const config = loadConfig(process.env);
const START = new Date('2025-03-01T08:00:00Z').getTime();
const PHONE = '+17135550123';
const ADMIN_PHONE = '+17135550999';
const UNKNOWN_PHONE = '+17135550100';
const PIN = '4829';
const NEW_PIN = '739182';
const ADMIN_PASSWORD = 'correct horse battery';
const newIp = ipSequence('10.1');
const PEPPER = { id: 'k1', secret: Buffer.from('a-test-pepper-of-thirty-two-chars!') };
const hasher = new PinHasher([PEPPER]);
const staffTotp = new StaffTotp([PEPPER]);
const ADMIN_TOTP = staffTotp.enrol(ADMIN_PHONE);

async function setup() {
  const users = new InMemoryUsers();
  users.rows.set(PHONE, userRow(1, PHONE, '', await hasher.hash(PIN)));
  users.rows.set(ADMIN_PHONE, userRow(2, ADMIN_PHONE, '', { ...(await hasher.hash(ADMIN_PASSWORD)), role: 'admin', totpSecret: ADMIN_TOTP.sealed }));
  const redis = new InMemoryRedis();
  const codes = new InMemoryOtpCodes();
  const sessions = new InMemorySessions();
  const sms = new CollectingSms();
  // The fakes lack the real classes' private fields (the DataSource, the Redis connection), hence the casts.
  const limiter = new RateLimiter(redis as unknown as Redis, config);
  const tokens = new TokenService(sessions as unknown as SessionsRepository, config);
  const usersRepository = users as unknown as UsersRepository;
  const otp = new OtpService(codes as unknown as OtpCodesRepository, sms, limiter, redis as unknown as Redis, config);
  const devices = new InMemoryKnownDevices() as unknown as KnownDevicesRepository;
  const logins = new LoginService(usersRepository, devices, tokens, otp, hasher, staffTotp, limiter);
  const pins = new PinService(usersRepository, logins, otp, tokens, hasher);

  const userOf = (phone: string) => users.rows.get(phone) as UserEntity;
  const familyOf = (refreshToken: string) => sessions.rows.get(refreshToken.split('.')[0] ?? '')?.familyId ?? '';
  /** A signed-in session of the phone's account: its refresh token and session family. */
  const signIn = async (phone = PHONE) => {
    const { refreshToken } = await tokens.issue(userOf(phone), { ip: newIp() });
    return { refreshToken, familyId: familyOf(refreshToken) };
  };
  const isLive = (session: { familyId: string }, phone = PHONE) => tokens.isLive(userOf(phone).id, session.familyId);
  /** The error code a login gets, or 'OK'. */
  const loginOutcome = (secret: string, phone = PHONE) =>
    logins.login(phone, secret, { ip: newIp() }, phone === ADMIN_PHONE ? { totp: staffTotpCode(ADMIN_TOTP.secret) } : {}).then(
      () => 'OK',
      (error: unknown) => (error instanceof DomainError ? error.code : Promise.reject(error)),
    );
  const change = (currentPin: string, newPin: string, session: { familyId: string }, phone = PHONE) =>
    pins.change({ ...userOf(phone) }, session.familyId, currentPin, newPin);
  const lastCode = (phone = PHONE) => [...sms.messages].reverse().find((m) => m.to === phone)?.code ?? '';
  return { users, codes, sms, tokens, logins, otp, pins, userOf, signIn, isLive, loginOutcome, change, lastCode };
}

/** Any six digits but the right ones. */
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');
const wrongPins = ['1111', '2222', '3333', '5555', '6666', '7777', '8888'];
const otpInvalid = { code: AuthErrorCode.OtpInvalid, status: 400, message: 'The verification code is not valid' };
const pinLocked = { code: AuthErrorCode.PinLocked, status: 429 };

beforeEach(() => {
  jest.useFakeTimers({ now: START, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  verifications.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('PinService.change', () => {
  it('sets the new PIN as an argon2id hash: the old PIN stops working, the new one works', async () => {
    const { change, signIn, userOf, loginOutcome } = await setup();
    await expect(change(PIN, NEW_PIN, await signIn())).resolves.toBeUndefined();
    const stored = userOf(PHONE).pinHash;
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain(NEW_PIN);
    expect(await loginOutcome(PIN)).toBe(AuthErrorCode.InvalidCredentials);
    expect(await loginOutcome(NEW_PIN)).toBe('OK');
  });

  it('ends the other sessions and keeps the one that changed it', async () => {
    const { change, signIn, isLive, tokens, userOf } = await setup();
    const current = await signIn();
    const other = await signIn();
    await change(PIN, NEW_PIN, current);
    expect(await isLive(current)).toBe(true);
    expect(await isLive(other)).toBe(false);
    const loadUser = async () => userOf(PHONE);
    await expect(tokens.rotate(current.refreshToken, { ip: newIp() }, loadUser)).resolves.toMatchObject({ refreshToken: expect.any(String) });
    await expect(tokens.rotate(other.refreshToken, { ip: newIp() }, loadUser)).rejects.toMatchObject({ code: AuthErrorCode.SessionRevoked });
  });

  it('refuses a wrong current PIN with 400 WRONG_CURRENT_PIN, keeping the PIN and every session', async () => {
    const { change, signIn, isLive, userOf, loginOutcome } = await setup();
    const before = userOf(PHONE).pinHash;
    const current = await signIn();
    const other = await signIn();
    const error = await errorOf(change('9999', NEW_PIN, current));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: AuthErrorCode.WrongCurrentPin, status: 400, message: 'Current PIN is incorrect' });
    expect(userOf(PHONE).pinHash).toBe(before);
    expect(await isLive(other)).toBe(true);
    expect(await loginOutcome(PIN)).toBe('OK');
  });

  it(`counts a wrong current PIN as a failed sign-in, and after ${CHANGE_PIN_FAILURES_PER_HOUR[0]?.limit} in an hour answers PIN_LOCKED, the right PIN too`, async () => {
    const { change, signIn, isLive, userOf, loginOutcome } = await setup();
    const before = userOf(PHONE).pinHash;
    const session = await signIn();
    const limit = CHANGE_PIN_FAILURES_PER_HOUR[0]?.limit ?? 0;
    const codes: string[] = [];
    for (const pin of wrongPins.slice(0, limit + 1)) codes.push(((await errorOf(change(pin, NEW_PIN, session))) as DomainError).code);
    expect(codes).toEqual([...Array(limit).fill(AuthErrorCode.WrongCurrentPin), AuthErrorCode.PinLocked]);
    expect(await errorOf(change(PIN, NEW_PIN, session))).toMatchObject(pinLocked);
    expect(userOf(PHONE).failedLogins).toBe(limit);
    expect(userOf(PHONE).pinHash).toBe(before);
    // Locked out of changing it, not signed out.
    expect(await isLive(session)).toBe(true);
    jest.setSystemTime(Date.now() + 60 * 60 * 1000);
    await expect(change(PIN, NEW_PIN, session)).resolves.toBeUndefined();
    expect(await loginOutcome(NEW_PIN)).toBe('OK');
  });

  it('shares the ceiling with login: after 100 failed sign-ins change PIN answers PIN_LOCKED', async () => {
    const { change, signIn, userOf } = await setup();
    userOf(PHONE).failedLogins = SIGN_IN_LIMITS.failureCeiling;
    expect(await errorOf(change(PIN, NEW_PIN, await signIn()))).toMatchObject(pinLocked);
  });

  it('refuses an admin with 403 ADMIN_PASSWORD_REQUIRED, without checking or counting the password', async () => {
    const { change, signIn, userOf, loginOutcome } = await setup();
    const before = userOf(ADMIN_PHONE).pinHash;
    const session = await signIn(ADMIN_PHONE);
    for (let i = 0; i < (CHANGE_PIN_FAILURES_PER_HOUR[0]?.limit ?? 0) + 1; i += 1) {
      expect(await errorOf(change(ADMIN_PASSWORD, NEW_PIN, session, ADMIN_PHONE))).toMatchObject({
        code: AuthErrorCode.AdminPasswordRequired,
        status: 403,
        message: 'Admin passwords are not PINs; an operator sets them with npm run admin:create',
      });
    }
    expect(verifications).not.toHaveBeenCalled();
    expect(userOf(ADMIN_PHONE).pinHash).toBe(before);
    expect(await loginOutcome(ADMIN_PASSWORD, ADMIN_PHONE)).toBe('OK');
  });
});

describe('PinService.sendResetCode', () => {
  it('texts a six-digit reset code to the account phone', async () => {
    const { pins, sms } = await setup();
    await expect(pins.sendResetCode(PHONE, { ip: newIp() })).resolves.toBeUndefined();
    expect(sms.messages).toEqual([expect.objectContaining({ to: PHONE, purpose: 'reset', code: expect.stringMatching(/^\d{6}$/) })]);
    expect(sms.messages[0]?.text).toContain(sms.messages[0]?.code);
  });

  it.each([
    ['an unknown phone', UNKNOWN_PHONE],
    ['an admin (whose password is no PIN)', ADMIN_PHONE],
  ])('answers %s exactly the same, and sends nothing', async (_name, phone) => {
    const { pins, sms, codes } = await setup();
    await expect(pins.sendResetCode(phone, { ip: newIp() })).resolves.toBeUndefined();
    expect(sms.messages).toEqual([]);
    expect(codes.rows).toEqual([]);
  });

  it.each([
    ['an account', PHONE],
    ['an unknown phone', UNKNOWN_PHONE],
    ['an admin', ADMIN_PHONE],
  ])('texts %s no new code while its latest works, and at most 3 an hour when codes are used up by wrong tries', async (_name, phone) => {
    const { pins, sms } = await setup();
    // Asked ten times in a minute: one text (for an account), all answered alike.
    for (let i = 0; i < 10; i += 1) await expect(pins.sendResetCode(phone, { ip: newIp() })).resolves.toBeUndefined();
    expect(sms.messages.length).toBe(phone === PHONE ? 1 : 0);
    // Each wrong try counts; the fifth ends the code (or the pretence), so the next ask sends again.
    const outcomes: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) await errorOf(pins.reset(phone, '000000', NEW_PIN, { ip: newIp() }));
      outcomes.push(await pins.sendResetCode(phone, { ip: newIp() }).then(() => 'sent', (e: DomainError) => e.code));
    }
    expect(outcomes).toEqual(['sent', 'sent', AuthErrorCode.OtpRateLimited]);
  });

  it('limits sends per client address across phones, known or not: the eleventh is refused', async () => {
    const { pins } = await setup();
    const ip = '198.51.100.7';
    const phones = [PHONE, ADMIN_PHONE, ...Array.from({ length: 9 }, (_, i) => `+1713555${2000 + i}`)];
    const outcomes: string[] = [];
    for (const phone of phones) outcomes.push(await pins.sendResetCode(phone, { ip }).then(() => 'sent', (e: DomainError) => e.code));
    expect(outcomes).toEqual([...Array(10).fill('sent'), AuthErrorCode.OtpRateLimited]);
  });
});

describe('PinService.reset', () => {
  it('sets the new PIN with the code: the new one works, the old one does not, and every session ends', async () => {
    const { pins, signIn, isLive, loginOutcome, lastCode, userOf } = await setup();
    const sessions = [await signIn(), await signIn()];
    await pins.sendResetCode(PHONE, { ip: newIp() });
    await expect(pins.reset(PHONE, lastCode(), NEW_PIN, { ip: newIp() })).resolves.toBeUndefined();
    expect(userOf(PHONE).pinHash).toMatch(/^\$argon2id\$/);
    for (const session of sessions) expect(await isLive(session)).toBe(false);
    expect(await loginOutcome(PIN)).toBe(AuthErrorCode.InvalidCredentials);
    expect(await loginOutcome(NEW_PIN)).toBe('OK');
  });

  it('works after 100 failed sign-ins, when nothing else does, and clears the count', async () => {
    const { pins, loginOutcome, lastCode, userOf } = await setup();
    userOf(PHONE).failedLogins = SIGN_IN_LIMITS.failureCeiling;
    expect(await loginOutcome(PIN)).toBe(AuthErrorCode.PinResetRequired);
    await pins.sendResetCode(PHONE, { ip: newIp() });
    await pins.reset(PHONE, lastCode(), NEW_PIN, { ip: newIp() });
    expect(userOf(PHONE).failedLogins).toBe(0);
    expect(await loginOutcome(NEW_PIN)).toBe('OK');
  });

  it('changes nothing for a wrong code', async () => {
    const { pins, loginOutcome, lastCode, userOf } = await setup();
    userOf(PHONE).failedLogins = SIGN_IN_LIMITS.failureCeiling;
    const before = userOf(PHONE).pinHash;
    await pins.sendResetCode(PHONE, { ip: newIp() });
    expect(await errorOf(pins.reset(PHONE, wrongFor(lastCode()), NEW_PIN, { ip: newIp() }))).toMatchObject(otpInvalid);
    expect(userOf(PHONE).pinHash).toBe(before);
    expect(await loginOutcome(PIN)).toBe(AuthErrorCode.PinResetRequired);
  });

  it(`refuses a wrong code, ends the code at the ${OTP_MAX_ATTEMPTS}th wrong try, and keeps the PIN and sessions`, async () => {
    const { pins, signIn, isLive, loginOutcome, lastCode } = await setup();
    const session = await signIn();
    await pins.sendResetCode(PHONE, { ip: newIp() });
    const code = lastCode();
    const codes: string[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) codes.push(((await errorOf(pins.reset(PHONE, wrongFor(code), NEW_PIN, { ip: newIp() }))) as DomainError).code);
    expect(codes).toEqual([...Array(OTP_MAX_ATTEMPTS - 1).fill(AuthErrorCode.OtpInvalid), AuthErrorCode.OtpTooManyAttempts]);
    expect(await errorOf(pins.reset(PHONE, code, NEW_PIN, { ip: newIp() }))).toMatchObject(otpInvalid);
    expect(await isLive(session)).toBe(true);
    expect(await loginOutcome(PIN)).toBe('OK');
  });

  it('answers an unknown phone exactly like a wrong code', async () => {
    const { pins, lastCode } = await setup();
    await pins.sendResetCode(PHONE, { ip: newIp() });
    const wrongCode = await errorOf(pins.reset(PHONE, wrongFor(lastCode()), NEW_PIN, { ip: newIp() }));
    const unknown = await errorOf(pins.reset(UNKNOWN_PHONE, '482913', NEW_PIN, { ip: newIp() }));
    expect(unknown).toBeInstanceOf(DomainError);
    expect(unknown).toEqual(wrongCode);
    expect(unknown).toMatchObject(otpInvalid);
  });

  it('never sets a PIN for an admin, even with a valid reset code for the phone', async () => {
    const { pins, otp, signIn, isLive, lastCode, userOf, loginOutcome } = await setup();
    const before = userOf(ADMIN_PHONE).pinHash;
    const session = await signIn(ADMIN_PHONE);
    await otp.send(ADMIN_PHONE, 'reset', newIp());
    expect(await errorOf(pins.reset(ADMIN_PHONE, lastCode(ADMIN_PHONE), NEW_PIN, { ip: newIp() }))).toMatchObject(otpInvalid);
    expect(userOf(ADMIN_PHONE).pinHash).toBe(before);
    expect(await isLive(session, ADMIN_PHONE)).toBe(true);
    expect(await loginOutcome(ADMIN_PASSWORD, ADMIN_PHONE)).toBe('OK');
  });

  it('refuses a code sent for registration', async () => {
    const { pins, otp, lastCode, loginOutcome } = await setup();
    await otp.send(PHONE, 'registration', newIp());
    expect(await errorOf(pins.reset(PHONE, lastCode(), NEW_PIN, { ip: newIp() }))).toMatchObject(otpInvalid);
    expect(await loginOutcome(PIN)).toBe('OK');
  });

  it('takes a code once', async () => {
    const { pins, lastCode, loginOutcome } = await setup();
    await pins.sendResetCode(PHONE, { ip: newIp() });
    const code = lastCode();
    await pins.reset(PHONE, code, NEW_PIN, { ip: newIp() });
    expect(await errorOf(pins.reset(PHONE, code, '5820731', { ip: newIp() }))).toMatchObject(otpInvalid);
    expect(await loginOutcome(NEW_PIN)).toBe('OK');
  });

  it('refuses a code whose ten minutes are up with OTP_EXPIRED, keeping the PIN', async () => {
    const { pins, lastCode, loginOutcome } = await setup();
    await pins.sendResetCode(PHONE, { ip: newIp() });
    jest.setSystemTime(START + OTP_TTL_MS);
    expect(await errorOf(pins.reset(PHONE, lastCode(), NEW_PIN, { ip: newIp() }))).toMatchObject({ code: AuthErrorCode.OtpExpired, status: 400 });
    expect(await loginOutcome(PIN)).toBe('OK');
  });
});
