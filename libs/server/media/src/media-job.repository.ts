import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MediaEntity } from './entities/media.entity';

/** The media table as the worker's processing jobs use it. */
@Injectable()
export class MediaJobRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /** The row a job processes; null when it was removed before the job ran. */
  findForProcessing(mediaId: number): Promise<MediaEntity | null> {
    return this.data.getRepository(MediaEntity).findOneBy({ id: mediaId });
  }

  /**
   * One conditional UPDATE: only a row still processing changes, so a file removed meanwhile
   * stays removed and a repeated job cannot overwrite what an earlier run wrote.
   */
  async finishIfProcessing(mediaId: number, changes: Partial<MediaEntity>): Promise<void> {
    await this.data.getRepository(MediaEntity).update({ id: mediaId, status: 'processing' }, changes);
  }
}
