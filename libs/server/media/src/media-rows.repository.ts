import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MediaStatus } from '@chonail/shared/contracts';
import type { UploadKind } from '@chonail/shared/domain';
import { PUBLICLY_LISTED } from '@chonail/server/listings';
import { DEMO_PHOTO_SESSION } from './demo-photos';
import type { StoredKeys } from './storage/media-storage';

/** A processed file as the file route needs it: its variants, its owner, and whether visitors may load it. */
export interface ServableMedia {
  ownerId: number;
  displayKey: string | null;
  thumbKey: string | null;
  posterKey: string | null;
  /**
   * Part of a post that shows it to visitors: listed (PUBLICLY_LISTED: not paused, hidden,
   * expired, deleted or unpaid) with its photo/video add-on running; or a demo photo. Never an
   * upload no post took yet.
   */
  public: boolean;
}

export interface PreviewSource {
  status: MediaStatus;
  kind: UploadKind;
  displayKey: string | null;
  posterKey: string | null;
}

const RETURNING_KEYS = 'RETURNING original_key AS "originalKey", display_key AS "displayKey", thumb_key AS "thumbKey", poster_key AS "posterKey"';

/** The media table's queries for serving and upkeep, where they read job_posts too. */
@Injectable()
export class MediaRowsRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /**
   * Decided here, on every request, from the post's own row (one primary-key read beside the
   * file's unique name, as before): a flag kept on the media row would also have to flip when a
   * post expires or its add-on ends, which no write marks.
   */
  async servable(fileName: string): Promise<ServableMedia | null> {
    const [row]: ServableMedia[] = await this.data.query(
      `SELECT m.owner_id AS "ownerId", m.display_key AS "displayKey", m.thumb_key AS "thumbKey", m.poster_key AS "posterKey",
              (m.session_id = $2 OR (p.id IS NOT NULL AND ${PUBLICLY_LISTED('now()')}
                 AND p.photo_video_addon AND (p.photo_video_ends_at IS NULL OR p.photo_video_ends_at > now()))) AS "public"
       FROM media m LEFT JOIN job_posts p ON p.id = m.job_post_id
       WHERE m.file_name = $1 AND m.status = 'ready'`,
      [fileName, DEMO_PHOTO_SESSION],
    );
    return row ?? null;
  }

  /**
   * What a post's link-preview image can draw from one of its files (issue 37): its display image
   * or, for a video, its poster, once processing made them; the status tells "not yet" from "never".
   */
  async previewSource(fileName: string): Promise<PreviewSource | null> {
    const [row]: PreviewSource[] = await this.data.query(
      `SELECT status, kind, display_key AS "displayKey", poster_key AS "posterKey" FROM media WHERE file_name = $1`,
      [fileName],
    );
    return row ?? null;
  }

  /** Deletes up to `batch` rows of sessions no post took within `hours` (demo photos are shared, never taken); returns their keys. */
  async deleteUnattached(hours: number, batch: number): Promise<StoredKeys[]> {
    const [rows]: [StoredKeys[], number] = await this.data.query(
      `DELETE FROM media WHERE id IN (
         SELECT id FROM media WHERE job_post_id IS NULL AND session_id <> $3 AND created_at < now() - make_interval(hours => $1)
         ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       ${RETURNING_KEYS}`,
      [hours, batch, DEMO_PHOTO_SESSION],
    );
    return rows;
  }

  /** Deletes up to `batch` rows of posts deleted by their owner or staff (there is no undelete); returns their keys. */
  async deleteOfDeletedPosts(batch: number): Promise<StoredKeys[]> {
    const [rows]: [StoredKeys[], number] = await this.data.query(
      `DELETE FROM media WHERE id IN (
         SELECT m.id FROM media m JOIN job_posts p ON p.id = m.job_post_id WHERE p.deleted_at IS NOT NULL
         ORDER BY m.id LIMIT $1 FOR UPDATE OF m SKIP LOCKED)
       ${RETURNING_KEYS}`,
      [batch],
    );
    return rows;
  }

  stuckProcessing(minutes: number, batch: number): Promise<Array<{ id: number; kind: string }>> {
    return this.data.query(
      `SELECT id, kind FROM media WHERE status = 'processing' AND updated_at < now() - make_interval(mins => $1) ORDER BY id LIMIT $2`,
      [minutes, batch],
    );
  }
}
