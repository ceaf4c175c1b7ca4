/** Size of a link preview image (Facebook's and Zalo's recommended 1.91:1). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Where a post's preview image is served. The version (the post's last change, in ms) is part of
 * the URL, so the answer can be cached for a year and a changed post gets a new URL.
 */
export function ogImagePath(postId: number, updatedAt: string | Date): string {
  const version = new Date(updatedAt).getTime();
  return `/api/job-posts/${postId}/og-image?v=${Number.isFinite(version) ? version : 0}`;
}
