// Test helpers for feature libs that need signed-in users; never imported by production code.
import { loadConfig } from '@chonail/server/core/base';
import { createOrPromoteAdmin as createWithHasher, type AdminAccountResult } from './admin-account';
import type { AdminAccountsConnection } from './admin-accounts.repository';
import { PinHasher, peppersOf } from './pin-hasher';
import { StaffTotp } from './staff-totp';
import { rememberStaffSecret } from './testing/staff-codes';

export * from './auth-test-app';
export { bootstrapAdmin, type AdminAccountResult } from './admin-account';
export { staffCodeFor, unusedStaffCode, rememberStaffSecret, staffSecretOf } from './testing/staff-codes';
export { staffTotpCode } from './staff-totp';

/**
 * An admin made as admin:create makes one, with the pepper the test's API gets from the same
 * environment (the run's JWT_SECRET, or PIN_PEPPER when a test sets it in process.env). Its
 * authenticator secret is remembered, so the test app's `login` sends a fresh code for it.
 */
export async function createOrPromoteAdmin(manager: AdminAccountsConnection, phone: string, password: string): Promise<AdminAccountResult> {
  const peppers = peppersOf(loadConfig());
  const made = await createWithHasher(manager, { hasher: new PinHasher(peppers), totp: new StaffTotp(peppers) }, phone, password);
  if (made.totp) rememberStaffSecret(made.user.phone, made.totp.secret);
  return made;
}
