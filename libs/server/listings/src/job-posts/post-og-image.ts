import type { PostRow } from './job-post.mapper';

/** A post's link-preview JPEG (issue 37). */
export interface OgImage {
  data: Buffer;
  /**
   * False while the main photo is still being processed: the picture was drawn without it and not
   * stored, so it is served with a short cache and drawn again once the photo is ready.
   */
  complete: boolean;
}

/**
 * Draws and keeps posts' preview images, provided by the media module (which has the photos and
 * the store); listings knows only this interface, as with POST_MEDIA.
 */
export interface PostOgImages {
  /** The image of the post as `row` is now: the stored one for its version, else drawn (and stored) now. */
  forPost(row: PostRow, now: Date): Promise<OgImage>;
}

export const POST_OG_IMAGES = Symbol('POST_OG_IMAGES');
