import * as argon2 from 'argon2';
import type { Redis } from 'ioredis';
import { JwtService } from '@nestjs/jwt';
import { AuthErrorCode, ErrorCode } from '@chonail/shared/contracts';
import { DomainError, loadConfig, RateLimiter, requireJwtSecret } from '@chonail/server/core/base';
import type { UserEntity } from './entities/user.entity';
import type { OtpCodesRepository } from './otp-codes.repository';
import { ACCOUNT_EXISTS_SMS_TEXT, OTP_MAX_ATTEMPTS, OTP_TTL_MS, OtpService, otpSendLimitsPerCountry } from './otp.service';
import type { LoginService } from './login.service';
import { PinHasher } from './pin-hasher';
import { RegistrationService, type RegistrationDetails } from './registration.service';
import type { NewSession, SessionsRepository } from './sessions.repository';
import { ACCESS_TOKEN_VERIFY, TokenService } from './token.service';
import type { NewMember, UsersRepository } from './users.repository';
import { CollectingSms, errorOf, InMemoryOtpCodes, InMemoryRedis, ipSequence, userRow } from './testing/unit-fakes';
import type * as UnitFakes from './testing/unit-fakes';

/**
 * RegistrationService with the real OtpService, TokenService and RateLimiter around it, over
 * in-memory fakes of the repositories and of Redis; the SQL and Redis themselves are covered by
 * the integration specs.
 *
 * argon2 is the real argon2id at its smallest cost (see cheapArgon2).
 */
jest.mock('argon2', () => jest.requireActual<typeof UnitFakes>('./testing/unit-fakes').cheapArgon2());

/** users with the unique index on phone: an insert of a taken phone answers null, as the real one does. */
class InMemoryUsers implements Pick<UsersRepository, 'phoneExists' | 'insertMember'> {
  readonly rows: UserEntity[] = [];
  /** Runs between the service's phoneExists and its insert: another completion getting there first. */
  beforeInsert: (() => void) | undefined;

  async phoneExists(phone: string): Promise<boolean> {
    return this.rows.some((r) => r.phone === phone);
  }

  async insertMember(member: NewMember): Promise<UserEntity | null> {
    this.beforeInsert?.();
    if (this.rows.some((r) => r.phone === member.phone)) return null;
    const { pin, ...details } = member;
    const row: UserEntity = { ...details, ...pin, failedLogins: 0, totpSecret: null, totpLastStep: null, id: this.rows.length + 1, role: 'user', blocked: false, profileImageUrl: null, expiryReminders: true, language: null, createdAt: new Date(), updatedAt: new Date() };
    this.rows.push(row);
    return { ...row };
  }
}

const config = loadConfig(process.env);
const START = new Date('2025-03-01T08:00:00Z').getTime();
const PHONE = '+17135550123';
const PIN = '4829';
const profile = { firstName: 'Lan', lastName: 'Nguyễn', email: 'lan@example.com' };
const newIp = ipSequence('10.2');
const PEPPER = Buffer.from('a-test-pepper-of-thirty-two-chars!');
const hasher = new PinHasher([{ id: 'k1', secret: PEPPER }]);

function setup() {
  const users = new InMemoryUsers();
  const redis = new InMemoryRedis();
  const codes = new InMemoryOtpCodes();
  const sms = new CollectingSms();
  const sessions: NewSession[] = [];
  const sessionsFake = { insert: async (session: NewSession) => void sessions.push(session) };
  // The fakes lack the real classes' private fields (the DataSource, the Redis connection), hence the casts.
  const limiter = new RateLimiter(redis as unknown as Redis, config);
  const otp = new OtpService(codes as unknown as OtpCodesRepository, sms, limiter, redis as unknown as Redis, config);
  const tokens = new TokenService(sessionsFake as unknown as SessionsRepository, config);
  // The device it signed up on is remembered through LoginService (its own spec covers that).
  const logins = { rememberDevice: (_id: number, token?: string) => Promise.resolve(token ?? 'new-device-token') } as unknown as LoginService;
  const registration = new RegistrationService(users as unknown as UsersRepository, otp, tokens, hasher, logins);

  const sendCode = (details: Partial<RegistrationDetails> = {}, ip = newIp()) => registration.sendCode({ phone: PHONE, password: PIN, ...details }, { ip });
  const complete = (otpCode: string, details: Partial<RegistrationDetails> = {}, ip = newIp()) =>
    registration.complete({ phone: PHONE, password: PIN, ...details, otp: otpCode }, { ip, userAgent: 'unit-test' });
  const lastCode = (phone = PHONE) => [...sms.messages].reverse().find((m) => m.to === phone && m.purpose === 'registration')?.code ?? '';
  /** An account made the way registration makes one. */
  const registered = async (phone = PHONE, pin = PIN) => {
    await sendCode({ phone, password: pin });
    await complete(lastCode(phone), { phone, password: pin });
    sms.messages.length = 0;
    return users.rows.find((r) => r.phone === phone) as UserEntity;
  };
  return { users, redis, codes, sms, sessions, otp, registration, sendCode, complete, lastCode, registered };
}

