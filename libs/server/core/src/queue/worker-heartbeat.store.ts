import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { redisKey, REDIS } from '../redis/redis';

export interface HeartbeatSummary {
  lastHeartbeatAt: Date | null;
  liveWorkers: number;
}

/** Beats older than this are forgotten, so the set does not grow with every worker ever started. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Worker liveness in one sorted set: member = worker id, score = time of its last beat. A worker
 * that exits cleanly removes itself; one that dies simply stops beating and goes stale.
 */
@Injectable()
export class WorkerHeartbeatStore {
  private readonly key: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.key = redisKey(config, 'workers', 'heartbeat');
  }

  async beat(workerId: string, now = Date.now()): Promise<void> {
    await this.redis.multi().zadd(this.key, now, workerId).zremrangebyscore(this.key, 0, now - FORGET_AFTER_MS).exec();
  }

  async remove(workerId: string): Promise<void> {
    await this.redis.zrem(this.key, workerId);
  }

  async summary(now = Date.now()): Promise<HeartbeatSummary> {
    const [latest, live] = await Promise.all([
      this.redis.zrevrange(this.key, 0, 0, 'WITHSCORES'),
      this.redis.zcount(this.key, now - this.config.WORKER_HEARTBEAT_TIMEOUT_MS, '+inf'),
    ]);
    return { lastHeartbeatAt: latest[1] ? new Date(Number(latest[1])) : null, liveWorkers: live };
  }
}
