import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { adminPasswordSchema, phoneSchema } from '@chonail/shared/contracts';
import { APP_CONFIG, JsonLogger, type AppConfig } from '@chonail/server/core/base';
import { AdminAccountsRepository, type AdminAccountsConnection } from './admin-accounts.repository';
import type { UserEntity } from './entities/user.entity';
import { PinHasher } from './pin-hasher';
import { StaffTotp, type StaffTotpEnrolment } from './staff-totp';

export interface AdminAccountResult {
  user: UserEntity;
  /** false when an existing account was promoted (or an admin's password replaced). */
  created: boolean;
  /** The authenticator app's secret and `otpauth://` URI; null when the bootstrap had no ADMIN_TOTP_SECRET. */
  totp: StaffTotpEnrolment | null;
}

/** How an admin is keyed: its password's hasher and its authenticator secret's sealer (both from the pepper). */
export interface AdminKeys {
  hasher: PinHasher;
  totp: StaffTotp;
}

/**
 * The one way an admin comes to be (the admin:create CLI and the ADMIN_PHONE boot step): creates
 * the account with role admin, or promotes the account that has the phone, sets the password and
 * enrols a new authenticator secret (the old app's codes stop working). Its sessions end: they were
 * opened with the old PIN or password, and must not become admin sessions.
 */
export async function createOrPromoteAdmin(manager: AdminAccountsConnection, keys: AdminKeys, phoneInput: string, password: string): Promise<AdminAccountResult> {
  return saveAdmin(new AdminAccountsRepository(manager), keys, phoneInput, password, 'new');
}

/** `totpSecret`: 'new' enrols a fresh secret; a base32 string enrols that one; null leaves none (TOTP_NOT_SET_UP). */
async function saveAdmin(
  accounts: AdminAccountsRepository,
  keys: AdminKeys,
  phoneInput: string,
  password: string,
  totpSecret: 'new' | string | null,
): Promise<AdminAccountResult> {
  const phone = phoneSchema.safeParse(phoneInput);
  if (!phone.success) throw new Error(`Not a valid phone number: ${phoneInput}`);
  const strong = adminPasswordSchema.safeParse(password);
  if (!strong.success) throw new Error(`The admin password ${strong.error.issues[0]?.message ?? 'is not acceptable'}`);
  const pinHash = await keys.hasher.hash(password);
  const totp = totpSecret === null ? null : keys.totp.enrol(phone.data, totpSecret === 'new' ? undefined : totpSecret);

  return accounts.inTransaction(async (tx) => {
    const existing = await tx.findByPhone(phone.data);
    if (existing) {
      await tx.makeAdmin(existing.id, pinHash, totp?.sealed ?? null);
      await tx.revokeSessions(existing.id);
      return { user: await tx.getById(existing.id), created: false, totp };
    }
    await tx.insertAdmin(phone.data, pinHash, totp?.sealed ?? null);
    return { user: await tx.getByPhone(phone.data), created: true, totp };
  });
}

/**
 * Creates the first admin from ADMIN_PHONE / ADMIN_PASSWORD, only while no admin exists at all;
 * null when there already is one. The advisory lock keeps two replicas booting together from both
 * doing it.
 */
export async function bootstrapAdmin(
  accounts: AdminAccountsRepository,
  keys: AdminKeys,
  phone: string,
  password: string,
  totpSecret: string | null = null,
): Promise<AdminAccountResult | null> {
  return accounts.underBootstrapLock(async (tx) => {
    if (await tx.adminExists()) return null;
    return saveAdmin(tx, keys, phone, password, totpSecret);
  });
}

/** Runs `bootstrapAdmin` as the API starts (after migrations) when both variables are set. */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly accounts: AdminAccountsRepository,
    private readonly hasher: PinHasher,
    private readonly totp: StaffTotp,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_PHONE: phone, ADMIN_PASSWORD: password, ADMIN_TOTP_SECRET: totpSecret } = this.config;
    if (!phone || !password) return;
    const result = await bootstrapAdmin(this.accounts, { hasher: this.hasher, totp: this.totp }, phone, password, totpSecret ?? null);
    if (!result) return;
    this.logger.info('admin account created from ADMIN_PHONE', { phone, userId: result.user.id, promoted: !result.created });
    if (!result.totp) {
      this.logger.warn('the ADMIN_PHONE admin has no authenticator app and cannot sign in yet: run npm run admin:create -- --phone <it>, or set ADMIN_TOTP_SECRET', { phone });
    }
  }
}
