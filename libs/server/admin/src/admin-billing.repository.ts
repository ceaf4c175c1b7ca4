import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminPayment, AdminPaymentsOverview, PaymentMode, PaymentStatus } from '@chonail/shared/contracts';
import { PACKAGE_TYPES, type CostLine, type PackageType } from '@chonail/shared/domain';

export interface PeriodSums {
  period: string;
  totalCents: number;
  payments: number;
  byAddon: Map<PackageType, number>;
}

/** payments, pricing and billing_events as staff read them (revenue, the Payments tab, prices). */
@Injectable()
export class AdminBillingRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  async paidTotalCents(): Promise<number> {
    const [{ total }] = await this.data.query("SELECT coalesce(sum(amount_cents), 0)::bigint AS total FROM payments WHERE status = 'paid'");
    return Number(total);
  }

  /**
   * Paid payments in [from, to) (ISO instants) summed per period ('YYYY-MM-DD' or 'YYYY-MM' of the
   * UTC paid day) and per add-on, from the lines each payment recorded at its own prices.
   */
  async revenue(from: string, toExclusive: string, groupBy: 'day' | 'month'): Promise<Map<string, PeriodSums>> {
    const period = `to_char(p.paid_at AT TIME ZONE 'UTC', '${groupBy === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}')`;
    const range = "p.status = 'paid' AND p.paid_at >= $1::timestamptz AND p.paid_at < $2::timestamptz";
    const totals: Array<{ period: string; total: string; payments: number }> = await this.data.query(
      `SELECT ${period} AS period, sum(p.amount_cents)::bigint AS total, count(*)::int AS payments FROM payments p WHERE ${range} GROUP BY 1`,
      [from, toExclusive],
    );
    const lines: Array<{ period: string; type: PackageType; total: string }> = await this.data.query(
      `SELECT ${period} AS period, l->>'packageType' AS type, sum((l->>'cents')::bigint)::bigint AS total
       FROM payments p CROSS JOIN LATERAL jsonb_array_elements(p.cost_lines) l WHERE ${range} GROUP BY 1, 2`,
      [from, toExclusive],
    );
    const sums = new Map<string, PeriodSums>();
    for (const row of totals) sums.set(row.period, { period: row.period, totalCents: Number(row.total), payments: row.payments, byAddon: new Map() });
    for (const row of lines) sums.get(row.period)?.byAddon.set(row.type, Number(row.total));
    return sums;
  }

  async recentPayments(limit: number, offset: number): Promise<{ rows: AdminPayment[]; total: number }> {
    const [{ total }] = await this.data.query('SELECT count(*)::int AS total FROM payments');
    const rows: Array<Record<string, unknown>> = await this.data.query(
      `SELECT p.id, p.provider_payment_id, p.owner_id, u.phone AS owner_phone, p.status, p.amount_cents, p.provider, p.cost_lines,
              p.created_at, p.paid_at, p.job_post_id
       FROM payments p JOIN users u ON u.id = p.owner_id ORDER BY p.created_at DESC, p.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return {
      total,
      rows: rows.map((r) => ({
        id: r['id'] as number,
        paymentIntentId: r['provider_payment_id'] as string,
        ownerId: r['owner_id'] as number,
        ownerPhone: r['owner_phone'] as string,
        status: r['status'] as PaymentStatus,
        amount: r['amount_cents'] as number,
        mode: r['provider'] as PaymentMode,
        lines: r['cost_lines'] as CostLine[],
        createdAt: (r['created_at'] as Date).toISOString(),
        paidAt: r['paid_at'] ? (r['paid_at'] as Date).toISOString() : null,
        jobPostId: (r['job_post_id'] as number | null) ?? null,
      })),
    };
  }

  /** The newest provider event and what became of its payment. */
  async lastEvent(): Promise<AdminPaymentsOverview['lastWebhook']> {
    const [row]: Array<Record<string, unknown>> = await this.data.query(
      `SELECT e.event_id, e.type, e.received_at, e.provider_payment_id, p.status
       FROM billing_events e LEFT JOIN payments p ON p.provider_payment_id = e.provider_payment_id
       ORDER BY e.received_at DESC LIMIT 1`,
    );
    if (!row) return null;
    return {
      eventId: row['event_id'] as string,
      type: row['type'] as string,
      receivedAt: (row['received_at'] as Date).toISOString(),
      paymentIntentId: (row['provider_payment_id'] as string | null) ?? null,
      result: (row['status'] as string | null) ?? 'unknown payment',
    };
  }

  /** Prices per month in cents, locked when a manager is given (a price change reads, then writes). */
  async prices(manager: EntityManager = this.data.manager, lock = false): Promise<Record<PackageType, number>> {
    const rows: Array<{ package_type: PackageType; cents: number }> = await manager.query(
      `SELECT package_type, price_per_month_cents AS cents FROM pricing ${lock ? 'FOR UPDATE' : ''}`,
    );
    const byType = new Map(rows.map((r) => [r.package_type, r.cents]));
    return Object.fromEntries(PACKAGE_TYPES.map((type) => [type, byType.get(type) ?? 0])) as Record<PackageType, number>;
  }

  async setPrices(prices: Record<PackageType, number>, manager: EntityManager): Promise<void> {
    for (const type of PACKAGE_TYPES) {
      await manager.query(
        `INSERT INTO pricing (package_type, price_per_month_cents, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (package_type) DO UPDATE SET price_per_month_cents = EXCLUDED.price_per_month_cents, updated_at = now()`,
        [type, prices[type]],
      );
    }
  }
}
