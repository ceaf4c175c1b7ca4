import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ContactMessageEntity, SiteSettingEntity } from '../entities/site.entities';

/** A contact message as the public form sends it, with the sender's address for staff. */
export type NewContactMessage = Pick<ContactMessageEntity, 'name' | 'email' | 'phone' | 'subject' | 'message' | 'ip'>;

/** site_settings and contact_messages as the public site reads and writes them (staff edit them through admin). */
@Injectable()
export class SiteRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /** The stored JSON of a setting; undefined when staff never set it. */
  async settingValue(key: string): Promise<unknown> {
    const row = await this.data.getRepository(SiteSettingEntity).findOneBy({ key });
    return row?.value;
  }

  async insertContactMessage(message: NewContactMessage): Promise<void> {
    await this.data.getRepository(ContactMessageEntity).insert(message);
  }
}
