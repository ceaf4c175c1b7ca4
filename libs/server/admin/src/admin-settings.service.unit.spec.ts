import { AdminErrorCode, type AdminContactMessage, type ContactInfo } from '@chonail/shared/contracts';
import type { PackageType } from '@chonail/shared/domain';
import { DomainError } from '@chonail/server/core/base';
import { CONTACT_INFO_KEY, DEFAULT_CONTACT_INFO } from '@chonail/server/listings';
import type { AdminBillingRepository } from './admin-billing.repository';
import { AdminSettingsService, DEFAULT_PRICE_LABELS } from './admin-settings.service';
import type { AdminSiteRepository } from './admin-site.repository';
import type { AdminTransaction, AuditRepository } from './audit.repository';
import { InMemoryAudit } from './testing/unit-fakes';

/** The pricing table: one price per add-on, a missing one read as 0 like the real query. */
class InMemoryBilling implements Pick<AdminBillingRepository, 'prices' | 'setPrices'> {
  readonly stored = new Map<PackageType, number>([
    ['photo_video', 1500],
    ['state', 500],
    ['diamond1', 500],
    ['diamond2', 1000],
    ['diamond3', 3000],
  ]);
  readonly lockedReads: boolean[] = [];

  constructor(private readonly audit: InMemoryAudit) {}

  async prices(_manager?: AdminTransaction, lock = false): Promise<Record<PackageType, number>> {
    this.lockedReads.push(lock);
    if (lock) this.audit.assertOpen(_manager);
    return Object.fromEntries((['photo_video', 'state', 'diamond1', 'diamond2', 'diamond3'] as const).map((type) => [type, this.stored.get(type) ?? 0])) as Record<
      PackageType,
      number
    >;
  }

  async setPrices(prices: Record<PackageType, number>, manager: AdminTransaction): Promise<void> {
    this.audit.assertOpen(manager);
    for (const [type, cents] of Object.entries(prices)) this.stored.set(type as PackageType, cents);
  }
}

/** site_settings and contact_messages. */
class InMemorySite implements Pick<AdminSiteRepository, 'setting' | 'setSetting' | 'messages' | 'lockMessage' | 'markHandled'> {
  readonly settings = new Map<string, unknown>();
  readonly messageRows = new Map<number, AdminContactMessage>();
  readonly listed: unknown[] = [];
  writes = 0;

  constructor(private readonly audit: InMemoryAudit) {}

  async setting<T>(key: string, manager?: AdminTransaction, lock = false): Promise<T | null> {
    if (lock) this.audit.assertOpen(manager);
    const value = this.settings.get(key);
    return value === undefined ? null : (structuredClone(value) as T);
  }

  async setSetting(key: string, value: unknown, manager: AdminTransaction): Promise<void> {
    this.audit.assertOpen(manager);
    this.writes += 1;
    // Stored as JSON, as the jsonb column keeps it.
    this.settings.set(key, JSON.parse(JSON.stringify(value)));
  }

  async messages(filter: { handled?: boolean; limit: number; offset: number }): Promise<{ rows: AdminContactMessage[]; total: number }> {
    this.listed.push(filter);
    return { rows: [], total: 0 };
  }

  async lockMessage(id: number, manager: AdminTransaction): Promise<AdminContactMessage | null> {
    this.audit.assertOpen(manager);
    const row = this.messageRows.get(id);
    return row ? { ...row } : null;
  }

  async markHandled(id: number, manager: AdminTransaction): Promise<AdminContactMessage> {
    this.audit.assertOpen(manager);
    this.writes += 1;
    const row = this.messageRows.get(id) as AdminContactMessage;
    row.handledAt ??= HANDLED_AT;
    return { ...row };
  }
}

const ACTOR = 1;
const HANDLED_AT = '2025-06-01T12:00:00.000Z';

function message(id: number, fields: Partial<AdminContactMessage> = {}): AdminContactMessage {
  return {
    id,
    name: 'Lan',
    email: 'lan@example.com',
    phone: null,
    subject: `Hỏi ${id}`,
    message: 'Xin chào',
    createdAt: '2025-05-30T00:00:00.000Z',
    handledAt: null,
    ...fields,
  };
}

function setup() {
  const audit = new InMemoryAudit();
  const billing = new InMemoryBilling(audit);
  const site = new InMemorySite(audit);
  // The fakes lack the real classes' private fields (the DataSource), hence the casts.
  const service = new AdminSettingsService(billing as unknown as AdminBillingRepository, site as unknown as AdminSiteRepository, audit as unknown as AuditRepository);
  return { audit, billing, site, service };
}

