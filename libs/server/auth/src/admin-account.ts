import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { adminPasswordSchema, phoneSchema } from '@chonail/shared/contracts';
import { APP_CONFIG, JsonLogger, type AppConfig } from '@chonail/server/core/base';
import { AdminAccountsRepository, type AdminAccountsConnection } from './admin-accounts.repository';
import type { UserEntity } from './entities/user.entity';
import { PinHasher } from './pin-hasher';

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
export async function createOrPromoteAdmin(
  manager: AdminAccountsConnection,
  hasher: PinHasher,
  phoneInput: string,
  password: string,
): Promise<AdminAccountResult> {
  return saveAdmin(new AdminAccountsRepository(manager), hasher, phoneInput, password);
}

async function saveAdmin(accounts: AdminAccountsRepository, hasher: PinHasher, phoneInput: string, password: string): Promise<AdminAccountResult> {
  const phone = phoneSchema.safeParse(phoneInput);
  if (!phone.success) throw new Error(`Not a valid phone number: ${phoneInput}`);
  const strong = adminPasswordSchema.safeParse(password);
  if (!strong.success) throw new Error(`The admin password ${strong.error.issues[0]?.message ?? 'is not acceptable'}`);
  const pinHash = await hasher.hash(password);

  return accounts.inTransaction(async (tx) => {
    const existing = await tx.findByPhone(phone.data);
    if (existing) {
      await tx.makeAdmin(existing.id, pinHash);
      await tx.revokeSessions(existing.id);
      return { user: await tx.getById(existing.id), created: false };
    }
    await tx.insertAdmin(phone.data, pinHash);
    return { user: await tx.getByPhone(phone.data), created: true };
  });
}

/**
 * Creates the first admin from ADMIN_PHONE / ADMIN_PASSWORD, only while no admin exists at all;
 * null when there already is one. The advisory lock keeps two replicas booting together from both
 * doing it.
 */
export async function bootstrapAdmin(
  accounts: AdminAccountsRepository,
  hasher: PinHasher,
  phone: string,
  password: string,
): Promise<AdminAccountResult | null> {
  return accounts.underBootstrapLock(async (tx) => {
    if (await tx.adminExists()) return null;
    return saveAdmin(tx, hasher, phone, password);
  });
}

/** Runs `bootstrapAdmin` as the API starts (after migrations) when both variables are set. */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly accounts: AdminAccountsRepository,
    private readonly hasher: PinHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_PHONE: phone, ADMIN_PASSWORD: password } = this.config;
    if (!phone || !password) return;
    const result = await bootstrapAdmin(this.accounts, this.hasher, phone, password);
    if (result) this.logger.info('admin account created from ADMIN_PHONE', { phone, userId: result.user.id, promoted: !result.created });
  }
}
