import * as argon2 from 'argon2';
import type { Redis } from 'ioredis';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { SIGN_IN_LIMITS } from '@chonail/shared/domain';
import { DomainError, loadConfig, RateLimiter } from '@chonail/server/core/base';
import type { UserEntity } from './entities/user.entity';
import type { KnownDevicesRepository } from './known-devices.repository';
import { LoginService, type SignInProof } from './login.service';
import type { OtpCodesRepository } from './otp-codes.repository';
import { OtpService } from './otp.service';
import { PinHasher } from './pin-hasher';
import { StaffTotp } from './staff-totp';
import type { SessionsRepository } from './sessions.repository';
import { TokenService } from './token.service';
import type { UsersRepository } from './users.repository';
import { CollectingSms, errorOf, InMemoryKnownDevices, InMemoryOtpCodes, InMemoryRedis, InMemorySessions, InMemoryUsers, ipSequence, userRow } from './testing/unit-fakes';
import type * as UnitFakes from './testing/unit-fakes';

/** Real argon2id at its smallest cost, `verify` a spy on the real one (see cheapArgon2). */
jest.mock('argon2', () => jest.requireActual<typeof UnitFakes>('./testing/unit-fakes').cheapArgon2());
const verifications = jest.mocked(argon2.verify);

const config = loadConfig(process.env);
const START = new Date('2025-03-01T08:00:00Z').getTime();
const PHONE = '+17135550123';
const PIN = '4829';
const newIp = ipSequence('10.0');
const wrongPins = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')).filter((pin) => pin !== PIN);
const PEPPER = { id: 'k1', secret: Buffer.from('a-test-pepper-of-thirty-two-chars!') };
const hasher = new PinHasher([PEPPER]);

async function setup() {
  const users = new InMemoryUsers();
  const add = async (phone: string, secret: string, overrides: Partial<UserEntity> = {}) => {
    const user = userRow(users.rows.size + 1, phone, '', { firstName: 'Lan', ...(await hasher.hash(secret)), ...overrides });
    users.rows.set(phone, user);
    return user;
  };
  await add(PHONE, PIN);
  const sessions = new InMemorySessions();
  const devices = new InMemoryKnownDevices();
  const codes = new InMemoryOtpCodes();
  const sms = new CollectingSms();
  const redis = new InMemoryRedis();
  // The fakes lack the real classes' private fields (the DataSource, the Redis connection), hence the casts.
  const limiter = new RateLimiter(redis as unknown as Redis, config);
  const tokens = new TokenService(sessions as unknown as SessionsRepository, config);
  const otp = new OtpService(codes as unknown as OtpCodesRepository, sms, limiter, redis as unknown as Redis, config);
  const logins = new LoginService(
    users as unknown as UsersRepository,
    devices as unknown as KnownDevicesRepository,
    tokens,
    otp,
    hasher,
    new StaffTotp([PEPPER]),
    limiter,
  );
  const login = (secret: string, { phone = PHONE, ip = newIp(), ...proof }: SignInProof & { phone?: string; ip?: string } = {}) =>
    logins.login(phone, secret, { ip, userAgent: 'unit-test' }, proof);
  /** The error code a login gets, or 'OK'. */
  const outcome = (...args: Parameters<typeof login>) =>
    login(...args).then(
      () => 'OK',
      (error: unknown) => (error instanceof DomainError ? error.code : Promise.reject(error)),
    );
  /** Strangers' wrong PINs, each from a new address and a new device. */
  const attack = async (count: number, phone = PHONE) => {
    for (const pin of wrongPins.slice(0, count)) await outcome(pin, { phone });
  };
  const loginCodes = () => sms.messages.filter((m) => m.purpose === 'login');
  return { users, add, sessions, devices, codes, sms, logins, login, outcome, attack, loginCodes };
}

const invalidCredentials = { code: AuthErrorCode.InvalidCredentials, status: 401 };

