import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JobName } from '@chonail/shared/contracts';
import { JsonLogger, QueueRegistry, type JobHandler } from '@chonail/server/core';
import { MEDIA_STORAGE, removeStored, storedKeys, type MediaStorage, type StoredKeys } from './storage/media-storage';

/** How long an upload session may wait for its post, and how long a file may sit in processing. */
export const MEDIA_SWEEP = {
  everyMs: 60 * 60 * 1000,
  unattachedAfterHours: 24,
  stuckAfterMinutes: 15,
  batch: 500,
} as const;

export interface MediaSweepResult {
  removed: number;
  requeued: number;
}


/**
 * Hourly upkeep of uploads: files of sessions that never became part of a post are deleted with
 * their rows after a day (owners who gave up, abandoned wizards), and files still `processing`
 * long after their last change, whose job was lost before it reached Redis, are queued again.
 */
@Injectable()
export class MediaSweepHandler implements JobHandler<JobName.MediaSweep> {
  readonly jobName = JobName.MediaSweep;
  readonly repeat = { everyMs: MEDIA_SWEEP.everyMs, payload: {} };

  constructor(
    @InjectDataSource() private readonly data: DataSource,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly queues: QueueRegistry,
    private readonly logger: JsonLogger,
  ) {}

  async handle(): Promise<MediaSweepResult> {
    const removed = await this.removeUnattached();
    const requeued = await this.requeueStuck();
    if (removed || requeued) this.logger.info('media swept', { removed, requeued });
    return { removed, requeued };
  }

  private async removeUnattached(): Promise<number> {
    let removed = 0;
    for (;;) {
      // Rows go first, in batches; a file whose removal fails is only an orphan on disk, never a broken post.
      const [rows]: [StoredKeys[], number] = await this.data.query(
        `DELETE FROM media WHERE id IN (
           SELECT id FROM media WHERE job_post_id IS NULL AND created_at < now() - make_interval(hours => $1)
           ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING original_key AS "originalKey", display_key AS "displayKey", thumb_key AS "thumbKey", poster_key AS "posterKey"`,
        [MEDIA_SWEEP.unattachedAfterHours, MEDIA_SWEEP.batch],
      );
      await removeStored(this.storage, rows.flatMap(storedKeys), this.logger);
      removed += rows.length;
      if (rows.length < MEDIA_SWEEP.batch) return removed;
    }
  }

  private async requeueStuck(): Promise<number> {
    const rows: Array<{ id: number; kind: string }> = await this.data.query(
      `SELECT id, kind FROM media WHERE status = 'processing' AND updated_at < now() - make_interval(mins => $1) ORDER BY id LIMIT $2`,
      [MEDIA_SWEEP.stuckAfterMinutes, MEDIA_SWEEP.batch],
    );
    // Same job id as the upload used: a job still waiting in Redis is not added twice.
    for (const row of rows) {
      await this.queues.enqueue(row.kind === 'image' ? JobName.ProcessImage : JobName.ProcessVideo, { mediaId: row.id }, { jobId: `media-${row.id}` });
    }
    return rows.length;
  }
}
