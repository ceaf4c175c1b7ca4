import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { addressBucket, APP_CONFIG, DomainError, RateLimiter, REDIS, redisKey, requireJwtSecret, type AppConfig, type RateLimit } from '@chonail/server/core/base';
import { OtpCodesRepository } from './otp-codes.repository';
import { textablePhone } from './phone-numbers';
import { SMS_SENDER, type OtpPurpose, type SmsSender } from './sms/sms-sender';

/**
 * A code lives 20 minutes, and a phone gets at most 3 texts of one kind an hour: so whoever keeps
 * asking for a phone's codes, that phone always holds a working one, or can be sent one now.
 */
export const OTP_TTL_MS = 20 * 60 * 1000;
/**
 * Tries at one code: 5 from one address (an IPv6 one by its /64), 25 from all together, then the
 * code is ended. Counted per address so a stranger cannot spend the owner's code with five wrong
 * guesses (issue 38, finding 2): it takes five addresses, and 25 guesses of a million leave a
 * code safe. An address out of tries is sent a new code when it asks (within the phone's 3 an hour).
 */
export const OTP_TRIES_PER_ADDRESS = 5;
export const OTP_MAX_ATTEMPTS = 25;
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

/**
 * Sign-up and forgot PIN answer after the same time whether or not the phone has an account (issue
 * 38, finding 10: 11 ms against 6 ms told them apart). Their work (a database row or a Redis key,
 * a few milliseconds) is done well within it, and the text is left to finish after the answer when
 * the SMS provider is slower: a provider's delay, or its failure, would otherwise tell which phones
 * were texted. Short, because every sign-up waits for it.
 */
export const EVEN_ANSWER_MS = 50;

/** Runs `work` and answers no sooner than `EVEN_ANSWER_MS` after it began, refused or not. */
export async function answerEvenly<T>(work: (until: number) => Promise<T>, ms = EVEN_ANSWER_MS): Promise<T> {
  const until = Date.now() + ms;
  try {
    return await work(until);
  } finally {
    const left = until - Date.now();
    if (left > 0) await sleep(left);
  }
}

/** ASCII Vietnamese first, then English: diacritics would switch the SMS to UCS-2, 70 characters a part. */
export function otpSmsText(code: string): string {
  return `Cho Nail: ma xac nhan cua ban la ${code} (hieu luc 20 phut). Your Cho Nail code is ${code}.`;
}

/** Sent instead of a sign-up code: the phone's owner learns what to do, a stranger who typed it learns nothing. */
export const ACCOUNT_EXISTS_SMS_TEXT =
  'Cho Nail: so nay da co tai khoan. Hay dang nhap hoac chon Quen PIN. This number already has a Cho Nail account: sign in or use Forgot PIN.';

