import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MediaItem, PostMediaItem } from '@chonail/shared/contracts';
import type { PostMediaUrls } from '@chonail/server/listings';

const HOUR_S = 3600;

/** Our processed files' URLs (media.mapper.ts): the file's name and, for a thumbnail or poster, its variant. */
const OWN_FILE_URL = /^\/api\/media\/files\/([a-f0-9-]{36})(\?variant=(?:thumb|poster))?$/;

/**
 * Signed URLs for files visitors may not load (an upload no post took yet, the files of a paused,
 * hidden, expired or deleted post): the API hands them to the owner and staff in their answers, so
 * a plain `<img src>` loads them without a bearer token. `?sig=` is an HMAC-SHA256 of the file's
 * path and `exp` under a key derived from JWT_SECRET; it covers every variant of the file.
 *
 * `exp` is the end of the next clock hour (one to two hours away): the same URL all hour, so the
 * uploader's polling and the portal's refetches do not make images load again.
 */
export class MediaUrlSigner implements PostMediaUrls {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    // A key of its own: a media signature can never be taken for anything else signed with the secret.
    this.key = createHmac('sha256', jwtSecret).update('chonail media-url-signer v1').digest();
  }

  /** The URL with `sig` and `exp`; URLs that are not our processed files' come back unchanged. */
  sign(url: string, now = Date.now()): string {
    const match = OWN_FILE_URL.exec(url);
    if (!match?.[1]) return url;
    const exp = (Math.floor(now / 1000 / HOUR_S) + 2) * HOUR_S;
    return `${url}${match[2] ? '&' : '?'}sig=${this.mac(match[1], exp).toString('base64url')}&exp=${exp}`;
  }

  /** Whether `sig` and `exp` (as the query carried them) open this file now. */
  verify(fileName: string, sig: unknown, exp: unknown, now = Date.now()): boolean {
    if (typeof sig !== 'string' || typeof exp !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
    const expires = Number(exp);
    if (expires * 1000 <= now) return false;
    const given = Buffer.from(sig, 'base64url');
    const wanted = this.mac(fileName, expires);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }

  /** An upload answer's item: its owner's preview loads while no listed post shows the file. */
  item(item: MediaItem, now = Date.now()): MediaItem {
    return {
      ...item,
      filePath: this.sign(item.filePath, now),
      thumbnailPath: item.thumbnailPath === null ? null : this.sign(item.thumbnailPath, now),
      posterPath: item.posterPath === null ? null : this.sign(item.posterPath, now),
    };
  }

  /** A post's images for its owner or staff, while visitors may not load them. */
  forOwner(images: PostMediaItem[], now = Date.now()): PostMediaItem[] {
    return images.map((image) => {
      if (typeof image === 'string') return this.sign(image, now);
      return {
        ...image,
        ...(image.filePath ? { filePath: this.sign(image.filePath, now) } : {}),
        ...(image.url ? { url: this.sign(image.url, now) } : {}),
      };
    });
  }

  private mac(fileName: string, exp: number): Buffer {
    return createHmac('sha256', this.key).update(`/api/media/files/${fileName}\n${exp}`).digest();
  }
}
