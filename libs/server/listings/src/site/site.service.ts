import { Injectable } from '@nestjs/common';
import type { ContactInfo, ContactMessage } from '@chonail/shared/contracts';
import { SiteRepository } from './site.repository';

export const CONTACT_INFO_KEY = 'contact_info';

/** Shown until staff set their own; the office of the about and contact pages. */
export const DEFAULT_CONTACT_INFO: ContactInfo = {
  address: '9999 Bellaire Blvd, Houston, TX 77036',
  phone: '(713) 555-0100',
  email: 'hotro@chonail.com',
};

@Injectable()
export class SiteService {
  constructor(private readonly site: SiteRepository) {}

  async contactInfo(): Promise<ContactInfo> {
    const stored = (await this.site.settingValue(CONTACT_INFO_KEY)) as Partial<ContactInfo> | undefined;
    return { ...DEFAULT_CONTACT_INFO, ...(stored ?? {}) };
  }

  /** Stores a message for staff; the controller holds it to the sender's allowance (WRITE_LIMITS.contact). */
  async receiveMessage(message: ContactMessage, ip: string): Promise<void> {
    await this.site.insertContactMessage({ ...message, phone: message.phone || null, ip });
  }
}
