import { Readable } from 'node:stream';
import { MediaErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import { MediaFilesService, type MediaGrant, type MediaVariant } from './media-files.service';
import type { MediaRowsRepository, ServableMedia } from './media-rows.repository';
import { MediaUrlSigner } from './media-url-signer';
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
 * only ready files, public only while their post is listed and shows them. The SQL and the HTTP
 * headers are covered by processing.int.spec.ts and media-privacy.int.spec.ts.
 */
class InMemoryMediaRows implements Pick<MediaRowsRepository, 'servable'> {
  readonly rows: Row[] = [];
  readonly posts = new Map<number, { listed: boolean }>();

  async servable(fileName: string): Promise<ServableMedia | null> {
    const row = this.rows.find((r) => r.fileName === fileName && r.status === 'ready');
    if (!row) return null;
    const post = row.jobPostId === null ? null : this.posts.get(row.jobPostId);
    return {
      ownerId: row.ownerId,
      displayKey: row.displayKey,
      thumbKey: row.thumbKey,
      posterKey: row.posterKey,
      public: post?.listed === true,
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
const LOOSE = '0b6f2d0e-3c1a-4d6e-9a8b-2f4c6e8a0b1d';
const OTHER = '0b6f2d0e-3c1a-4d6e-9a8b-2f4c6e8a0b1e';
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
  const signer = new MediaUrlSigner('unit-test-secret');
  const service = new MediaFilesService(rows as unknown as MediaRowsRepository, storage, signer);
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
  const notFound = async (fileName: string, variant: MediaVariant, viewer?: { id: number; role: string }, grant?: MediaGrant) => {
    const error = await service.open(fileName, variant, viewer, grant).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: MediaErrorCode.MediaNotFound, status: 404 });
  };
  /** The sig and exp of the URL the owner's answer would carry. */
  const grantOf = (fileName: string, now = Date.now()): MediaGrant =>
    Object.fromEntries(new URL(signer.sign(`/api/media/files/${fileName}`, now), 'http://x').searchParams) as MediaGrant;
  return { rows, storage, service, image, notFound, grantOf };
}

describe('MediaFilesService.open', () => {
  it('serves each variant of a ready file of a listed post with the type its extension names, as public', async () => {
    const { rows, service, image } = setup();
    rows.posts.set(12, { listed: true });
    image('photo-1', { jobPostId: 12 });
    image('clip-1', { jobPostId: 12, displayKey: 'media/clip-1.mp4', thumbKey: null, posterKey: 'media/clip-1-poster.jpg' });

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

  it('keeps a file of a post not listed, and an upload no post took, from visitors and other members, and still serves it to its owner and staff, not public', async () => {
    const { rows, service, image, notFound } = setup();
    rows.posts.set(10, { listed: false });
    rows.posts.set(12, { listed: true });
    image('of-unlisted', { jobPostId: 10 });
    image('of-live', { jobPostId: 12 });
    image('loose');

    for (const name of ['of-unlisted', 'loose']) {
      await notFound(name, 'display');
      await notFound(name, 'thumb');
      await notFound(name, 'display', STRANGER);
      expect((await service.open(name, 'display', OWNER)).public).toBe(false);
      expect((await service.open(name, 'thumb', ADMIN)).public).toBe(false);
    }
    expect((await service.open('of-live', 'display')).public).toBe(true);
    expect((await service.open('of-live', 'display', STRANGER)).public).toBe(true);
  });

  it('serves a file nobody else may see to its signed URL, every variant, until it expires; a forged, foreign or expired signature is 404', async () => {
    const { service, image, notFound, grantOf } = setup();
    image(LOOSE);
    image(OTHER);
    const grant = grantOf(LOOSE);
    const opened = await service.open(LOOSE, 'display', undefined, grant);
    expect([opened.public, opened.signed]).toEqual([false, true]);
    expect((await service.open(LOOSE, 'thumb', STRANGER, grant)).signed).toBe(true);

    await notFound(OTHER, 'display', undefined, grant);
    const sig = String(grant.sig);
    await notFound(LOOSE, 'display', undefined, { ...grant, sig: `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}` });
    await notFound(LOOSE, 'display', undefined, { ...grant, exp: String(Number(grant.exp) + 3600) });
    await notFound(LOOSE, 'display', undefined, { sig: grant.sig });
    await notFound(LOOSE, 'display', undefined, { sig: 'short', exp: grant.exp });
    await notFound(LOOSE, 'display', undefined, grantOf(LOOSE, Date.now() - 3 * 3_600_000));
    const otherKey = new MediaUrlSigner('another-secret').sign(`/api/media/files/${LOOSE}`);
    await notFound(LOOSE, 'display', undefined, Object.fromEntries(new URL(otherKey, 'http://x').searchParams) as MediaGrant);
  });
});
