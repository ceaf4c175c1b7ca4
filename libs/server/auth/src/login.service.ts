import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuthErrorCode, type AuthResponse } from '@chonail/shared/contracts';
import { SIGN_IN_LIMITS, signInStep } from '@chonail/shared/domain';
import { DomainError, RateLimiter, type RateLimit } from '@chonail/server/core/base';
import { toUser, type UserEntity } from './entities/user.entity';
import { KnownDevicesRepository } from './known-devices.repository';
import { OtpService } from './otp.service';
import { PinHasher } from './pin-hasher';
import { StaffTotp } from './staff-totp';
import { TokenService, type ClientInfo } from './token.service';
import { UsersRepository } from './users.repository';

/** Failures only (a right PIN never counts) from one address; past the limit strangers there need the code. */
export const LOGIN_FAILURES_PER_IP: RateLimit[] = [
  { name: 'login-fail-ip-15m', limit: SIGN_IN_LIMITS.addressFailures, windowSeconds: SIGN_IN_LIMITS.addressWindowSeconds },
];
/**
 * Wrong PINs from devices the account never signed in on, over 30 days (a sign-in does not reset
 * them, or each would buy five more guesses): past SIGN_IN_LIMITS.freeStrangerFailures, new devices
 * need the texted code too. Only counted and read here; signInStep decides.
 */
const STRANGER_FAILURES: RateLimit[] = [
  { name: 'login-strangers-phone-30d', limit: SIGN_IN_LIMITS.freeStrangerFailures, windowSeconds: SIGN_IN_LIMITS.strangerFailureDays * 24 * 60 * 60 },
];
/**
 * Wrong authenticator codes sent with a staff account's right password: only someone who holds the
 * password counts here, so guessing cannot lock staff out, and one who stole it gets 20 codes an
 * hour of a million (three of them right at any moment): about 16,000 hours to a likely hit.
 */
export const STAFF_TOTP_FAILURES: RateLimit[] = [{ name: 'staff-totp-fail-user-15m', limit: 5, windowSeconds: 15 * 60 }];
/** Change PIN is signed in already: a stolen session gets this many wrong current PINs an hour, then waits. */
export const CHANGE_PIN_FAILURES_PER_HOUR: RateLimit[] = [{ name: 'change-pin-fail-user-1h', limit: 5, windowSeconds: 60 * 60 }];

/** What a sign-in brings besides phone and PIN. */
export interface SignInProof {
  /** The `chonail_device` cookie: a device that signed in before needs only the PIN. */
  deviceToken?: string;
  /** The code texted after LOGIN_CODE_REQUIRED. */
  code?: string;
  /** A staff account's authenticator code. */
  totp?: string;
}

export interface SignInResult extends AuthResponse {
  /** The device's token to keep in its cookie (the one it brought, or a new one). */
  deviceToken: string;
}

const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** One answer for a wrong phone, a wrong PIN and a wrong code, so none of them is told apart. */
const invalidCredentials = () => new DomainError(AuthErrorCode.InvalidCredentials, 'Wrong phone number, PIN or code', 401);

