import { Readable } from 'node:stream';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { ErrorCode, JobName, ListingErrorCode, MediaErrorCode } from '@chonail/shared/contracts';
import { UPLOAD_LIMITS } from '@chonail/shared/domain';
import { DomainError, type JsonLogger } from '@chonail/server/core/base';
import { type QueueRegistry } from '@chonail/server/core/queues';
import type { MediaEntity } from './entities/media.entity';
import { MediaService } from './media.service';
import type { MediaTransaction, MediaUploadsRepository, NewMedia, SessionOwnerCount } from './media-uploads.repository';
import { FakeQueues, InMemoryStorage, RecordingLogger, sampleMediaRow } from './testing/unit-fakes';
import type { UploadQuota } from './upload-quota';

/**
 * The media table (and the one job_posts read) over arrays, answering as the real queries do, so
 * the upload session rules are tested here in milliseconds; the SQL, the locks, @fastify/multipart
 * and Redis are covered by uploads.int.spec.ts and upload-limits.int.spec.ts.
 */
class InMemoryUploads implements Pick<MediaUploadsRepository, keyof MediaUploadsRepository> {
  rows: MediaEntity[] = [];
  readonly posts = new Map<number, { ownerId: number; deleted: boolean }>();
  /** Runs when `record` takes the session's lock: what a parallel request did meanwhile. */
  meanwhile: (() => void) | null = null;
  private nextId = 1;

  // Nothing to roll back: every refusal tested here comes before the transaction's first write.
  inTransaction<T>(work: (tx: MediaTransaction) => Promise<T>): Promise<T> {
    return work({} as MediaTransaction);
  }

  async lockSession(): Promise<void> {
    this.meanwhile?.();
    this.meanwhile = null;
  }

  async sessionFiles(sessionId: string): Promise<MediaEntity[]> {
    return this.session(sessionId).sort((a, b) => a.uploadOrder - b.uploadOrder || a.id - b.id);
  }

  async sessionFilesByUploadOrder(_tx: MediaTransaction, sessionId: string): Promise<MediaEntity[]> {
    return this.sessionFiles(sessionId);
  }

  async lockSessionFiles(_tx: MediaTransaction, sessionId: string): Promise<MediaEntity[]> {
    // "In no particular order": newest first, so nothing relies on it.
    return this.session(sessionId).reverse();
  }

  async lockOwnFile(_tx: MediaTransaction, id: number, ownerId: number): Promise<MediaEntity | null> {
    const row = this.rows.find((r) => r.id === id && r.ownerId === ownerId);
    return row ? { ...row } : null;
  }

  async sessionOwnerCounts(sessionId: string): Promise<SessionOwnerCount[]> {
    const counts = new Map<number, number>();
    for (const row of this.rows) if (row.sessionId === sessionId) counts.set(row.ownerId, (counts.get(row.ownerId) ?? 0) + 1);
    return [...counts].map(([ownerId, files]) => ({ ownerId, files }));
  }

  async livePostOwner(jobPostId: number): Promise<number | null> {
    const post = this.posts.get(jobPostId);
    return post && !post.deleted ? post.ownerId : null;
  }

  async insertFiles(_tx: MediaTransaction, files: NewMedia[]): Promise<MediaEntity[]> {
    const inserted = files.map((file) => ({ ...sampleMediaRow(this.nextId++, { createdAt: NOW, updatedAt: NOW }), ...file }));
    this.rows.push(...inserted.map((row) => ({ ...row })));
    return inserted;
  }

  async deleteFiles(_tx: MediaTransaction, ids: number[]): Promise<void> {
    this.rows = this.rows.filter((row) => !ids.includes(row.id));
  }

  async renumberSession(tx: MediaTransaction, sessionId: string): Promise<void> {
    await this.applyOrder(tx, (await this.sessionFiles(sessionId)).map((row) => row.id));
  }

