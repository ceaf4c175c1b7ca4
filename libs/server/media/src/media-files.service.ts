import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MediaErrorCode } from '@chonail/shared/contracts';
import { DomainError } from '@chonail/server/core';
import { MediaEntity } from './entities/media.entity';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', mp4: 'video/mp4', webm: 'video/webm' };

/** Reads processed variants for serving. Only `ready` files answer; the rest are 404 like unknown names. */
@Injectable()
export class MediaFilesService {
  constructor(
    @InjectDataSource() private readonly data: DataSource,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  async open(fileName: string, variant: 'display' | 'thumb' | 'poster'): Promise<{ type: string; body: Readable }> {
    const row = await this.data.getRepository(MediaEntity).findOne({ where: { fileName, status: 'ready' } });
    const key = row && { display: row.displayKey, thumb: row.thumbKey, poster: row.posterKey }[variant];
    const body = key ? await this.storage.read(key) : null;
    if (!key || !body) throw new DomainError(MediaErrorCode.MediaNotFound, 'Media not found', 404);
    return { type: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream', body };
  }
}
