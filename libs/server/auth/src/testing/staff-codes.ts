import { setTimeout as sleep } from 'node:timers/promises';
import { STAFF_TOTP, staffTotpCode } from '../staff-totp';

// Test helpers only. A staff account's code works once (users.totp_last_step), and the API takes a
// code one 30 s step either side of now: a test that signs the same admin in twice gets the next
// step's code, and waits for the clock only on a third sign-in within one step.
const secrets = new Map<string, string>();
const lastSteps = new Map<string, number>();

/** What createOrPromoteAdmin (or the admin:create CLI's URI) enrolled for `phone`. */
export function rememberStaffSecret(phone: string, secret: string): void {
  secrets.set(phone, secret);
  lastSteps.delete(secret);
}

export function staffSecretOf(phone: string): string | undefined {
  return secrets.get(phone);
}

/** The authenticator code for `secret` that no sign-in of this process has used yet. */
export async function unusedStaffCode(secret: string): Promise<string> {
  const period = STAFF_TOTP.periodSeconds * 1000;
  const now = Date.now();
  const step = Math.max(Math.floor(now / period), (lastSteps.get(secret) ?? 0) + 1);
  // Accepted from the moment the step before it is current.
  const acceptedFrom = (step - 1) * period;
  if (acceptedFrom > now) await sleep(acceptedFrom - now + 50);
  lastSteps.set(secret, step);
  return staffTotpCode(secret, step * period);
}

/** `unusedStaffCode` of the staff account `phone`, or undefined for a member. */
export async function staffCodeFor(phone: string): Promise<string | undefined> {
  const secret = secrets.get(phone);
  return secret === undefined ? undefined : unusedStaffCode(secret);
}
