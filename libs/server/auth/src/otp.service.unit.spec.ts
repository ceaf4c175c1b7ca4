import type { Redis } from 'ioredis';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { DomainError, loadConfig, RateLimiter, type RateLimitResult } from '@chonail/server/core/base';
import type { OtpCodesRepository } from './otp-codes.repository';
import type { SmsMessage } from './sms/sms-sender';
import { answerEvenly, EVEN_ANSWER_MS, OTP_MAX_ATTEMPTS, OTP_TRIES_PER_ADDRESS, OTP_TTL_MS, OtpService } from './otp.service';
import { CollectingSms, InMemoryOtpCodes, InMemoryRedis } from './testing/unit-fakes';

/** Sends are never limited here (their limits have specs of their own); tries at a code are, as in the service. */
function sendsUnlimited(redis: InMemoryRedis): RateLimiter {
  const limiter = new RateLimiter(redis as unknown as Redis, config);
  const counted = limiter.hit.bind(limiter);
  limiter.hit = async (subject, limits): Promise<RateLimitResult> =>
    limits.every((l) => l.name.startsWith('otp-send')) ? { allowed: true, retryAfterSeconds: 0 } : counted(subject, limits);
  return limiter;
}
const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'unit-test-secret-unit-test-secret-0123' });

const PHONE = '+17135550123';
const IP = '203.0.113.9';

