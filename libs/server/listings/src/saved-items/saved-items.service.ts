import { Inject, Injectable, Optional } from '@nestjs/common';
import { ListingErrorCode, type SavedEntry, type SavedItemState, type SavedItemType } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import { JobPostRepository } from '../job-posts/job-post.repository';
import { toJobPost } from '../job-posts/job-post.mapper';
import { assertListed, postNotFound } from '../job-posts/job-posts.service';
import { PostEventCounter } from '../post-stats/post-event-counter';
import { SavedItemRepository, type SavedItemTransaction } from './saved-item.repository';
import { SavedItemSources, type SavedEntryBody, type SavedItemSource } from './saved-item-sources';

/**
 * Saved items (spec 01 section 4 "Saving", spec 02 "Saved entry"): jobs here, threads and replies
 * through the forum's sources. A job's save_count moves in the same transaction as the row.
 */
@Injectable()
export class SavedItemsService {
  constructor(
    private readonly saved: SavedItemRepository,
    private readonly sources: SavedItemSources,
    posts: JobPostRepository,
    /** Counts a job's new save for its poster's statistics (issue 39). */
    @Optional() @Inject(PostEventCounter) private readonly events: PostEventCounter | null = null,
  ) {
    sources.register('job', jobSource(posts));
  }

  async check(userId: number, itemType: SavedItemType, itemId: number): Promise<SavedItemState> {
    const source = this.sources.of(itemType);
    await source.assertExists(itemId);
    const [isSaved, saveCount] = await Promise.all([this.saved.exists(userId, itemType, itemId), this.countOf(source, itemType, itemId)]);
    return { itemId, itemType, isSaved, saveCount };
  }

  async save(userId: number, itemType: SavedItemType, itemId: number, now = new Date()): Promise<SavedItemState> {
    const source = this.sources.of(itemType);
    const { state, inserted } = await this.saved.inTransaction(async (tx) => {
      await source.assertSavable(userId, itemId, tx, now);
      const inserted = await this.saved.insert(userId, itemType, itemId, tx);
      // Already saved: read the count again, since a concurrent save of the same item may have just
      // committed after the item was read (the INSERT waited for it).
      const saveCount = inserted && source.addSaves ? await source.addSaves(itemId, 1, tx) : await this.countOf(source, itemType, itemId, tx);
      return { state: { itemId, itemType, isSaved: true, saveCount }, inserted };
    });
    // A job's new save is a save in its poster's statistics (issue 39): once a member a post a day,
    // counted after the save committed (a failed count loses a statistic, never the save).
    if (inserted && itemType === 'job' && this.events) await this.events.saved(itemId, userId, now).catch(() => false);
    return state;
  }

  /** Unsaving is allowed whatever became of the item since (expired, paused, deleted). */
  async unsave(userId: number, itemType: SavedItemType, itemId: number): Promise<SavedItemState> {
    const source = this.sources.of(itemType);
    return this.saved.inTransaction(async (tx) => {
      const removed = await this.saved.remove(userId, itemType, itemId, tx);
      const saveCount = removed && source.addSaves ? await source.addSaves(itemId, -1, tx) : await this.countOf(source, itemType, itemId, tx);
      return { itemId, itemType, isSaved: false, saveCount };
    });
  }

  /** The caller's saved items that readers can still open, most recently saved first. */
  async list(userId: number, now = new Date()): Promise<SavedEntry[]> {
    const saved = await this.saved.listFor(userId);
    const byType = new Map<SavedItemType, number[]>();
    for (const s of saved) {
      const ids = byType.get(s.itemType) ?? [];
      ids.push(s.itemId);
      byType.set(s.itemType, ids);
    }
    const found = new Map<SavedItemType, Map<number, SavedEntryBody>>();
    await Promise.all([...byType].map(async ([type, ids]) => found.set(type, await this.sources.of(type).entries(userId, ids, now))));
    return saved.flatMap((s): SavedEntry[] => {
      const entry = found.get(s.itemType)?.get(s.itemId);
      return entry ? [{ ...entry, savedAt: s.createdAt.toISOString() } as SavedEntry] : [];
    });
  }

  private countOf(source: SavedItemSource, itemType: SavedItemType, itemId: number, tx?: SavedItemTransaction): Promise<number> {
    return source.storedSaves ? source.storedSaves(itemId, tx) : this.saved.count(itemType, itemId, tx);
  }
}

/** Jobs: listed posts only, never one's own, the count kept on the post. */
function jobSource(posts: JobPostRepository): SavedItemSource {
  return {
    async assertSavable(userId, itemId, tx, now) {
      const row = assertListed(await posts.findRow(itemId, tx), now);
      if (row.owner_id === userId) throw new DomainError(ListingErrorCode.OwnPost, 'Cannot save your own post', 403);
    },
    async assertExists(itemId) {
      if (!(await posts.findRow(itemId))) throw postNotFound();
    },
    addSaves: (itemId, delta, tx) => posts.addSaves(itemId, delta, tx),
    storedSaves: async (itemId, tx) => (await posts.findRow(itemId, tx))?.save_count ?? 0,
    async entries(viewerId, ids, now) {
      const rows = await posts.findListed(ids, now);
      return new Map(
        rows.map((row): [number, SavedEntryBody] => {
          // The entry's text as the post's public read has it: its phone numbers masked (issue 38, finding 4).
          const jobPost = toJobPost(row, { id: viewerId, role: 'user' }, now);
          return [row.id, { type: 'job', id: row.id, itemId: row.id, itemType: 'job', isSaved: true, title: jobPost.title, description: jobPost.description, createdAt: jobPost.createdAt, jobPost }];
        }),
      );
    },
  };
}
