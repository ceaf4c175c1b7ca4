import { AdminErrorCode, AuthErrorCode, type AdminUserRow, type AdminUsersQuery } from '@chonail/shared/contracts';
import type { TokenService } from '@chonail/server/auth';
import { rejectsWithDomainError as rejectsWith } from '@chonail/server/core/testing';
import type { AdminPostsRepository } from './admin-posts.repository';
import type { AdminUsersRepository } from './admin-users.repository';
import { AdminUsersService } from './admin-users.service';
import type { AdminTransaction, AuditRepository } from './audit.repository';
import { InMemoryAudit } from './testing/unit-fakes';

interface User extends AdminUserRow {
  deleted: boolean;
}

/**
 * users over a map, counting active admins as the real query does (admin, not blocked, not
 * deleted); the locks and the count across the whole table are covered by admin.int.spec.ts.
 */
class InMemoryAdminUsers implements Pick<AdminUsersRepository, 'list' | 'find' | 'lockWithAdmins' | 'setBlocked' | 'softDelete'> {
  readonly users = new Map<number, User>();
  readonly listed: AdminUsersQuery[] = [];
  writes = 0;

  constructor(private readonly audit: InMemoryAudit) {}

  async list(query: AdminUsersQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
    this.listed.push(query);
    return { rows: [], total: 0 };
  }

  async find(id: number): Promise<AdminUserRow | null> {
    const user = this.users.get(id);
    if (!user || user.deleted) return null;
    return { id: user.id, firstName: user.firstName, lastName: user.lastName, phone: user.phone, email: user.email, role: user.role, createdAt: user.createdAt, blocked: user.blocked, postCount: user.postCount };
  }

  async lockWithAdmins(id: number, manager: AdminTransaction): Promise<{ user: AdminUserRow | null; activeAdmins: number }> {
    this.audit.assertOpen(manager);
    const activeAdmins = [...this.users.values()].filter((u) => u.role === 'admin' && !u.blocked && !u.deleted).length;
    return { user: await this.find(id), activeAdmins };
  }

  async setBlocked(id: number, blocked: boolean, manager: AdminTransaction): Promise<void> {
    this.audit.assertOpen(manager);
    this.writes += 1;
    Object.assign(this.users.get(id) ?? {}, { blocked });
  }

  async softDelete(id: number, manager: AdminTransaction): Promise<void> {
    this.audit.assertOpen(manager);
    this.writes += 1;
    Object.assign(this.users.get(id) ?? {}, { deleted: true, blocked: true });
  }
}

/** The owner's live posts, which leave the site with a deleted account. */
class InMemoryOwnedPosts implements Pick<AdminPostsRepository, 'softDeleteByOwner'> {
  readonly owners = new Map<number, number>();
  readonly deleted = new Set<number>();

  constructor(private readonly audit: InMemoryAudit) {}

  async softDeleteByOwner(ownerId: number, manager: AdminTransaction): Promise<number[]> {
    this.audit.assertOpen(manager);
    const ids = [...this.owners].filter(([id, owner]) => owner === ownerId && !this.deleted.has(id)).map(([id]) => id);
    for (const id of ids) this.deleted.add(id);
    return ids;
  }
}

class FakeTokens implements Pick<TokenService, 'revokeUser'> {
  readonly revoked: number[] = [];
  /** Whether the change was committed when the sessions were ended. */
  readonly revokedAfterCommit: boolean[] = [];

  constructor(private readonly audit: InMemoryAudit) {}

  async revokeUser(userId: number): Promise<void> {
    this.revoked.push(userId);
    this.revokedAfterCommit.push(this.audit.open === null);
  }
}

const ACTOR = 1;

function user(id: number, fields: Partial<User> = {}): User {
  return {
    id,
    firstName: 'Lan',
    lastName: 'Nguyễn',
    phone: `+1713555${String(id).padStart(4, '0')}`,
    email: null,
    role: 'user',
    createdAt: '2025-05-01T00:00:00.000Z',
    blocked: false,
    postCount: 0,
    deleted: false,
    ...fields,
  };
}

