import { Injectable } from '@nestjs/common';
import { AdminErrorCode, AuthErrorCode, type AdminUserRow, type AdminUsersQuery } from '@chonail/shared/contracts';
import { staffAccountRefusal } from '@chonail/shared/domain';
import { DomainError } from '@chonail/server/core/base';
import { TokenService } from '@chonail/server/auth';
import { AdminPostsRepository } from './admin-posts.repository';
import { AdminUsersRepository } from './admin-users.repository';
import { AuditRepository } from './audit.repository';

const userNotFound = () => new DomainError(AuthErrorCode.UserNotFound, 'User not found', 404);

const auditView = (user: AdminUserRow) => ({ phone: user.phone, role: user.role, blocked: user.blocked, postCount: user.postCount });

/** Staff actions on accounts; each change and its audit row commit together. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly posts: AdminPostsRepository,
    private readonly audit: AuditRepository,
    private readonly tokens: TokenService,
  ) {}

  list(query: AdminUsersQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
    return this.users.list(query);
  }

  /**
   * Blocking ends every session at once (the guards also read the flag on each request); the
   * sessions a block ended stay ended after an unblock.
   */
  async setBlocked(id: number, blocked: boolean, actorId: number): Promise<AdminUserRow> {
    const after = await this.audit.inTransaction(async (manager) => {
      const { user, activeAdmins } = await this.users.lockWithAdmins(id, manager);
      if (!user) throw userNotFound();
      if (blocked) this.refuse(staffAccountRefusal(user, actorId, activeAdmins), 'block');
      if (user.blocked === blocked) return user;
      await this.users.setBlocked(id, blocked, manager);
      const changed = (await this.users.find(id, manager)) as AdminUserRow;
      await this.audit.record(manager, {
        actorId,
        action: blocked ? 'user.block' : 'user.unblock',
        targetType: 'user',
        targetId: id,
        before: auditView(user),
        after: auditView(changed),
      });
      return changed;
    });
    if (blocked) await this.tokens.revokeUser(id);
    return after;
  }

  /** The account and its posts leave the site and its sessions end; its payments stay on record. */
  async remove(id: number, actorId: number): Promise<void> {
    await this.audit.inTransaction(async (manager) => {
      const { user, activeAdmins } = await this.users.lockWithAdmins(id, manager);
      if (!user) throw userNotFound();
      this.refuse(staffAccountRefusal(user, actorId, activeAdmins), 'delete');
      await this.users.softDelete(id, manager);
      const postIds = await this.posts.softDeleteByOwner(id, manager);
      await this.audit.record(manager, {
        actorId,
        action: 'user.delete',
        targetType: 'user',
        targetId: id,
        before: auditView(user),
        after: { deleted: true, postsRemoved: postIds },
      });
    });
    await this.tokens.revokeUser(id);
  }

  private refuse(reason: ReturnType<typeof staffAccountRefusal>, action: 'block' | 'delete'): void {
    if (reason === 'self') {
      throw action === 'block'
        ? new DomainError(AuthErrorCode.CannotBlockSelf, 'You cannot block your own account', 400)
        : new DomainError(AdminErrorCode.CannotDeleteSelf, 'You cannot delete your own account', 400);
    }
    if (reason === 'last_admin') throw new DomainError(AdminErrorCode.LastAdmin, 'The last admin cannot be blocked or deleted', 409);
  }
}
