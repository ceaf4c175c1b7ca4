/**
 * Moving through a post's photo gallery (spec 01). The keyboard wraps around at both ends, so
 * holding an arrow key cycles through the photos; the on-screen arrow buttons stop at the ends and
 * are disabled there, so a click never jumps from the last photo to the first without warning.
 * With no photos every index is 0.
 */

export type GalleryKey = 'ArrowLeft' | 'ArrowRight';
export type GalleryDirection = -1 | 1;

/** The index after an arrow key: wraps at both ends. */
export function galleryKeyIndex(index: number, key: GalleryKey, count: number): number {
  if (count <= 0) return 0;
  const step = key === 'ArrowLeft' ? -1 : 1;
  // The double modulo keeps the result in 0..count-1 for negative numbers too.
  return (((index + step) % count) + count) % count;
}

/** The index after an arrow button: clamped to the first and last photo. */
export function galleryArrowIndex(index: number, direction: GalleryDirection, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + direction));
}

/** Whether an arrow button has nowhere to go (always, with fewer than two photos). */
export function galleryArrowDisabled(index: number, direction: GalleryDirection, count: number): boolean {
  if (count <= 1) return true;
  return direction === -1 ? index <= 0 : index >= count - 1;
}
