import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { adminPasswordSchema, phoneSchema } from '@chonail/shared/contracts';
import { APP_CONFIG, JsonLogger, type AppConfig } from '@chonail/server/core';
import { SessionEntity } from './entities/session.entity';
import { UserEntity } from './entities/user.entity';
import { hashSecret } from './pin.service';

/** Any number; only the processes that bootstrap the first admin have to agree on it. */
const ADMIN_BOOTSTRAP_LOCK_KEY = 4_207_331_906;

export interface AdminAccountResult {
  user: UserEntity;
  /** false when an existing account was promoted (or an admin's password replaced). */
  created: boolean;
}

/**
 * The one way an admin comes to be (the admin:create CLI and the ADMIN_PHONE boot step): creates
 * the account with role admin, or promotes the account that has the phone, and sets the password.
 * Its sessions end: they were opened with the old PIN or password, and must not become admin sessions.
 */
export async function createOrPromoteAdmin(manager: EntityManager, phoneInput: string, password: string): Promise<AdminAccountResult> {
  const phone = phoneSchema.safeParse(phoneInput);
  if (!phone.success) throw new Error(`Not a valid phone number: ${phoneInput}`);
  const strong = adminPasswordSchema.safeParse(password);
  if (!strong.success) throw new Error(`The admin password ${strong.error.issues[0]?.message ?? 'is not acceptable'}`);
  const pinHash = await hashSecret(password);

  return manager.transaction(async (tx) => {
    const users = tx.getRepository(UserEntity);
    const existing = await users.findOneBy({ phone: phone.data });
    if (existing) {
      await users.update({ id: existing.id }, { role: 'admin', pinHash });
      await tx.getRepository(SessionEntity).update({ userId: existing.id, revokedAt: IsNull() }, { revokedAt: new Date() });
      return { user: await users.findOneByOrFail({ id: existing.id }), created: false };
    }
    await users.insert(users.create({ phone: phone.data, role: 'admin', pinHash }));
    return { user: await users.findOneByOrFail({ phone: phone.data }), created: true };
  });
}

/**
 * Creates the first admin from ADMIN_PHONE / ADMIN_PASSWORD, only while no admin exists at all;
 * null when there already is one. The advisory lock keeps two replicas booting together from both
 * doing it.
 */
export async function bootstrapAdmin(dataSource: DataSource, phone: string, password: string): Promise<AdminAccountResult | null> {
  return dataSource.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_BOOTSTRAP_LOCK_KEY]);
    if (await tx.getRepository(UserEntity).existsBy({ role: 'admin' })) return null;
    return createOrPromoteAdmin(tx, phone, password);
  });
}

/** Runs `bootstrapAdmin` as the API starts (after migrations) when both variables are set. */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_PHONE: phone, ADMIN_PASSWORD: password } = this.config;
    if (!phone || !password) return;
    const result = await bootstrapAdmin(this.dataSource, phone, password);
    if (result) this.logger.info('admin account created from ADMIN_PHONE', { phone, userId: result.user.id, promoted: !result.created });
  }
}
