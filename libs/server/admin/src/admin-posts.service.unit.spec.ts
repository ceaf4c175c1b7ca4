import { ListingErrorCode, type AdminPostsQuery, type PaymentState } from '@chonail/shared/contracts';
import type { PaymentsService } from '@chonail/server/billing';
import { samplePostRow } from '@chonail/server/listings/unit-testing';
import { rejectsWithDomainError as rejectsWith } from '@chonail/server/core/testing';
import type { AdminPostRow, AdminPostsRepository } from './admin-posts.repository';
import { AdminPostsService } from './admin-posts.service';
import type { AdminTransaction, AuditRepository } from './audit.repository';
import { InMemoryAudit } from './testing/unit-fakes';

/** job_posts as staff see them: every post not deleted. */
class InMemoryAdminPosts implements Pick<AdminPostsRepository, 'list' | 'find' | 'lock' | 'setHidden' | 'softDelete'> {
  readonly rows = new Map<number, AdminPostRow>();
  readonly listed: Array<{ query: AdminPostsQuery; now: Date }> = [];
  writes = 0;

  constructor(private readonly audit: InMemoryAudit) {}

  async list(query: AdminPostsQuery, now: Date): Promise<{ rows: AdminPostRow[]; total: number }> {
    this.listed.push({ query, now });
    const live = [...this.rows.values()].filter((row) => !row.deleted_at);
    return { rows: live.slice(query.offset, query.offset + query.limit), total: live.length };
  }

  async find(id: number): Promise<AdminPostRow | null> {
    const row = this.rows.get(id);
    return row && !row.deleted_at ? { ...row } : null;
  }

  async lock(id: number, manager: AdminTransaction): Promise<AdminPostRow | null> {
    this.audit.assertOpen(manager);
    return this.find(id);
  }

  async setHidden(id: number, hiddenAt: Date | null, reason: string | null, manager: AdminTransaction): Promise<void> {
    this.audit.assertOpen(manager);
    this.writes += 1;
    Object.assign(this.rows.get(id) ?? {}, { hidden_at: hiddenAt, hidden_reason: hiddenAt ? reason : null });
  }

  async softDelete(id: number, manager: AdminTransaction): Promise<void> {
    this.audit.assertOpen(manager);
    this.writes += 1;
    Object.assign(this.rows.get(id) ?? {}, { deleted_at: NOW });
  }
}

class FakePayments implements Pick<PaymentsService, 'forPost'> {
  readonly asked: Array<[{ id: number; role: string }, number]> = [];
  answer: PaymentState | null = null;

  async forPost(viewer: { id: number; role: 'user' | 'admin' }, jobPostId: number): Promise<PaymentState | null> {
    this.asked.push([viewer, jobPostId]);
    return this.answer;
  }
}

const NOW = new Date('2025-06-01T12:00:00Z');
const EARLIER = new Date('2025-05-20T08:00:00Z');
const ADMIN = 900;
const OWNER = 5;

const post = (id: number, fields: Partial<AdminPostRow> = {}): AdminPostRow => ({
  ...samplePostRow(id, { owner_id: OWNER, title: `Cần thợ nail ${id}` }),
  owner_first_name: 'Lan',
  owner_last_name: 'Nguyễn',
  ...fields,
});

function setup(...rows: AdminPostRow[]) {
  const audit = new InMemoryAudit();
  const posts = new InMemoryAdminPosts(audit);
  const payments = new FakePayments();
  for (const row of rows) posts.rows.set(row.id, row);
  // The fakes lack the real classes' private fields (the DataSource, the provider), hence the casts.
  const service = new AdminPostsService(posts as unknown as AdminPostsRepository, audit as unknown as AuditRepository, payments as unknown as PaymentsService);
  return { audit, posts, payments, service };
}

const query: AdminPostsQuery = { limit: 20, offset: 0 };

describe('AdminPostsService.list', () => {
  it('shows each post with its owner and one staff status, and passes the total on', async () => {
    const { service, posts } = setup(
      post(1),
      post(2, { is_paused: true, owner_first_name: null, owner_last_name: null }),
      post(3, { expires_at: new Date('2025-05-31T00:00:00Z'), owner_last_name: null }),
      post(4, { hidden_at: EARLIER, is_paused: true }),
      post(5, { expires_at: new Date('2025-05-31T00:00:00Z'), duration: 0 }),
    );

    const { rows, total } = await service.list(query, ADMIN, NOW);

    expect(total).toBe(5);
    expect(rows.map((p) => [p.id, p.status, p.ownerName, p.hiddenAt])).toEqual([
      [1, 'active', 'Lan Nguyễn', null],
      [2, 'paused', null, null],
      [3, 'expired', 'Lan', null],
      // Hidden wins over paused: it is staff's own act.
      [4, 'hidden', 'Lan Nguyễn', EARLIER.toISOString()],
      // A post without a duration never expires.
      [5, 'active', 'Lan Nguyễn', null],
    ]);
    expect(rows[0]).toMatchObject({ ownerId: OWNER, ownerPhone: '+17135550100', hiddenByStaff: false });
    expect(rows[3]).toMatchObject({ hiddenByStaff: true });
    expect(posts.listed).toEqual([{ query, now: NOW }]);
  });
});

