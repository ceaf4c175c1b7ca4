import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { MixedList } from 'typeorm';
import { APP_CONFIG, type AppConfig } from './config/env';
import { typeOrmOptions } from './database/database';
import { APP_VERSION } from './health/health.service';
import { JsonLogger } from './logging/json-logger';
import { QueueRegistry } from './queue/queue-registry';
import { RateLimiter } from './rate-limit/rate-limiter';
import { WorkerHeartbeatStore } from './queue/worker-heartbeat.store';
import { connectRedis, REDIS } from './redis/redis';

export interface CoreModuleOptions {
  config: AppConfig;
  logger: JsonLogger;
  version: string;
  /** Only the API passes migrations; the worker never runs them. */
  migrations?: MixedList<string | (new () => unknown)>;
}

/** Config, logger, PostgreSQL, Redis and the queue registry: what the API and the worker both stand on. */
@Global()
@Module({})
export class CoreModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  static forRoot({ config, logger, version, migrations }: CoreModuleOptions): DynamicModule {
    return {
      module: CoreModule,
      imports: [TypeOrmModule.forRoot(typeOrmOptions(config, migrations))],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_VERSION, useValue: version },
        { provide: JsonLogger, useValue: logger },
        { provide: REDIS, useFactory: () => connectRedis(config) },
        QueueRegistry,
        RateLimiter,
        WorkerHeartbeatStore,
      ],
      exports: [APP_CONFIG, APP_VERSION, JsonLogger, REDIS, QueueRegistry, RateLimiter, WorkerHeartbeatStore, TypeOrmModule],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
