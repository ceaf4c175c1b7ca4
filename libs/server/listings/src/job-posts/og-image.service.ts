import { Inject, Injectable, Optional } from '@nestjs/common';
import { ErrorCode } from '@chonail/shared/contracts';
import { ogImagePath } from '@chonail/shared/domain';
import { DomainError } from '@chonail/server/core/base';
import { JobPostRepository } from './job-post.repository';
import { assertListed } from './job-posts.service';
import { POST_OG_IMAGES, type OgImage, type PostOgImages } from './post-og-image';

/** The image of the version asked for, or where the current version's image is. */
export type OgImageAnswer = { image: OgImage } | { redirect: string };

/** GET /api/job-posts/{id}/og-image: a listed post's preview image, by the detail call's rules of who sees what. */
@Injectable()
export class OgImageService {
  constructor(
    private readonly posts: JobPostRepository,
    @Optional() @Inject(POST_OG_IMAGES) private readonly images: PostOgImages | null = null,
  ) {}

  /**
   * Missing, hidden, paused or deleted posts answer 404 and expired ones 410, as their page does.
   * Another version than the current one (an older share, or none given) is sent to the current
   * one's URL, so each version has one cached answer and an old link still shows the post as it is.
   */
  async image(id: number, version: number | undefined, now = new Date()): Promise<OgImageAnswer> {
    const row = assertListed(await this.posts.findRow(id), now);
    if (version !== row.updated_at.getTime()) return { redirect: ogImagePath(row.id, row.updated_at) };
    if (!this.images) throw new DomainError(ErrorCode.ServiceUnavailable, 'Preview images are not available on this server', 503);
    return { image: await this.images.forPost(row, now) };
  }
}