beforeEach(() => {
  jest.useFakeTimers({ now: START, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  verifications.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('LoginService.login', () => {
  it('signs in with the right PIN: tokens of a new session, the user, and a device token it now knows', async () => {
    const { login, sessions, devices } = await setup();
    const answer = await login(PIN);
    expect(answer.token.split('.')).toHaveLength(3);
    expect([...sessions.rows.values()]).toEqual([expect.objectContaining({ userId: 1, id: answer.refreshToken.split('.')[0] })]);
    expect(answer.user).toMatchObject({ id: 1, phone: PHONE, role: 'user' });
    expect(answer.user).not.toHaveProperty('pinHash');
    expect(answer.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(devices.rows.size).toBe(1);
  });

  it('answers a wrong PIN and an unknown phone with the same 401 INVALID_CREDENTIALS after the same hash work', async () => {
    const { login, sessions } = await setup();
    const wrongPin = await errorOf(login('9999'));
    const unknown = await errorOf(login(PIN, { phone: '+17135550100' }));
    expect(wrongPin).toMatchObject(invalidCredentials);
    expect(unknown).toEqual(wrongPin);
    expect(verifications).toHaveBeenCalledTimes(2);
    expect(sessions.rows.size).toBe(0);
  });

  it(`asks a new device for a texted code once strangers failed ${SIGN_IN_LIMITS.freeStrangerFailures} times, the same for the right and a wrong PIN, without comparing either`, async () => {
    const { attack, login, outcome, loginCodes } = await setup();
    await attack(SIGN_IN_LIMITS.freeStrangerFailures);
    verifications.mockClear();
    const right = await errorOf(login(PIN));
    const wrong = await errorOf(login('1111'));
    expect(right).toMatchObject({ code: AuthErrorCode.LoginCodeRequired, status: 401 });
    expect(wrong).toEqual(right);
    expect(verifications).not.toHaveBeenCalled();
    // However often it is asked while the code lives, the phone gets one text.
    for (let i = 0; i < 30; i += 1) expect(await outcome(wrongPins[i] as string)).toBe(AuthErrorCode.LoginCodeRequired);
    expect(loginCodes()).toHaveLength(1);
  });

  it('signs the owner in on a new device with the PIN and the texted code, while a wrong code with the right PIN tells nothing', async () => {
    const { attack, login, loginCodes, codes } = await setup();
    await attack(SIGN_IN_LIMITS.freeStrangerFailures);
    expect(await errorOf(login(PIN))).toMatchObject({ code: AuthErrorCode.LoginCodeRequired });
    const code = loginCodes()[0]?.code as string;
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect(await errorOf(login(PIN, { code: wrongCode }))).toMatchObject(invalidCredentials);
    expect(await errorOf(login('1111', { code }))).toMatchObject(invalidCredentials);
    const answer = await login(PIN, { code });
    expect(answer.user.phone).toBe(PHONE);
    // Used up by the sign-in: it does not open the account a second time.
    expect(codes.rows.every((r) => r.consumedAt)).toBe(true);
  });

  it('keeps a device that signed in before on the PIN alone through a 2,000-guess attack', async () => {
    const { attack, login, loginCodes } = await setup();
    const { deviceToken } = await login(PIN);
    await attack(2_000);
    expect((await login(PIN, { deviceToken })).user.phone).toBe(PHONE);
    expect(loginCodes().length).toBeLessThanOrEqual(1);
  });

  it(`forgets a known device after ${SIGN_IN_LIMITS.knownDeviceFailures} wrong PINs on it: a lost phone gets a handful of guesses`, async () => {
    const { attack, login, outcome } = await setup();
    const { deviceToken } = await login(PIN);
    await attack(SIGN_IN_LIMITS.freeStrangerFailures);
    for (const pin of wrongPins.slice(0, SIGN_IN_LIMITS.knownDeviceFailures)) expect(await outcome(pin, { deviceToken })).toBe(AuthErrorCode.InvalidCredentials);
    expect(await outcome(PIN, { deviceToken })).toBe(AuthErrorCode.LoginCodeRequired);
  });

  it(`takes only a PIN reset after ${SIGN_IN_LIMITS.failureCeiling} failed checks in a row, even on a known device`, async () => {
    const { login, users, outcome } = await setup();
    const { deviceToken } = await login(PIN);
    (users.rows.get(PHONE) as UserEntity).failedLogins = SIGN_IN_LIMITS.failureCeiling;
    expect(await errorOf(login(PIN, { deviceToken }))).toMatchObject({ code: AuthErrorCode.PinResetRequired, status: 403 });
    expect(await outcome(PIN)).toBe(AuthErrorCode.PinResetRequired);
  });

  it('counts every failed check towards the ceiling, and a sign-in clears the count', async () => {
    const { login, users, outcome } = await setup();
    const { deviceToken } = await login(PIN);
    for (const pin of wrongPins.slice(0, 3)) await outcome(pin, { deviceToken });
    expect(users.rows.get(PHONE)?.failedLogins).toBe(3);
    await login(PIN, { deviceToken });
    expect(users.rows.get(PHONE)?.failedLogins).toBe(0);
  });

  it(`asks for the code, and never refuses, a right PIN from an address with ${SIGN_IN_LIMITS.addressFailures} failures of other people (a carrier NAT)`, async () => {
    const { add, login, outcome } = await setup();
    const nat = '100.64.0.1';
    const { deviceToken } = await login(PIN, { ip: nat });
    for (let i = 0; i < SIGN_IN_LIMITS.addressFailures; i += 1) {
      const phone = `+1713556${String(i).padStart(4, '0')}`;
      await add(phone, '7391');
      expect(await outcome('1111', { phone, ip: nat })).toBe(AuthErrorCode.InvalidCredentials);
    }
    // Each of those phones failed once only: their owners sign in anywhere with the PIN alone.
    expect(await outcome('7391', { phone: '+17135560007' })).toBe('OK');
    // Behind the busy address: the known device signs in; a new device is asked for the code.
    expect(await outcome(PIN, { ip: nat, deviceToken })).toBe('OK');
    expect(await outcome('7391', { phone: '+17135560008', ip: nat })).toBe(AuthErrorCode.LoginCodeRequired);
  });

  it('answers a blocked account the same for the right and a wrong PIN', async () => {
    const { add, login } = await setup();
    await add('+17135550777', PIN, { blocked: true });
    const right = await errorOf(login(PIN, { phone: '+17135550777' }));
    const wrong = await errorOf(login('1111', { phone: '+17135550777' }));
    expect(right).toMatchObject({ code: AuthErrorCode.AccountBlocked, status: 403 });
    expect(wrong).toEqual(right);
  });

  it('rehashes a PIN stored before peppers (argon2 defaults, unkeyed) at its next sign-in, keyed with the current pepper', async () => {
    const { add, login, users } = await setup();
    await add('+17135550555', '', { pinHash: await argon2.hash(PIN, { type: argon2.argon2id }), pinPepperId: null });
    await login(PIN, { phone: '+17135550555' });
    const stored = users.rows.get('+17135550555') as UserEntity;
    expect(stored.pinPepperId).toBe('k1');
    expect((await hasher.check(stored, PIN)).ok).toBe(true);
    // Without the pepper the stored hash is useless: the PIN alone does not verify it.
    expect(await jest.requireActual<typeof argon2>('argon2').verify(stored.pinHash, PIN)).toBe(false);
  });
});