function setup(sms: CollectingSms = new CollectingSms()) {
  const codes = new InMemoryOtpCodes();
  // The fakes lack the real classes' private fields (the DataSource, Redis), hence the casts.
  const redis = new InMemoryRedis();
  const otp = new OtpService(codes as unknown as OtpCodesRepository, sms, sendsUnlimited(redis), redis as unknown as Redis, config);
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

    await expect(otp.verify(PHONE, 'registration', lastCode(), { ip: IP })).resolves.toBeUndefined();
    await rejectsWith(otp.verify(PHONE, 'registration', lastCode(), { ip: IP }), AuthErrorCode.OtpInvalid);
  });

  it('only accepts a code for the purpose it was sent for', async () => {
    const { otp, lastCode } = setup();
    await otp.send(PHONE, 'registration', IP);
    await rejectsWith(otp.verify(PHONE, 'reset', lastCode(), { ip: IP }), AuthErrorCode.OtpInvalid);
    await expect(otp.verify(PHONE, 'registration', lastCode(), { ip: IP })).resolves.toBeUndefined();
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
    await rejectsWith(otp.verify(PHONE, 'registration', first, { ip: IP }), AuthErrorCode.OtpInvalid);
    await expect(otp.verify(PHONE, 'registration', second, { ip: IP })).resolves.toBeUndefined();
  });

  it('gives one address 5 tries at a code, and the code lives on for the owner elsewhere', async () => {
    const { otp, codes, lastCode } = setup();
    await otp.send(PHONE, 'reset', IP);
    const right = lastCode();
    const wrong = wrongFor(right);
    const stranger = '198.51.100.9';
    for (let i = 1; i < OTP_TRIES_PER_ADDRESS; i += 1) await rejectsWith(otp.verify(PHONE, 'reset', wrong, { ip: stranger }), AuthErrorCode.OtpInvalid);
    await rejectsWith(otp.verify(PHONE, 'reset', wrong, { ip: stranger }), AuthErrorCode.OtpTooManyAttempts);
    // Out of tries there, even with the right code, and its tries no longer count on the code.
    await rejectsWith(otp.verify(PHONE, 'reset', right, { ip: stranger }), AuthErrorCode.OtpTooManyAttempts);
    expect(codes.rows[0]).toMatchObject({ attempts: OTP_TRIES_PER_ADDRESS, consumedAt: null });
    await expect(otp.verify(PHONE, 'reset', right, { ip: IP })).resolves.toBeUndefined();
  });

  it('ends a code after 25 wrong tries from all addresses together (one /64 counts as one address)', async () => {
    const { otp, codes, lastCode } = setup();
    await otp.send(PHONE, 'registration', IP);
    const right = lastCode();
    const wrong = wrongFor(right);
    // One IPv6 subscriber's /64 is one address: a fresh address of it gets no fresh tries.
    for (let i = 1; i <= OTP_TRIES_PER_ADDRESS; i += 1) await otp.verify(PHONE, 'registration', wrong, { ip: `2001:db8:1:2::${i}` }).catch(() => undefined);
    await rejectsWith(otp.verify(PHONE, 'registration', wrong, { ip: '2001:db8:1:2::99' }), AuthErrorCode.OtpTooManyAttempts);
    expect(codes.rows[0]?.attempts).toBe(OTP_TRIES_PER_ADDRESS);

    for (let i = OTP_TRIES_PER_ADDRESS + 1; i < OTP_MAX_ATTEMPTS; i += 1) {
      await rejectsWith(otp.verify(PHONE, 'registration', wrong, { ip: `10.7.0.${i}` }), AuthErrorCode.OtpInvalid);
      expect(codes.rows[0]?.attempts).toBe(i);
    }
    await rejectsWith(otp.verify(PHONE, 'registration', wrong, { ip: '10.7.1.1' }), AuthErrorCode.OtpTooManyAttempts);
    expect(codes.rows[0]?.consumedAt).toBeInstanceOf(Date);
    // Ended means ended: the right code no longer works either.
    await rejectsWith(otp.verify(PHONE, 'registration', right, { ip: '10.7.1.2' }), AuthErrorCode.OtpInvalid);
  });

  it('still accepts the right code after four wrong ones from the same address', async () => {
    const { otp, lastCode } = setup();
    await otp.send(PHONE, 'reset', IP);
    const right = lastCode();
    for (let i = 1; i < OTP_TRIES_PER_ADDRESS; i += 1) {
      await rejectsWith(otp.verify(PHONE, 'reset', wrongFor(right), { ip: IP }), AuthErrorCode.OtpInvalid);
    }
    await expect(otp.verify(PHONE, 'reset', right, { ip: IP })).resolves.toBeUndefined();
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
    await expect(otp.verify(other, 'registration', otherCode, { ip: IP })).resolves.toBeUndefined();
    now.mockReturnValue(sentAt + OTP_TTL_MS);
    await rejectsWith(otp.verify(PHONE, 'registration', code, { ip: IP }), AuthErrorCode.OtpExpired);
  });

  it('answers without waiting for a slow SMS provider, and the text still goes', async () => {
    let arrived = false;
    class SlowSms extends CollectingSms {
      override async send(message: SmsMessage): Promise<void> {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await super.send(message);
        arrived = true;
      }
    }
    const sms = new SlowSms();
    const { otp } = setup(sms);
    const started = Date.now();
    await otp.send(PHONE, 'reset', IP);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(arrived).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(sms.messages).toEqual([expect.objectContaining({ to: PHONE, purpose: 'reset' })]);
  });

  it("does not answer with the provider's failure (it would tell who was texted), and ends the code so the next ask texts again", async () => {
    class FailingSms extends CollectingSms {
      override async send(): Promise<void> {
        throw new DomainError(AuthErrorCode.SmsFailed, 'Could not send the SMS. Please try again.', 502);
      }
    }
    const { otp, codes } = setup(new FailingSms());
    await expect(otp.sendUnlessValid(PHONE, 'reset', IP, true)).resolves.toBeUndefined();
    expect(codes.rows.map((r) => r.consumedAt)).toEqual([expect.any(Date)]);
    await otp.sendUnlessValid(PHONE, 'reset', IP, true);
    expect(codes.rows).toHaveLength(2);
  });
});

describe('answerEvenly', () => {
  it('answers no sooner than EVEN_ANSWER_MS, for quick work and for a refusal alike', async () => {
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await answerEvenly(work).catch(() => undefined);
      return performance.now() - started;
    };
    expect(await timed(async () => undefined)).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 1);
    expect(await timed(async () => Promise.reject(new Error('refused')))).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 1);
  });
});
