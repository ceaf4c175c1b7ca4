import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { APP_CONFIG, DomainError, RateLimiter, REDIS, redisKey, requireJwtSecret, type AppConfig, type RateLimit } from '@chonail/server/core/base';
import { OtpCodesRepository } from './otp-codes.repository';
import { textablePhone } from './phone-numbers';
import { SMS_SENDER, type OtpPurpose, type SmsSender } from './sms/sms-sender';

/**
 * A code lives 20 minutes, and a phone gets at most 3 texts of one kind an hour: so whoever keeps
 * asking for a phone's codes, that phone always holds a working one, or can be sent one now.
 */
export const OTP_TTL_MS = 20 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_SENDS_PER_PHONE_PER_HOUR = 3;

/** Sends per phone and kind of text (someone's SMS inbox and our SMS bill). */
export const otpSendLimitsPerPhone = (purpose: OtpPurpose): RateLimit[] => [
  { name: `otp-send-${purpose}-phone-1h`, limit: OTP_SENDS_PER_PHONE_PER_HOUR, windowSeconds: 60 * 60 },
];
/** "This number has an account" says the same each time: texted once a day at most. */
const NOTICE_EVERY_MS = 24 * 60 * 60 * 1000;
/** Sends per IP (one client spraying phones). */
export const OTP_SEND_LIMITS_PER_IP: RateLimit[] = [
  { name: 'otp-send-ip-15m', limit: 10, windowSeconds: 15 * 60 },
  { name: 'otp-send-ip-day', limit: 50, windowSeconds: 24 * 60 * 60 },
];
/**
 * SMS pumping sprays many numbers of one country from many addresses: texts per country calling
 * code, and in all, an hour. Our people are in the US (+1); elsewhere a few dozen an hour is plenty.
 */
export const otpSendLimitsPerCountry = (countryCode: string): RateLimit[] => [
  { name: 'otp-send-country-1h', limit: countryCode === '1' ? 1_000 : 50, windowSeconds: 60 * 60 },
];
export const OTP_SEND_LIMITS_TOTAL: RateLimit[] = [{ name: 'otp-send-all-1h', limit: 2_000, windowSeconds: 60 * 60 }];

/** ASCII Vietnamese first, then English: diacritics would switch the SMS to UCS-2, 70 characters a part. */
export function otpSmsText(code: string): string {
  return `Cho Nail: ma xac nhan cua ban la ${code} (hieu luc 20 phut). Your Cho Nail code is ${code}.`;
}

/** Sent instead of a sign-up code: the phone's owner learns what to do, a stranger who typed it learns nothing. */
export const ACCOUNT_EXISTS_SMS_TEXT =
  'Cho Nail: so nay da co tai khoan. Hay dang nhap hoac chon Quen PIN. This number already has a Cho Nail account: sign in or use Forgot PIN.';

const invalid = () => new DomainError(AuthErrorCode.OtpInvalid, 'The verification code is not valid', 400);

@Injectable()
export class OtpService {
  private readonly key: Buffer;

  constructor(
    private readonly codes: OtpCodesRepository,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    private readonly limiter: RateLimiter,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // A key of its own, derived from the server secret: a leaked table of hashes cannot be tried
    // offline against the million possible codes without it.
    this.key = createHmac('sha256', requireJwtSecret(config)).update('otp-code-hash').digest();
  }