  async applyOrder(_tx: MediaTransaction, ids: number[]): Promise<void> {
    ids.forEach((id, index) => {
      const row = this.rows.find((r) => r.id === id);
      if (row) Object.assign(row, { uploadOrder: index, isMain: index === 0 });
    });
  }

  async attachToPost(_tx: MediaTransaction, ids: number[], postId: number): Promise<void> {
    for (const row of this.rows) if (ids.includes(row.id) && row.jobPostId === null) row.jobPostId = postId;
  }

  async releaseFromPostExcept(_tx: MediaTransaction, postId: number, keepFileNames: string[]): Promise<void> {
    for (const row of this.rows) if (row.jobPostId === postId && !keepFileNames.includes(row.fileName)) row.jobPostId = null;
  }

  private session(sessionId: string): MediaEntity[] {
    return this.rows.filter((row) => row.sessionId === sessionId).map((row) => ({ ...row }));
  }
}

const rateLimited = () => new DomainError(MediaErrorCode.UploadRateLimited, 'Too many uploads. Please try again in 5 minutes.', 429);

/** Stands in for the Redis allowances: records what the service asked, and refuses when told to. */
class FakeQuota implements Pick<UploadQuota, 'openSession' | 'countFile' | 'reserveBytes'> {
  readonly sessions: Array<[number, string]> = [];
  readonly files: number[] = [];
  readonly settled: number[] = [];
  refuse: 'session' | 'file' | 'bytes' | null = null;
  /** Refuse only from this file part on (1-based); earlier ones pass. */
  refuseFrom = 1;

  async openSession(ownerId: number, sessionId: string): Promise<void> {
    if (this.refuse === 'session') throw rateLimited();
    this.sessions.push([ownerId, sessionId]);
  }

  async countFile(ownerId: number): Promise<void> {
    this.files.push(ownerId);
    if (this.refuse === 'file' && this.files.length >= this.refuseFrom) throw rateLimited();
  }

  private reserved = 0;

  async reserveBytes(): Promise<{ settle: (received: number) => Promise<void> }> {
    this.reserved += 1;
    if (this.refuse === 'bytes' && this.reserved >= this.refuseFrom) throw rateLimited();
    return { settle: async (received) => void this.settled.push(received) };
  }
}

const NOW = new Date('2025-06-01T12:00:00Z');
const OWNER = 1;
const STRANGER = 2;
const SESSION = 'upload_1748779200000_abc123';

// Real signatures: the service types each file by its first bytes.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 3)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(300, 1)]);
const TEXT = Buffer.from('just some words, not a picture, long enough to be sniffed as what it is: text');

type Part = MultipartFile | MultipartValue;

const field = (fieldname: string, value: string, truncated = false) =>
  ({ type: 'field', fieldname, value, valueTruncated: truncated, fieldnameTruncated: false }) as unknown as MultipartValue;

/** A file part as @fastify/multipart gives it: its bytes as a stream, `truncated` when busboy cut it at the size limit. */
function file(filename: string, body: Buffer | (() => AsyncGenerator<Buffer>), truncated = false): MultipartFile {
  const stream = typeof body === 'function' ? Readable.from(body()) : Readable.from([body]);
  return { type: 'file', fieldname: 'files', filename, mimetype: 'application/octet-stream', file: Object.assign(stream, { truncated }) } as unknown as MultipartFile;
}

async function* form(parts: Part[], then?: Error): AsyncGenerator<Part> {
  for (const part of parts) yield part;
  if (then) throw then;
}

const fastifyError = (code: string) => Object.assign(new Error(code), { code });