describe('AdminSettingsService.pricing', () => {
  it('answers the prices and the spec labels until staff set their own', async () => {
    const { service } = setup();
    expect(await service.pricing()).toEqual({
      prices: { photo_video: 1500, state: 500, diamond1: 500, diamond2: 1000, diamond3: 3000 },
      labels: { package3Months: 1500, package6Months: 3000, package12Months: 6000, nationwide: 500 },
    });
    expect(DEFAULT_PRICE_LABELS).toEqual({ package3Months: 1500, package6Months: 3000, package12Months: 6000, nationwide: 500 });
  });

  it('takes each stored label over its default, and the default for any label not stored', async () => {
    const { service, site } = setup();
    site.settings.set('price_labels', { nationwide: 900 });
    expect((await service.pricing()).labels).toEqual({ package3Months: 1500, package6Months: 3000, package12Months: 6000, nationwide: 900 });
  });
});

describe('AdminSettingsService.setPricing', () => {
  it('stores the new prices and labels, answers what is now stored, and audits before and after in the same transaction', async () => {
    const { service, audit, billing } = setup();
    const before = await service.pricing();
    const next = { prices: { ...before.prices, diamond3: 4250 }, labels: { ...before.labels, nationwide: 900 } };

    expect(await service.setPricing(next, ACTOR)).toEqual(next);

    expect(await service.pricing()).toEqual(next);
    // The read before the change locks the rows, so two price changes never interleave.
    expect(billing.lockedReads[1]).toBe(true);
    expect(audit.entries).toEqual([{ actorId: ACTOR, action: 'pricing.update', targetType: 'pricing', targetId: null, before, after: next }]);
  });
});

describe('AdminSettingsService.setContactInfo', () => {
  it('stores the contact info, audited with the defaults as what it was before any was set', async () => {
    const { service, audit, site } = setup();
    const next: ContactInfo = { address: '1 Main St, Houston, TX 77002', phone: '(832) 555-0123', email: 'office@chonail.com' };

    expect(await service.setContactInfo(next, ACTOR)).toEqual(next);

    expect(site.settings.get(CONTACT_INFO_KEY)).toEqual(next);
    expect(audit.entries).toEqual([{ actorId: ACTOR, action: 'contact.update', targetType: 'contact', targetId: null, before: DEFAULT_CONTACT_INFO, after: next }]);
  });

  it('keeps the three fields only, and audits the stored info as before', async () => {
    const { service, audit, site } = setup();
    site.settings.set(CONTACT_INFO_KEY, { phone: '(713) 555-0199' });
    const next = { address: 'A', phone: 'B', email: 'c@d.co', note: 'not a field' } as ContactInfo;

    expect(await service.setContactInfo(next, ACTOR)).toEqual({ address: 'A', phone: 'B', email: 'c@d.co' });

    expect(site.settings.get(CONTACT_INFO_KEY)).toEqual({ address: 'A', phone: 'B', email: 'c@d.co' });
    expect(audit.entries[0]?.before).toEqual({ ...DEFAULT_CONTACT_INFO, phone: '(713) 555-0199' });
  });
});

describe('AdminSettingsService.markHandled', () => {
  it('marks a message handled, audited with its subject and the time', async () => {
    const { service, audit, site } = setup();
    site.messageRows.set(7, message(7));

    expect(await service.markHandled(7, ACTOR)).toMatchObject({ id: 7, handledAt: HANDLED_AT });

    expect(audit.entries).toEqual([
      {
        actorId: ACTOR,
        action: 'message.handled',
        targetType: 'message',
        targetId: 7,
        before: { subject: 'Hỏi 7', email: 'lan@example.com', handledAt: null },
        after: { subject: 'Hỏi 7', email: 'lan@example.com', handledAt: HANDLED_AT },
      },
    ]);
  });

  it('answers a message already handled as it is, changing and auditing nothing', async () => {
    const { service, audit, site } = setup();
    site.messageRows.set(7, message(7, { handledAt: '2025-05-31T00:00:00.000Z' }));
    expect(await service.markHandled(7, ACTOR)).toMatchObject({ handledAt: '2025-05-31T00:00:00.000Z' });
    expect([site.writes, audit.entries]).toEqual([0, []]);
  });

  it('answers 404 MESSAGE_NOT_FOUND for an unknown message', async () => {
    const { service, audit } = setup();
    const error = await service.markHandled(2_147_483_647, ACTOR).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: AdminErrorCode.MessageNotFound, status: 404 });
    expect(audit.entries).toEqual([]);
  });
});

describe('AdminSettingsService reads', () => {
  it('passes the message and audit filters on', async () => {
    const { service, site, audit } = setup();
    await service.messages({ handled: false, limit: 100, offset: 0 });
    await service.auditLog({ action: 'pricing.update', limit: 1, offset: 0 });
    expect(site.listed).toEqual([{ handled: false, limit: 100, offset: 0 }]);
    expect(audit.listed).toEqual([{ action: 'pricing.update', limit: 1, offset: 0 }]);
  });
});
