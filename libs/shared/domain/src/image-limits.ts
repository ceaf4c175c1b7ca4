/**
 * What the worker makes of an uploaded picture, and which pictures it refuses before decoding them.
 * A decompression bomb is a small file that declares a huge canvas (a few KB of PNG that would
 * decode to gigabytes); its header gives it away before any pixel is decoded.
 */
export const IMAGE_LIMITS = {
  /** Hard cap passed to the decoder (covers 48-megapixel phone photos). */
  maxInputPixels: 50_000_000,
  /** Above this size a picture must carry a believable number of bytes per pixel. */
  bombCheckAbovePixels: 16_000_000,
  /** Real photos carry 0.1 to 1 byte per pixel even when well compressed; bombs carry about 0.001. */
  minBytesPerPixel: 0.02,
  /** Longest side of the picture browsers get, and of its thumbnail. */
  displayMaxPx: 1600,
  thumbMaxPx: 400,
  webpQuality: 80,
} as const;

export type ImageRefusal = 'image_too_large' | 'image_unreadable';

/** Why a picture with this header is refused, or null when it may be decoded. */
export function imageRefusal(width: number | undefined, height: number | undefined, fileBytes: number): ImageRefusal | null {
  if (!width || !height || width < 1 || height < 1) return 'image_unreadable';
  const pixels = width * height;
  if (pixels > IMAGE_LIMITS.maxInputPixels) return 'image_too_large';
  if (pixels > IMAGE_LIMITS.bombCheckAbovePixels && fileBytes / pixels < IMAGE_LIMITS.minBytesPerPixel) return 'image_too_large';
  return null;
}
