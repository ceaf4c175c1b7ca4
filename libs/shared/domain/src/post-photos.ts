import { showsPaidMedia } from './listing-rules';

/**
 * Whether visitors see a post's photos and videos now, read from the post as the API answers it
 * (dates as ISO text). The owner always sees them, so the owner's screens use this to say when the
 * public does not.
 */
export function photosArePublic(post: { photo_video_addon: boolean; photoVideoEndsAt: string | null }, now: Date): boolean {
  const endsAt = post.photoVideoEndsAt ? new Date(post.photoVideoEndsAt) : null;
  return showsPaidMedia({ photoVideoAddon: post.photo_video_addon, photoVideoEndsAt: endsAt }, now);
}

/**
 * The package wizard with the photo/video add-on ticked. An add-on is bought with a new post (a
 * payment is used when its post is created), so an existing free post is upgraded by posting anew.
 */
export const PHOTO_VIDEO_WIZARD_PATH = '/new-package?addon=photo_video';
