// In-memory fakes shared by the admin lib's unit specs (*.unit.spec.ts); never imported by production code.
import type { AuditAction, AuditEntry } from '@chonail/shared/contracts';
import type { AdminTransaction, AuditRecord, AuditRepository } from '../audit.repository';

/**
 * The audit log and its transaction: a change's rows are kept only when the change commits, and
 * every write is checked to be made with the open transaction (`assertOpen`, which the other
 * fakes call too), so "the change and its audit row commit together" is visible in the specs. The
 * SQL (and the table's append-only trigger) is covered by admin.int.spec.ts.
 */
export class InMemoryAudit implements Pick<AuditRepository, 'inTransaction' | 'record' | 'list'> {
  readonly entries: AuditRecord[] = [];
  /** The filters `list` was asked for; it answers an empty page. */
  readonly listed: unknown[] = [];
  open: AdminTransaction | null = null;
  private pending: AuditRecord[] = [];

  async inTransaction<T>(change: (manager: AdminTransaction) => Promise<T>): Promise<T> {
    const tx = { transaction: Symbol('tx') } as unknown as AdminTransaction;
    this.open = tx;
    this.pending = [];
    try {
      const result = await change(tx);
      this.entries.push(...this.pending);
      return result;
    } finally {
      this.open = null;
      this.pending = [];
    }
  }

  async record(manager: AdminTransaction, entry: AuditRecord): Promise<void> {
    this.assertOpen(manager);
    this.pending.push(entry);
  }

  async list(filter: { action?: AuditAction; limit: number; offset: number }): Promise<{ rows: AuditEntry[]; total: number }> {
    this.listed.push(filter);
    return { rows: [], total: 0 };
  }

  assertOpen(manager: AdminTransaction | undefined): void {
    if (!manager || manager !== this.open) throw new Error('written outside the change’s transaction');
  }
}