describe('AdminPostsService.setHidden', () => {
  it('hides a post at once, answers it as hidden, and audits the change in the same transaction', async () => {
    const { service, posts, audit } = setup(post(1));

    const hidden = await service.setHidden(1, true, ADMIN, NOW);

    expect(hidden).toMatchObject({ id: 1, status: 'hidden', hiddenByStaff: true, hiddenAt: NOW.toISOString() });
    expect(posts.rows.get(1)?.hidden_at).toEqual(NOW);
    expect(audit.entries).toEqual([
      {
        actorId: ADMIN,
        action: 'post.hide',
        targetType: 'post',
        targetId: 1,
        before: { title: 'Cần thợ nail 1', ownerId: OWNER, city: 'Houston', state: 'TX', hiddenAt: null, hiddenReason: null },
        after: { title: 'Cần thợ nail 1', ownerId: OWNER, city: 'Houston', state: 'TX', hiddenAt: NOW.toISOString(), hiddenReason: null },
      },
    ]);
  });

  it("keeps staff's reason for the owner, answers it, and audits it; restoring clears it", async () => {
    const reason = 'Tin có số điện thoại sai, xin sửa lại rồi báo chúng tôi';
    const { service, posts, audit } = setup(post(1));

    expect(await service.setHidden(1, true, ADMIN, NOW, reason)).toMatchObject({ status: 'hidden', hiddenReason: reason });
    expect(posts.rows.get(1)?.hidden_reason).toBe(reason);
    expect(audit.entries[0]).toMatchObject({ action: 'post.hide', before: { hiddenReason: null }, after: { hiddenReason: reason, hiddenAt: NOW.toISOString() } });

    expect(await service.setHidden(1, false, ADMIN, NOW)).toMatchObject({ status: 'active', hiddenReason: null });
    expect(posts.rows.get(1)?.hidden_reason).toBeNull();
    expect(audit.entries[1]).toMatchObject({ action: 'post.restore', before: { hiddenReason: reason }, after: { hiddenReason: null, hiddenAt: null } });
  });

  it('lists a hidden post with its reason, and a visible one without', async () => {
    const { service } = setup(post(1, { hidden_at: EARLIER, hidden_reason: 'Ảnh không đúng tiệm' }), post(2));
    const { rows } = await service.list(query, ADMIN, NOW);
    expect(rows.map((p) => [p.id, p.hiddenReason])).toEqual([
      [1, 'Ảnh không đúng tiệm'],
      [2, null],
    ]);
  });

  it('restores a hidden post, audited with the time it was hidden', async () => {
    const { service, posts, audit } = setup(post(1, { hidden_at: EARLIER }));

    expect(await service.setHidden(1, false, ADMIN, NOW)).toMatchObject({ status: 'active', hiddenByStaff: false, hiddenAt: null });

    expect(posts.rows.get(1)?.hidden_at).toBeNull();
    expect(audit.entries).toEqual([
      expect.objectContaining({ action: 'post.restore', targetId: 1, before: expect.objectContaining({ hiddenAt: EARLIER.toISOString() }), after: expect.objectContaining({ hiddenAt: null }) }),
    ]);
  });

  it('keeps the first time when hiding a hidden post, and audits nothing when nothing changed', async () => {
    const { service, posts, audit } = setup(post(1, { hidden_at: EARLIER }), post(2));

    expect(await service.setHidden(1, true, ADMIN, NOW)).toMatchObject({ status: 'hidden', hiddenAt: EARLIER.toISOString() });
    expect(await service.setHidden(2, false, ADMIN, NOW)).toMatchObject({ status: 'active' });

    expect(posts.writes).toBe(0);
    expect(audit.entries).toEqual([]);
  });

  it('answers a missing or deleted post with 404 POST_NOT_FOUND, auditing nothing', async () => {
    const { service, audit } = setup(post(1, { deleted_at: EARLIER }));
    await rejectsWith(service.setHidden(1, true, ADMIN, NOW), ListingErrorCode.PostNotFound, 404);
    await rejectsWith(service.setHidden(2, false, ADMIN, NOW), ListingErrorCode.PostNotFound, 404);
    expect(audit.entries).toEqual([]);
  });
});

describe('AdminPostsService.remove', () => {
  it('deletes the post, audited with what it was, and a second delete is 404', async () => {
    const { service, posts, audit } = setup(post(1, { hidden_at: EARLIER }));

    await service.remove(1, ADMIN);

    expect(posts.rows.get(1)?.deleted_at).toEqual(NOW);
    expect(audit.entries).toEqual([
      {
        actorId: ADMIN,
        action: 'post.delete',
        targetType: 'post',
        targetId: 1,
        before: { title: 'Cần thợ nail 1', ownerId: OWNER, city: 'Houston', state: 'TX', hiddenAt: EARLIER.toISOString(), hiddenReason: null },
        after: null,
      },
    ]);
    await rejectsWith(service.remove(1, ADMIN), ListingErrorCode.PostNotFound, 404);
    expect(audit.entries).toHaveLength(1);
  });
});

describe('AdminPostsService.payment', () => {
  it("answers the post's payment as its owner's page shows it, asked as staff", async () => {
    const { service, payments } = setup(post(1));
    payments.answer = { status: 'paid' } as unknown as PaymentState;
    expect(await service.payment(1, ADMIN)).toEqual({ status: 'paid' });
    expect(payments.asked).toEqual([[{ id: ADMIN, role: 'admin' }, 1]]);
  });

  it('answers null for a free post', async () => {
    const { service } = setup(post(1));
    expect(await service.payment(1, ADMIN)).toBeNull();
  });

  it('answers 404 for a missing or deleted post without asking billing', async () => {
    const { service, payments } = setup(post(1, { deleted_at: EARLIER }));
    await rejectsWith(service.payment(1, ADMIN), ListingErrorCode.PostNotFound, 404);
    await rejectsWith(service.payment(2, ADMIN), ListingErrorCode.PostNotFound, 404);
    expect(payments.asked).toEqual([]);
  });
});
