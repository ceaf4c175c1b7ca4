import * as argon2 from 'argon2';
import type { Redis } from 'ioredis';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { DomainError, loadConfig, RateLimiter } from '@chonail/server/core/base';
import type { UserEntity } from './entities/user.entity';
import { FREE_LOGIN_FAILURES, LOGIN_LIMITS_PER_IP, LoginService, MAX_FAILURES_PER_HOUR } from './login.service';
import type { NewSession, SessionsRepository } from './sessions.repository';
import { TokenService } from './token.service';
import type { UsersRepository } from './users.repository';
import { errorOf, InMemoryRedis, ipSequence, userRow } from './testing/unit-fakes';
import type * as UnitFakes from './testing/unit-fakes';

/** Real argon2id at its smallest cost, `verify` a spy on the real one (see cheapArgon2). */
jest.mock('argon2', () => jest.requireActual<typeof UnitFakes>('./testing/unit-fakes').cheapArgon2());
const verifications = jest.mocked(argon2.verify);

const config = loadConfig(process.env);
const START = new Date('2025-03-01T08:00:00Z').getTime();
const PHONE = '+17135550123';
const PIN = '4829';
/** A new client address each time, so only the per-phone lock stands in the way unless a spec says otherwise. */
const newIp = ipSequence('10.0');
/** The wrong PINs an attacker would try, in order, never the right one. */
const wrongPins = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')).filter((pin) => pin !== PIN);

async function setup() {
  const users = new Map<string, UserEntity>();
  const add = async (phone: string, secret: string, overrides: Partial<UserEntity> = {}) => {
    const user = userRow(users.size + 1, phone, await argon2.hash(secret, { type: argon2.argon2id }), { firstName: 'Lan', ...overrides });
    users.set(phone, user);
    return user;
  };
  await add(PHONE, PIN);
  const sessions: NewSession[] = [];
  const sessionsFake = { insert: async (session: NewSession) => void sessions.push(session) };
  const usersFake = { findByPhone: async (phone: string) => users.get(phone) ?? null };
  const redis = new InMemoryRedis();
  // The fakes lack the real classes' private fields (the DataSource, the Redis connection), hence the casts.
  const limiter = new RateLimiter(redis as unknown as Redis, config);
  const tokens = new TokenService(sessionsFake as unknown as SessionsRepository, config);
  const logins = new LoginService(usersFake as unknown as UsersRepository, tokens, limiter, redis as unknown as Redis, config);
  const login = (secret: string, phone = PHONE, ip = newIp()) => logins.login(phone, secret, { ip, userAgent: 'unit-test' });
  /** The error code a login gets, or 'OK'. */
  const outcome = (secret: string, phone = PHONE, ip = newIp()) =>
    login(secret, phone, ip).then(
      () => 'OK',
      (error: unknown) => (error instanceof DomainError ? error.code : Promise.reject(error)),
    );
  return { users, add, sessions, redis, logins, login, outcome };
}

const invalidCredentials = { code: AuthErrorCode.InvalidCredentials, status: 401, message: 'Wrong phone number or PIN' };
const lockedFor = (minutes: number) => ({
  code: AuthErrorCode.PinLocked,
  status: 429,
  message: `Too many wrong PINs. Try again in ${minutes} minutes, or reset your PIN.`,
});
const advance = (seconds: number) => jest.setSystemTime(Date.now() + seconds * 1000);