function setup() {
  const uploads = new InMemoryUploads();
  const storage = new InMemoryStorage();
  const queues = new FakeQueues();
  const logger = new RecordingLogger();
  const quota = new FakeQuota();
  // The fakes lack the real classes' private fields (the DataSource, Redis), hence the casts.
  const service = new MediaService(
    uploads as unknown as MediaUploadsRepository,
    storage,
    queues as unknown as QueueRegistry,
    logger as unknown as JsonLogger,
    quota as unknown as UploadQuota,
  );
  /** Files already in a session, as earlier requests left them. */
  const existing = (n: number, changes: Partial<MediaEntity> = {}) =>
    uploads.insertFiles(
      {} as MediaTransaction,
      Array.from({ length: n }, (_, i) => ({
        ownerId: OWNER,
        sessionId: SESSION,
        jobPostId: null,
        kind: 'image' as const,
        mimeType: 'image/jpeg',
        originalName: `old-${i}.jpg`,
        fileName: `old-file-${i}`,
        originalKey: `originals/old-file-${i}.jpg`,
        sizeBytes: 1000,
        uploadOrder: i,
        isMain: i === 0,
        status: 'processing' as const,
        ...changes,
      })),
    );
  const images = (n: number) => Array.from({ length: n }, (_, i) => file(`${i}.jpg`, JPEG));
  return { uploads, storage, queues, logger, quota, service, existing, images };
}

