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

/**
 * Signed URLs of a post's files for its owner and staff while visitors may not load them (the post
 * is not listed, or shows no media: issue 38), provided by the media module like POST_MEDIA.
 */
export interface PostMediaUrls {
  forOwner(images: PostMediaItem[]): PostMediaItem[];
}

export const POST_MEDIA_URLS = Symbol('POST_MEDIA_URLS');

/** One of our file URLs as an owner's answer signed it (`&sig=…&exp=…` after the path or its variant). */
const SIGNED_FILE_URL = /^(\/api\/media\/files\/[a-f0-9-]{36}(?:\?variant=(?:thumb|poster))?)[?&]sig=[A-Za-z0-9_-]*&exp=\d+$/;

/** The URL the post stores for one its owner's answer signed: an edit sends back what it was shown. */
export const unsignedMediaUrl = (url: string): string => SIGNED_FILE_URL.exec(url)?.[1] ?? url;
