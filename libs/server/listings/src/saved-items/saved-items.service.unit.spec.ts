import { ListingErrorCode, type SavedItemType } from '@chonail/shared/contracts';
import { rejectsWithDomainError as rejectsWith } from '@chonail/server/core/testing';
import type { SavedItemEntity } from '../entities/saved-item.entity';
import type { JobPostRepository } from '../job-posts/job-post.repository';
import type { PostRow } from '../job-posts/job-post.mapper';
import { samplePostRow } from '../job-posts/post-row.sample';
import type { SavedItemRepository, SavedItemTransaction } from './saved-item.repository';
import { SavedItemSources } from './saved-item-sources';
import { SavedItemsService } from './saved-items.service';

/**
 * saved_items over an array, answering as the real INSERT ... ON CONFLICT DO NOTHING and DELETE do,
 * so the service's rules are tested here in milliseconds; the SQL itself (and the count under
 * concurrent saves) is covered by saved-items.int.spec.ts.
 */
class InMemorySavedItems implements Pick<SavedItemRepository, keyof SavedItemRepository> {
  readonly rows: SavedItemEntity[] = [];
  private clock = 0;

  // Nothing to roll back: every refusal tested here comes before the first write.
  inTransaction<T>(work: (tx: SavedItemTransaction) => Promise<T>): Promise<T> {
    return work({} as SavedItemTransaction);
  }

  async insert(userId: number, itemType: SavedItemType, itemId: number): Promise<boolean> {
    if (this.rows.some((r) => r.userId === userId && r.itemType === itemType && r.itemId === itemId)) return false;
    // Distinct times, one second apart, so "newest saved first" is decided by the order of the saves.
    this.clock += 1;
    this.rows.push({ id: this.rows.length + 1, userId, itemType, itemId, createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, this.clock)) });
    return true;
  }

  async remove(userId: number, itemType: SavedItemType, itemId: number): Promise<boolean> {
    const index = this.rows.findIndex((r) => r.userId === userId && r.itemType === itemType && r.itemId === itemId);
    if (index < 0) return false;
    this.rows.splice(index, 1);
    return true;
  }

  async exists(userId: number, itemType: SavedItemType, itemId: number): Promise<boolean> {
    return this.rows.some((r) => r.userId === userId && r.itemType === itemType && r.itemId === itemId);
  }

  async count(itemType: SavedItemType, itemId: number): Promise<number> {
    return this.rows.filter((r) => r.itemType === itemType && r.itemId === itemId).length;
  }

  async listFor(userId: number): Promise<SavedItemEntity[]> {
    return this.rows.filter((r) => r.userId === userId).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }
}

/** The job_posts reads and the save_count update that jobs' saves use. */
class InMemoryPosts implements Pick<JobPostRepository, 'findRow' | 'addSaves' | 'findListed'> {
  readonly rows = new Map<number, PostRow>();

  async findRow(id: number): Promise<PostRow | null> {
    const row = this.rows.get(id);
    return row && !row.deleted_at ? { ...row } : null;
  }

  async addSaves(id: number, delta: number): Promise<number> {
    const row = this.rows.get(id);
    if (!row) return 0;
    row.save_count = Math.max(row.save_count + delta, 0);
    return row.save_count;
  }

  async findListed(ids: number[], now: Date): Promise<PostRow[]> {
    return ids.flatMap((id) => {
      const row = this.rows.get(id);
      const listed = row && !row.deleted_at && row.is_active && !row.is_paused && !row.hidden_at && !(row.expires_at && row.expires_at <= now);
      return listed ? [{ ...row }] : [];
    });
  }
}

const NOW = new Date('2025-06-01T12:00:00Z');
const OWNER = 1;
const SAVER = 2;

const post = (id: number, fields: Partial<PostRow> = {}): PostRow => samplePostRow(id, { owner_id: OWNER, ...fields });

function setup(...rows: PostRow[]) {
  const saved = new InMemorySavedItems();
  const posts = new InMemoryPosts();
  for (const row of rows) posts.rows.set(row.id, row);
  // The fakes lack the real classes' private fields (the DataSource), hence the casts.
  const service = new SavedItemsService(saved as unknown as SavedItemRepository, new SavedItemSources(), posts as unknown as JobPostRepository);
  return { saved, posts, service };
}

describe('SavedItemsService, jobs', () => {
  it("refuses the owner's own post with 403 and saves nothing", async () => {
    const { service, saved, posts } = setup(post(10));
    await rejectsWith(service.save(OWNER, 'job', 10, NOW), ListingErrorCode.OwnPost, 403);
    expect(saved.rows).toEqual([]);
    expect(posts.rows.get(10)?.save_count).toBe(0);
  });

  it('counts a repeated save once, and an unsave of it once', async () => {
    const { service } = setup(post(10));
    await expect(service.save(SAVER, 'job', 10, NOW)).resolves.toEqual({ itemId: 10, itemType: 'job', isSaved: true, saveCount: 1 });
    await expect(service.save(SAVER, 'job', 10, NOW)).resolves.toEqual({ itemId: 10, itemType: 'job', isSaved: true, saveCount: 1 });
    await expect(service.unsave(SAVER, 'job', 10)).resolves.toEqual({ itemId: 10, itemType: 'job', isSaved: false, saveCount: 0 });
    await expect(service.unsave(SAVER, 'job', 10)).resolves.toEqual({ itemId: 10, itemType: 'job', isSaved: false, saveCount: 0 });
  });

  it('refuses an expired post with 410 and a paused, hidden or missing one with 404', async () => {
    const { service, saved } = setup(
      post(10, { expires_at: new Date('2025-05-31T00:00:00Z') }),
      post(11, { is_paused: true }),
      post(12, { hidden_at: new Date('2025-05-15T00:00:00Z') }),
    );
    await rejectsWith(service.save(SAVER, 'job', 10, NOW), ListingErrorCode.PostExpired, 410);
    await rejectsWith(service.save(SAVER, 'job', 11, NOW), ListingErrorCode.PostNotFound, 404);
    await rejectsWith(service.save(SAVER, 'job', 12, NOW), ListingErrorCode.PostNotFound, 404);
    await rejectsWith(service.save(SAVER, 'job', 99, NOW), ListingErrorCode.PostNotFound, 404);
    expect(saved.rows).toEqual([]);
  });

  it('lists the saves newest first and leaves out posts that are no longer listed', async () => {
    const { service, posts } = setup(post(10), post(11), post(12));
    for (const id of [10, 11, 12]) await service.save(SAVER, 'job', id, NOW);
    const row11 = posts.rows.get(11);
    if (row11) row11.is_paused = true;

    const list = await service.list(SAVER, NOW);
    expect(list.map((entry) => entry.itemId)).toEqual([12, 10]);
    expect(list[0]).toMatchObject({ type: 'job', isSaved: true, title: 'Post 12', savedAt: '2025-01-01T00:00:03.000Z' });
  });
});