function setup(...users: User[]) {
  const audit = new InMemoryAudit();
  const repo = new InMemoryAdminUsers(audit);
  const posts = new InMemoryOwnedPosts(audit);
  const tokens = new FakeTokens(audit);
  for (const u of [user(ACTOR, { role: 'admin' }), ...users]) repo.users.set(u.id, u);
  // The fakes lack the real classes' private fields (the DataSource, Redis), hence the casts.
  const service = new AdminUsersService(
    repo as unknown as AdminUsersRepository,
    posts as unknown as AdminPostsRepository,
    audit as unknown as AuditRepository,
    tokens as unknown as TokenService,
  );
  return { audit, repo, posts, tokens, service };
}

describe('AdminUsersService.list', () => {
  it('passes the search and page on', async () => {
    const { service, repo } = setup();
    const query = { q: 'lan', limit: 20, offset: 40 };
    expect(await service.list(query)).toEqual({ rows: [], total: 0 });
    expect(repo.listed).toEqual([query]);
  });
});

describe('AdminUsersService.setBlocked', () => {
  it('blocks the account, audits it in the same transaction, and ends its sessions once committed', async () => {
    const { service, audit, tokens } = setup(user(2, { postCount: 2 }));

    expect(await service.setBlocked(2, true, ACTOR)).toMatchObject({ id: 2, blocked: true });

    expect(audit.entries).toEqual([
      {
        actorId: ACTOR,
        action: 'user.block',
        targetType: 'user',
        targetId: 2,
        before: { phone: '+17135550002', role: 'user', blocked: false, postCount: 2 },
        after: { phone: '+17135550002', role: 'user', blocked: true, postCount: 2 },
      },
    ]);
    expect(tokens.revoked).toEqual([2]);
    expect(tokens.revokedAfterCommit).toEqual([true]);
  });

  it('unblocks, audited; the sessions a block ended stay ended (nothing is restored)', async () => {
    const { service, audit, tokens } = setup(user(2, { blocked: true }));

    expect(await service.setBlocked(2, false, ACTOR)).toMatchObject({ blocked: false });

    expect(audit.entries.map((e) => [e.action, (e.before as User).blocked, (e.after as User).blocked])).toEqual([['user.unblock', true, false]]);
    expect(tokens.revoked).toEqual([]);
  });

  it('changes and audits nothing when the account already is as asked (a block still ends its sessions)', async () => {
    const { service, audit, repo, tokens } = setup(user(2, { blocked: true }), user(3));

    expect(await service.setBlocked(2, true, ACTOR)).toMatchObject({ blocked: true });
    expect(await service.setBlocked(3, false, ACTOR)).toMatchObject({ blocked: false });

    expect([repo.writes, audit.entries]).toEqual([0, []]);
    expect(tokens.revoked).toEqual([2]);
  });

  it('refuses an admin blocking themself with 400 CANNOT_BLOCK_SELF', async () => {
    const { service, audit, tokens, repo } = setup(user(2, { role: 'admin' }));
    await rejectsWith(service.setBlocked(ACTOR, true, ACTOR), AuthErrorCode.CannotBlockSelf, 400, 'You cannot block your own account');
    expect([repo.users.get(ACTOR)?.blocked, audit.entries, tokens.revoked]).toEqual([false, [], []]);
  });

  it('answers 404 USER_NOT_FOUND for an unknown or deleted account', async () => {
    const { service, audit } = setup(user(2, { deleted: true }));
    for (const id of [2, 2_147_483_647]) {
      await rejectsWith(service.setBlocked(id, true, ACTOR), AuthErrorCode.UserNotFound, 404, 'User not found');
      await rejectsWith(service.setBlocked(id, false, ACTOR), AuthErrorCode.UserNotFound, 404);
    }
    expect(audit.entries).toEqual([]);
  });

  it('refuses blocking the last active admin with 409 LAST_ADMIN, even for a request whose actor was blocked meanwhile', async () => {
    // The actor (1) passed the guard, then another admin blocked them: 2 is now the only active admin.
    const { service, repo, audit, tokens } = setup(user(2, { role: 'admin' }));
    Object.assign(repo.users.get(ACTOR) ?? {}, { blocked: true });

    await rejectsWith(service.setBlocked(2, true, ACTOR), AdminErrorCode.LastAdmin, 409, 'The last admin cannot be blocked or deleted');
    expect([repo.users.get(2)?.blocked, audit.entries, tokens.revoked]).toEqual([false, [], []]);
  });

  it('lets an admin block another while more than one admin is active', async () => {
    const { service } = setup(user(2, { role: 'admin' }));
    expect(await service.setBlocked(2, true, ACTOR)).toMatchObject({ blocked: true });
  });

  it('lets a blocked last admin be unblocked', async () => {
    const { service, repo } = setup(user(2, { role: 'admin', blocked: true }));
    Object.assign(repo.users.get(ACTOR) ?? {}, { blocked: true });
    expect(await service.setBlocked(2, false, ACTOR)).toMatchObject({ blocked: false });
  });
});

