import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { ComponentStatus, Health, Readiness } from '@chonail/shared/contracts';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { QueueRegistry, withTimeout } from '../queue/queue-registry';
import { WorkerHeartbeatStore } from '../queue/worker-heartbeat.store';
import { REDIS } from '../redis/redis';
import { DatabaseProbeRepository } from './database-probe.repository';

const PROBE_TIMEOUT_MS = 1_000;

interface Probe {
  status: ComponentStatus;
  latencyMs: number | null;
}

export const APP_VERSION = Symbol('APP_VERSION');

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly database: DatabaseProbeRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_VERSION) private readonly version: string,
    private readonly queues: QueueRegistry,
    private readonly heartbeats: WorkerHeartbeatStore,
  ) {}

  /** What a load balancer asks: can this process serve requests? The worker is deliberately not part of it. */
  async readiness(): Promise<Readiness> {
    const [database, redis] = await Promise.all([this.probeDatabase(), this.probeRedis()]);
    const ready = database.status === 'up' && redis.status === 'up';
    return { status: ready ? 'ready' : 'not_ready', database: database.status, redis: redis.status };
  }

  async health(): Promise<Health> {
    const now = Date.now();
    const [database, redis, heartbeat, queues] = await Promise.all([
      this.probeDatabase(),
      this.probeRedis(),
      withTimeout(this.heartbeats.summary(now), PROBE_TIMEOUT_MS).catch(() => null),
      this.queues.depths(PROBE_TIMEOUT_MS),
    ]);
    const last = heartbeat?.lastHeartbeatAt ?? null;
    const age = last ? Math.max(0, now - last.getTime()) : null;
    const workerUp = age !== null && age <= this.config.WORKER_HEARTBEAT_TIMEOUT_MS;
    const backingUp = database.status === 'up' && redis.status === 'up';
    return {
      status: !backingUp ? 'down' : workerUp ? 'ok' : 'degraded',
      version: this.version,
      uptimeSeconds: Math.round((now - this.startedAt) / 1000),
      database,
      redis,
      worker: {
        status: workerUp ? 'up' : 'down',
        lastHeartbeatAt: last ? last.toISOString() : null,
        heartbeatAgeMs: age,
        liveWorkers: heartbeat?.liveWorkers ?? 0,
      },
      queues,
    };
  }

  private probeDatabase(): Promise<Probe> {
    return this.probe(() => this.database.ping());
  }

  private probeRedis(): Promise<Probe> {
    return this.probe(() => this.redis.ping());
  }

  private async probe(check: () => Promise<unknown>): Promise<Probe> {
    const started = performance.now();
    try {
      await withTimeout(check(), PROBE_TIMEOUT_MS);
      return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch {
      return { status: 'down', latencyMs: null };
    }
  }
}
