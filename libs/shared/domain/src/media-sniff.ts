/**
 * What an uploaded file really is, read from its first bytes. The client's MIME type and file name
 * are never trusted: a text file renamed .jpg, or an HTML page sent as image/png, must not become a
 * "photo". The accepted kinds are the union of both specs' lists (ARCHITECTURE.md section 7).
 */

export type UploadKind = 'image' | 'video';

export interface SniffedMedia {
  kind: UploadKind;
  /** The MIME type the bytes prove, which is what the file is stored and served as. */
  mime: string;
  /** Extension of the stored name. */
  ext: string;
}

/** Bytes a sniff needs: enough for every signature below, including the WebM DocType. */
export const SNIFF_BYTES = 64;

export const UPLOAD_LIMITS = {
  /** Per file, counted while the file streams in (spec 02 section 5). */
  maxFileBytes: 50 * 1024 * 1024,
  /** Files in one upload session: 10 in the wizard; 12 when a post's media is edited (both readings kept). */
  maxFilesOnCreate: 10,
  maxFilesOnEdit: 12,
  /** The uploader's advice; the server's own limit is MEDIA_MAX_VIDEO_SECONDS. */
  advisedVideoSeconds: 15,
  advisedImageBytes: 10 * 1024 * 1024,
  /**
   * Per account, so one account cannot fill the disk or use us as free file hosting. An owner
   * posting a few listings of 12 files each in an hour stays far below every one of them.
   */
  sessionsPerHour: 20,
  filesPerHour: 100,
  /** Counted as the bytes arrive, refused files included: they cost the same disk and bandwidth. */
  bytesPerDay: 1024 * 1024 * 1024,
} as const;

/** The per-file limit in the megabytes the messages name. */
export const MAX_FILE_MB = UPLOAD_LIMITS.maxFileBytes / (1024 * 1024);

/** The MIME types the uploaders offer (spec 02 section 5, plus spec 01's extra video containers). */
export const ACCEPTED_UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'video/avi',
  'video/mov',
  'video/x-msvideo',
  'video/x-ms-wmv',
  'video/x-flv',
  'video/x-matroska',
  'video/3gpp',
] as const;

const ascii = (bytes: Uint8Array, from: number, length: number): string => String.fromCharCode(...bytes.subarray(from, from + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c] as const;
const EBML = [0x1a, 0x45, 0xdf, 0xa3] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** ISO media brands that are still pictures (HEIC, AVIF): not in either spec's list. */
const STILL_IMAGE_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis'];
/** Top-level atoms a QuickTime file without an `ftyp` box may start with. */
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

function isoMedia(bytes: Uint8Array): SniffedMedia | null {
  const box = ascii(bytes, 4, 4);
  if (box !== 'ftyp') return QUICKTIME_ATOMS.includes(box) ? { kind: 'video', mime: 'video/quicktime', ext: 'mov' } : null;
  const brand = ascii(bytes, 8, 4).toLowerCase();
  if (STILL_IMAGE_BRANDS.includes(brand)) return null;
  if (brand === 'qt  ') return { kind: 'video', mime: 'video/quicktime', ext: 'mov' };
  if (brand.startsWith('3g')) return { kind: 'video', mime: 'video/3gpp', ext: '3gp' };
  return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
}

/**
 * The file's real type from its first bytes (at least SNIFF_BYTES when the file is that long), or
 * null when it is none of the accepted kinds.
 */
export function sniffMedia(bytes: Uint8Array): SniffedMedia | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, PNG)) return { kind: 'image', mime: 'image/png', ext: 'png' };
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const form = ascii(bytes, 8, 4);
    if (form === 'WEBP') return { kind: 'image', mime: 'image/webp', ext: 'webp' };
    if (form === 'AVI ') return { kind: 'video', mime: 'video/x-msvideo', ext: 'avi' };
    return null;
  }
  if (startsWith(bytes, EBML)) {
    // Matroska and WebM share the EBML header; its DocType element says which.
    const header = ascii(bytes, 0, Math.min(bytes.length, SNIFF_BYTES));
    if (header.includes('webm')) return { kind: 'video', mime: 'video/webm', ext: 'webm' };
    if (header.includes('matroska')) return { kind: 'video', mime: 'video/x-matroska', ext: 'mkv' };
    return null;
  }
  if (startsWith(bytes, ASF_GUID)) return { kind: 'video', mime: 'video/x-ms-wmv', ext: 'wmv' };
  if (ascii(bytes, 0, 3) === 'FLV' && bytes[3] === 0x01) return { kind: 'video', mime: 'video/x-flv', ext: 'flv' };
  if (bytes.length >= 12) return isoMedia(bytes);
  return null;
}

/** Bytes as a person reads them: 'x.y MB' (the uploader's preview, its toasts). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
