import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuditAction, AuditEntry } from '@chonail/shared/contracts';

export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  targetType: AuditEntry['targetType'];
  targetId: string | number | null;
  before: unknown;
  after: unknown;
}

/**
 * A staff change's open transaction, as services see it: handed back to the repositories, never
 * queried with directly.
 */
export type AdminTransaction = EntityManager;

/** The audit log: written inside the transaction of the change it records, never updated. */
@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /**
   * Runs one staff change in one transaction. Every staff write goes through here and records its
   * row with `record(manager, ...)`, so the change and its audit row commit or fail together.
   */
  inTransaction<T>(change: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.data.transaction(change);
  }

  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    await manager.query(
      'INSERT INTO audit_log (actor_id, action, target_type, target_id, before, after) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)',
      [
        entry.actorId,
        entry.action,
        entry.targetType,
        entry.targetId === null ? null : String(entry.targetId),
        JSON.stringify(entry.before ?? null),
        JSON.stringify(entry.after ?? null),
      ],
    );
  }

  async list(filter: { action?: AuditAction; limit: number; offset: number }): Promise<{ rows: AuditEntry[]; total: number }> {
    const where = filter.action ? 'WHERE a.action = $1' : '';
    const params: unknown[] = filter.action ? [filter.action] : [];
    const [{ total }] = await this.data.query(`SELECT count(*)::int AS total FROM audit_log a ${where}`, params);
    const rows: Array<Record<string, unknown>> = await this.data.query(
      `SELECT a.id, a.actor_id, u.phone AS actor_phone, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS actor_name, a.action, a.target_type, a.target_id, a.before, a.after, a.created_at
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id ${where}
       ORDER BY a.created_at DESC, a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.limit, filter.offset],
    );
    return {
      total,
      rows: rows.map((r) => ({
        id: Number(r['id']),
        actorId: r['actor_id'] as number,
        actorPhone: (r['actor_phone'] as string | null) ?? null,
        actorName: (r['actor_name'] as string | null) ?? null,
        action: r['action'] as AuditAction,
        targetType: r['target_type'] as AuditEntry['targetType'],
        targetId: (r['target_id'] as string | null) ?? null,
        before: r['before'],
        after: r['after'],
        createdAt: (r['created_at'] as Date).toISOString(),
      })),
    };
  }
}
