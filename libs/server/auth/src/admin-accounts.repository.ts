import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { IsNull, type EntityManager } from 'typeorm';
import { SessionEntity } from './entities/session.entity';
import { UserEntity } from './entities/user.entity';
import type { StoredPin } from './pin-hasher';

/** Any number; only the processes that bootstrap the first admin have to agree on it. */
const ADMIN_BOOTSTRAP_LOCK_KEY = 4_207_331_906;

/**
 * What admin accounts are written through outside the app: the admin:create CLI's and the tests'
 * `dataSource.manager`. Named here so callers of createOrPromoteAdmin need not know it is TypeORM's.
 */
export type AdminAccountsConnection = EntityManager;

/**
 * users and sessions as making an admin changes them. Built on an EntityManager rather than the
 * DataSource so the same methods run on the CLI's connection and inside a transaction's.
 */
@Injectable()
export class AdminAccountsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /**
   * Runs `work` in a transaction; when this repository is already inside one, in a savepoint of it,
   * so a failure undoes only this work.
   */
  inTransaction<T>(work: (accounts: AdminAccountsRepository) => Promise<T>): Promise<T> {
    return this.manager.transaction((tx) => work(new AdminAccountsRepository(tx)));
  }

  /**
   * Runs `work` in a transaction holding the admin bootstrap advisory lock, so replicas booting
   * together take turns and the second sees the admin the first made.
   */
  underBootstrapLock<T>(work: (accounts: AdminAccountsRepository) => Promise<T>): Promise<T> {
    return this.manager.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_BOOTSTRAP_LOCK_KEY]);
      return work(new AdminAccountsRepository(tx));
    });
  }

  adminExists(): Promise<boolean> {
    return this.manager.getRepository(UserEntity).existsBy({ role: 'admin' });
  }

  findByPhone(phone: string): Promise<UserEntity | null> {
    return this.manager.getRepository(UserEntity).findOneBy({ phone });
  }

  getById(id: number): Promise<UserEntity> {
    return this.manager.getRepository(UserEntity).findOneByOrFail({ id });
  }

  getByPhone(phone: string): Promise<UserEntity> {
    return this.manager.getRepository(UserEntity).findOneByOrFail({ phone });
  }

  /** A new password and a new authenticator secret: codes of the old one stop working. */
  async makeAdmin(id: number, password: StoredPin, totpSecret: string | null): Promise<void> {
    await this.manager.getRepository(UserEntity).update({ id }, { role: 'admin', ...password, failedLogins: 0, totpSecret, totpLastStep: null });
  }

  async insertAdmin(phone: string, password: StoredPin, totpSecret: string | null): Promise<void> {
    const users = this.manager.getRepository(UserEntity);
    await users.insert(users.create({ phone, role: 'admin', ...password, totpSecret }));
  }

  async revokeSessions(userId: number): Promise<void> {
    await this.manager.getRepository(SessionEntity).update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
