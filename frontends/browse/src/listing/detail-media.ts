import type { JobPost } from '@chonail/shared/contracts';
import { cardMedia, type MediaItem, showsPaidMedia } from '@chonail/shared/domain';

/** Every image and video of a post, not just the card's four. */
const ALL_MEDIA = 1000;

/** What the public sees of a post's media (the detail dialog and the job page): all of it while the photo/video add-on runs, else none. */
export function detailMedia(post: JobPost, now: Date): MediaItem[] {
  const ends = post.photoVideoEndsAt ? new Date(post.photoVideoEndsAt) : null;
  return showsPaidMedia({ photoVideoAddon: post.photo_video_addon, photoVideoEndsAt: ends }, now) ? cardMedia(post.images, ALL_MEDIA) : [];
}