/** Any six digits but the right ones. */
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');
const otpInvalid = { code: AuthErrorCode.OtpInvalid, status: 400, message: 'The verification code is not valid' };
const phoneTaken = { code: AuthErrorCode.PhoneTaken, status: 409, message: 'This phone number is already registered' };
const rateLimited = { code: AuthErrorCode.OtpRateLimited, status: 429, message: 'Too many codes requested. Please try again in 60 minutes.' };

beforeEach(() => jest.useFakeTimers({ now: START, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

describe('RegistrationService.sendCode', () => {
  it('texts a six-digit registration code to the phone, and creates no account yet', async () => {
    const { sendCode, sms, users } = setup();
    await expect(sendCode()).resolves.toBeUndefined();
    expect(sms.messages).toEqual([expect.objectContaining({ to: PHONE, purpose: 'registration', code: expect.stringMatching(/^\d{6}$/) })]);
    expect(sms.messages[0]?.text).toContain(sms.messages[0]?.code);
    expect(users.rows).toEqual([]);
  });

  it('answers a registered phone exactly the same, and texts its owner to sign in instead of a code', async () => {
    const { sendCode, registered, sms, codes } = setup();
    await registered();
    const codesBefore = codes.rows.length;
    await expect(sendCode({ password: '5937' })).resolves.toBeUndefined();
    expect(sms.messages).toEqual([{ to: PHONE, purpose: 'account-exists', code: '', text: ACCOUNT_EXISTS_SMS_TEXT }]);
    expect(ACCOUNT_EXISTS_SMS_TEXT).toContain('sign in or use Forgot PIN');
    expect(codes.rows).toHaveLength(codesBefore);
  });

  it('counts sends for a registered phone against the same limits (one code at sign-up, then two more, then 429), texting its owner once', async () => {
    const { sendCode, registered, sms } = setup();
    await registered();
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i += 1) outcomes.push(await sendCode().then(() => 'sent', (e: DomainError) => e.code));
    expect(outcomes).toEqual(['sent', 'sent', AuthErrorCode.OtpRateLimited, AuthErrorCode.OtpRateLimited]);
    // "You have an account" says the same each time: once a day, however often sign-up is tried.
    expect(sms.messages.filter((m) => m.purpose === 'account-exists')).toHaveLength(1);
  });

  it('limits sends per phone: the fourth within an hour is refused with 429 OTP_RATE_LIMITED, and not texted', async () => {
    const { sendCode, sms } = setup();
    for (let i = 0; i < 3; i += 1) await sendCode();
    expect(await errorOf(sendCode())).toMatchObject(rateLimited);
    expect(sms.messages).toHaveLength(3);
    jest.setSystemTime(START + 30 * 60 * 1000);
    expect(await errorOf(sendCode())).toMatchObject({ code: AuthErrorCode.OtpRateLimited });
    jest.setSystemTime(START + 60 * 60 * 1000);
    await expect(sendCode()).resolves.toBeUndefined();
  });

  it('limits sends per client address across phones: the eleventh is refused', async () => {
    const { sendCode } = setup();
    const ip = '198.51.100.7';
    const outcomes: string[] = [];
    for (let i = 0; i < 11; i += 1) outcomes.push(await sendCode({ phone: `+1713555${3000 + i}` }, ip).then(() => 'sent', (e: DomainError) => e.code));
    expect(outcomes).toEqual([...Array(10).fill('sent'), AuthErrorCode.OtpRateLimited]);
  });

  it.each(['+8491234567', '+441234567', '+33123456789012'])(
    'refuses %s (the shape of E.164, but no such number) with 400 VALIDATION_ERROR on phone, sending and counting nothing',
    async (phone) => {
      const { sendCode, sms, redis } = setup();
      expect(await errorOf(sendCode({ phone }))).toMatchObject({
        code: ErrorCode.ValidationError,
        status: 400,
        message: 'Invalid input',
        details: [{ path: 'phone', message: 'Invalid phone number' }],
      });
      expect(sms.messages).toEqual([]);
      expect(redis.entries.size).toBe(0);
    },
  );

  it.each([
    ['a US number no phone can have (area code 123)', '+11234567890'],
    ['a US number no phone can have (area code 000)', '+10001234567'],
    ['a premium-rate number (900): a text there earns its owner money', '+19005551234'],
    ['a toll-free number', '+18005551234'],
  ])('refuses %s with 400 VALIDATION_ERROR on phone, texting and counting nothing', async (_name, phone) => {
    const { sendCode, sms, redis } = setup();
    expect(await errorOf(sendCode({ phone }))).toMatchObject({ code: ErrorCode.ValidationError, status: 400, details: [{ path: 'phone', message: 'Invalid phone number' }] });
    expect(sms.messages).toEqual([]);
    expect(redis.entries.size).toBe(0);
  });

  it('limits texts per country calling code in an hour: SMS pumping sprays one country from many addresses', async () => {
    const { sendCode } = setup();
    const limit = otpSendLimitsPerCountry('84')[0]?.limit ?? 0;
    const outcomes: string[] = [];
    for (let i = 0; i <= limit; i += 1) outcomes.push(await sendCode({ phone: `+8491234${String(i).padStart(4, '0')}` }).then(() => 'sent', (e: DomainError) => e.code));
    expect(outcomes.slice(0, limit).every((o) => o === 'sent')).toBe(true);
    expect(outcomes[limit]).toBe(AuthErrorCode.OtpRateLimited);
    // Another country's numbers still get theirs.
    await expect(sendCode({ phone: '+17135550188' })).resolves.toBeUndefined();
  });

  it.each([
    ['a Vietnamese mobile', '+84912345678'],
    ['a US mobile', '+17135550123'],
  ])('takes %s', async (_name, phone) => {
    const { sendCode, sms } = setup();
    await sendCode({ phone });
    expect(sms.messages).toEqual([expect.objectContaining({ to: phone, purpose: 'registration' })]);
  });
});

describe('RegistrationService.complete', () => {
  it('creates a user account with the code, and signs it in', async () => {
    const { sendCode, complete, lastCode, users, sessions } = setup();
    await sendCode(profile);
    const answer = await complete(lastCode(), profile);

    expect(users.rows).toHaveLength(1);
    const stored = users.rows[0] as UserEntity;
    expect(stored).toMatchObject({ phone: PHONE, ...profile, role: 'user', blocked: false });
    expect(answer.user).toEqual({
      id: stored.id,
      phone: PHONE,
      ...profile,
      role: 'user',
      profileImageUrl: null,
      createdAt: stored.createdAt.toISOString(),
      // Issue 39: a new account is texted before its posts expire until it turns that off.
      expiryReminders: true,
    });
    expect(answer.refreshToken).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(sessions).toEqual([expect.objectContaining({ id: answer.refreshToken.split('.')[0], userId: stored.id })]);
    const claims = new JwtService({ secret: requireJwtSecret(config) }).verify<Record<string, unknown>>(answer.token, {
      algorithms: [...ACCESS_TOKEN_VERIFY.algorithms],
      audience: ACCESS_TOKEN_VERIFY.audience,
      issuer: ACCESS_TOKEN_VERIFY.issuer,
    });
    expect(claims).toMatchObject({ sub: String(stored.id), role: 'user', typ: 'access', sid: sessions[0]?.familyId });
  });

  it('stores the PIN only as an argon2id hash of it keyed with the pepper, which it names', async () => {
    const { sendCode, complete, lastCode, users } = setup();
    await sendCode();
    await complete(lastCode());
    const { pinHash, pinPepperId } = users.rows[0] as UserEntity;
    expect(pinHash).toMatch(/^\$argon2id\$/);
    expect(pinHash).not.toContain(PIN);
    expect(pinPepperId).toBe('k1');
    await expect(argon2.verify(pinHash, PIN, { secret: PEPPER })).resolves.toBe(true);
    await expect(argon2.verify(pinHash, '4828', { secret: PEPPER })).resolves.toBe(false);
    // The hash alone, without the pepper from the environment, checks nothing.
    await expect(argon2.verify(pinHash, PIN)).resolves.toBe(false);
  });

  it.each([
    ['left out', {}],
    ['empty', { firstName: '', lastName: '', email: '' }],
  ])('stores names and email %s as null', async (_name, details) => {
    const { sendCode, complete, lastCode } = setup();
    await sendCode();
    const answer = await complete(lastCode(), details);
    expect(answer.user).toMatchObject({ firstName: null, lastName: null, email: null });
  });

  it(`refuses a wrong code, ends the code at the ${OTP_MAX_ATTEMPTS}th wrong try, and creates nothing`, async () => {
    const { sendCode, complete, lastCode, users, sessions } = setup();
    await sendCode();
    const code = lastCode();
    const codes: string[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      const error = await errorOf(complete(wrongFor(code)));
      expect(error).toMatchObject({ status: 400 });
      codes.push((error as DomainError).code);
    }
    expect(codes).toEqual([...Array(OTP_MAX_ATTEMPTS - 1).fill(AuthErrorCode.OtpInvalid), AuthErrorCode.OtpTooManyAttempts]);
    expect(await errorOf(complete(code))).toMatchObject(otpInvalid);
    expect(users.rows).toEqual([]);
    expect(sessions).toEqual([]);
  });

  it('refuses a code whose ten minutes are up with 400 OTP_EXPIRED, and creates nothing', async () => {
    const { sendCode, complete, lastCode, users } = setup();
    await sendCode();
    jest.setSystemTime(START + OTP_TTL_MS);
    expect(await errorOf(complete(lastCode()))).toMatchObject({ code: AuthErrorCode.OtpExpired, status: 400 });
    expect(users.rows).toEqual([]);
  });

  it('refuses a code sent for a PIN reset', async () => {
    const { complete, otp, sms, users } = setup();
    await otp.send(PHONE, 'reset', newIp());
    expect(await errorOf(complete(sms.messages[0]?.code ?? ''))).toMatchObject(otpInvalid);
    expect(users.rows).toEqual([]);
  });

  it('checks the code first: a guessed code for a registered phone says only that the code is wrong', async () => {
    const { complete, registered, users } = setup();
    const account = await registered();
    const before = { ...account };
    expect(await errorOf(complete('123456', { password: '5937' }))).toMatchObject(otpInvalid);
    expect(users.rows).toEqual([before]);
  });

  it('refuses a phone that got an account after its code was sent with 409 PHONE_TAKEN, touching nothing', async () => {
    const { sendCode, complete, lastCode, users, sessions } = setup();
    await sendCode();
    // Made another way meanwhile (an operator's admin:create, say); the code is still valid.
    const existing = userRow(7, PHONE, 'the-existing-hash');
    users.rows.push(existing);
    expect(await errorOf(complete(lastCode(), { password: '5937' }))).toMatchObject(phoneTaken);
    expect(users.rows).toEqual([userRow(7, PHONE, 'the-existing-hash')]);
    expect(sessions).toEqual([]);
  });

  it('answers the loser of two completions racing for one phone with 409 PHONE_TAKEN, and no session', async () => {
    const { sendCode, complete, lastCode, users, sessions } = setup();
    await sendCode();
    // The other completion inserts between this one's phoneExists and its insert; the unique index decides.
    users.beforeInsert = () => {
      users.beforeInsert = undefined;
      users.rows.push(userRow(99, PHONE, 'the-winner'));
    };
    expect(await errorOf(complete(lastCode()))).toMatchObject(phoneTaken);
    expect(users.rows.map((r) => r.pinHash)).toEqual(['the-winner']);
    expect(sessions).toEqual([]);
  });

  it('refuses a number that is not real for its country before looking at the code', async () => {
    const { complete, users, codes } = setup();
    expect(await errorOf(complete('123456', { phone: '+8491234567' }))).toMatchObject({ code: ErrorCode.ValidationError, status: 400 });
    expect(codes.rows).toEqual([]);
    expect(users.rows).toEqual([]);
  });
});
