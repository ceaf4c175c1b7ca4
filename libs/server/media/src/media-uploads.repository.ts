import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { MediaEntity } from './entities/media.entity';

/**
 * An open transaction as MediaService sees it: handed back to this repository, never queried
 * with. A post's save passes its own through POST_MEDIA, so the files move with the post or not at all.
 */
export type MediaTransaction = EntityManager;

/** A file as the upload records it, before processing: the database adds the id and timestamps. */
export type NewMedia = Pick<
  MediaEntity,
  | 'ownerId'
  | 'sessionId'
  | 'jobPostId'
  | 'kind'
  | 'mimeType'
  | 'originalName'
  | 'fileName'
  | 'originalKey'
  | 'sizeBytes'
  | 'uploadOrder'
  | 'isMain'
  | 'status'
>;

/** How many files of an upload session each owner holds (a session only ever has one). */
export interface SessionOwnerCount {
  ownerId: number;
  files: number;
}

/**
 * The media table as upload sessions use it. Writes to a session's files take the session's
 * advisory lock or lock its rows first, so parallel uploads, removals and a post's save never
 * count or number the same session at once.
 */
@Injectable()
export class MediaUploadsRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /** Runs `work` in one transaction: its steps commit together or not at all. */
  inTransaction<T>(work: (tx: MediaTransaction) => Promise<T>): Promise<T> {
    return this.data.transaction(work);
  }

  /**
   * Holds the session until `tx` ends. An advisory lock, not row locks: it must also keep out
   * the rows a parallel upload is about to insert.
   */
  async lockSession(tx: MediaTransaction, sessionId: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`media-session:${sessionId}`]);
  }

  /** The session's files in the uploader's order. */
  sessionFiles(sessionId: string, tx: MediaTransaction = this.data.manager): Promise<MediaEntity[]> {
    return tx.getRepository(MediaEntity).find({ where: { sessionId }, order: { uploadOrder: 'ASC', id: 'ASC' } });
  }

  /**
   * The session's files by upload order alone, with no tie-break by id: for reads under the
   * session's lock, whose order is either not used or already made unique by a renumbering.
   */
  sessionFilesByUploadOrder(tx: MediaTransaction, sessionId: string): Promise<MediaEntity[]> {
    return tx.getRepository(MediaEntity).find({ where: { sessionId }, order: { uploadOrder: 'ASC' } });
  }

  /** Locks the session's files for the rest of `tx`, in no particular order. */
  lockSessionFiles(tx: MediaTransaction, sessionId: string): Promise<MediaEntity[]> {
    return tx.getRepository(MediaEntity).find({ where: { sessionId }, lock: { mode: 'pessimistic_write' } });
  }

  /** Locks one of the owner's files for the rest of `tx`; null when it is not theirs or gone. */
  lockOwnFile(tx: MediaTransaction, id: number, ownerId: number): Promise<MediaEntity | null> {
    return tx.getRepository(MediaEntity).findOne({ where: { id, ownerId }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Files of the session per owner, read before any file streams so a full or foreign session is
   * refused early; `record` checks again under the session's lock.
   */
  async sessionOwnerCounts(sessionId: string): Promise<SessionOwnerCount[]> {
    const rows: Array<{ owner_id: number; n: string }> = await this.data.query(
      'SELECT owner_id, count(*) AS n FROM media WHERE session_id = $1 GROUP BY owner_id',
      [sessionId],
    );
    return rows.map((row) => ({ ownerId: row.owner_id, files: Number(row.n) }));
  }

  /**
   * The owner of a post that is not deleted; null when there is none. job_posts belongs to
   * listings, which offers media no way to ask (POST_MEDIA goes the other way), so this one read
   * stays here.
   */
  async livePostOwner(jobPostId: number): Promise<number | null> {
    const [post]: Array<{ owner_id: number }> = await this.data.query('SELECT owner_id FROM job_posts WHERE id = $1 AND deleted_at IS NULL', [jobPostId]);
    return post ? post.owner_id : null;
  }

  /** Returns the rows as saved, with their ids. */
  insertFiles(tx: MediaTransaction, files: NewMedia[]): Promise<MediaEntity[]> {
    const repo = tx.getRepository(MediaEntity);
    return repo.save(files.map((file) => repo.create(file)));
  }

  async deleteFiles(tx: MediaTransaction, ids: number[]): Promise<void> {
    await tx.delete(MediaEntity, ids);
  }

  /** Closes the gaps a removal left: the files keep their order, numbered from 0, the first one main. */
  async renumberSession(tx: MediaTransaction, sessionId: string): Promise<void> {
    const rest = await this.sessionFiles(sessionId, tx);
    await this.applyOrder(tx, rest.map((row) => row.id));
  }

  /** uploadOrder becomes each id's index, and the first file is the main one. */
  async applyOrder(tx: MediaTransaction, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await tx.query(
      `UPDATE media m SET upload_order = o.ord - 1, is_main = o.ord = 1, updated_at = now()
       FROM unnest($1::int[]) WITH ORDINALITY AS o(id, ord) WHERE m.id = o.id`,
      [ids],
    );
  }

  /** Only files no post has taken meanwhile move: a file is never part of two posts. */
  async attachToPost(tx: MediaTransaction, ids: number[], postId: number): Promise<void> {
    await tx.update(MediaEntity, { id: In(ids), jobPostId: IsNull() }, { jobPostId: postId });
  }

  /** The post's files not named in `keepFileNames` are unattached again, for the sweep to delete. */
  async releaseFromPostExcept(tx: MediaTransaction, postId: number, keepFileNames: string[]): Promise<void> {
    await tx.query('UPDATE media SET job_post_id = NULL, updated_at = now() WHERE job_post_id = $1 AND NOT (file_name = ANY($2))', [postId, keepFileNames]);
  }
}