@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly devices: KnownDevicesRepository,
    private readonly tokens: TokenService,
    private readonly otp: OtpService,
    private readonly hasher: PinHasher,
    private readonly staffTotp: StaffTotp,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Signs a phone in (signInStep decides what it must show). Nothing here refuses the owner because
   * of someone else's failures: a known device needs the PIN; a new one, once strangers have been
   * guessing or its address has failed very often, the PIN and a code texted to the phone, and a
   * try without the right code never reaches the PIN, so the answer cannot tell whether it was right.
   */
  async login(phone: string, secret: string, client: ClientInfo, proof: SignInProof = {}): Promise<SignInResult> {
    const user = await this.users.findByPhone(phone);
    if (user?.role === 'admin') return this.staffLogin(user, secret, client, proof);
    const deviceToken = proof.deviceToken && DEVICE_TOKEN.test(proof.deviceToken) ? proof.deviceToken : undefined;
    const deviceHash = deviceToken ? sha256(deviceToken) : undefined;
    const [knownDevice, [strangerFailures = 0], [addressFailures = 0]] = await Promise.all([
      user && deviceHash ? this.devices.isKnown(user.id, deviceHash) : false,
      this.limiter.peek(phone, STRANGER_FAILURES),
      this.limiter.peek(client.ip, LOGIN_FAILURES_PER_IP),
    ]);
    const step = signInStep({ failedLogins: user?.failedLogins ?? 0, strangerFailures, knownDevice, addressFailures });
    if (step === 'reset') {
      throw new DomainError(AuthErrorCode.PinResetRequired, 'Too many wrong PINs for this account: use Forgot PIN to set a new one', 403);
    }
    if (step === 'pin-and-code') {
      if (!proof.code) {
        await this.otp.sendUnlessValid(phone, 'login', client.ip, Boolean(user));
        throw new DomainError(AuthErrorCode.LoginCodeRequired, 'Enter the code texted to this phone with your PIN', 401);
      }
      const codeRight = await this.otp.verify(phone, 'login', proof.code, { keep: true, ip: client.ip }).then(
        () => true,
        () => false,
      );
      if (!codeRight) {
        await this.limiter.hit(client.ip, LOGIN_FAILURES_PER_IP);
        throw invalidCredentials();
      }
    }

    const check = await this.hasher.check(user, secret);
    if (!user || !check.ok) {
      await this.recordFailure(phone, client, user && knownDevice && deviceHash ? { userId: user.id, deviceHash } : null);
      // A blocked account answers the same for a right and a wrong PIN (after the same work).
      if (user?.blocked) throw blocked();
      throw invalidCredentials();
    }
    if (user.blocked) throw blocked();

    if (check.stale) await this.users.setPin(user.id, await this.hasher.hash(secret));
    else if (user.failedLogins > 0) await this.users.clearFailedLogins(user.id);
    if (step === 'pin-and-code') await this.otp.consumeLatest(phone, 'login');
    const { accessToken, refreshToken } = await this.tokens.issue(user, client);
    return { token: accessToken, refreshToken, user: toUser(user), deviceToken: await this.rememberDevice(user.id, deviceToken) };
  }

  /**
   * Staff: the password and the authenticator's code, every time, from any device. Nothing counts
   * against the account for a wrong password (staff cannot reset by text, so a ceiling would be a
   * lockout anyone could cause): a 12-character password and a second factor are what keep guessing
   * hopeless. A wrong code with the right password is throttled per account (STAFF_TOTP_FAILURES),
   * and every answer of a failed try is the same, so it never tells whether the password was right.
   */
  private async staffLogin(user: UserEntity, secret: string, client: ClientInfo, proof: SignInProof): Promise<SignInResult> {
    if (!user.totpSecret) throw new DomainError(AuthErrorCode.TotpNotSetUp, 'This staff account has no authenticator app yet: run npm run admin:create for it', 403);
    if (!proof.totp) throw new DomainError(AuthErrorCode.TotpRequired, 'Enter the 6-digit code from your authenticator app', 401);
    const subject = String(user.id);
    const [codeFailures = 0] = await this.limiter.peek(subject, STAFF_TOTP_FAILURES);
    const check = await this.hasher.check(user, secret);
    const throttled = codeFailures >= (STAFF_TOTP_FAILURES[0] as RateLimit).limit;
    const code = check.ok && !throttled ? this.staffTotp.check(user.totpSecret, proof.totp, user.totpLastStep) : null;
    // The conditional write makes a code good for one sign-in even when two race with it.
    const used = code !== null && (await this.users.useTotpStep(user.id, code.step, code.reseal));
    if (!used) {
      await Promise.all([
        this.limiter.hit(client.ip, LOGIN_FAILURES_PER_IP),
        check.ok && !throttled ? this.limiter.hit(subject, STAFF_TOTP_FAILURES) : null,
      ]);
      if (user.blocked) throw blocked();
      throw invalidCredentials();
    }
    if (user.blocked) throw blocked();
    if (check.stale) await this.users.setPin(user.id, await this.hasher.hash(secret));
    const { accessToken, refreshToken } = await this.tokens.issue(user, client);
    return { token: accessToken, refreshToken, user: toUser(user), deviceToken: await this.rememberDevice(user.id, proof.deviceToken) };
  }

  /** The device just proved the account (sign-in or sign-up): known from now on. Its token, new if it brought none. */
  async rememberDevice(userId: number, deviceToken: string | undefined): Promise<string> {
    const kept = deviceToken && DEVICE_TOKEN.test(deviceToken) ? deviceToken : randomBytes(32).toString('base64url');
    await this.devices.remember(userId, sha256(kept));
    return kept;
  }

  /** Counts a wrong PIN against the account, the address, and strangers or the known device that tried it. */
  private async recordFailure(phone: string, client: ClientInfo, known: { userId: number; deviceHash: string } | null): Promise<void> {
    await Promise.all([
      this.users.countFailedLogin(phone),
      this.limiter.hit(client.ip, LOGIN_FAILURES_PER_IP),
      known
        ? this.devices.countFailure(known.userId, known.deviceHash, SIGN_IN_LIMITS.knownDeviceFailures)
        : this.limiter.hit(phone, STRANGER_FAILURES),
    ]);
  }

  /**
   * Change PIN's check of the current PIN, for a signed-in user: a wrong one counts towards the
   * account's ceiling, and a session gets a few an hour, so a stolen session is no way to guess.
   */
  async checkCurrentPin(user: UserEntity, secret: string): Promise<boolean> {
    const subject = String(user.id);
    const [failures = 0] = await this.limiter.peek(subject, CHANGE_PIN_FAILURES_PER_HOUR);
    const limit = CHANGE_PIN_FAILURES_PER_HOUR[0] as RateLimit;
    if (failures >= limit.limit || user.failedLogins >= SIGN_IN_LIMITS.failureCeiling) {
      throw new DomainError(AuthErrorCode.PinLocked, 'Too many wrong PINs. Try again in an hour, or reset your PIN.', 429);
    }
    const check = await this.hasher.check(user, secret);
    if (!check.ok) {
      await Promise.all([this.users.countFailedLogin(user.phone), this.limiter.hit(subject, CHANGE_PIN_FAILURES_PER_HOUR)]);
      return false;
    }
    return true;
  }
}

function blocked(): DomainError {
  return new DomainError(AuthErrorCode.AccountBlocked, 'This account has been blocked', 403);
}
