import { Inject, Injectable } from '@nestjs/common';
import { JobName } from '@chonail/shared/contracts';
import { JsonLogger, type JobHandler } from '@chonail/server/core/base';
import { QueueRegistry } from '@chonail/server/core/queues';
import { MediaRowsRepository } from './media-rows.repository';
import { MEDIA_STORAGE, removeStored, storedKeys, type MediaStorage, type StoredKeys } from './storage/media-storage';

/** How long an upload session may wait for its post, and how long a file may sit in processing. */
export const MEDIA_SWEEP = {
  everyMs: 60 * 60 * 1000,
  /**
   * The uploader keeps its session in page state only: the post is saved from the same page, soon
   * after the upload, or never. Six hours is ample for that and keeps a loose file (served to
   * anyone with its link) from living on as free file hosting.
   */
  unattachedAfterHours: 6,
  stuckAfterMinutes: 15,
  batch: 500,
} as const;

export interface MediaSweepResult {
  removed: number;
  /** Files of deleted posts: already 404 to everyone, now gone from storage too. */
  ofDeletedPosts: number;
  requeued: number;
}

/**
 * Hourly upkeep of uploads: files of sessions that never became part of a post are deleted with
 * their rows after MEDIA_SWEEP.unattachedAfterHours (owners who gave up, abandoned wizards), so are
 * the files of deleted posts, and files still `processing` long after their last change, whose job
 * was lost before it reached Redis, are queued again.
 */
@Injectable()
export class MediaSweepHandler implements JobHandler<JobName.MediaSweep> {
  readonly jobName = JobName.MediaSweep;
  readonly repeat = { everyMs: MEDIA_SWEEP.everyMs, payload: {} };

  constructor(
    private readonly rows: MediaRowsRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly queues: QueueRegistry,
    private readonly logger: JsonLogger,
  ) {}

  async handle(): Promise<MediaSweepResult> {
    const removed = await this.removeAll(() => this.rows.deleteUnattached(MEDIA_SWEEP.unattachedAfterHours, MEDIA_SWEEP.batch));
    const ofDeletedPosts = await this.removeAll(() => this.rows.deleteOfDeletedPosts(MEDIA_SWEEP.batch));
    const requeued = await this.requeueStuck();
    if (removed || ofDeletedPosts || requeued) this.logger.info('media swept', { removed, ofDeletedPosts, requeued });
    return { removed, ofDeletedPosts, requeued };
  }

  /** Rows go first, in batches; a file whose removal fails is only an orphan on disk, never a broken post. */
  private async removeAll(deleteBatch: () => Promise<StoredKeys[]>): Promise<number> {
    let removed = 0;
    for (;;) {
      const rows = await deleteBatch();
      await removeStored(this.storage, rows.flatMap(storedKeys), this.logger);
      removed += rows.length;
      if (rows.length < MEDIA_SWEEP.batch) return removed;
    }
  }

  private async requeueStuck(): Promise<number> {
    const rows = await this.rows.stuckProcessing(MEDIA_SWEEP.stuckAfterMinutes, MEDIA_SWEEP.batch);
    // Same job id as the upload used: a job still waiting in Redis is not added twice.
    for (const row of rows) {
      await this.queues.enqueue(row.kind === 'image' ? JobName.ProcessImage : JobName.ProcessVideo, { mediaId: row.id }, { jobId: `media-${row.id}` });
    }
    return rows.length;
  }
}
