/**
 * Token refresh timing, spec 01 sections 4 and 9: when under 24 h of the access token remain, a
 * refresh is scheduled one hour before it expires, never sooner than 60 s from now.
 */
export const REFRESH_WINDOW_MS = 24 * 60 * 60 * 1000;
export const REFRESH_LEAD_MS = 60 * 60 * 1000;
export const MIN_REFRESH_DELAY_MS = 60 * 1000;

/** Milliseconds until the refresh should run, or null when none is due yet (24 h or more left). */
export function refreshDelayMs(expiresAtMs: number, nowMs: number): number | null {
  const remaining = expiresAtMs - nowMs;
  if (remaining >= REFRESH_WINDOW_MS) return null;
  return Math.max(remaining - REFRESH_LEAD_MS, MIN_REFRESH_DELAY_MS);
}

/** The `exp` of a JWT in milliseconds, read without verifying (the server verifies); null if unreadable. */
export function tokenExpiryMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}
