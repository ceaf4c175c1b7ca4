import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type ContactInfo, type ContactMessage, ListingErrorCode } from '@chonail/shared/contracts';
import { DomainError, RateLimiter } from '@chonail/server/core';
import { ContactMessageEntity, SiteSettingEntity } from './entities/site.entities';

export const CONTACT_INFO_KEY = 'contact_info';

/** Shown until staff set their own; the office of the about and contact pages. */
export const DEFAULT_CONTACT_INFO: ContactInfo = {
  address: '9999 Bellaire Blvd, Houston, TX 77036',
  phone: '(713) 555-0100',
  email: 'hotro@chonail.com',
};

/** A person writes a handful of messages; a script writes hundreds. */
const CONTACT_LIMITS = [
  { name: 'contact:ip:hour', limit: 5, windowSeconds: 3600 },
  { name: 'contact:ip:day', limit: 20, windowSeconds: 86_400 },
];

@Injectable()
export class SiteService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    @InjectRepository(SiteSettingEntity) private readonly settings: Repository<SiteSettingEntity>,
    private readonly limiter: RateLimiter,
  ) {}

  async contactInfo(): Promise<ContactInfo> {
    const row = await this.settings.findOneBy({ key: CONTACT_INFO_KEY });
    return { ...DEFAULT_CONTACT_INFO, ...((row?.value as Partial<ContactInfo> | undefined) ?? {}) };
  }

  async receiveMessage(message: ContactMessage, ip: string): Promise<void> {
    const { allowed, retryAfterSeconds } = await this.limiter.hit(ip, CONTACT_LIMITS);
    if (!allowed) {
      throw new DomainError(ListingErrorCode.ContactRateLimited, `Too many messages; try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`, 429);
    }
    await this.messages.insert({ ...message, phone: message.phone || null, ip });
  }
}
