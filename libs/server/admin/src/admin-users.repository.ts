import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminUserRow, AdminUsersQuery } from '@chonail/shared/contracts';
import { escapeLike } from '@chonail/server/listings';

const COLUMNS = `u.id, u.first_name, u.last_name, u.phone, u.email, u.role, u.created_at, u.blocked,
  (SELECT count(*) FROM job_posts p WHERE p.owner_id = u.id AND p.deleted_at IS NULL)::int AS post_count`;

type UserRow = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  phone: string;
  email: string | null;
  role: 'user' | 'admin';
  created_at: Date;
  blocked: boolean;
  post_count: number;
};

const toRow = (r: UserRow): AdminUserRow => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  email: r.email,
  role: r.role,
  createdAt: r.created_at.toISOString(),
  blocked: r.blocked,
  postCount: r.post_count,
});

/** users as staff read and change them; deleted accounts are kept (payments) but never listed. */
@Injectable()
export class AdminUsersRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  async list(query: AdminUsersQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
    const params: unknown[] = [];
    const where = ['u.deleted_at IS NULL'];
    if (query.q) {
      const digits = query.q.replace(/\D/g, '');
      params.push(`%${escapeLike(query.q)}%`);
      const name = `chonail_unaccent(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) LIKE chonail_unaccent($1)`;
      if (digits.length >= 3) {
        params.push(`%${digits}%`);
        where.push(`(${name} OR u.phone LIKE $2)`);
      } else where.push(name);
    }
    const filter = `FROM users u WHERE ${where.join(' AND ')}`;
    const [{ total }] = await this.data.query(`SELECT count(*)::int AS total ${filter}`, params);
    const rows: UserRow[] = await this.data.query(
      `SELECT ${COLUMNS} ${filter} ORDER BY u.created_at DESC, u.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, query.offset],
    );
    return { rows: rows.map(toRow), total };
  }

  async find(id: number, manager: EntityManager = this.data.manager): Promise<AdminUserRow | null> {
    const rows: UserRow[] = await manager.query(`SELECT ${COLUMNS} FROM users u WHERE u.id = $1 AND u.deleted_at IS NULL`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /**
   * Locks the account and every active admin for the caller's transaction (two admins removing
   * each other at once must not leave none), and counts the active admins.
   */
  async lockWithAdmins(id: number, manager: EntityManager): Promise<{ user: AdminUserRow | null; activeAdmins: number }> {
    const active = "role = 'admin' AND NOT blocked AND deleted_at IS NULL";
    await manager.query(`SELECT id FROM users WHERE (${active}) OR id = $1 ORDER BY id FOR UPDATE`, [id]);
    const [{ total }] = await manager.query(`SELECT count(*)::int AS total FROM users WHERE ${active}`);
    return { user: await this.find(id, manager), activeAdmins: total };
  }

  async setBlocked(id: number, blocked: boolean, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE users SET blocked = $2, updated_at = now() WHERE id = $1', [id, blocked]);
  }

  /** Deleted accounts are also blocked, so every sign-in path and guard already refuses them. */
  async softDelete(id: number, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE users SET deleted_at = now(), blocked = true, updated_at = now() WHERE id = $1', [id]);
  }

  async countActive(): Promise<number> {
    const [{ total }] = await this.data.query('SELECT count(*)::int AS total FROM users WHERE deleted_at IS NULL');
    return total;
  }
}
