/**
 * The pictures and videos of a post. A post's `images` holds plain URL strings (older posts) or
 * upload records (newer ones), and sometimes junk; these rules turn either into one list and decide
 * which entries are safe and worth showing on a card.
 */

export type MediaType = 'image' | 'video';

/** An upload record as stored on a post. */
export interface PostMediaObject {
  filePath?: string;
  url?: string;
  fileType?: 'image' | 'video' | string;
  mimeType?: string;
  fileName?: string;
  uploadOrder?: number;
  id?: number | string;
  uploadId?: number | string;
  mediaId?: number | string;
}

export type PostMediaEntry = string | PostMediaObject;

export interface MediaItem {
  url: string;
  type: MediaType;
  /** Position in the post's normalised media list, from 0. */
  order: number;
}

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg', 'bmp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'mov', 'wmv', 'flv', 'webm', 'mkv', '3gp'] as const;

/** Hosts that serve media without a file extension in the URL (resized or signed URLs). `*.` matches any subdomain. */
export const KNOWN_MEDIA_HOSTS: readonly string[] = ['images.unsplash.com', 'res.cloudinary.com', 'storage.googleapis.com', '*.amazonaws.com'];

/** Paths served by our own API; their names carry no reliable extension. */
const OWN_MEDIA_PREFIXES = ['/uploads/', '/api/media/'] as const;

const extensionOf = (path: string): string => {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const lastSegment = withoutQuery.slice(withoutQuery.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  return dot < 0 ? '' : lastSegment.slice(dot + 1).toLowerCase();
};

const hasExtension = (path: string, extensions: readonly string[]): boolean => extensions.includes(extensionOf(path));

const isVideoUrl = (url: string): boolean => /^data:video\//i.test(url) || hasExtension(url, VIDEO_EXTENSIONS);

const nonBlank = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function isKnownMediaHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return KNOWN_MEDIA_HOSTS.some((known) => {
    if (!known.startsWith('*.')) return host === known;
    const suffix = known.slice(1);
    return host.endsWith(suffix) && host.length > suffix.length;
  });
}

interface Candidate {
  url: string;
  type: MediaType;
  uploadOrder: number | null;
  index: number;
}

function toCandidate(entry: unknown, index: number): Candidate | null {
  if (typeof entry === 'string') {
    const url = nonBlank(entry);
    return url === null ? null : { url, type: isVideoUrl(url) ? 'video' : 'image', uploadOrder: null, index };
  }
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const record = entry as Record<string, unknown>;
  const url = nonBlank(record['url']) ?? nonBlank(record['filePath']);
  if (url === null) return null;
  const fileType = typeof record['fileType'] === 'string' ? record['fileType'].trim().toLowerCase() : '';
  const mimeType = typeof record['mimeType'] === 'string' ? record['mimeType'].trim().toLowerCase() : '';
  const isVideo = fileType === 'video' || mimeType.startsWith('video/') || isVideoUrl(url);
  const order = record['uploadOrder'];
  return {
    url,
    type: isVideo ? 'video' : 'image',
    uploadOrder: typeof order === 'number' && Number.isFinite(order) ? order : null,
    index,
  };
}

/**
 * One list from either shape. Entries with an uploadOrder come first, in that order (ties keep their
 * stored order); entries without one follow in their stored order, so a list of plain strings is
 * left as it is. Entries that are neither a non-blank string nor a record with a url or filePath are
 * dropped. This does not judge whether a URL is safe to show; see isAcceptableMediaUrl.
 */
export function normalizeMedia(images: unknown): MediaItem[] {
  if (!Array.isArray(images)) return [];
  const candidates = images.map(toCandidate).filter((candidate): candidate is Candidate => candidate !== null);
  candidates.sort((a, b) => {
    if (a.uploadOrder !== null && b.uploadOrder !== null && a.uploadOrder !== b.uploadOrder) return a.uploadOrder - b.uploadOrder;
    if ((a.uploadOrder === null) !== (b.uploadOrder === null)) return a.uploadOrder === null ? 1 : -1;
    return a.index - b.index;
  });
  return candidates.map(({ url, type }, order) => ({ url, type, order }));
}

/**
 * Our own media paths are resolved as the browser would before their prefix is checked, so
 * '/uploads/../admin' or '/uploads/%2e%2e/x' cannot point outside them. The base is a dummy origin:
 * only the path matters.
 */
function isOwnMediaPath(value: string): boolean {
  if (!OWN_MEDIA_PREFIXES.some((prefix) => value.startsWith(prefix))) return false;
  try {
    const { pathname } = new URL(value, 'http://media.invalid');
    return OWN_MEDIA_PREFIXES.some((prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length);
  } catch {
    return false;
  }
}

/**
 * Whether a URL may be put in an <img>/<video> on a card: only web URLs, inline images and our own
 * media paths (never javascript:, protocol-relative '//' or other schemes), no placeholder
 * pictures, and for web URLs only what looks like media (by extension) or comes from a media host.
 */
export function isAcceptableMediaUrl(url: string): boolean {
  const value = nonBlank(url);
  if (value === null) return false;
  if (value.toLowerCase().includes('placeholder')) return false;
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true;
  if (value.startsWith('/')) return isOwnMediaPath(value);
  if (!/^https?:\/\//i.test(value)) return false;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.hostname === '') return false;
  return hasExtension(parsed.pathname, IMAGE_EXTENSIONS) || hasExtension(parsed.pathname, VIDEO_EXTENSIONS) || isKnownMediaHost(parsed.hostname);
}

/** The first `max` showable items of a post, for its card. `order` stays the item's place in the full list. */
export function cardMedia(images: unknown, max = 4): MediaItem[] {
  const limit = Number.isNaN(max) ? 0 : Math.max(0, Math.floor(max));
  const result: MediaItem[] = [];
  for (const item of normalizeMedia(images)) {
    if (result.length >= limit) break;
    if (isAcceptableMediaUrl(item.url)) result.push(item);
  }
  return result;
}

/** Widths of what the media worker makes of an uploaded picture (IMAGE_LIMITS: longest side). */
export const MEDIA_THUMB_WIDTH = 400;
export const MEDIA_DISPLAY_WIDTH = 1600;

/** A processed upload of ours: `/api/media/files/{uuid}` answers the display WebP, `?variant=thumb` its thumbnail. */
/** A processed upload's URL: plain, or signed for its owner and staff (`?sig=…&exp=…`, which covers every variant). */
const PROCESSED_UPLOAD = /^(\/api\/media\/files\/[a-f0-9-]{36})(?:\?(sig=[A-Za-z0-9_-]+&exp=\d+))?$/;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * What an <img> in a small place (a card, a grid) loads: for our processed uploads the 400 px
 * thumbnail, with the display size offered through srcset for slots that a dense screen makes
 * wider than 400 device pixels (`sizes` is the slot's CSS width, so the browser can tell). Pictures
 * that are not our processed uploads (older posts' URLs) have one size only.
 */
export function thumbnailSources(url: string, sizes: string): ImageSources {
  const upload = PROCESSED_UPLOAD.exec(url);
  if (!upload) return { src: url };
  const thumb = `${upload[1]}?variant=thumb${upload[2] ? `&${upload[2]}` : ''}`;
  return { src: thumb, srcSet: `${thumb} ${MEDIA_THUMB_WIDTH}w, ${url} ${MEDIA_DISPLAY_WIDTH}w`, sizes };
}

/** The full-screen viewer shows the display size, which is the upload's own URL. */
export const displaySource = (url: string): string => url;
