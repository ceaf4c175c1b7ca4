import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { AuthErrorCode, type AuthResponse } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core';
import { toUser, UserEntity } from './entities/user.entity';
import { OtpService } from './otp.service';
import { assertRealPhone } from './phone-numbers';
import { hashSecret } from './pin.service';
import { TokenService, type ClientInfo } from './token.service';

export interface RegistrationDetails {
  phone: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

const phoneTaken = () => new DomainError(AuthErrorCode.PhoneTaken, 'This phone number is already registered', 409);
const PG_UNIQUE_VIOLATION = '23505';

/** Register: send a code to the phone, then create the account once the code comes back. */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly otp: OtpService,
    private readonly tokens: TokenService,
  ) {}

  /**
   * The same answer whether or not the phone has an account (as login and forgot PIN give), so the
   * form cannot be used to learn who is registered; the owner of a registered phone gets a text
   * saying to sign in instead of a code.
   */
  async sendCode(details: RegistrationDetails, client: ClientInfo): Promise<void> {
    assertRealPhone(details.phone);
    if (await this.users.existsBy({ phone: details.phone })) return this.otp.sendAccountExistsNotice(details.phone, client.ip);
    await this.otp.send(details.phone, 'registration', client.ip);
  }

  /** The code is checked first: only whoever holds the phone learns that it is taken. */
  async complete(details: RegistrationDetails & { otp: string }, client: ClientInfo): Promise<AuthResponse> {
    assertRealPhone(details.phone);
    await this.otp.verify(details.phone, 'registration', details.otp);
    if (await this.users.existsBy({ phone: details.phone })) throw phoneTaken();
    const user = this.users.create({
      phone: details.phone,
      firstName: details.firstName || null,
      lastName: details.lastName || null,
      email: details.email || null,
      role: 'user',
      pinHash: await hashSecret(details.password),
    });
    try {
      await this.users.insert(user);
    } catch (error) {
      // Two completions racing for one phone: the unique index decides, the loser gets the same answer.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === PG_UNIQUE_VIOLATION) throw phoneTaken();
      throw error;
    }
    const saved = await this.users.findOneByOrFail({ phone: details.phone });
    const { accessToken, refreshToken } = await this.tokens.issue(saved, client);
    return { token: accessToken, refreshToken, user: toUser(saved) };
  }
}