beforeEach(() => {
  jest.useFakeTimers({ now: START, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  verifications.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('LoginService.login', () => {
  it('signs in with the right PIN: an access token, a refresh token of a new session, and the user without hash or blocked flag', async () => {
    const { login, sessions, users } = await setup();
    const answer = await login(PIN);
    expect(answer.token.split('.')).toHaveLength(3);
    expect(answer.refreshToken).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(sessions).toEqual([expect.objectContaining({ userId: users.get(PHONE)?.id, id: answer.refreshToken.split('.')[0] })]);
    expect(answer.user).toEqual({
      id: 1,
      phone: PHONE,
      firstName: 'Lan',
      lastName: null,
      email: null,
      role: 'user',
      profileImageUrl: null,
      createdAt: new Date(START).toISOString(),
    });
  });

  it('signs an admin in with their password through the same check', async () => {
    const { add, login } = await setup();
    await add('+17135550999', 'correct horse battery', { role: 'admin' });
    expect((await login('correct horse battery', '+17135550999')).user.role).toBe('admin');
    expect(await errorOf(login('correct horse batter', '+17135550999'))).toMatchObject(invalidCredentials);
  });

  it('answers a wrong PIN and an unknown phone with the same 401 INVALID_CREDENTIALS, and issues no session', async () => {
    const { login, sessions } = await setup();
    const wrongPin = await errorOf(login('9999'));
    const unknown = await errorOf(login(PIN, '+17135550100'));
    expect(wrongPin).toBeInstanceOf(DomainError);
    expect(wrongPin).toMatchObject(invalidCredentials);
    expect(unknown).toEqual(wrongPin);
    expect(unknown).toMatchObject(invalidCredentials);
    expect(sessions).toEqual([]);
  });

  it('compares an argon2id hash for an unknown phone too, so it takes as long as a wrong PIN', async () => {
    const { login } = await setup();
    await errorOf(login(PIN, '+17135550100'));
    expect(verifications).toHaveBeenCalledTimes(1);
    expect(verifications.mock.calls[0]?.[0]).toMatch(/^\$argon2id\$/);
  });

  it('refuses a blocked account with the right PIN: 403 ACCOUNT_BLOCKED, and no session', async () => {
    const { add, login, sessions } = await setup();
    await add('+17135550124', PIN, { blocked: true });
    expect(await errorOf(login(PIN, '+17135550124'))).toMatchObject({ code: AuthErrorCode.AccountBlocked, status: 403, message: 'This account has been blocked' });
    expect(sessions).toEqual([]);
  });

  it('says nothing about the block to someone without the PIN', async () => {
    const { add, login } = await setup();
    await add('+17135550124', PIN, { blocked: true });
    expect(await errorOf(login('9999', '+17135550124'))).toMatchObject(invalidCredentials);
  });
});

describe('the per-phone lock', () => {
  it(`locks the phone after ${FREE_LOGIN_FAILURES} wrong PINs in a row, with 429 PIN_LOCKED, even for the right PIN`, async () => {
    const { outcome, login } = await setup();
    const codes: string[] = [];
    for (const pin of wrongPins.slice(0, FREE_LOGIN_FAILURES + 1)) codes.push(await outcome(pin));
    expect(codes).toEqual([...Array(FREE_LOGIN_FAILURES).fill(AuthErrorCode.InvalidCredentials), AuthErrorCode.PinLocked]);
    expect(await errorOf(login(PIN))).toMatchObject(lockedFor(1));
  });

  it('compares no hash while the phone is locked', async () => {
    const { outcome } = await setup();
    for (const pin of wrongPins.slice(0, FREE_LOGIN_FAILURES)) await outcome(pin);
    expect(verifications).toHaveBeenCalledTimes(FREE_LOGIN_FAILURES);
    for (const pin of [...wrongPins.slice(FREE_LOGIN_FAILURES, FREE_LOGIN_FAILURES + 20), PIN]) expect(await outcome(pin)).toBe(AuthErrorCode.PinLocked);
    expect(verifications).toHaveBeenCalledTimes(FREE_LOGIN_FAILURES);
  });

  it('locks for a minute first, and lets the owner in once the minute is up', async () => {
    const { outcome, login } = await setup();
    for (const pin of wrongPins.slice(0, FREE_LOGIN_FAILURES)) await outcome(pin);
    advance(59);
    expect(await errorOf(login(PIN))).toMatchObject(lockedFor(1));
    advance(1);
    expect(await outcome(PIN)).toBe('OK');
  });

  it('locks an unknown phone the same way (the answer does not tell which phones have accounts)', async () => {
    const { outcome } = await setup();
    const codes: string[] = [];
    for (const pin of wrongPins.slice(0, FREE_LOGIN_FAILURES + 1)) codes.push(await outcome(pin, '+17135550100'));
    expect(codes).toEqual([...Array(FREE_LOGIN_FAILURES).fill(AuthErrorCode.InvalidCredentials), AuthErrorCode.PinLocked]);
  });

  it('doubles the lock with each further wrong PIN: 1, 2, 4 minutes', async () => {
    const { login } = await setup();
    for (const pin of wrongPins.slice(0, FREE_LOGIN_FAILURES)) await errorOf(login(pin));
    expect(await errorOf(login(PIN))).toMatchObject(lockedFor(1));
    advance(60);
    expect(await errorOf(login('1111'))).toMatchObject(invalidCredentials);
    expect(await errorOf(login(PIN))).toMatchObject(lockedFor(2));
    advance(119);
    expect(await errorOf(login(PIN))).toMatchObject(lockedFor(1));
    advance(1);
    expect(await errorOf(login('1111'))).toMatchObject(invalidCredentials);
    expect(await errorOf(login(PIN))).toMatchObject(lockedFor(4));
  });

  it('caps the lock at an hour', async () => {
    const { login } = await setup();
    for (const pin of wrongPins.slice(0, FREE_LOGIN_FAILURES)) await errorOf(login(pin));
    // Waiting out each lock and trying again: 2, 4, 8, 16, 32 minutes, then 64 would be next.
    for (const [i, minutes] of [1, 2, 4, 8, 16, 32].entries()) {
      advance(minutes * 60);
      expect(await errorOf(login(wrongPins[FREE_LOGIN_FAILURES + i] ?? ''))).toMatchObject(invalidCredentials);
    }
    expect(await errorOf(login(PIN))).toMatchObject(lockedFor(60));
    advance(60 * 60 - 1);
    expect(await errorOf(login(PIN))).toMatchObject(lockedFor(1));
    advance(1);
    await expect(login(PIN)).resolves.toMatchObject({ user: { phone: PHONE } });
  });

  it('starts the count again after a right PIN: wrong PINs are locked only when they come in a row', async () => {
    const { outcome } = await setup();
    const codes: string[] = [];
    for (const pin of [...wrongPins.slice(0, 4), PIN, ...wrongPins.slice(4, 8)]) codes.push(await outcome(pin));
    expect(codes).toEqual([...Array(4).fill(AuthErrorCode.InvalidCredentials), 'OK', ...Array(4).fill(AuthErrorCode.InvalidCredentials)]);
    expect(await outcome(PIN)).toBe('OK');
  });

  it(`takes no more than ${MAX_FAILURES_PER_HOUR} wrong PINs per phone in an hour, even between right ones; the lock then holds to the end of that hour`, async () => {
    const { outcome, login } = await setup();
    // Four wrong, the right one, four wrong, the right one: never five in a row.
    for (const pin of [...wrongPins.slice(0, 4), PIN, ...wrongPins.slice(4, 8), PIN, wrongPins[8] ?? '']) {
      await outcome(pin);
      advance(60);
    }
    // Eleven minutes into the hour, the tenth wrong PIN of the hour.
    expect(await outcome(wrongPins[9] ?? '')).toBe(AuthErrorCode.InvalidCredentials);
    expect(await errorOf(login(PIN))).toMatchObject(lockedFor(49));
    // The hour began with the first wrong PIN; the lock ends with it.
    advance(48 * 60);
    expect(await errorOf(login(PIN))).toMatchObject(lockedFor(1));
    advance(60);
    expect(await outcome(PIN)).toBe('OK');
  });

  it(`lets an attacker who waits out every lock, from a new address each time, compare at most ${MAX_FAILURES_PER_HOUR} PINs in any hour and never get in`, async () => {
    const { outcome } = await setup();
    const compared: number[] = [];
    let guess = 0;
    // A guess every 30 seconds for three hours.
    for (let t = 0; t < 3 * 60 * 60; t += 30) {
      const code = await outcome(wrongPins[guess] ?? '');
      expect(code).not.toBe('OK');
      if (code === AuthErrorCode.InvalidCredentials) {
        compared.push(Date.now());
        guess += 1;
      }
      advance(30);
    }
    const mostInAnHour = Math.max(...compared.map((start) => compared.filter((at) => at >= start && at < start + 60 * 60 * 1000).length));
    expect(mostInAnHour).toBeLessThanOrEqual(MAX_FAILURES_PER_HOUR);
    expect(compared.length).toBeGreaterThanOrEqual(FREE_LOGIN_FAILURES);
    expect(verifications).toHaveBeenCalledTimes(compared.length);
  });

  it('clearLock (a PIN reset) lifts the lock and forgets the wrong PINs so far', async () => {
    const { outcome, logins } = await setup();
    for (const pin of wrongPins.slice(0, FREE_LOGIN_FAILURES)) await outcome(pin);
    expect(await outcome(PIN)).toBe(AuthErrorCode.PinLocked);
    await logins.clearLock(PHONE);
    // Four more wrong ones do not lock: the streak started again.
    for (const pin of wrongPins.slice(0, FREE_LOGIN_FAILURES - 1)) expect(await outcome(pin)).toBe(AuthErrorCode.InvalidCredentials);
    expect(await outcome(PIN)).toBe('OK');
  });

  it('locks one phone only', async () => {
    const { add, outcome } = await setup();
    await add('+17135550124', '5820');
    for (const pin of wrongPins.slice(0, FREE_LOGIN_FAILURES)) await outcome(pin);
    expect(await outcome(PIN)).toBe(AuthErrorCode.PinLocked);
    expect(await outcome('5820', '+17135550124')).toBe('OK');
  });
});

describe('the per-address limit', () => {
  it('refuses the 31st login from one address in 15 minutes, across phones, with 429 PIN_LOCKED', async () => {
    expect(LOGIN_LIMITS_PER_IP).toEqual([{ name: 'login-ip-15m', limit: 30, windowSeconds: 15 * 60 }]);
    const { outcome, login } = await setup();
    const ip = '198.51.100.7';
    for (let i = 0; i < 30; i += 1) expect(await outcome('9999', `+1713555${String(1000 + i)}`, ip)).toBe(AuthErrorCode.InvalidCredentials);
    verifications.mockClear();
    // Even the right PIN of an account no one has guessed at, and without comparing it.
    expect(await errorOf(login(PIN, PHONE, ip))).toMatchObject(lockedFor(15));
    expect(verifications).not.toHaveBeenCalled();
    // Another address is not held up, and this one is let go when the 15 minutes are up.
    expect(await outcome(PIN, PHONE, '198.51.100.8')).toBe('OK');
    advance(15 * 60);
    expect(await outcome(PIN, PHONE, ip)).toBe('OK');
  });
});

describe('LoginService.check (change PIN goes through it)', () => {
  it('answers the user for the right PIN and null for a wrong one, counting it towards the same lock', async () => {
    const { logins, users, outcome } = await setup();
    const client = { ip: newIp() };
    await expect(logins.check(PHONE, PIN, client)).resolves.toBe(users.get(PHONE));
    for (const pin of wrongPins.slice(0, FREE_LOGIN_FAILURES)) await expect(logins.check(PHONE, pin, { ip: newIp() })).resolves.toBeNull();
    expect(await errorOf(logins.check(PHONE, PIN, client))).toMatchObject(lockedFor(1));
    expect(await outcome(PIN)).toBe(AuthErrorCode.PinLocked);
  });
});