  private hash(phone: string, purpose: OtpPurpose, code: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${phone}:${code}`).digest('hex');
  }

  /** Sends a new code; any earlier unused code for the same phone and purpose stops working. */
  async send(phone: string, purpose: OtpPurpose, ip: string): Promise<void> {
    await this.countSend(phone, purpose, ip);
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.codes.retireUnused(phone, purpose);
    await this.codes.insert({ phone, purpose, codeHash: this.hash(phone, purpose, code), expiresAt: new Date(Date.now() + OTP_TTL_MS) });
    await this.sms.send({ to: phone, code, purpose, text: otpSmsText(code) });
  }

  /**
   * A sign-in or reset code, sent only when the phone holds no usable one: however often someone
   * asks for a victim's codes, the victim gets one text per code's life, and their latest code keeps
   * working. A phone without an account is texted nothing, but answered and counted alike: the
   * marker of its pretended code lives as long as a real one would.
   */
  async sendUnlessValid(phone: string, purpose: 'login' | 'reset', ip: string, accountExists: boolean): Promise<void> {
    if (accountExists) {
      const latest = await this.codes.latestUnused(phone, purpose);
      if (latest && latest.expiresAt.getTime() > Date.now()) return;
      return this.send(phone, purpose, ip);
    }
    const pretended = redisKey(this.config, 'otp', 'pretend', purpose, phone);
    if (await this.redis.exists(pretended)) return;
    await this.countSend(phone, purpose, ip);
    await this.redis.set(pretended, '1', 'PX', OTP_TTL_MS);
  }

  /**
   * Counted like a sign-up code, so the answer and the limits are the same as for a new phone; but
   * texted once a day at most, so sign-up is no way to flood an owner's phone.
   */
  async sendAccountExistsNotice(phone: string, ip: string): Promise<void> {
    await this.countSend(phone, 'registration', ip);
    const sent = await this.redis.set(redisKey(this.config, 'otp', 'notice', phone), '1', 'PX', NOTICE_EVERY_MS, 'NX');
    if (sent) await this.sms.send({ to: phone, code: '', purpose: 'account-exists', text: ACCOUNT_EXISTS_SMS_TEXT });
  }

  /**
   * Counts a send against the limits per phone, address, country and in all, refusing it past any;
   * a number no text should go to is refused first. Sends pretended for unknown phones are counted
   * too, so the answers are the same for both.
   */
  private async countSend(phone: string, purpose: OtpPurpose, ip: string): Promise<void> {
    const { countryCode } = textablePhone(phone);
    const results = await Promise.all([
      this.limiter.hit(phone, otpSendLimitsPerPhone(purpose)),
      this.limiter.hit(ip, OTP_SEND_LIMITS_PER_IP),
      this.limiter.hit(countryCode, otpSendLimitsPerCountry(countryCode)),
      this.limiter.hit('all', OTP_SEND_LIMITS_TOTAL),
    ]);
    if (results.some((result) => !result.allowed)) {
      const minutes = Math.ceil(Math.max(...results.map((result) => result.retryAfterSeconds)) / 60);
      throw new DomainError(AuthErrorCode.OtpRateLimited, `Too many codes requested. Please try again in ${minutes} minutes.`, 429);
    }
  }

  /**
   * Accepts the latest code once (with `keep`, leaves it usable: its tries still count). The attempt is counted before comparing, in one conditional
   * UPDATE, so parallel guesses cannot get past the limit; the fifth wrong try ends the code.
   */
  async verify(phone: string, purpose: OtpPurpose, code: string, { keep = false }: { keep?: boolean } = {}): Promise<void> {
    const latest = await this.codes.latestUnused(phone, purpose);
    if (!latest) {
      await this.countPretendedTry(phone, purpose);
      throw invalid();
    }
    if (latest.expiresAt.getTime() <= Date.now()) {
      throw new DomainError(AuthErrorCode.OtpExpired, 'The verification code has expired. Please request a new one.', 400);
    }
    // Not counted: out of tries, or a parallel request used the code meanwhile; no try left either way.
    const attempts = (await this.codes.countAttempt(latest.id, OTP_MAX_ATTEMPTS)) ?? OTP_MAX_ATTEMPTS + 1;
    const tooMany = () =>
      new DomainError(AuthErrorCode.OtpTooManyAttempts, 'Too many wrong codes. Please request a new code.', 400);
    if (attempts > OTP_MAX_ATTEMPTS) throw tooMany();

    const expected = Buffer.from(latest.codeHash, 'hex');
    const given = Buffer.from(this.hash(phone, purpose, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      if (attempts < OTP_MAX_ATTEMPTS) throw invalid();
      await this.codes.retire(latest.id);
      throw tooMany();
    }
    // Kept: sign-in checks the PIN next and uses the code (consumeLatest) only when both were right.
    if (keep) return;
    if (!(await this.codes.consume(latest.id))) throw invalid();
  }

  /**
   * A try at a code that was only pretended (a phone without an account): the fifth ends the
   * pretence as the fifth wrong try ends a real code, so the next ask is counted as for an account.
   */
  private async countPretendedTry(phone: string, purpose: OtpPurpose): Promise<void> {
    if (purpose === 'registration') return;
    const pretended = redisKey(this.config, 'otp', 'pretend', purpose, phone);
    const tries = redisKey(this.config, 'otp', 'pretend-tries', purpose, phone);
    const replies = (await this.redis.multi().incr(tries).pexpire(tries, OTP_TTL_MS).exec()) ?? [];
    if (Number(replies[0]?.[1] ?? 0) >= OTP_MAX_ATTEMPTS) await this.redis.del(pretended, tries);
  }

  /** Ends the phone's codes for the purpose once they have done their job. */
  async consumeLatest(phone: string, purpose: OtpPurpose): Promise<void> {
    await this.codes.retireUnused(phone, purpose);
  }
}
