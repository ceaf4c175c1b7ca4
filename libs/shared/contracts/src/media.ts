import { z } from 'zod';
import { idSchema } from './listings';

export const MediaErrorCode = {
  /** The bytes are none of the accepted image or video kinds, whatever the name or MIME type said. */
  UnsupportedType: 'UNSUPPORTED_MEDIA_TYPE',
  /** One file over 50 MB: refused while it streams, nothing kept. */
  FileTooLarge: 'FILE_TOO_LARGE',
  TooManyFiles: 'TOO_MANY_FILES',
  SessionRequired: 'UPLOAD_SESSION_REQUIRED',
  /** The session belongs to someone else. */
  SessionNotYours: 'UPLOAD_SESSION_FORBIDDEN',
  MediaNotFound: 'MEDIA_NOT_FOUND',
  NoFiles: 'NO_FILES',
  NotMultipart: 'NOT_MULTIPART',
  MainNotRemovable: 'MAIN_MEDIA_NOT_REMOVABLE',
  /** 429: the account used up an hourly or daily upload allowance (UPLOAD_LIMITS); the message says when to try again. */
  UploadRateLimited: 'UPLOAD_RATE_LIMITED',
  /** The form is not one the uploader sends: more fields than it takes, a field too long, or cut off before its file ended. */
  FormInvalid: 'UPLOAD_FORM_INVALID',
} as const;
export type MediaErrorCode = (typeof MediaErrorCode)[keyof typeof MediaErrorCode];

/**
 * The client-made upload session id (spec 02 section 3: a fixed prefix, a timestamp and a random
 * string). Plain characters only: it is stored and compared, never used as a path.
 */
export const uploadSessionIdSchema = z
  .string({ message: 'sessionId is required' })
  .trim()
  .min(8, 'is not an upload session id')
  .max(100, 'is not an upload session id')
  .regex(/^[A-Za-z0-9_.-]+$/, 'is not an upload session id');

export const uploadsQuerySchema = z.object({ sessionId: uploadSessionIdSchema });

/** POST /api/upload-media query: the session (also accepted as the first form field), and the post being edited, if any. */
export const uploadMediaQuerySchema = z.object({
  sessionId: uploadSessionIdSchema.optional(),
  jobPostId: idSchema.optional(),
});

export const MEDIA_STATUSES = ['processing', 'ready', 'rejected', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/**
 * Why a file is `rejected` (its bytes will never do) or `failed` (processing gave up after its
 * retries). Codes, not sentences: the uploader shows them from its vi/en catalogue.
 */
export const MEDIA_REASONS = ['image_too_large', 'image_unreadable', 'video_too_long', 'video_unreadable', 'original_missing', 'processing_failed'] as const;
export type MediaReason = (typeof MEDIA_REASONS)[number];

/** One uploaded file as spec 02 section 3 describes it, plus what processing found. */
export interface MediaItem {
  id: number;
  /** Generated, unique; never the uploader's name. */
  fileName: string;
  originalName: string;
  /** Where the browser loads the processed file (served by id with safe headers). */
  filePath: string;
  thumbnailPath: string | null;
  posterPath: string | null;
  fileType: 'image' | 'video';
  mimeType: string;
  fileSize: number;
  uploadOrder: number;
  isMainImage: boolean;
  status: MediaStatus;
  reason: MediaReason | null;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  sessionId: string;
  jobPostId: number | null;
  createdAt: string;
}

export interface UploadMediaResponse {
  files: MediaItem[];
}
