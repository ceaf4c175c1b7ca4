import { Inject, Injectable, Optional } from '@nestjs/common';
import { ListingErrorCode, type AdminJobPost, type AdminPostsQuery, type PaymentState } from '@chonail/shared/contracts';
import { postStaffStatus } from '@chonail/shared/domain';
import { DomainError } from '@chonail/server/core/base';
import { PaymentsService } from '@chonail/server/billing';
import { POST_MEDIA_URLS, toJobPost, type PostMediaUrls } from '@chonail/server/listings';
import { AdminPostsRepository, type AdminPostRow } from './admin-posts.repository';
import { AuditRepository } from './audit.repository';

const postNotFound = () => new DomainError(ListingErrorCode.PostNotFound, 'Job post not found', 404);

export function toAdminJobPost(row: AdminPostRow, adminId: number, now: Date, mediaUrls?: PostMediaUrls | null): AdminJobPost {
  const name = [row.owner_first_name, row.owner_last_name].filter(Boolean).join(' ');
  return {
    ...toJobPost(row, { id: adminId, role: 'admin' }, now, mediaUrls),
    ownerId: row.owner_id,
    ownerPhone: row.owner_phone,
    ownerName: name || null,
    status: postStaffStatus({ hiddenAt: row.hidden_at, isPaused: row.is_paused, duration: row.duration, expiresAt: row.expires_at }, now),
    hiddenAt: row.hidden_at ? row.hidden_at.toISOString() : null,
    hiddenReason: row.hidden_at ? (row.hidden_reason ?? null) : null,
  };
}

/** What the audit log keeps of a post: enough to tell which one it was and what state it was in. */
const auditView = (row: AdminPostRow) => ({
  title: row.title,
  ownerId: row.owner_id,
  city: row.city,
  state: row.state,
  hiddenAt: row.hidden_at ? row.hidden_at.toISOString() : null,
  hiddenReason: row.hidden_reason ?? null,
});

/** Staff actions on posts; each change and its audit row commit together. */
@Injectable()
export class AdminPostsService {
  constructor(
    private readonly posts: AdminPostsRepository,
    private readonly audit: AuditRepository,
    private readonly payments: PaymentsService,
    /** Signs staff's URLs of files visitors may not load (a hidden or paused post's: issue 38). */
    @Optional() @Inject(POST_MEDIA_URLS) private readonly mediaUrls: PostMediaUrls | null = null,
  ) {}

  async list(query: AdminPostsQuery, adminId: number, now = new Date()): Promise<{ rows: AdminJobPost[]; total: number }> {
    const { rows, total } = await this.posts.list(query, now);
    return { rows: rows.map((row) => toAdminJobPost(row, adminId, now, this.mediaUrls)), total };
  }

  /**
   * Hidden: gone from every public read at once; the owner still sees it, marked, in the portal,
   * with staff's reason when they gave one. Restoring clears the reason.
   */
  async setHidden(id: number, hidden: boolean, adminId: number, now = new Date(), reason?: string): Promise<AdminJobPost> {
    const row = await this.audit.inTransaction(async (manager) => {
      const before = await this.posts.lock(id, manager);
      if (!before) throw postNotFound();
      // Hiding a hidden post keeps its first time; nothing changed, so nothing is audited.
      if (hidden === (before.hidden_at !== null)) return before;
      await this.posts.setHidden(id, hidden ? now : null, hidden ? (reason ?? null) : null, manager);
      const after = (await this.posts.find(id, manager)) as AdminPostRow;
      await this.audit.record(manager, {
        actorId: adminId,
        action: hidden ? 'post.hide' : 'post.restore',
        targetType: 'post',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
    return toAdminJobPost(row, adminId, now, this.mediaUrls);
  }

  async remove(id: number, adminId: number): Promise<void> {
    await this.audit.inTransaction(async (manager) => {
      const before = await this.posts.lock(id, manager);
      if (!before) throw postNotFound();
      await this.posts.softDelete(id, manager);
      await this.audit.record(manager, { actorId: adminId, action: 'post.delete', targetType: 'post', targetId: id, before: auditView(before), after: null });
    });
  }

  /** The payment that bought a post's add-ons (null for a free post), as its owner's ad page shows it. */
  async payment(id: number, adminId: number): Promise<PaymentState | null> {
    if (!(await this.posts.find(id))) throw postNotFound();
    return this.payments.forPost({ id: adminId, role: 'admin' }, id);
  }
}
