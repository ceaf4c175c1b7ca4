// Test helpers for feature libs that need signed-in users; never imported by production code.
import { loadConfig } from '@chonail/server/core/base';
import { createOrPromoteAdmin as createWithHasher, type AdminAccountResult } from './admin-account';
import type { AdminAccountsConnection } from './admin-accounts.repository';
import { PinHasher, peppersOf } from './pin-hasher';

export * from './auth-test-app';
export { bootstrapAdmin, type AdminAccountResult } from './admin-account';

/**
 * An admin made as admin:create makes one, with the pepper the test's API gets from the same
 * environment (the run's JWT_SECRET, or PIN_PEPPER when a test sets it in process.env).
 */
export function createOrPromoteAdmin(manager: AdminAccountsConnection, phone: string, password: string): Promise<AdminAccountResult> {
  return createWithHasher(manager, new PinHasher(peppersOf(loadConfig())), phone, password);
}
