import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminContactMessage } from '@chonail/shared/contracts';

type MessageRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: Date;
  handled_at: Date | null;
};

const toMessage = (r: MessageRow): AdminContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  subject: r.subject,
  message: r.message,
  createdAt: r.created_at.toISOString(),
  handledAt: r.handled_at ? r.handled_at.toISOString() : null,
});

const MESSAGE_COLUMNS = 'id, name, email, phone, subject, message, created_at, handled_at';

/** site_settings (contact info, price labels) and contact_messages as staff read and change them. */
@Injectable()
export class AdminSiteRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  async setting<T>(key: string, manager: EntityManager = this.data.manager, lock = false): Promise<T | null> {
    const [row] = await manager.query(`SELECT value FROM site_settings WHERE key = $1 ${lock ? 'FOR UPDATE' : ''}`, [key]);
    return (row?.value as T | undefined) ?? null;
  }

  async setSetting(key: string, value: unknown, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO site_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }

  async messages(filter: { handled?: boolean; limit: number; offset: number }): Promise<{ rows: AdminContactMessage[]; total: number }> {
    const where = filter.handled === undefined ? '' : `WHERE handled_at IS ${filter.handled ? 'NOT ' : ''}NULL`;
    const [{ total }] = await this.data.query(`SELECT count(*)::int AS total FROM contact_messages ${where}`);
    const rows: MessageRow[] = await this.data.query(
      `SELECT ${MESSAGE_COLUMNS} FROM contact_messages ${where} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [filter.limit, filter.offset],
    );
    return { rows: rows.map(toMessage), total };
  }

  async lockMessage(id: number, manager: EntityManager): Promise<AdminContactMessage | null> {
    const rows: MessageRow[] = await manager.query(`SELECT ${MESSAGE_COLUMNS} FROM contact_messages WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ? toMessage(rows[0]) : null;
  }

  async markHandled(id: number, manager: EntityManager): Promise<AdminContactMessage> {
    const [rows] = await manager.query(
      `UPDATE contact_messages SET handled_at = coalesce(handled_at, now()) WHERE id = $1 RETURNING ${MESSAGE_COLUMNS}`,
      [id],
    );
    return toMessage((rows as MessageRow[])[0] as MessageRow);
  }
}
