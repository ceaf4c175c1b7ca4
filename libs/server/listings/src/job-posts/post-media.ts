import type { EntityManager } from 'typeorm';
import type { PostMediaItem } from '@chonail/shared/contracts';

/**
 * How a post takes its uploaded files, provided by the media module when the app has it. Listings
 * only knows this interface, so the media library can depend on listings and not the other way.
 */
export interface PostMediaAttacher {
  /** The owner's upload session becomes the post's: its usable files, in upload order, as post images. */
  attachSession(manager: EntityManager, ownerId: number, postId: number, sessionId: string): Promise<PostMediaItem[]>;
  /** Files the post no longer shows go back to being unattached; the hourly sweep deletes them. */
  releaseExcept(manager: EntityManager, postId: number, keepFileNames: string[]): Promise<void>;
}

export const POST_MEDIA = Symbol('POST_MEDIA');
