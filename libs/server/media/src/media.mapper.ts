import type { MediaItem, PostMediaItem } from '@chonail/shared/contracts';
import type { MediaEntity } from './entities/media.entity';

/** Stable URLs by the generated name: they answer once processing made the variant. */
export const mediaFileUrl = (fileName: string, variant?: 'thumb' | 'poster') =>
  `/api/media/files/${fileName}${variant ? `?variant=${variant}` : ''}`;

export function toMediaItem(row: MediaEntity): MediaItem {
  return {
    id: row.id,
    fileName: row.fileName,
    originalName: row.originalName,
    filePath: mediaFileUrl(row.fileName),
    thumbnailPath: row.thumbKey ? mediaFileUrl(row.fileName, 'thumb') : null,
    posterPath: row.posterKey ? mediaFileUrl(row.fileName, 'poster') : null,
    fileType: row.kind,
    mimeType: row.mimeType,
    fileSize: row.sizeBytes,
    uploadOrder: row.uploadOrder,
    isMainImage: row.isMain,
    status: row.status,
    reason: row.reason,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    sessionId: row.sessionId,
    jobPostId: row.jobPostId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A file as one of a post's images: the stored shape that cards, the detail page and edits read. */
export function toPostMedia(row: MediaEntity): Exclude<PostMediaItem, string> {
  return {
    mediaId: row.id,
    filePath: mediaFileUrl(row.fileName),
    fileName: row.fileName,
    fileType: row.kind,
    mimeType: row.kind === 'image' ? 'image/webp' : 'video/mp4',
    uploadOrder: row.uploadOrder,
  };
}
