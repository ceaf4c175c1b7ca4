import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuthErrorCode, type AdminUser } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core';
import { UserEntity } from './entities/user.entity';
import { TokenService } from './token.service';

export function toAdminUser(entity: UserEntity): AdminUser {
  return {
    id: entity.id,
    firstName: entity.firstName,
    lastName: entity.lastName,
    phone: entity.phone,
    email: entity.email,
    role: entity.role,
    createdAt: entity.createdAt.toISOString(),
    blocked: entity.blocked,
  };
}

/** What admins do to user accounts. The admin panel's own endpoints come later. */
@Injectable()
export class UserAdminService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly tokens: TokenService,
  ) {}

  /** Newest first. */
  async list(): Promise<AdminUser[]> {
    const users = await this.users.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return users.map(toAdminUser);
  }

  /**
   * Blocks or unblocks an account. Blocking ends every session at once; login and the guards also
   * refuse a blocked account. `actorId`, the admin doing it, may not block themself (nobody could undo it).
   */
  async setBlocked(userId: number, blocked: boolean, actorId?: number): Promise<AdminUser> {
    if (blocked && userId === actorId) throw new DomainError(AuthErrorCode.CannotBlockSelf, 'You cannot block your own account', 400);
    const result = await this.users.update({ id: userId }, { blocked });
    if (!result.affected) throw new DomainError(AuthErrorCode.UserNotFound, 'User not found', 404);
    if (blocked) await this.tokens.revokeUser(userId);
    return toAdminUser(await this.users.findOneByOrFail({ id: userId }));
  }
}
