import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { IMAGE_LIMITS } from '@chonail/shared/domain';

export interface ImageHeader {
  width?: number;
  height?: number;
  format?: string;
  /** Frames of an animated GIF or WebP. */
  pages: number;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

// The worker runs several jobs at once; libvips' own operation cache would only hold their memory.
sharp.cache(false);

/**
 * The one file that talks to the image and video libraries. Everything it is asked to decode is
 * untrusted: the pixel cap is set on every decoder, and errors from here mean "this file", never
 * "this machine".
 */
@Injectable()
export class MediaRepository {
  /** Reads the header only (no pixels decoded). */
  async imageHeader(input: Buffer): Promise<ImageHeader> {
    const meta = await sharp(input, { limitInputPixels: IMAGE_LIMITS.maxInputPixels }).metadata();
    return { width: meta.width, height: meta.height, format: meta.format, pages: meta.pages ?? 1 };
  }

  /**
   * A WebP no larger than maxPx on its longest side: turned upright by its EXIF orientation, then
   * written with no metadata at all (sharp keeps none unless asked), so no GPS position survives.
   */
  async webp(input: Buffer, maxPx: number, animated: boolean): Promise<EncodedImage> {
    const { data, info } = await sharp(input, { limitInputPixels: IMAGE_LIMITS.maxInputPixels, animated, failOn: 'error' })
      .rotate()
      .resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: IMAGE_LIMITS.webpQuality })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  }
}
