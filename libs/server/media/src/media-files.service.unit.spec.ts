import { Readable } from 'node:stream';
import { MediaErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import { MediaFilesService, type MediaVariant } from './media-files.service';
import type { MediaRowsRepository, ServableMedia } from './media-rows.repository';
import type { MediaStorage } from './storage/media-storage';

interface Row {
  fileName: string;
  ownerId: number;
  status: 'processing' | 'ready' | 'rejected' | 'failed';
  jobPostId: number | null;
  displayKey: string | null;
  thumbKey: string | null;
  posterKey: string | null;
}

/**
 * The media rows and the post flags the file route reads, answering as the real SELECT does:
 * only ready files, public unless their post is deleted or hidden by staff. The SQL and the HTTP
 * headers are covered by processing.int.spec.ts.
 */
class InMemoryMediaRows implements Pick<MediaRowsRepository, 'servable'> {
  readonly rows: Row[] = [];
  readonly posts = new Map<number, { deleted: boolean; hidden: boolean }>();

  async servable(fileName: string): Promise<ServableMedia | null> {
    const row = this.rows.find((r) => r.fileName === fileName && r.status === 'ready');
    if (!row) return null;
    const post = row.jobPostId === null ? null : this.posts.get(row.jobPostId);
    return {
      ownerId: row.ownerId,
      displayKey: row.displayKey,
      thumbKey: row.thumbKey,
      posterKey: row.posterKey,
      public: row.jobPostId === null || !(post?.deleted || post?.hidden),
    };
  }
}

class InMemoryStorage implements MediaStorage {
  readonly files = new Map<string, Buffer>();

  async write(): Promise<void> {
    throw new Error('the file route never writes');
  }

  async read(key: string): Promise<Readable | null> {
    const data = this.files.get(key);
    return data ? Readable.from([data]) : null;
  }

  async remove(): Promise<void> {
    throw new Error('the file route never removes');
  }
}

const OWNER = { id: 1, role: 'user' };
const STRANGER = { id: 2, role: 'user' };
const ADMIN = { id: 3, role: 'admin' };

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function setup() {
  const rows = new InMemoryMediaRows();
  const storage = new InMemoryStorage();
  const service = new MediaFilesService(rows as unknown as MediaRowsRepository, storage);
  const image = (fileName: string, changes: Partial<Row> = {}) => {
    const row: Row = {
      fileName,
      ownerId: OWNER.id,
      status: 'ready',
      jobPostId: null,
      displayKey: `media/${fileName}.webp`,
      thumbKey: `media/${fileName}-thumb.webp`,
      posterKey: null,
      ...changes,
    };
    rows.rows.push(row);
    for (const key of [row.displayKey, row.thumbKey, row.posterKey]) if (key) storage.files.set(key, Buffer.from(key));
    return row;
  };
  const notFound = async (fileName: string, variant: MediaVariant, viewer?: { id: number; role: string }) => {
    const error = await service.open(fileName, variant, viewer).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: MediaErrorCode.MediaNotFound, status: 404 });
  };
  return { rows, storage, service, image, notFound };
}

describe('MediaFilesService.open', () => {
  it('serves each variant of a ready file with the type its extension names, as public', async () => {
    const { service, image } = setup();
    image('photo-1');
    image('clip-1', { displayKey: 'media/clip-1.mp4', thumbKey: null, posterKey: 'media/clip-1-poster.jpg' });

    const display = await service.open('photo-1', 'display');
    expect([display.type, display.public, await text(display.body)]).toEqual(['image/webp', true, 'media/photo-1.webp']);
    const thumb = await service.open('photo-1', 'thumb');
    expect([thumb.type, await text(thumb.body)]).toEqual(['image/webp', 'media/photo-1-thumb.webp']);
    expect((await service.open('clip-1', 'display')).type).toBe('video/mp4');
    expect((await service.open('clip-1', 'poster')).type).toBe('image/jpeg');
  });

  it('answers 404 MEDIA_NOT_FOUND for an unknown name and for a file not ready, even to its owner and staff', async () => {
    const { image, notFound } = setup();
    image('waiting', { status: 'processing' });
    image('refused', { status: 'rejected' });
    for (const name of ['nope', 'waiting', 'refused']) {
      await notFound(name, 'display');
      await notFound(name, 'display', OWNER);
      await notFound(name, 'display', ADMIN);
    }
  });

  it('answers 404 for a variant the file does not have, and for bytes missing from storage', async () => {
    const { storage, image, notFound } = setup();
    image('clip-1', { displayKey: 'media/clip-1.mp4', thumbKey: null, posterKey: null });
    await notFound('clip-1', 'thumb');
    await notFound('clip-1', 'poster');
    storage.files.delete('media/clip-1.mp4');
    await notFound('clip-1', 'display');
  });

  it('keeps a file of a deleted or hidden post from visitors and other members, and still serves it to its owner and staff, not public', async () => {
    const { rows, service, image, notFound } = setup();
    rows.posts.set(10, { deleted: true, hidden: false });
    rows.posts.set(11, { deleted: false, hidden: true });
    rows.posts.set(12, { deleted: false, hidden: false });
    image('of-deleted', { jobPostId: 10 });
    image('of-hidden', { jobPostId: 11 });
    image('of-live', { jobPostId: 12 });
    image('loose');

    for (const name of ['of-deleted', 'of-hidden']) {
      await notFound(name, 'display');
      await notFound(name, 'thumb');
      await notFound(name, 'display', STRANGER);
      expect((await service.open(name, 'display', OWNER)).public).toBe(false);
      expect((await service.open(name, 'thumb', ADMIN)).public).toBe(false);
    }
    expect((await service.open('of-live', 'display')).public).toBe(true);
    expect((await service.open('loose', 'display', STRANGER)).public).toBe(true);
  });
});
