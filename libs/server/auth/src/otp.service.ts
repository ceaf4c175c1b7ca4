import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { APP_CONFIG, DomainError, RateLimiter, requireJwtSecret, type AppConfig, type RateLimit } from '@chonail/server/core/base';
import { OtpCodesRepository } from './otp-codes.repository';
import { SMS_SENDER, type OtpPurpose, type SmsSender } from './sms/sms-sender';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

/** Sends per phone (someone's SMS inbox and our SMS bill) and per IP (one client spraying phones). */
export const OTP_SEND_LIMITS_PER_PHONE: RateLimit[] = [
  { name: 'otp-send-phone-15m', limit: 3, windowSeconds: 15 * 60 },
  { name: 'otp-send-phone-day', limit: 10, windowSeconds: 24 * 60 * 60 },
];
export const OTP_SEND_LIMITS_PER_IP: RateLimit[] = [
  { name: 'otp-send-ip-15m', limit: 10, windowSeconds: 15 * 60 },
  { name: 'otp-send-ip-day', limit: 50, windowSeconds: 24 * 60 * 60 },
];

/** ASCII Vietnamese first, then English: diacritics would switch the SMS to UCS-2, 70 characters a part. */
export function otpSmsText(code: string): string {
  return `Cho Nail: ma xac nhan cua ban la ${code} (hieu luc 10 phut). Your Cho Nail code is ${code}.`;
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
    @Inject(APP_CONFIG) config: AppConfig,
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
    await this.countSend(phone, ip);
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.codes.retireUnused(phone, purpose);
    await this.codes.insert({ phone, purpose, codeHash: this.hash(phone, purpose, code), expiresAt: new Date(Date.now() + OTP_TTL_MS) });
    await this.sms.send({ to: phone, code, purpose, text: otpSmsText(code) });
  }

  /** Counted like a code, so the answer and the limits are the same as for a new phone. */
  async sendAccountExistsNotice(phone: string, ip: string): Promise<void> {
    await this.countSend(phone, ip);
    await this.sms.send({ to: phone, code: '', purpose: 'account-exists', text: ACCOUNT_EXISTS_SMS_TEXT });
  }

  /**
   * Counts a send against the per-phone and per-IP limits, refusing it past them. Forgot PIN also
   * counts the sends it pretends to make for unknown phones, so its answers are the same for both.
   */
  async countSend(phone: string, ip: string): Promise<void> {
    const [byPhone, byIp] = await Promise.all([
      this.limiter.hit(phone, OTP_SEND_LIMITS_PER_PHONE),
      this.limiter.hit(ip, OTP_SEND_LIMITS_PER_IP),
    ]);
    if (!byPhone.allowed || !byIp.allowed) {
      const minutes = Math.ceil(Math.max(byPhone.retryAfterSeconds, byIp.retryAfterSeconds) / 60);
      throw new DomainError(AuthErrorCode.OtpRateLimited, `Too many codes requested. Please try again in ${minutes} minutes.`, 429);
    }
  }

  /**
   * Accepts the latest code once. The attempt is counted before comparing, in one conditional
   * UPDATE, so parallel guesses cannot get past the limit; the fifth wrong try ends the code.
   */
  async verify(phone: string, purpose: OtpPurpose, code: string): Promise<void> {
    const latest = await this.codes.latestUnused(phone, purpose);
    if (!latest) throw invalid();
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
    if (!(await this.codes.consume(latest.id))) throw invalid();
  }
}
