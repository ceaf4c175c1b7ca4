import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { ErrorCode, JobName, ListingErrorCode, MediaErrorCode, uploadSessionIdSchema, type MediaItem, type PostMediaItem } from '@chonail/shared/contracts';
import { UPLOAD_LIMITS, type SniffedMedia } from '@chonail/shared/domain';
import { DomainError, JsonLogger, serializeError } from '@chonail/server/core/base';
import { QueueRegistry } from '@chonail/server/core/queues';
import type { PostMediaAttacher } from '@chonail/server/listings';
import { DEMO_PHOTO_SESSION } from './demo-photos';
import type { MediaEntity } from './entities/media.entity';
import { toMediaItem, toPostMedia } from './media.mapper';
import { MediaUploadsRepository, type MediaTransaction } from './media-uploads.repository';
import { MEDIA_STORAGE, removeStored, storedKeys, type MediaStorage } from './storage/media-storage';
import { cleanOriginalName, fileFailure, FormStreamError, fromForm, sniffStream } from './upload-stream';
import { UploadQuota } from './upload-quota';

type Part = MultipartFile | MultipartValue;

interface StoredFile {
  media: SniffedMedia;
  fileName: string;
  key: string;
  originalName: string;
  size: number;
}

const ACCEPTED_LIST = 'Chỉ chấp nhận ảnh (JPEG, PNG, GIF, WebP) và video (MP4, WebM, MOV, AVI), tối đa 50MB mỗi file';

const sessionRequired = () => new DomainError(MediaErrorCode.SessionRequired, 'sessionId is required before the files', 400);
const notYours = () => new DomainError(MediaErrorCode.SessionNotYours, 'This upload session belongs to someone else', 403);
const notFound = () => new DomainError(MediaErrorCode.MediaNotFound, 'Media not found', 404);
const tooMany = (limit: number) => new DomainError(MediaErrorCode.TooManyFiles, `At most ${limit} files per upload session`, 400);
const tooLarge = () => new DomainError(MediaErrorCode.FileTooLarge, 'Each file may be at most 50MB', 413);
const formInvalid = (message: string) => new DomainError(MediaErrorCode.FormInvalid, message, 400);

