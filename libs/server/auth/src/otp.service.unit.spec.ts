import type { Redis } from 'ioredis';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { DomainError, loadConfig, type RateLimiter, type RateLimitResult } from '@chonail/server/core/base';
import type { OtpCodesRepository } from './otp-codes.repository';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, OtpService } from './otp.service';
import { CollectingSms, InMemoryOtpCodes, InMemoryRedis } from './testing/unit-fakes';

const allowAll: Pick<RateLimiter, 'hit'> = { hit: async (): Promise<RateLimitResult> => ({ allowed: true, retryAfterSeconds: 0 }) };
const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'unit-test-secret-unit-test-secret-0123' });

const PHONE = '+17135550123';
const IP = '203.0.113.9';

function setup() {
  const codes = new InMemoryOtpCodes();
  const sms = new CollectingSms();
  // The fakes lack the real classes' private fields (the DataSource, Redis), hence the casts.
  const otp = new OtpService(codes as unknown as OtpCodesRepository, sms, allowAll as RateLimiter, new InMemoryRedis() as unknown as Redis, config);
  const lastCode = () => sms.messages.at(-1)?.code ?? '';
  return { codes, sms, otp, lastCode };
}

/** Any six digits but the right ones. */
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');

async function rejectsWith(attempt: Promise<unknown>, code: string): Promise<void> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code, status: 400 });
}

afterEach(() => jest.restoreAllMocks());

describe('OtpService', () => {
  it('texts a six-digit code that verifies once, and only once', async () => {
    const { otp, sms, lastCode } = setup();
    await otp.send(PHONE, 'registration', IP);
    expect(sms.messages).toEqual([expect.objectContaining({ to: PHONE, purpose: 'registration' })]);
    expect(lastCode()).toMatch(/^\d{6}$/);

    await expect(otp.verify(PHONE, 'registration', lastCode())).resolves.toBeUndefined();
    await rejectsWith(otp.verify(PHONE, 'registration', lastCode()), AuthErrorCode.OtpInvalid);
  });

  it('only accepts a code for the purpose it was sent for', async () => {
    const { otp, lastCode } = setup();
    await otp.send(PHONE, 'registration', IP);
    await rejectsWith(otp.verify(PHONE, 'reset', lastCode()), AuthErrorCode.OtpInvalid);
    await expect(otp.verify(PHONE, 'registration', lastCode())).resolves.toBeUndefined();
  });

  it('retires the earlier code when a new one is sent', async () => {
    const { otp, codes, lastCode } = setup();
    await otp.send(PHONE, 'registration', IP);
    const first = lastCode();
    // A new code equal to the old one (one in a million) would prove nothing, so draw until they differ.
    do {
      await otp.send(PHONE, 'registration', IP);
    } while (lastCode() === first);
    const second = lastCode();

    expect(codes.rows.filter((r) => !r.consumedAt)).toHaveLength(1);
    await rejectsWith(otp.verify(PHONE, 'registration', first), AuthErrorCode.OtpInvalid);
    await expect(otp.verify(PHONE, 'registration', second)).resolves.toBeUndefined();
  });

  it('counts wrong codes, and the fifth wrong one ends the code', async () => {
    const { otp, codes, lastCode } = setup();
    await otp.send(PHONE, 'registration', IP);
    const right = lastCode();
    const wrong = wrongFor(right);

    for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) {
      await rejectsWith(otp.verify(PHONE, 'registration', wrong), AuthErrorCode.OtpInvalid);
      expect(codes.rows[0]?.attempts).toBe(i);
    }
    await rejectsWith(otp.verify(PHONE, 'registration', wrong), AuthErrorCode.OtpTooManyAttempts);
    expect(codes.rows[0]?.consumedAt).toBeInstanceOf(Date);
    // Ended means ended: the right code no longer works either.
    await rejectsWith(otp.verify(PHONE, 'registration', right), AuthErrorCode.OtpInvalid);
  });

  it('still accepts the right code after four wrong ones', async () => {
    const { otp, lastCode } = setup();
    await otp.send(PHONE, 'reset', IP);
    const right = lastCode();
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) {
      await rejectsWith(otp.verify(PHONE, 'reset', wrongFor(right)), AuthErrorCode.OtpInvalid);
    }
    await expect(otp.verify(PHONE, 'reset', right)).resolves.toBeUndefined();
  });

  it('refuses a code as expired from the moment its ten minutes are up', async () => {
    const { otp, lastCode } = setup();
    const other = '+17135550124';
    const sentAt = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(sentAt);
    await otp.send(PHONE, 'registration', IP);
    const code = lastCode();
    await otp.send(other, 'registration', IP);
    const otherCode = lastCode();

    now.mockReturnValue(sentAt + OTP_TTL_MS - 1);
    await expect(otp.verify(other, 'registration', otherCode)).resolves.toBeUndefined();
    now.mockReturnValue(sentAt + OTP_TTL_MS);
    await rejectsWith(otp.verify(PHONE, 'registration', code), AuthErrorCode.OtpExpired);
  });
});
