import { Injectable } from '@nestjs/common';
import ffmpeg from 'fluent-ffmpeg';
import sharp from 'sharp';
import { IMAGE_LIMITS, MEDIA_STEP_SECONDS } from '@chonail/shared/domain';
import { findFfmpegBinaries, type FoundBinary } from './ffmpeg-binaries';
import { ffmpegInputOptions, posterOutputOptions, probeInputOptions, transcodeOutputOptions } from './ffmpeg-args';

export interface ImageHeader {
  width?: number;
  height?: number;
  format?: string;
  /** Frames of an animated GIF or WebP. */
  pages: number;
}

export interface VideoProbe {
  /** ffprobe's demuxer names, e.g. ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2']. */
  formats: string[];
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
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
  /** Where ffmpeg and ffprobe were found (null: videos fail as unreadable, images still work). */
  readonly videoTools: { ffmpeg: FoundBinary | null; ffprobe: FoundBinary | null };

  constructor() {
    this.videoTools = findFfmpegBinaries();
    if (this.videoTools.ffmpeg) ffmpeg.setFfmpegPath(this.videoTools.ffmpeg.path);
    if (this.videoTools.ffprobe) ffmpeg.setFfprobePath(this.videoTools.ffprobe.path);
  }

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
      .timeout({ seconds: MEDIA_STEP_SECONDS.image })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  }

  /** A drawn picture (our own SVG, never an upload's) as the display WebP and its thumbnail, like a processed upload. */
  async drawnImage(svg: string, width: number, thumbMaxPx: number): Promise<{ display: EncodedImage; thumb: EncodedImage }> {
    const { width: svgW, height: svgH } = svgSize(svg);
    const height = Math.round((width * svgH) / svgW);
    const { data, info } = await sharp(Buffer.from(svg), { density: (72 * width) / svgW })
      .resize({ width, height })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const encode = async (maxPx: number): Promise<EncodedImage> => {
      const out = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: IMAGE_LIMITS.webpQuality, effort: 1 })
        .toBuffer({ resolveWithObject: true });
      return { data: out.data, width: out.info.width, height: out.info.height };
    };
    return { display: await encode(width), thumb: await encode(thumbMaxPx) };
  }

  /** What a local video file holds; ffmpeg/ffprobe as findFfmpegBinaries chose them. */
  probeVideo(path: string, ext: string): Promise<VideoProbe> {
    return new Promise((resolve, reject) => {
      // fluent-ffmpeg gives no handle on ffprobe's process: past its time the job fails, and the
      // probe (which reads headers only) ends by itself.
      const timer = setTimeout(() => reject(new Error(`ffprobe ran past ${MEDIA_STEP_SECONDS.probe} s`)), MEDIA_STEP_SECONDS.probe * 1000);
      ffmpeg.ffprobe(path, probeInputOptions(ext), (error, data) => {
        clearTimeout(timer);
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const video = data.streams.find((s) => s.codec_type === 'video');
        const duration = Number(data.format.duration);
        resolve({
          formats: String(data.format.format_name ?? '').split(','),
          durationSeconds: Number.isFinite(duration) ? duration : null,
          width: video?.width ?? null,
          height: video?.height ?? null,
          hasVideo: Boolean(video),
          hasAudio: data.streams.some((s) => s.codec_type === 'audio'),
        });
      });
    });
  }

  /** Writes at most `maxSeconds` plus a small margin; ffmpeg is killed after `timeoutSeconds`. */
  transcodeVideo(input: string, ext: string, output: string, hasAudio: boolean, maxSeconds: number, timeoutSeconds: number): Promise<void> {
    return run(
      ffmpeg(input, { timeout: timeoutSeconds }).inputOptions(ffmpegInputOptions(ext)).outputOptions(transcodeOutputOptions(hasAudio, maxSeconds)).output(output),
    );
  }

  videoPoster(input: string, ext: string, output: string, durationSeconds: number): Promise<void> {
    return run(
      ffmpeg(input, { timeout: MEDIA_STEP_SECONDS.poster }).inputOptions(ffmpegInputOptions(ext)).outputOptions(posterOutputOptions(durationSeconds)).output(output),
    );
  }
}

/** The size an SVG declares, so it can be rasterised straight at the size wanted. */
function svgSize(svg: string): { width: number; height: number } {
  const tag = /<svg[^>]*>/.exec(svg)?.[0] ?? '';
  return { width: Number(/\swidth="(\d+)"/.exec(tag)?.[1] ?? 1200), height: Number(/\sheight="(\d+)"/.exec(tag)?.[1] ?? 900) };
}

function run(command: ffmpeg.FfmpegCommand): Promise<void> {
  return new Promise((resolve, reject) => {
    command
      .on('end', () => resolve())
      .on('error', (error: Error) => reject(error))
      .run();
  });
}
