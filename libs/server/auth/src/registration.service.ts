import { Injectable } from '@nestjs/common';
import { AuthErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import { toUser } from './entities/user.entity';
import { LoginService, type SignInResult } from './login.service';
import { answerEvenly, OtpService } from './otp.service';
import { assertRealPhone } from './phone-numbers';
import { PinHasher } from './pin-hasher';
import { TokenService, type ClientInfo } from './token.service';
import { UsersRepository } from './users.repository';

export interface RegistrationDetails {
  phone: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

const phoneTaken = () => new DomainError(AuthErrorCode.PhoneTaken, 'This phone number is already registered', 409);

/** Register: send a code to the phone, then create the account once the code comes back. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly otp: OtpService,
    private readonly tokens: TokenService,
    private readonly hasher: PinHasher,
    private readonly logins: LoginService,
  ) {}

  /**
   * The same answer whether or not the phone has an account (as login and forgot PIN give), so the
   * form cannot be used to learn who is registered; the owner of a registered phone gets a text
   * saying to sign in instead of a code.
   */
  async sendCode(details: RegistrationDetails, client: ClientInfo): Promise<void> {
    assertRealPhone(details.phone);
    // The same time for both answers too (answerEvenly), so a stopwatch does not tell them apart.
    await answerEvenly(async (until) => {
      if (await this.users.phoneExists(details.phone)) return this.otp.sendAccountExistsNotice(details.phone, client.ip, until);
      await this.otp.send(details.phone, 'registration', client.ip, until);
    });
  }

  /** The code is checked first: only whoever holds the phone learns that it is taken. */
  async complete(details: RegistrationDetails & { otp: string }, client: ClientInfo, deviceToken?: string): Promise<SignInResult> {
    assertRealPhone(details.phone);
    await this.otp.verify(details.phone, 'registration', details.otp, { ip: client.ip });
    if (await this.users.phoneExists(details.phone)) throw phoneTaken();
    const saved = await this.users.insertMember({
      phone: details.phone,
      firstName: details.firstName || null,
      lastName: details.lastName || null,
      email: details.email || null,
      pin: await this.hasher.hash(details.password),
    });
    // Two completions racing for one phone: the unique index decides, the loser gets the same answer.
    if (!saved) throw phoneTaken();
    const { accessToken, refreshToken } = await this.tokens.issue(saved, client);
    return { token: accessToken, refreshToken, user: toUser(saved), deviceToken: await this.logins.rememberDevice(saved.id, deviceToken) };
  }
}
