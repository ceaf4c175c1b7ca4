import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The database as the health checks see it: answering or not. */
@Injectable()
export class DatabaseProbeRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /** The cheapest round trip that needs a working connection; rejects when there is none. */
  async ping(): Promise<void> {
    await this.data.query('SELECT 1');
  }
}