/** The refusal's code and status, as the API answers it. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; status: number; message: string }> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw error;
  return { code: error.code, status: error.status, message: error.message };
}

describe('MediaService.upload', () => {
  it('stores the files under generated names, typed by their bytes, in upload order with the first as main', async () => {
    const { service, storage, uploads } = setup();
    const items = await service.upload(OWNER, form([field('sessionId', SESSION), file('tiệm đẹp.jpg', JPEG), file('../../etc/x.gif', PNG), file('clip.mov', MP4)]), {});

    expect(items.map((f) => [f.originalName, f.fileType, f.mimeType, f.uploadOrder, f.isMainImage, f.status, f.jobPostId, f.sessionId])).toEqual([
      ['tiệm đẹp.jpg', 'image', 'image/jpeg', 0, true, 'processing', null, SESSION],
      // A PNG sent as a GIF is stored as what it is; the path in its name is dropped.
      ['x.gif', 'image', 'image/png', 1, false, 'processing', null, SESSION],
      ['clip.mov', 'video', 'video/mp4', 2, false, 'processing', null, SESSION],
    ]);
    for (const item of items) {
      expect(item.fileName).toMatch(/^[a-f0-9-]{36}$/);
      expect(item.filePath).toBe(`/api/media/files/${item.fileName}`);
    }
    expect([...storage.files.keys()]).toEqual([`originals/${items[0]?.fileName}.jpg`, `originals/${items[1]?.fileName}.png`, `originals/${items[2]?.fileName}.mp4`]);
    expect(storage.files.get(`originals/${items[0]?.fileName}.jpg`)).toEqual(JPEG);
    expect(items.map((f) => f.fileSize)).toEqual([JPEG.length, PNG.length, MP4.length]);
    expect(uploads.rows.map((r) => r.id)).toEqual(items.map((f) => f.id));
  });

  it('queues one job per file by its id: images to ProcessImage, videos to ProcessVideo', async () => {
    const { service, queues } = setup();
    const items = await service.upload(OWNER, form([file('a.jpg', JPEG), file('b.mp4', MP4)]), { sessionId: SESSION });

    expect(queues.jobs).toEqual([
      { name: JobName.ProcessImage, payload: { mediaId: items[0]?.id }, jobId: `media-${items[0]?.id}` },
      { name: JobName.ProcessVideo, payload: { mediaId: items[1]?.id }, jobId: `media-${items[1]?.id}` },
    ]);
  });

  it('keeps the files when their jobs cannot be queued: they stay processing for the sweep, and a warning is logged', async () => {
    const { service, queues, uploads, logger } = setup();
    queues.fail = new Error('redis down');

    const items = await service.upload(OWNER, form([file('a.jpg', JPEG)]), { sessionId: SESSION });

    expect(items.map((f) => f.status)).toEqual(['processing']);
    expect(uploads.rows).toHaveLength(1);
    expect(logger.entries).toEqual([expect.objectContaining({ level: 'warn', msg: 'media job not queued', fields: expect.objectContaining({ mediaId: items[0]?.id }) })]);
  });

  it('takes the session id from the query before the form, and appends to a session in order', async () => {
    const { service, existing } = setup();
    await existing(1);
    const items = await service.upload(OWNER, form([field('sessionId', 'upload_other_session'), file('b.jpg', JPEG)]), { sessionId: SESSION });
    expect(items.map((f) => [f.sessionId, f.uploadOrder, f.isMainImage])).toEqual([[SESSION, 1, false]]);
  });

  it('answers a file before any session id with 400 UPLOAD_SESSION_REQUIRED, counting and storing nothing', async () => {
    const { service, storage, quota } = setup();
    expect(await refusal(service.upload(OWNER, form([file('a.jpg', JPEG), field('sessionId', SESSION)]), {}))).toMatchObject({
      code: MediaErrorCode.SessionRequired,
      status: 400,
    });
    expect(await refusal(service.upload(OWNER, form([]), {}))).toMatchObject({ code: MediaErrorCode.SessionRequired });
    expect(storage.files.size).toBe(0);
    expect([quota.sessions, quota.files]).toEqual([[], []]);
  });

  it.each([['../../etc/passwd'], ['short'], ['has space in it']])('answers the session id %j with 400 VALIDATION_ERROR', async (sessionId) => {
    const { service, storage } = setup();
    expect(await refusal(service.upload(OWNER, form([field('sessionId', sessionId), file('a.jpg', JPEG)]), {}))).toMatchObject({
      code: ErrorCode.ValidationError,
      status: 400,
    });
    expect(storage.files.size).toBe(0);
  });

  it('answers a form without files with 400 NO_FILES', async () => {
    const { service } = setup();
    expect(await refusal(service.upload(OWNER, form([field('sessionId', SESSION)]), {}))).toMatchObject({ code: MediaErrorCode.NoFiles, status: 400 });
  });

  it.each([
    ['a text file renamed .jpg', TEXT],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 400 UNSUPPORTED_MEDIA_TYPE and keeps nothing, not even the good file sent before it', async (_name, body) => {
    const { service, storage, uploads, queues } = setup();
    const error = await refusal(service.upload(OWNER, form([file('good.jpg', JPEG), file('bad.jpg', body)]), { sessionId: SESSION }));
    expect(error).toMatchObject({ code: MediaErrorCode.UnsupportedType, status: 400 });
    expect(error.message).toContain('Định dạng file không hợp lệ');
    expect([storage.files.size, uploads.rows.length, queues.jobs.length]).toEqual([0, 0, 0]);
  });

  it('refuses a file busboy cut at the size limit with 413 FILE_TOO_LARGE, and keeps nothing', async () => {
    const { service, storage, uploads } = setup();
    expect(await refusal(service.upload(OWNER, form([file('a.jpg', JPEG), file('big.jpg', JPEG, true)]), { sessionId: SESSION }))).toMatchObject({
      code: MediaErrorCode.FileTooLarge,
      status: 413,
    });
    expect([storage.files.size, uploads.rows.length]).toEqual([0, 0]);
  });

  it(`allows ${UPLOAD_LIMITS.maxFilesOnCreate} files per session when creating, refusing the next with 400 TOO_MANY_FILES and nothing kept`, async () => {
    const { service, storage, uploads, existing, images } = setup();
    await existing(UPLOAD_LIMITS.maxFilesOnCreate - 1);

    expect(await refusal(service.upload(OWNER, form(images(2)), { sessionId: SESSION }))).toMatchObject({ code: MediaErrorCode.TooManyFiles, status: 400 });
    expect(uploads.rows).toHaveLength(UPLOAD_LIMITS.maxFilesOnCreate - 1);
    expect(storage.files.size).toBe(0);

    expect(await service.upload(OWNER, form(images(1)), { sessionId: SESSION })).toHaveLength(1);
    expect(await refusal(service.upload(OWNER, form(images(1)), { sessionId: SESSION }))).toMatchObject({ code: MediaErrorCode.TooManyFiles });
  });

  it('refuses the 11th file of one request before storing it', async () => {
    const { service, storage, quota, images } = setup();
    const error = await refusal(service.upload(OWNER, form(images(UPLOAD_LIMITS.maxFilesOnCreate + 1)), { sessionId: SESSION }));
    expect(error).toMatchObject({ code: MediaErrorCode.TooManyFiles, message: `At most ${UPLOAD_LIMITS.maxFilesOnCreate} files per upload session` });
    expect(storage.files.size).toBe(0);
    // The 11th part was refused before it counted or streamed.
    expect(quota.files).toHaveLength(UPLOAD_LIMITS.maxFilesOnCreate);
  });

  it(`allows ${UPLOAD_LIMITS.maxFilesOnEdit} files when editing the owner's own post, and refuses the next`, async () => {
    const { service, uploads, images } = setup();
    uploads.posts.set(7, { ownerId: OWNER, deleted: false });
    expect(await service.upload(OWNER, form(images(UPLOAD_LIMITS.maxFilesOnEdit)), { sessionId: SESSION, jobPostId: 7 })).toHaveLength(UPLOAD_LIMITS.maxFilesOnEdit);
    // Uploaded from the edit form, still not part of the post until it is saved with the session.
    expect(uploads.rows.every((row) => row.jobPostId === null)).toBe(true);
    expect(await refusal(service.upload(OWNER, form(images(1)), { sessionId: SESSION, jobPostId: 7 }))).toMatchObject({
      code: MediaErrorCode.TooManyFiles,
      message: `At most ${UPLOAD_LIMITS.maxFilesOnEdit} files per upload session`,
    });
  });

  it("answers someone else's post, a deleted one and a missing one alike: 404 POST_NOT_FOUND, before reading the form", async () => {
    const { service, uploads, quota, storage, images } = setup();
    uploads.posts.set(7, { ownerId: STRANGER, deleted: false });
    uploads.posts.set(8, { ownerId: OWNER, deleted: true });
    for (const jobPostId of [7, 8, 9]) {
      expect(await refusal(service.upload(OWNER, form(images(1)), { sessionId: SESSION, jobPostId }))).toEqual({
        code: ListingErrorCode.PostNotFound,
        status: 404,
        message: 'Post not found',
      });
    }
    expect([storage.files.size, quota.sessions.length, quota.files.length]).toEqual([0, 0, 0]);
  });

  it("refuses someone else's session with 403 UPLOAD_SESSION_FORBIDDEN before any file streams, and their files stay", async () => {
    const { service, uploads, storage, quota, existing, images } = setup();
    await existing(1, { ownerId: STRANGER });
    expect(await refusal(service.upload(OWNER, form(images(1)), { sessionId: SESSION }))).toMatchObject({ code: MediaErrorCode.SessionNotYours, status: 403 });
    expect(uploads.rows).toHaveLength(1);
    expect([storage.files.size, quota.sessions.length]).toEqual([0, 0]);
  });

  it('checks the session again under its lock: files a parallel request added meanwhile count, and the stored bytes are removed', async () => {
    const { service, uploads, storage, existing, images } = setup();
    await existing(UPLOAD_LIMITS.maxFilesOnCreate - 2);
    uploads.meanwhile = () => void existing(1, { fileName: 'parallel', originalKey: 'originals/parallel-file.jpg', uploadOrder: 8 });
    expect(await refusal(service.upload(OWNER, form(images(2)), { sessionId: SESSION }))).toMatchObject({ code: MediaErrorCode.TooManyFiles });
    expect(uploads.rows).toHaveLength(UPLOAD_LIMITS.maxFilesOnCreate - 1);
    expect(storage.files.size).toBe(0);

    const other = setup();
    other.storage.afterWrite = () => void other.existing(1, { ownerId: STRANGER });
    expect(await refusal(other.service.upload(OWNER, form(other.images(1)), { sessionId: SESSION }))).toMatchObject({ code: MediaErrorCode.SessionNotYours });
    expect(other.uploads.rows.map((r) => r.ownerId)).toEqual([STRANGER]);
    expect(other.storage.files.size).toBe(0);
  });

  describe('per-account allowances', () => {
    it('opens the session once per request, counts every file part, and settles each file at the bytes received, refused ones included', async () => {
      const { service, quota } = setup();
      await refusal(service.upload(OWNER, form([file('a.jpg', JPEG), file('b.jpg', JPEG), file('words.jpg', TEXT)]), { sessionId: SESSION }));
      expect(quota.sessions).toEqual([[OWNER, SESSION]]);
      expect(quota.files).toEqual([OWNER, OWNER, OWNER]);
      expect(quota.settled).toEqual([JPEG.length, JPEG.length, TEXT.length]);
    });

    it('settles a file cut at the size limit at what arrived', async () => {
      const { service, quota } = setup();
      await refusal(service.upload(OWNER, form([file('big.jpg', JPEG, true)]), { sessionId: SESSION }));
      expect(quota.settled).toEqual([JPEG.length]);
    });

    it.each([['session'], ['file'], ['bytes']] as const)('passes on a refused %s allowance (429 UPLOAD_RATE_LIMITED) with nothing of the request kept', async (which) => {
      const { service, quota, storage, uploads, images } = setup();
      quota.refuse = which;
      quota.refuseFrom = 2;
      expect(await refusal(service.upload(OWNER, form(images(2)), { sessionId: SESSION }))).toMatchObject({ code: MediaErrorCode.UploadRateLimited, status: 429 });
      expect([storage.files.size, uploads.rows.length]).toEqual([0, 0]);
    });
  });

  describe('forms the uploader never sends', () => {
    it.each([
      ['FST_FILES_LIMIT', MediaErrorCode.TooManyFiles, 400],
      ['FST_REQ_FILE_TOO_LARGE', MediaErrorCode.FileTooLarge, 413],
      ['FST_PARTS_LIMIT', MediaErrorCode.FormInvalid, 400],
      ['FST_FIELDS_LIMIT', MediaErrorCode.FormInvalid, 400],
      ['FST_INVALID_MULTIPART_CONTENT_TYPE', MediaErrorCode.NotMultipart, 400],
      ['ECONNRESET', MediaErrorCode.FormInvalid, 400],
    ])('answers the parser failing with %s as %s, and removes the files stored before it', async (parserCode, code, status) => {
      const { service, storage, uploads } = setup();
      expect(await refusal(service.upload(OWNER, form([field('sessionId', SESSION), file('a.jpg', JPEG)], fastifyError(parserCode)), {}))).toMatchObject({
        code,
        status,
      });
      expect([storage.files.size, uploads.rows.length]).toEqual([0, 0]);
    });

    it('answers a field busboy cut short with 400 UPLOAD_FORM_INVALID', async () => {
      const { service } = setup();
      expect(await refusal(service.upload(OWNER, form([field('sessionId', SESSION, true), file('a.jpg', JPEG)]), {}))).toMatchObject({
        code: MediaErrorCode.FormInvalid,
        message: 'A form field is too long',
      });
    });

    it('answers a form cut off inside its file with 400 UPLOAD_FORM_INVALID, and keeps nothing', async () => {
      const { service, storage, uploads } = setup();
      async function* cutOff(): AsyncGenerator<Buffer> {
        yield JPEG;
        throw new Error('Unexpected end of form');
      }
      const error = await refusal(service.upload(OWNER, form([file('a.jpg', JPEG), file('b.jpg', cutOff)]), { sessionId: SESSION }));
      expect(error).toMatchObject({ code: MediaErrorCode.FormInvalid, message: 'The form is cut off or not well formed' });
      expect([storage.files.size, uploads.rows.length]).toEqual([0, 0]);
    });

    it("reports the parser's limit, not the file's premature close, when a limit ends a file", async () => {
      const { service } = setup();
      async function* closed(): AsyncGenerator<Buffer> {
        yield JPEG;
        throw new Error('premature close');
      }
      expect(await refusal(service.upload(OWNER, form([file('a.jpg', closed)], fastifyError('FST_PARTS_LIMIT')), { sessionId: SESSION }))).toMatchObject({
        code: MediaErrorCode.FormInvalid,
        message: 'Too many form fields: send sessionId and the files only',
      });
    });
  });

  it('passes on a storage failure as it is (ours, not the sender’s), removing what was stored', async () => {
    const { service, storage, uploads } = setup();
    storage.afterWrite = () => (storage.failWrites = new Error('disk full'));
    await expect(service.upload(OWNER, form([file('a.jpg', JPEG), file('b.jpg', JPEG)]), { sessionId: SESSION })).rejects.toThrow('disk full');
    expect([storage.files.size, uploads.rows.length]).toEqual([0, 0]);
  });
});

describe('MediaService.list', () => {
  it("lists the owner's session in upload order, and refuses someone else's with 403", async () => {
    const { service, existing } = setup();
    await existing(3);
    expect((await service.list(OWNER, SESSION)).map((f) => [f.originalName, f.uploadOrder, f.isMainImage])).toEqual([
      ['old-0.jpg', 0, true],
      ['old-1.jpg', 1, false],
      ['old-2.jpg', 2, false],
    ]);
    expect(await refusal(service.list(STRANGER, SESSION))).toMatchObject({ code: MediaErrorCode.SessionNotYours, status: 403 });
  });
});

describe('MediaService.remove', () => {
  it("deletes only the owner's file with its stored variants, and the next file becomes main", async () => {
    const { service, uploads, storage, existing } = setup();
    const [first] = await existing(3);
    Object.assign(uploads.rows[0] as MediaEntity, { displayKey: 'media/old-file-0.webp', thumbKey: 'media/old-file-0-thumb.webp' });
    for (const key of ['originals/old-file-0.jpg', 'media/old-file-0.webp', 'media/old-file-0-thumb.webp', 'originals/old-file-1.jpg']) storage.files.set(key, JPEG);

    expect(await refusal(service.remove(STRANGER, first?.id ?? 0))).toEqual({ code: MediaErrorCode.MediaNotFound, status: 404, message: 'Media not found' });
    expect(uploads.rows).toHaveLength(3);

    await service.remove(OWNER, first?.id ?? 0);
    expect([...storage.files.keys()]).toEqual(['originals/old-file-1.jpg']);
    expect((await service.list(OWNER, SESSION)).map((f) => [f.originalName, f.uploadOrder, f.isMainImage])).toEqual([
      ['old-1.jpg', 0, true],
      ['old-2.jpg', 1, false],
    ]);
    expect(await refusal(service.remove(OWNER, first?.id ?? 0))).toMatchObject({ code: MediaErrorCode.MediaNotFound });
  });

  it('still removes the row when its file cannot be removed from storage: an orphan file is logged, not an error', async () => {
    const { service, uploads, storage, logger, existing } = setup();
    const [first] = await existing(1);
    storage.failRemoves = new Error('bucket unreachable');
    await service.remove(OWNER, first?.id ?? 0);
    expect(uploads.rows).toEqual([]);
    expect(logger.entries).toEqual([expect.objectContaining({ level: 'warn', msg: 'media file not removed', fields: expect.objectContaining({ key: 'originals/old-file-0.jpg' }) })]);
  });
});

describe('MediaService.clear', () => {
  it("removes the session's loose files and their bytes, keeps those a post uses, and numbers the rest from 0", async () => {
    const { service, uploads, storage, existing } = setup();
    await existing(3);
    Object.assign(uploads.rows[1] as MediaEntity, { jobPostId: 5 });
    for (const row of uploads.rows) storage.files.set(row.originalKey, JPEG);

    expect(await service.clear(OWNER, SESSION)).toBe(2);
    expect(uploads.rows.map((r) => [r.fileName, r.uploadOrder, r.isMain])).toEqual([['old-file-1', 0, true]]);
    expect([...storage.files.keys()]).toEqual(['originals/old-file-1.jpg']);
  });

  it("refuses someone else's session with 403, and their files stay", async () => {
    const { service, uploads, existing } = setup();
    await existing(2);
    expect(await refusal(service.clear(STRANGER, SESSION))).toMatchObject({ code: MediaErrorCode.SessionNotYours, status: 403 });
    expect(uploads.rows).toHaveLength(2);
  });
});

describe('MediaService.reorder', () => {
  it('saves the order the owner dragged to, the first one main', async () => {
    const { service, existing } = setup();
    const [a, b, c] = (await existing(3)).map((row) => row.id) as [number, number, number];
    expect((await service.reorder(OWNER, SESSION, [c, a, b])).map((f) => [f.id, f.uploadOrder, f.isMainImage])).toEqual([
      [c, 0, true],
      [a, 1, false],
      [b, 2, false],
    ]);
  });

  it('refuses a list that is not every file of the session exactly once with 400, changing nothing', async () => {
    const { service, uploads, existing } = setup();
    const [a, b, c] = (await existing(3)).map((row) => row.id) as [number, number, number];
    for (const ids of [[c, a], [c, a, a], [c, a, b, 999_999], [c, a, 999_999]]) {
      expect(await refusal(service.reorder(OWNER, SESSION, ids))).toMatchObject({ code: ErrorCode.ValidationError, status: 400 });
    }
    expect(uploads.rows.map((r) => r.uploadOrder)).toEqual([0, 1, 2]);
  });

  it("refuses someone else's session with 403", async () => {
    const { service, existing } = setup();
    const ids = (await existing(2)).map((row) => row.id);
    expect(await refusal(service.reorder(STRANGER, SESSION, ids))).toMatchObject({ code: MediaErrorCode.SessionNotYours, status: 403 });
  });
});

describe('MediaService.attachSession (a post saved with its session)', () => {
  it('takes the files no post has, in upload order, leaving out the ones the worker refused or failed', async () => {
    const { service, uploads, existing } = setup();
    await existing(5);
    Object.assign(uploads.rows[1] as MediaEntity, { status: 'rejected', reason: 'image_unreadable' });
    Object.assign(uploads.rows[2] as MediaEntity, { status: 'ready' });
    Object.assign(uploads.rows[3] as MediaEntity, { status: 'failed' });
    Object.assign(uploads.rows[4] as MediaEntity, { kind: 'video', jobPostId: 99 });

    const attached = await service.attachSession({} as MediaTransaction, OWNER, 42, SESSION);

    expect(attached).toEqual([
      { mediaId: 1, filePath: '/api/media/files/old-file-0', fileName: 'old-file-0', fileType: 'image', mimeType: 'image/webp', uploadOrder: 0 },
      { mediaId: 3, filePath: '/api/media/files/old-file-2', fileName: 'old-file-2', fileType: 'image', mimeType: 'image/webp', uploadOrder: 2 },
    ]);
    expect(uploads.rows.map((r) => r.jobPostId)).toEqual([42, null, 42, null, 99]);
  });

  it("refuses someone else's session with 403 and attaches nothing", async () => {
    const { service, uploads, existing } = setup();
    await existing(1, { ownerId: STRANGER });
    expect(await refusal(service.attachSession({} as MediaTransaction, OWNER, 42, SESSION))).toMatchObject({ code: MediaErrorCode.SessionNotYours, status: 403 });
    expect(uploads.rows.map((r) => r.jobPostId)).toEqual([null]);
  });

  it('releases the files an edit dropped, keeping the ones it names', async () => {
    const { service, uploads, existing } = setup();
    await existing(3, { jobPostId: 42 });
    await service.releaseExcept({} as MediaTransaction, 42, ['old-file-1']);
    expect(uploads.rows.map((r) => r.jobPostId)).toEqual([null, 42, null]);
  });
});
