import { Injectable } from '@nestjs/common';
import { isExpired } from '@chonail/shared/domain';
import type { PublicPageLookup, PublicPageStatus } from '@chonail/server/core';
import { JobPostRepository } from './job-post.repository';

/** Tells the web server whether /job/{id} shows a post to the public, by the rules of the detail call. */
@Injectable()
export class PublicJobPageLookup implements PublicPageLookup {
  constructor(private readonly posts: JobPostRepository) {}

  async jobPostStatus(id: number, now = new Date()): Promise<PublicPageStatus> {
    const row = await this.posts.findRow(id);
    if (!row || !row.is_active || row.is_paused || row.hidden_at) return 'missing';
    return isExpired({ duration: row.duration, expiresAt: row.expires_at }, now) ? 'expired' : 'listed';
  }
}
