import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { MediaErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import { MediaRowsRepository } from './media-rows.repository';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', mp4: 'video/mp4', webm: 'video/webm' };

export type MediaVariant = 'display' | 'thumb' | 'poster';

export interface ServedFile {
  type: string;
  body: Readable;
  /** false: only the owner or staff may see it now, so no shared cache may keep it. */
  public: boolean;
}

/**
 * Reads processed variants for serving. Only `ready` files answer; the rest are 404 like unknown
 * names. A file of a post that was deleted or hidden by staff is 404 to visitors at once; its owner
 * (and staff) still load it when the request carries their token.
 */
@Injectable()
export class MediaFilesService {
  constructor(
    private readonly rows: MediaRowsRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  async open(fileName: string, variant: MediaVariant, viewer?: { id: number; role: string }): Promise<ServedFile> {
    const row = await this.rows.servable(fileName);
    const mayView = row && (row.public || viewer?.id === row.ownerId || viewer?.role === 'admin');
    const key = mayView ? { display: row.displayKey, thumb: row.thumbKey, poster: row.posterKey }[variant] : null;
    const body = key ? await this.storage.read(key) : null;
    if (!row || !key || !body) throw new DomainError(MediaErrorCode.MediaNotFound, 'Media not found', 404);
    return {
      type: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
      body,
      public: row.public,
    };
  }
}
