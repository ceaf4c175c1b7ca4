import { z } from 'zod';
import { QueueName } from './queues';

export const componentStatusSchema = z.enum(['up', 'down']);
export type ComponentStatus = z.infer<typeof componentStatusSchema>;

export const readinessSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    database: componentStatusSchema,
    redis: componentStatusSchema,
  })
;
export type Readiness = z.infer<typeof readinessSchema>;

export const queueDepthSchema = z.object({
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
});
export type QueueDepth = z.infer<typeof queueDepthSchema>;

export const healthSchema = z
  .object({
    /** ok: all up; degraded: serving, but the worker is down; down: database or Redis is down. */
    status: z.enum(['ok', 'degraded', 'down']),
    version: z.string(),
    uptimeSeconds: z.number(),
    database: z.object({ status: componentStatusSchema, latencyMs: z.number().nullable() }),
    redis: z.object({ status: componentStatusSchema, latencyMs: z.number().nullable() }),
    worker: z.object({
      status: componentStatusSchema,
      lastHeartbeatAt: z.string().nullable(),
      heartbeatAgeMs: z.number().nullable(),
      liveWorkers: z.number().int(),
    }),
    queues: z.record(z.enum(QueueName), queueDepthSchema.nullable()),
  })
;
export type Health = z.infer<typeof healthSchema>;
