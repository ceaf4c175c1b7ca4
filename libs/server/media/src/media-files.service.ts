import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { MediaErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core/base';
import { MediaRowsRepository } from './media-rows.repository';
import { MediaUrlSigner } from './media-url-signer';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', mp4: 'video/mp4', webm: 'video/webm' };

export type MediaVariant = 'display' | 'thumb' | 'poster';

/** A signed URL's `sig` and `exp`, as the query carried them (MediaUrlSigner). */
export interface MediaGrant {
  sig?: unknown;
  exp?: unknown;
}

export interface ServedFile {
  type: string;
  body: Readable;
  /** false: only the owner or staff may see it now, so no shared cache may keep it. */
  public: boolean;
  /** Opened by its signed URL, which is the grant itself: the browser may keep it for that URL. */
  signed: boolean;
}

/**
 * Reads processed variants for serving. Only `ready` files answer; the rest are 404 like unknown
 * names. Visitors load a file only while a listed post shows it (MediaRowsRepository.servable);
 * otherwise (an upload no post took yet, a paused, hidden, expired or deleted post's file) it
 * answers only to a URL signed for its owner or staff, or a request carrying their token, and is
 * 404 to anyone else, so nobody learns that it exists.
 */
@Injectable()
export class MediaFilesService {
  constructor(
    private readonly rows: MediaRowsRepository,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly signer: MediaUrlSigner,
  ) {}

  async open(fileName: string, variant: MediaVariant, viewer?: { id: number; role: string }, grant: MediaGrant = {}): Promise<ServedFile> {
    const row = await this.rows.servable(fileName);
    // A public file never needs the signature checked: its hot path is the one query.
    const signed = row !== null && !row.public && this.signer.verify(fileName, grant.sig, grant.exp);
    const mayView = row && (row.public || signed || viewer?.id === row.ownerId || viewer?.role === 'admin');
    const key = mayView ? { display: row.displayKey, thumb: row.thumbKey, poster: row.posterKey }[variant] : null;
    const body = key ? await this.storage.read(key) : null;
    if (!row || !key || !body) throw new DomainError(MediaErrorCode.MediaNotFound, 'Media not found', 404);
    return {
      type: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
      body,
      public: row.public,
      signed,
    };
  }
}
