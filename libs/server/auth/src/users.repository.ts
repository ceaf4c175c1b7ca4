import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QueryFailedError, type DataSource, type Repository } from 'typeorm';
import { UserEntity } from './entities/user.entity';
import type { StoredPin } from './pin-hasher';

export interface NewMember {
  phone: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  pin: StoredPin;
}

const PG_UNIQUE_VIOLATION = '23505';

/** users as sign-in, sign-up and the PIN flows read and change them. */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  private get users(): Repository<UserEntity> {
    return this.data.getRepository(UserEntity);
  }

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  findByPhone(phone: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ phone });
  }

  phoneExists(phone: string): Promise<boolean> {
    return this.users.existsBy({ phone });
  }

  /** A new PIN (or the same one rehashed): the failures counted against the old one no longer matter. */
  async setPin(id: number, pin: StoredPin): Promise<void> {
    await this.users.update({ id }, { ...pin, failedLogins: 0 });
  }

  /** A failed PIN check; the count after it, 0 for an unknown phone. One UPDATE, so parallel guesses all count. */
  async countFailedLogin(phone: string): Promise<number> {
    const counted = await this.users
      .createQueryBuilder()
      .update()
      .set({ failedLogins: () => 'failed_logins + 1' })
      .where('phone = :phone', { phone })
      .returning(['failed_logins'])
      .execute();
    return Number((counted.raw as Array<{ failed_logins: number }>)[0]?.failed_logins ?? 0);
  }

  /**
   * A staff sign-in used TOTP time step `step`: true when no sign-in used it (or a later one) before.
   * One conditional UPDATE, so two requests racing with the same code cannot both pass.
   */
  async useTotpStep(id: number, step: number, resealed: string | null): Promise<boolean> {
    const used = await this.users
      .createQueryBuilder()
      .update()
      .set({ totpLastStep: step, ...(resealed ? { totpSecret: resealed } : {}) })
      .where('id = :id AND (totp_last_step IS NULL OR totp_last_step < :step)', { id, step })
      .execute();
    return (used.affected ?? 0) === 1;
  }

  /** Issue 39: the portal's "text me before my ads expire" switch. */
  async setExpiryReminders(id: number, on: boolean): Promise<void> {
    await this.users.update({ id }, { expiryReminders: on });
  }

  /** The site language the member uses, for the texts the server sends by itself; written only when it changed. */
  async rememberLanguage(id: number, language: 'vi' | 'en'): Promise<void> {
    await this.data.query(`UPDATE users SET language = $2 WHERE id = $1 AND language IS DISTINCT FROM $2`, [id, language]);
  }

  async clearFailedLogins(id: number): Promise<void> {
    await this.users.update({ id }, { failedLogins: 0 });
  }

  /**
   * A new account with role user, read back as stored; null when the phone is already taken. Two
   * completions racing for one phone are settled by the unique index, so the loser lands here too.
   */
  async insertMember(member: NewMember): Promise<UserEntity | null> {
    try {
      const { pin, ...details } = member;
      await this.users.insert(this.users.create({ ...details, ...pin, role: 'user' }));
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === PG_UNIQUE_VIOLATION) return null;
      throw error;
    }
    return this.users.findOneByOrFail({ phone: member.phone });
  }
}
