import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { PostMediaItem } from '@chonail/shared/contracts';
import { IMAGE_LIMITS, type DemoPhoto } from '@chonail/shared/domain';
import { demoSceneSvg } from './demo-scenes';
import { mediaFileUrl } from './media.mapper';
import { MediaRepository } from './media.repository';
import type { MediaStorage } from './storage/media-storage';

/** The upload session demo photos belong to; the sweep of unattached uploads leaves it alone. */
export const DEMO_PHOTO_SESSION = 'demo-photos';
const WIDTH = 1024;
const HEIGHT = 768;
/** Drawings run two at a time: the machine's cores, without starving the API that is booting. */
const CONCURRENCY = 2;

/**
 * A stable uuid-shaped name per picture (the file route takes uuids), so a store that has it keeps
 * it. Change the version when the drawings change, or stores that have the old ones keep showing them.
 */
export function demoPhotoFileName(key: string): string {
  const h = createHash('sha256').update(`chonail-demo-photo-v1:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function byteLength(storage: MediaStorage, key: string): Promise<number | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  let length = 0;
  for await (const chunk of stream) length += (chunk as Buffer).length;
  return length;
}

/**
 * Stores the demo listings' photos as processed uploads (a ready media row, a display WebP and a
 * thumbnail), so cards and galleries load them like any owner's photos. A picture already in the
 * store is reused, not drawn again; the rows are owned by a demo owner and attached to no post,
 * because many posts share one picture.
 */
export async function storeDemoPhotos(
  deps: { data: DataSource; storage: MediaStorage; images: MediaRepository },
  photos: DemoPhoto[],
  ownerId: number,
): Promise<Map<string, Exclude<PostMediaItem, string>>> {
  const unique = [...new Map(photos.map((p) => [p.key, p])).values()];
  const names = unique.map((p) => demoPhotoFileName(p.key));
  // Raw SQL: the seed CLI's data source has no entities registered.
  const stored = async () => {
    const rows: Array<{ id: number; fileName: string }> = await deps.data.query(
      `SELECT id, file_name AS "fileName" FROM media WHERE file_name = ANY($1) AND status = 'ready'`,
      [names],
    );
    return new Map(rows.map((row) => [row.fileName, row.id]));
  };

  const store = async (photo: DemoPhoto): Promise<void> => {
    const fileName = demoPhotoFileName(photo.key);
    const displayKey = `media/${fileName}.webp`;
    const thumbKey = `media/${fileName}-thumb.webp`;
    const thumbSize = await byteLength(deps.storage, thumbKey);
    let size = thumbSize === null ? null : await byteLength(deps.storage, displayKey);
    if (size === null) {
      const { display, thumb } = await deps.images.drawnImage(demoSceneSvg(photo), WIDTH, IMAGE_LIMITS.thumbMaxPx);
      await deps.storage.write(displayKey, Readable.from([display.data]));
      await deps.storage.write(thumbKey, Readable.from([thumb.data]));
      size = display.data.length;
    }
    // Nothing was uploaded: the drawing is its own original.
    await deps.data.query(
      `INSERT INTO media (owner_id, session_id, kind, mime_type, original_name, file_name, original_key, size_bytes, upload_order, status, width, height, display_key, thumb_key)
       VALUES ($1, $2, 'image', 'image/webp', $3, $4, $5, $6, 0, 'ready', $7, $8, $5, $9) ON CONFLICT (file_name) DO NOTHING`,
      [ownerId, DEMO_PHOTO_SESSION, `${photo.key}.webp`.slice(0, 255), fileName, displayKey, size, WIDTH, HEIGHT, thumbKey],
    );
  };
  // Every picture is looked for in the store itself, not only in the database: a database that
  // knows the picture beside a store that lacks its files (a new data directory, another bucket)
  // would otherwise answer 404 for it.
  const queue = [...unique];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let photo = queue.shift(); photo; photo = queue.shift()) await store(photo);
    }),
  );

  const ids = await stored();
  const items = new Map<string, Exclude<PostMediaItem, string>>();
  for (const photo of unique) {
    const fileName = demoPhotoFileName(photo.key);
    const mediaId = ids.get(fileName);
    if (mediaId) items.set(photo.key, { mediaId, filePath: mediaFileUrl(fileName), fileName, fileType: 'image', mimeType: 'image/webp', uploadOrder: 0 });
  }
  return items;
}

/** The seed's photo store: draws through a media adapter of its own, made only when a seed needs it. */
export function demoPhotoStore(data: DataSource, storage: MediaStorage) {
  return (photos: DemoPhoto[], ownerId: number) => storeDemoPhotos({ data, storage, images: new MediaRepository() }, photos, ownerId);
}
