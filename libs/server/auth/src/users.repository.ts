import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QueryFailedError, type DataSource, type Repository } from 'typeorm';
import { UserEntity } from './entities/user.entity';

export interface NewMember {
  phone: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  pinHash: string;
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

  async setPinHash(id: number, pinHash: string): Promise<void> {
    await this.users.update({ id }, { pinHash });
  }

  /**
   * A new account with role user, read back as stored; null when the phone is already taken. Two
   * completions racing for one phone are settled by the unique index, so the loser lands here too.
   */
  async insertMember(member: NewMember): Promise<UserEntity | null> {
    try {
      await this.users.insert(this.users.create({ ...member, role: 'user' }));
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === PG_UNIQUE_VIOLATION) return null;
      throw error;
    }
    return this.users.findOneByOrFail({ phone: member.phone });
  }
}
