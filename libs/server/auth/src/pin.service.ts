import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import type { UserEntity } from './entities/user.entity';
import { LoginService } from './login.service';
import { OtpService } from './otp.service';
import { TokenService, type ClientInfo } from './token.service';
import { UsersRepository } from './users.repository';

/** How every PIN and admin password is stored. */
export const hashSecret = (secret: string) => argon2.hash(secret, { type: argon2.argon2id });

const adminPasswordRequired = () =>
  new DomainError(AuthErrorCode.AdminPasswordRequired, 'Admin passwords are not PINs; an operator sets them with npm run admin:create', 403);

/** Change PIN (signed in, knows the PIN) and forgot PIN (proves the phone with a code). */
@Injectable()
export class PinService {
  constructor(
    private readonly users: UsersRepository,
    private readonly logins: LoginService,
    private readonly otp: OtpService,
    private readonly tokens: TokenService,
  ) {}

  /**
   * A wrong current PIN counts as a failed login for the phone (and the lock refuses checks while it
   * holds), so this is no side door for guessing. The other sessions end; this one goes on.
   */
  async change(user: UserEntity, sessionFamilyId: string, currentPin: string, newPin: string, client: ClientInfo): Promise<void> {
    if (user.role === 'admin') throw adminPasswordRequired();
    const checked = await this.logins.check(user.phone, currentPin, client);
    if (!checked) throw new DomainError(AuthErrorCode.WrongCurrentPin, 'Current PIN is incorrect', 400);
    await this.users.setPinHash(user.id, await hashSecret(newPin));
    await this.tokens.revokeUserExcept(user.id, sessionFamilyId);
  }

  /**
   * Sends a reset code to an account's phone. Unknown phones (and admins, whose password is not a
   * PIN) get the same answer and count against the same limits, but nothing is sent.
   */
  async sendResetCode(phone: string, client: ClientInfo): Promise<void> {
    const user = await this.users.findByPhone(phone);
    if (user && user.role !== 'admin') await this.otp.send(phone, 'reset', client.ip);
    else await this.otp.countSend(phone, client.ip);
  }

  /**
   * Sets a new PIN once the reset code checks out. The owner has proved the phone, so the login
   * lock is lifted; every session ends, since whoever else may hold one is why people reset.
   */
  async reset(phone: string, code: string, newPin: string): Promise<void> {
    // Unknown phones never got a code, so the check fails for them exactly as for a wrong code.
    await this.otp.verify(phone, 'reset', code);
    const user = await this.users.findByPhone(phone);
    if (!user || user.role === 'admin') throw new DomainError(AuthErrorCode.OtpInvalid, 'The verification code is not valid', 400);
    await this.users.setPinHash(user.id, await hashSecret(newPin));
    await this.logins.clearLock(phone);
    await this.tokens.revokeUser(user.id);
  }
}
