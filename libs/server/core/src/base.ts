// What services, job handlers, guards and controllers need from core, without the rest of it. The
// full entry (`@chonail/server/core`) also loads Nest's core, TypeORM's data source, BullMQ, Swagger
// and the HTTP app factory; importing it from a service made every unit spec pay about a second to
// load them. Keep this entry free of those libraries (BullMQ's queues are `@chonail/server/core/queues`);
// bootstraps and the app modules use the full entry.
export { APP_CONFIG, ConfigError, loadConfig, requireJwtSecret, type AppConfig } from './config/env';
export { DomainError } from './errors/domain-error';
export { JsonLogger, serializeError, type JsonLoggerOptions, type LogLevel } from './logging/json-logger';
export { addressBucket } from './rate-limit/address-bucket';
export { RateLimiter, type RateLimit, type RateLimitResult } from './rate-limit/rate-limiter';
export { REDIS, redisKey } from './redis/redis';
export { JOB_HANDLERS, WORKER_ID, type JobHandler } from './queue/job-handler';
