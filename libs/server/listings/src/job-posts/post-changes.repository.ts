import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

/** The channel the job_posts and forum triggers notify on (migrations 1765400000000 and 1765400000001). */
const CHANNEL = 'public_pages_changed';
/** After a lost connection (a database restart), listening starts again after this long. */
const RETRY_MS = 5_000;

/**
 * Tells this process when a post or the forum changes, whoever changed it (API replica, worker,
 * staff): one connection of the pool LISTENs on the triggers' channel. Counters (views, saves)
 * are not changes.
 */
@Injectable()
export class PostChangesRepository implements OnModuleDestroy {
  private client: PoolClient | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(@InjectDataSource() private readonly data: DataSource) {}

  /** Calls `onChange` after each change from now on; resolves once listening. */
  async listen(onChange: () => void, onError: (error: unknown) => void = () => undefined): Promise<void> {
    // TypeORM's PostgreSQL driver keeps node-postgres's pool as `master`.
    const pool = (this.data.driver as unknown as { master: Pool }).master;
    const client = await pool.connect();
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) onChange();
    });
    client.on('error', (error) => {
      onError(error);
      client.release(true);
      this.client = undefined;
      // A change may have been missed meanwhile: drop what is kept, then listen again.
      onChange();
      if (!this.closed) this.retry = setTimeout(() => void this.listen(onChange, onError).catch(onError), RETRY_MS);
    });
    await client.query(`LISTEN ${CHANNEL}`);
  }

  onModuleDestroy(): void {
    this.closed = true;
    clearTimeout(this.retry);
    this.client?.release(true);
    this.client = undefined;
  }
}