/** @fastify/multipart's own limit errors, and any other failure to read the form, as the API's codes. */
function fromMultipartError(error: unknown, limit: number): unknown {
  const code = ((error instanceof FormStreamError ? error.cause : error) as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return tooMany(limit);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return formInvalid('Too many form fields: send sessionId and the files only');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new DomainError(MediaErrorCode.NotMultipart, 'Send the files as multipart/form-data', 400);
  if (error instanceof FormStreamError) return formInvalid('The form is cut off or not well formed');
  return error;
}

/**
 * Upload sessions: files stream to storage under generated names, are checked by their bytes while
 * they stream, and are recorded only when the whole request succeeded, so a refused request leaves
 * nothing behind. Processing (re-encoding, video checks) runs in the worker, one job per file.
 */
@Injectable()
export class MediaService implements PostMediaAttacher {
  constructor(
    private readonly uploads: MediaUploadsRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly queues: QueueRegistry,
    private readonly logger: JsonLogger,
    private readonly quota: UploadQuota,
  ) {}

  async upload(ownerId: number, parts: AsyncIterable<Part>, given: { sessionId?: string; jobPostId?: number }): Promise<MediaItem[]> {
    if (given.jobPostId !== undefined) await this.assertPostOwner(given.jobPostId, ownerId);
    const limit = given.jobPostId !== undefined ? UPLOAD_LIMITS.maxFilesOnEdit : UPLOAD_LIMITS.maxFilesOnCreate;
    let sessionId = given.sessionId;
    let already: number | undefined;
    const stored: StoredFile[] = [];
    const iterator = parts[Symbol.asyncIterator]();
    try {
      for (let next = await fromForm(iterator.next()); !next.done; next = await fromForm(iterator.next())) {
        const part = next.value;
        if (part.type === 'field') {
          // Busboy cuts a long field at fieldSize and says so; a cut value is not the one sent.
          if (part.valueTruncated || part.fieldnameTruncated) throw formInvalid('A form field is too long');
          if (part.fieldname === 'sessionId' && !sessionId) {
            const parsed = uploadSessionIdSchema.safeParse(part.value);
            if (!parsed.success) throw new DomainError(ErrorCode.ValidationError, 'sessionId is not an upload session id', 400);
            sessionId = parsed.data;
          }
          continue;
        }
        if (!sessionId) throw sessionRequired();
        if (already === undefined) {
          already = await this.countOwnSession(sessionId, ownerId);
          await this.quota.openSession(ownerId, sessionId);
        }
        if (already + stored.length >= limit) throw tooMany(limit);
        await this.quota.countFile(ownerId);
        try {
          stored.push(await this.storeFile(ownerId, part));
        } catch (error) {
          throw await fileFailure(error, iterator);
        }
      }
      if (!sessionId) throw sessionRequired();
      if (!stored.length) throw new DomainError(MediaErrorCode.NoFiles, 'No files were sent', 400);
      const rows = await this.record(ownerId, sessionId, stored, limit);
      await this.enqueue(rows);
      return rows.map(toMediaItem);
    } catch (error) {
      await Promise.all(stored.map((file) => this.storage.remove(file.key).catch(() => undefined)));
      throw fromMultipartError(error, limit);
    }
  }

  async list(ownerId: number, sessionId: string): Promise<MediaItem[]> {
    const rows = await this.uploads.sessionFiles(sessionId);
    if (rows.some((row) => row.ownerId !== ownerId)) throw notYours();
    return rows.map(toMediaItem);
  }

  /** Removes one of the caller's files; the rest of its session closes up, and the new first file is the main one. */
  async remove(ownerId: number, id: number): Promise<void> {
    const keys = await this.uploads.inTransaction(async (tx) => {
      const row = await this.uploads.lockOwnFile(tx, id, ownerId);
      if (!row) throw notFound();
      await this.uploads.deleteFiles(tx, [id]);
      await this.uploads.renumberSession(tx, row.sessionId);
      return storedKeys(row);
    });
    await removeStored(this.storage, keys, this.logger);
  }

  /** Every file of the caller's session that no post uses yet. */
  async clear(ownerId: number, sessionId: string): Promise<number> {
    const rows = await this.uploads.inTransaction(async (tx) => {
      const found = await this.uploads.lockSessionFiles(tx, sessionId);
      if (found.some((row) => row.ownerId !== ownerId)) throw notYours();
      const loose = found.filter((row) => row.jobPostId === null);
      if (loose.length) await this.uploads.deleteFiles(tx, loose.map((row) => row.id));
      await this.uploads.renumberSession(tx, sessionId);
      return loose;
    });
    await removeStored(this.storage, rows.flatMap(storedKeys), this.logger);
    return rows.length;
  }

  /** The order the owner sees in the uploader: uploadOrder = index, the first is the main image. */
  async reorder(ownerId: number, sessionId: string, ids: number[]): Promise<MediaItem[]> {
    return this.uploads.inTransaction(async (tx) => {
      const rows = await this.uploads.lockSessionFiles(tx, sessionId);
      if (rows.some((row) => row.ownerId !== ownerId)) throw notYours();
      const known = new Set(rows.map((row) => row.id));
      if (ids.length !== rows.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
        throw new DomainError(ErrorCode.ValidationError, 'ids must list every file of the session exactly once', 400);
      }
      await this.uploads.applyOrder(tx, ids);
      return (await this.uploads.sessionFilesByUploadOrder(tx, sessionId)).map(toMediaItem);
    });
  }

  /** Files refused or failed by the worker are left out; one already part of a post is not taken twice. */
  async attachSession(tx: MediaTransaction, ownerId: number, postId: number, sessionId: string): Promise<PostMediaItem[]> {
    await this.uploads.lockSession(tx, sessionId);
    const rows = await this.uploads.sessionFiles(sessionId, tx);
    if (rows.some((row) => row.ownerId !== ownerId)) throw notYours();
    const usable = rows.filter((row) => row.jobPostId === null && (row.status === 'processing' || row.status === 'ready'));
    if (usable.length) await this.uploads.attachToPost(tx, usable.map((row) => row.id), postId);
    return usable.map(toPostMedia);
  }

  async releaseExcept(tx: MediaTransaction, postId: number, keepFileNames: string[]): Promise<void> {
    await this.uploads.releaseFromPostExcept(tx, postId, keepFileNames);
  }

  private async storeFile(ownerId: number, part: MultipartFile): Promise<StoredFile> {
    const bytes = await this.quota.reserveBytes(ownerId);
    let received = () => 0;
    try {
      const sniffed = await sniffStream(part.file);
      received = sniffed.bytes;
      if (!sniffed.media) {
        sniffed.body.destroy();
        throw new DomainError(MediaErrorCode.UnsupportedType, `Định dạng file không hợp lệ. ${ACCEPTED_LIST}`, 400);
      }
      const fileName = randomUUID();
      const key = `originals/${fileName}.${sniffed.media.ext}`;
      await this.storage.write(key, sniffed.body);
      // Busboy stops a file at the limit and marks it truncated; the stream error may be swallowed by then.
      if (part.file.truncated) {
        await this.storage.remove(key);
        throw tooLarge();
      }
      return { media: sniffed.media, fileName, key, originalName: cleanOriginalName(part.filename), size: received() };
    } finally {
      await bytes.settle(received());
    }
  }

  /**
   * Rows for the stored files, after the session's owner and count are checked again under a
   * per-session lock. A file belongs to a post only once the post is saved with its session
   * (`attach`), even when uploaded from that post's edit form: an edit given up is swept like any
   * abandoned session.
   */
  private async record(ownerId: number, sessionId: string, files: StoredFile[], limit: number): Promise<MediaEntity[]> {
    return this.uploads.inTransaction(async (tx) => {
      await this.uploads.lockSession(tx, sessionId);
      const existing = await this.uploads.sessionFilesByUploadOrder(tx, sessionId);
      if (existing.some((row) => row.ownerId !== ownerId)) throw notYours();
      if (existing.length + files.length > limit) throw tooMany(limit);
      const next = existing.length;
      return this.uploads.insertFiles(
        tx,
        files.map((file, i) => ({
          ownerId,
          sessionId,
          jobPostId: null,
          kind: file.media.kind,
          mimeType: file.media.mime,
          originalName: file.originalName,
          fileName: file.fileName,
          originalKey: file.key,
          sizeBytes: file.size,
          uploadOrder: next + i,
          isMain: next + i === 0,
          status: 'processing',
        })),
      );
    });
  }

  /**
   * One job per file, its id the media id, so enqueuing twice does nothing new. A file whose job
   * could not be queued stays 'processing'; the maintenance sweep queues it again.
   */
  private async enqueue(rows: MediaEntity[]): Promise<void> {
    await Promise.all(
      rows.map((row) =>
        this.queues
          .enqueue(row.kind === 'image' ? JobName.ProcessImage : JobName.ProcessVideo, { mediaId: row.id }, { jobId: `media-${row.id}` })
          .catch((error: unknown) => this.logger.entry('warn', 'media job not queued', { mediaId: row.id, err: serializeError(error) })),
      ),
    );
  }

  private async countOwnSession(sessionId: string, ownerId: number): Promise<number> {
    // The demo photos' session is served to everyone and never swept: nobody uploads into it.
    if (sessionId === DEMO_PHOTO_SESSION) throw notYours();
    const owners = await this.uploads.sessionOwnerCounts(sessionId);
    if (owners.some((owner) => owner.ownerId !== ownerId)) throw notYours();
    return owners[0]?.files ?? 0;
  }

  private async assertPostOwner(jobPostId: number, ownerId: number): Promise<void> {
    const postOwner = await this.uploads.livePostOwner(jobPostId);
    // Someone else's post is as unknown as a missing one: its existence is not the caller's business.
    if (postOwner !== ownerId) throw new DomainError(ListingErrorCode.PostNotFound, 'Post not found', 404);
  }
}
