import { Injectable } from '@nestjs/common';
import { type MyPostsStatsSummary, type PostStats, POST_STATS_LIMITS, sumPostStats } from '@chonail/shared/contracts';
import { statsPeriod } from '@chonail/shared/domain';
import { JobPostRepository } from '../job-posts/job-post.repository';
import { postNotFound } from '../job-posts/job-posts.service';
import { PostStatsRepository } from '../job-posts/post-stats.repository';

/**
 * Issue 39, "what the ad earned": a post's counters a day for its owner (GET /api/my-posts/{id}/stats)
 * and staff (GET /api/admin/job-posts/{id}/stats), and the owner's posts together for the portal
 * (GET /api/my-posts/stats). Days are UTC days; the last `days` days, today included.
 */
@Injectable()
export class PostStatsService {
  constructor(
    private readonly posts: JobPostRepository,
    private readonly stats: PostStatsRepository,
  ) {}

  /** The owner's own post in any state (paused, expired, hidden by staff); anyone else's is 404, as if it did not exist. */
  async forOwner(postId: number, ownerId: number, days: number, now = new Date()): Promise<PostStats> {
    const row = await this.posts.findRow(postId);
    if (!row || row.owner_id !== ownerId) throw postNotFound();
    return this.of(postId, days, now);
  }

  /** Staff read any post that is not deleted. */
  async forStaff(postId: number, days: number, now = new Date()): Promise<PostStats> {
    if (!(await this.posts.findRow(postId))) throw postNotFound();
    return this.of(postId, days, now);
  }

  async ownerSummary(ownerId: number, days: number, now = new Date()): Promise<MyPostsStatsSummary> {
    const { from, to } = statsPeriod(now, days);
    return { days, from, to, totals: await this.stats.ownerTotals(ownerId, from, to) };
  }

  private async of(postId: number, days: number, now: Date): Promise<PostStats> {
    const { from, to } = statsPeriod(now, days);
    const [daily, topStates] = await Promise.all([this.stats.daily(postId, from, to), this.stats.topStates(postId, from, to, POST_STATS_LIMITS.topStates)]);
    return { postId, days, from, to, daily, totals: sumPostStats(daily), topStates };
  }
}
