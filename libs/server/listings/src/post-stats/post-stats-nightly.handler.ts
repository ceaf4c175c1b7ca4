import { Injectable, Module } from '@nestjs/common';
import { JobName, POST_STATS_LIMITS } from '@chonail/shared/contracts';
import { statsKeptFrom } from '@chonail/shared/domain';
import { JsonLogger, type JobHandler } from '@chonail/server/core/base';
import { PostStatsRepository } from '../job-posts/post-stats.repository';

/** Once a day. */
export const POST_STATS_NIGHTLY_EVERY_MS = 24 * 60 * 60 * 1000;

export interface PostStatsNightlyResult {
  /** The first day kept (YYYY-MM-DD, UTC): every day before it is gone. */
  keptFrom: string;
  /** Rows deleted: post-days of counters, and post-day-states of viewers' states. */
  days: number;
  viewStates: number;
}

/**
 * Issue 39, the posters' statistics "summed nightly, kept 13 months": every event already added
 * one to its UTC day's row (PostStatsRepository), so a day's row is that day's sum and nothing is
 * left to roll up; once a day this drops the days past POST_STATS_LIMITS.keepMonths from both
 * tables. Idempotent: a second run the same day, or two workers at once, delete nothing more.
 */
@Injectable()
export class PostStatsNightlyHandler implements JobHandler<JobName.PostStatsNightly> {
  readonly jobName = JobName.PostStatsNightly;
  readonly repeat = { everyMs: POST_STATS_NIGHTLY_EVERY_MS, payload: {} };

  constructor(
    private readonly stats: PostStatsRepository,
    private readonly logger: JsonLogger,
  ) {}

  handle(): Promise<PostStatsNightlyResult> {
    return this.prune(new Date());
  }

  /** Deletes the days before the first one kept as of `now`. */
  async prune(now: Date): Promise<PostStatsNightlyResult> {
    const keptFrom = statsKeptFrom(now, POST_STATS_LIMITS.keepMonths);
    const { days, viewStates } = await this.stats.deleteBefore(keptFrom);
    if (days || viewStates) this.logger.info('post stats pruned', { keptFrom, days, viewStates });
    return { keptFrom, days, viewStates };
  }
}

/** What the worker needs for the nightly job (the global CoreModule gives the database and logger). */
@Module({ providers: [PostStatsRepository], exports: [PostStatsRepository] })
export class PostStatsWorkerModule {}
