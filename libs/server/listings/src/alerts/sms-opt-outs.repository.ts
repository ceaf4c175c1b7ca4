import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * Every sms_opt_outs query: phones (E.164) that asked for no more texts, by a STOP reply or the
 * stop button of a text's link. Alerts and expiry reminders skip them; sign-in codes still go
 * (a person asked for those).
 */
@Injectable()
export class SmsOptOutsRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  async stop(phone: string, source: 'reply' | 'link'): Promise<void> {
    await this.data.query(`INSERT INTO sms_opt_outs (phone, source) VALUES ($1, $2) ON CONFLICT (phone) DO NOTHING`, [phone, source]);
  }

  /** Texts start again: the person saved or resumed a search. */
  async resume(phone: string): Promise<void> {
    await this.data.query(`DELETE FROM sms_opt_outs WHERE phone = $1`, [phone]);
  }

  async isStopped(phone: string): Promise<boolean> {
    const rows: unknown[] = await this.data.query(`SELECT 1 FROM sms_opt_outs WHERE phone = $1`, [phone]);
    return rows.length > 0;
  }
}