describe('AdminUsersService.remove', () => {
  it('deletes the account and its posts, audits them with the ids removed, and ends its sessions once committed', async () => {
    const { service, repo, posts, audit, tokens } = setup(user(2, { postCount: 2 }), user(3));
    posts.owners.set(10, 2);
    posts.owners.set(11, 2);
    posts.owners.set(12, 3);

    await service.remove(2, ACTOR);

    expect(repo.users.get(2)).toMatchObject({ deleted: true, blocked: true });
    expect([...posts.deleted]).toEqual([10, 11]);
    expect(audit.entries).toEqual([
      {
        actorId: ACTOR,
        action: 'user.delete',
        targetType: 'user',
        targetId: 2,
        before: { phone: '+17135550002', role: 'user', blocked: false, postCount: 2 },
        after: { deleted: true, postsRemoved: [10, 11] },
      },
    ]);
    expect([tokens.revoked, tokens.revokedAfterCommit]).toEqual([[2], [true]]);
    await rejectsWith(service.remove(2, ACTOR), AuthErrorCode.UserNotFound, 404);
  });

  it('refuses an admin deleting themself with 400 CANNOT_DELETE_SELF, changing nothing', async () => {
    const { service, repo, audit, tokens } = setup(user(2, { role: 'admin' }));
    await rejectsWith(service.remove(ACTOR, ACTOR), AdminErrorCode.CannotDeleteSelf, 400, 'You cannot delete your own account');
    expect([repo.writes, audit.entries, tokens.revoked]).toEqual([0, [], []]);
  });

  it('answers 404 USER_NOT_FOUND for an unknown account', async () => {
    const { service, audit, tokens } = setup();
    await rejectsWith(service.remove(2_147_483_647, ACTOR), AuthErrorCode.UserNotFound, 404, 'User not found');
    expect([audit.entries, tokens.revoked]).toEqual([[], []]);
  });

  it('refuses deleting the last active admin with 409 LAST_ADMIN, and lets a blocked admin be deleted', async () => {
    const { service, repo, audit } = setup(user(2, { role: 'admin' }), user(3, { role: 'admin', blocked: true }));
    Object.assign(repo.users.get(ACTOR) ?? {}, { blocked: true });

    await rejectsWith(service.remove(2, ACTOR), AdminErrorCode.LastAdmin, 409);
    expect(repo.users.get(2)?.deleted).toBe(false);

    await service.remove(3, ACTOR);
    expect(repo.users.get(3)?.deleted).toBe(true);
    expect(audit.entries.map((e) => [e.action, e.targetId])).toEqual([['user.delete', 3]]);
  });
});
