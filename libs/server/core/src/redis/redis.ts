import type { ConnectionOptions } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import type { AppConfig } from '../config/env';

export const REDIS = Symbol('REDIS');

/**
 * - command: the API's and worker's own keys; fails fast while Redis is away (health answers "down"
 *   at once instead of hanging, a request answers 503 SERVICE_UNAVAILABLE).
 * - queue: producers; BullMQ recommends failing fast for them too.
 * - worker: BullMQ workers block on Redis and must retry forever (`maxRetriesPerRequest: null`).
 */
/** Reconnect quickly at first, then every 2 s, forever: Redis restarts should heal on their own. */
const retryStrategy = (attempt: number) => Math.min(attempt * 200, 2_000);

/**
 * Longest a command/queue command may wait for its answer, queued or sent: a Redis that hangs
 * (paused, a network partition, no reset) then fails the request in seconds, not never. Our
 * commands take microseconds; no blocking command goes through these roles.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

export type RedisRole = 'command' | 'queue' | 'worker';

export function redisOptions(config: Pick<AppConfig, 'REDIS_URL'>, role: RedisRole): RedisOptions {
  const base: RedisOptions = {
    connectionName: `chonail-${role}`,
    retryStrategy,
  };
  if (role === 'worker') return { ...base, maxRetriesPerRequest: null };
  return {
    ...base,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: role === 'queue',
    connectTimeout: 2_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  };
}

export function createRedis(config: Pick<AppConfig, 'REDIS_URL'>, role: RedisRole): Redis {
  return new Redis(config.REDIS_URL, redisOptions(config, role));
}

/** Our own keys all start with the configured prefix, so runs and deployments sharing a Redis never collide. */
export function redisKey(config: Pick<AppConfig, 'REDIS_PREFIX'>, ...parts: string[]): string {
  return [config.REDIS_PREFIX, ...parts].join(':');
}

/** BullMQ keeps its keys under its own prefix option (it cannot use ioredis' keyPrefix). */
export function bullPrefix(config: Pick<AppConfig, 'REDIS_PREFIX'>): string {
  return redisKey(config, 'bull');
}

/** BullMQ builds its own ioredis clients (a worker needs a blocking one) from these options. */
export function bullConnection(config: Pick<AppConfig, 'REDIS_URL'>, role: Exclude<RedisRole, 'command'>): ConnectionOptions {
  const options = redisOptions(config, role);
  return {
    url: config.REDIS_URL,
    connectionName: options.connectionName,
    maxRetriesPerRequest: options.maxRetriesPerRequest ?? null,
    enableOfflineQueue: options.enableOfflineQueue ?? true,
    ...(options.commandTimeout ? { commandTimeout: options.commandTimeout } : {}),
    retryStrategy,
  };
}

/**
 * A command client that has finished connecting, or, if Redis does not answer within `timeoutMs`,
 * one that keeps trying in the background: the process still starts and health reports Redis down.
 */
export async function connectRedis(config: Pick<AppConfig, 'REDIS_URL'>, timeoutMs = 3_000): Promise<Redis> {
  const redis = createRedis(config, 'command');
  redis.on('error', () => undefined); // reconnects on its own; health reports the outage
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
