import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { looksVietnamese, normalizeMedia, ogCard, showsPaidMedia, type OgCard } from '@chonail/shared/domain';
import { ogImageCatalogue } from '@chonail/shared/i18n/seo';
import { JsonLogger, serializeError } from '@chonail/server/core/base';
import type { OgImage, PostOgImages, PostRow } from '@chonail/server/listings';
import { MediaRowsRepository } from '../media-rows.repository';
import { MEDIA_STORAGE, type MediaStorage } from '../storage/media-storage';
import { renderOgImage } from './og-image-render';

/** One of our processed files, as a post's images name it. */
const OWN_FILE = /^\/api\/media\/files\/([a-f0-9-]{36})(?:\?|$)/;

/** The main photo a preview draws: none, one still processing, or the stored key of its picture. */
type MainPhoto = { state: 'none' } | { state: 'pending' } | { state: 'ready'; key: string };

/**
 * Where a version's image is kept: by post id and version (its last change, in ms), and whether
 * it shows the photo, since a photo add-on running out changes the picture but not the post.
 */
export function ogImageKey(postId: number, updatedAt: Date, withPhoto: boolean): string {
  return `media/og-${postId}-${updatedAt.getTime()}${withPhoto ? '-p' : ''}.jpg`;
}

/** The words of the preview, in the language the post is written in (as its translation is decided). */
export function ogCardOfRow(row: PostRow): OgCard {
  const lang = looksVietnamese(`${row.title}\n${row.description}`) ? 'vi' : 'en';
  return ogCard(
    { jobType: row.job_type, title: row.title, city: row.city, state: row.state, hiring: row.hiring, weeklyPay: row.weekly_pay, salon: row.salon },
    ogImageCatalogue[lang],
  );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Posts' preview images in the media store, drawn by the worker after each write and, for a
 * version it has not drawn yet, by the API on request (the same function), so a preview never misses.
 */
@Injectable()
export class OgImageStore implements PostOgImages {
  constructor(
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly rows: MediaRowsRepository,
    private readonly logger: JsonLogger,
  ) {}

  /** Drawings under way in this process, by key: a burst of first requests for one version draws it once. */
  private readonly drawing = new Map<string, Promise<OgImage>>();

  async forPost(row: PostRow, now: Date): Promise<OgImage> {
    const photo = await this.mainPhoto(row, now);
    const key = ogImageKey(row.id, row.updated_at, photo.state === 'ready');
    const under = this.drawing.get(key);
    if (under) return under;
    const work = this.storedOrDrawn(row, photo, key).finally(() => this.drawing.delete(key));
    this.drawing.set(key, work);
    return work;
  }

  private async storedOrDrawn(row: PostRow, photo: MainPhoto, key: string): Promise<OgImage> {
    if (photo.state !== 'pending') {
      const stored = await this.storage.read(key);
      if (stored) return { data: await readAll(stored), complete: true };
    }
    const data = await this.draw(row, photo);
    if (photo.state === 'pending') return { data, complete: false };
    await this.storage.write(key, Readable.from([data]));
    return { data, complete: true };
  }

  private async draw(row: PostRow, photo: MainPhoto): Promise<Buffer> {
    const card = ogCardOfRow(row);
    const stream = photo.state === 'ready' ? await this.storage.read(photo.key) : null;
    if (!stream) return renderOgImage(card, null);
    try {
      return await renderOgImage(card, await readAll(stream));
    } catch (error) {
      // Our own re-encoded file should always decode; if it does not, the preview still has its words.
      this.logger.entry('warn', 'og image photo not drawn', { postId: row.id, err: serializeError(error) });
      return renderOgImage(card, null);
    }
  }

  /** The post's first photo or video (its poster) as the public sees it: only while the photo add-on runs. */
  private async mainPhoto(row: PostRow, now: Date): Promise<MainPhoto> {
    if (!showsPaidMedia({ photoVideoAddon: row.photo_video_addon, photoVideoEndsAt: row.photo_video_ends_at }, now)) return { state: 'none' };
    const first = normalizeMedia(row.images)[0];
    // Pictures that are not our processed files (older posts' outside URLs) are never fetched.
    const fileName = first ? OWN_FILE.exec(first.url)?.[1] : undefined;
    if (!fileName) return { state: 'none' };
    const source = await this.rows.previewSource(fileName);
    if (source?.status === 'processing') return { state: 'pending' };
    const key = source?.status === 'ready' ? (source.kind === 'video' ? source.posterKey : source.displayKey) : null;
    return key ? { state: 'ready', key } : { state: 'none' };
  }
}
