import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { JsonLogger } from '@chonail/server/core/base';
import { JobPostRepository } from './job-post.repository';

/** A post's place in the list moves by days (15-day bumps, month-long add-ons), so a minute is precise enough. */
export const RANK_REFRESH_INTERVAL_MS = 60_000;

/**
 * Keeps the stored listing order, and which posts have expired, current between writes. Every API replica runs it; the update
 * is idempotent and touches only rows whose rank changed, so replicas running it together is harmless.
 */
@Injectable()
export class RankRefresher implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly posts: JobPostRepository,
    private readonly logger: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.refresh(), RANK_REFRESH_INTERVAL_MS);
    this.timer.unref();
    void this.refresh();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async refresh(now = new Date()): Promise<void> {
    try {
      const moved = await this.posts.refreshRanks(now);
      if (moved) this.logger.info('listing ranks refreshed', { moved });
      const expired = await this.posts.markExpired(now);
      if (expired) this.logger.info('expired listings marked', { expired });
    } catch (error) {
      this.logger.entry('error', 'listing rank refresh failed', { error: (error as Error).message });
    }
  }
}
