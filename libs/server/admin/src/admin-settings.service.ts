import { Injectable } from '@nestjs/common';
import {
  AdminErrorCode,
  PRICE_LABELS,
  type AdminContactMessage,
  type AdminPricing,
  type AuditAction,
  type AuditEntry,
  type ContactInfo,
  type PriceLabel,
} from '@chonail/shared/contracts';
import { toCents, VIP_DURATION_PRICES } from '@chonail/shared/domain';
import { DomainError } from '@chonail/server/core/base';
import { CONTACT_INFO_KEY, DEFAULT_CONTACT_INFO } from '@chonail/server/listings';
import { AdminBillingRepository } from './admin-billing.repository';
import { AdminSiteRepository } from './admin-site.repository';
import { AuditRepository, type AdminTransaction } from './audit.repository';

const PRICE_LABELS_KEY = 'price_labels';

/** Spec 02 "Pricing record" labels until staff set them: the VIP-duration table, and a state's monthly price. */
export const DEFAULT_PRICE_LABELS: Readonly<Record<PriceLabel, number>> = {
  package3Months: toCents(VIP_DURATION_PRICES[3]),
  package6Months: toCents(VIP_DURATION_PRICES[6]),
  package12Months: toCents(VIP_DURATION_PRICES[12]),
  nationwide: 500,
};

/** Prices, contact info, contact messages and the audit log; each change and its audit row commit together. */
@Injectable()
export class AdminSettingsService {
  constructor(
    private readonly billing: AdminBillingRepository,
    private readonly site: AdminSiteRepository,
    private readonly audit: AuditRepository,
  ) {}

  async pricing(manager?: AdminTransaction, lock = false): Promise<AdminPricing> {
    const prices = await this.billing.prices(manager, lock);
    const stored = (await this.site.setting<Partial<Record<PriceLabel, number>>>(PRICE_LABELS_KEY, manager, lock)) ?? {};
    const labels = Object.fromEntries(PRICE_LABELS.map((label) => [label, stored[label] ?? DEFAULT_PRICE_LABELS[label]])) as Record<PriceLabel, number>;
    return { prices, labels };
  }

  /** The next payment intent and GET /api/pricing use the new prices at once (neither caches). */
  async setPricing(next: AdminPricing, actorId: number): Promise<AdminPricing> {
    return this.audit.inTransaction(async (manager) => {
      const before = await this.pricing(manager, true);
      await this.billing.setPrices(next.prices, manager);
      await this.site.setSetting(PRICE_LABELS_KEY, next.labels, manager);
      const after = await this.pricing(manager);
      await this.audit.record(manager, { actorId, action: 'pricing.update', targetType: 'pricing', targetId: null, before, after });
      return after;
    });
  }

  async setContactInfo(info: ContactInfo, actorId: number): Promise<ContactInfo> {
    return this.audit.inTransaction(async (manager) => {
      const before = { ...DEFAULT_CONTACT_INFO, ...((await this.site.setting<Partial<ContactInfo>>(CONTACT_INFO_KEY, manager, true)) ?? {}) };
      const after = { address: info.address, phone: info.phone, email: info.email };
      await this.site.setSetting(CONTACT_INFO_KEY, after, manager);
      await this.audit.record(manager, { actorId, action: 'contact.update', targetType: 'contact', targetId: null, before, after });
      return after;
    });
  }

  messages(filter: { handled?: boolean; limit: number; offset: number }): Promise<{ rows: AdminContactMessage[]; total: number }> {
    return this.site.messages(filter);
  }

  async markHandled(id: number, actorId: number): Promise<AdminContactMessage> {
    return this.audit.inTransaction(async (manager) => {
      const before = await this.site.lockMessage(id, manager);
      if (!before) throw new DomainError(AdminErrorCode.MessageNotFound, 'Message not found', 404);
      if (before.handledAt) return before;
      const after = await this.site.markHandled(id, manager);
      const view = (m: AdminContactMessage) => ({ subject: m.subject, email: m.email, handledAt: m.handledAt });
      await this.audit.record(manager, { actorId, action: 'message.handled', targetType: 'message', targetId: id, before: view(before), after: view(after) });
      return after;
    });
  }

  auditLog(filter: { action?: AuditAction; limit: number; offset: number }): Promise<{ rows: AuditEntry[]; total: number }> {
    return this.audit.list(filter);
  }
}
