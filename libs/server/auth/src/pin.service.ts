import { Injectable } from '@nestjs/common';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import type { UserEntity } from './entities/user.entity';
import { LoginService } from './login.service';
import { answerEvenly, OtpService } from './otp.service';
import { PinHasher } from './pin-hasher';
import { TokenService, type ClientInfo } from './token.service';
import { UsersRepository } from './users.repository';

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
    private readonly hasher: PinHasher,
  ) {}

  /**
   * A wrong current PIN counts as a failed sign-in of the account, and a session gets only a few an
   * hour, so this is no side door for guessing. The other sessions end; this one goes on.
   */
  async change(user: UserEntity, sessionFamilyId: string, currentPin: string, newPin: string): Promise<void> {
    if (user.role === 'admin') throw adminPasswordRequired();
    const checked = await this.logins.checkCurrentPin(user, currentPin);
    if (!checked) throw new DomainError(AuthErrorCode.WrongCurrentPin, 'Current PIN is incorrect', 400);
    await this.users.setPin(user.id, await this.hasher.hash(newPin));
    await this.tokens.revokeUserExcept(user.id, sessionFamilyId);
  }

  /**
   * Sends a reset code to an account's phone, unless its latest one still works (then the owner
   * has it: nobody can spend the owner's codes by asking for them). Unknown phones (and admins,
   * whose password is not a PIN) get the same answer and count against the same limits, but
   * nothing is sent; and the answer comes after the same time for both (answerEvenly).
   */
  async sendResetCode(phone: string, client: ClientInfo): Promise<void> {
    await answerEvenly(async (until) => {
      const user = await this.users.findByPhone(phone);
      await this.otp.sendUnlessValid(phone, 'reset', client.ip, Boolean(user && user.role !== 'admin'), until);
    });
  }

  /**
   * Sets a new PIN once the reset code checks out; the failed sign-ins counted against the old one
   * are cleared with it. Every session ends, since whoever else may hold one is why people reset.
   */
  async reset(phone: string, code: string, newPin: string, client: ClientInfo): Promise<void> {
    // Unknown phones never got a code, so the check fails for them exactly as for a wrong code.
    await this.otp.verify(phone, 'reset', code, { ip: client.ip });
    const user = await this.users.findByPhone(phone);
    if (!user || user.role === 'admin') throw new DomainError(AuthErrorCode.OtpInvalid, 'The verification code is not valid', 400);
    await this.users.setPin(user.id, await this.hasher.hash(newPin));
    await this.tokens.revokeUser(user.id);
  }
}
