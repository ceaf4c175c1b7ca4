import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { KnownDeviceEntity } from './entities/known-device.entity';

/** known_devices as sign-in reads and changes them; callers pass the token's hash, never the token. */
@Injectable()
export class KnownDevicesRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  isKnown(userId: number, tokenHash: string): Promise<boolean> {
    return this.data.getRepository(KnownDeviceEntity).existsBy({ userId, tokenHash });
  }

  /** Signed in on it: known from now on, its failures forgotten. */
  async remember(userId: number, tokenHash: string): Promise<void> {
    await this.data.query(
      `INSERT INTO known_devices (user_id, token_hash) VALUES ($1, $2)
       ON CONFLICT (user_id, token_hash) DO UPDATE SET failures = 0, last_seen_at = now()`,
      [userId, tokenHash],
    );
  }

  /** A wrong PIN on a known device; at `limit` the device is forgotten (one statement, so parallel tries all count). */
  async countFailure(userId: number, tokenHash: string, limit: number): Promise<void> {
    await this.data.transaction(async (tx) => {
      const counted = await tx
        .createQueryBuilder()
        .update(KnownDeviceEntity)
        .set({ failures: () => 'failures + 1' })
        .where('user_id = :userId AND token_hash = :tokenHash', { userId, tokenHash })
        .returning(['failures'])
        .execute();
      const failures = Number((counted.raw as Array<{ failures: number }>)[0]?.failures ?? 0);
      if (failures >= limit) await tx.getRepository(KnownDeviceEntity).delete({ userId, tokenHash });
    });
  }
}
