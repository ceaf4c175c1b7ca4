import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { SessionEntity } from './entities/session.entity';

export interface NewSession {
  id: string;
  userId: number;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  ip: string;
  userAgent: string | null;
}

/** sessions: the server side of refresh tokens, one family per sign-in. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly data: DataSource) {}

  private get sessions(): Repository<SessionEntity> {
    return this.data.getRepository(SessionEntity);
  }

  async insert(session: NewSession): Promise<void> {
    await this.sessions.insert(session);
  }

  findById(id: string): Promise<SessionEntity | null> {
    return this.sessions.findOneBy({ id });
  }

  /**
   * Replaces session `id` with `next`; false when it was no longer live. The old row is marked in
   * the conditional UPDATE that checks it is live, so of parallel uses of one token only one gets
   * true (a second UPDATE waits for the first's transaction, then finds the row replaced; TokenService
   * answers the others with the same successor), and the new row comes in the same transaction, so
   * the family never looks dead in between. `revoked_at` is set with `replaced_by`: the moment of the
   * rotation, which the grace window counts from.
   */
  rotate(id: string, next: NewSession): Promise<boolean> {
    return this.data.manager.transaction(async (tx) => {
      const result = await tx
        .createQueryBuilder()
        .update(SessionEntity)
        .set({ replacedBy: next.id, revokedAt: () => 'now()' })
        .where('id = :id AND replaced_by IS NULL AND revoked_at IS NULL', { id })
        .execute();
      if (!result.affected) return false;
      await tx.insert(SessionEntity, next);
      return true;
    });
  }

  /** Whether the family has a session that is neither revoked nor expired. */
  isFamilyLive(userId: number, familyId: string): Promise<boolean> {
    return this.sessions
      .createQueryBuilder('s')
      .where('s.family_id = :familyId AND s.user_id = :userId AND s.revoked_at IS NULL AND s.expires_at > now()', { familyId, userId })
      .getExists();
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.revokeWhere('family_id = :familyId', { familyId });
  }

  async revokeUser(userId: number): Promise<void> {
    await this.revokeWhere('user_id = :userId', { userId });
  }

  async revokeUserExcept(userId: number, keepFamilyId: string): Promise<void> {
    await this.revokeWhere('user_id = :userId AND family_id <> :keepFamilyId', { userId, keepFamilyId });
  }

  private async revokeWhere(condition: string, parameters: Record<string, unknown>): Promise<void> {
    await this.sessions
      .createQueryBuilder()
      .update()
      .set({ revokedAt: () => 'now()' })
      .where(`${condition} AND revoked_at IS NULL`, parameters)
      .execute();
  }
}
