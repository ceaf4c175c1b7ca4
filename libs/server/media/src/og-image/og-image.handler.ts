import { Injectable } from '@nestjs/common';
import { JobName, type ParsedJobPayload } from '@chonail/shared/contracts';
import { isExpired } from '@chonail/shared/domain';
import type { JobHandler } from '@chonail/server/core/base';
import { JobPostRepository } from '@chonail/server/listings';
import { OgImageStore } from './og-image.store';

export type RenderOgImageResult = { postId: number; status: 'drawn'; version: number } | { postId: number; status: 'not listed' };

/**
 * Issue 37: draws the preview image of a post's current version after a write. A post the public
 * cannot see gets none (its route answers 404 or 410). While its main photo is still processing
 * the job fails, so the queue's backoff tries again when the photo is likely ready.
 */
@Injectable()
export class RenderOgImageHandler implements JobHandler<JobName.RenderOgImage> {
  readonly jobName = JobName.RenderOgImage;

  constructor(
    private readonly posts: JobPostRepository,
    private readonly images: OgImageStore,
  ) {}

  async handle({ postId }: ParsedJobPayload<JobName.RenderOgImage>): Promise<RenderOgImageResult> {
    const now = new Date();
    const row = await this.posts.findRow(postId);
    if (!row || !row.is_active || row.is_paused || row.hidden_at || isExpired({ duration: row.duration, expiresAt: row.expires_at }, now)) {
      return { postId, status: 'not listed' };
    }
    const image = await this.images.forPost(row, now);
    if (!image.complete) throw new Error(`post ${postId}'s main photo is still processing`);
    return { postId, status: 'drawn', version: row.updated_at.getTime() };
  }
}
