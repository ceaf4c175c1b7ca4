import { z } from 'zod';

/**
 * Queue and job names live here and only here. They are stored in Redis with every job, so a name
 * is never renamed: add a new one and retire the old one once its queue is empty.
 */
export enum QueueName {
  Maintenance = 'maintenance',
  Media = 'media',
  /**
   * Link-preview images (issue 37): every post write queues one, and nobody waits for it, so they
   * have their own queue rather than holding up the photos a poster is waiting for.
   */
  Previews = 'previews',
}

export enum JobName {
  /** Round trip through a worker: proves enqueue -> process -> result end to end (ops and tests). */
  DiagnosticPing = 'diagnostic-ping',
  /** Re-encode one uploaded image (payload: its media id; the job id is the media id too). */
  ProcessImage = 'media-process-image',
  /** Check one uploaded video's length, make its poster and a web-playable copy. */
  ProcessVideo = 'media-process-video',
  /** Hourly: drops upload sessions never attached to a post, queues again files stuck in processing. */
  MediaSweep = 'media-sweep',
  /** Draw a post's link-preview image (og:image) for its current version (payload: the post id). */
  RenderOgImage = 'og-image-render',
  /** Issue 39: find the saved searches a post that was just listed matches (payload: the post id). */
  AlertsMatchPost = 'alerts-match-post',
  /** Every minute: match the listed posts not matched yet, then send the alert texts that are due. */
  AlertsDispatch = 'alerts-dispatch',
  /** Every 15 minutes: text owners whose posts expire in 7 days or 1 day (once per post, stage and expiry). */
  ExpiryReminders = 'expiry-reminders',
  /** Once a day: the posters' statistics drop the days past 13 months (issue 39). */
  PostStatsNightly = 'post-stats-nightly',
}

export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.DiagnosticPing]: QueueName.Maintenance,
  [JobName.ProcessImage]: QueueName.Media,
  [JobName.ProcessVideo]: QueueName.Media,
  [JobName.MediaSweep]: QueueName.Maintenance,
  [JobName.RenderOgImage]: QueueName.Previews,
  [JobName.AlertsMatchPost]: QueueName.Maintenance,
  [JobName.AlertsDispatch]: QueueName.Maintenance,
  [JobName.ExpiryReminders]: QueueName.Maintenance,
  [JobName.PostStatsNightly]: QueueName.Maintenance,
};

/** Longest a diagnostic ping may hold a worker slot; keeps the probe from becoming a way to stall workers. */
export const DIAGNOSTIC_PING_MAX_HOLD_MS = 30_000;

/**
 * Payloads carry ids (and, for the diagnostic probe only, how long to hold); the processor loads
 * everything else itself, so a job never works on a stale copy of a row.
 */
export const jobPayloadSchemas = {
  [JobName.DiagnosticPing]: z.object({
    probeId: z.string().min(1).max(100),
    holdMs: z.number().int().min(0).max(DIAGNOSTIC_PING_MAX_HOLD_MS).default(0),
  }),
  [JobName.ProcessImage]: z.object({ mediaId: z.number().int().positive() }),
  [JobName.ProcessVideo]: z.object({ mediaId: z.number().int().positive() }),
  [JobName.MediaSweep]: z.object({}).strict(),
  [JobName.RenderOgImage]: z.object({ postId: z.number().int().positive() }),
  [JobName.AlertsMatchPost]: z.object({ postId: z.number().int().positive() }),
  [JobName.AlertsDispatch]: z.object({}).strict(),
  [JobName.ExpiryReminders]: z.object({}).strict(),
  [JobName.PostStatsNightly]: z.object({}).strict(),
} satisfies Record<JobName, z.ZodType>;

export type JobPayload<N extends JobName> = z.input<(typeof jobPayloadSchemas)[N]>;
export type ParsedJobPayload<N extends JobName> = z.output<(typeof jobPayloadSchemas)[N]>;

export interface DiagnosticPingResult {
  probeId: string;
  workerId: string;
  pid: number;
  heldMs: number;
}