const invalid = () => new DomainError(AuthErrorCode.OtpInvalid, 'The verification code is not valid', 400);
const tooMany = () => new DomainError(AuthErrorCode.OtpTooManyAttempts, 'Too many wrong codes. Please request a new code.', 400);
/** One address's tries at one code; lives as long as a code. */
const TRIES_PER_ADDRESS: RateLimit[] = [{ name: 'otp-try-address', limit: OTP_TRIES_PER_ADDRESS, windowSeconds: OTP_TTL_MS / 1000 }];

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

  /**
   * Sends a new code; any earlier unused code for the same phone and purpose stops working. The
   * text is waited for until `until` at most (see EVEN_ANSWER_MS); one that fails ends its code, so
   * the next ask sends a new one instead of waiting out a code that never arrived.
   */
  async send(phone: string, purpose: OtpPurpose, ip: string, until = Date.now() + EVEN_ANSWER_MS): Promise<void> {
    await this.countSend(phone, purpose, ip);
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.codes.retireUnused(phone, purpose);
    await this.codes.insert({ phone, purpose, codeHash: this.hash(phone, purpose, code), expiresAt: new Date(Date.now() + OTP_TTL_MS) });
    const failed = () => this.codes.retireUnused(phone, purpose);
    await this.deliver({ to: phone, code, purpose, text: otpSmsText(code) }, until, failed);
  }

  /**
   * Texts `message`, waiting for the provider until `until` and no longer. Its failure is not the
   * caller's answer (the provider's sender logs it): `onFailure` puts right what the text was for.
   */
  private async deliver(message: Parameters<SmsSender['send']>[0], until: number, onFailure: () => Promise<unknown>): Promise<void> {
    const sending = this.sms.send(message).catch(() => onFailure().catch(() => undefined));
    const left = until - Date.now();
    await Promise.race([sending, sleep(Math.max(0, left))]);
  }

  /**
   * A sign-in or reset code, sent only when the phone holds no usable one: however often someone
   * asks for a victim's codes, the victim gets one text per code's life, and their latest code keeps
   * working. A phone without an account is texted nothing, but answered and counted alike: the
   * marker of its pretended code lives as long as a real one would.
   */
  async sendUnlessValid(phone: string, purpose: 'login' | 'reset', ip: string, accountExists: boolean, until?: number): Promise<void> {
    if (accountExists) {
      const latest = await this.codes.latestUnused(phone, purpose);
      if (latest && latest.expiresAt.getTime() > Date.now() && (await this.triesLeftHere(phone, purpose, `code-${latest.id}`, ip))) return;
      return this.send(phone, purpose, ip, until);
    }
    const pretended = redisKey(this.config, 'otp', 'pretend', purpose, phone);
    const marker = await this.redis.get(pretended);
    if (marker && (await this.triesLeftHere(phone, purpose, `pretend-${marker}`, ip))) return;
    await this.countSend(phone, purpose, ip);
    await this.redis.set(pretended, randomInt(0, 2 ** 47).toString(36), 'PX', OTP_TTL_MS);
  }

  private addressSubject(phone: string, purpose: OtpPurpose, codeTag: string, ip: string): string {
    return `${purpose}:${phone}:${codeTag}:${addressBucket(ip)}`;
  }

  private async triesLeftHere(phone: string, purpose: OtpPurpose, codeTag: string, ip: string): Promise<boolean> {
    const [tries = 0] = await this.limiter.peek(this.addressSubject(phone, purpose, codeTag, ip), TRIES_PER_ADDRESS);
    return tries < OTP_TRIES_PER_ADDRESS;
  }

  /**
   * Counts a try at the code from the address; how many it has made there, this one included (more
   * than OTP_TRIES_PER_ADDRESS: refused). The count is taken first, so parallel tries from one
   * address get no more than their five between them.
   */
  private async countTryHere(phone: string, purpose: OtpPurpose, codeTag: string, ip: string): Promise<number> {
    const subject = this.addressSubject(phone, purpose, codeTag, ip);
    const { allowed } = await this.limiter.hit(subject, TRIES_PER_ADDRESS);
    if (!allowed) return OTP_TRIES_PER_ADDRESS + 1;
    const [tries = OTP_TRIES_PER_ADDRESS] = await this.limiter.peek(subject, TRIES_PER_ADDRESS);
    return Math.min(tries, OTP_TRIES_PER_ADDRESS);
  }

  /**
   * Counted like a sign-up code, so the answer and the limits are the same as for a new phone; but
   * texted once a day at most, so sign-up is no way to flood an owner's phone.
   */
  async sendAccountExistsNotice(phone: string, ip: string, until = Date.now() + EVEN_ANSWER_MS): Promise<void> {
    await this.countSend(phone, 'registration', ip);
    const notice = redisKey(this.config, 'otp', 'notice', phone);
    const sent = await this.redis.set(notice, '1', 'PX', NOTICE_EVERY_MS, 'NX');
    // A notice that did not go out may go tomorrow's way today: the next sign-up try sends it.
    if (sent) await this.deliver({ to: phone, code: '', purpose: 'account-exists', text: ACCOUNT_EXISTS_SMS_TEXT }, until, () => this.redis.del(notice));
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
   * Accepts the latest code once (with `keep`, leaves it usable: its tries still count). Each
   * address gets OTP_TRIES_PER_ADDRESS tries at a code, all addresses OTP_MAX_ATTEMPTS; the code's
   * own count is one conditional UPDATE made before comparing, so parallel guesses cannot get past
   * it, and the last of them ends the code.
   */
  async verify(phone: string, purpose: OtpPurpose, code: string, { keep = false, ip }: { keep?: boolean; ip: string }): Promise<void> {
    const latest = await this.codes.latestUnused(phone, purpose);
    if (latest && latest.expiresAt.getTime() <= Date.now()) {
      throw new DomainError(AuthErrorCode.OtpExpired, 'The verification code has expired. Please request a new one.', 400);
    }
    const marker = latest ? null : await this.redis.get(redisKey(this.config, 'otp', 'pretend', purpose, phone));
    const tag = latest ? `code-${latest.id}` : marker ? `pretend-${marker}` : 'none';
    const triesHere = await this.countTryHere(phone, purpose, tag, ip);
    if (triesHere > OTP_TRIES_PER_ADDRESS) throw tooMany();
    if (!latest) {
      const ended = await this.countPretendedTry(phone, purpose);
      throw ended || triesHere === OTP_TRIES_PER_ADDRESS ? tooMany() : invalid();
    }
    // Not counted: out of tries, or a parallel request used the code meanwhile; no try left either way.
    const attempts = (await this.codes.countAttempt(latest.id, OTP_MAX_ATTEMPTS)) ?? OTP_MAX_ATTEMPTS + 1;
    if (attempts > OTP_MAX_ATTEMPTS) throw tooMany();

    const expected = Buffer.from(latest.codeHash, 'hex');
    const given = Buffer.from(this.hash(phone, purpose, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      if (attempts >= OTP_MAX_ATTEMPTS) {
        await this.codes.retire(latest.id);
        throw tooMany();
      }
      throw triesHere === OTP_TRIES_PER_ADDRESS ? tooMany() : invalid();
    }
    // Kept: sign-in checks the PIN next and uses the code (consumeLatest) only when both were right.
    if (keep) return;
    if (!(await this.codes.consume(latest.id))) throw invalid();
  }

  /**
   * A try at a code that was only pretended (a phone without an account): the last of
   * OTP_MAX_ATTEMPTS ends the pretence as it ends a real code, so the next ask is counted as for an
   * account. True when this try ended it.
   */
  private async countPretendedTry(phone: string, purpose: OtpPurpose): Promise<boolean> {
    if (purpose === 'registration') return false;
    const pretended = redisKey(this.config, 'otp', 'pretend', purpose, phone);
    const tries = redisKey(this.config, 'otp', 'pretend-tries', purpose, phone);
    const replies = (await this.redis.multi().incr(tries).pexpire(tries, OTP_TTL_MS).exec()) ?? [];
    if (Number(replies[0]?.[1] ?? 0) < OTP_MAX_ATTEMPTS) return false;
    await this.redis.del(pretended, tries);
    return true;
  }

  /** Ends the phone's codes for the purpose once they have done their job. */
  async consumeLatest(phone: string, purpose: OtpPurpose): Promise<void> {
    await this.codes.retireUnused(phone, purpose);
  }
}
