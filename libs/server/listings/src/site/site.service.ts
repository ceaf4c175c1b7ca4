import { Injectable } from '@nestjs/common';
import { type ContactInfo, type ContactMessage, ListingErrorCode } from '@chonail/shared/contracts';
import { DomainError, RateLimiter } from '@chonail/server/core/base';
import { SiteRepository } from './site.repository';

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
    private readonly site: SiteRepository,
    private readonly limiter: RateLimiter,
  ) {}

  async contactInfo(): Promise<ContactInfo> {
    const stored = (await this.site.settingValue(CONTACT_INFO_KEY)) as Partial<ContactInfo> | undefined;
    return { ...DEFAULT_CONTACT_INFO, ...(stored ?? {}) };
  }

  async receiveMessage(message: ContactMessage, ip: string): Promise<void> {
    const { allowed, retryAfterSeconds } = await this.limiter.hit(ip, CONTACT_LIMITS);
    if (!allowed) {
      throw new DomainError(ListingErrorCode.ContactRateLimited, `Too many messages; try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`, 429);
    }
    await this.site.insertContactMessage({ ...message, phone: message.phone || null, ip });
  }
}
